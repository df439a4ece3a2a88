/// A deterministic deflate (RFC 1951) encoder inside a zlib (RFC 1950) wrapper, tuned for
/// image rows: the same input gives the same bytes on every platform and in every version
/// of the system's zlib, because none is used.
///
/// Matching is greedy over a few candidates per position: the distance of the previous
/// match, one row up, one pixel left, and two recent positions with the same next four
/// bytes. Screenshots are mostly runs, rows repeated from above and repeated glyphs, which
/// these find without a hash chain walk. Tokens are coded in blocks of a fixed token count,
/// each with its own Huffman code (or stored, or the fixed code, whichever is smallest).
struct DeflateEncoder {
    /// Distance between vertically adjacent bytes (row length including its filter byte).
    var rowStride: Int
    /// Distance between horizontally adjacent pixels.
    var pixelStride: Int

    static let maxDistance = 32768
    static let maxMatch = 258
    static let minMatch = 4
    /// Shortest match worth taking at a distance found by hashing: a short match at an
    /// arbitrary distance costs about as many bits as its literals (zlib's Z_FILTERED
    /// reasoning), and on noisy rows it breaks the literal statistics.
    static let minFarMatch = 6
    static let tokensPerBlock = 1 << 15
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

        let rowDistance = rowStride, pixelDistance = pixelStride
        var position = 0
        var blockStart = 0
        var lastDistance = pixelDistance
        // Positions from which 8 bytes can be loaded; the rest are literals.
        let matchEnd = count - 8
        while position < count {
            if block.isFull {
                block.emit(final: false, source: source, start: blockStart, end: position, into: &writer)
                blockStart = position
            }
            guard position < matchEnd else {
                block.addLiteral(source[position])
                position += 1
                continue
            }
            // Little-endian, so that the hash (and so the matches and the output) is the same on
            // every platform.
            let here = Unaligned.loadLittle32(source + position)
            let limit = min(Self.maxMatch, count - position)
            var bestLength = 0
            var bestDistance = 0

            @inline(__always) func consider(_ distance: Int) {
                guard distance > 0, distance <= position, distance <= Self.maxDistance else { return }
                let candidate = source + position - distance
                guard Unaligned.loadLittle32(candidate) == here else { return }
                let length = Self.matchLength(source + position, candidate, limit: limit)
                if length > bestLength {
                    bestLength = length
                    bestDistance = distance
                }
            }

            consider(lastDistance)
            if bestLength < limit { consider(rowDistance) }
            if bestLength < limit { consider(pixelDistance) }
            let hash = Int((here &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits)) << 1
            let recent = Int(table[hash]), older = Int(table[hash + 1])
            let cheapLength = bestLength, cheapDistance = bestDistance
            if bestLength < limit && recent >= 0 { consider(position - recent) }
            if bestLength < limit && older >= 0 { consider(position - older) }
            if bestLength > cheapLength && bestLength < Self.minFarMatch {
                bestLength = cheapLength
                bestDistance = cheapDistance
            }
            table[hash + 1] = Int32(truncatingIfNeeded: recent)
            table[hash] = Int32(truncatingIfNeeded: position)

            if bestLength >= Self.minMatch {
                block.addMatch(length: bestLength, distance: bestDistance)
                lastDistance = bestDistance
                position += bestLength
            } else {
                block.addLiteral(source[position])
                position += 1
            }
        }
        block.emit(final: true, source: source, start: blockStart, end: count, into: &writer)
    }

    /// Length of the common prefix of `a` and `b`, at most `limit`; reads stay below
    /// `a + limit`, and `b` is before `a`.
    @inline(__always)
    static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var length = 4
        while length + 8 <= limit {
            let x = Unaligned.load64(a + length)
            let y = Unaligned.load64(b + length)
            let difference = UInt64(littleEndian: x ^ y)
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit && a[length] == b[length] { length += 1 }
        return length
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
    /// Literal: the byte. Match: bit 31 set, (length − 3) in bits 16…23, distance − 1 below.
    private let tokens: UnsafeMutablePointer<UInt32>
    private var tokenCount = 0
    private let literalFrequencies: UnsafeMutablePointer<UInt32>
    private let distanceFrequencies: UnsafeMutablePointer<UInt32>
    private let lengthCodes: UnsafeMutablePointer<UInt16>
    private let distanceCodes: UnsafeMutablePointer<UInt8>

    init() {
        tokens = .allocate(capacity: DeflateEncoder.tokensPerBlock)
        literalFrequencies = .allocate(capacity: 288)
        literalFrequencies.initialize(repeating: 0, count: 288)
        distanceFrequencies = .allocate(capacity: 32)
        distanceFrequencies.initialize(repeating: 0, count: 32)
        let lengths = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        DeflateTables.lengthCodes.withUnsafeBufferPointer { lengths.initialize(from: $0.baseAddress!, count: 256) }
        lengthCodes = lengths
        let distances = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
        DeflateTables.distanceCodes.withUnsafeBufferPointer { distances.initialize(from: $0.baseAddress!, count: 512) }
        distanceCodes = distances
    }

    func deallocate() {
        tokens.deallocate()
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
        lengthCodes.deallocate()
        distanceCodes.deallocate()
    }

    var isFull: Bool { tokenCount == DeflateEncoder.tokensPerBlock }

    @inline(__always)
    mutating func addLiteral(_ byte: UInt8) {
        tokens[tokenCount] = UInt32(byte)
        tokenCount += 1
        literalFrequencies[Int(byte)] += 1
    }

    @inline(__always)
    mutating func addMatch(length: Int, distance: Int) {
        tokens[tokenCount] = 0x8000_0000 | UInt32(length - 3) << 16 | UInt32(distance - 1)
        tokenCount += 1
        literalFrequencies[257 + Int(lengthCodes[length - 3] & 0xFF)] += 1
        distanceFrequencies[Int(Self.distanceCode(distance - 1, distanceCodes))] += 1
    }

    @inline(__always)
    static func distanceCode(_ distanceMinusOne: Int, _ table: UnsafeMutablePointer<UInt8>) -> UInt8 {
        distanceMinusOne < 256 ? table[distanceMinusOne] : table[256 + (distanceMinusOne >> 7)]
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
        tokenCount = 0
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
        let lengthBases = DeflateTables.lengthBases, distanceBases = DeflateTables.distanceBases
        let distanceExtras = DeflateTables.distanceExtras
        literalTable.withUnsafeBufferPointer { literals in
            distanceTable.withUnsafeBufferPointer { distances in
                lengthBases.withUnsafeBufferPointer { lengthBase in
                    distanceBases.withUnsafeBufferPointer { distanceBase in
                        distanceExtras.withUnsafeBufferPointer { distanceExtra in
                            for index in 0..<tokenCount {
                                let token = tokens[index]
                                if token & 0x8000_0000 == 0 {
                                    let entry = literals[Int(token)]
                                    writer.write(UInt64(entry & 0xFFFF), Int(entry >> 16))
                                    continue
                                }
                                let lengthMinusThree = Int((token >> 16) & 0xFF)
                                let lengthCode = lengthCodes[lengthMinusThree]
                                let code = Int(lengthCode & 0xFF)
                                let entry = literals[257 + code]
                                let extraCount = Int(lengthCode >> 8)
                                let extra = UInt64(lengthMinusThree + 3 - Int(lengthBase[code]))
                                writer.write(UInt64(entry & 0xFFFF) | extra << UInt64(entry >> 16), Int(entry >> 16) + extraCount)
                                let distanceMinusOne = Int(token & 0xFFFF)
                                let distanceCode = Int(Self.distanceCode(distanceMinusOne, distanceCodes))
                                let distanceEntry = distances[distanceCode]
                                let distanceExtraValue = UInt64(distanceMinusOne + 1 - Int(distanceBase[distanceCode]))
                                writer.write(UInt64(distanceEntry & 0xFFFF) | distanceExtraValue << UInt64(distanceEntry >> 16),
                                             Int(distanceEntry >> 16) + Int(distanceExtra[distanceCode]))
                            }
                        }
                    }
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

/// Writes bits least significant first into a caller-owned buffer.
struct BitWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var byteCount = 0
    private var buffer: UInt64 = 0
    private var bitsInBuffer = 0

    init(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Appends the low `count` bits of `bits` (at most 32 per call).
    @inline(__always)
    mutating func write(_ bits: UInt64, _ count: Int) {
        buffer |= bits << UInt64(bitsInBuffer)
        bitsInBuffer += count
        if bitsInBuffer >= 32 {
            precondition(byteCount + 4 <= capacity, "deflate output exceeded its bound")
            UnsafeMutableRawPointer(base + byteCount).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            byteCount += 4
            buffer >>= 32
            bitsInBuffer -= 32
        }
    }

    mutating func alignToByte() {
        while bitsInBuffer > 0 {
            precondition(byteCount < capacity, "deflate output exceeded its bound")
            base[byteCount] = UInt8(truncatingIfNeeded: buffer)
            byteCount += 1
            buffer >>= 8
            bitsInBuffer = max(0, bitsInBuffer - 8)
        }
        buffer = 0
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
            precondition(byteCount + length <= capacity, "deflate output exceeded its bound")
            (base + byteCount).update(from: bytes + offset, count: length)
            byteCount += length
            offset += length
        } while offset < count
    }
}
