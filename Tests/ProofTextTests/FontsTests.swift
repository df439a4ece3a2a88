import Foundation
import Testing
@testable import ProofText

/// Expected values come from fontTools reading the same files (Scripts/fonts/make-inter.sh).
@Suite struct FontsTests {
    let library = FontLibrary.bundled

    var regular: FontFace { library.face(family: "Inter", weight: .regular)! }
    var bold: FontFace { library.face(family: "Inter", weight: .bold)! }

    @Test func bundledFamilyHasFourWeights() {
        #expect(library.families == ["Inter"])
        #expect(FontLibrary.bundledFaces.map(\.weight.rawValue) == [400, 500, 600, 700])
        #expect(FontLibrary.bundledFaces.map(\.postScriptName) == ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"])
        #expect(FontLibrary.bundledFaces.map(\.familyName) == ["Inter", "Inter", "Inter", "Inter"])
        #expect(FontLibrary.bundledFaces.map(\.styleName) == ["Regular", "Medium", "Semi Bold", "Bold"])
        #expect(FontLibrary.bundledFaces.allSatisfy { !$0.isItalic && $0.hasKerning && $0.glyphCount == 2548 })
    }

    @Test func metricsOfInterRegular() {
        let metrics = regular.metrics
        #expect(metrics.unitsPerEm == 2816)
        #expect(metrics.ascender == 2728)
        #expect(metrics.descender == -680)
        #expect(metrics.lineGap == 0)
        #expect(metrics.capHeight == 2048)
        #expect(metrics.xHeight == 1536)
        #expect(metrics.lineHeight == 3408)
        #expect(regular.scale(2816, size: 17) == 17)
    }

    @Test func characterMapLookups() {
        #expect(regular.glyph(for: "A") == GlyphID(2))
        #expect(regular.glyph(for: "V") == GlyphID(453))
        #expect(regular.glyph(for: "T") == GlyphID(409))
        #expect(regular.glyph(for: "o") == GlyphID(775))
        #expect(regular.glyph(for: "é") == GlyphID(616))
        #expect(regular.glyph(for: "€") == GlyphID(1270))
        #expect(regular.glyph(for: "\u{20BF}") == GlyphID(1294))
        #expect(regular.glyph(for: "→") == GlyphID(1710))
        #expect(regular.glyph(for: "\u{1F600}") == nil)
        #expect(regular.glyph(for: "\u{FB01}") == nil)
        #expect(regular.glyph(for: "\u{10FFFF}") == nil)
    }

    @Test func advanceWidths() {
        #expect(regular.advance(of: GlyphID(2)) == 1904)
        #expect(regular.advance(of: GlyphID(409)) == 1808)
        #expect(regular.advance(of: GlyphID(775)) == 1680)
        #expect(regular.advance(of: GlyphID(616)) == 1640)
        #expect(regular.advance(of: .notdef) == 2800)
        #expect(bold.advance(of: GlyphID(2)) == 2106)
        #expect(regular.advance(of: GlyphID(60_000)) == 0)
    }

    @Test func kerningFromGPOS() {
        func kern(_ face: FontFace, _ pair: String) -> Int {
            let scalars = Array(pair.unicodeScalars)
            return face.kerning(face.glyph(for: scalars[0])!, face.glyph(for: scalars[1])!)
        }
        #expect(kern(regular, "AV") == -192)
        #expect(kern(regular, "VA") == -176)
        #expect(kern(regular, "To") == -224)
        #expect(kern(regular, "Te") == -224)
        #expect(kern(regular, "Yo") == -216)
        #expect(kern(regular, "LT") == -272)
        #expect(kern(regular, "r.") == -176)
        #expect(kern(regular, "oo") == 0)
        #expect(kern(bold, "AV") == -254)
        #expect(kern(bold, "To") == -224)
    }

    @Test func simpleAndCompositeOutlines() {
        let o = regular.outline(of: GlyphID(775))
        #expect(o.points.count == 32)
        #expect(o.contourEnds == [16, 32])
        #expect(o.points.reduce(0) { $0 + Int($1.x) } == 26880)
        #expect(o.points.reduce(0) { $0 + Int($1.y) } == 24360)
        #expect(o.points.filter(\.isOnCurve).count == 8)

        let eacute = regular.outline(of: GlyphID(616))
        #expect(eacute.points.count == 42)
        #expect(eacute.contourEnds == [28, 38, 42])
        #expect(eacute.points.reduce(0) { $0 + Int($1.x) } == 36581)
        #expect(eacute.points.reduce(0) { $0 + Int($1.y) } == 36268)
        #expect(eacute.points.prefix(3).map { [$0.x, $0.y] } == [[860, -32], [638, -32], [317, 165]])

        let notdef = regular.outline(of: .notdef)
        #expect(notdef.contourEnds == [4, 8, 12, 16, 20])
        #expect(notdef.points.prefix(3).map { [$0.x, $0.y] } == [[248, -640], [248, -128], [2552, -128]])
        #expect(regular.outline(of: regular.glyph(for: " ")!).isEmpty)
    }

    @Test func weightMatchingFollowsCSS() {
        #expect(library.face(family: "inter", weight: .semibold)?.weight == .semibold)
        #expect(library.face(family: "Inter", weight: FontWeight(rawValue: 450))?.weight == .medium)
        #expect(library.face(family: "Inter", weight: .light)?.weight == .regular)
        #expect(library.face(family: "Inter", weight: .black)?.weight == .bold)
        #expect(library.face(family: "Inter", weight: FontWeight(rawValue: 650))?.weight == .bold)
        #expect(library.face(family: "Inter", weight: .regular, italic: true)?.weight == .regular)
        #expect(library.face(family: "Helvetica") == nil)
    }

    @Test func registeringUnderAnotherFamily() throws {
        var fonts = FontLibrary()
        let url = try #require(BundledFonts.url("Inter-Bold"))
        let face = try fonts.register(contentsOf: url, family: "Brand")
        #expect(fonts.families == ["Brand"])
        #expect(fonts.face(family: "BRAND", weight: .regular) == face)
        #expect(fonts.face(family: "Inter") == nil)
        // A later registration of the same weight wins.
        let again = try fonts.register(data: Data(contentsOf: url), name: "again.ttf", family: "Brand")
        #expect(fonts.face(family: "Brand", weight: .bold) == again)
        #expect(again != face)
    }
}
