import Testing
import ProofBase
@testable import ProofText

/// A font with round numbers: 1000 units per em, every glyph 500 units wide (10 pt at 20 pt),
/// "i" 250, combining marks 0, "A" then "V" kerned by -100; "€" and CJK are missing.
struct GridFont: GlyphSource {
    var unitsPerEm: Int { 1000 }
    var verticalMetrics: (ascender: Int, descender: Int, lineGap: Int) { (800, -200, 100) }

    func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
        let value = scalar.value
        if value == 0x20AC || value >= 0x3000 { return nil }
        return GlyphID(UInt16(truncatingIfNeeded: max(value & 0x7FFF, 1)))
    }

    func advance(of glyph: GlyphID) -> Int {
        switch glyph.rawValue {
        case 0: 600
        case UInt16(("i" as Unicode.Scalar).value): 250
        case 0x0301: 0
        default: 500
        }
    }

    func kerning(_ left: GlyphID, _ right: GlyphID) -> Int {
        left.rawValue == UInt16(("A" as Unicode.Scalar).value) && right.rawValue == UInt16(("V" as Unicode.Scalar).value) ? -100 : 0
    }
}

@Suite struct TextLayoutTests {
    static let inter = FontLibrary.bundled.face(family: "Inter")!

    /// `text` at 20 pt on the grid font (10 pt per character), 25 pt lines unless given.
    func grid(
        _ text: String, width: Double = .infinity, lineHeight: Double? = 25, scale: Double = 1,
        direction: LayoutDirection = .leftToRight, _ configure: (inout TextFormat) -> Void = { _ in }
    ) throws -> TextLayout {
        var format = TextFormat(size: 20, lineHeight: lineHeight)
        configure(&format)
        let paragraph = try TextParagraph(text, format: format, source: GridFont(), face: Self.inter,
                                          scale: scale, direction: direction)
        return paragraph.layout(width: width)
    }

    func texts(_ layout: TextLayout, _ text: String) -> [String] {
        layout.lines.map { String(text[$0.range]) }
    }

