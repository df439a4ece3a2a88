/// Why bytes could not be read as a PNG image.
///
/// Every case says what is wrong and, where the file says it, where: chunk names and byte
/// offsets count from the start of the file (the signature is bytes 0–7, IHDR starts at 8).
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is empty.
    case empty
    /// The data is a Git LFS pointer file, not the image it points to.
    case gitLFSPointer(oid: String, size: Int)
    /// The data is not a PNG; `detected` names the format when it is recognisable
    /// (for example "a JPEG image" or "an HTML page").
    case notPNG(detected: String?)
    /// The data ends before the PNG does. `length` is the number of bytes present. `chunk`
    /// and `chunkOffset` name the chunk that was cut; a nil `chunk` with an offset means the
    /// cut is at or inside the length and type fields of the chunk starting there, and both
    /// nil mean the cut is inside the signature.
    case truncated(length: Int, chunk: String?, chunkOffset: Int?)
    /// The image is larger than the pixel limit; refused from its header, before decoding.
    case tooLarge(width: Int, height: Int, limit: PixelLimit)
    /// The PNG is damaged. `detail` says how; `chunk` and `offset` say where when known.
    case corrupt(detail: String, chunk: String? = nil, offset: Int? = nil)

    /// One sentence for a person: what is wrong, where, and what to do.
    public var description: String {
        switch self {
        case .empty:
            return "the file is empty (0 bytes); it was probably cut short while being written — re-record it"
        case let .gitLFSPointer(oid, size):
            return "this is a Git LFS pointer (oid sha256:\(oid), \(size) bytes), not the image itself; run `git lfs pull` to fetch it"
        case let .notPNG(detected):
            if let detected { return "not a PNG: the data is \(detected)" }
            return "not a PNG: the data does not start with the PNG signature"
        case let .truncated(length, chunk, chunkOffset):
            let place: String
            if let chunk, let chunkOffset {
                place = "inside the \(chunk) chunk that starts at byte \(chunkOffset)"
            } else if let chunk {
                place = "before the \(chunk) chunk"
            } else if let chunkOffset, chunkOffset == length {
                place = "where the next chunk should start, before any IEND chunk"
            } else if let chunkOffset {
                place = "inside the length and type fields of the chunk that starts at byte \(chunkOffset)"
            } else {
                place = "inside the PNG signature"
            }
            return "truncated PNG: the data ends at byte \(length), \(place); the file was cut short while being written or copied — restore or re-record it"
        case let .tooLarge(width, height, limit):
            return "image is \(width)×\(height) pixels, above the limit of \(limit); refused from its header without decoding — raise the PixelLimit if this size is intended"
        case let .corrupt(detail, chunk, offset):
            var place = ""
            if let chunk, let offset {
                place = " in the \(chunk) chunk at byte \(offset)"
            } else if let chunk {
                place = " in the \(chunk) chunk"
            } else if let offset {
                place = " at byte \(offset)"
            }
            return "damaged PNG\(place): \(detail)"
        }
    }
}

/// Why a PNG file could not be read: the file system's answer, or what was wrong with the
/// bytes. The description always starts with the path.
public struct PNGFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// Nothing exists at the path.
        case notFound
        /// The path names a directory.
        case isDirectory
        /// The file exists but this process may not read it.
        case permissionDenied
        /// The path names something other than a regular file (a socket, a device…).
        case notRegularFile
        /// The file is larger than any PNG within the pixel limit can be; not read.
        case fileTooLarge(bytes: Int, limit: Int)
        /// The operating system refused to open or read the file.
        case readFailed(errno: Int32, message: String)
        /// The bytes were read but are not a usable PNG.
        case invalid(PNGError)
    }

    /// The path as the caller gave it.
    public let path: String
    /// What went wrong at that path.
    public let reason: Reason

    /// An error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The decode error, when the file was read and its bytes were the problem.
    public var pngError: PNGError? {
        if case let .invalid(error) = reason { return error }
        return nil
    }

    /// The path, then what went wrong.
    public var description: String {
        switch reason {
        case .notFound:
            return "\(path): no such file"
        case .isDirectory:
            return "\(path): is a directory, not a PNG file"
        case .permissionDenied:
            return "\(path): permission denied (the file exists but cannot be read by this user)"
        case .notRegularFile:
            return "\(path): not a regular file"
        case let .fileTooLarge(bytes, limit):
            return "\(path): the file is \(bytes) bytes, more than any PNG within the pixel limit can need (\(limit) bytes); not read"
        case let .readFailed(errno, message):
            return "\(path): cannot be read: \(message) (errno \(errno))"
        case let .invalid(error):
            return "\(path): \(error)"
        }
    }
}
