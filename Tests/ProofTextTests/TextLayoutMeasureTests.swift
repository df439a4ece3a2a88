import Testing
@testable import ProofText

@Suite struct TextLayoutMeasureTests {
    static let inter = FontLibrary.bundled.face(family: "Inter")!

    func grid(_ text: String, scale: Double = 1, _ configure: (inout TextFormat) -> Void = { _ in }) throws -> TextParagraph {
        var format = TextFormat(size: 20, lineHeight: 25)
        configure(&format)
        return try TextParagraph(text, format: format, source: GridFont(), face: Self.inter, scale: scale, direction: .leftToRight)
    }

    @Test func measuredWidthsRoundUpToPixelsAndLayOutTheSame() throws {
        // "i" is 5 pt: "aii" is 20 pt, "ai" 15 pt; at 20 pt size × 0.3 spacing widths are fractional.
        let paragraph = try grid("ai aii ai iia", scale: 3) { $0.letterSpacing = 0.3 }
        for width in stride(from: 10.0, through: 120, by: 0.7) {
            let measured = paragraph.measure(width: width, lineLimit: 0)
            #expect((measured.width * 3).rounded() == measured.width * 3)
            let atWidth = paragraph.layout(width: width)
            let atMeasured = paragraph.layout(width: measured.width)
            #expect(atWidth.lines.map(\.scalarRange) == atMeasured.lines.map(\.scalarRange), "width \(width)")
            #expect(atMeasured.size == measured)
        }
    }

