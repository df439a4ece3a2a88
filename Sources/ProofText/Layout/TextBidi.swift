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
    func visuallyOrdered(_ logical: [PositionedGlyph], penStarts: [Double], of span: Span, inkEnd: Double, width: Double) -> [PositionedGlyph] {
        guard let bidi, span.contentEnd > span.start else { return logical }
        let resolution = bidi.resolution
        let runs = resolution.visualRuns(span.start..<span.contentEnd)
        let rightToLeftParagraph = resolution.paragraphLevel(at: span.start) & 1 == 1
        if !rightToLeftParagraph && !runs.contains(where: \.isRightToLeft) { return logical }

        let markCount = logical.count - (logical.lastIndex { $0.scalarOffset < span.contentEnd }.map { $0 + 1 } ?? 0)
        let bodyCount = logical.count - markCount
        var inkCount = bodyCount
        while inkCount > 0 && shaped.kinds[logical[inkCount - 1].scalarOffset] != .glyph { inkCount -= 1 }
        // A shaped unit (a letter with its marks, a ligature) is several glyphs carrying the
        // offset of its first scalar, drawn relative to the unit's pen start: units move whole.
        var unitOfScalar = [Range<Int>?](repeating: nil, count: span.contentEnd - span.start)
        var index = 0
        while index < inkCount {
            var end = index + 1
            while end < inkCount && logical[end].scalarOffset == logical[index].scalarOffset { end += 1 }
            unitOfScalar[logical[index].scalarOffset - span.start] = index..<end
            index = end
        }
        func slotEnd(_ unit: Range<Int>) -> Double { unit.upperBound < inkCount ? penStarts[unit.upperBound] : inkEnd }

        var result: [PositionedGlyph] = []
        result.reserveCapacity(logical.count)
        if rightToLeftParagraph {
            // Hanging spaces, last first, then the mark, sit left of the content.
            for index in (inkCount..<bodyCount).reversed() {
                let end = index + 1 < bodyCount ? logical[index + 1].x
                    : logical[index].x + x(Int(shaped.advances[logical[index].scalarOffset]), 0)
                var glyph = logical[index]
                glyph.x = inkEnd - end
                result.append(glyph)
            }
            if markCount > 0 {
                let markStart = logical[bodyCount].x
                for index in bodyCount..<logical.count {
                    var glyph = logical[index]
                    glyph.x = logical[index].x - markStart
                    result.append(glyph)
                }
            }
        }
        var cursor = rightToLeftParagraph && markCount > 0 ? width - inkEnd : 0
        var members: [Range<Int>] = []
        var clusters: [Range<Int>] = []   // ranges of `members`
        for run in runs {
            members.removeAll(keepingCapacity: true)
            clusters.removeAll(keepingCapacity: true)
            for offset in run.range {
                guard let unit = unitOfScalar[offset - span.start] else { continue }
                if members.isEmpty || shaped.clusterStarts[offset] {
                    clusters.append(members.count..<members.count)
                }
                members.append(unit)
                clusters[clusters.count - 1] = clusters[clusters.count - 1].lowerBound..<members.count
            }
            let ordered = run.isRightToLeft ? Array(clusters.reversed()) : clusters
            for cluster in ordered {
                let start = penStarts[members[cluster.lowerBound].lowerBound]
                for unit in members[cluster] {
                    for member in unit {
                        var glyph = logical[member]
                        glyph.x = cursor + (glyph.x - start)
                        if run.isRightToLeft, glyph.face == nil, let mirrored = bidi.mirroredGlyphs[glyph.scalarOffset] {
                            glyph.glyph = mirrored
                        }
                        result.append(glyph)
                    }
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
