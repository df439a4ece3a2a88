import Foundation
import Testing
@testable import ProofGraphics
@testable import ProofRender

/// Seeded pixels for tests: the same on every run and platform.
struct TestRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// How a test bitmap's pixels are made.
enum PixelPattern: CaseIterable {
    case noise, flat, runs, gradient, glyphs, repeatedRows, fewColours

    func pixel(x: Int, y: Int, random: inout TestRandom, palette: [RGBA8]) -> RGBA8 {
        switch self {
        case .noise:
            return RGBA8(r: random.byte(), g: random.byte(), b: random.byte(), a: random.byte())
        case .flat:
            return palette[0]
        case .runs:
            return palette[(x / 7 + y / 3) % palette.count]
        case .gradient:
            return RGBA8(r: UInt8(truncatingIfNeeded: x * 3), g: UInt8(truncatingIfNeeded: y * 5), b: UInt8(truncatingIfNeeded: x + y), a: palette[0].a)
        case .glyphs:
            return (x * 7 + y * 3) % 11 < 4 ? palette[(x / 5) % palette.count] : palette[0]
        case .repeatedRows:
            return palette[(x * 13 / 5) % palette.count]
        case .fewColours:
            return palette[random.below(palette.count)]
        }
    }
}

/// What the alpha channel and the colours look like, which picks the colour type.
enum AlphaPattern: CaseIterable {
    case opaqueColour, opaqueGrey, greyTranslucent, colourTranslucent, transparentWithColour, mixed
}

func makeBitmap(width: Int, height: Int, pattern: PixelPattern, alpha: AlphaPattern, seed: UInt64) -> Bitmap {
    var random = TestRandom(seed: seed)
    var palette = (0..<5).map { _ in RGBA8(r: random.byte(), g: random.byte(), b: random.byte(), a: random.byte()) }
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            var pixel = pattern.pixel(x: x, y: y, random: &random, palette: palette)
            switch alpha {
            case .opaqueColour:
                pixel.a = 255
            case .opaqueGrey:
                pixel = RGBA8(r: pixel.r, g: pixel.r, b: pixel.r, a: 255)
            case .greyTranslucent:
                pixel = RGBA8(r: pixel.g, g: pixel.g, b: pixel.g, a: pixel.a)
            case .colourTranslucent:
                break
            case .transparentWithColour:
                pixel.a = 0
            case .mixed:
                pixel.a = (x + y) % 3 == 0 ? 0 : (x % 2 == 0 ? 255 : pixel.a)
            }
            bitmap[x, y] = pixel
        }
    }
    palette.removeAll()
    return bitmap
}

@Suite struct PNGEncodeTests {
    static let sizes = [(1, 1), (1, 9), (9, 1), (3, 2), (17, 5), (31, 31), (64, 3), (129, 7)]

    @Test(arguments: AlphaPattern.allCases)
    func roundTripsEveryPatternAndSize(_ alpha: AlphaPattern) throws {
        var seed: UInt64 = 1
        for (width, height) in Self.sizes {
            for pattern in PixelPattern.allCases {
                seed += 1
                let bitmap = makeBitmap(width: width, height: height, pattern: pattern, alpha: alpha, seed: seed)
                let encoded = PNG.encode(bitmap)
                let decoded = try PNG.decode(encoded)
                #expect(firstDifference(decoded, bitmap) == nil, "\(width)×\(height) \(pattern) \(alpha)")
                #expect(PNG.storedContentHash(in: encoded) == bitmap.contentHash)
                // The same pixels, encoded again, give the same bytes.
                #expect(PNG.encode(bitmap) == encoded)
            }
        }
    }

