#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bounded reads, folder walks and folder replacement.
extension FileSystem {
    /// Why ``readBounded(_:limit:)`` read nothing.
    package enum ReadFailure: Error, Equatable, Sendable {
        /// A system call failed with this `errno` (`ENOENT`, `EISDIR`, `EACCES`…).
        case system(Int32)
        /// The path is a FIFO, a socket or a device.
        case notRegularFile
        /// The file is `bytes` long, more than `limit`.
        case tooLarge(bytes: Int, limit: Int)
        /// The file grew past `limit` while it was being read.
        case grewTooLarge(limit: Int)
    }

    /// The whole regular file at `path`, refusing more than `limit` bytes: the size is checked
    /// before anything is allocated, and again while reading (a file that grows is caught).
    /// The file is opened non-blocking, so a FIFO is refused instead of waiting for a writer.
    /// The one bounded reader of the package: the PNG, font, asset and log readers use it.
    package static func readBounded(_ path: String, limit: Int) throws(ReadFailure) -> [UInt8] {
        if path.isEmpty { throw .system(ENOENT) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .system(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .system(EISDIR)
        default: throw .notRegularFile
        }
        let size = Int(status.st_size)
        if size > limit { throw .tooLarge(bytes: size, limit: limit) }
        // One byte past the size, to notice a file that grew since `fstat`.
        var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                if filled > limit { throw .grewTooLarge(limit: limit) }
                bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 4096), limit + 1 - filled))
            }
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if count == 0 { break }
            filled += count
        }
        if filled > limit { throw .grewTooLarge(limit: limit) }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Up to `maxBytes` from the start of the file; nil when it cannot be opened.
    package static func readPrefix(of path: String, maxBytes: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: maxBytes)
        var filled = 0
        while filled < maxBytes {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, maxBytes - filled) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }

    /// The whole file, refusing files above `limit` bytes (``readBounded(_:limit:)`` with the
    /// failure as a ``FileSystemError``).
    package static func readFile(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        do {
            return try readBounded(path, limit: limit)
        } catch {
            switch error {
            case let .system(code): throw FileSystemError("read", path, code: code)
            case .notRegularFile: throw FileSystemError("read", path, reason: "it is not a regular file")
            case let .grewTooLarge(limit):
                throw FileSystemError("read", path, reason: "it grew above the limit of \(limit) bytes")
            case let .tooLarge(bytes, limit):
                throw FileSystemError("read", path, reason: "it is \(bytes) bytes, above the limit of \(limit)")
            }
        }
    }

    /// Modification time in nanoseconds since the epoch, or nil when there is no such file.
    package static func modificationTime(_ path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        return Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        #else
        return Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        #endif
    }

    /// True when `path` is a regular file (symbolic links followed).
    package static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Paths (relative to `root`, sorted bytewise) of the regular files below `root` whose
    /// names end in `suffix`. Hidden entries are skipped and symbolic links not followed, so
    /// a link cannot lead the walk outside `root` or round in a loop. Depth is capped at 64.
    package static func files(under root: String, suffix: String) throws(FileSystemError) -> [String] {
        var found: [String] = []
        try collect(root, relative: "", suffix: suffix, depth: 0, into: &found)
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    private static func collect(_ folder: String, relative: String, suffix: String, depth: Int, into found: inout [String]) throws(FileSystemError) {
        guard depth < 64 else { throw FileSystemError("list", folder, reason: "folders are nested more than 64 deep") }
        guard let directory = opendir(folder) else { throw FileSystemError("list", folder, code: errno) }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = folder + "/" + name
            let child = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: try collect(path, relative: child, suffix: suffix, depth: depth + 1, into: &found)
            case S_IFREG where name.hasSuffix(suffix): found.append(child)
            default: break
            }
        }
    }

    /// Places a copy of `source` at `destination` (whose folder must exist): a hard link
    /// when both are on one file system (instant, and the report keeps the picture even when
    /// the source is later replaced by a rename), else a byte copy.
    package static func linkOrCopy(_ source: String, to destination: String) throws(FileSystemError) {
        unlink(destination)
        if link(source, destination) == 0 { return }
        let bytes = try readFile(source, limit: 1 << 30)
        try writeAtomically(bytes, to: destination, durable: false)
    }

    /// Removes a folder tree (symbolic links are removed, never followed).
    package static func removeTree(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            if let directory = opendir(path) {
                var names: [String] = []
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                        String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                    }
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(directory)
                for name in names { removeTree(path + "/" + name) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// A new empty folder beside `path`, named after it with a random suffix.
    package static func makeTemporaryFolder(besides path: String) throws(FileSystemError) -> String {
        try makeFolders(parent(of: path))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<8 {
            let candidate = parent(of: path) + "/.proof-" + Paths.lastComponent(path) + "-" + String(generator.next() as UInt64, radix: 36) + ".tmp"
            if mkdir(candidate, 0o755) == 0 { return candidate }
            if errno != EEXIST { throw FileSystemError("create folder", candidate, code: errno) }
        }
        throw FileSystemError("create folder", path, reason: "no unused temporary name found")
    }

    /// Puts the finished folder `temporary` in the place of `destination`: the old folder is
    /// moved aside first and removed after, so readers see the old report or the new one.
    package static func replaceFolder(_ destination: String, with temporary: String) throws(FileSystemError) {
        var status = stat()
        if lstat(destination, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR {
            throw FileSystemError("replace", destination, reason: "a file of that name is in the way; remove it or choose another --output")
        }
        let aside = temporary + ".old"
        let hadOld = rename(destination, aside) == 0
        if !hadOld && errno != ENOENT { throw FileSystemError("replace", destination, code: errno) }
        if rename(temporary, destination) != 0 {
            let code = errno
            if hadOld { rename(aside, destination) }
            throw FileSystemError("replace", destination, code: code)
        }
        if hadOld { removeTree(aside) }
    }
}

extension FileSystem {
    /// The bytes of the file from `offset` to its end, refusing more than `limit`.
    package static func readRange(of path: String, from offset: Int, limit: Int) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError("read", path, code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileSystemError("read", path, code: errno) }
        let size = Int(status.st_size) - offset
        guard size > 0 else { return [] }
        if size > limit { throw FileSystemError("read", path, reason: "it is \(size) bytes, above the limit of \(limit)") }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, size - filled, off_t(offset + filled)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("read", path, code: errno)
            }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }

    /// `path` with a final symbolic link replaced by its target (relative targets are taken
    /// from the link's folder); unchanged when it is not a link.
    package static func resolvingLink(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return path }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasPrefix("/") ? target : parent(of: path) + "/" + target
    }

    /// The time of the last change of the file's content, in seconds since 1970.
    package static func modificationTime(_ status: stat) -> Int {
        #if canImport(Darwin)
        Int(status.st_mtimespec.tv_sec)
        #else
        Int(status.st_mtim.tv_sec)
        #endif
    }
}
