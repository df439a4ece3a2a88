import ProofBase

/// A glyph placed on a line.
public struct PositionedGlyph: Hashable, Sendable {
    public var glyph: GlyphID
    /// The pen position (the glyph's origin) in points from the left edge of the layout box.
    /// The glyph's vertical origin is its line's ``TextLine/baseline``.
    public var x: Double
    /// The scalar the glyph draws, counted in Unicode scalars from the start of the text. An
    /// inserted "…" or hyphen carries the offset of the line's end. The glyphs of a ligature or
    /// of a letter with its marks all carry the offset of the cluster's first scalar.
    public var scalarOffset: Int
    /// How far above the baseline the glyph is drawn, in points (a mark placed by the font's
    /// `GPOS`); 0 for most glyphs.
    public var rise: Double
    /// The face the glyph belongs to when it is not the paragraph's (font fallback: Arabic or
    /// Hebrew in the bundled Noto fonts, or a registered font); nil for the paragraph's face.
    public var face: FontFace?

    public init(glyph: GlyphID, x: Double, scalarOffset: Int, rise: Double = 0, face: FontFace? = nil) {
        self.glyph = glyph
        self.x = x
        self.scalarOffset = scalarOffset
        self.rise = rise
        self.face = face
    }
}

/// One line of laid-out text.
public struct TextLine: Hashable, Sendable {
    /// The part of the text on this line, trailing spaces and the line's newline included.
    public var range: Range<String.Index>
    /// The same range in Unicode scalars.
    public var scalarRange: Range<Int>
    /// The left edge of the line's content in points from the layout box's left edge (set by
    /// the alignment).
    public var x: Double
    /// The width of the content in points: trailing spaces excluded (they hang past the edge),
    /// an inserted "…" or hyphen included.
    public var width: Double
    /// The top of the line box in points from the top of the text.
    public var top: Double
    /// The line box's height: the line height.
    public var height: Double
    /// The baseline in points from the top of the text, on the device pixel grid.
    public var baseline: Double
    /// Every drawn glyph, spaces included, left to right.
    public var glyphs: [PositionedGlyph]
    /// True when the line ends with an inserted "…", or is the last line shown with
    /// ``TruncationMode/clip`` while text remains.
    public var isTruncated: Bool
}

/// Text broken into lines and positioned: the result of ``TextParagraph/layout(width:)``.
///
/// Geometry, all in points: line `i`'s box spans `i × lineHeight` to `(i + 1) × lineHeight`
/// from the top. The baseline sits where the font's ascender-to-descender box is centred in
/// the line box (half of the extra space above, half below, as CSS does), rounded to the
/// nearest device pixel. Lines are placed by the alignment; within a line, text with
/// right-to-left characters is reordered by the Unicode Bidirectional Algorithm (``BidiText``)
/// with the layout direction as the paragraph direction, and text without any reads left to
/// right in either direction.
public struct TextLayout: Hashable, Sendable {
    public var lines: [TextLine]
    /// The size the text needs: the widest line by the number of lines × the line height, each
    /// rounded up to the device pixel grid. Zero for an empty text.
    public var size: Size
    /// The width lines were aligned in: the width asked for, or the widest line when unbounded.
    public var alignmentWidth: Double
    public var lineHeight: Double
    /// True when text was left out because of the line limit.
    public var isTruncated: Bool
    /// Characters the font has no glyph for (drawn as `.notdef`), each once, in order of first
    /// appearance. A test can assert it is empty.
    public var missingCharacters: [Unicode.Scalar]
    /// The device scale (pixels per point) the baselines snap to.
    public var scale: Double

    /// The baseline of the first line, from the top of the text.
    public var firstBaseline: Double? { lines.first?.baseline }
}

extension TextLayout: CustomStringConvertible {
    /// One line per text line: its range, geometry and text, for text snapshots and failures.
    public var description: String {
        var text = "\(lines.count) line\(lines.count == 1 ? "" : "s"), \(size)"
        if isTruncated { text += ", truncated" }
        if !missingCharacters.isEmpty {
            text += ", missing " + missingCharacters.map { "U+" + String($0.value, radix: 16, uppercase: true) }
                .joined(separator: " ")
        }
        for line in lines {
            text += "\n[\(line.scalarRange.lowerBound)..<\(line.scalarRange.upperBound)] x \(formatPoints(line.x))"
                + " w \(formatPoints(line.width)) baseline \(formatPoints(line.baseline))"
                + (line.isTruncated ? " …" : "")
        }
        return text
    }
}