    @Test func choosesTheSmallestExactColourType() {
        func colourType(_ alpha: AlphaPattern) -> UInt8 {
            PNG.encode(makeBitmap(width: 8, height: 4, pattern: .noise, alpha: alpha, seed: 9))[25]
        }
        #expect(colourType(.opaqueGrey) == 0)
        #expect(colourType(.opaqueColour) == 2)
        #expect(colourType(.greyTranslucent) == 4)
        #expect(colourType(.colourTranslucent) == 6)
        // Fully transparent pixels keep their colour, so alpha 0 still needs RGBA.
        #expect(colourType(.transparentWithColour) == 6)
    }

    /// The scan reads two pixels at a time: a lone last pixel (odd counts) still decides.
    @Test func theLastPixelOfAnOddCountDecidesToo() {
        func colourType(_ last: RGBA8) -> UInt8 {
            var bitmap = Bitmap(width: 3, height: 1, fill: RGBA8(r: 9, g: 9, b: 9, a: 255))
            bitmap[2, 0] = last
            return PNG.encode(bitmap)[25]
        }
        #expect(colourType(RGBA8(r: 9, g: 9, b: 9, a: 255)) == 0)
        #expect(colourType(RGBA8(r: 9, g: 9, b: 10, a: 255)) == 2)
        #expect(colourType(RGBA8(r: 9, g: 9, b: 9, a: 254)) == 4)
        #expect(colourType(RGBA8(r: 1, g: 9, b: 9, a: 0)) == 6)
    }

    @Test func writesOnlyHeaderHashDataAndEnd() throws {
        let bitmap = makeBitmap(width: 300, height: 300, pattern: .noise, alpha: .colourTranslucent, seed: 3)
        let encoded = PNG.encode(bitmap)
        var types: [String] = []
        var dataLengths: [Int] = []
        try encoded.withUnsafeBytes { bytes in
            var offset = 8
            while offset < bytes.count {
                let span = try PNGStructure.chunk(at: offset, in: bytes)
                types.append(span.type)
                dataLengths.append(span.dataLength)
                offset = span.end
            }
        }
        // Incompressible: stored deflate blocks, split over 64 KiB IDAT chunks.
        let idats = types.filter { $0 == "IDAT" }.count
        #expect(types == ["IHDR", "prHS"] + Array(repeating: "IDAT", count: idats) + ["IEND"])
        #expect(idats == 6)
        #expect(dataLengths.dropFirst(2).dropLast(2).allSatisfy { $0 == 65536 })
        #expect(try PNG.decode(encoded) == bitmap)
    }

    /// Any change to the encoder's output shows here: bump the pins only for a deliberate
    /// format change (it rewrites every user's references).
    @Test func canonicalBytesArePinned() {
        // Small images in each colour type, and one that needs several dynamic Huffman blocks.
        let cases: [(AlphaPattern, PixelPattern, width: Int, height: Int, count: Int, digest: UInt64)] = [
            (.opaqueColour, .glyphs, 97, 61, 832, 0xDB1B_B27D_8CBE_D38D),
            (.opaqueGrey, .gradient, 97, 61, 262, 0x6247_2DA9_420A_9304),
            (.greyTranslucent, .runs, 97, 61, 281, 0x577E_33B8_9D22_6140),
            (.colourTranslucent, .noise, 97, 61, 23834, 0xCF49_FB25_06FA_60EF),
            (.opaqueColour, .fewColours, 400, 300, 116_029, 0x3DB6_C897_8D80_B651),
        ]
        for (alpha, pattern, width, height, count, digest) in cases {
            let encoded = PNG.encode(makeBitmap(width: width, height: height, pattern: pattern, alpha: alpha, seed: 2024))
            #expect(encoded.count == count, "\(alpha) \(pattern)")
            #expect(XXH64.hash(encoded) == digest, "\(alpha) \(pattern): 0x\(String(XXH64.hash(encoded), radix: 16))")
        }
    }

