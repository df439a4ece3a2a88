import Foundation
import ProofBase
import ProofText
import Testing
@testable import ProofRender

/// The exact straight-alpha source-over result, computed with plain rationals.
func referenceBlend(_ color: RGBA8, _ coverage: Int, over destination: RGBA8) -> RGBA8 {
    // Fractions of 255² × 255: alpha_s = a·c/255², alpha_d = d/255.
    let sourceAlpha = Int(color.a) * coverage  // / 65025
    let destinationAlpha = Int(destination.a) * (65_025 - sourceAlpha)  // / (65025 · 255)
    let outAlpha = sourceAlpha * 255 + destinationAlpha  // / (65025 · 255)
    guard outAlpha > 0 else { return .clear }
    func round(_ numerator: Int, _ denominator: Int) -> UInt8 { UInt8((2 * numerator + denominator) / (2 * denominator)) }
    func channel(_ s: UInt8, _ d: UInt8) -> UInt8 { round(Int(s) * sourceAlpha * 255 + Int(d) * destinationAlpha, outAlpha) }
    return RGBA8(r: channel(color.r, destination.r), g: channel(color.g, destination.g), b: channel(color.b, destination.b),
                 a: round(outAlpha, 65_025))
}

@Suite struct TextPaintingTests {
    let cache = GlyphMaskCache()

    /// Tests/ProofTextTests/Fixtures/ProofTest-Shapes.ttf (Scripts/fonts/make-test-fonts.py):
    /// glyph "a" is a square filling the em, 1000 units per em.
    static let shapesFont = [
        "AAEAAAALAIAAAwAwT1MvMkghSDgAAAE4AAAAYGNtYXAAz+3lAAABuAAAAHhnbHlm5PL48QAAAkQAAAC6aGVhZGTwSLAAAAC8AAAA",
        "NmhoZWEI/wAJAAAA9AAAACRobXR4FUoAAAAAAZgAAAAga2VybgA5/7wAAAMAAAAAHmxvY2EBAQDUAAACMAAAABJtYXhwAA4AFwAA",
        "ARgAAAAgbmFtZYBRlskAAAMgAAAAZnBvc3QGvNYYAAADiAAAAFMAAQAAAAEAAMdIV45fDzz1AAED6AAAAAAAAAAAAAAAAAAAAAAA",
        "AAAABdwH0AAAAAMAAgAAAAAAAAABAAADIP84AAAETAAA/HwF3AABAAAAAAAAAAAAAAAAAAAACAABAAAACAAIAAEADAACAAIAAAAA",
        "AAAAAAAAAAAAAgABAAMCqQH0AAUABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQIAAAAAAAAAAAAAAD8/Pz8A",
        "AAAg//8DIP84AAADIADIAAAAAAAAAAAB9AK8AAAAIAAAAlgAAAPoAAAETAAAArwAAAJYAAACWAAAAPoAAAJYAAAAAAADAAAAAwAA",
        "ABwAAwABAAAAHAADAAoAAABEAAQAKAAAAAYABAABAAIAIABl//8AAAAgAGH////m/6AAAQAAAAAAAAAMAAAAAAA0AAAAAAAAAAMA",
        "AAAgAAAAIAAAAAYAAABhAAAAZQAAAAEAAfYAAAH2AAAAAAcAAAANABkAMAA6AEYAUQBRAF0AAAABAGQAAAH0ArwAAwAAMxEhEWQB",
        "kAK8/UQAAAEAAAAAA+gD6AADAAAxESERA+gD6PwYAAEAAAAAA+gD6AAHAAAhJBMCJQQDEgH0AZBkZP5w/nBkZGQBkAGQZGT+cP5w",
        "AP//APoAZALuAlgACwABAPoAZCAA//8AAAAABdwD6ACCAAEAAEAAAAAgAEAA//8AAAAABdwH0AAiAAEAAAAAAAICAAABAAAAAAH0",
        "AfQAAwAAMREhEQH0AfT+DAAAAAAAAQAAABoAAQACAAwAAQAAAAEAAv+cAAIAAQAoAAAAAAAEADYAAQAAAAAAAQAKAAAAAQAAAAAA",
        "AgAGAAoAAwABBAkAAQAUABAAAwABBAkAAgAMACRQcm9vZiBUZXN0U2hhcGVzAFAAcgBvAG8AZgAgAFQAZQBzAHQAUwBoAGEAcABl",
        "AHMAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAECAQMBBAEFAQYAAwEHBnNxdWFyZQRib3dsBGhhbGYEc2tl",
        "dwRwYWlyBXNtaWxlAA==",
    ].joined()

