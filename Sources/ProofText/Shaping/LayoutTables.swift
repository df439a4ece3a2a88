/// The OpenType layout tables the shaper reads: `GDEF` glyph classes and mark sets, and the
/// script, feature and lookup lists of `GSUB` and `GPOS` with every lookup decoded.
///
/// Everything is read and bounds-checked when the font loads, so shaping never meets a bad
/// offset: a damaged table fails the load with a ``FontError`` naming the table and byte
/// offset. Subtable formats that do not exist are errors; lookup types ProofText does not
/// apply (GPOS cursive attachment, GSUB reverse chaining) are skipped, as shapers do with
/// types they do not know.
struct LayoutTables: Sendable {
    var definitions = GlyphDefinitions()
    var substitutions: LayoutTable<SubstitutionSubtable>?
    var positions: LayoutTable<PositioningSubtable>?

    /// True when the font has GSUB or GPOS lookups the shaper can apply.
    var isEmpty: Bool { substitutions == nil && positions == nil }

    init() {}

    init(gdef: TableReader?, gsub: TableReader?, gpos: TableReader?) throws(FontError) {
        if let gdef { definitions = try GlyphDefinitions(gdef) }
        if let gsub { substitutions = try LayoutTable(gsub) { type, table, budget throws(FontError) in try SubstitutionSubtable(type: type, table: table, budget: &budget) } }
        if let gpos { positions = try LayoutTable(gpos) { type, table, budget throws(FontError) in try PositioningSubtable(type: type, table: table, budget: &budget) } }
    }
}

/// `GDEF`: glyph classes (base, ligature, mark, component), mark attachment classes and mark
/// glyph sets, which lookup flags refer to.
struct GlyphDefinitions: Sendable {
    enum GlyphClass: UInt8 { case unclassified = 0, base, ligature, mark, component }

    var classes: ClassDefinition?
    var markAttachmentClasses: ClassDefinition?
    var markSets: [Coverage] = []

    init() {}

    init(_ table: TableReader) throws(FontError) {
        var budget = ParseBudget(table: table, what: "GDEF data")
        let major = try table.u16(0), minor = try table.u16(2)
        guard major == 1 else {
            throw table.error(.unsupported, at: 0, "GDEF version \(major).\(minor) is not 1.x")
        }
        if case let offset = Int(try table.u16(4)), offset != 0 {
            classes = try ClassDefinition(try table.sub(from: offset, "the glyph class definition"), budget: &budget)
        }
        if case let offset = Int(try table.u16(10)), offset != 0 {
            markAttachmentClasses = try ClassDefinition(try table.sub(from: offset, "the mark attachment class definition"), budget: &budget)
        }
        if minor >= 2, case let offset = Int(try table.u16(12)), offset != 0 {
            let sets = try table.sub(from: offset, "the mark glyph sets")
            let count = Int(try sets.u16(2))
            try sets.require(4, count * 4, "\(count) mark glyph set offsets")
            for index in 0..<count {
                markSets.append(try Coverage(try sets.sub(from: Int(try sets.u32(4 + index * 4)), "mark glyph set \(index)"), budget: &budget))
            }
        }
    }

    /// The class `GDEF` gives the glyph; `nil` when the font has no glyph classes.
    func glyphClass(_ glyph: UInt16) -> GlyphClass? {
        guard let classes else { return nil }
        return GlyphClass(rawValue: UInt8(clamping: classes.classOf(glyph))) ?? .unclassified
    }

    func markAttachmentClass(_ glyph: UInt16) -> Int {
        markAttachmentClasses?.classOf(glyph) ?? 0
    }
}

/// The script list, feature list and decoded lookups of `GSUB` or `GPOS`.
struct LayoutTable<Subtable: Sendable>: Sendable {
    struct LanguageSystem: Sendable {
        var requiredFeature: Int?
        var features: [Int]
    }

    struct Script: Sendable {
        var tag: UInt32
        var defaultLanguage: LanguageSystem?
        var languages: [(tag: UInt32, system: LanguageSystem)]
    }

    struct Feature: Sendable {
        var tag: UInt32
        var lookups: [Int]
    }