/// The width-dependent part of layout: breaks a ``ShapedText`` into lines and positions
/// glyphs. Pen positions are integers in font units plus a count of letter-spacing gaps, so
/// the same input gives the same numbers whatever the order of calls.
struct LineSetter {
    let shaped: ShapedText
    let size: Double
    let lineHeight: Double
    /// Space between lines (not above the first or below the last).
    let lineSpacing: Double
    /// The baseline's distance from the top of its line box; nil: the font's ascent and
    /// descent centred in the line height.
    let baselineOffset: Double?
    let letterSpacing: Double
    let alignment: TextAlignment
    let direction: LayoutDirection
    let lineLimit: Int
    let truncation: TruncationMode
    let scale: Double
    /// The bidi resolution of text with right-to-left characters; nil for the rest.
    let bidi: TextBidi?

    /// Lines may exceed the width by this much, so a width measured and handed back (rounded
    /// by a layout engine) never wraps differently.
    static let tolerance = 1.0 / 1024

    /// A line before glyphs are placed.
    struct Span {
        var start: Int
        /// End of the line's text (exclusive), trailing spaces and newline included.
        var end: Int
        /// End of the content that is kept when the line is truncated: `end` otherwise.
        var contentEnd: Int
        var truncated = false
        var ellipsis = false
        var hyphen = false
        /// The end of the text kept after the "…" (head and middle truncation), drawn after
        /// the mark.
        var suffix: Range<Int>? = nil
    }

    func x(_ units: Int, _ gaps: Int) -> Double {
        Double(units) * size / Double(shaped.unitsPerEm) + Double(gaps) * letterSpacing
    }

    /// The line that starts at `start` when lines may be `maxWidth` wide.
    func nextLine(from start: Int, maxWidth: Double) -> Span {
        let count = shaped.scalars.count
        let limit = maxWidth + Self.tolerance
        var units = 0, gaps = 0, drawn = false
        var lastBreak = -1
        var index = start
        while index < count {
            if index > start {
                switch shaped.actions[index] {
                case .mandatory:
                    return Span(start: start, end: index, contentEnd: index)
                case .allowed:
                    if shaped.scalars[index - 1] == ShapedText.softHyphen {
                        if let hyphen = shaped.hyphen,
                           x(units + Int(hyphen.advance), gaps + (drawn ? 1 : 0)) > limit {
                            break
                        }
                    }
                    lastBreak = index
                case .prohibited:
                    break
                }
            }
            let kind = shaped.kinds[index]
            if kind == .glyph || kind == .space {
                if drawn {
                    units += Int(shaped.kerning[index])
                    if shaped.clusterStarts[index] { gaps += 1 }
                }
                let right = units + Int(shaped.advances[index])
                if kind == .glyph && x(right, gaps) > limit {
                    if lastBreak > start {
                        return span(start, lastBreak)
                    }
                    // No break opportunity fits: break the word between grapheme clusters,
                    // after the cluster that overflows when it is the line's first.
                    var end = index
                    while end > start && !shaped.clusterStarts[end] { end -= 1 }
                    if end == start {
                        end = index + 1
                        while end < count && !shaped.clusterStarts[end] { end += 1 }
                    }
                    // Spaces right after the break hang on this line (LB7: no break before
                    // a space), so the next line does not start with them.
                    while end < count && shaped.kinds[end] == .space && shaped.actions[end] != .mandatory {
                        end += 1
                    }
                    return Span(start: start, end: end, contentEnd: end)
                }
                units = right
                drawn = true
            }
            index += 1
        }
        return Span(start: start, end: count, contentEnd: count)
    }

    private func span(_ start: Int, _ end: Int) -> Span {
        var span = Span(start: start, end: end, contentEnd: end)
        span.hyphen = shaped.scalars[end - 1] == ShapedText.softHyphen && shaped.hyphen != nil
        return span
    }