    func squareFont() throws -> FontFace {
        try FontFace(data: Data(base64Encoded: Self.shapesFont)!, name: "ProofTest-Shapes.ttf")
    }

    @Test func blendingIsExactForEveryCoverage() {
        let colors = [RGBA8(r: 0, g: 0, b: 0), RGBA8(r: 200, g: 30, b: 255), RGBA8(r: 10, g: 250, b: 99, a: 128), RGBA8(r: 255, g: 255, b: 255, a: 1)]
        let destinations = [RGBA8.white, RGBA8(r: 12, g: 34, b: 56), .clear, RGBA8(r: 90, g: 180, b: 45, a: 77)]
        for color in colors {
            for destination in destinations {
                for coverage in 1...255 {
                    var pixel = [destination.r, destination.g, destination.b, destination.a]
                    pixel.withUnsafeMutableBytes { blend(color, coverage: UInt8(coverage), into: $0, at: 0) }
                    let expected = referenceBlend(color, coverage, over: destination)
                    #expect(pixel == [expected.r, expected.g, expected.b, expected.a], "\(color) at \(coverage) over \(destination)")
                }
            }
        }
    }

    @Test func compositingFastPathsMatchTheExactFormula() {
        // Every coverage value once, over opaque and translucent pixels, in opaque and translucent colours.
        let mask = GlyphMask(width: 256, height: 1, left: 0, top: 0, coverage: (0...255).map { UInt8($0) })
        for color in [RGBA8(r: 0, g: 0, b: 0), RGBA8(r: 250, g: 7, b: 128), RGBA8(r: 30, g: 60, b: 90, a: 200)] {
            for destination in [RGBA8(r: 255, g: 255, b: 255), RGBA8(r: 3, g: 140, b: 251), RGBA8(r: 9, g: 9, b: 9, a: 254)] {
                var bitmap = Bitmap(width: 256, height: 1, fill: destination)
                bitmap.composite(mask, x: 0, y: 0, color: color)
                for coverage in 0...255 {
                    let expected = coverage == 0 ? destination : referenceBlend(color, coverage, over: destination)
                    #expect(bitmap[coverage, 0] == expected, "\(color) at \(coverage) over \(destination)")
                }
            }
        }
    }

    @Test func squareGlyphAtHalfPixelOffset() throws {
        let face = try squareFont()
        let square = try #require(face.glyph(for: "a"))
        var bitmap = Bitmap(width: 14, height: 12, fill: .white)
        // 10 px per em: the square is 10 × 10 px; pen at x = 1.5, baseline at y = 11.
        try bitmap.draw([GlyphPlacement(face: face, glyph: square, pixelsPerEm: 10, x: 1.5, baseline: 11)], color: .black, cache: cache)
        let row5 = (0..<14).map { bitmap[$0, 5].r }
        #expect(row5 == [255, 127, 0, 0, 0, 0, 0, 0, 0, 0, 0, 127, 255, 255])
        #expect((0..<12).map { bitmap[5, $0].r } == [255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255])
        #expect(bitmap[5, 5].a == 255)
        // On a transparent bitmap the colour stays black and coverage becomes alpha.
        var clear = Bitmap(width: 14, height: 12)
        try clear.draw([GlyphPlacement(face: face, glyph: square, pixelsPerEm: 10, x: 1.5, baseline: 11)], color: .black, cache: cache)
        #expect(clear[1, 5] == RGBA8(r: 0, g: 0, b: 0, a: 128))
        #expect(clear[2, 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func glyphsOutsideTheBitmapAreClipped() throws {
        let face = try squareFont()
        let square = try #require(face.glyph(for: "a"))
        var bitmap = Bitmap(width: 4, height: 4, fill: .white)
        try bitmap.draw([
            GlyphPlacement(face: face, glyph: square, pixelsPerEm: 10, x: -8, baseline: 2),
            GlyphPlacement(face: face, glyph: square, pixelsPerEm: 10, x: 3, baseline: 100),
            GlyphPlacement(face: face, glyph: square, pixelsPerEm: 10, x: .infinity, baseline: 2),
        ], color: .black, cache: cache)
        #expect((0..<4).map { bitmap[$0, 0].r } == [0, 0, 255, 255])
        #expect((0..<4).map { bitmap[$0, 2].r } == [255, 255, 255, 255])
    }