    struct Lookup: Sendable {
        /// The lookup type, with extension lookups resolved to the type they wrap.
        var type: UInt16
        var flag: UInt16
        var markFilteringSet: Int?
        var subtables: [Subtable]
    }

    var scripts: [Script] = []
    var features: [Feature] = []
    var lookups: [Lookup] = []

    /// The extension lookup type: 7 in GSUB, 9 in GPOS.
    init(_ table: TableReader, decode: (_ type: UInt16, _ table: TableReader, _ budget: inout ParseBudget) throws(FontError) -> Subtable?) throws(FontError) {
        var budget = ParseBudget(table: table, what: "\(table.tag) data")
        let major = try table.u16(0)
        guard major == 1 else {
            throw table.error(.unsupported, at: 0, "\(table.tag) version \(major) is not 1; the table cannot be read")
        }
        let extensionType: UInt16 = table.tag == "GSUB" ? 7 : 9
        let scriptList = try table.sub(from: Int(try table.u16(4)), "the script list")
        let featureList = try table.sub(from: Int(try table.u16(6)), "the feature list")
        let lookupList = try table.sub(from: Int(try table.u16(8)), "the lookup list")

        let featureCount = Int(try featureList.u16(0))
        try featureList.require(2, featureCount * 6, "\(featureCount) feature records")
        let lookupCount = Int(try lookupList.u16(0))
        try lookupList.require(2, lookupCount * 2, "\(lookupCount) lookup offsets")
        for index in 0..<featureCount {
            let tag = try featureList.u32(2 + index * 6)
            let feature = try featureList.sub(from: Int(try featureList.u16(6 + index * 6)), "feature \(index)")
            let count = Int(try feature.u16(2))
            try feature.require(4, count * 2, "\(count) lookup indices of feature \(index)")
            try budget.spend(count)
            var lookups: [Int] = []
            for item in 0..<count {
                let lookup = Int(try feature.u16(4 + item * 2))
                guard lookup < lookupCount else {
                    throw feature.error(.malformed, at: 4 + item * 2, "feature \(index) refers to lookup \(lookup), but there are only \(lookupCount)")
                }
                lookups.append(lookup)
            }
            features.append(Feature(tag: tag, lookups: lookups))
        }

        func languageSystem(_ reader: TableReader) throws(FontError) -> LanguageSystem {
            let required = try reader.u16(2)
            let count = Int(try reader.u16(4))
            try reader.require(6, count * 2, "\(count) feature indices")
            try budget.spend(count)
            var indices: [Int] = []
            for item in 0..<count {
                let feature = Int(try reader.u16(6 + item * 2))
                guard feature < featureCount else {
                    throw reader.error(.malformed, at: 6 + item * 2, "a language system refers to feature \(feature), but there are only \(featureCount)")
                }
                indices.append(feature)
            }
            guard required == 0xFFFF || Int(required) < featureCount else {
                throw reader.error(.malformed, at: 2, "the required feature \(required) does not exist (\(featureCount) features)")
            }
            return LanguageSystem(requiredFeature: required == 0xFFFF ? nil : Int(required), features: indices)
        }
        let scriptCount = Int(try scriptList.u16(0))
        try scriptList.require(2, scriptCount * 6, "\(scriptCount) script records")
        for index in 0..<scriptCount {
            let tag = try scriptList.u32(2 + index * 6)
            let script = try scriptList.sub(from: Int(try scriptList.u16(6 + index * 6)), "script \(index)")
            let defaultOffset = Int(try script.u16(0))
            let defaultLanguage = defaultOffset == 0 ? nil : try languageSystem(try script.sub(from: defaultOffset, "the default language system of script \(index)"))
            let languageCount = Int(try script.u16(2))
            try script.require(4, languageCount * 6, "\(languageCount) language records")
            var languages: [(tag: UInt32, system: LanguageSystem)] = []
            for item in 0..<languageCount {
                let system = try languageSystem(try script.sub(from: Int(try script.u16(8 + item * 6)), "language \(item) of script \(index)"))
                languages.append((try script.u32(4 + item * 6), system))
            }
            scripts.append(Script(tag: tag, defaultLanguage: defaultLanguage, languages: languages))
        }

        for index in 0..<lookupCount {
            let lookup = try lookupList.sub(from: Int(try lookupList.u16(2 + index * 2)), "lookup \(index)")
            let type = try lookup.u16(0)
            let flag = try lookup.u16(2)
            let subtableCount = Int(try lookup.u16(4))
            try lookup.require(6, subtableCount * 2, "\(subtableCount) subtable offsets of lookup \(index)")
            try budget.spend(subtableCount)
            let markFilteringSet = flag & 0x10 != 0 ? Int(try lookup.u16(6 + subtableCount * 2)) : nil
            var resolvedType = type
            var subtables: [Subtable] = []
            for item in 0..<subtableCount {
                var subtable = try lookup.sub(from: Int(try lookup.u16(6 + item * 2)), "subtable \(item) of lookup \(index)")
                if type == extensionType {
                    let wrapped = try subtable.u16(2)
                    guard wrapped != extensionType else {
                        throw subtable.error(.malformed, at: 2, "extension subtable \(item) of lookup \(index) wraps another extension")
                    }
                    // All subtables of an extension lookup must wrap the same type.
                    guard item == 0 || wrapped == resolvedType else {
                        throw subtable.error(.malformed, at: 2, "extension subtables of lookup \(index) wrap different types (\(resolvedType) and \(wrapped))")
                    }
                    resolvedType = wrapped
                    subtable = try subtable.sub(from: Int(try subtable.u32(4)), "the subtable extension \(item) of lookup \(index) points to")
                }
                if let decoded = try decode(resolvedType, subtable, &budget) { subtables.append(decoded) }
            }
            lookups.append(Lookup(type: resolvedType, flag: flag, markFilteringSet: markFilteringSet, subtables: subtables))
        }
    }

