import Foundation
import Testing
@testable import ProofText

/// Loads a font made by Scripts/fonts/make-test-fonts.py.
func fixtureFont(_ name: String) throws -> FontFace {
    let url = try #require(Bundle.module.url(forResource: "ProofTest-\(name)", withExtension: "ttf", subdirectory: "Fixtures"))
    return try FontFace(contentsOf: url)
}

func fixtureBytes(_ name: String) throws -> [UInt8] {
    let url = try #require(Bundle.module.url(forResource: "ProofTest-\(name)", withExtension: "ttf", subdirectory: "Fixtures"))
    return [UInt8](try Data(contentsOf: url))
}

func points(_ outline: GlyphOutline) -> [[Int32]] {
    outline.points.map { [$0.x, $0.y] }
}

@Suite struct FontsFixtureTests {
    @Test func compositeTransformsAndPointMatching() throws {
        let font = try fixtureFont("Shapes")
        #expect(font.familyName == "Proof Test")
        #expect(font.styleName == "Shapes")
        #expect(font.weight == .medium)
        #expect(font.metrics.capHeight == 700 && font.metrics.xHeight == 500)
        // The square at half scale moved by (250, 100); x is measured from the glyph's origin,
        // which is its xMin (250) here since the font gives it a left side bearing of 0.
        let half = font.outline(of: try #require(font.glyph(for: "c")))
        #expect(points(half) == [[0, 100], [0, 600], [500, 600], [500, 100]])
        let skew = font.outline(of: try #require(font.glyph(for: "d")))
        #expect(points(skew) == [[0, 0], [500, 1000], [1500, 1000], [1000, 0]])
        let pair = font.outline(of: try #require(font.glyph(for: "e")))
        #expect(pair.contourEnds == [4, 12])
        #expect(points(pair) == [[0, 0], [0, 1000], [1000, 1000], [1000, 0],
                                 [1000, 1000], [1400, 1100], [1500, 1500], [1400, 1900],
                                 [1000, 2000], [600, 1900], [500, 1500], [600, 1100]])
        #expect(pair.points.map(\.isOnCurve) == [true, true, true, true, true, false, true, false, true, false, true, false])
    }

    @Test func format12CharacterMapReachesAstralPlanes() throws {
        let font = try fixtureFont("Shapes")
        #expect(font.glyph(for: "\u{1F600}") == GlyphID(7))
        #expect(font.glyph(for: "\u{1F601}") == nil)
        #expect(font.glyph(for: "a") == GlyphID(1))
    }

    @Test func legacyKernTable() throws {
        let font = try fixtureFont("Shapes")
        #expect(font.hasKerning)
        #expect(font.kerning(GlyphID(1), GlyphID(2)) == -100)
        #expect(font.kerning(GlyphID(2), GlyphID(1)) == 40)
        #expect(font.kerning(GlyphID(1), GlyphID(1)) == 0)
    }

    @Test func gposPairFormatsOneAndTwo() throws {
        let font = try fixtureFont("Kerning")
        // square=1 bowl=2 half=3 skew=4: format 1 pairs first, then the class pairs.
        #expect(font.kerning(GlyphID(1), GlyphID(2)) == -70)
        #expect(font.kerning(GlyphID(1), GlyphID(3)) == 15)
        #expect(font.kerning(GlyphID(2), GlyphID(1)) == -33)
        #expect(font.kerning(GlyphID(3), GlyphID(4)) == -33)
        #expect(font.kerning(GlyphID(2), GlyphID(2)) == 0)
        #expect(font.kerning(GlyphID(4), GlyphID(1)) == 0)
    }
}
