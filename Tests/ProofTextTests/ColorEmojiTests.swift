import Foundation
import Testing
@testable import ProofText

/// Colour emoji: the bundled emoji face in the fallback chain, presentation selectors, and the
/// font's own GSUB for skin tones, ZWJ sequences, keycaps and flags. Glyph ids are those of
/// `ProofEmoji.ttf` as fontTools lists them (`ttx -t GSUB`).
@Suite struct ColorEmojiTests {
    let emoji = FontLibrary.bundledEmojiFace

    /// The glyphs of the first line, with the face each comes from (nil: the paragraph's face).
    func glyphs(_ text: String, size: Double = 17) throws -> [PositionedGlyph] {
        try TextParagraph(text, format: TextFormat(size: size)).layout().lines[0].glyphs
    }

    func emojiGlyphs(_ text: String) throws -> [UInt16] {
        try glyphs(text).filter { $0.face == emoji }.map(\.glyph.rawValue)
    }

    @Test func theFaceIsABitmapOnlyColourFont() throws {
        #expect(emoji.hasColorGlyphs)
        #expect(emoji.fullName == "Noto Color Emoji")
        #expect(emoji.glyphCount == 717)
        // Apple Color Emoji's metrics in kind: 1 em advance, ascent 1 em, descent 0.3125 em.
        let unicorn = try #require(emoji.glyph(for: "🦄"))
        #expect(emoji.advance(of: unicorn) == emoji.unitsPerEm)
        #expect(emoji.metrics.ascender == 2048 && emoji.metrics.descender == -640)
        #expect(emoji.outline(of: unicorn).isEmpty)
        let bitmap = try #require(try emoji.colorBitmap(of: unicorn, pixelsPerEm: 51))
        let placement: [Int] = [bitmap.width, bitmap.height, bitmap.bearingX, bitmap.bearingY, bitmap.pixelsPerEm]
        #expect(placement == [136, 128, -4, 112, 128])
        #expect(bitmap.png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Inter has no colour glyphs.
        #expect(!FontLibrary.bundledFaces[0].hasColorGlyphs)
        #expect(try FontLibrary.bundledFaces[0].colorBitmap(of: GlyphID(36), pixelsPerEm: 51) == nil)
    }

    @Test func anEmojiIsDrawnFromTheColourFaceAndAdvancesOneEm() throws {
        let paragraph = try TextParagraph("a🦄b", format: TextFormat(size: 17))
        #expect(paragraph.missingCharacters.isEmpty)
        let line = try glyphs("a🦄b")
        #expect(line.map(\.face) == [nil, emoji, nil])
        #expect(line[1].glyph.rawValue == 597)
        #expect(abs((line[2].x - line[1].x) - 17) < 1e-9)
    }

    @Test func skinTonesZWJSequencesKeycapsAndFlagsAreLigaturesOfTheFont() throws {
        #expect(try emojiGlyphs("👍🏽") == [682])
        #expect(try emojiGlyphs("👍") == [341])
        #expect(try emojiGlyphs("👨‍👩‍👧‍👦") == [698])
        #expect(try emojiGlyphs("👨‍💻") == [699])
        #expect(try emojiGlyphs("1️⃣") == [615])
        #expect(try emojiGlyphs("🇫🇷") == [643])
        #expect(try emojiGlyphs("🏴󠁧󠁢󠁥󠁮󠁧󠁿") == [666])
        // Sequences with U+FE0F inside: the selector is not part of the font's ligature.
        #expect(try emojiGlyphs("🏳️‍🌈") == [664])
        #expect(try emojiGlyphs("❤️‍🔥") == [629])
        // A whole family advances one em, as one glyph.
        let family = try glyphs("👨‍👩‍👧‍👦x")
        #expect(family.count == 2 && abs(family[1].x - 17) < 1e-9)
        // A ZWJ sequence the font lacks shows its parts, and no joiner.
        #expect(try emojiGlyphs("👨‍🦄") == [362, 597])
    }

    @Test func variationSelectorsChooseThePresentation() throws {
        // U+FE0F: emoji presentation, even where Inter has the character (©, the digit 1).
        #expect(try glyphs("©️").map(\.face) == [emoji])
        #expect(try glyphs("©").map(\.face) == [nil])
        #expect(try glyphs("©︎").map(\.face) == [nil])
        #expect(try glyphs("1").map(\.face) == [nil])
        // ❤ is text by default; no text font has it, so the emoji face draws it either way.
        #expect(try emojiGlyphs("❤️") == [78])
        #expect(try TextParagraph("❤︎", format: TextFormat(size: 17)).missingCharacters.isEmpty)
    }

    @Test func anEmojiOutsideTheSubsetIsReportedMissing() throws {
        let paragraph = try TextParagraph("ok 🫠", format: TextFormat(size: 17))
        #expect(paragraph.missingCharacters == ["\u{1FAE0}"])
    }

    @Test func aDamagedBitmapIndexIsAClearError() throws {
        let url = try #require(FontLibrary.bundledEmojiFileURL)
        var bytes = [UInt8](try Data(contentsOf: url))
        let (cblc, _) = try #require(Self.table("CBLC", in: bytes))
        // The first strike's index subtable array offset, far past the table.
        bytes.replaceSubrange((cblc + 8)..<(cblc + 12), with: [0x7F, 0, 0, 0])
        #expect(throws: FontError.self) { try FontFace(data: bytes, name: "bad.ttf") }
        do {
            _ = try FontFace(data: bytes, name: "bad.ttf")
        } catch {
            #expect(error.kind == .truncated && error.table == "CBLC")
            #expect(error.description.contains("the index subtable array of strike 0"))
        }
    }

    /// The offset and length of table `tag` in a font file.
    static func table(_ tag: String, in bytes: [UInt8]) -> (offset: Int, length: Int)? {
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count {
            let at = 12 + index * 16
            if String(decoding: bytes[at..<(at + 4)], as: UTF8.self) == tag { return (u32(at + 8), u32(at + 12)) }
        }
        return nil
    }
}
