#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PNG {
    /// The largest file ``readFile(at:limit:)`` reads for a pixel limit: a PNG within the
    /// limit needs at most 8 bytes a pixel plus a filter byte a row (16-bit RGBA stored
    /// uncompressed), with room for ancillary chunks.
    public static func maxFileBytes(for limit: PixelLimit) -> Int {
        let (pixels, overflow) = limit.maxPixels.multipliedReportingOverflow(by: 9)
        return overflow ? Int.max : pixels + limit.maxPixels / 64 + (64 << 20)
    }

    /// Reads a whole file, telling "missing", "a directory", "permission denied" and other
    /// failures apart. Refuses files larger than ``maxFileBytes(for:)`` without reading them.
    public static func readFile(at path: String, limit: PixelLimit = .default) throws(PNGFileError) -> [UInt8] {
        func fail(_ reason: PNGFileError.Reason) -> PNGFileError { PNGFileError(path: path, reason: reason) }
        func failure(errno code: Int32) -> PNGFileError {
            switch code {
            case ENOENT, ENOTDIR: return fail(.notFound)
            case EISDIR: return fail(.isDirectory)
            case EACCES, EPERM: return fail(.permissionDenied)
            default: return fail(.readFailed(errno: code, message: String(cString: strerror(code))))
            }
        }
        if path.isEmpty { throw fail(.notFound) }
        // Non-blocking, so that a FIFO at the path is refused instead of waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 { throw failure(errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) != 0 { throw failure(errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw fail(.isDirectory)
        default: throw fail(.notRegularFile)
        }
        let maxBytes = maxFileBytes(for: limit)
        let size = Int(info.st_size)
        if size > maxBytes { throw fail(.fileTooLarge(bytes: size, limit: maxBytes)) }

        // The file may grow between fstat and read: read one byte past the size to notice.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        var readError: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while filled < buffer.count {
                let result = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if result > 0 {
                    filled += result
                } else if result == 0 {
                    break
                } else if errno != EINTR {
                    readError = errno
                    break
                }
            }
        }
        if readError != 0 { throw failure(errno: readError) }
        if filled > size {
            // Grown while being read (a writer not using rename): read the rest, still bounded.
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let result = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
                if result < 0 {
                    if errno == EINTR { continue }
                    throw failure(errno: errno)
                }
                if result == 0 { break }
                bytes.append(contentsOf: chunk[0..<result])
                if bytes.count > maxBytes { throw fail(.fileTooLarge(bytes: bytes.count, limit: maxBytes)) }
            }
            return bytes
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Reads and decodes a PNG file. The error names the path and tells file-system problems
    /// (``PNGFileError/Reason/notFound``, ``PNGFileError/Reason/isDirectory``,
    /// ``PNGFileError/Reason/permissionDenied``…) from bad contents
    /// (``PNGFileError/Reason/invalid(_:)``).
    public static func decode(fileAt path: String, limit: PixelLimit = .default) throws(PNGFileError) -> Bitmap {
        let bytes = try readFile(at: path, limit: limit)
        do {
            return try decode(bytes, limit: limit)
        } catch {
            throw PNGFileError(path: path, reason: .invalid(error))
        }
    }
}