    /// The last allowed line when text remains after it: as many whole clusters as fit
    /// before "…" (up to the first newline), trailing spaces dropped.
    func truncatedLine(_ natural: Span, maxWidth: Double) -> Span {
        var span = natural
        span.truncated = true
        switch truncation {
        case .clip: return span
        // Right-to-left text keeps the mark at the logical end: the bidi reordering of a line
        // with content on both sides of the mark is not implemented.
        case .head, .middle: if bidi == nil { return endKeepingLine(natural, maxWidth: maxWidth) }
        case .tail: break
        }
        span.ellipsis = true
        span.hyphen = false
        let count = shaped.scalars.count
        let ellipsisUnits = shaped.ellipsis.reduce(0) { $0 + Int($1.advance) }
        let limit = maxWidth + Self.tolerance
        var units = 0, gaps = 0, drawn = false
        var ink = Pen()
        var fitEnd = natural.start
        var index = natural.start
        while index < count {
            if index > natural.start {
                if shaped.actions[index] == .mandatory { break }
                // Before each cluster: do the clusters so far, then "…", fit? Trailing
                // spaces do not count: the mark follows the last inked glyph.
                if shaped.clusterStarts[index] {
                    let markGaps = ink.hasInk ? ink.gaps + 1 : 0
                    if x(ink.units + ellipsisUnits, markGaps) <= limit { fitEnd = index } else { break }
                }
            }
            let kind = shaped.kinds[index]
            if kind == .glyph || kind == .space {
                if drawn {
                    units += Int(shaped.kerning[index])
                    if shaped.clusterStarts[index] { gaps += 1 }
                }
                units += Int(shaped.advances[index])
                drawn = true
                if kind == .glyph { ink = Pen(units: units, gaps: gaps, hasInk: true) }
            }
            index += 1
        }
        if index == count || shaped.actions[index] == .mandatory {
            // Reached the end of the paragraph's line: the last cluster may fit too.
            let markGaps = ink.hasInk ? ink.gaps + 1 : 0
            if index > natural.start && x(ink.units + ellipsisUnits, markGaps) <= limit { fitEnd = index }
        }
        span.end = fitEnd
        span.contentEnd = fitEnd
        return span
    }

    /// The last allowed line of head and middle truncation: the start of what remains (for
    /// middle: whole clusters within half the width left beside "…"), "…", then as many whole
    /// clusters of the end of the text as fit. Only the last paragraph's end is kept, and
    /// spaces on either side of the mark are dropped.
    func endKeepingLine(_ natural: Span, maxWidth: Double) -> Span {
        let count = shaped.scalars.count
        let limit = maxWidth + Self.tolerance
        let ellipsisUnits = shaped.ellipsis.reduce(0) { $0 + Int($1.advance) }
        var span = Span(start: natural.start, end: count, contentEnd: natural.start)
        span.truncated = true
        span.ellipsis = true

        // The start (middle only): whole clusters within half of what the mark leaves.
        if truncation == .middle {
            let half = (limit - x(ellipsisUnits, 0)) / 2
            var units = 0, gaps = 0, drawn = false
            var index = natural.start
            while index < count {
                if index > natural.start {
                    if shaped.actions[index] == .mandatory { break }
                    if shaped.clusterStarts[index] {
                        if x(units, gaps) > half { break }
                        span.contentEnd = index
                    }
                }
                let kind = shaped.kinds[index]
                if kind == .glyph || kind == .space {
                    if drawn {
                        units += Int(shaped.kerning[index])
                        if shaped.clusterStarts[index] { gaps += 1 }
                    }
                    units += Int(shaped.advances[index])
                    drawn = true
                }
                index += 1
            }
        }
        let startPen = walk(span) { _, _, _ in }
        // The mark follows the start's last inked glyph, one letter-spacing gap after it.
        let markGaps = startPen.hasInk ? startPen.gaps + 1 : 0
        let used = startPen.units + ellipsisUnits

        // The end: clusters of the last paragraph, up to its last inked glyph, added from
        // the end while they fit after the mark (spaces right after the mark are dropped).
        var end = count
        while end > span.contentEnd && shaped.kinds[end - 1] != .glyph { end -= 1 }
        var paragraphStart = span.contentEnd
        var index = end - 1
        while index > span.contentEnd {
            if shaped.actions[index] == .mandatory { paragraphStart = index; break }
            index -= 1
        }
        var keptStart = end
        index = end - 1
        while index >= paragraphStart && index >= 0 {
            if shaped.clusterStarts[index] || index == paragraphStart {
                var start = index
                while start < end && shaped.kinds[start] != .glyph { start += 1 }
                let pen = walk(Span(start: start, end: end, contentEnd: end)) { _, _, _ in }
                if x(used + pen.units, markGaps + pen.gaps + (pen.hasInk ? 1 : 0)) > limit { break }
                keptStart = start
            }
            index -= 1
        }
        if keptStart < end { span.suffix = keptStart..<end }
        return span
    }

