

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

    /// The pixel size a PNG's header gives, after the same structural checks as
    /// ``decode(_:limit:)-([UInt8],_)`` (signature, IHDR, limit, chunks up to IEND), without
    /// decompressing anything.
    public static func size(of data: [UInt8], limit: PixelLimit = .default) throws(PNGError) -> (width: Int, height: Int) {
        let header = try data.withUnsafeBytes { buffer in
            Result { () throws(PNGError) in try PNGStructure.validate(buffer, limit: limit) }
        }.get()
        return (header.width, header.height)
    }

    /// Decodes PNG bytes held in memory; see ``decode(_:limit:)-([UInt8],_)``.
    public static func decode(_ data: UnsafeRawBufferPointer, limit: PixelLimit = .default) throws(PNGError) -> Bitmap {
        try PNGDecoder.decode(data, limit: limit)
    }

    /// Encodes a bitmap as canonical PNG: the same pixels always give the same bytes, on
    /// every platform and run, and ``decode(_:limit:)-([UInt8],_)`` gives the bitmap back
    /// exactly. The file carries the pixels' ``Bitmap/contentHash`` for
    /// ``storedContentHash(in:)``.
    ///
    /// A bitmap without pixels (zero width or height) is written as one transparent pixel
    /// whose hash chunk records the real size; this decoder gives the empty bitmap back.
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        PNGEncoder.encode(bitmap)
    }

    /// The ``Bitmap/contentHash`` that ``encode(_:)`` stored in the file, when the chunk is
    /// present and the file is byte for byte what was written with it; `nil` for PNGs
    /// written elsewhere, edited since, or damaged (the caller then decodes).
    ///
    /// Costs a hash of the compressed file, not a decode: compare the result with the new
    /// bitmap's ``Bitmap/contentHash`` to verify an unchanged snapshot.
    public static func storedContentHash(in data: [UInt8]) -> UInt64? {
        data.withUnsafeBytes { storedContentHash(in: $0) }
    }

    /// ``storedContentHash(in:)-([UInt8])`` over bytes held elsewhere.
    public static func storedContentHash(in data: UnsafeRawBufferPointer) -> UInt64? {
        PNGHashChunk.read(data)?.contentHash
    }
}
