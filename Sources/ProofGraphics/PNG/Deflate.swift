import CProofCodec

/// A deterministic deflate (RFC 1951) encoder inside a zlib (RFC 1950) wrapper, tuned for
/// image rows: the same input gives the same bytes on every platform and in every version
/// of the system's zlib, because none is used.
///
/// Matching is greedy over a few candidates per position: the distance of the previous
/// match, one row up, one pixel left, and two recent positions with the same next four
/// bytes. Screenshots are mostly runs, rows repeated from above and repeated glyphs, which
/// these find without a hash chain walk. Tokens are coded in blocks of a fixed token count,
/// each with its own Huffman code (or stored, or the fixed code, whichever is smallest).
/// The per-byte work, finding matches and writing tokens, is CProofCodec's; the codes and
/// the block forms are chosen here.
struct DeflateEncoder {
    /// Distance between vertically adjacent bytes (row length including its filter byte).
    var rowStride: Int
    /// Distance between horizontally adjacent pixels.
    var pixelStride: Int

    static let tokensPerBlock = 1 << 15
    /// The matcher's hash table has two entries for each of 2^15 hashes (HASH_BITS in C).
    private static let hashBits = 15

    /// A zlib stream of `input`, whose Adler-32 the caller computed.
    func zlibStream(_ input: UnsafeRawBufferPointer, adler32 adler: UInt32) -> [UInt8] {
        let count = input.count
        // Worst case: everything stored, 5 bytes per 65535, plus headers and bit-writer slack.
        let capacity = count + (count / 65535 + 2) * 5 + 64 + 16
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { output.deallocate() }
        var writer = BitWriter(output, capacity: capacity)
        writer.writeByte(0x78)
        writer.writeByte(0x5E)
        compress(input, into: &writer)
        writer.alignToByte()
        writer.writeByte(UInt8(adler >> 24))
        writer.writeByte(UInt8((adler >> 16) & 0xFF))
        writer.writeByte(UInt8((adler >> 8) & 0xFF))
        writer.writeByte(UInt8(adler & 0xFF))
        return Array(UnsafeBufferPointer(start: output, count: writer.byteCount))
    }

    private func compress(_ input: UnsafeRawBufferPointer, into writer: inout BitWriter) {
        let count = input.count
        var block = TokenBlock()
        defer { block.deallocate() }
        guard let source = input.baseAddress?.assumingMemoryBound(to: UInt8.self), count > 0 else {
            // One final fixed-code block holding only the end-of-block symbol.
            writer.write(0b011, 3)
            writer.write(0, 7)
            return
        }
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: 2 << Self.hashBits)
        table.initialize(repeating: -1, count: 2 << Self.hashBits)
        defer { table.deallocate() }
        var matcher = proof_matcher(row_distance: rowStride, pixel_distance: pixelStride, last_distance: pixelStride, table: table)
        // The matcher (CProofCodec) fills a block of tokens at a time; a full block is written
        // before the next one starts, the last one is final.
        var position = 0
        while true {
            let start = position
            position = proof_deflate_tokens(source, count, position, &matcher, &block.state)
            if position == count {
                block.emit(final: true, source: source, start: start, end: count, into: &writer)
                return
            }
            block.emit(final: false, source: source, start: start, end: position, into: &writer)
        }
    }
}

// MARK: - Symbols

/// The deflate alphabet's lookup tables (RFC 1951 3.2.5).
enum DeflateTables {
    /// For match length − 3 (0…255): symbol − 257 in the low byte, extra bit count above it.
    static let lengthCodes: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 256)
        for length in 3...258 {
            var code = 28
            while Int(lengthBases[code]) > length { code -= 1 }
            table[length - 3] = UInt16(code) | UInt16(lengthExtras[code]) << 8
        }
        return table
    }()
    static let lengthBases: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtras: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                          1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtras: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// Distance code for distance − 1 below 256 (entries 0…255), and for (distance − 1) >> 7
    /// otherwise (entries 256…511).
    static let distanceCodes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        func code(for distance: Int) -> UInt8 {
            var code = 29
            while Int(distanceBases[code]) > distance { code -= 1 }
            return UInt8(code)
        }
        for index in 0..<256 { table[index] = code(for: index + 1) }
        for index in 2..<256 { table[256 + index] = code(for: (index << 7) + 1) }
        return table
    }()
    /// Order in which code length code lengths are sent.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}

