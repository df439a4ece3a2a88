import Testing
@testable import ProofText

/// Where a glyph's outline sits relative to the pen when the font's `hmtx` left side bearing
/// disagrees with the glyph's `xMin`: at TrueType's phantom point `pp1 = xMin − lsb`, as
/// FreeType places it (ttgload.c). `ProofTest-Bearings.ttf` (Scripts/fonts/make-test-fonts.py)
/// has a slanted stem, xMin 100, with bearings 130 and 60, and composites of it moved by
/// (200, 0): one with its own bearing (250, xMin 300), one taking the stem's metrics
/// (USE_MY_METRICS). The reference masks are FreeType 2.12.1's (`freetype_render` of the
/// Benchmarks package: unhinted, smooth): the mask's box must be FreeType's exactly, and each
/// coverage value within 1 of FreeType's (what the two rasterizers agree to on Inter, see
/// Docs/Text.md); our own masks are pinned by digest. Placed at `xMin` instead, the stem "i"
/// is 0.3 px off at 10 px, dozens of coverage levels on its slanted edges.
@Suite struct GlyphOriginTests {
    func bearings() throws -> FontFace { try fixtureFont("Bearings") }

    @Test func outlineIsMeasuredFromThePhantomOrigin() throws {
        let font = try bearings()
        func firstX(_ character: Character) throws -> Int32 {
            let glyph = try #require(font.glyph(for: character.unicodeScalars.first!))
            return try #require(font.outline(of: glyph).points.first).x
        }
        #expect(try firstX("i") == 130)  // 100 + (130 − 100)
        #expect(try firstX("l") == 60)   // 100 + (60 − 100)
        #expect(try firstX("m") == 250)  // 100 + 200 + (250 − 300): the composite's own bearing
        #expect(try firstX("n") == 330)  // 100 + 200 + (130 − 100): the stem's, by USE_MY_METRICS
        // .notdef agrees with its box: nothing moves.
        #expect(font.outline(of: .notdef).controlBounds == FontBox(xMin: 100, yMin: 0, xMax: 500, yMax: 700))
    }

    /// The largest difference between two masks of the same box.
    func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test(arguments: [
        ("i", [5, 10, 1, -10], [
            0, 0, 85, 255, 119, 0, 0, 149, 255, 55, 0, 0, 213, 243, 4, 0, 21, 254, 183, 0, 0, 85, 255, 119, 0,
            0, 149, 255, 55, 0, 0, 213, 243, 4, 0, 21, 254, 183, 0, 0, 85, 255, 119, 0, 0, 148, 255, 55, 0, 0,
        ] as [UInt8]),
        ("l", [5, 10, 0, -10], [
            0, 0, 12, 251, 195, 0, 0, 73, 255, 131, 0, 0, 137, 255, 67, 0, 0, 201, 249, 9, 0, 12, 251, 195, 0,
            0, 73, 255, 131, 0, 0, 137, 255, 67, 0, 0, 201, 249, 9, 0, 12, 251, 195, 0, 0, 72, 255, 131, 0, 0,
        ]),
        ("m", [5, 10, 2, -10], [
            0, 0, 32, 255, 171, 0, 0, 97, 255, 107, 0, 0, 161, 255, 43, 0, 0, 224, 234, 1, 0, 32, 255, 171, 0,
            0, 97, 255, 107, 0, 0, 161, 255, 43, 0, 0, 224, 234, 1, 0, 32, 255, 171, 0, 0, 96, 255, 107, 0, 0,
        ]),
        ("n", [5, 10, 3, -10], [
            0, 0, 85, 255, 119, 0, 0, 149, 255, 55, 0, 0, 213, 243, 4, 0, 21, 254, 183, 0, 0, 85, 255, 119, 0,
            0, 149, 255, 55, 0, 0, 213, 243, 4, 0, 21, 254, 183, 0, 0, 85, 255, 119, 0, 0, 148, 255, 55, 0, 0,
        ]),
    ] as [(Character, [Int], [UInt8])])
    func slantedStemMatchesFreeTypeAt10Pixels(_ character: Character, _ geometry: [Int], _ freetype: [UInt8]) throws {
        let font = try bearings()
        let glyph = try #require(font.glyph(for: character.unicodeScalars.first!))
        let mask = try GlyphRaster.mask(face: font, glyph: glyph, size64: 10 * 64, subpixel: 0)
        #expect([mask.width, mask.height, mask.left, mask.top] == geometry)
        #expect(maxDifference(mask.coverage, freetype) == 1)
        #expect(digest(mask) == Self.digests10[character])
    }

    /// ``digest(_:)`` of our masks at 10 px.
    static let digests10: [Character: UInt64] = [
        "i": 0xa710_7986_062c_d990, "l": 0x4837_5417_e106_4de9,
        "m": 0x047d_98d6_58b6_ca27, "n": 0x6e33_cc2f_1083_de36,
    ]

    /// At 17 px a quarter pixel right: the origin (scaled on its own, as FreeType scales pp1)
    /// and the pen's subpixel offset add up.
    @Test func originAndSubpixelOffsetAddUp() throws {
        let font = try bearings()
        let glyph = try #require(font.glyph(for: "i"))
        let mask = try GlyphRaster.mask(face: font, glyph: glyph, size64: 17 * 64, subpixel: 1)
        #expect([mask.width, mask.height, mask.left, mask.top] == [8, 17, 2, -17])
        // FreeType's first two rows: [0, 0, 0, 0, 105, 255, 255, 167, 0, 0, 0, 0, 169, 255, 255, 103].
        #expect(mask.coverage[0..<16] == [0, 0, 0, 0, 104, 255, 255, 168, 0, 0, 0, 0, 168, 255, 255, 104])
        #expect(digest(mask) == 0x5d75_c905_2da3_c57c)
    }
}
