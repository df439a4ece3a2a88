import CProofCodec

/// The canonical PNG writer: the same pixels give the same bytes on every platform.
///
/// File layout: signature, IHDR, the `prHS` content hash chunk, IDAT chunks of at most
/// ``idatChunkLength`` bytes, IEND. No other chunks, no timestamps. The colour type is the
/// smallest that holds the pixels exactly: grey when every pixel has r = g = b, no alpha
/// channel when every alpha is 255, always 8 bits per sample, no interlacing. Row filters
/// are chosen row by row (see ``filteredRows(_:colourType:)``); the data is compressed by
/// ``DeflateEncoder``. Nothing depends on anything but the pixels.
enum PNGEncoder {
    static let idatChunkLength = 1 << 16

    enum ColourType: UInt8 {
        case grey = 0
        case rgb = 2
        case greyAlpha = 4
        case rgba = 6

        var bytesPerPixel: Int {
            switch self {
            case .grey: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    static func encode(_ bitmap: Bitmap) -> [UInt8] {
        // PNG has no empty images: a bitmap without pixels is written as one transparent
        // pixel, and the hash chunk records the real size (see PNGHashChunk).
        precondition(bitmap.width <= PNGStructure.maxChunkLength && bitmap.height <= PNGStructure.maxChunkLength,
                     "PNG cannot hold a \(bitmap.width)×\(bitmap.height) image: each side must be below 2^31")
        let empty = bitmap.width == 0 || bitmap.height == 0
        let image = empty ? Bitmap(width: 1, height: 1) : bitmap
        let colourType = chooseColourType(image)
        let rowLength = image.width * colourType.bytesPerPixel + 1
        let (raw, adler) = filteredRows(image, colourType: colourType)
        let compressed = raw.withUnsafeBytes {
            DeflateEncoder(rowStride: rowLength, pixelStride: colourType.bytesPerPixel).zlibStream($0, adler32: adler)
        }

        var file = [UInt8]()
        file.reserveCapacity(compressed.count + 128 + 12 * (compressed.count / idatChunkLength + 1))
        file += PNGFormatSniffer.signature
        var header = [UInt8]()
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header += [8, colourType.rawValue, 0, 0, 0]
        file.appendChunk("IHDR", header)
        let hashChunkStart = file.count
        file.appendChunk(PNGHashChunk.type, [UInt8](repeating: 0, count: PNGHashChunk.dataLength))
        file.appendImageData(compressed, chunkLength: idatChunkLength)

        let chunkData = PNGHashChunk.data(width: bitmap.width, height: bitmap.height, contentHash: bitmap.contentHash,
                                          digest: PNGHashChunk.digest(of: file, hashChunkStart: hashChunkStart))
        file.withUnsafeMutableBytes { bytes in
            let dataStart = hashChunkStart + 8
            for (index, byte) in chunkData.enumerated() { bytes[dataStart + index] = byte }
            let crc = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(hashChunkStart + 4)..<(dataStart + chunkData.count)]))
            bytes.storeBytes(of: crc.bigEndian, toByteOffset: dataStart + chunkData.count, as: UInt32.self)
        }
        return file
    }

    /// The smallest colour type that keeps every sample.
    static func chooseColourType(_ bitmap: Bitmap) -> ColourType {
        let kinds = bitmap.withUnsafeBytes { bytes in
            bytes.isEmpty ? 0 : proof_png_pixel_kinds(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count / 4)
        }
        switch (kinds & 1 != 0, kinds & 2 != 0) {
        case (true, true): return .grey
        case (true, false): return .greyAlpha
        case (false, true): return .rgb
        case (false, false): return .rgba
        }
    }

    /// The image data before compression: each row is a filter type byte and the row's
    /// samples in `colourType`, filtered, and their Adler-32 (computed row by row while each
    /// row is in cache), by `proof_png_filter_rows` in C. Rows where at least half the bytes
    /// repeat the pixel to their left or the byte above (flat fills, text, borders: most of a
    /// screenshot) stay unfiltered, because the matcher covers those repeats and unfiltered
    /// glyph edges repeat exactly wherever a glyph recurs. Other rows (photographs, diagonal
    /// gradients) get the predictive filter with the smallest sum of absolute residuals,
    /// libpng's heuristic.
    static func filteredRows(_ bitmap: Bitmap, colourType: ColourType) -> (bytes: [UInt8], adler32: UInt32) {
        let total = (bitmap.width * colourType.bytesPerPixel + 1) * bitmap.height
        var adler: UInt32 = 1
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { output, initialized in
            bitmap.withUnsafeBytes { source in
                adler = proof_png_filter_rows(source.baseAddress!.assumingMemoryBound(to: UInt8.self), bitmap.width, bitmap.height,
                                              Int32(colourType.bytesPerPixel), output.baseAddress!)
            }
            initialized = total
        }
        return (bytes, adler)
    }
}

/// PNG's row filters (PNG specification, section 9) and the count that decides between none and
/// the others, as `proof_png_filter_rows` uses them.
enum RowFilter {
    /// How many bytes equal the byte one pixel to the left or the byte above.
    static func predictableBytes(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int) -> Int {
        proof_png_predictable_bytes(row, above, count, bpp)
    }