    @Test func singleLine() throws {
        let layout = try grid("Hello")
        #expect(layout.lines.count == 1)
        let line = try #require(layout.lines.first)
        #expect(line.glyphs.map(\.x) == [0, 10, 20, 30, 40])
        #expect(line.glyphs.map(\.scalarOffset) == [0, 1, 2, 3, 4])
        #expect(line.glyphs.map(\.glyph.rawValue) == "Hello".unicodeScalars.map { UInt16($0.value) })
        #expect(line.width == 50)
        #expect(line.scalarRange == 0..<5)
        #expect(layout.size == Size(width: 50, height: 25))
        #expect(!layout.isTruncated)
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func emptyText() throws {
        let layout = try grid("")
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(layout.firstBaseline == nil)
    }

    @Test func wrapsAtBreakOpportunitiesWithHangingSpaces() throws {
        let text = "aaa bbb ccc"
        let layout = try grid(text, width: 65)
        #expect(texts(layout, text) == ["aaa ", "bbb ", "ccc"])
        #expect(layout.lines.map(\.width) == [30, 30, 30])
        #expect(layout.lines.map(\.top) == [0, 25, 50])
        #expect(layout.size == Size(width: 30, height: 75))
        // The space after "aaa" hangs: 30 pt is enough for "aaa ".
        #expect(texts(try grid(text, width: 30), text) == ["aaa ", "bbb ", "ccc"])
        // Several spaces all hang; the second line starts at the next word.
        #expect(texts(try grid("aaa    bbb", width: 35), "aaa    bbb") == ["aaa    ", "bbb"])
        // Just under: a word that does not fit goes to the next line.
        #expect(texts(try grid(text, width: 69.9), text) == ["aaa ", "bbb ", "ccc"])
        #expect(texts(try grid(text, width: 70), text) == ["aaa bbb ", "ccc"])
    }

    @Test func mandatoryBreaks() throws {
        let text = "a\nb\r\nc\u{2028}d"
        let layout = try grid(text)
        #expect(texts(layout, text) == ["a\n", "b\r\n", "c\u{2028}", "d"])
        #expect(layout.lines.map(\.width) == [10, 10, 10, 10])
        #expect(layout.lines[1].glyphs.map(\.scalarOffset) == [2])
        // A trailing newline adds no line; an empty line in the middle counts.
        #expect(try grid("a\n").lines.count == 1)
        #expect(texts(try grid("a\n\nb"), "a\n\nb") == ["a\n", "\n", "b"])
        #expect(try grid("a\n\nb").lines[1].glyphs.isEmpty)
        #expect(try grid("\n").lines.count == 1)
    }

    @Test func longWordsBreakBetweenGraphemeClusters() throws {
        let text = "abcdefghjk"
        #expect(texts(try grid(text, width: 35), text) == ["abc", "def", "ghj", "k"])
        // "i" is narrow (5 pt): "ghij" fits in 35.
        #expect(texts(try grid("abcdefghij", width: 35), "abcdefghij") == ["abc", "def", "ghij"])
        // A narrower line than one cluster still takes one cluster per line.
        #expect(texts(try grid("abc", width: 5), "abc") == ["a", "b", "c"])
        #expect(texts(try grid("abc", width: -3), "abc") == ["a", "b", "c"])
        // Spaces after a cluster break stay on its line: no line starts with a space.
        #expect(texts(try grid("ab cd", width: 0), "ab cd") == ["a", "b ", "c", "d"])
        // "e" + COMBINING ACUTE is one cluster: never split from its mark.
        let accented = "ae\u{301}e\u{301}e\u{301}"
        #expect(texts(try grid(accented, width: 25), accented) == ["ae\u{301}", "e\u{301}e\u{301}"])
        // A flag (two regional indicators) stays whole.
        let flags = "🇫🇷🇩🇪"
        #expect(texts(try grid(flags, width: 15), flags) == ["🇫🇷", "🇩🇪"])
        // Break opportunities win over cluster breaks: "ab cdefgh" at 45 → "ab ", then clusters.
        #expect(texts(try grid("ab cdefgh", width: 45), "ab cdefgh") == ["ab ", "cdef", "gh"])
    }

    @Test func alignment() throws {
        func offsets(_ alignment: TextAlignment, _ direction: LayoutDirection) throws -> [Double] {
            try grid("aaa bb", width: 45, direction: direction) { $0.alignment = alignment }.lines.map(\.x)
        }
        #expect(try offsets(.leading, .leftToRight) == [0, 0])
        #expect(try offsets(.natural, .leftToRight) == [0, 0])
        #expect(try offsets(.left, .rightToLeft) == [0, 0])
        #expect(try offsets(.trailing, .leftToRight) == [15, 25])
        #expect(try offsets(.right, .leftToRight) == [15, 25])
        #expect(try offsets(.natural, .rightToLeft) == [15, 25])
        #expect(try offsets(.leading, .rightToLeft) == [15, 25])
        #expect(try offsets(.trailing, .rightToLeft) == [0, 0])
        #expect(try offsets(.center, .leftToRight) == [7.5, 12.5])
        #expect(try offsets(.center, .rightToLeft) == [7.5, 12.5])
        // Glyph positions include the offset.
        let right = try grid("aaa bb", width: 45) { $0.alignment = .right }
        #expect(right.lines[1].glyphs.map(\.x) == [25, 35])
        // Unbounded: aligned within the widest line.
        let centred = try grid("aaaa\nbb") { $0.alignment = .center }
        #expect(centred.alignmentWidth == 40)
        #expect(centred.lines.map(\.x) == [0, 10])
    }

    @Test func letterSpacingGoesBetweenClusters() throws {
        let layout = try grid("abc e\u{301}f") { $0.letterSpacing = 2 }
        let line = try #require(layout.lines.first)
        // a, b, c, space, e, U+0301 (same cluster: no gap, zero advance), f
        #expect(line.glyphs.map(\.x) == [0, 12, 24, 36, 48, 58, 60])
        #expect(line.width == 70)
        // Spacing counts when wrapping: "abc" is 34 pt wide with 2 pt spacing.
        #expect(texts(try grid("abc abc", width: 34) { $0.letterSpacing = 2 }, "abc abc") == ["abc ", "abc"])
        #expect(texts(try grid("abc abc", width: 33) { $0.letterSpacing = 2 }, "abc abc") == ["ab", "c ", "ab", "c"])
        // Negative spacing tightens.
        #expect(try grid("abc") { $0.letterSpacing = -1 }.lines[0].width == 28)
    }

    @Test func kerning() throws {
        let line = try #require(try grid("AVA").lines.first)
        #expect(line.glyphs.map(\.x) == [0, 8, 18])
        #expect(line.width == 28)
        // No kerning across a line break: "V" starts its line at 0.
        let wrapped = try grid("A\u{200B}V", width: 15)
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.lines[1].glyphs.map(\.x) == [0])
    }