    /// Breaks the text into spans, applying the line limit.
    func spans(maxWidth: Double) -> (spans: [Span], truncated: Bool) {
        let count = shaped.scalars.count
        var spans: [Span] = []
        var start = 0
        while start < count {
            var line = nextLine(from: start, maxWidth: maxWidth)
            if lineLimit > 0 && spans.count == lineLimit - 1 && line.end < count {
                line = truncatedLine(line, maxWidth: maxWidth)
                spans.append(line)
                return (spans, true)
            }
            spans.append(line)
            start = line.end
        }
        return (spans, false)
    }

    /// The pen after the last inked glyph of `span` (spaces and invisible characters after it
    /// do not count), and whether the span has ink.
    struct Pen {
        var units = 0
        var gaps = 0
        var hasInk = false
    }

    /// Walks the drawn scalars of `span` in order, calling `place` with each one's pen
    /// position; returns the pen after the last inked glyph.
    @inline(__always)
    func walk(_ span: Span, _ place: (_ index: Int, _ units: Int, _ gaps: Int) -> Void) -> Pen {
        var units = 0, gaps = 0, drawn = false
        var ink = Pen()
        for index in span.start..<span.contentEnd {
            let kind = shaped.kinds[index]
            guard kind == .glyph || kind == .space else { continue }
            if drawn {
                units += Int(shaped.kerning[index])
                if shaped.clusterStarts[index] { gaps += 1 }
            }
            place(index, units, gaps)
            units += Int(shaped.advances[index])
            drawn = true
            if kind == .glyph { ink = Pen(units: units, gaps: gaps, hasInk: true) }
        }
        return ink
    }

    /// The glyphs inserted at the end of `span`: "…" or a hyphen.
    func insertedMark(_ span: Span) -> [(glyph: GlyphID, advance: Int32)] {
        if span.ellipsis { return shaped.ellipsis }
        if span.hyphen, let hyphen = shaped.hyphen { return [hyphen] }
        return []
    }

    /// Places the glyphs of `span` from x = 0; returns them and the content width.
    func glyphs(of span: Span) -> (glyphs: [PositionedGlyph], width: Double) {
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(span.contentEnd - span.start + 1)
        // Where each glyph's unit starts (the pen before its offsets), for bidi reordering.
        var penStarts: [Double] = []
        let toPoints = size / Double(shaped.unitsPerEm)
        // Places the glyph (or the shaped unit's glyphs) of the scalar at `index`.
        func place(_ index: Int, _ units: Int, _ gaps: Int) {
            guard let clusters = shaped.clusterGlyphs else {
                glyphs.append(PositionedGlyph(glyph: shaped.glyphs[index], x: x(units, gaps), scalarOffset: index))
                return
            }
            let start = x(units, gaps)
            for part in Int(clusters.start[index])..<Int(clusters.start[index + 1]) {
                let face = clusters.face[part]
                glyphs.append(PositionedGlyph(glyph: clusters.glyphs[part], x: x(units + Int(clusters.x[part]), gaps),
                                              scalarOffset: index, rise: Double(clusters.y[part]) * toPoints,
                                              face: face == 0 ? nil : shaped.faces[Int(face)]))
                if bidi != nil { penStarts.append(start) }
            }
        }
        var pen = walk(span, place)
        let inkEnd = x(pen.units, pen.gaps)
        let mark = insertedMark(span)
        if bidi != nil && penStarts.isEmpty { penStarts = glyphs.map(\.x) }
        if mark.isEmpty { return (visuallyOrdered(glyphs, penStarts: penStarts, of: span, inkEnd: inkEnd, width: inkEnd), inkEnd) }
        // The mark follows the last inked glyph: spaces before it are dropped.
        while let last = glyphs.last, shaped.kinds[last.scalarOffset] == .space { glyphs.removeLast() }
        if pen.hasInk { pen.gaps += 1 }
        for part in mark {
            glyphs.append(PositionedGlyph(glyph: part.glyph, x: x(pen.units, pen.gaps), scalarOffset: span.contentEnd))
            pen.units += Int(part.advance)
        }
        if let suffix = span.suffix {
            // Head and middle truncation: the end of the text follows the mark.
            let base = pen
            pen = penAfter(suffix, from: base) { place($0, base.units + $1, base.gaps + 1 + $2) }
        }
        let width = x(pen.units, pen.gaps)
        return (visuallyOrdered(glyphs, penStarts: penStarts, of: span, inkEnd: inkEnd, width: width), width)
    }