    /// The package's own references were written by this encoder: decoding and re-encoding
    /// each must give its bytes back, so a change to the encoder cannot rewrite users' files
    /// unnoticed (the pins above cover a few synthetic images, these real screenshots).
    @Test func committedReferencesReencodeToTheirBytes() throws {
        let file = #filePath
        let root = String(file[..<file.range(of: "/Tests/ProofRenderTests/")!.lowerBound]) + "/References"
        let paths = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
        var checked = 0
        for path in paths {
            let bytes = try PNG.readFile(at: root + "/" + path)
            // Only files that carry the encoder's hash chunk (a Git LFS pointer does not).
            guard PNG.storedContentHash(in: bytes) != nil else { continue }
            #expect(PNG.encode(try PNG.decode(bytes)) == bytes, "\(path)")
            checked += 1
        }
        #expect(checked >= 50, "only \(checked) references found under \(root)")
    }

    @Test func longRunsAndFarRepeatsRoundTrip() throws {
        // Runs much longer than a 258-byte match, rows repeated from just beyond the 32 KiB
        // window, and more tokens than one block holds.
        var bitmap = Bitmap(width: 2900, height: 40, fill: RGBA8(r: 1, g: 2, b: 3, a: 4))
        var random = TestRandom(seed: 77)
        for y in 0..<40 where y % 4 == 0 {
            for x in 0..<2900 { bitmap[x, y] = RGBA8(r: random.byte(), g: 2, b: 3, a: 4) }
        }
        for y in 0..<40 where y % 4 == 3 {
            for x in 0..<2900 { bitmap[x, y] = bitmap[x, y - 3] }
        }
        let encoded = PNG.encode(bitmap)
        #expect(try PNG.decode(encoded) == bitmap)
    }

    @Test(arguments: [(0, 0), (0, 7), (5, 0)])
    func emptyBitmapsRoundTrip(_ size: (Int, Int)) throws {
        let bitmap = Bitmap(width: size.0, height: size.1)
        let encoded = PNG.encode(bitmap)
        #expect(try PNG.decode(encoded) == bitmap)
        #expect(PNG.storedContentHash(in: encoded) == bitmap.contentHash)
        // Other readers (the chunk dropped) see one transparent pixel.
        let stripped = removingChunk(PNGHashChunk.type, from: encoded)
        #expect(try PNG.decode(stripped) == Bitmap(width: 1, height: 1))
    }

    @Test func storedHashIsTrustedOnlyForTheUnchangedFile() throws {
        let bitmap = makeBitmap(width: 40, height: 30, pattern: .glyphs, alpha: .mixed, seed: 5)
        let encoded = PNG.encode(bitmap)
        #expect(PNG.storedContentHash(in: encoded) == bitmap.contentHash)

        // A foreign PNG: no chunk.
        #expect(PNG.storedContentHash(in: try Fixtures.bytes("valid", "basn6a08.png")) == nil)
        #expect(PNG.storedContentHash(in: []) == nil)
        #expect(PNG.storedContentHash(in: Array(encoded.prefix(70))) == nil)

        // Image data changed and its chunk CRC recomputed, as an optimiser keeping unknown
        // chunks would: the digest no longer matches.
        let idat = encoded.count - 12 - 12 - 20
        var edited = encoded
        edited[idat] ^= 0x01
        #expect(PNG.storedContentHash(in: fixingCRCs(edited)) == nil)

        // IHDR changed (same bytes of image data, other meaning), CRC fixed.
        var header = encoded
        header[24] = 16 // bit depth
        #expect(PNG.storedContentHash(in: fixingCRCs(header)) == nil)

        // Bytes appended after IEND.
        #expect(PNG.storedContentHash(in: encoded + [0]) == nil)
        // Truncated.
        #expect(PNG.storedContentHash(in: Array(encoded.dropLast())) == nil)

        // The chunk itself damaged: stored hash changed (CRC fixed), version changed, CRC wrong.
        var hash = encoded
        hash[PNGHashChunk.offset + 8 + 9] ^= 0x80
        #expect(PNG.storedContentHash(in: hash) == nil)
        #expect(PNG.storedContentHash(in: fixingCRCs(hash)) != bitmap.contentHash)
        var version = encoded
        version[PNGHashChunk.offset + 8] = 2
        #expect(PNG.storedContentHash(in: fixingCRCs(version)) == nil)

        // The chunk moved after the image data: not where the format puts it.
        let moved = movingHashChunkToEnd(encoded)
        #expect(try PNG.decode(moved) == bitmap)
        #expect(PNG.storedContentHash(in: moved) == nil)
    }

