/// What a text with right-to-left characters needs to be drawn in visual order: its UAX #9
/// resolution and the mirrored glyphs of its right-to-left brackets. Text without any
/// right-to-left character has none, and is placed in logical order exactly as before.
struct TextBidi: Sendable {
    let resolution: BidiText
    /// The glyph drawn instead of the character's own where it sits at an odd level and has
    /// a Bidi_Mirroring_Glyph the font draws ("(" draws ")"), by scalar offset. Only looked
    /// up, never iterated.
    let mirroredGlyphs: [Int: GlyphID]

    /// Nil when `shaped` has no right-to-left character: such text reads left to right in
    /// either layout direction, as UIKit's natural writing direction lays it out.
    init?<Source: GlyphSource>(_ shaped: ShapedText, direction: LayoutDirection, font: Source) {
        guard BidiText.containsRightToLeft(shaped.scalars) else { return nil }
        let resolution = BidiText(shaped.scalars, direction: direction == .rightToLeft ? .rightToLeft : .leftToRight)
        var mirroredGlyphs: [Int: GlyphID] = [:]
        for index in shaped.scalars.indices
        where resolution.levels[index] & 1 == 1 && resolution.classes[index] == .otherNeutral && shaped.kinds[index] == .glyph {
            // Every character with a mirror is of class ON, so the class filters the search.
            if let image = BidiText.mirror(of: shaped.scalars[index]), let glyph = font.glyph(for: image) {
                mirroredGlyphs[index] = glyph
            }
        }
        self.resolution = resolution
        self.mirroredGlyphs = mirroredGlyphs
    }
}

extension LineSetter {
    /// `logical`, the glyphs of `span` as `glyphs(of:)` places them in logical order (then
    /// spaces after the last ink, then an inserted mark), rearranged from left to right by
    /// the line's bidi runs (UAX #9 L1–L2). Each grapheme cluster keeps the advance it has in
    /// logical order (kerning and letter spacing after it included), so the line's width is
    /// unchanged; a right-to-left run lays its clusters out last to first, each cluster's
    /// marks staying on their base (L3). In a right-to-left paragraph the hanging spaces and
    /// the "…" or hyphen go to the left end.
    func visuallyOrdered(_ logical: [PositionedGlyph], of span: Span, inkEnd: Double, width: Double) -> [PositionedGlyph] {
        guard let bidi, span.contentEnd > span.start else { return logical }
        let resolution = bidi.resolution
        let runs = resolution.visualRuns(span.start..<span.contentEnd)
        let rightToLeftParagraph = resolution.paragraphLevel(at: span.start) & 1 == 1
        if !rightToLeftParagraph && !runs.contains(where: \.isRightToLeft) { return logical }

        let markCount = logical.count - (logical.lastIndex { $0.scalarOffset < span.contentEnd }.map { $0 + 1 } ?? 0)
        let bodyCount = logical.count - markCount
        var inkCount = bodyCount
        while inkCount > 0 && shaped.kinds[logical[inkCount - 1].scalarOffset] != .glyph { inkCount -= 1 }
        var glyphOfScalar = [Int](repeating: -1, count: span.contentEnd - span.start)
        for index in 0..<inkCount { glyphOfScalar[logical[index].scalarOffset - span.start] = index }
        func slotEnd(_ index: Int) -> Double { index + 1 < inkCount ? logical[index + 1].x : inkEnd }

        var result: [PositionedGlyph] = []
        result.reserveCapacity(logical.count)
        if rightToLeftParagraph {
            // Hanging spaces, last first, then the mark, sit left of the content.
            for index in (inkCount..<bodyCount).reversed() {
                let end = index + 1 < bodyCount ? logical[index + 1].x
                    : logical[index].x + x(Int(shaped.advances[logical[index].scalarOffset]), 0)
                result.append(PositionedGlyph(glyph: logical[index].glyph, x: inkEnd - end, scalarOffset: logical[index].scalarOffset))
            }
            if markCount > 0 {
                let markStart = logical[bodyCount].x
                for index in bodyCount..<logical.count {
                    result.append(PositionedGlyph(glyph: logical[index].glyph, x: logical[index].x - markStart,
                                                  scalarOffset: logical[index].scalarOffset))
                }
            }
        }
        var cursor = rightToLeftParagraph && markCount > 0 ? width - inkEnd : 0
        var members: [Int] = []
        var clusters: [Range<Int>] = []   // ranges of `members`
        for run in runs {
            members.removeAll(keepingCapacity: true)
            clusters.removeAll(keepingCapacity: true)
            for offset in run.range {
                let index = glyphOfScalar[offset - span.start]
                guard index >= 0 else { continue }
                if members.isEmpty || shaped.clusterStarts[offset] {
                    clusters.append(members.count..<members.count)
                }
                members.append(index)
                clusters[clusters.count - 1] = clusters[clusters.count - 1].lowerBound..<members.count
            }
            let ordered = run.isRightToLeft ? Array(clusters.reversed()) : clusters
            for cluster in ordered {
                let start = logical[members[cluster.lowerBound]].x
                for member in members[cluster] {
                    var glyph = logical[member]
                    glyph.x = cursor + (glyph.x - start)
                    if run.isRightToLeft, let mirrored = bidi.mirroredGlyphs[glyph.scalarOffset] { glyph.glyph = mirrored }
                    result.append(glyph)
                }
                cursor += slotEnd(members[cluster.upperBound - 1]) - start
            }
        }
        if !rightToLeftParagraph {
            result.append(contentsOf: logical[inkCount...])
        }
        return result
    }
}
