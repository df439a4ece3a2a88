@testable import ProofGraphics
@testable import ProofRender

/// Builds PNG files chunk by chunk, for inputs the encoder never writes: any IHDR, any
/// chunk order, image data stored uncompressed.
struct CraftedPNG {
    var bytes: [UInt8] = PNGFormatSniffer.signature

    mutating func chunk(_ type: String, _ data: [UInt8]) {
        let typeBytes = Array(type.utf8)
        bytes += bigEndian(UInt32(data.count))
        bytes += typeBytes
        bytes += data
        let crc = (typeBytes + data).withUnsafeBytes { CRC32.checksum($0) }
        bytes += bigEndian(crc)
    }

    mutating func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colourType: UInt8 = 6, interlace: UInt8 = 0) {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colourType, 0, 0, interlace])
    }

    /// A zlib stream of stored (uncompressed) blocks holding `raw`.
    static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, raw.count - offset)
            let final: UInt8 = offset + length == raw.count ? 1 : 0
            out += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        out += bigEndian(raw.withUnsafeBytes { Adler32.update(1, $0) })
        return out
    }

    /// A whole file: IHDR, then `IDAT` of `rows` (each already prefixed with its filter byte), IEND.
    static func image(width: UInt32, height: UInt32, bitDepth: UInt8, colourType: UInt8,
                      before: [(String, [UInt8])] = [], rows: [UInt8]) -> [UInt8] {
        var png = CraftedPNG()
        png.header(width: width, height: height, bitDepth: bitDepth, colourType: colourType)
        for (type, data) in before { png.chunk(type, data) }
        png.chunk("IDAT", storedZlib(rows))
        png.chunk("IEND", [])
        return png.bytes
    }
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}
