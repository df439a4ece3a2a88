/// Pair kerning read from `GPOS` (lookup type 2, formats 1 and 2, also behind type 9
/// extensions) for the `kern` feature, or from the legacy `kern` table when `GPOS` has none.
///
/// Only the horizontal advance adjustment of the first glyph is kept (ValueRecord
/// `XAdvance` of the first value): that is what Latin kerning uses. Contextual kerning
/// (chained lookups) and device tables are not applied.
struct KerningTable: Sendable {
    /// The lookups of the `kern` feature, in lookup-list order: each adds its adjustment.
    private(set) var lookups: [[PairSubtable]] = []

    var isEmpty: Bool { lookups.isEmpty }

    /// The advance adjustment in font units between `left` and `right`.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        for subtables in lookups {
            // In a lookup, the first subtable that covers the pair decides it.
            for subtable in subtables {
                if let value = subtable.adjustment(left, right) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    init() {}

    init(gpos: TableReader) throws(FontError) {
        var budget = ParseBudget(table: gpos)
        let major = try gpos.u16(0)
        guard major == 1 else {
            throw gpos.error(.unsupported, at: 0, "GPOS version \(major) is not 1; kerning cannot be read")
        }
        let scripts = try gpos.sub(from: Int(try gpos.u16(4)), "the script list")
        let features = try gpos.sub(from: Int(try gpos.u16(6)), "the feature list")
        let lookupList = try gpos.sub(from: Int(try gpos.u16(8)), "the lookup list")

        let featureCount = Int(try features.u16(0))
        try features.require(2, featureCount * 6, "\(featureCount) feature records")
        var kernFeatures: [Int] = []
        for index in 0..<featureCount where try features.u32(2 + index * 6) == 0x6B65_726E {  // 'kern'
            kernFeatures.append(index)
        }
        // Prefer the features the default or Latin script enables; all `kern` features otherwise.
        let preferred = Set(try Self.defaultFeatures(scripts: scripts, preferring: [0x4446_4C54, 0x6C61_746E], budget: &budget))
        var enabled = kernFeatures.filter(preferred.contains)
        if enabled.isEmpty { enabled = kernFeatures }
        var lookupIndices = Set<Int>()
        for feature in enabled {
            let table = try features.sub(from: Int(try features.u16(2 + feature * 6 + 4)), "feature \(feature)")
            let count = Int(try table.u16(2))
            try budget.spend(count)
            for index in 0..<count { lookupIndices.insert(Int(try table.u16(4 + index * 2))) }
        }
        let lookupCount = Int(try lookupList.u16(0))
        for lookupIndex in lookupIndices.sorted() {
            guard lookupIndex < lookupCount else {
                throw lookupList.error(.malformed, at: 0, "the 'kern' feature refers to lookup \(lookupIndex), but there are only \(lookupCount)")
            }
            let lookup = try lookupList.sub(from: Int(try lookupList.u16(2 + lookupIndex * 2)), "lookup \(lookupIndex)")
            let type = try lookup.u16(0)
            let subtableCount = Int(try lookup.u16(4))
            try budget.spend(subtableCount)
            var subtables: [PairSubtable] = []
            for index in 0..<subtableCount {
                var subtable = try lookup.sub(from: Int(try lookup.u16(6 + index * 2)), "subtable \(index) of lookup \(lookupIndex)")
                var subtableType = type
                if type == 9 {
                    subtableType = try subtable.u16(2)
                    subtable = try subtable.sub(from: Int(try subtable.u32(4)), "extension subtable \(index) of lookup \(lookupIndex)")
                }
                if subtableType == 2 { subtables.append(try PairSubtable(subtable, budget: &budget)) }
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
    }

    /// Feature indices of the default language system of the first script found in `preferring`.
    private static func defaultFeatures(scripts: TableReader, preferring tags: [UInt32], budget: inout ParseBudget) throws(FontError) -> [Int] {
        let count = Int(try scripts.u16(0))
        try scripts.require(2, count * 6, "\(count) script records")
        for tag in tags {
            for index in 0..<count where try scripts.u32(2 + index * 6) == tag {
                let script = try scripts.sub(from: Int(try scripts.u16(2 + index * 6 + 4)), "script \(index)")
                let defaultOffset = Int(try script.u16(0))
                if defaultOffset == 0 { continue }
                let langSys = try script.sub(from: defaultOffset, "the default language system of script \(index)")
                let featureCount = Int(try langSys.u16(4))
                try budget.spend(featureCount)
                var features: [Int] = []
                for feature in 0..<featureCount { features.append(Int(try langSys.u16(6 + feature * 2))) }
                return features
            }
        }
        return []
    }

    /// The `kern` table, version 0 (Microsoft), format 0 horizontal subtables.
    init(kern: TableReader) throws(FontError) {
        guard try kern.u16(0) == 0 else { return }  // Apple's version 1 table is not read.
        let count = Int(try kern.u16(2))
        var offset = 4
        var pairs: [(key: UInt32, value: Int16)] = []
        for _ in 0..<count {
            let length = Int(try kern.u16(offset + 2))
            let coverage = try kern.u16(offset + 4)
            // Format 0, horizontal, not cross-stream, not minimum values.
            if coverage >> 8 == 0, coverage & 0x7 == 0x1 {
                let pairCount = Int(try kern.u16(offset + 6))
                try kern.require(offset + 14, pairCount * 6, "\(pairCount) kerning pairs")
                for index in 0..<pairCount {
                    let at = offset + 14 + index * 6
                    pairs.append((try kern.u32(at), try kern.i16(at + 4)))
                }
            }
            // Subtables larger than 64 KiB wrap their 16-bit length; only the last can be, so stop.
            guard length >= 6 else { break }
            offset += length
        }
        if pairs.isEmpty { return }
        // Several subtables add up; the same pair within one subtable keeps its first value.
        lookups = [[.list(PairList(sortingKeys: pairs))]]
    }
}

/// One pair positioning subtable.
enum PairSubtable: Sendable {
    case list(PairList)
    case sets(PairSets)
    case classes(PairClasses)

    init(_ table: TableReader, budget: inout ParseBudget) throws(FontError) {
        let format = try table.u16(0)
        let coverage = try Coverage(try table.sub(from: Int(try table.u16(2)), "a coverage table"), budget: &budget)
        let valueFormat1 = try table.u16(4)
        let valueFormat2 = try table.u16(6)
        let size1 = valueFormat1.nonzeroBitCount * 2, size2 = valueFormat2.nonzeroBitCount * 2
        // Where XAdvance sits in the first value record, if present.
        let advanceOffset: Int? = valueFormat1 & 0x4 != 0 ? (valueFormat1 & 0x3).nonzeroBitCount * 2 : nil
        switch format {
        case 1:
            let setCount = Int(try table.u16(8))
            try table.require(10, setCount * 2, "\(setCount) pair sets")
            let recordSize = 2 + size1 + size2
            // Each pair set is read once, however many first glyphs share it: the work is
            // bounded by the table's size, not by coverage × set.
            var setOfOffset: [Int: Int32] = [:]
            var sets: [PairList] = []
            var firsts: [(key: UInt32, value: Int32)] = []
            for (coverageIndex, first) in coverage.glyphs.enumerated() where coverageIndex < setCount {
                let offset = Int(try table.u16(10 + coverageIndex * 2))
                if let known = setOfOffset[offset] {
                    firsts.append((UInt32(first), known))
                    continue
                }
                let set = try table.sub(from: offset, "pair set \(coverageIndex)")
                let count = Int(try set.u16(0))
                try set.require(2, count * recordSize, "\(count) pair records")
                try budget.spend(count)
                var pairs: [(key: UInt32, value: Int16)] = []
                pairs.reserveCapacity(count)
                for index in 0..<count {
                    let at = 2 + index * recordSize
                    let second = try set.u16(at)
                    let value = try advanceOffset.map { offset throws(FontError) in try set.i16(at + 2 + offset) } ?? 0
                    pairs.append((UInt32(second), value))
                }
                sets.append(PairList(sortingKeys: pairs))
                setOfOffset[offset] = Int32(sets.count - 1)
                firsts.append((UInt32(first), Int32(sets.count - 1)))
            }
            self = .sets(PairSets(firsts: firsts, sets: sets))
        case 2:
            let classes1 = try ClassDefinition(try table.sub(from: Int(try table.u16(8)), "the first class definition"), budget: &budget)
            let classes2 = try ClassDefinition(try table.sub(from: Int(try table.u16(10)), "the second class definition"), budget: &budget)
            let class1Count = Int(try table.u16(12)), class2Count = Int(try table.u16(14))
            let recordSize = size1 + size2
            try table.require(16, class1Count * class2Count * recordSize, "\(class1Count)×\(class2Count) class pair records")
            // The matrix is read where it lies, pair by pair, when asked: a hostile class count
            // costs nothing until a pair of those classes is kerned.
            self = .classes(PairClasses(coverage: coverage, first: classes1, second: classes2,
                                        class1Count: class1Count, class2Count: class2Count,
                                        table: table, recordSize: recordSize, advanceOffset: advanceOffset))
        default:
            throw table.error(.malformed, at: 0, "pair positioning format \(format) does not exist (only 1 and 2)")
        }
    }

    /// The adjustment when this subtable covers the pair, `nil` when the next subtable should be asked.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int? {
        switch self {
        case .list(let list): return list.value(UInt32(left) << 16 | UInt32(right))
        case .sets(let sets): return sets.value(left, right)
        case .classes(let classes): return classes.value(left, right)
        }
    }
}

/// Individual pairs, sorted by (first, second) for binary search.
struct PairList: Sendable {
    let keys: [UInt32]
    let values: [Int16]

    init(sortingKeys pairs: [(key: UInt32, value: Int16)]) {
        // Key and position in one integer, sorted as plain integers (several times faster than
        // a comparison closure); the position keeps the sort stable: for a repeated pair the
        // first occurrence wins, as in a linear search.
        var packed = [UInt64]()
        packed.reserveCapacity(pairs.count)
        for (index, pair) in pairs.enumerated() { packed.append(UInt64(pair.key) << 32 | UInt64(index)) }
        packed.sort()
        keys = packed.map { UInt32($0 >> 32) }
        values = packed.map { pairs[Int($0 & 0xFFFF_FFFF)].value }
    }

    func value(_ key: UInt32) -> Int? {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < keys.count && keys[low] == key ? Int(values[low]) : nil
    }
}

/// Format 1 pairs: each first glyph's set of second glyphs, sets shared by several first
/// glyphs stored once.
struct PairSets: Sendable {
    /// First glyphs, sorted (the first occurrence of a repeated glyph kept), and their sets.
    let firstGlyphs: [UInt32]
    let setIndices: [Int32]
    let sets: [PairList]

    init(firsts: [(key: UInt32, value: Int32)], sets: [PairList]) {
        let order = firsts.indices.sorted { firsts[$0].key != firsts[$1].key ? firsts[$0].key < firsts[$1].key : $0 < $1 }
        firstGlyphs = order.map { firsts[$0].key }
        setIndices = order.map { firsts[$0].value }
        self.sets = sets
    }

    func value(_ left: UInt16, _ right: UInt16) -> Int? {
        let key = UInt32(left)
        var low = 0, high = firstGlyphs.count
        while low < high {
            let mid = (low + high) / 2
            if firstGlyphs[mid] < key { low = mid + 1 } else { high = mid }
        }
        guard low < firstGlyphs.count, firstGlyphs[low] == key else { return nil }
        return sets[Int(setIndices[low])].value(UInt32(right))
    }
}

/// Class-based pairs: any glyph of the coverage, by its class, against the second glyph's class.
struct PairClasses: Sendable {
    let coverage: Coverage
    let first: ClassDefinition
    let second: ClassDefinition
    let class1Count: Int
    let class2Count: Int
    /// The subtable: its value records start at byte 16, checked to lie within it.
    let table: TableReader
    let recordSize: Int
    /// Where XAdvance sits in the first value record; nil when the records have none.
    let advanceOffset: Int?

    func value(_ left: UInt16, _ right: UInt16) -> Int? {
        guard coverage.contains(left) else { return nil }
        let class1 = first.classOf(left), class2 = second.classOf(right)
        guard class1 < class1Count, class2 < class2Count else { return nil }
        guard let advanceOffset else { return 0 }
        return (try? table.i16(16 + (class1 * class2Count + class2) * recordSize + advanceOffset)).map(Int.init) ?? 0
    }
}

/// An OpenType coverage table, as the sorted list of glyphs it covers.
struct Coverage: Sendable {
    /// Sorted glyph ids; the position of a glyph is its coverage index.
    let glyphs: [UInt16]

    init(_ table: TableReader, budget: inout ParseBudget) throws(FontError) {
        let format = try table.u16(0)
        let count = Int(try table.u16(2))
        var glyphs: [UInt16] = []
        switch format {
        case 1:
            try table.require(4, count * 2, "\(count) covered glyphs")
            try budget.spend(count)
            glyphs.reserveCapacity(count)
            for index in 0..<count { glyphs.append(try table.u16(4 + index * 2)) }
        case 2:
            try table.require(4, count * 6, "\(count) coverage ranges")
            for index in 0..<count {
                let first = try table.u16(4 + index * 6), last = try table.u16(6 + index * 6)
                guard first <= last else {
                    throw table.error(.malformed, at: 4 + index * 6, "coverage range \(index) ends (\(last)) before it starts (\(first))")
                }
                // Each glyph id appears at most once in a valid table, so this is bounded by 65,536.
                guard glyphs.count + Int(last - first) + 1 <= 65_536 else {
                    throw table.error(.malformed, at: 4 + index * 6, "coverage ranges cover more than 65,536 glyphs")
                }
                try budget.spend(Int(last - first) + 1)
                glyphs.append(contentsOf: first...last)
            }
        default:
            throw table.error(.malformed, at: 0, "coverage format \(format) does not exist (only 1 and 2)")
        }
        // A repeated glyph (overlapping ranges, seen in shipping fonts) is tolerated: lookups
        // find its first index, as a binary search over the font's own ranges would.
        for index in glyphs.indices.dropFirst() where glyphs[index - 1] > glyphs[index] {
            throw table.error(.malformed, at: 0, "coverage glyphs are not sorted (glyph \(glyphs[index]) after \(glyphs[index - 1]))")
        }
        self.glyphs = glyphs
    }

    func contains(_ glyph: UInt16) -> Bool {
        var low = 0, high = glyphs.count
        while low < high {
            let mid = (low + high) / 2
            if glyphs[mid] < glyph { low = mid + 1 } else { high = mid }
        }
        return low < glyphs.count && glyphs[low] == glyph
    }
}

/// An OpenType class definition: a class for every glyph, 0 for glyphs not listed.
struct ClassDefinition: Sendable {
    private let firstGlyph: Int
    private let classes: [UInt16]
    /// (first, last, class), sorted, for format 2.
    private let ranges: [(first: UInt16, last: UInt16, value: UInt16)]

    init(_ table: TableReader, budget: inout ParseBudget) throws(FontError) {
        let format = try table.u16(0)
        switch format {
        case 1:
            firstGlyph = Int(try table.u16(2))
            let count = Int(try table.u16(4))
            try table.require(6, count * 2, "\(count) class values")
            try budget.spend(count)
            var classes = [UInt16]()
            classes.reserveCapacity(count)
            for index in 0..<count { classes.append(try table.u16(6 + index * 2)) }
            self.classes = classes
            ranges = []
        case 2:
            let count = Int(try table.u16(2))
            try table.require(4, count * 6, "\(count) class ranges")
            try budget.spend(count)
            var ranges: [(first: UInt16, last: UInt16, value: UInt16)] = []
            ranges.reserveCapacity(count)
            for index in 0..<count {
                ranges.append((try table.u16(4 + index * 6), try table.u16(6 + index * 6), try table.u16(8 + index * 6)))
            }
            // Sorted by first glyph for binary search; overlapping ranges resolve to the earlier one.
            self.ranges = ranges.enumerated().sorted { $0.element.first != $1.element.first ? $0.element.first < $1.element.first : $0.offset < $1.offset }.map(\.element)
            firstGlyph = 0
            classes = []
        default:
            throw table.error(.malformed, at: 0, "class definition format \(format) does not exist (only 1 and 2)")
        }
    }

    func classOf(_ glyph: UInt16) -> Int {
        if !classes.isEmpty {
            let index = Int(glyph) - firstGlyph
            return index >= 0 && index < classes.count ? Int(classes[index]) : 0
        }
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].first <= glyph { low = mid + 1 } else { high = mid }
        }
        // `low - 1` is the last range starting at or before the glyph.
        guard low > 0, ranges[low - 1].last >= glyph else { return 0 }
        return Int(ranges[low - 1].value)
    }
}

/// Caps the records read from `GPOS`: offsets may be shared, so a small hostile table could
/// otherwise expand into billions of entries.
struct ParseBudget {
    let table: TableReader
    /// What is being read, for the error message.
    var what = "kerning data"
    /// Records still allowed (pair records, coverage and class entries; class matrices are read
    /// lazily and not counted): a million is ~8 times what Inter's kerning reads.
    var remaining = Self.limit

    static let limit = 1_000_000

    mutating func spend(_ records: Int) throws(FontError) {
        remaining -= records
        guard remaining >= 0 else {
            throw table.error(.limitExceeded, at: 0, "\(what) expands to more than \(Self.limit) records; the font is corrupt or hostile")
        }
    }
}