    @Test func tailTruncation() throws {
        let text = "aaa bbb ccc"
        let layout = try grid(text, width: 65) { $0.lineLimit = 2 }
        #expect(layout.isTruncated)
        #expect(texts(layout, text) == ["aaa ", "bbb c"])
        #expect(layout.lines.map(\.isTruncated) == [false, true])
        let last = layout.lines[1]
        let ellipsis = GridFont().glyph(for: "\u{2026}")!
        #expect(last.glyphs.map(\.glyph) == "bbb c".unicodeScalars.map { GridFont().glyph(for: $0)! } + [ellipsis])
        #expect(last.glyphs.last?.x == 50)
        #expect(last.glyphs.last?.scalarOffset == 9)
        #expect(last.width == 60)
        #expect(layout.size == Size(width: 60, height: 50))
        // Spaces before the mark are dropped: "bbb…", not "bbb …".
        let tight = try grid(text, width: 45) { $0.lineLimit = 2 }
        #expect(tight.lines[1].glyphs.map(\.scalarOffset) == [4, 5, 6, 8])
        #expect(tight.lines[1].width == 40)
        // Text that fits is not truncated, even at the limit.
        #expect(try grid(text, width: 65) { $0.lineLimit = 3 }.isTruncated == false)
        #expect(try grid("aaa\n") { $0.lineLimit = 1 }.isTruncated == false)
        // A newline after the last allowed line truncates it.
        let lines = try grid("a\nb\nc") { $0.lineLimit = 2 }
        #expect(texts(lines, "a\nb\nc") == ["a\n", "b\n"])
        #expect(lines.lines[1].glyphs.map(\.scalarOffset) == [2, 4])
        // Only room for the mark.
        let mark = try grid("abc", width: 5) { $0.lineLimit = 1 }
        #expect(mark.lines[0].glyphs.map(\.glyph) == [ellipsis])
        #expect(mark.lines[0].scalarRange == 0..<0)
        // Letter spacing applies before the mark too.
        let spaced = try grid("abcdef", width: 50) { $0.lineLimit = 1; $0.letterSpacing = 1 }
        #expect(spaced.lines[0].glyphs.map(\.x) == [0, 11, 22, 33])
        #expect(spaced.lines[0].width == 43)
    }

