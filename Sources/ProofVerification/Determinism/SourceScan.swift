import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A place in a Swift source file.
public struct SourceLine: Hashable, Sendable, CustomStringConvertible {
    /// Relative to the folder scanned (`Sources/App/CardView.swift`).
    public var path: String
    /// 1-based.
    public var line: Int
    /// The line, trimmed and cut at 120 characters.
    public var code: String

    public init(path: String, line: Int, code: String) {
        self.path = path
        self.line = line
        self.code = code
    }

    /// `Sources/App/CardView.swift:30: let now = Date()`.
    public var description: String { "\(path):\(line): \(code)" }
}

/// The Swift files of a package's folders, read for the determinism check and the platform
/// branch warning: symbolic links are followed (a snapshot target is often a link to the app's
/// folder, Docs/OneSource.md), each real folder once, hidden entries and `.build` skipped.
public enum SwiftSources {
    /// The `.swift` files below `root`/`folder` for each of `folders` that exists, as paths
    /// relative to `root`, sorted bytewise, each real file once.
    public static func files(in root: String, folders: [String] = ["Sources", "Tests"]) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        for folder in folders where FileSystem.isFolder(root + "/" + folder) {
            collect(root + "/" + folder, relative: folder, depth: 0, seen: &seen, into: &found)
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The lines of a source file (at most 4 MB read), or nil when it cannot be read.
    public static func lines(of path: String) -> [Substring]? {
        guard let bytes = try? FileSystem.readFile(path, limit: 4 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func collect(_ folder: String, relative: String, depth: Int, seen: inout Set<String>, into found: inout [String]) {
        guard depth < 32, let real = realPath(folder), seen.insert(real).inserted, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var entries: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            entries.append(name)
        }
        for name in entries.sorted() {
            let path = folder + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                collect(path, relative: relative + "/" + name, depth: depth + 1, seen: &seen, into: &found)
            } else if status.st_mode & S_IFMT == S_IFREG, name.hasSuffix(".swift"), let file = realPath(path), seen.insert(file).inserted {
                found.append(relative + "/" + name)
            }
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The line with surrounding blanks removed, cut at 120 characters.
    package static func code(_ line: Substring) -> String {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let text = String(trimmed.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        return text.count > 120 ? String(text.prefix(119)) + "…" : text
    }

    /// True for a line that is only a comment.
    package static func isComment(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*")
    }
}