    /// The default language system of the first of `tags` the table has, else of `DFLT`,
    /// `dflt` or `latn`, as HarfBuzz chooses.
    func languageSystem(script tags: [UInt32]) -> LanguageSystem? {
        for tag in tags + [0x4446_4C54, 0x6466_6C74, 0x6C61_746E] {
            if let script = scripts.first(where: { $0.tag == tag }) { return script.defaultLanguage }
        }
        return nil
    }
}

// MARK: - Substitution (GSUB)

/// One decoded GSUB subtable.
enum SubstitutionSubtable: Sendable {
    case singleDelta(Coverage, delta: UInt16)
    case singleList(Coverage, [UInt16])
    /// Multiple (type 2) and alternate (type 3, whose first alternate is used).
    case multiple(Coverage, [[UInt16]])
    case alternate(Coverage, [[UInt16]])
    /// Ligature sets by coverage index of the first component; each ligature lists the
    /// components after the first.
    case ligature(Coverage, [[(components: [UInt16], glyph: UInt16)]])
    case context(ContextSubtable)

    init?(type: UInt16, table: TableReader, budget: inout ParseBudget) throws(FontError) {
        let format = try table.u16(0)
        switch type {
        case 1:
            let coverage = try Coverage(try table.sub(from: Int(try table.u16(2)), "a coverage table"), budget: &budget)
            switch format {
            case 1: self = .singleDelta(coverage, delta: try table.u16(4))
            case 2:
                let count = Int(try table.u16(4))
                self = .singleList(coverage, try Self.glyphs(table, at: 6, count: count, budget: &budget))
            default: throw table.error(.malformed, at: 0, "single substitution format \(format) does not exist (only 1 and 2)")
            }
        case 2, 3:
            guard format == 1 else {
                throw table.error(.malformed, at: 0, "\(type == 2 ? "multiple" : "alternate") substitution format \(format) does not exist (only 1)")
            }
            let coverage = try Coverage(try table.sub(from: Int(try table.u16(2)), "a coverage table"), budget: &budget)
            let count = Int(try table.u16(4))
            try table.require(6, count * 2, "\(count) sequence offsets")
            var sequences: [[UInt16]] = []
            for index in 0..<count {
                let sequence = try table.sub(from: Int(try table.u16(6 + index * 2)), "sequence \(index)")
                sequences.append(try Self.glyphs(sequence, at: 2, count: Int(try sequence.u16(0)), budget: &budget))
            }
            self = type == 2 ? .multiple(coverage, sequences) : .alternate(coverage, sequences)
        case 4:
            guard format == 1 else { throw table.error(.malformed, at: 0, "ligature substitution format \(format) does not exist (only 1)") }
            let coverage = try Coverage(try table.sub(from: Int(try table.u16(2)), "a coverage table"), budget: &budget)
            let count = Int(try table.u16(4))
            try table.require(6, count * 2, "\(count) ligature set offsets")
            var sets: [[(components: [UInt16], glyph: UInt16)]] = []
            for index in 0..<count {
                let set = try table.sub(from: Int(try table.u16(6 + index * 2)), "ligature set \(index)")
                let ligatureCount = Int(try set.u16(0))
                try set.require(2, ligatureCount * 2, "\(ligatureCount) ligature offsets")
                var ligatures: [(components: [UInt16], glyph: UInt16)] = []
                for item in 0..<ligatureCount {
                    let ligature = try set.sub(from: Int(try set.u16(2 + item * 2)), "ligature \(item) of set \(index)")
                    let componentCount = Int(try ligature.u16(2))
                    guard componentCount >= 1 else {
                        throw ligature.error(.malformed, at: 2, "a ligature has \(componentCount) components; it needs at least 1")
                    }
                    ligatures.append((try Self.glyphs(ligature, at: 4, count: componentCount - 1, budget: &budget), try ligature.u16(0)))
                }
                sets.append(ligatures)
            }
            self = .ligature(coverage, sets)
        case 5, 6:
            self = .context(try ContextSubtable(table, chained: type == 6, budget: &budget))
        default:
            // 8 (reverse chaining, Arabic Nastaliq fonts) is not applied.
            return nil
        }
    }

