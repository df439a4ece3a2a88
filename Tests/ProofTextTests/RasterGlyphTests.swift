import Testing
@testable import ProofText

/// FNV-1a over the mask's geometry and coverage: a pinned digest that changes if any
/// platform or change in the rasterizer moves a single coverage value.
func digest(_ mask: GlyphMask) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ byte: UInt8) {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    for value in [mask.width, mask.height, mask.left, mask.top] {
        withUnsafeBytes(of: Int32(value).littleEndian) { $0.forEach(mix) }
    }
    mask.coverage.forEach(mix)
    return hash
}

@Suite struct RasterGlyphTests {
    let inter = FontLibrary.bundledFaces[0]

    @Test func squareGlyphFillsWholePixels() throws {
        let font = try fixtureFont("Shapes")
        let square = try #require(font.glyph(for: "a"))
        // 1000 units at 10 px per em with 1000 units per em: exactly 10 × 10 pixels.
        let mask = try GlyphRaster.mask(face: font, glyph: square, size64: 10 * 64, subpixel: 0)
        #expect([mask.width, mask.height, mask.left, mask.top] == [10, 10, 0, -10])
        #expect(mask.coverage == [UInt8](repeating: 255, count: 100))
        // Half a pixel to the right: the first and last columns are half covered.
        let shifted = try GlyphRaster.mask(face: font, glyph: square, size64: 10 * 64, subpixel: 2)
        #expect([shifted.width, shifted.height, shifted.left, shifted.top] == [11, 10, 0, -10])
        #expect(shifted.coverage[0..<11] == [128, 255, 255, 255, 255, 255, 255, 255, 255, 255, 128])
        let quarter = try GlyphRaster.mask(face: font, glyph: square, size64: 10 * 64, subpixel: 1)
        #expect(quarter.coverage[0..<11] == [192, 255, 255, 255, 255, 255, 255, 255, 255, 255, 64])
    }

    @Test func compositeOffsetsAndSpaces() throws {
        let font = try fixtureFont("Shapes")
        // "half": the square at half scale moved by (250, 100): 5 × 5 px, 1 px up. Its hmtx left
        // side bearing (0) disagrees with its xMin (250), so its origin is pp1 = 250 and it starts
        // at the pen, as FreeType draws it (a full 5 × 5 square); GlyphOriginTests covers that rule.
        let half = try GlyphRaster.mask(face: font, glyph: try #require(font.glyph(for: "c")), size64: 10 * 64, subpixel: 0)
        #expect([half.width, half.height, half.left, half.top] == [5, 5, 0, -6])
        #expect(half.coverage == [UInt8](repeating: 255, count: 25))
        let space = try GlyphRaster.mask(face: font, glyph: try #require(font.glyph(for: " ")), size64: 640, subpixel: 0)
        #expect(space == .empty)
    }

    @Test func interGlyphsMatchPinnedDigests() throws {
        // Recorded on x86_64 Linux; the same values must come out everywhere.
        let cases: [(Character, Int, Int, UInt64)] = [
            ("o", 17, 0, 0x2120750573902da6), ("A", 17, 0, 0xb93c0e38aebf9047), ("g", 17, 1, 0x6094119a964c6364),
            ("é", 17, 2, 0x4d6b0592a773e6ac), ("&", 17, 3, 0xc5cb88ae53f689b1), ("W", 51, 0, 0x278d72896a97f71),
            ("@", 33, 2, 0xa27dad9533bd31da), ("€", 11, 0, 0xa6da2b68ec4fe1c),
        ]
        var actual: [String] = []
        for (character, size, subpixel, _) in cases {
            let glyph = try #require(inter.glyph(for: character.unicodeScalars.first!))
            let mask = try GlyphRaster.mask(face: inter, glyph: glyph, size64: size * 64, subpixel: subpixel)
            actual.append("(\"\(character)\", \(size), \(subpixel), 0x\(String(digest(mask), radix: 16)))")
        }
        let expected = cases.map { "(\"\($0.0)\", \($0.1), \($0.2), 0x\(String($0.3, radix: 16)))" }
        #expect(actual == expected)
    }

    @Test func letterOAt17Pixels() throws {
        let mask = try GlyphRaster.mask(face: inter, glyph: try #require(inter.glyph(for: "o")), size64: 17 * 64, subpixel: 0)
        #expect([mask.width, mask.height, mask.left, mask.top] == [10, 11, 0, -10])
        #expect(Array(mask.coverage[0..<10]) == [0, 0, 0, 24, 81, 86, 33, 0, 0, 0])
        #expect(Array(mask.coverage[40..<50]) == [9, 255, 101, 0, 0, 0, 0, 65, 255, 45])
    }

    @Test func sizesOutsideTheLimitsAreErrors() throws {
        let glyph = try #require(inter.glyph(for: "A"))
        #expect(throws: FontError.self) { try GlyphRaster.mask(face: inter, glyph: glyph, size64: 0, subpixel: 0) }
        #expect(throws: FontError.self) { try GlyphRaster.mask(face: inter, glyph: glyph, size64: 5_000 * 64, subpixel: 0) }
        #expect(throws: FontError.self) { try GlyphRaster.mask(face: inter, glyph: glyph, size64: 640, subpixel: 4) }
        #expect(GlyphRaster.quantizedSize(17.3) == 1107)
        #expect(GlyphRaster.quantizedSize(.nan) == 0)
        #expect(GlyphRaster.quantizedSize(-3) == 0)
    }
}
