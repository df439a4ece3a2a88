/// The fields of an IHDR chunk.
struct PNGHeader: Equatable, Sendable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colourType: Int
    var interlaced: Bool
}

/// One chunk's position in a file: `offset` is where its length field starts.
struct PNGChunkSpan: Equatable, Sendable {
    var type: String
    var offset: Int
    var dataLength: Int
    var end: Int { offset + 12 + dataLength }
}

/// Walks a PNG's chunk structure without decompressing anything: enough to refuse a file
/// that is truncated, mislabelled or too large before libpng or a large allocation sees it.
enum PNGStructure {
    static let maxChunkLength = 0x7FFF_FFFF

    /// Validates the signature, IHDR, the pixel limit and that the chunk sequence reaches
    /// IEND inside the data.
    static func validate(_ data: UnsafeRawBufferPointer, limit: PixelLimit) throws(PNGError) -> PNGHeader {
        guard data.count >= 8, signatureMatches(data) else { throw PNGFormatSniffer.classify(data) }
        let header = try readHeader(data)
        guard limit.allows(width: header.width, height: header.height) else {
            throw .tooLarge(width: header.width, height: header.height, limit: limit)
        }
        var sawIDAT = false
        var offset = 8
        while true {
            let span = try chunk(at: offset, in: data)
            if span.type == "IDAT" { sawIDAT = true }
            if span.type == "IEND" { break }
            offset = span.end
        }
        if !sawIDAT {
            throw .corrupt(detail: "there is no IDAT chunk, so the file holds no image data")
        }
        return header
    }

    static func signatureMatches(_ data: UnsafeRawBufferPointer) -> Bool {
        data.count >= 8 && data.load(as: UInt64.self) == UInt64(littleEndian: 0x0A1A_0A0D_474E_5089)
    }

    /// The chunk at `offset`, checked to lie entirely inside the data.
    static func chunk(at offset: Int, in data: UnsafeRawBufferPointer) throws(PNGError) -> PNGChunkSpan {
        guard offset + 8 <= data.count else {
            if offset == 8 && data.count == 8 { throw .truncated(length: 8, chunk: "IHDR", chunkOffset: nil) }
            throw .truncated(length: data.count, chunk: nil, chunkOffset: offset)
        }
        let length = Int(readUInt32(data, offset))
        let typeCode = readUInt32(data, offset + 4)
        guard isChunkType(typeCode) else {
            let shown = (0..<4).map { PNGFormatSniffer.hex(data[offset + 4 + $0]) }.joined(separator: " ")
            throw .corrupt(detail: "bytes \(offset + 4)–\(offset + 7) should name a chunk but hold \(shown); the chunk sequence is damaged (a wrong length in the previous chunk, or bytes inserted or removed)", offset: offset)
        }
        let type = String(decoding: UnsafeRawBufferPointer(rebasing: data[(offset + 4)..<(offset + 8)]), as: UTF8.self)
        guard length <= maxChunkLength else {
            throw .corrupt(detail: "the length field says \(length) bytes, above the PNG maximum of 2^31−1", chunk: type, offset: offset)
        }
        guard offset + 12 + length <= data.count else {
            throw .truncated(length: data.count, chunk: type, chunkOffset: offset)
        }
        return PNGChunkSpan(type: type, offset: offset, dataLength: length)
    }

    /// The chunk whose bytes include `position`, when the chunk sequence is intact up to it.
    static func chunk(containing position: Int, in data: UnsafeRawBufferPointer) -> PNGChunkSpan? {
        var offset = 8
        while offset < data.count {
            guard let span = try? chunk(at: offset, in: data) else { return nil }
            if position < span.end { return position >= offset ? span : nil }
            offset = span.end
        }
        return nil
    }

    private static func readHeader(_ data: UnsafeRawBufferPointer) throws(PNGError) -> PNGHeader {
        let span = try chunk(at: 8, in: data)
        guard span.type == "IHDR" else {
            throw .corrupt(detail: "the first chunk is \(span.type), but a PNG must start with IHDR", chunk: span.type, offset: 8)
        }
        guard span.dataLength == 13 else {
            throw .corrupt(detail: "IHDR holds \(span.dataLength) bytes instead of 13", chunk: "IHDR", offset: 8)
        }
        let stored = readUInt32(data, 29)
        let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: data[12..<29]))
        guard stored == computed else {
            throw .corrupt(detail: "CRC mismatch (stored \(hex32(stored)), computed \(hex32(computed))): the header was altered after it was written", chunk: "IHDR", offset: 8)
        }
        let width = Int(readUInt32(data, 16))
        let height = Int(readUInt32(data, 20))
        let bitDepth = Int(data[24]), colourType = Int(data[25])
        let compression = data[26], filter = data[27], interlace = data[28]
        func invalid(_ detail: String) -> PNGError { .corrupt(detail: detail, chunk: "IHDR", offset: 8) }
        guard width > 0, width <= maxChunkLength, height > 0, height <= maxChunkLength else {
            throw invalid("the image size \(width)×\(height) is invalid (each side must be 1…2^31−1)")
        }
        let allowedDepths: [Int]
        switch colourType {
        case 0: allowedDepths = [1, 2, 4, 8, 16]
        case 3: allowedDepths = [1, 2, 4, 8]
        case 2, 4, 6: allowedDepths = [8, 16]
        default: throw invalid("colour type \(colourType) does not exist (valid: 0, 2, 3, 4, 6)")
        }
        guard allowedDepths.contains(bitDepth) else {
            throw invalid("bit depth \(bitDepth) is not allowed with colour type \(colourType) (allowed: \(allowedDepths.map(String.init).joined(separator: ", ")))")
        }
        guard compression == 0 else { throw invalid("compression method \(compression) does not exist (only 0)") }
        guard filter == 0 else { throw invalid("filter method \(filter) does not exist (only 0)") }
        guard interlace <= 1 else { throw invalid("interlace method \(interlace) does not exist (0: none, 1: Adam7)") }
        return PNGHeader(width: width, height: height, bitDepth: bitDepth, colourType: colourType, interlaced: interlace == 1)
    }

    /// Four ASCII letters (either case), as every chunk type is.
    static func isChunkType(_ code: UInt32) -> Bool {
        for shift in stride(from: 0, to: 32, by: 8) {
            let letter = UInt8(truncatingIfNeeded: code >> UInt32(shift)) | 0x20
            guard letter >= 0x61 && letter <= 0x7A else { return false }
        }
        return true
    }

    @inline(__always)
    static func readUInt32(_ data: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bigEndian: data.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    static func hex32(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
