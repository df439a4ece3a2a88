/// The character-to-glyph map: one Unicode subtable of format 4 (BMP) or 12 (all planes).
enum CharacterMap: Sendable {
    /// Format 12 groups: consecutive characters map to consecutive glyphs.
    case groups([Group])
    /// Format 4 segments, with the subtable kept for `idRangeOffset` lookups.
    case segments([Segment], table: TableReader)

    struct Group: Sendable {
        var first: UInt32
        var last: UInt32
        var firstGlyph: UInt32
    }

    struct Segment: Sendable {
        var first: UInt16
        var last: UInt16
        var delta: UInt16
        /// Offset of this segment's `idRangeOffset` field in the subtable, plus its value; 0 if unused.
        var rangeBase: Int
    }

    init(cmap: TableReader) throws(FontError) {
        let count = Int(try cmap.u16(2))
        try cmap.require(4, count * 8, "\(count) encoding records")
        // (platform, encoding, format) in order of preference: full Unicode first.
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let platform = try cmap.u16(4 + index * 8)
            let encoding = try cmap.u16(6 + index * 8)
            let offset = Int(try cmap.u32(8 + index * 8))
            let format = try cmap.u16(offset)
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12): rank = 0
            case (0, 4, 12), (0, 6, 12): rank = 1
            case (3, 1, 4): rank = 2
            case (0, 0...3, 4): rank = 3
            default: continue
            }
            if best == nil || rank < best!.rank { best = (rank, offset) }
        }
        guard let best else {
            throw cmap.error(.unsupported, at: 0,
                             "no Unicode character map of format 4 or 12 (symbol and legacy encodings are not read); use a Unicode TrueType font")
        }
        if try cmap.u16(best.offset) == 12 {
            let length = Int(try cmap.u32(best.offset + 4))
            let table = try cmap.sub(best.offset, length, "the format 12 character map")
            let groupCount = Int(try table.u32(12))
            try table.require(16, groupCount * 12, "\(groupCount) character groups")
            var groups = [Group]()
            groups.reserveCapacity(groupCount)
            for index in 0..<groupCount {
                let at = 16 + index * 12
                let group = Group(first: try table.u32(at), last: try table.u32(at + 4), firstGlyph: try table.u32(at + 8))
                guard group.first <= group.last, groups.last.map({ $0.last < group.first }) ?? true else {
                    throw table.error(.malformed, at: at, "character group \(index) is empty or out of order; groups must be sorted and disjoint")
                }
                groups.append(group)
            }
            self = .groups(groups)
        } else {
            // Some fonts store a wrong length for large format 4 tables; never read past the cmap.
            let table = try cmap.sub(from: best.offset, "the format 4 character map")
            let segmentCount = Int(try table.u16(6)) / 2
            let ends = 14, starts = 16 + segmentCount * 2, deltas = starts + segmentCount * 2, ranges = deltas + segmentCount * 2
            try table.require(0, ranges + segmentCount * 2, "\(segmentCount) character segments")
            var segments = [Segment]()
            segments.reserveCapacity(segmentCount)
            for index in 0..<segmentCount {
                let last = try table.u16(ends + index * 2)
                let first = try table.u16(starts + index * 2)
                let rangeOffset = Int(try table.u16(ranges + index * 2))
                guard first <= last, segments.last.map({ $0.last < first }) ?? true else {
                    throw table.error(.malformed, at: ends + index * 2, "character segment \(index) is empty or out of order; segments must be sorted and disjoint")
                }
                segments.append(Segment(first: first, last: last, delta: try table.u16(deltas + index * 2),
                                        rangeBase: rangeOffset == 0 ? 0 : ranges + index * 2 + rangeOffset))
            }
            self = .segments(segments, table: table)
        }
    }

    /// The glyph for `scalar`, or 0 when the map has none.
    func glyph(for scalar: UInt32) -> UInt32 {
        switch self {
        case .groups(let groups):
            var low = 0, high = groups.count
            while low < high {
                let mid = (low + high) / 2
                if groups[mid].last < scalar { low = mid + 1 } else { high = mid }
            }
            guard low < groups.count, groups[low].first <= scalar else { return 0 }
            return groups[low].firstGlyph &+ (scalar - groups[low].first)
        case .segments(let segments, let table):
            guard scalar <= 0xFFFF else { return 0 }
            let code = UInt16(scalar)
            var low = 0, high = segments.count
            while low < high {
                let mid = (low + high) / 2
                if segments[mid].last < code { low = mid + 1 } else { high = mid }
            }
            guard low < segments.count, segments[low].first <= code else { return 0 }
            let segment = segments[low]
            if segment.rangeBase == 0 { return UInt32(code &+ segment.delta) }
            // A glyph index array entry outside the table maps to "missing", as FreeType does.
            guard let glyph = try? table.u16(segment.rangeBase + Int(code - segment.first) * 2), glyph != 0 else { return 0 }
            return UInt32(glyph &+ segment.delta)
        }
    }
}