    @Test func huffmanLengthsAreLimitedAndComplete() {
        // Fibonacci frequencies force depths far beyond 15 in an unlimited Huffman tree.
        var frequencies = [UInt32](repeating: 0, count: 286)
        var a: UInt32 = 1, b: UInt32 = 1
        for symbol in 0..<40 {
            frequencies[symbol] = a
            (a, b) = (b, a &+ b > 100_000_000 ? b : a + b)
        }
        for maxLength in [7, 15] {
            var lengths = [UInt8](repeating: 0, count: 286)
            frequencies.withUnsafeBufferPointer { f in
                lengths.withUnsafeMutableBufferPointer { Huffman.lengths(f, maxLength: maxLength, into: $0) }
            }
            #expect(lengths.allSatisfy { Int($0) <= maxLength })
            let kraft = lengths.reduce(0.0) { $1 == 0 ? $0 : $0 + 1.0 / Double(1 << Int($1)) }
            #expect(kraft == 1.0)
            #expect(lengths[0..<40].allSatisfy { $0 > 0 } && lengths[40...].allSatisfy { $0 == 0 })
        }
        // One used symbol still gives a complete two-code tree.
        var single = [UInt32](repeating: 0, count: 30)
        single[7] = 5
        var lengths = [UInt8](repeating: 0, count: 30)
        single.withUnsafeBufferPointer { f in lengths.withUnsafeMutableBufferPointer { Huffman.lengths(f, maxLength: 15, into: $0) } }
        #expect(lengths[7] == 1 && lengths[0] == 1 && lengths.filter { $0 > 0 }.count == 2)
    }

    @Test func checksumsMatchPublishedValues() {
        let text = Array("The quick brown fox jumps over the lazy dog".utf8)
        text.withUnsafeBytes { bytes in
            #expect(CRC32.checksum(bytes) == 0x414F_A339)
            #expect(Adler32.update(1, bytes) == 0x5BDC_0FDA)
        }
        // Long input: Adler-32 across several 5536-byte blocks against a plain loop.
        var random = TestRandom(seed: 11)
        let long = (0..<70_001).map { _ in random.byte() }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in long {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(long.withUnsafeBytes { Adler32.update(1, $0) } == b << 16 | a)
        let all255 = [UInt8](repeating: 255, count: 100_000)
        a = 1; b = 0
        for byte in all255 {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(all255.withUnsafeBytes { Adler32.update(1, $0) } == b << 16 | a)
    }
}

/// Where two bitmaps first differ, for short failure messages; nil when equal.
func firstDifference(_ a: Bitmap, _ b: Bitmap) -> String? {
    guard a.width == b.width, a.height == b.height else { return "size \(a.width)×\(a.height) vs \(b.width)×\(b.height)" }
    for y in 0..<a.height {
        for x in 0..<a.width where a[x, y] != b[x, y] {
            return "pixel (\(x), \(y)): \(a[x, y]) vs \(b[x, y])"
        }
    }
    return nil
}

/// Recomputes every chunk's CRC, as a tool that edits bytes and rewrites chunks would.
func fixingCRCs(_ file: [UInt8]) -> [UInt8] {
    var bytes = file
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        let end = offset + 12 + length
        guard end <= bytes.count else { break }
        let crc = bytes.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[(offset + 4)..<(end - 4)])) }
        bytes.replaceSubrange((end - 4)..<end, with: bigEndian(crc))
        offset = end
    }
    return bytes
}

