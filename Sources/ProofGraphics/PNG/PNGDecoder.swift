import CPNGBridge

/// Decodes PNG data into RGBA8 through libpng's low-level reader (see `CPNGBridge`).
package enum PNGDecoder {
    /// The largest ancillary chunk libpng may buffer. The reader skips every ancillary chunk
    /// but tRNS unread, so this only bounds what a hostile file could make libpng allocate.
    static let maxChunkBytes = 1 << 20

    package static func decode(_ data: UnsafeRawBufferPointer, limit: PixelLimit) throws(PNGError) -> Bitmap {
        let header = try PNGStructure.validate(data, limit: limit)
        // The hash chunk, when its digest matches: the file is exactly as the encoder wrote it.
        let stored = PNGHashChunk.read(data)
        if header.width == 1, header.height == 1, let stored, stored.width == 0 || stored.height == 0 {
            // The encoder's stand-in for a bitmap without pixels, unchanged since written.
            return Bitmap(width: stored.width, height: stored.height)
        }
        let byteCount = header.width * header.height * 4
        var status = proof_png_status()
        let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            let code = proof_png_decode_rgba8(
                data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count,
                UInt32(header.width), UInt32(header.height),
                buffer.baseAddress, byteCount, maxChunkBytes, stored == nil ? 0 : 1, &status)
            // On failure the rows may be partly written: the array is dropped, never used.
            count = code == PROOF_PNG_OK ? byteCount : 0
        }
        guard status.code == PROOF_PNG_OK else { throw error(for: status, in: data) }
        return Bitmap(width: header.width, height: header.height, bytes: bytes)!
    }

    /// Turns libpng's report into a typed error that names the chunk and says what it means.
    static func error(for status: proof_png_status, in data: UnsafeRawBufferPointer) -> PNGError {
        let position = Int(status.offset)
        let span = position > 0 ? PNGStructure.chunk(containing: position - 1, in: data) : nil
        if status.code == PROOF_PNG_TRUNCATED {
            return .truncated(length: data.count, chunk: span?.type, chunkOffset: span?.offset)
        }
        var message = withUnsafeBytes(of: status.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        // libpng prefixes chunk errors with the chunk name ("IDAT: CRC error"); the error
        // names the chunk itself.
        var chunk = span?.type
        if message.count > 6, message.dropFirst(4).hasPrefix(": ") {
            let named = String(message.prefix(4))
            if named.utf8.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }) {
                chunk = named
                message = String(message.dropFirst(6))
            }
        }
        let offset = span.flatMap { $0.type == chunk ? $0.offset : nil }
        return .corrupt(detail: explain(message), chunk: chunk, offset: offset)
    }

    /// libpng's and zlib's terse messages, with what they mean for the file.
    private static func explain(_ message: String) -> String {
        let lowered = message.lowercased()
        if lowered == "crc error" {
            return "CRC mismatch: the chunk's bytes changed after it was written"
        }
        if lowered.contains("incorrect data check") || lowered.contains("adler") {
            return "the compressed image data fails its Adler-32 check (\(message)): the image data is damaged"
        }
        if lowered.contains("too far back") || lowered.hasPrefix("invalid ") || lowered.contains("incorrect header check")
            || lowered.contains("unknown compression method") || lowered.contains("damaged") {
            return "the compressed image data is damaged (\(message))"
        }
        if lowered.contains("not enough image data") {
            return "the image data ends before the last row (\(message)): IDAT data is missing, or the size in IHDR was altered"
        }
        if lowered.contains("too much image data") || lowered.contains("extra compressed data") {
            return "there is more image data than the size in IHDR needs (\(message)): the size was altered or data was appended"
        }
        if lowered.contains("bad adaptive filter") || lowered.contains("filter") {
            return "a row starts with an invalid filter type (\(message)): the image data does not match the layout IHDR describes (width, bit depth or colour type altered?)"
        }
        return message
    }
}

/// Reads a PNG's rows top to bottom, a band at a time, so that two images can be compared
/// without either being held whole (see `proof_png_reader_open`). The bytes it reads must stay
/// valid until the reader is gone.
package final class PNGRowReader {
    /// The image's size.
    package let width: Int, height: Int
    /// Rows delivered so far.
    package private(set) var rowsRead = 0
    private let data: UnsafeRawBufferPointer
    private let reader: OpaquePointer

    /// Validates the header against `limit` and opens the image data; `nil` for what can only
    /// be read whole (Adam7 interlacing, an image without pixels): decode those with ``PNG``.
    package init?(_ data: UnsafeRawBufferPointer, limit: PixelLimit) throws(PNGError) {
        let header = try PNGStructure.validate(data, limit: limit)
        let stored = PNGHashChunk.read(data)
        if let stored, stored.width == 0 || stored.height == 0 { return nil }
        var status = proof_png_status()
        guard let reader = proof_png_reader_open(
            data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count, UInt32(header.width), UInt32(header.height),
            PNGDecoder.maxChunkBytes, stored == nil ? 0 : 1, &status)
        else { throw PNGDecoder.error(for: status, in: data) }
        if proof_png_reader_is_interlaced(reader) != 0 {
            proof_png_reader_close(reader)
            return nil
        }
        self.data = data
        self.reader = reader
        width = header.width
        height = header.height
    }

    deinit { proof_png_reader_close(reader) }

    /// Reads the next `count` rows as RGBA8 into `pixels` (`count * width * 4` bytes).
    package func read(rows count: Int, into pixels: UnsafeMutableRawBufferPointer) throws(PNGError) {
        precondition(count >= 0 && count <= height - rowsRead && pixels.count >= count * width * 4, "rows past the image or a short buffer")
        var status = proof_png_status()
        proof_png_reader_read_rows(reader, pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(count), &status)
        guard status.code == PROOF_PNG_OK else { throw PNGDecoder.error(for: status, in: data) }
        rowsRead += count
    }

    /// Reads what follows the last row, which reports damage there (data past the image, a
    /// wrong checksum, a missing end).
    package func finish() throws(PNGError) {
        var status = proof_png_status()
        proof_png_reader_finish(reader, &status)
        guard status.code == PROOF_PNG_OK else { throw PNGDecoder.error(for: status, in: data) }
    }
}