    @Test func dynamicTypeWithInter() throws {
        let text = "Wave to the AVA team"
        let face = Self.inter
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let format = TextFormat(.body, category: category)
            let paragraph = try TextParagraph(text, format: format, scale: 3)
            #expect(paragraph.face.weight == .regular)
            let layout = paragraph.layout()
            #expect(layout.missingCharacters.isEmpty)
            #expect(layout.lineHeight == TextStyle.body.leading(in: category))
            // Pen positions: advances plus pair kerning, in font units, scaled once.
            var units = 0
            var previous: GlyphID?
            var expected: [Double] = []
            for scalar in text.unicodeScalars {
                let glyph = face.glyph(for: scalar)!
                if let previous { units += face.kerning(previous, glyph) }
                expected.append(Double(units) * format.size / Double(face.unitsPerEm))
                units += face.advance(of: glyph)
                previous = glyph
            }
            #expect(layout.lines[0].glyphs.map(\.x) == expected)
            #expect(layout.lines[0].width == Double(units) * format.size / Double(face.unitsPerEm))
            // Kerning is applied: "AV" sits closer than the advance of "A".
            let a = layout.lines[0].glyphs[12], v = layout.lines[0].glyphs[13]
            #expect(v.x - a.x < Double(face.advance(of: a.glyph)) * format.size / Double(face.unitsPerEm))
        }
        // Headline is semibold; emphasized large title is bold.
        #expect(try TextParagraph("x", format: TextFormat(.headline)).face.weight == .semibold)
        #expect(try TextParagraph("x", format: TextFormat(.largeTitle, emphasized: true)).face.weight == .bold)
    }

    @Test func interBaselineAndNaturalLineHeight() throws {
        // Inter: 2816 units per em, ascender 2728, descender -680, no line gap.
        let face = Self.inter
        #expect(face.metrics.unitsPerEm == 2816)
        let body = try TextParagraph("Hello\nworld", format: TextFormat(.body), scale: 3).layout()
        // Ascent 16.469, descent 4.105 in a 22 pt line: baseline 17.183, snapped to 3× → 17.333.
        #expect(body.lines.map(\.baseline) == [52.0 / 3, 118.0 / 3])
        let natural = try TextParagraph("Hello", format: TextFormat(size: 17), scale: 2).layout()
        #expect(natural.lineHeight == 3408.0 * 17 / 2816)
        #expect(natural.lines[0].baseline == 16.5)
    }

    @Test func missingCharactersWithInter() throws {
        // The emoji (with its skin tone) comes from the colour emoji face; the ideographs from no font.
        let layout = try TextParagraph("Hi 日本 👋🏽 ok", format: TextFormat(.body)).layout()
        #expect(layout.missingCharacters == ["日", "本"])
        #expect(layout.lines[0].glyphs.filter { $0.glyph == .notdef }.map(\.scalarOffset) == [3, 4])
        #expect(layout.lines[0].glyphs.filter { $0.face == FontLibrary.bundledEmojiFace }.map(\.scalarOffset) == [6])
        #expect(try TextParagraph("Grüße — “quoted” café…", format: TextFormat(.body)).missingCharacters.isEmpty)
    }

    @Test func customSizesScaleWithTheCategory() throws {
        let base = TextFormat(size: 15, lineHeight: 20, letterSpacing: 0.5)
        let scaled = base.scaled(relativeTo: .body, in: .accessibilityMedium)
        #expect(scaled.size == 15.0 * 28 / 17)
        #expect(scaled.lineHeight == 20.0 * 28 / 17)
        #expect(scaled.letterSpacing == 0.5 * 28 / 17)
        #expect(base.scaled(in: .large) == base)
        #expect(TextFormat(size: 15).scaled(in: .extraSmall).lineHeight == nil)
    }

    @Test func badInputGivesTypedErrors() throws {
        func error(_ format: TextFormat, scale: Double = 1) -> TextLayoutError? {
            do {
                _ = try TextParagraph("x", format: format, scale: scale)
                return nil
            } catch {
                return error
            }
        }
        #expect(error(TextFormat(family: "Helvetica")) == .fontNotFound(family: "Helvetica", weight: .regular, available: ["Inter"]))
        #expect(error(TextFormat(family: "Helvetica"))?.description.contains("register the font") == true)
        #expect(error(TextFormat(size: 0)) == .invalidValue(name: "the font size", value: 0, allowed: "greater than 0 and at most 4096 points"))
        #expect(error(TextFormat(size: .nan)) != nil)
        #expect(error(TextFormat(size: .infinity)) != nil)
        #expect(error(TextFormat(size: 5000)) != nil)
        #expect(error(TextFormat(lineHeight: -1)) != nil)
        #expect(error(TextFormat(lineHeight: .nan)) != nil)
        #expect(error(TextFormat(lineLimit: -1)) != nil)
        #expect(error(TextFormat(letterSpacing: .infinity)) != nil)
        #expect(error(TextFormat(), scale: 0) != nil)
        #expect(error(TextFormat(), scale: .nan) != nil)
        #expect(error(TextFormat(), scale: 100) != nil)
        #expect(error(TextFormat(), scale: 3) == nil)
        // An empty library names no families.
        #expect(throws: TextLayoutError.fontNotFound(family: "Inter", weight: .regular, available: [])) {
            try TextParagraph("x", format: TextFormat(), fonts: FontLibrary())
        }
        let long = String(repeating: "a", count: TextParagraph.maxScalarCount + 1)
        #expect(throws: TextLayoutError.textTooLong(scalarCount: 1_000_001, limit: 1_000_000)) {
            try TextParagraph(long, format: TextFormat())
        }
        // Widths that make no sense still lay out: NaN is unbounded, negative is zero.
        let paragraph = try TextParagraph("ab cd", format: TextFormat(.body))
        #expect(paragraph.layout(width: .nan).lines.count == 1)
        #expect(paragraph.layout(width: -5).lines.count == 4)
        #expect(paragraph.layout(width: 0).lines.count == 4)
    }

    @Test func sameLayoutOnEveryThread() async throws {
        let text = String(repeating: "Proofsheet lays out text the same way everywhere. ", count: 20)
        let paragraph = try TextParagraph(text, format: TextFormat(.callout, category: .extraExtraLarge), scale: 3)
        let reference = paragraph.layout(width: 321.5)
        let results = await withTaskGroup(of: TextLayout.self) { group in
            for index in 0..<8 {
                group.addTask {
                    // Half prepare again, half share the prepared paragraph.
                    if index % 2 == 0 { return paragraph.layout(width: 321.5) }
                    return try! TextParagraph(text, format: TextFormat(.callout, category: .extraExtraLarge), scale: 3)
                        .layout(width: 321.5)
                }
            }
            var results: [TextLayout] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 8)
        for result in results { #expect(result == reference) }
    }
}