    @Test func headTruncationKeepsTheEndOfTheText() throws {
        let text = "aaa bbb ccc ddd"
        let ellipsis = GridFont().glyph(for: "\u{2026}")!
        let head = try grid(text, width: 65) { $0.lineLimit = 1; $0.truncation = .head }
        #expect(head.isTruncated)
        let line = head.lines[0]
        // "…c ddd": the mark, then the clusters of the end that fit in the 55 pt it leaves.
        #expect(line.glyphs.map(\.glyph) == [ellipsis] + "c ddd".unicodeScalars.map { GridFont().glyph(for: $0)! })
        #expect(line.glyphs.map(\.x) == [0, 10, 20, 30, 40, 50])
        #expect(line.glyphs.map(\.scalarOffset) == [0, 10, 11, 12, 13, 14])
        #expect(line.width == 60)
        #expect(line.scalarRange == 0..<15)
        // Only the last allowed line is cut; it stands for the rest of the text.
        let two = try grid(text, width: 65) { $0.lineLimit = 2; $0.truncation = .head }
        #expect(texts(two, text) == ["aaa ", "bbb ccc ddd"])
        #expect(two.lines.map(\.isTruncated) == [false, true])
        // The end kept is the last paragraph's: "…c", not "…b\nc".
        let paragraphs = try grid("a\nb\nc") { $0.lineLimit = 2; $0.truncation = .head }
        #expect(paragraphs.lines[1].glyphs.map(\.scalarOffset) == [2, 4])
        #expect(paragraphs.lines[1].glyphs.first?.glyph == ellipsis)
        // A space right after the mark is dropped: "…ddd", not "… ddd".
        let tight = try grid(text, width: 45) { $0.lineLimit = 1; $0.truncation = .head }
        #expect(tight.lines[0].glyphs.map(\.scalarOffset) == [0, 12, 13, 14])
        #expect(tight.lines[0].width == 40)
        // Letter spacing separates the mark from the end too.
        let spaced = try grid("abcdef", width: 50) { $0.lineLimit = 1; $0.truncation = .head; $0.letterSpacing = 1 }
        #expect(spaced.lines[0].glyphs.map(\.x) == [0, 11, 22, 33])
        #expect(spaced.lines[0].width == 43)
        // Measuring agrees with laying out.
        #expect(try TextParagraph(text, format: { var f = TextFormat(size: 20, lineHeight: 25); f.truncation = .head; f.lineLimit = 1; return f }(),
                                  source: GridFont(), face: Self.inter, scale: 1, direction: .leftToRight)
            .measure(width: 65, lineLimit: 0).width == 60)
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let text = "aaa bbb ccc ddd"
        let ellipsis = GridFont().glyph(for: "\u{2026}")!
        let middle = try grid(text, width: 65) { $0.lineLimit = 1; $0.truncation = .middle }
        let line = middle.lines[0]
        // "aa…ddd": the start within half of the 55 pt the mark leaves, then the end.
        #expect(line.glyphs.map(\.glyph) == "aa".unicodeScalars.map { GridFont().glyph(for: $0)! } + [ellipsis]
            + "ddd".unicodeScalars.map { GridFont().glyph(for: $0)! })
        #expect(line.glyphs.map(\.x) == [0, 10, 20, 30, 40, 50])
        #expect(line.glyphs.map(\.scalarOffset) == [0, 1, 2, 12, 13, 14])
        #expect(line.width == 60)
        #expect(middle.isTruncated)
        // Wider: "aaa…cc ddd", more of both ends, the start never past half.
        let wide = try grid(text, width: 105) { $0.lineLimit = 1; $0.truncation = .middle }
        #expect(wide.lines[0].glyphs.map(\.scalarOffset) == [0, 1, 2, 4, 9, 10, 11, 12, 13, 14])
        #expect(wide.lines[0].width == 100)
        // Text that fits is not truncated.
        #expect(try grid(text, width: 150) { $0.lineLimit = 1; $0.truncation = .middle }.isTruncated == false)
    }

    @Test func clipTruncation() throws {
        let text = "aaa bbb ccc"
        let layout = try grid(text, width: 65) { $0.lineLimit = 2; $0.truncation = .clip }
        #expect(texts(layout, text) == ["aaa ", "bbb "])
        #expect(layout.isTruncated)
        #expect(layout.lines.map(\.isTruncated) == [false, true])
        #expect(layout.lines[1].width == 30)
    }

    @Test func ellipsisFallsBackToThreePeriods() throws {
        struct NoEllipsis: GlyphSource {
            let base = GridFont()
            var unitsPerEm: Int { base.unitsPerEm }
            var verticalMetrics: (ascender: Int, descender: Int, lineGap: Int) { base.verticalMetrics }
            func glyph(for scalar: Unicode.Scalar) -> GlyphID? { scalar == "\u{2026}" ? nil : base.glyph(for: scalar) }
            func advance(of glyph: GlyphID) -> Int { base.advance(of: glyph) }
            func kerning(_ left: GlyphID, _ right: GlyphID) -> Int { base.kerning(left, right) }
        }
        var format = TextFormat(size: 20, lineHeight: 25)
        format.lineLimit = 1
        let layout = try TextParagraph("abcdef", format: format, source: NoEllipsis(), face: Self.inter,
                                       scale: 1, direction: .leftToRight).layout(width: 50)
        let period = GridFont().glyph(for: ".")!
        #expect(layout.lines[0].glyphs.map(\.glyph).suffix(3) == [period, period, period])
        #expect(layout.lines[0].glyphs.map(\.x) == [0, 10, 20, 30, 40])
        #expect(layout.lines[0].width == 50)
    }

    @Test func missingAndInvisibleCharacters() throws {
        let layout = try grid("a€b€\u{3042}")
        #expect(layout.missingCharacters == ["€", "\u{3042}"])
        #expect(layout.lines[0].glyphs.map(\.glyph) == [GridFont().glyph(for: "a")!, .notdef, GridFont().glyph(for: "b")!, .notdef, .notdef])
        #expect(layout.lines[0].glyphs.map(\.x) == [0, 10, 22, 32, 44])
        // Joiners, variation selectors, controls and BOM take no space and are not missing.
        let invisible = try grid("a\u{200D}b\u{FE0F}\u{0007}\u{FEFF}c")
        #expect(invisible.missingCharacters.isEmpty)
        #expect(invisible.lines[0].glyphs.map(\.scalarOffset) == [0, 2, 6])
        #expect(invisible.lines[0].width == 30)
        // A tab advances like a space.
        #expect(try grid("a\tb").lines[0].glyphs.map(\.x) == [0, 10, 20])
    }

    @Test func softHyphenShowsAHyphenAtTheBreak() throws {
        let text = "abc\u{AD}def"
        let layout = try grid(text, width: 45)
        #expect(texts(layout, text) == ["abc\u{AD}", "def"])
        let hyphen = GridFont().glyph(for: "\u{2010}")!
        #expect(layout.lines[0].glyphs.last?.glyph == hyphen)
        #expect(layout.lines[0].glyphs.map(\.x) == [0, 10, 20, 30])
        #expect(layout.lines[0].width == 40)
        // Without room for the hyphen the word breaks between clusters, with no hyphen.
        let narrow = try grid(text, width: 35)
        #expect(texts(narrow, text) == ["abc\u{AD}", "def"])
        #expect(narrow.lines[0].glyphs.map(\.scalarOffset) == [0, 1, 2])
        // Unbroken, the soft hyphen is invisible.
        #expect(try grid(text).lines[0].width == 60)
    }

    @Test func baselinesSnapToThePixelGrid() throws {
        // Ascent 16, descent 4: 5 pt of extra leading, half above: baseline 18.5 in a 25 pt line.
        #expect(try grid("a\nb", scale: 1).lines.map(\.baseline) == [19, 44])
        #expect(try grid("a\nb", scale: 2).lines.map(\.baseline) == [18.5, 43.5])
        #expect(try grid("a\nb", scale: 3).lines.map(\.baseline) == [56.0 / 3, 131.0 / 3])
        // Natural line height: ascender - descender + gap = 1100 units = 22 pt.
        let natural = try grid("a\nb", lineHeight: nil, scale: 1)
        #expect(natural.lineHeight == 22)
        #expect(natural.lines.map(\.top) == [0, 22])
        #expect(natural.lines.map(\.baseline) == [17, 39])
        // A line height smaller than the font's box: the glyphs overflow it evenly.
        #expect(try grid("a", lineHeight: 10, scale: 1).lines[0].baseline == 11)
    }

    @Test func rangesAreStringIndices() throws {
        let text = "Grüße, 世界 👋🏽 ok"
        let layout = try grid(text, width: 60)
        #expect(layout.lines.map { String(text[$0.range]) }.joined() == text)
        // 世, 界, 👋 and 🏽 are missing: .notdef is 12 pt wide.
        #expect(texts(layout, text) == ["Grüße, ", "世界 👋🏽 ", "ok"])
    }

    @Test func colours() {
        #expect(TextColor(hex: "#FF8000") == TextColor(red: 255, green: 128, blue: 0))
        #expect(TextColor(hex: "0a0b0c80") == TextColor(red: 10, green: 11, blue: 12, alpha: 128))
        #expect(TextColor(hex: "#FFF") == nil)
        #expect(TextColor(hex: "#GG0000") == nil)
        #expect(TextColor(hex: "#+F0000") == nil)
        #expect(TextColor(hex: "") == nil)
        #expect("\(TextColor(red: 255, green: 128, blue: 0))" == "#FF8000")
        #expect("\(TextColor(red: 1, green: 2, blue: 3, alpha: 4))" == "#01020304")
        #expect(TextFormat(.body).color == .black)
    }
}
