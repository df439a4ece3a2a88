/// A picture of at most 256 colours: a palette and one palette index per pixel.
///
/// The indices are kept as PNG scanlines (each row is preceded by its filter type byte, 0,
/// "none"), so ``PNG/encode(_:)-(IndexedBitmap)`` compresses them as they are: no colour scan,
/// no filter choice, a quarter of the bytes of the same picture in RGBA8. Diff pictures are
/// made this way (64 greys and the change colours).
public struct IndexedBitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The colours the indices name; at most 256.
    public let palette: [RGBA8]
    /// `(width + 1) * height` bytes: for each row, the filter type byte 0, then one palette
    /// index per pixel.
    public private(set) var scanlines: [UInt8]

    /// A picture whose every pixel is `palette[0]`.
    public init(width: Int, height: Int, palette: [RGBA8]) {
        precondition(width >= 0 && height >= 0, "IndexedBitmap size must not be negative: \(width)×\(height)")
        precondition(!palette.isEmpty && palette.count <= 256, "A palette holds 1 to 256 colours, not \(palette.count)")
        let (rows, overflow) = (width + 1).multipliedReportingOverflow(by: height)
        precondition(!overflow, "IndexedBitmap size overflows: \(width)×\(height)")
        self.width = width
        self.height = height
        self.palette = palette
        // Zeroed memory: every row's filter byte is "none" and every index is 0.
        scanlines = [UInt8](repeating: 0, count: rows)
    }

    /// The colour of the pixel at (`x`, `y`).
    public subscript(x: Int, y: Int) -> RGBA8 {
        palette[Int(scanlines[y * (width + 1) + 1 + x])]
    }

    /// The palette index of the pixel at (`x`, `y`).
    public func index(x: Int, y: Int) -> UInt8 {
        scanlines[y * (width + 1) + 1 + x]
    }

    /// Gives `body` the scanlines to write indices into. The writer keeps each row's filter
    /// byte 0 and every index below `palette.count` (package access: the diff scan is the one writer).
    package mutating func withUnsafeMutableScanlines<Result>(
        _ body: (UnsafeMutableRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        try scanlines.withUnsafeMutableBytes(body)
    }

    /// The same picture in RGBA8.
    public var bitmap: Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let stride = width + 1
        palette.withUnsafeBufferPointer { colours in
            scanlines.withUnsafeBytes { source in
                bitmap.withUnsafeMutableBytes { pixels in
                    for y in 0..<height {
                        for x in 0..<width {
                            let colour = colours[Int(source[y * stride + 1 + x])]
                            let offset = (y * width + x) * 4
                            pixels[offset] = colour.r
                            pixels[offset + 1] = colour.g
                            pixels[offset + 2] = colour.b
                            pixels[offset + 3] = colour.a
                        }
                    }
                }
            }
        }
        return bitmap
    }
}

extension PNG {
    /// Encodes an indexed picture as a palette PNG (colour type 3, 8 bits, with `tRNS` when a
    /// colour is not opaque); ``decode(_:limit:)-([UInt8],_)`` gives back its ``IndexedBitmap/bitmap``.
    ///
    /// The same picture always gives the same bytes. Unlike ``encode(_:)-(Bitmap)`` the file
    /// carries no content hash: it is for pictures to look at, such as diffs, not references.
    public static func encode(_ picture: IndexedBitmap) -> [UInt8] {
        PNGEncoder.encode(picture)
    }
}

extension PNGEncoder {
    static func encode(_ picture: IndexedBitmap) -> [UInt8] {
        // PNG has no empty images; the RGBA8 writer records the real size of one.
        if picture.width == 0 || picture.height == 0 { return encode(picture.bitmap) }
        let compressed = picture.scanlines.withUnsafeBytes { rows in
            DeflateEncoder(rowStride: picture.width + 1, pixelStride: 1)
                .zlibStream(rows, adler32: Adler32.update(1, rows))
        }
        var file = [UInt8]()
        file.reserveCapacity(compressed.count + 128 + 4 * picture.palette.count + 12 * (compressed.count / idatChunkLength + 1))
        file += PNGFormatSniffer.signature
        var header = [UInt8]()
        header.appendBigEndian(UInt32(picture.width))
        header.appendBigEndian(UInt32(picture.height))
        header += [8, 3, 0, 0, 0]
        file.appendChunk("IHDR", header)
        file.appendChunk("PLTE", picture.palette.flatMap { [$0.r, $0.g, $0.b] })
        // tRNS lists alpha up to the last colour that is not opaque.
        if let last = picture.palette.lastIndex(where: { $0.a != 255 }) {
            file.appendChunk("tRNS", picture.palette[...last].map(\.a))
        }
        file.appendImageData(compressed, chunkLength: idatChunkLength)
        return file
    }
}
