import ProofBase
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
        let maxBytes = maxFileBytes(for: limit)
        do {
            return try FileSystem.readBounded(path, limit: maxBytes)
        } catch {
            switch error {
            case let .system(code): throw failure(errno: code)
            case .notRegularFile: throw fail(.notRegularFile)
            case let .tooLarge(bytes, limit): throw fail(.fileTooLarge(bytes: bytes, limit: limit))
            case let .grewTooLarge(limit): throw fail(.fileTooLarge(bytes: limit + 1, limit: limit))
            }
        }
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
