import CPNG

/// Why bytes could not be read as a PNG image.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is empty.
    case empty
    /// The data is a Git LFS pointer file, not the image it points to.
    case gitLFSPointer(oid: String, size: Int)
    /// The data is not a PNG; `detected` names the format when it is recognisable.
    case notPNG(detected: String?)
    /// The image is larger than the pixel limit; refused before decoding.
    case tooLarge(width: Int, height: Int, limit: PixelLimit)
    /// The PNG is damaged; `detail` says how.
    case corrupt(detail: String)

    public var description: String {
        switch self {
        case .empty:
            return "the file is empty (0 bytes)"
        case let .gitLFSPointer(oid, size):
            return "this is a Git LFS pointer (oid \(oid), \(size) bytes), not the image itself; run `git lfs pull` to fetch it"
        case let .notPNG(detected):
            if let detected { return "not a PNG: the data is \(detected)" }
            return "not a PNG: the PNG signature is missing"
        case let .tooLarge(width, height, limit):
            return "image is \(width)×\(height) pixels, above the limit of \(limit); raise the limit if this size is intended"
        case let .corrupt(detail):
            return "damaged PNG: \(detail)"
        }
    }
}

/// Reading and writing PNG images as ``Bitmap``s.
public enum PNG {
    /// Decodes PNG bytes into RGBA8, refusing images above `limit` before allocating them.
    public static func decode(_ data: [UInt8], limit: PixelLimit = .default) throws(PNGError) -> Bitmap {
        if data.isEmpty { throw .empty }
        var image = png_image()
        image.version = proof_png_image_version
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else {
            let message = messageText(&image)
            png_image_free(&image)
            throw .corrupt(detail: message)
        }
        let width = Int(image.width), height = Int(image.height)
        guard limit.allows(width: width, height: height) else {
            png_image_free(&image)
            throw .tooLarge(width: width, height: height, limit: limit)
        }
        image.format = proof_png_format_rgba
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let finished = bytes.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            let message = messageText(&image)
            png_image_free(&image)
            throw .corrupt(detail: message)
        }
        return Bitmap(width: width, height: height, bytes: bytes)!
    }

    /// Encodes a bitmap as PNG.
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        var image = png_image()
        image.version = proof_png_image_version
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = proof_png_format_rgba
        var size = 0
        bitmap.withUnsafeBytes { pixels in
            _ = png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, Int32(bitmap.width * 4), nil)
        }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { buffer in
            bitmap.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels.baseAddress, Int32(bitmap.width * 4), nil)
            }
        }
        precondition(written != 0, "libpng failed to encode a valid bitmap: \(messageText(&image))")
        return Array(output.prefix(size))
    }

    /// The pixel hash that ``encode(_:)`` stored in the file, when present and still
    /// describing the file's image data; `nil` for PNGs written elsewhere or edited since.
    /// Lets a caller compare with ``Bitmap/contentHash`` without decoding.
    public static func storedContentHash(in data: [UInt8]) -> UInt64? {
        nil // Written by the canonical encoder (in progress); absent means "decode and compare".
    }

    private static func messageText(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix(while: { $0 != 0 })
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