    @Test func laidOutTextAndMissingCharacters() throws {
        let paragraph = try TextParagraph("Hi 中", format: TextFormat(family: "Inter", weight: .semibold, size: 17), scale: 2)
        let layout = paragraph.layout()
        #expect(layout.missingCharacters == ["中"])
        var bitmap = Bitmap(width: Int(layout.size.width * 2), height: Int(layout.size.height * 2), fill: .white)
        try bitmap.draw(layout, of: paragraph, cache: cache)
        // The ideograph is drawn as Inter's .notdef box: ink right of the space.
        let notdefX = Int(layout.lines[0].glyphs[3].x * 2)
        let ink = (notdefX..<bitmap.width).contains { x in (0..<bitmap.height).contains { bitmap[x, $0].r < 128 } }
        #expect(ink)
        #expect(bitmap.contentHash == 14646327224078139225)
    }

    @Test func colourEmojiKeepTheirColoursAndSitOnTheLine() throws {
        // 🦄 at 17 pt @3x: Noto's 136 × 128 picture (128 pixels per em as declared) scaled by
        // 51/128 to 54 × 51 pixels, 2 pixels left of the pen, its top 45 pixels above the
        // baseline (7/8 em, as Apple Color Emoji sits).
        let face = FontLibrary.bundledEmojiFace
        let unicorn = try #require(face.glyph(for: "🦄"))
        let mask = try #require(try ColorGlyphRaster.mask(face: face, glyph: unicorn, size64: 51 * 64, cache: cache))
        let box: [Int] = [mask.width, mask.height, mask.left, mask.top]
        #expect(box == [54, 51, -2, -45])
        #expect(mask.colors?.count == 54 * 51 * 3)
        // The same picture from the cache.
        #expect(try ColorGlyphRaster.mask(face: face, glyph: unicorn, size64: 51 * 64, cache: cache) == mask)

        let paragraph = try TextParagraph("a🦄", format: TextFormat(size: 17), scale: 3)
        let layout = paragraph.layout()
        #expect(layout.missingCharacters.isEmpty)
        func draw(_ color: TextColor) throws -> Bitmap {
            var format = paragraph.format
            format.color = color
            let colored = try TextParagraph("a🦄", format: format, scale: 3)
            var bitmap = Bitmap(width: Int((layout.size.width * 3).rounded(.up)), height: Int((layout.size.height * 3).rounded(.up)), fill: .white)
            try bitmap.draw(colored.layout(), of: colored, cache: cache)
            return bitmap
        }
        let black = try draw(.black), red = try draw(TextColor(red: 255, green: 0, blue: 0))
        // The emoji ignores the text colour; the letter does not.
        let emojiLeft = Int((layout.lines[0].glyphs[1].x * 3).rounded()) - 2
        let columns = emojiLeft..<black.width
        let rows = 0..<black.height
        #expect(columns.allSatisfy { x in rows.allSatisfy { black[x, $0] == red[x, $0] } })
        #expect(black != red)
        // Colour, not grey: some pixel has clearly different channels.
        #expect(columns.contains { x in rows.contains { y in abs(Int(black[x, y].r) - Int(black[x, y].b)) > 60 } })
        // Byte-exact: the same pixels on every machine.
        #expect(black.contentHash == Self.emojiHash)
    }

    /// The content hash of "a🦄" drawn above, pinned so that any change to decoding, scaling or
    /// compositing shows.
    static let emojiHash: UInt64 = 9598250403101814411
}