func removingChunk(_ type: String, from file: [UInt8]) -> [UInt8] {
    var result = Array(file.prefix(8))
    var offset = 8
    while offset + 12 <= file.count {
        let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
        let end = offset + 12 + length
        if String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self) != type { result += file[offset..<end] }
        offset = end
    }
    return result
}

func movingHashChunkToEnd(_ file: [UInt8]) -> [UInt8] {
    let start = PNGHashChunk.offset, end = start + 12 + PNGHashChunk.dataLength
    let chunk = Array(file[start..<end])
    var rest = Array(file[0..<start]) + Array(file[end...])
    rest.insert(contentsOf: chunk, at: rest.count - 12)
    return rest
}

@Suite struct RowFilterTests {
    /// PNG's reconstruction functions written out from the specification, to check the
    /// encoder's filters against.
    static func unfilter(_ type: Int, _ filtered: [UInt8], above: [UInt8], bpp: Int) -> [UInt8] {
        var row = [UInt8](repeating: 0, count: filtered.count)
        for i in 0..<filtered.count {
            let a = i >= bpp ? Int(row[i - bpp]) : 0
            let b = Int(above[i])
            let c = i >= bpp ? Int(above[i - bpp]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predictor = 0
            }
            row[i] = UInt8((Int(filtered[i]) + predictor) & 0xFF)
        }
        return row
    }

    @Test(arguments: 0...4)
    func filtersInvertThroughTheSpecification(_ type: Int) {
        var random = TestRandom(seed: UInt64(type) + 100)
        for bpp in 1...4 {
            for count in [bpp, bpp * 5, bpp * 37] {
                let row = (0..<count).map { _ in random.byte() }
                let above = (0..<count).map { _ in random.byte() }
                var filtered = [UInt8](repeating: 0, count: count)
                row.withUnsafeBufferPointer { r in
                    above.withUnsafeBufferPointer { a in
                        filtered.withUnsafeMutableBufferPointer { out in
                            RowFilter.apply(type, r.baseAddress!, a.baseAddress!, into: out.baseAddress!, count: count, bpp: bpp)
                        }
                    }
                }
                #expect(Self.unfilter(type, filtered, above: above, bpp: bpp) == row, "filter \(type), bpp \(bpp), \(count) bytes")
            }
        }
    }

    @Test func predictableBytesCountsRepeatsOfLeftOrAbove() {
        var random = TestRandom(seed: 8)
        for bpp in 1...4 {
            let count = 61
            let row = (0..<count).map { _ in UInt8(random.below(3)) }
            let above = (0..<count).map { _ in UInt8(random.below(3)) }
            var expected = 0
            for i in 0..<count {
                let left: UInt8 = i >= bpp ? row[i - bpp] : 0
                if row[i] == left || row[i] == above[i] { expected += 1 }
            }
            let counted = row.withUnsafeBufferPointer { r in
                above.withUnsafeBufferPointer { a in RowFilter.predictableBytes(r.baseAddress!, above: a.baseAddress!, count: count, bpp: bpp) }
            }
            #expect(counted == expected, "bpp \(bpp)")
        }
    }

    @Test func screenshotRowsStayUnfilteredAndNoisyRowsArePredicted() {
        let flat = PNGEncoder.filteredRows(makeBitmap(width: 50, height: 4, pattern: .runs, alpha: .opaqueColour, seed: 1), colourType: .rgb).bytes
        #expect((0..<4).allSatisfy { flat[$0 * 151] == 0 })
        // A smooth diagonal gradient: nothing repeats exactly, prediction leaves small residuals.
        var gradient = Bitmap(width: 50, height: 4)
        for y in 0..<4 { for x in 0..<50 { gradient[x, y] = RGBA8(r: UInt8(x * 2 + y * 3), g: UInt8(x + y * 5), b: UInt8(x * 3 + y), a: 255) } }
        let predicted = PNGEncoder.filteredRows(gradient, colourType: .rgb).bytes
        #expect((1..<4).allSatisfy { predicted[$0 * 151] != 0 })
    }
}