    /// Filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) of `count` bytes into `out`.
    static func apply(_ type: Int, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
                      into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        proof_png_apply_filter(Int32(type), row, above, out, count, bpp)
    }
}

/// The private chunk that lets a reader compare pixels without decoding.
///
/// Type `prHS`: ancillary (lower-case first letter), private (lower-case second), not safe
/// to copy (upper-case fourth), so an editor that changes the image drops it. It comes
/// directly after IHDR and holds 25 bytes, big-endian:
///
/// | bytes | field |
/// | --- | --- |
/// | 0 | format version, 1 |
/// | 1–4, 5–8 | width and height of the bitmap (0×N or N×0 when IHDR shows one placeholder pixel) |
/// | 9–16 | `Bitmap.contentHash` of the pixels |
/// | 17–24 | digest of the rest of the file: XXH64 of every byte after this chunk (IDAT…IEND), seeded with XXH64 of bytes 0–32 (signature and IHDR) |
///
/// The digest makes the chunk describe this file only: any change to the image data, the
/// header or the chunks after it, and the chunk is ignored.
enum PNGHashChunk {
    static let type = "prHS"
    static let dataLength = 25
    static let version: UInt8 = 1
    /// Where the chunk starts: right after the signature (8 bytes) and IHDR (25 bytes).
    static let offset = 33

    struct Contents: Equatable {
        var width: Int
        var height: Int
        var contentHash: UInt64
    }

    static func data(width: Int, height: Int, contentHash: UInt64, digest: UInt64) -> [UInt8] {
        var data: [UInt8] = [version]
        data.appendBigEndian(UInt32(width))
        data.appendBigEndian(UInt32(height))
        data.appendBigEndian(contentHash)
        data.appendBigEndian(digest)
        return data
    }

    static func digest(of file: [UInt8], hashChunkStart: Int) -> UInt64 {
        file.withUnsafeBytes { bytes in
            digest(of: bytes, after: hashChunkStart + 12 + dataLength)
        }
    }

    private static func digest(of bytes: UnsafeRawBufferPointer, after end: Int) -> UInt64 {
        let seed = XXH64.hash(UnsafeRawBufferPointer(rebasing: bytes[0..<offset]))
        return XXH64.hash(UnsafeRawBufferPointer(rebasing: bytes[end...]), seed: seed)
    }

    /// The chunk's contents when it is present, well formed and describes this file.
    static func read(_ bytes: UnsafeRawBufferPointer) -> Contents? {
        let dataStart = offset + 8
        let end = dataStart + dataLength + 4
        guard bytes.count >= end + 12, PNGStructure.signatureMatches(bytes),
              PNGStructure.readUInt32(bytes, 8) == 13,
              PNGStructure.readUInt32(bytes, 12) == 0x4948_4452, // IHDR
              PNGStructure.readUInt32(bytes, offset) == UInt32(dataLength),
              PNGStructure.readUInt32(bytes, offset + 4) == 0x7072_4853, // prHS
              bytes[dataStart] == version
        else { return nil }
        let crc = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(dataStart + dataLength)]))
        guard crc == PNGStructure.readUInt32(bytes, dataStart + dataLength) else { return nil }
        let width = Int(PNGStructure.readUInt32(bytes, dataStart + 1))
        let height = Int(PNGStructure.readUInt32(bytes, dataStart + 5))
        let headerWidth = Int(PNGStructure.readUInt32(bytes, 16))
        let headerHeight = Int(PNGStructure.readUInt32(bytes, 20))
        let sizeMatches = (width == headerWidth && height == headerHeight)
            || ((width == 0 || height == 0) && headerWidth == 1 && headerHeight == 1)
        guard sizeMatches else { return nil }
        let contentHash = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: dataStart + 9, as: UInt64.self))
        let digest = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: dataStart + 17, as: UInt64.self))
        guard digest == self.digest(of: bytes, after: end) else { return nil }
        return Contents(width: width, height: height, contentHash: contentHash)
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }

    mutating func appendBigEndian(_ value: UInt64) {
        appendBigEndian(UInt32(value >> 32))
        appendBigEndian(UInt32(value & 0xFFFF_FFFF))
    }

    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        data.withUnsafeBufferPointer { appendChunk(type, $0) }
    }

    /// The compressed image data in IDAT chunks of at most `chunkLength` bytes, then IEND.
    mutating func appendImageData(_ compressed: [UInt8], chunkLength: Int) {
        var offset = 0
        repeat {
            let end = Swift.min(compressed.count, offset + chunkLength)
            compressed.withUnsafeBufferPointer { appendChunk("IDAT", UnsafeBufferPointer(rebasing: $0[offset..<end])) }
            offset = end
        } while offset < compressed.count
        appendChunk("IEND", [])
    }

    /// Length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: UnsafeBufferPointer<UInt8>) {
        appendBigEndian(UInt32(data.count))
        let typeStart = count
        append(contentsOf: type.utf8)
        append(contentsOf: data)
        let crc = withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[typeStart...])) }
        appendBigEndian(crc)
    }
}