// MARK: - Blocks

/// Tokens of one deflate block and their symbol frequencies.
struct TokenBlock {
    /// Tokens (literal: the byte; match: bit 31 set, (length − 3) in bits 16…23, distance − 1
    /// below), symbol frequencies and the code tables, as the C matcher fills them.
    var state: proof_token_block
    private var literalFrequencies: UnsafeMutablePointer<UInt32> { state.literal_frequencies }
    private var distanceFrequencies: UnsafeMutablePointer<UInt32> { state.distance_frequencies }

    init() {
        let literals = UnsafeMutablePointer<UInt32>.allocate(capacity: 288)
        literals.initialize(repeating: 0, count: 288)
        let distances = UnsafeMutablePointer<UInt32>.allocate(capacity: 32)
        distances.initialize(repeating: 0, count: 32)
        let lengthCodes = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        DeflateTables.lengthCodes.withUnsafeBufferPointer { lengthCodes.initialize(from: $0.baseAddress!, count: 256) }
        let distanceCodes = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
        DeflateTables.distanceCodes.withUnsafeBufferPointer { distanceCodes.initialize(from: $0.baseAddress!, count: 512) }
        state = proof_token_block(
            tokens: .allocate(capacity: DeflateEncoder.tokensPerBlock), token_count: 0, capacity: DeflateEncoder.tokensPerBlock,
            literal_frequencies: literals, distance_frequencies: distances,
            length_codes: UnsafePointer(lengthCodes), distance_codes: UnsafePointer(distanceCodes)
        )
    }

    func deallocate() {
        state.tokens.deallocate()
        state.literal_frequencies.deallocate()
        state.distance_frequencies.deallocate()
        UnsafeMutablePointer(mutating: state.length_codes).deallocate()
        UnsafeMutablePointer(mutating: state.distance_codes).deallocate()
    }

    /// Writes the block in the smallest of the three forms and starts a new one.
    /// `source[start..<end]` are the bytes the tokens stand for.
    mutating func emit(final: Bool, source: UnsafePointer<UInt8>, start: Int, end: Int, into writer: inout BitWriter) {
        literalFrequencies[256] = 1
        var literalLengths = [UInt8](repeating: 0, count: 286)
        var distanceLengths = [UInt8](repeating: 0, count: 30)
        literalLengths.withUnsafeMutableBufferPointer { lengths in
            Huffman.lengths(UnsafeBufferPointer(start: literalFrequencies, count: 286), maxLength: 15, into: lengths)
        }
        distanceLengths.withUnsafeMutableBufferPointer { lengths in
            Huffman.lengths(UnsafeBufferPointer(start: distanceFrequencies, count: 30), maxLength: 15, into: lengths)
        }
        let header = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)

        // Cost of the symbols' extra bits, the same under both Huffman codes.
        var extraBits = 0
        for code in 0..<29 { extraBits += Int(literalFrequencies[257 + code]) * Int(DeflateTables.lengthExtras[code]) }
        for code in 0..<30 { extraBits += Int(distanceFrequencies[code]) * Int(DeflateTables.distanceExtras[code]) }
        var dynamicBits = 3 + header.bitCount + extraBits
        var fixedBits = 3 + extraBits
        for symbol in 0..<286 {
            let frequency = Int(literalFrequencies[symbol])
            dynamicBits += frequency * Int(literalLengths[symbol])
            fixedBits += frequency * FixedCode.literalLength(symbol)
        }
        for symbol in 0..<30 {
            let frequency = Int(distanceFrequencies[symbol])
            dynamicBits += frequency * Int(distanceLengths[symbol])
            fixedBits += frequency * 5
        }
        let length = end - start
        let storedBits = (length / 65535 + 1) * 5 * 8 + length * 8 + 7

