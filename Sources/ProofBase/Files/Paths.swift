#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic on plain strings (`/`-separated, as on Linux and macOS).
package enum Paths {
    /// `path` made absolute against the current folder, with `.` components and repeated
    /// or trailing slashes removed. `..` components are resolved textually.
    package static func absolute(_ path: String) -> String {
        let start = path.hasPrefix("/") ? path : (FileSystem.currentDirectory() ?? "/") + "/" + path
        return normalized(start)
    }

    /// `path` taken from `base` unless it is absolute.
    package static func resolve(_ path: String, from base: String) -> String {
        normalized(path.hasPrefix("/") ? path : base + "/" + path)
    }

    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The last component of `path`.
    package static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The nearest folder above `file` (itself excluded) that holds a `Package.swift`.
    package static func packageRoot(above file: String) -> String? {
        var folder = FileSystem.parent(of: file)
        while true {
            if FileSystem.exists(folder == "/" ? "/Package.swift" : folder + "/Package.swift") { return folder }
            if folder == "/" || folder == "." { return nil }
            folder = FileSystem.parent(of: folder)
        }
    }
}