    /// The content width of `span`, as `glyphs(of:)` gives it, without placing glyphs.
    func width(of span: Span) -> Double {
        var pen = walk(span) { _, _, _ in }
        let mark = insertedMark(span)
        if mark.isEmpty { return x(pen.units, pen.gaps) }
        if pen.hasInk { pen.gaps += 1 }
        for part in mark { pen.units += Int(part.advance) }
        if let suffix = span.suffix { pen = penAfter(suffix, from: pen) { _, _, _ in } }
        return x(pen.units, pen.gaps)
    }

    /// The pen after the kept end `suffix` of head and middle truncation, walked (with
    /// `place`) one letter-spacing gap after the mark at `pen`.
    func penAfter(_ suffix: Range<Int>, from pen: Pen, _ place: (_ index: Int, _ units: Int, _ gaps: Int) -> Void) -> Pen {
        let end = walk(Span(start: suffix.lowerBound, end: suffix.upperBound, contentEnd: suffix.upperBound), place)
        return end.hasInk ? Pen(units: pen.units + end.units, gaps: pen.gaps + 1 + end.gaps, hasInk: true) : pen
    }

    func snap(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    func ceilToPixels(_ value: Double) -> Double {
        // Remove float noise first so a width of exactly 20 px never becomes 21.
        let pixels = value * scale
        let rounded = pixels.rounded(.toNearestOrAwayFromZero)
        return (abs(pixels - rounded) < 1e-9 ? rounded : pixels.rounded(.up)) / scale
    }

    /// The baseline of the line box that starts at `top`.
    func baseline(top: Double) -> Double {
        if let baselineOffset { return snap(top + baselineOffset) }
        let ascent = Double(shaped.ascender) * size / Double(shaped.unitsPerEm)
        let descent = -Double(shaped.descender) * size / Double(shaped.unitsPerEm)
        return snap(top + (lineHeight - ascent - descent) / 2 + ascent)
    }

    func layout(maxWidth: Double) -> TextLayout {
        let (spans, truncated) = spans(maxWidth: maxWidth)
        var placed: [(span: Span, glyphs: [PositionedGlyph], width: Double)] = []
        placed.reserveCapacity(spans.count)
        var widest = 0.0
        for span in spans {
            let (glyphs, width) = glyphs(of: span)
            placed.append((span, glyphs, width))
            widest = max(widest, width)
        }
        let alignmentWidth = maxWidth.isFinite ? maxWidth : widest
        let rightAligned = alignment.isRightAligned(in: direction)
        let text = shaped.text
        var lines: [TextLine] = []
        lines.reserveCapacity(placed.count)
        for (number, line) in placed.enumerated() {
            let offset: Double
            if alignment == .center {
                offset = (alignmentWidth - line.width) / 2
            } else {
                offset = rightAligned ? alignmentWidth - line.width : 0
            }
            let top = Double(number) * (lineHeight + lineSpacing)
            let lower = text.utf8.index(text.utf8.startIndex, offsetBy: shaped.utf8Offsets[line.span.start])
            let upper = text.utf8.index(text.utf8.startIndex, offsetBy: shaped.utf8Offsets[line.span.end])
            lines.append(TextLine(
                range: lower..<upper,
                scalarRange: line.span.start..<line.span.end,
                x: offset,
                width: line.width,
                top: top,
                height: lineHeight,
                baseline: baseline(top: top),
                glyphs: offset == 0 ? line.glyphs : line.glyphs.map {
                    var glyph = $0
                    glyph.x += offset
                    return glyph
                },
                isTruncated: line.span.truncated
            ))
        }
        return TextLayout(
            lines: lines,
            size: Size(width: ceilToPixels(widest), height: ceilToPixels(height(lines: lines.count))),
            alignmentWidth: alignmentWidth,
            lineHeight: lineHeight,
            isTruncated: truncated,
            missingCharacters: shaped.missingCharacters,
            scale: scale
        )
    }

    /// The size the text needs at `maxWidth`, without placing glyphs.
    func measure(maxWidth: Double) -> Size {
        let (spans, _) = spans(maxWidth: maxWidth)
        var widest = 0.0
        for span in spans { widest = max(widest, width(of: span)) }
        return Size(width: ceilToPixels(widest), height: ceilToPixels(height(lines: spans.count)))
    }

    /// The height of `lines` lines: their boxes and the spacing between them.
    func height(lines: Int) -> Double {
        lines == 0 ? 0 : Double(lines) * lineHeight + Double(lines - 1) * lineSpacing
    }
}
