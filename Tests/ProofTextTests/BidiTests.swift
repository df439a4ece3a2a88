import Testing
import ProofBase
@testable import ProofText

/// The Unicode Bidirectional Algorithm on its own (levels, runs, mirroring, hostile input)
/// and in text layout (visual order, mirrored brackets, the left-to-right fast path).
@Suite struct BidiTests {
    static let alef: Unicode.Scalar = "\u{5D0}", bet: Unicode.Scalar = "\u{5D1}", gimel: Unicode.Scalar = "\u{5D2}"

    func bidi(_ text: String, _ direction: BidiDirection = .leftToRight) -> BidiText {
        BidiText(text.unicodeScalars, direction: direction)
    }

    @Test func classesFromTheTable() {
        #expect(BidiClass("a") == .leftToRight)
        #expect(BidiClass(Self.alef) == .rightToLeft)
        #expect(BidiClass("\u{627}") == .arabicLetter)
        #expect(BidiClass("1") == .europeanNumber)
        #expect(BidiClass("\u{661}") == .arabicNumber)
        #expect(BidiClass(" ") == .whiteSpace)
        #expect(BidiClass("\n") == .paragraphSeparator)
        #expect(BidiClass("\t") == .segmentSeparator)
        #expect(BidiClass("\u{301}") == .nonspacingMark)
        #expect(BidiClass("\u{2067}") == .rightToLeftIsolate)
        // Unassigned code points take the defaults of DerivedBidiClass.txt's @missing lines.
        #expect(BidiClass("\u{5FF}") == .rightToLeft)
        #expect(BidiClass("\u{8FF}") == .nonspacingMark)  // assigned in 15.0
        #expect(BidiClass("\u{10FFFF}") == .boundaryNeutral)
        #expect(BidiClass.allCases.map(\.abbreviation).joined(separator: " ") == BidiTable.classNames)
        #expect(BidiClass(abbreviation: "NSM") == .nonspacingMark)
        #expect(BidiClass(abbreviation: "XX") == nil)
    }

    @Test func mirroring() {
        #expect(BidiText.mirror(of: "(") == ")")
        #expect(BidiText.mirror(of: "]") == "[")
        #expect(BidiText.mirror(of: "\u{AB}") == "\u{BB}")
        #expect(BidiText.mirror(of: "a") == nil)
        #expect(BidiProperties.bracket(("(" as Unicode.Scalar).value) == 0x28 << 1 | 1)
        #expect(BidiProperties.bracket((")" as Unicode.Scalar).value) == 0x28 << 1)
        // BD16 matches canonically equivalent brackets: U+2329 pairs with U+3009.
        #expect(BidiProperties.bracket(0x2329) >> 1 == BidiProperties.bracket(0x3009) >> 1)
    }

