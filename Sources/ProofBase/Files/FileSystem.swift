#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system operation that failed: which, on what path, and the system's reason.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done: `"create folder"`, `"write"`, `"rename"`…
    public var operation: String
    /// The path it was done on.
    public var path: String
    /// The `errno` value, or 0 when the problem was found without a system call.
    public var code: Int32
    /// Why, in words.
    public var reason: String

    package init(_ operation: String, _ path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
        reason = FileSystem.describe(code)
    }

    package init(_ operation: String, _ path: String, reason: String) {
        self.operation = operation
        self.path = path
        code = 0
        self.reason = reason
    }

    public var description: String {
        var text = "cannot \(operation) \(path): \(reason)"
        if code == EACCES || code == EROFS || code == EPERM {
            text += " (make the folder writable, or point PROOF_REFERENCES / PROOF_ARTIFACTS at a writable folder)"
        }
        return text
    }
}

/// Plain POSIX file operations, chosen over Foundation so that every failure keeps its
/// `errno`, reads are bounded before they allocate, and writes can be fsynced and renamed
/// into place. The one home of file IO for every layer (reading is in
/// `FileSystem+Reading.swift`).
package enum FileSystem {
    /// Creates `path` and any missing parents.
    package static func makeFolders(_ path: String) throws(FileSystemError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let code = errno
            var status = stat()
            if stat(prefix, &status) == 0 {
                if status.st_mode & S_IFMT == S_IFDIR { continue }
                throw FileSystemError("create folder", prefix, reason: "a file of that name is in the way")
            }
            if code == EEXIST {
                throw FileSystemError("create folder", prefix, reason: "a broken symbolic link of that name is in the way")
            }
            throw FileSystemError("create folder", prefix, code: code)
        }
    }

    /// Writes `bytes` to `path` so that readers see the old file or the new one, never a
    /// part: a temporary file in the same folder is written and renamed over `path`.
    /// `durable` also fsyncs the data before the rename, so that not even a power loss leaves
    /// an empty file; references need that, disposable review copies do not pay for it.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(FileSystemError) {
        let folder = parent(of: path)
        try makeFolders(folder)
        var generator = SystemRandomNumberGenerator()
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            temporary = folder + "/.proof-" + String(generator.next() as UInt64, radix: 36) + ".tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw FileSystemError("write", path, code: errno) }
        var failure: FileSystemError?
        if let code = writeAll(descriptor, bytes) {
            failure = FileSystemError("write", path, code: code)
        } else if durable && fsync(descriptor) != 0 {
            failure = FileSystemError("write", path, code: errno)
        }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 {
            let code = errno
            var status = stat()
            if stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
                failure = FileSystemError("replace", path, reason: "a folder of that name is in the way")
            } else {
                failure = FileSystemError("replace", path, code: code)
            }
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        removeStaleTemporaryFiles(in: folder)
    }

    /// How old a temporary file must be to count as left behind: a write holds one for
    /// milliseconds, so this is far beyond any live writer in any process.
    package static let staleTemporarySeconds = 600

    /// Removes `.proof-*.tmp` files that a crashed write left in `folder`, when older than
    /// ``staleTemporarySeconds``.
    package static func removeStaleTemporaryFiles(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let now = Int(time(nil))
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix(".proof-"), name.hasSuffix(".tmp") else { continue }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG || status.st_mode & S_IFMT == S_IFLNK,
                  now - modificationTime(status) > staleTemporarySeconds else { continue }
            unlink(path)
        }
    }

    /// Appends one line to `path` with a single `write` on an `O_APPEND` descriptor, under an
    /// exclusive advisory lock, so lines from parallel threads and processes never interleave.
    package static func appendLine(_ line: String, to path: String) throws(FileSystemError) {
        try makeFolders(parent(of: path))
        try append(Array((line + "\n").utf8), to: path, exclusive: true)
    }

    /// Appends one line with a single `write` on an `O_APPEND` descriptor; the caller holds
    /// the file's lock.
    package static func appendLineUnlocked(_ line: String, to path: String) throws(FileSystemError) {
        try append(Array((line + "\n").utf8), to: path, exclusive: false)
    }

    /// Appends `bytes` to `path` (created when missing) with one `write` on an `O_APPEND`
    /// descriptor. `exclusive` also holds an advisory `flock` for the write; without it the
    /// caller holds its own lock (or, as for `$GITHUB_STEP_SUMMARY`, other writers take none).
    package static func append(_ bytes: [UInt8], to path: String, exclusive: Bool) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError("append to", path, code: errno) }
        defer { close(descriptor) }
        if exclusive {
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { break } // Locking is advisory; O_APPEND still keeps lines whole.
            }
        }
        defer { if exclusive { flock(descriptor, LOCK_UN) } }
        if let code = writeAll(descriptor, bytes) { throw FileSystemError("append to", path, code: code) }
    }

    /// Removes the file at `path` if there is one.
    package static func removeFile(_ path: String) {
        unlink(path)
    }

    /// True when `path` names an existing folder.
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// True when something exists at `path`.
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The folder part of `path` (`"."` when there is none).
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The current working directory.
    package static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes all of `bytes`, retrying after interruptions and short writes; the `errno` on failure.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
    }

    /// The system's reason for `code`, in words.
    package static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case EACCES: return "permission denied"
        case EPERM: return "operation not permitted"
        case EROFS: return "the file system is read-only"
        case ENOSPC: return "no space left on the device"
        case EISDIR: return "it is a folder"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case ENAMETOOLONG: return "the path is too long"
        case ELOOP: return "too many symbolic links"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code)) + " (errno \(code))"
        }
    }
}