    static func glyphs(_ table: TableReader, at offset: Int, count: Int, budget: inout ParseBudget) throws(FontError) -> [UInt16] {
        try table.require(offset, count * 2, "\(count) glyph ids")
        try budget.spend(count)
        var glyphs: [UInt16] = []
        glyphs.reserveCapacity(count)
        for index in 0..<count { glyphs.append(try table.u16(offset + index * 2)) }
        return glyphs
    }
}

// MARK: - Contexts (GSUB 5/6, GPOS 7/8)

/// A nested lookup to apply at one position of a matched input sequence.
struct SequenceLookup: Sendable {
    var sequenceIndex: Int
    var lookupIndex: Int
}

/// A contextual or chained contextual subtable, formats 1 (glyphs), 2 (classes) and 3
/// (coverages). Plain contexts are stored as chained ones with empty backtrack and lookahead.
///
/// A class: a subtable is matched at every glyph of a run, and copying a struct of rules and
/// coverages out of its lookup retained each of their arrays (a fifth of Devanagari shaping's
/// time); a reference is retained once.
final class ContextSubtable: Sendable {
    struct Rule: Sendable {
        /// Backtrack values, nearest first (as stored).
        var backtrack: [UInt16]
        /// Input values after the first glyph.
        var input: [UInt16]
        var lookahead: [UInt16]
        var lookups: [SequenceLookup]
    }

    enum Format: Sendable {
        case glyphs(Coverage, [[Rule]])
        case classes(Coverage, backtrack: ClassDefinition?, input: ClassDefinition, lookahead: ClassDefinition?, [[Rule]])
        case coverages(backtrack: [Coverage], input: [Coverage], lookahead: [Coverage], [SequenceLookup])
    }

    let format: Format