        if storedBits <= dynamicBits && storedBits <= fixedBits {
            writer.writeStored(final: final, source + start, count: length)
        } else if fixedBits <= dynamicBits {
            writer.write(final ? 1 : 0, 1)
            writer.write(1, 2)
            writeTokens(into: &writer, literalLengths: FixedCode.literalLengths, distanceLengths: FixedCode.distanceLengths)
        } else {
            writer.write(final ? 1 : 0, 1)
            writer.write(2, 2)
            header.write(into: &writer)
            writeTokens(into: &writer, literalLengths: literalLengths, distanceLengths: distanceLengths)
        }
        state.token_count = 0
        literalFrequencies.update(repeating: 0, count: 288)
        distanceFrequencies.update(repeating: 0, count: 32)
    }

    private func writeTokens(into writer: inout BitWriter, literalLengths: [UInt8], distanceLengths: [UInt8]) {
        var literalBits = [UInt16](repeating: 0, count: literalLengths.count)
        var distanceBits = [UInt16](repeating: 0, count: distanceLengths.count)
        literalLengths.withUnsafeBufferPointer { lengths in
            literalBits.withUnsafeMutableBufferPointer { Huffman.codes(lengths, into: $0) }
        }
        distanceLengths.withUnsafeBufferPointer { lengths in
            distanceBits.withUnsafeMutableBufferPointer { Huffman.codes(lengths, into: $0) }
        }
        // One table entry per literal/length symbol: code in the low 16 bits, length above.
        var literalTable = [UInt32](repeating: 0, count: literalLengths.count)
        for symbol in 0..<literalLengths.count {
            literalTable[symbol] = UInt32(literalBits[symbol]) | UInt32(literalLengths[symbol]) << 16
        }
        var distanceTable = [UInt32](repeating: 0, count: 30)
        for symbol in 0..<min(30, distanceLengths.count) {
            distanceTable[symbol] = UInt32(distanceBits[symbol]) | UInt32(distanceLengths[symbol]) << 16
        }
        literalTable.withUnsafeBufferPointer { literals in
            distanceTable.withUnsafeBufferPointer { distances in
                withUnsafePointer(to: state) { block in
                    writer.withState { proof_deflate_write_tokens(block, literals.baseAddress!, distances.baseAddress!, $0) }
                }
            }
        }
        let endOfBlock = literalTable[256]
        writer.write(UInt64(endOfBlock & 0xFFFF), Int(endOfBlock >> 16))
    }
}

/// The fixed Huffman code of RFC 1951 3.2.6.
enum FixedCode {
    static func literalLength(_ symbol: Int) -> Int {
        switch symbol {
        case 0...143: return 8
        case 144...255: return 9
        case 256...279: return 7
        default: return 8
        }
    }

    static let literalLengths: [UInt8] = (0..<288).map { UInt8(literalLength($0)) }
    static let distanceLengths: [UInt8] = [UInt8](repeating: 5, count: 30)
}

