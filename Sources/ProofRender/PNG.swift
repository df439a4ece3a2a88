import CPNG

/// Reading and writing PNG images as ``Bitmap``s.
public enum PNG {
    /// Decodes PNG bytes into RGBA8 exactly as stored, refusing images above `limit` from
    /// their header, before allocating them.
    ///
    /// Every valid PNG is read: all colour types, bit depths 1–16, palettes, tRNS
    /// transparency, Adam7 interlacing. Samples are delivered as stored, without colour
    /// management: grey is replicated to RGB, palette entries and tRNS are expanded, 16-bit
    /// samples are scaled to 8 bits with correct rounding (`(v · 255 + 32767) / 65535`), and
    /// gAMA, cHRM, sRGB and iCCP are ignored, as snapshot comparison wants.
    public static func decode(_ data: [UInt8], limit: PixelLimit = .default) throws(PNGError) -> Bitmap {
        try data.withUnsafeBytes { buffer in
            Result { () throws(PNGError) in try PNGDecoder.decode(buffer, limit: limit) }
        }.get()
    }

    /// Decodes PNG bytes held in memory; see ``decode(_:limit:)-([UInt8],_)``.
    public static func decode(_ data: UnsafeRawBufferPointer, limit: PixelLimit = .default) throws(PNGError) -> Bitmap {
        try PNGDecoder.decode(data, limit: limit)
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