    init(_ table: TableReader, chained: Bool, budget: inout ParseBudget) throws(FontError) {
        let formatNumber = try table.u16(0)
        func coverage(_ offset: Int, _ what: String) throws(FontError) -> Coverage {
            try Coverage(try table.sub(from: Int(try table.u16(offset)), what), budget: &budget)
        }
        func classes(_ offset: Int, _ what: String) throws(FontError) -> ClassDefinition? {
            let at = Int(try table.u16(offset))
            return at == 0 ? nil : try ClassDefinition(try table.sub(from: at, what), budget: &budget)
        }
        func lookups(_ reader: TableReader, at offset: Int, count: Int) throws(FontError) -> [SequenceLookup] {
            try reader.require(offset, count * 4, "\(count) sequence lookup records")
            try budget.spend(count)
            var records: [SequenceLookup] = []
            for index in 0..<count {
                records.append(SequenceLookup(sequenceIndex: Int(try reader.u16(offset + index * 4)),
                                              lookupIndex: Int(try reader.u16(offset + index * 4 + 2))))
            }
            return records
        }
        func rule(_ reader: TableReader) throws(FontError) -> Rule {
            if chained {
                var at = 0
                let backtrackCount = Int(try reader.u16(at))
                let backtrack = try SubstitutionSubtable.glyphs(reader, at: at + 2, count: backtrackCount, budget: &budget)
                at += 2 + backtrackCount * 2
                let inputCount = Int(try reader.u16(at))
                guard inputCount >= 1 else { throw reader.error(.malformed, at: at, "a chained rule has an empty input sequence") }
                let input = try SubstitutionSubtable.glyphs(reader, at: at + 2, count: inputCount - 1, budget: &budget)
                at += 2 + (inputCount - 1) * 2
                let lookaheadCount = Int(try reader.u16(at))
                let lookahead = try SubstitutionSubtable.glyphs(reader, at: at + 2, count: lookaheadCount, budget: &budget)
                at += 2 + lookaheadCount * 2
                let records = try lookups(reader, at: at + 2, count: Int(try reader.u16(at)))
                return Rule(backtrack: backtrack, input: input, lookahead: lookahead, lookups: records)
            }
            let inputCount = Int(try reader.u16(0))
            guard inputCount >= 1 else { throw reader.error(.malformed, at: 0, "a context rule has an empty input sequence") }
            let recordCount = Int(try reader.u16(2))
            let input = try SubstitutionSubtable.glyphs(reader, at: 4, count: inputCount - 1, budget: &budget)
            let records = try lookups(reader, at: 4 + (inputCount - 1) * 2, count: recordCount)
            return Rule(backtrack: [], input: input, lookahead: [], lookups: records)
        }
        func ruleSets(at offset: Int) throws(FontError) -> [[Rule]] {
            let count = Int(try table.u16(offset))
            try table.require(offset + 2, count * 2, "\(count) rule set offsets")
            var sets: [[Rule]] = []
            for index in 0..<count {
                let setOffset = Int(try table.u16(offset + 2 + index * 2))
                if setOffset == 0 { sets.append([]); continue }  // a null set: nothing matches
                let set = try table.sub(from: setOffset, "rule set \(index)")
                let ruleCount = Int(try set.u16(0))
                try set.require(2, ruleCount * 2, "\(ruleCount) rule offsets")
                var rules: [Rule] = []
                for item in 0..<ruleCount {
                    rules.append(try rule(try set.sub(from: Int(try set.u16(2 + item * 2)), "rule \(item) of set \(index)")))
                }
                sets.append(rules)
            }
            return sets
        }
        func coverages(at offset: Int, count: Int) throws(FontError) -> [Coverage] {
            try table.require(offset, count * 2, "\(count) coverage offsets")
            var list: [Coverage] = []
            for index in 0..<count { list.append(try coverage(offset + index * 2, "context coverage \(index)")) }
            return list
        }

        switch (formatNumber, chained) {
        case (1, _):
            format = .glyphs(try coverage(2, "a coverage table"), try ruleSets(at: 4))
        case (2, false):
            guard let input = try classes(4, "the class definition") else {
                throw table.error(.malformed, at: 4, "a class-based context has no class definition")
            }
            format = .classes(try coverage(2, "a coverage table"), backtrack: nil, input: input, lookahead: nil, try ruleSets(at: 6))
        case (2, true):
            guard let input = try classes(6, "the input class definition") else {
                throw table.error(.malformed, at: 6, "a class-based chained context has no input class definition")
            }
            format = .classes(try coverage(2, "a coverage table"), backtrack: try classes(4, "the backtrack class definition"),
                              input: input, lookahead: try classes(8, "the lookahead class definition"), try ruleSets(at: 10))
        case (3, false):
            let inputCount = Int(try table.u16(2)), recordCount = Int(try table.u16(4))
            guard inputCount >= 1 else { throw table.error(.malformed, at: 2, "a coverage-based context has no input coverage") }
            format = .coverages(backtrack: [], input: try coverages(at: 6, count: inputCount), lookahead: [],
                                try lookups(table, at: 6 + inputCount * 2, count: recordCount))
        case (3, true):
            var at = 2
            let backtrackCount = Int(try table.u16(at))
            let backtrack = try coverages(at: at + 2, count: backtrackCount)
            at += 2 + backtrackCount * 2
            let inputCount = Int(try table.u16(at))
            guard inputCount >= 1 else { throw table.error(.malformed, at: at, "a coverage-based chained context has no input coverage") }
            let input = try coverages(at: at + 2, count: inputCount)
            at += 2 + inputCount * 2
            let lookaheadCount = Int(try table.u16(at))
            let lookahead = try coverages(at: at + 2, count: lookaheadCount)
            at += 2 + lookaheadCount * 2
            format = .coverages(backtrack: backtrack, input: input, lookahead: lookahead,
                                try lookups(table, at: at + 2, count: Int(try table.u16(at))))
        default:
            throw table.error(.malformed, at: 0, "\(chained ? "chained " : "")context format \(formatNumber) does not exist (only 1, 2 and 3)")
        }
    }
}