/// The code-length part of a dynamic block header: both code length sequences,
/// run-length coded with symbols 16–18 and themselves Huffman coded.
struct DynamicHeader {
    private var symbols: [UInt8] = []
    private var extras: [UInt8] = []
    private var codeLengthLengths = [UInt8](repeating: 0, count: 19)
    private var literalCount: Int
    private var distanceCount: Int
    private var codeLengthCount: Int
    /// Bits the header takes, without the 3-bit block header.
    private(set) var bitCount = 0

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        literalCount = 286
        while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        distanceCount = 30
        while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let all = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
        var index = 0
        while index < all.count {
            let length = all[index]
            var run = 1
            while index + run < all.count && all[index + run] == length { run += 1 }
            if length == 0 && run >= 3 {
                let taken = min(run, 138)
                if taken >= 11 {
                    symbols.append(18)
                    extras.append(UInt8(taken - 11))
                } else {
                    symbols.append(17)
                    extras.append(UInt8(taken - 3))
                }
                index += taken
            } else if length != 0 && run >= 4 {
                symbols.append(length)
                extras.append(0)
                let taken = min(run - 1, 6)
                symbols.append(16)
                extras.append(UInt8(taken - 3))
                index += 1 + taken
            } else {
                symbols.append(length)
                extras.append(0)
                index += 1
            }
        }
        var frequencies = [UInt32](repeating: 0, count: 19)
        for symbol in symbols { frequencies[Int(symbol)] += 1 }
        var lengths = [UInt8](repeating: 0, count: 19)
        frequencies.withUnsafeBufferPointer { frequencies in
            lengths.withUnsafeMutableBufferPointer { Huffman.lengths(frequencies, maxLength: 7, into: $0) }
        }
        codeLengthLengths = lengths
        codeLengthCount = 19
        while codeLengthCount > 4 && codeLengthLengths[DeflateTables.codeLengthOrder[codeLengthCount - 1]] == 0 { codeLengthCount -= 1 }
        bitCount = 5 + 5 + 4 + 3 * codeLengthCount
        for symbol in symbols {
            bitCount += Int(codeLengthLengths[Int(symbol)])
            bitCount += symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0
        }
    }

    func write(into writer: inout BitWriter) {
        writer.write(UInt64(literalCount - 257), 5)
        writer.write(UInt64(distanceCount - 1), 5)
        writer.write(UInt64(codeLengthCount - 4), 4)
        for index in 0..<codeLengthCount {
            writer.write(UInt64(codeLengthLengths[DeflateTables.codeLengthOrder[index]]), 3)
        }
        var codes = [UInt16](repeating: 0, count: 19)
        codeLengthLengths.withUnsafeBufferPointer { lengths in
            codes.withUnsafeMutableBufferPointer { Huffman.codes(lengths, into: $0) }
        }
        for (symbol, extra) in zip(symbols, extras) {
            writer.write(UInt64(codes[Int(symbol)]), Int(codeLengthLengths[Int(symbol)]))
            switch symbol {
            case 16: writer.write(UInt64(extra), 2)
            case 17: writer.write(UInt64(extra), 3)
            case 18: writer.write(UInt64(extra), 7)
            default: break
            }
        }
    }
}

// MARK: - Bits

/// Writes bits least significant first into a caller-owned buffer (the state is C's, so that
/// the token writer in CProofCodec continues where the Swift code left off).
struct BitWriter {
    private var state: proof_bit_writer

    init(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        state = proof_bit_writer(base: base, capacity: capacity, byte_count: 0, buffer: 0, bits_in_buffer: 0, overflowed: 0)
    }

    var byteCount: Int { state.byte_count }

    /// Runs `body` on the C state, then checks that nothing was written past the buffer.
    mutating func withState(_ body: (UnsafeMutablePointer<proof_bit_writer>) -> Void) {
        body(&state)
        precondition(state.overflowed == 0, "deflate output exceeded its bound")
    }

    /// Appends the low `count` bits of `bits` (at most 32 per call).
    mutating func write(_ bits: UInt64, _ count: Int) {
        withState { proof_bit_writer_write($0, bits, Int32(count)) }
    }

    mutating func alignToByte() {
        while state.bits_in_buffer > 0 {
            precondition(state.byte_count < state.capacity, "deflate output exceeded its bound")
            state.base[state.byte_count] = UInt8(truncatingIfNeeded: state.buffer)
            state.byte_count += 1
            state.buffer >>= 8
            state.bits_in_buffer = max(0, state.bits_in_buffer - 8)
        }
        state.buffer = 0
    }

    mutating func writeByte(_ byte: UInt8) {
        write(UInt64(byte), 8)
    }

    /// Stored blocks for `count` bytes; only the last carries `final`.
    mutating func writeStored(final: Bool, _ bytes: UnsafePointer<UInt8>, count: Int) {
        var offset = 0
        repeat {
            let length = min(65535, count - offset)
            let last = offset + length == count
            write(final && last ? 1 : 0, 1)
            write(0, 2)
            alignToByte()
            write(UInt64(length), 16)
            write(UInt64(~length & 0xFFFF), 16)
            alignToByte()
            precondition(state.byte_count + length <= state.capacity, "deflate output exceeded its bound")
            (state.base + state.byte_count).update(from: bytes + offset, count: length)
            state.byte_count += length
            offset += length
        } while offset < count
    }
}
