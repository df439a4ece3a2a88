#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic on plain strings (`/`-separated, as on Linux and macOS).
enum Paths {
    /// `path` made absolute against the current folder, with `.` components and repeated
    /// or trailing slashes removed. `..` components are resolved textually.
    static func absolute(_ path: String) -> String {
        let start = path.hasPrefix("/") ? path : (FileSystem.currentDirectory() ?? "/") + "/" + path
        return normalized(start)
    }

    /// `path` taken from `base` unless it is absolute.
    static func resolve(_ path: String, from base: String) -> String {
        normalized(path.hasPrefix("/") ? path : base + "/" + path)
    }

    static func normalized(_ path: String) -> String {
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
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The nearest folder above `file` (itself excluded) that holds a `Package.swift`.
    static func packageRoot(above file: String) -> String? {
        var folder = FileSystem.parent(of: file)
        while true {
            if FileSystem.exists(folder == "/" ? "/Package.swift" : folder + "/Package.swift") { return folder }
            if folder == "/" || folder == "." { return nil }
            folder = FileSystem.parent(of: folder)
        }
    }
}

/// The process environment, read only where configuration is taken (`fromEnvironment`).
enum ProcessEnvironment {
    static func read(_ keys: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for key in keys {
            if let value = getenv(key) { values[key] = String(cString: value) }
        }
        return values
    }
}