// MARK: - Positioning (GPOS)

/// Placement and advance adjustments in font units (device tables are not applied: the
/// engine does not hint, as HarfBuzz without a ppem does not).
struct ValueRecord: Sendable, Equatable {
    var xPlacement: Int16 = 0
    var yPlacement: Int16 = 0
    var xAdvance: Int16 = 0
    var yAdvance: Int16 = 0

    static func size(_ format: UInt16) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    init() {}

    init(_ table: TableReader, at offset: Int, format: UInt16) throws(FontError) {
        var at = offset
        func next() throws(FontError) -> Int16 {
            defer { at += 2 }
            return try table.i16(at)
        }
        if format & 0x1 != 0 { xPlacement = try next() }
        if format & 0x2 != 0 { yPlacement = try next() }
        if format & 0x4 != 0 { xAdvance = try next() }
        if format & 0x8 != 0 { yAdvance = try next() }
    }
}

/// An attachment point in font units (formats 1–3; contour points and device tables unused).
struct Anchor: Sendable, Equatable {
    var x: Int16
    var y: Int16

    init(_ table: TableReader, budget: inout ParseBudget) throws(FontError) {
        let format = try table.u16(0)
        guard (1...3).contains(format) else {
            throw table.error(.malformed, at: 0, "anchor format \(format) does not exist (only 1, 2 and 3)")
        }
        x = try table.i16(2)
        y = try table.i16(4)
    }

    static func optional(_ table: TableReader, at offset: Int, _ what: String, budget: inout ParseBudget) throws(FontError) -> Anchor? {
        let at = Int(try table.u16(offset))
        return at == 0 ? nil : try Anchor(try table.sub(from: at, what), budget: &budget)
    }
}

/// Marks with their class and anchor, by mark coverage index (the MarkArray).
struct MarkRecords: Sendable {
    var records: [(markClass: Int, anchor: Anchor)]

    init(_ table: TableReader, classCount: Int, budget: inout ParseBudget) throws(FontError) {
        let count = Int(try table.u16(0))
        try table.require(2, count * 4, "\(count) mark records")
        try budget.spend(count)
        records = []
        records.reserveCapacity(count)
        for index in 0..<count {
            let markClass = Int(try table.u16(2 + index * 4))
            guard markClass < classCount else {
                throw table.error(.malformed, at: 2 + index * 4, "mark \(index) has class \(markClass), but there are only \(classCount)")
            }
            records.append((markClass, try Anchor(try table.sub(from: Int(try table.u16(4 + index * 4)), "the anchor of mark \(index)"), budget: &budget)))
        }
    }
}