    @Test func levelsOrderAndRuns() {
        let text = "abc \u{5D0}\u{5D1}\u{5D2} 12"
        let ltr = bidi(text)
        // The number follows the Hebrew (W7 finds R before it), the space between them too.
        #expect(ltr.levels == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2])
        #expect(ltr.visualOrder(0..<10) == [0, 1, 2, 3, 8, 9, 7, 6, 5, 4])
        #expect(ltr.visualRuns(0..<10) == [
            BidiRun(range: 0..<4, level: 0), BidiRun(range: 8..<10, level: 2), BidiRun(range: 4..<8, level: 1),
        ])
        #expect(ltr.visualRuns(0..<3) == [BidiRun(range: 0..<3, level: 0)])
        let rtl = bidi(text, .rightToLeft)
        #expect(rtl.paragraphs == [BidiParagraph(range: 0..<10, level: 1)])
        #expect(rtl.levels == [2, 2, 2, 1, 1, 1, 1, 1, 2, 2])
        #expect(rtl.visualOrder(0..<10) == [8, 9, 7, 6, 5, 4, 3, 0, 1, 2])
        #expect(bidi(text, .firstStrong).paragraphs[0].level == 0)
        #expect(bidi("\u{5D0}bc", .firstStrong).paragraphs[0].level == 1)
    }

    /// L1: trailing spaces and spaces before a tab go back to the paragraph level.
    @Test func lineRulesResetTrailingWhiteSpace() {
        let text = bidi("\u{5D0} \t\u{5D1}  ", .leftToRight)
        // The space and tab between two Hebrew letters are right to left (N1); the trailing
        // spaces follow the paragraph (eos).
        #expect(text.levels == [1, 1, 1, 1, 0, 0])
        #expect(text.lineLevels(0..<6) == [1, 0, 0, 1, 0, 0])
        #expect(text.lineLevels(0..<2) == [1, 0])
    }

    /// P1: each paragraph gets its own level with `.firstStrong`.
    @Test func paragraphs() {
        let text = bidi("abc\n\u{5D0}\u{5D1}\u{2029}", .firstStrong)
        #expect(text.paragraphs == [BidiParagraph(range: 0..<4, level: 0), BidiParagraph(range: 4..<7, level: 1)])
        #expect(text.paragraphLevel(at: 5) == 1)
        #expect(text.lineLevels(4..<7) == [1, 1, 1])
    }

    @Test func emptyAndOddInput() {
        let empty = bidi("")
        #expect(empty.levels == [])
        #expect(empty.paragraphs == [])
        #expect(empty.visualOrder(0..<0) == [])
        #expect(empty.visualRuns(0..<0) == [])
        #expect(BidiText(classes: [], direction: .firstStrong).levels == [])
        // U+FFFD, a combining mark with nothing to combine with, and lone controls.
        let odd = bidi("\u{301}\u{FFFD}\u{202C}\u{2069}\u{5D0}\u{301}", .rightToLeft)
        #expect(odd.levels == [1, 1, 1, 1, 1, 1])
        #expect(odd.visualOrder(0..<6) == [5, 4, 3, 1, 0])
        #expect(bidi("\u{301}").levels == [0])
        #expect(bidi("\u{301}", .rightToLeft).levels == [1])
    }

    /// 10,000 nested controls of every kind: levels stop at 125 (126 after I1–I2), the
    /// overflow counters absorb the rest, and nothing recurses.
    @Test func deeplyNestedControls() {
        let depth = 10_000
        for opener in ["\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}"] {
            let closer = ["\u{2066}", "\u{2067}", "\u{2068}"].contains(opener) ? "\u{2069}" : "\u{202C}"
            let text = String(repeating: opener, count: depth) + "a\u{5D0}1" + String(repeating: closer, count: depth) + "b"
            let result = bidi(text)
            #expect(result.levels.count == 2 * depth + 4)
            #expect(result.levels.max()! <= 126, "\(opener.unicodeScalars.first!.value)")
            #expect(result.levels.last == 0, "text after the closers is back at the paragraph level")
            let order = result.visualOrder(0..<result.levels.count)
            #expect(Set(order).count == order.count)
            #expect(order.last == 2 * depth + 3)
        }
        // Unbalanced: openers only, closers only, and alternating pairs.
        let openers = bidi(String(repeating: "\u{2067}\u{202B}", count: depth) + "a")
        #expect(openers.levels.max()! <= 126)
        let closers = bidi(String(repeating: "\u{2069}\u{202C}", count: depth) + "\u{5D0}")
        #expect(closers.levels.last == 1)
        let pairs = bidi(String(repeating: "\u{2067}a\u{2069}", count: depth))
        #expect(pairs.levels.prefix(6) == [0, 2, 0, 0, 2, 0])
        // The bracket stack of BD16 stops at 63 and brackets past it stay neutral.
        let brackets = bidi("\u{5D0}" + String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100), .rightToLeft)
        #expect(brackets.levels.count == 202)
    }

    // MARK: Layout

    /// The grid font draws every character 10 pt wide at 20 pt, as its own glyph.
    func layout(_ text: String, direction: LayoutDirection, width: Double = .infinity,
                _ configure: (inout TextFormat) -> Void = { _ in }) throws -> TextLayout {
        var format = TextFormat(size: 20, lineHeight: 25)
        configure(&format)
        return try TextParagraph(text, format: format, source: GridFont(), face: TextLayoutTests.inter,
                                 scale: 1, direction: direction).layout(width: width)
    }

    @Test func layoutReordersRightToLeftRuns() throws {
        // "ab אבג 12": the Hebrew word reads right to left inside a left-to-right line, and
        // the number after it joins its run (W7 leaves it European, N1 makes the space
        // between right to left), so it shows left of the Hebrew: "ab 12 גבא".
        let line = try #require(try layout("ab \u{5D0}\u{5D1}\u{5D2} 12", direction: .leftToRight).lines.first)
        #expect(line.glyphs.map(\.scalarOffset) == [0, 1, 2, 7, 8, 6, 5, 4, 3])
        #expect(line.glyphs.map(\.x) == [0, 10, 20, 30, 40, 50, 60, 70, 80])
        #expect(line.width == 90)
        // In a right-to-left paragraph "ab 12" (the number is left to right after "ab", W7)
        // comes left of the Hebrew, and the line sits against the right edge.
        let rtl = try #require(try layout("\u{5D0}\u{5D1} ab 12", direction: .rightToLeft, width: 100).lines.first)
        #expect(rtl.glyphs.map(\.scalarOffset) == [3, 4, 5, 6, 7, 2, 1, 0])
        #expect(rtl.glyphs.map(\.x) == [20, 30, 40, 50, 60, 70, 80, 90])
        #expect(rtl.x == 20)
        #expect(rtl.width == 80)
    }

    @Test func layoutMirrorsBracketsInRightToLeftRuns() throws {
        let line = try #require(try layout("\u{5D0}(\u{5D1})", direction: .rightToLeft).lines.first)
        #expect(line.glyphs.map(\.scalarOffset) == [3, 2, 1, 0])
        // "(" and ")" at odd levels draw each other's glyph.
        #expect(line.glyphs.map(\.glyph.rawValue) == [0x28, 0x5D1, 0x29, 0x5D0])
        // Left to right, brackets around English stay as they are.
        let ltr = try #require(try layout("\u{5D0} (a)", direction: .leftToRight).lines.first)
        #expect(ltr.glyphs.map(\.glyph.rawValue) == [0x5D0, 0x20, 0x28, 0x61, 0x29])
    }

    @Test func layoutWrapsThenReordersEachLine() throws {
        // Two Hebrew words on two lines: each line is reordered on its own (L2 per line),
        // the space at the break hangs at the left in a right-to-left paragraph.
        let layout = try layout("\u{5D0}\u{5D1} \u{5D2}\u{5D3}", direction: .rightToLeft, width: 25)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].glyphs.map(\.scalarOffset) == [2, 1, 0])
        #expect(layout.lines[0].glyphs.map(\.x) == [-10 + layout.lines[0].x, 0 + layout.lines[0].x, 10 + layout.lines[0].x])
        #expect(layout.lines[1].glyphs.map(\.scalarOffset) == [4, 3])
    }

    @Test func truncationMarkGoesToTheLeftInRightToLeftParagraphs() throws {
        let layout = try layout("\u{5D0}\u{5D1}\u{5D2}\u{5D3}\u{5D4}\u{5D5}", direction: .rightToLeft, width: 45) {
            $0.lineLimit = 1
        }
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated)
        // "…" first (leftmost), then the kept letters last to first.
        #expect(line.glyphs.first?.scalarOffset == line.scalarRange.upperBound)
        #expect(line.glyphs.dropFirst().map(\.scalarOffset) == Array((0..<line.scalarRange.upperBound).reversed()))
        let xs = line.glyphs.map { $0.x - line.x }
        #expect(xs == xs.sorted())
    }

    /// Text without right-to-left characters keeps the placement it had before bidi, in both
    /// directions (the references of every snapshot depend on it).
    @Test func leftToRightTextIsUntouched() throws {
        for direction in LayoutDirection.allCases {
            let paragraph = try TextParagraph("Hello (world), 12!", format: TextFormat(size: 20), source: GridFont(),
                                              face: TextLayoutTests.inter, scale: 1, direction: direction)
            #expect(paragraph.bidi == nil)
            let line = try #require(paragraph.layout(width: 300).lines.first)
            #expect(line.glyphs.map(\.scalarOffset) == Array(0..<18))
            #expect(line.glyphs.map(\.glyph.rawValue) == "Hello (world), 12!".unicodeScalars.map { UInt16($0.value) })
        }
        #expect(!BidiText.containsRightToLeft("Crème brûlée — 10 €".unicodeScalars))
        #expect(BidiText.containsRightToLeft("a\u{200F}".unicodeScalars))
        #expect(BidiText.containsRightToLeft("\u{661}".unicodeScalars))
    }

    /// Hostile text through layout: never a crash, every scalar drawn once at most.
    @Test func layoutOfHostileText() throws {
        let texts = [
            "",
            String(repeating: "\u{202B}", count: 10_000) + "\u{5D0}(a" + String(repeating: "\u{202C}", count: 10_000),
            String(repeating: "\u{2067}\u{5D0}", count: 5_000) + String(repeating: "\u{2069}", count: 3),
            "\u{301}\u{FFFD}\u{5D0}\u{301}\n\u{202E}abc\u{2029}",
        ]
        for text in texts {
            for direction in LayoutDirection.allCases {
                let result = try layout(text, direction: direction, width: 50)
                let offsets = result.lines.flatMap { $0.glyphs.map(\.scalarOffset) }
                #expect(Set(offsets).count == offsets.count)
            }
        }
    }
}