/// Random paragraphs from an alphabet of troublemakers, at random widths and limits: the
/// invariants of line breaking must hold for every one.
@Suite struct TextLayoutPropertyTests {
    static let alphabet: [String] = [
        "a", "b", "i", "A", "V", " ", " ", "  ", "\n", "\r\n", "-", "\u{AD}", "\u{200B}", "\u{200D}",
        "e\u{301}", "日", "本", "。", "「", "」", "👋🏽", "👨\u{200D}👩\u{200D}👧", "🇫🇷", "\u{A0}", "(", ")",
        "1", "2", ".", ",", "$", "%", "\t", "€", "\u{FE0F}", "—", "'", "\"",
    ]

    @Test func invariantsHoldForRandomParagraphs() throws {
        var random = SeededRandom(state: 20_26)
        let face = FontLibrary.bundled.face(family: "Inter")!
        for round in 0..<400 {
            var text = ""
            for _ in 0..<random.below(40) { text += Self.alphabet[random.below(Self.alphabet.count)] }
            var format = TextFormat(size: 20, lineHeight: 25)
            format.lineLimit = random.below(4)
            format.letterSpacing = Double(random.below(5)) - 1
            format.truncation = TruncationMode.allCases[random.below(TruncationMode.allCases.count)]
            format.alignment = TextAlignment.allCases[random.below(TextAlignment.allCases.count)]
            let width = Double(random.below(120)) - 5
            let paragraph = try TextParagraph(text, format: format, source: GridFont(), face: face,
                                              scale: 2, direction: random.below(2) == 0 ? .leftToRight : .rightToLeft)
            let layout = paragraph.layout(width: width)
            let context = "round \(round): \(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(width)"
            #expect(layout == paragraph.layout(width: width), "\(context)")
            let count = text.unicodeScalars.count
            if format.lineLimit > 0 { #expect(layout.lines.count <= format.lineLimit, "\(context)") }
            // Lines follow each other without gaps; without truncation they cover the text.
            var expectedStart = 0
            for line in layout.lines {
                #expect(line.scalarRange.lowerBound == expectedStart, "\(context)")
                expectedStart = line.scalarRange.upperBound
                // A line wider than the width holds one inked grapheme cluster (or only "…").
                let ellipsis = GridFont().glyph(for: "\u{2026}")!
                if line.width > max(width, 0) + LineSetter.tolerance && line.isTruncated
                    && line.glyphs.allSatisfy({ $0.glyph == ellipsis }) {
                    // Only the mark, wider than the line (head and middle truncation keep
                    // nothing else then).
                } else if line.width > max(width, 0) + LineSetter.tolerance {
                    let inked = text[line.range].filter { $0.unicodeScalars.contains { ShapedText.kind(of: $0) == .glyph } }
                    #expect(inked.count <= 1, "\(context)")
                }
                let xs = line.glyphs.map(\.x)
                for (left, right) in zip(xs, xs.dropFirst()) where format.letterSpacing >= 0 {
                    #expect(left <= right, "\(context)")
                }
            }
            if !layout.isTruncated {
                #expect(expectedStart == count, "\(context)")
            } else {
                #expect(format.lineLimit > 0 && layout.lines.count == format.lineLimit, "\(context)")
            }
            // Measuring agrees with laying out.
            #expect(paragraph.measure(width: width, lineLimit: 0).height
                == layout.size.height, "\(context)")
        }
    }
}