/// One decoded GPOS subtable.
enum PositioningSubtable: Sendable {
    /// Format 1 stores one record for every covered glyph.
    case single(Coverage, [ValueRecord])
    /// Pair sets by coverage index of the first glyph, sorted by second glyph.
    case pairGlyphs(Coverage, [[(second: UInt16, first: ValueRecord, other: ValueRecord)]], hasSecondValue: Bool)
    case pairClasses(Coverage, first: ClassDefinition, second: ClassDefinition, class2Count: Int,
                     records: [(first: ValueRecord, other: ValueRecord)], hasSecondValue: Bool)
    case markToBase(marks: Coverage, bases: Coverage, MarkRecords, baseAnchors: [[Anchor?]])
    /// Anchors by ligature coverage index, then component, then mark class.
    case markToLigature(marks: Coverage, ligatures: Coverage, MarkRecords, ligatureAnchors: [[[Anchor?]]])
    case markToMark(marks: Coverage, bases: Coverage, MarkRecords, baseAnchors: [[Anchor?]])
    case context(ContextSubtable)

    init?(type: UInt16, table: TableReader, budget: inout ParseBudget) throws(FontError) {
        let format = try table.u16(0)
        func coverage(_ offset: Int, _ what: String = "a coverage table") throws(FontError) -> Coverage {
            try Coverage(try table.sub(from: Int(try table.u16(offset)), what), budget: &budget)
        }
        switch type {
        case 1:
            let covered = try coverage(2)
            let valueFormat = try table.u16(4)
            switch format {
            case 1: self = .single(covered, [try ValueRecord(table, at: 6, format: valueFormat)])
            case 2:
                let count = Int(try table.u16(6)), size = ValueRecord.size(valueFormat)
                try table.require(8, count * size, "\(count) value records")
                try budget.spend(count)
                var records: [ValueRecord] = []
                for index in 0..<count { records.append(try ValueRecord(table, at: 8 + index * size, format: valueFormat)) }
                self = .single(covered, records)
            default: throw table.error(.malformed, at: 0, "single positioning format \(format) does not exist (only 1 and 2)")
            }
        case 2:
            let covered = try coverage(2)
            let format1 = try table.u16(4), format2 = try table.u16(6)
            let size1 = ValueRecord.size(format1), size2 = ValueRecord.size(format2)
            switch format {
            case 1:
                let count = Int(try table.u16(8))
                try table.require(10, count * 2, "\(count) pair set offsets")
                var sets: [[(second: UInt16, first: ValueRecord, other: ValueRecord)]] = []
                for index in 0..<count {
                    let set = try table.sub(from: Int(try table.u16(10 + index * 2)), "pair set \(index)")
                    let pairCount = Int(try set.u16(0)), recordSize = 2 + size1 + size2
                    try set.require(2, pairCount * recordSize, "\(pairCount) pair records")
                    try budget.spend(pairCount)
                    var pairs: [(second: UInt16, first: ValueRecord, other: ValueRecord)] = []
                    for item in 0..<pairCount {
                        let at = 2 + item * recordSize
                        pairs.append((try set.u16(at), try ValueRecord(set, at: at + 2, format: format1),
                                      try ValueRecord(set, at: at + 2 + size1, format: format2)))
                    }
                    // Sorted for binary search; a repeated second glyph keeps its first record.
                    let order = pairs.indices.sorted { pairs[$0].second != pairs[$1].second ? pairs[$0].second < pairs[$1].second : $0 < $1 }
                    sets.append(order.map { pairs[$0] })
                }
                self = .pairGlyphs(covered, sets, hasSecondValue: size2 > 0)
            case 2:
                let first = try ClassDefinition(try table.sub(from: Int(try table.u16(8)), "the first class definition"), budget: &budget)
                let second = try ClassDefinition(try table.sub(from: Int(try table.u16(10)), "the second class definition"), budget: &budget)
                let class1Count = Int(try table.u16(12)), class2Count = Int(try table.u16(14))
                let recordSize = size1 + size2
                try table.require(16, class1Count * class2Count * recordSize, "\(class1Count)×\(class2Count) class pair records")
                try budget.spend(class1Count * class2Count)
                var records: [(first: ValueRecord, other: ValueRecord)] = []
                records.reserveCapacity(class1Count * class2Count)
                for index in 0..<(class1Count * class2Count) {
                    let at = 16 + index * recordSize
                    records.append((try ValueRecord(table, at: at, format: format1), try ValueRecord(table, at: at + size1, format: format2)))
                }
                self = .pairClasses(covered, first: first, second: second, class2Count: class2Count, records: records, hasSecondValue: size2 > 0)
            default: throw table.error(.malformed, at: 0, "pair positioning format \(format) does not exist (only 1 and 2)")
            }
        case 4, 6:
            guard format == 1 else { throw table.error(.malformed, at: 0, "mark attachment format \(format) does not exist (only 1)") }
            let marks = try coverage(2, "the mark coverage"), bases = try coverage(4, "the base coverage")
            let classCount = Int(try table.u16(6))
            let markRecords = try MarkRecords(try table.sub(from: Int(try table.u16(8)), "the mark array"), classCount: classCount, budget: &budget)
            let baseArray = try table.sub(from: Int(try table.u16(10)), "the base array")
            let count = Int(try baseArray.u16(0))
            try baseArray.require(2, count * classCount * 2, "\(count)×\(classCount) base anchors")
            try budget.spend(count * classCount)
            var anchors: [[Anchor?]] = []
            for index in 0..<count {
                var row: [Anchor?] = []
                for markClass in 0..<classCount {
                    row.append(try Anchor.optional(baseArray, at: 2 + (index * classCount + markClass) * 2, "base anchor \(index).\(markClass)", budget: &budget))
                }
                anchors.append(row)
            }
            self = type == 4 ? .markToBase(marks: marks, bases: bases, markRecords, baseAnchors: anchors)
                             : .markToMark(marks: marks, bases: bases, markRecords, baseAnchors: anchors)
        case 5:
            guard format == 1 else { throw table.error(.malformed, at: 0, "mark-to-ligature format \(format) does not exist (only 1)") }
            let marks = try coverage(2, "the mark coverage"), ligatures = try coverage(4, "the ligature coverage")
            let classCount = Int(try table.u16(6))
            let markRecords = try MarkRecords(try table.sub(from: Int(try table.u16(8)), "the mark array"), classCount: classCount, budget: &budget)
            let ligatureArray = try table.sub(from: Int(try table.u16(10)), "the ligature array")
            let count = Int(try ligatureArray.u16(0))
            try ligatureArray.require(2, count * 2, "\(count) ligature attach offsets")
            var all: [[[Anchor?]]] = []
            for index in 0..<count {
                let attach = try ligatureArray.sub(from: Int(try ligatureArray.u16(2 + index * 2)), "ligature attach \(index)")
                let components = Int(try attach.u16(0))
                try attach.require(2, components * classCount * 2, "\(components)×\(classCount) ligature anchors")
                try budget.spend(components * classCount)
                var rows: [[Anchor?]] = []
                for component in 0..<components {
                    var row: [Anchor?] = []
                    for markClass in 0..<classCount {
                        row.append(try Anchor.optional(attach, at: 2 + (component * classCount + markClass) * 2, "ligature anchor", budget: &budget))
                    }
                    rows.append(row)
                }
                all.append(rows)
            }
            self = .markToLigature(marks: marks, ligatures: ligatures, markRecords, ligatureAnchors: all)
        case 7, 8:
            self = .context(try ContextSubtable(table, chained: type == 8, budget: &budget))
        default:
            // 3 (cursive attachment) is not applied: none of the bundled fonts uses it.
            return nil
        }
    }
}

extension Coverage {
    /// The coverage index of `glyph`, or nil when it is not covered.
    func index(of glyph: UInt16) -> Int? {
        var low = 0, high = glyphs.count
        while low < high {
            let mid = (low + high) / 2
            if glyphs[mid] < glyph { low = mid + 1 } else { high = mid }
        }
        return low < glyphs.count && glyphs[low] == glyph ? low : nil
    }
}
