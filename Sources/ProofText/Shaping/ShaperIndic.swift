import Foundation

// The Indic shaper for Devanagari, after HarfBuzz's (hb-ot-shaper-indic) and Microsoft's
// "Developing OpenType Fonts for Devanagari Script": characters are classified by their Indic
// syllabic and positional categories, the text is cut into syllables, each syllable is
// reordered (base consonant, reph, pre-base matra) and given per-glyph feature masks, the
// basic features apply one at a time, a final reordering moves the reph and the pre-base
// matra to where the formed glyphs need them, then the presentation features and GPOS apply.

/// The Indic shaper's character classes (HarfBuzz's `I_Cat`), raw values as in
/// `IndicCategoryTable.generated.swift`.
enum IndicCategory: UInt8 {
    case x = 0, c, v, n, h, zwnj, zwj, m, sm, a, placeholder, dottedCircle, rs, mPst, repha, ra, cm, symbol, cs

    var flag: UInt32 { 1 << UInt32(rawValue) }
}

/// Visual slots in a syllable, left to right (HarfBuzz's `ot_position_t`): reordering sorts
/// a syllable's characters by these.
enum IndicPosition: UInt8 {
    case start = 0, raToBecomeReph, preM, preC, baseC, afterMain, aboveC, beforeSub, belowC, afterSub
    case beforePost, postC, afterPost, smvd, end
}

/// The kinds of syllable the segmentation finds (in the low 4 bits of a slot's `syllable`).
enum IndicSyllableType: UInt8 {
    case consonant = 0, vowel, standalone, symbol, broken, nonIndic
}

/// What the Indic shaper needs beyond the lookups: the stages around which it reorders, the
/// masks of the features applied to some glyphs only, and whether the font follows the old
/// (`deva`) specification.
struct IndicPlan: Sendable {
    /// Initial reordering runs after this stage (`locl`, `ccmp`), final reordering after
    /// ``finalReorderingStage`` (`cjct`).
    static let initialReorderingStage = 2
    static let finalReorderingStage = 13
    /// The basic features, one stage each from stage 3, in HarfBuzz's order.
    static let basicFeatures = ["nukt", "akhn", "rphf", "rkrf", "pref", "blwf", "abvf", "half", "pstf", "vatu", "cjct"]
    /// Features applied to the glyphs initial reordering chooses; the others apply to all.
    static let maskedFeatures = ["rphf", "pref", "blwf", "abvf", "half", "pstf", "init"]

    var isOldSpec: Bool
    /// Mask per masked feature, 0 when the font lacks it.
    var masks: [String: UInt32]

    func mask(_ feature: String) -> UInt32 { masks[feature] ?? 0 }

    static func stage(of feature: String) -> Int? {
        basicFeatures.firstIndex(of: feature).map { $0 + 3 }
    }
}

/// The Indic shaper (HarfBuzz's `hb-ot-shaper-indic`), for Devanagari: its own plan (the
/// basic features one stage each, with masks chosen per syllable) and its own pipeline, which
/// reorders syllables before and after the basic features.
struct IndicShaper: ScriptShaper {
    func makePlan(_ run: ShapingRun) -> ShapingPlan { run.makeIndicPlan() }

    func shape(_ run: inout ShapingRun) { run.shapeIndic() }
}

extension ShapingRun {
    static let devanagariTags: [UInt32] = [ShapingScript(tag: "dev2").tagValue, ShapingScript(tag: "deva").tagValue]

    /// The Indic plan: GSUB stages (`rvrn`; directional; `locl`, `ccmp`; each basic feature;
    /// the presentation features with the common ones), GPOS as for every script.
    func makeIndicPlan() -> ShapingPlan {
        // HarfBuzz takes the new specification only from a `dev2` script (`deva` and the
        // default script are the old one).
        let isOldSpec = tables.substitutions?.scripts.contains(where: { $0.tag == Self.devanagariTags[0] }) != true
        var present = Set<UInt32>()
        if let gsub = tables.substitutions, let system = gsub.languageSystem(script: Self.devanagariTags) {
            for feature in system.features { present.insert(gsub.features[feature].tag) }
        }
        var masks: [String: UInt32] = [:]
        for (bit, feature) in IndicPlan.maskedFeatures.enumerated() {
            masks[feature] = present.contains(ShapingScript(tag: feature).tagValue) && !features.disabled.contains(feature) ? 2 << UInt32(bit) : 0
        }
        let syllable = FeatureFlags(manualJoiners: false, perSyllable: true)
        let indic = FeatureFlags(manualJoiners: true, perSyllable: true)
        var stageFeatures: [[String]] = [["rvrn"], direction == .rightToLeft ? ["rtla", "rtlm"] : ["ltra", "ltrm"], ["locl", "ccmp"]]
        stageFeatures += IndicPlan.basicFeatures.map { [$0] }
        stageFeatures.append(["init", "pres", "abvs", "blws", "psts", "haln", "rlig", "calt", "clig", "rclt"] + features.enabled)
        // HarfBuzz's Indic shaper turns `liga` off.
        stageFeatures = stageFeatures.map { $0.filter { !features.disabled.contains($0) && $0 != "liga" || features.enabled.contains($0) } }
        var flags: [String: FeatureFlags] = ["locl": syllable, "ccmp": syllable]
        for feature in IndicPlan.basicFeatures + ["init", "pres", "abvs", "blws", "psts", "haln"] { flags[feature] = indic }
        return ShapingPlan(
            substitution: tables.substitutions.map {
                stages($0, features: stageFeatures, masks: masks, flags: flags, scriptTags: Self.devanagariTags)
            } ?? [],
            positioning: tables.positions.map { stages($0, features: positioningStages, masks: [:], scriptTags: Self.devanagariTags) } ?? [],
            indic: IndicPlan(isOldSpec: isOldSpec, masks: masks))
    }

    // MARK: Shaping

    mutating func shapeIndic() {
        let plan = plan
        let indic = plan.indic ?? IndicPlan(isOldSpec: true, masks: [:])
        let definitions = tables.definitions
        let characterMap = face.storage.characterMap
        func glyph(_ value: UInt32) -> UInt16 {
            let glyph = UInt16(truncatingIfNeeded: characterMap.glyph(for: value))
            return Int(glyph) < face.glyphCount ? glyph : 0
        }

        // Clusters: a mark or ZWJ continues the cluster before it (HarfBuzz's grapheme
        // clusters), then nukta letters the font would rather see as letter + nukta are
        // decomposed (the composition exclusions U+0958–095F always), and marks are sorted by
        // combining class.
        var clustered: [(scalar: Unicode.Scalar, cluster: Int32)] = []
        var cluster: Int32 = 0
        for (index, scalar) in scalars.enumerated() {
            let category = scalar.properties.generalCategory
            let continues = category == .nonspacingMark || category == .spacingMark || category == .enclosingMark || scalar.value == 0x200D
            if !(continues && index > 0) { cluster = Int32(index) }
            clustered.append((scalar, cluster))
        }
        Self.applyVowelConstraints(&clustered)
        var characters: [(scalar: Unicode.Scalar, cluster: Int32)] = []
        for (scalar, cluster) in clustered {
            if let (letter, nukta) = Self.nuktaDecomposition(scalar.value),
               (0x958...0x95F).contains(scalar.value) || glyph(scalar.value) == 0, glyph(letter) != 0, glyph(nukta) != 0 {
                characters.append((Unicode.Scalar(letter)!, cluster))
                characters.append((Unicode.Scalar(nukta)!, cluster))
            } else {
                characters.append((scalar, cluster))
            }
        }
        let ordered = Self.recomposeNukta(Self.markOrder(characters.map(\.scalar)).map { characters[$0] }) { glyph($0) != 0 }
        slots.reserveCapacity(ordered.count + 4)
        for (scalar, cluster) in ordered {
            let category = scalar.properties.generalCategory
            let isMark = category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
            let value = glyph(scalar.value)
            let entry = IndicCategoryTable.entry(scalar.value)
            var slot = ShapingSlot(glyph: value, cluster: cluster, mask: Self.globalMask,
                                   props: Self.props(value, definitions: definitions) ?? (category == .nonspacingMark ? ShapingSlot.mark : ShapingSlot.base),
                                   isUnicodeMark: isMark)
            if ShapedText.isDefaultIgnorable(scalar.value) {
                slot.ignorable = scalar.value == 0x200C ? ShapingSlot.zwnj : scalar.value == 0x200D ? ShapingSlot.zwj : ShapingSlot.otherIgnorable
                // Default-ignorables are never marks (HarfBuzz's synthesized classes).
                if Self.props(value, definitions: definitions) == nil { slot.props = ShapingSlot.base }
            }
            slot.indicCategory = UInt8(entry & 0xFF)
            slot.indicPosition = UInt8(entry >> 8)
            slots.append(slot)
        }
        findSyllables()

        if let gsub = tables.substitutions {
            for (number, stage) in plan.substitution.enumerated() {
                for lookup in stage { applyForward(gsub, lookup, substitute: true) }
                if number == IndicPlan.initialReorderingStage { initialReordering(indic, plan: plan, dottedCircle: glyph(0x25CC), virama: glyph(0x94D)) }
                if number == IndicPlan.finalReorderingStage { finalReordering(indic, virama: glyph(0x94D)) }
            }
            if plan.substitution.count <= IndicPlan.initialReorderingStage {
                initialReordering(indic, plan: plan, dottedCircle: glyph(0x25CC), virama: glyph(0x94D))
                finalReordering(indic, virama: glyph(0x94D))
            }
        } else {
            initialReordering(indic, plan: plan, dottedCircle: glyph(0x25CC), virama: glyph(0x94D))
            finalReordering(indic, virama: glyph(0x94D))
        }
        for index in slots.indices { slots[index].xAdvance = Int32(face.advance(of: GlyphID(slots[index].glyph))) }
        if let gpos = tables.positions {
            for stage in plan.positioning {
                for lookup in stage { applyForward(gpos, lookup, substitute: false) }
            }
        }
        // The Indic shaper leaves marks their advances (HarfBuzz's ZERO_WIDTH_MARKS_NONE);
        // default-ignorables take no space, then go (or become an invisible space).
        for index in slots.indices where slots[index].isIgnorable {
            slots[index].xAdvance = 0
            slots[index].yAdvance = 0
            slots[index].xOffset = 0
            slots[index].yOffset = 0
        }
        for index in slots.indices { propagateAttachment(index, depth: Shaper.maxNestingDepth) }
        hideDefaultIgnorables(space: glyph(0x20))
    }

    /// HarfBuzz's vowel constraints (from the Universal Shaping Engine's specification): an
    /// independent vowel followed by a matra that would make it look like another vowel, and
    /// Ra + Halant + I, get a dotted circle before the second vowel, with its cluster.
    static func applyVowelConstraints(_ characters: inout [(scalar: Unicode.Scalar, cluster: Int32)]) {
        var index = 0
        while index + 1 < characters.count {
            let next = characters[index + 1].scalar.value
            var matched = false
            switch characters[index].scalar.value {
            case 0x905: matched = [0x93A, 0x93B, 0x93E, 0x945, 0x946, 0x949, 0x94A, 0x94B, 0x94C, 0x94F, 0x956, 0x957].contains(next)
            case 0x906: matched = [0x93A, 0x945, 0x946, 0x947, 0x948].contains(next)
            case 0x909: matched = next == 0x941
            case 0x90F: matched = [0x945, 0x946, 0x947].contains(next)
            case 0x930:
                if next == 0x94D && index + 2 < characters.count && characters[index + 2].scalar.value == 0x907 {
                    index += 1
                    matched = true
                }
            default: break
            }
            index += 1
            if matched {
                characters.insert(("\u{25CC}", characters[index].cluster), at: index)
                index += 2
            }
        }
    }

    /// HarfBuzz's recomposition: a nukta composes with its letter (U+0929, 0931, 0934; the
    /// others are composition exclusions) when the font has the composed letter and only
    /// marks of a lower combining class come between them.
    static func recomposeNukta(_ characters: [(scalar: Unicode.Scalar, cluster: Int32)],
                               fontHas: (UInt32) -> Bool) -> [(scalar: Unicode.Scalar, cluster: Int32)] {
        guard characters.count > 1 else { return characters }
        func combiningClass(_ scalar: Unicode.Scalar) -> Int { Int(scalar.properties.canonicalCombiningClass.rawValue) }
        var output = [characters[0]]
        var starter = 0
        for character in characters.dropFirst() {
            if character.scalar.value == 0x93C, starter == output.count - 1 || combiningClass(output[output.count - 1].scalar) < combiningClass(character.scalar) {
                let composed: UInt32? = switch output[starter].scalar.value {
                case 0x928: 0x929
                case 0x930: 0x931
                case 0x933: 0x934
                default: nil
                }
                if let composed, fontHas(composed) {
                    let cluster = min(output[starter...].map(\.cluster).min()!, character.cluster)
                    for index in starter..<output.count { output[index].cluster = cluster }
                    output[starter].scalar = Unicode.Scalar(composed)!
                    continue
                }
            }
            output.append(character)
            if combiningClass(character.scalar) == 0 { starter = output.count - 1 }
        }
        return output
    }

    /// The nukta letters' canonical decompositions (letter, U+093C).
    static func nuktaDecomposition(_ value: UInt32) -> (UInt32, UInt32)? {
        switch value {
        case 0x929: return (0x928, 0x93C)
        case 0x931: return (0x930, 0x93C)
        case 0x934: return (0x933, 0x93C)
        case 0x958...0x95A: return (0x915 + value - 0x958, 0x93C)
        case 0x95B: return (0x91C, 0x93C)
        case 0x95C, 0x95D: return (0x921 + value - 0x95C, 0x93C)
        case 0x95E: return (0x92B, 0x93C)
        case 0x95F: return (0x92F, 0x93C)
        default: return nil
        }
    }

    /// HarfBuzz's `hb_ot_hide_default_ignorables`: with a space glyph, ignorables become it;
    /// without, they are deleted and their cluster merges as HarfBuzz's in-place deletion does.
    private mutating func hideDefaultIgnorables(space: UInt16) {
        guard slots.contains(where: \.isIgnorable) else { return }
        if space != 0 {
            for index in slots.indices where slots[index].isIgnorable { slots[index].glyph = space }
            return
        }
        var kept: [ShapingSlot] = []
        kept.reserveCapacity(slots.count)
        for index in slots.indices {
            guard slots[index].isIgnorable else {
                kept.append(slots[index])
                continue
            }
            let cluster = slots[index].cluster
            if index + 1 < slots.count && slots[index + 1].cluster == cluster { continue }
            if let last = kept.last {
                if cluster < last.cluster {
                    var position = kept.count
                    while position > 0 && kept[position - 1].cluster == last.cluster {
                        kept[position - 1].cluster = cluster
                        position -= 1
                    }
                }
                continue
            }
            if index + 1 < slots.count { mergeClusters(index, index + 2) }
        }
        slots = kept
    }

    // MARK: Syllables

    /// Cuts the run into syllables with HarfBuzz's Indic grammar (hb-ot-shaper-indic-machine):
    /// at each position the longest of consonant syllable, vowel syllable, standalone cluster,
    /// symbol cluster and broken cluster, the first listed on a tie, else one character.
    mutating func findSyllables() {
        let categories = slots.map(\.indicCategory)
        var start = 0
        var serial: UInt8 = 1
        while start < categories.count {
            var best = start + 1
            var type = IndicSyllableType.nonIndic
            for (kind, pattern) in IndicGrammar.syllables {
                // Positions as bits of a word from `start` (syllables are short); the set of
                // positions only for a match that might run past 63 characters.
                var overflow = false
                let window = pattern.ends(from: 1, base: start, in: categories, overflow: &overflow)
                let farthest = overflow ? pattern.ends(from: [start], in: categories).max()
                    : window == 0 ? nil : start + 63 - window.leadingZeroBitCount
                if let end = farthest, end > start, end > best || (end == best && type == .nonIndic) {
                    best = end
                    type = kind
                }
            }
            for index in start..<best { slots[index].syllable = serial << 4 | type.rawValue }
            serial = serial == 15 ? 1 : serial + 1
            start = best
        }
    }

    /// The syllables as ranges of equal `syllable`.
    func syllableRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while start < slots.count {
            var end = start + 1
            while end < slots.count && slots[end].syllable == slots[start].syllable { end += 1 }
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    // MARK: Classes

    /// HarfBuzz's `is_one_of`: false for a glyph that ligated (its category no longer holds).
    func isOneOf(_ slot: ShapingSlot, _ categories: UInt32) -> Bool {
        slot.props & ShapingSlot.ligated == 0 && categories & (1 << UInt32(slot.indicCategory)) != 0
    }

    static let consonantFlags = IndicCategory.c.flag | IndicCategory.cs.flag | IndicCategory.ra.flag | IndicCategory.cm.flag
        | IndicCategory.v.flag | IndicCategory.placeholder.flag | IndicCategory.dottedCircle.flag
    static let joinerFlags = IndicCategory.zwj.flag | IndicCategory.zwnj.flag

    func isConsonant(_ index: Int) -> Bool { isOneOf(slots[index], Self.consonantFlags) }
    func isJoiner(_ index: Int) -> Bool { isOneOf(slots[index], Self.joinerFlags) }
    func isHalant(_ index: Int) -> Bool { isOneOf(slots[index], IndicCategory.h.flag) }

    func position(_ index: Int) -> IndicPosition { IndicPosition(rawValue: slots[index].indicPosition) ?? .end }

    // MARK: Would substitute

    /// HarfBuzz's `would_substitute`: whether a lookup of `feature`'s stage applies to exactly
    /// `glyphs` (with `zeroContext`, rules that need backtrack or lookahead do not count).
    func wouldSubstitute(_ feature: String, _ glyphs: [UInt16], plan: ShapingPlan, zeroContext: Bool) -> Bool {
        guard let gsub = tables.substitutions, let stage = IndicPlan.stage(of: feature), stage < plan.substitution.count,
              !glyphs.isEmpty else { return false }
        for staged in plan.substitution[stage] where staged.index < gsub.lookups.count {
            for subtable in gsub.lookups[staged.index].subtables where Self.wouldApply(subtable, glyphs, zeroContext: zeroContext) {
                return true
            }
        }
        return false
    }

    static func wouldApply(_ subtable: SubstitutionSubtable, _ glyphs: [UInt16], zeroContext: Bool) -> Bool {
        let first = glyphs[0]
        switch subtable {
        case .singleDelta(let coverage, _), .singleList(let coverage, _), .multiple(let coverage, _), .alternate(let coverage, _):
            return glyphs.count == 1 && coverage.index(of: first) != nil
        case .ligature(let coverage, let sets):
            guard let item = coverage.index(of: first), item < sets.count else { return false }
            return sets[item].contains { $0.components.count == glyphs.count - 1 && $0.components.elementsEqual(glyphs.dropFirst()) }
        case .context(let context):
            switch context.format {
            case .glyphs(let coverage, let sets):
                guard let item = coverage.index(of: first), item < sets.count else { return false }
                return sets[item].contains { rule in
                    (!zeroContext || (rule.backtrack.isEmpty && rule.lookahead.isEmpty)) && rule.input.count == glyphs.count - 1
                        && rule.input.elementsEqual(glyphs.dropFirst())
                }
            case .classes(_, _, let input, _, let sets):
                // HarfBuzz picks the rule set by the first glyph's class without its coverage.
                let set = input.classOf(first)
                guard set < sets.count else { return false }
                return sets[set].contains { rule in
                    (!zeroContext || (rule.backtrack.isEmpty && rule.lookahead.isEmpty)) && rule.input.count == glyphs.count - 1
                        && zip(rule.input, glyphs.dropFirst()).allSatisfy { Int($0) == input.classOf($1) }
                }
            case .coverages(let backtrack, let input, let lookahead, _):
                return (!zeroContext || (backtrack.isEmpty && lookahead.isEmpty)) && input.count == glyphs.count
                    && zip(input, glyphs).allSatisfy { $0.contains($1) }
            }
        }
    }

    // MARK: Initial reordering

    private mutating func initialReordering(_ indic: IndicPlan, plan: ShapingPlan, dottedCircle: UInt16, virama: UInt16) {
        let zeroContext = !indic.isOldSpec
        // Consonants the font gives a below-base or post-base form (with the virama before
        // or after, as old and new fonts have it) are not base candidates.
        if virama != 0 {
            for index in slots.indices where position(index) == .baseC {
                let consonant = slots[index].glyph
                func would(_ feature: String) -> Bool {
                    wouldSubstitute(feature, [virama, consonant], plan: plan, zeroContext: zeroContext)
                        || wouldSubstitute(feature, [consonant, virama], plan: plan, zeroContext: zeroContext)
                }
                if would("blwf") || would("vatu") {
                    slots[index].indicPosition = IndicPosition.belowC.rawValue
                } else if would("pstf") || would("pref") {
                    slots[index].indicPosition = IndicPosition.postC.rawValue
                }
            }
        }
        insertDottedCircles(dottedCircle)
        for range in syllableRanges() {
            switch IndicSyllableType(rawValue: slots[range.lowerBound].syllable & 0x0F) {
            case .consonant, .vowel, .broken, .standalone:
                reorderConsonantSyllable(range.lowerBound, range.upperBound, indic: indic, plan: plan, zeroContext: zeroContext)
            default:
                break
            }
        }
    }

    /// A broken cluster (a matra or sign with no consonant) gets a dotted circle to sit on,
    /// after a leading repha, with the cluster and mask of the glyph it precedes.
    private mutating func insertDottedCircles(_ dottedCircle: UInt16) {
        guard dottedCircle != 0, slots.contains(where: { $0.syllable & 0x0F == IndicSyllableType.broken.rawValue }),
              slots.count < maxLength else { return }
        var result: [ShapingSlot] = []
        result.reserveCapacity(slots.count + 4)
        var lastSyllable: UInt8 = 0
        var index = 0
        while index < slots.count {
            let syllable = slots[index].syllable
            if lastSyllable != syllable && syllable & 0x0F == IndicSyllableType.broken.rawValue {
                lastSyllable = syllable
                // HarfBuzz's inserted glyph has no GDEF properties until a lookup replaces it.
                var circle = ShapingSlot(glyph: dottedCircle, cluster: slots[index].cluster, mask: slots[index].mask, props: 0, isUnicodeMark: false)
                circle.syllable = syllable
                circle.indicCategory = IndicCategory.dottedCircle.rawValue
                circle.indicPosition = IndicPosition.end.rawValue
                while index < slots.count && slots[index].syllable == syllable && slots[index].indicCategory == IndicCategory.repha.rawValue {
                    result.append(slots[index])
                    index += 1
                }
                result.append(circle)
            } else {
                result.append(slots[index])
                index += 1
            }
        }
        slots = result
    }

    /// Initial reordering of a consonant syllable (vowel syllables and clusters on a
    /// placeholder or dotted circle are handled alike): find the base consonant, mark a reph,
    /// sort the characters into their visual positions, merge the clusters of what moved
    /// across the base, and give each glyph the masks of the features that apply to it.
    private mutating func reorderConsonantSyllable(_ start: Int, _ end: Int, indic: IndicPlan, plan: ShapingPlan, zeroContext: Bool) {
        // 1. Find the base consonant: from the end, the first consonant without a below-base
        // or post-base form; a syllable starting with Ra + Halant (which the font forms into
        // a reph) leaves the Ra out.
        var base = end
        var hasReph = false
        var limit = start
        if indic.mask("rphf") != 0 && start + 3 <= end && !isJoiner(start + 2)
            && wouldSubstitute("rphf", [slots[start].glyph, slots[start + 1].glyph], plan: plan, zeroContext: zeroContext) {
            limit += 2
            while limit < end && isJoiner(limit) { limit += 1 }
            base = start
            hasReph = true
        }
        do {
            var index = end
            var seenBelow = false
            repeat {
                index -= 1
                if isConsonant(index) {
                    let here = position(index)
                    if here != .belowC && (here != .postC || seenBelow) {
                        base = index
                        break
                    }
                    if here == .belowC { seenBelow = true }
                    base = index
                } else if start < index && slots[index].indicCategory == IndicCategory.zwj.rawValue
                            && slots[index - 1].indicCategory == IndicCategory.h.rawValue {
                    // ZWJ after a halant asks for the half form: the search stops.
                    break
                }
            } while index > limit
        }
        // Ra + Halant and no other consonant: no reph, Ra is the base.
        if hasReph && base == start && limit - base <= 2 { hasReph = false }

        // Positions: everything before the base is pre-base, the base is the base, the Ra of
        // a reph goes first.
        for index in start..<base { slots[index].indicPosition = min(IndicPosition.preC.rawValue, slots[index].indicPosition) }
        if base < end { slots[base].indicPosition = IndicPosition.baseC.rawValue }
        if hasReph { slots[start].indicPosition = IndicPosition.raToBecomeReph.rawValue }

        // Old-spec fonts expect the first post-base halant after the last consonant.
        if indic.isOldSpec && base + 1 < end {
            for index in (base + 1)..<end where slots[index].indicCategory == IndicCategory.h.rawValue {
                var last = end - 1
                while last > index && !isConsonant(last) { last -= 1 }
                if slots[last].indicCategory != IndicCategory.h.rawValue && last > index {
                    let halant = slots.remove(at: index)
                    slots.insert(halant, at: last)
                }
                break
            }
        }

        // Joiners, nuktas and halants move with the character before them (a halant after a
        // left matra stays with what precedes the matra, as Uniscribe does).
        var lastPosition = IndicPosition.start.rawValue
        let followers = Self.joinerFlags | IndicCategory.n.flag | IndicCategory.rs.flag | IndicCategory.cm.flag | IndicCategory.h.flag
        for index in start..<end {
            if followers & (1 << UInt32(slots[index].indicCategory)) != 0 {
                slots[index].indicPosition = lastPosition
                if slots[index].indicCategory == IndicCategory.h.rawValue && slots[index].indicPosition == IndicPosition.preM.rawValue {
                    var previous = index
                    while previous > start {
                        if slots[previous - 1].indicPosition != IndicPosition.preM.rawValue {
                            slots[index].indicPosition = slots[previous - 1].indicPosition
                            break
                        }
                        previous -= 1
                    }
                }
            } else if slots[index].indicPosition != IndicPosition.smvd.rawValue {
                if slots[index].indicCategory == IndicCategory.mPst.rawValue && index > start
                    && slots[index - 1].indicCategory == IndicCategory.sm.rawValue {
                    slots[index - 1].indicPosition = slots[index].indicPosition
                }
                lastPosition = slots[index].indicPosition
            }
        }
        // Post-base consonants own what comes between them and the consonant or matra before.
        do {
            var last = base
            for index in (base + 1)..<max(end, base + 1) {
                if isConsonant(index) {
                    for between in (last + 1)..<max(index, last + 1) where slots[between].indicPosition < IndicPosition.smvd.rawValue {
                        slots[between].indicPosition = slots[index].indicPosition
                    }
                    last = index
                } else if isOneOf(slots[index], IndicCategory.m.flag | IndicCategory.mPst.flag) {
                    last = index
                }
            }
        }

        // Sort into visual order (stably), remembering where each glyph came from.
        let syllable = slots[start].syllable
        var origin = Array(0..<(end - start))
        let sorted = origin.sorted { a, b in
            let left = slots[start + a].indicPosition, right = slots[start + b].indicPosition
            return left != right ? left < right : a < b
        }
        let original = Array(slots[start..<end])
        for (offset, from) in sorted.enumerated() { slots[start + offset] = original[from] }
        origin = sorted

        // The base again; a sequence of left matras is reversed (their nuktas stay after them).
        var firstLeftMatra = end, lastLeftMatra = end
        base = end
        for index in start..<end {
            if position(index) == .baseC {
                base = index
                break
            } else if position(index) == .preM {
                if firstLeftMatra == end { firstLeftMatra = index }
                lastLeftMatra = index
            }
        }
        if firstLeftMatra < lastLeftMatra {
            func reverse(_ from: Int, _ to: Int) {
                slots[from..<to].reverse()
                origin[(from - start)..<(to - start)].reverse()
            }
            reverse(firstLeftMatra, lastLeftMatra + 1)
            var from = firstLeftMatra
            for index in firstLeftMatra...lastLeftMatra where isOneOf(slots[index], IndicCategory.m.flag | IndicCategory.mPst.flag) {
                reverse(from, index + 1)
                from = index + 1
            }
        }

        // Clusters after the base: merge each cycle of the permutation that moved glyphs
        // (HarfBuzz's way, so that what did not move keeps its cluster); pre-base clusters
        // are merged in final reordering.
        if indic.isOldSpec || end - start > 127 {
            mergeClusters(base, end)
        } else {
            var done = [Bool](repeating: false, count: end - start)
            for index in base..<max(end, base) where !done[index - start] {
                var low = index, high = index
                var other = start + origin[index - start]
                while other != index {
                    low = min(low, other)
                    high = max(high, other)
                    let next = start + origin[other - start]
                    done[other - start] = true
                    other = next
                }
                mergeClusters(max(base, low), high + 1)
            }
        }
        for index in start..<end { slots[index].syllable = syllable }

        // Masks: rphf on the reph, half (and blwf in new-spec fonts) before the base, blwf,
        // abvf and pstf after it.
        var index = start
        while index < end && position(index) == .raToBecomeReph {
            slots[index].mask |= indic.mask("rphf")
            index += 1
        }
        let preBase = indic.mask("half") | (indic.isOldSpec ? 0 : indic.mask("blwf"))
        for index in start..<min(base, end) { slots[index].mask |= preBase }
        let postBase = indic.mask("blwf") | indic.mask("abvf") | indic.mask("pstf")
        if base + 1 < end {
            for index in (base + 1)..<end { slots[index].mask |= postBase }
        }
        // Old-spec fonts: Ra + Halant before the base takes the below form (vattu), unless a
        // ZWJ asks for the eyelash Ra.
        if indic.isOldSpec && base > start + 1 {
            for index in start..<(base - 1)
            where slots[index].indicCategory == IndicCategory.ra.rawValue && slots[index + 1].indicCategory == IndicCategory.h.rawValue
                && (index + 2 == base || slots[index + 2].indicCategory != IndicCategory.zwj.rawValue) {
                slots[index].mask |= indic.mask("blwf")
                slots[index + 1].mask |= indic.mask("blwf")
            }
        }
        // A Halant + Ra the font reorders before the base (pref).
        if indic.mask("pref") != 0 && base + 2 < end {
            for index in (base + 1)..<(end - 1)
            where wouldSubstitute("pref", [slots[index].glyph, slots[index + 1].glyph], plan: plan, zeroContext: zeroContext) {
                slots[index].mask |= indic.mask("pref")
                slots[index + 1].mask |= indic.mask("pref")
                break
            }
        }
        // A ZWNJ keeps the consonants before it from taking half forms.
        if start + 1 < end {
            for index in (start + 1)..<end where isJoiner(index) && slots[index].indicCategory == IndicCategory.zwnj.rawValue {
                var previous = index
                repeat {
                    previous -= 1
                    slots[previous].mask &= ~indic.mask("half")
                } while previous > start && !isConsonant(previous)
            }
        }
    }

    // MARK: Final reordering

    private mutating func finalReordering(_ indic: IndicPlan, virama: UInt16) {
        for range in syllableRanges() { finalReorderSyllable(range.lowerBound, range.upperBound, indic: indic, virama: virama) }
    }

    private func ligatedAndDidntMultiply(_ index: Int) -> Bool {
        slots[index].props & ShapingSlot.ligated != 0 && slots[index].props & ShapingSlot.multiplied == 0
    }

    /// Final reordering of one syllable: the pre-base matra moves right to after the last
    /// halant that did not form a half form, the reph moves to its place (for Devanagari:
    /// after the first explicit halant, else before the post-base forms, else to the end),
    /// and clusters merge over what moved.
    private mutating func finalReorderSyllable(_ start: Int, _ end: Int, indic: IndicPlan, virama: UInt16) {
        // A virama that ligated and split again is a halant still.
        if virama != 0 {
            for index in start..<end
            where slots[index].glyph == virama && slots[index].props & ShapingSlot.ligated != 0 && slots[index].isMultiplied {
                slots[index].indicCategory = IndicCategory.h.rawValue
                slots[index].props &= ~(ShapingSlot.ligated | ShapingSlot.multiplied)
            }
        }

        // The base again.
        var tryPref = indic.mask("pref") != 0
        var base = start
        while base < end {
            if slots[base].indicPosition >= IndicPosition.baseC.rawValue {
                if tryPref && base + 1 < end {
                    for index in (base + 1)..<end where slots[index].mask & indic.mask("pref") != 0 {
                        if !(slots[index].props & ShapingSlot.substituted != 0 && ligatedAndDidntMultiply(index)) {
                            // A pref candidate that formed nothing: the base is around here.
                            base = index
                            while base < end && isHalant(base) { base += 1 }
                            if base < end { slots[base].indicPosition = IndicPosition.baseC.rawValue }
                            tryPref = false
                        }
                        break
                    }
                }
                if start < base && base < end && slots[base].indicPosition > IndicPosition.baseC.rawValue { base -= 1 }
                break
            }
            base += 1
        }
        if base == end && start < base && isOneOf(slots[base - 1], IndicCategory.zwj.flag) { base -= 1 }
        if base < end {
            while start < base && isOneOf(slots[base], IndicCategory.n.flag | IndicCategory.h.flag) { base -= 1 }
        }

        // Reorder the pre-base matra: after the last halant before the base that is not
        // followed by ZWJ (a ZWNJ ends the syllable already), before the base.
        let matraOrHalant = IndicCategory.m.flag | IndicCategory.mPst.flag | IndicCategory.h.flag
        if start + 1 < end && start < base {
            var newPosition = base == end ? base - 2 : base - 1
            while true {
                while newPosition > start && !isOneOf(slots[newPosition], matraOrHalant) { newPosition -= 1 }
                if isHalant(newPosition) && position(newPosition) != .preM {
                    if newPosition + 1 < end && slots[newPosition + 1].indicCategory == IndicCategory.zwj.rawValue && newPosition > start {
                        newPosition -= 1
                        continue
                    }
                } else {
                    newPosition = start
                }
                break
            }
            if start < newPosition && position(newPosition) != .preM {
                var index = newPosition
                while index > start {
                    if position(index - 1) == .preM {
                        let oldPosition = index - 1
                        if oldPosition < base && base <= newPosition { base -= 1 }
                        let matra = slots.remove(at: oldPosition)
                        slots.insert(matra, at: newPosition)
                        mergeClusters(newPosition, min(end, base + 1))
                        newPosition -= 1
                    }
                    index -= 1
                }
            } else {
                for index in start..<base where position(index) == .preM {
                    mergeClusters(index, min(end, base + 1))
                    break
                }
            }
        }

        // Reorder the reph, when Ra + Halant formed one.
        if start + 1 < end && position(start) == .raToBecomeReph
            && ((slots[start].indicCategory == IndicCategory.repha.rawValue) != ligatedAndDidntMultiply(start)) {
            var newPosition = start + 1
            // Steps 2 and 5: after the first explicit halant between the reph and the base
            // (and a joiner after it).
            while newPosition < base && !isHalant(newPosition) { newPosition += 1 }
            if newPosition < base && isHalant(newPosition) {
                if newPosition + 1 < base && isJoiner(newPosition + 1) { newPosition += 1 }
            } else {
                // Step 6: the end of the syllable, before syllable modifiers; before a final
                // halant that follows a matra, so the reph can interact with the matra.
                newPosition = end - 1
                while newPosition > start && position(newPosition) == .smvd { newPosition -= 1 }
                if isHalant(newPosition) {
                    var index = base + 1
                    while index < newPosition {
                        if isOneOf(slots[index], IndicCategory.m.flag | IndicCategory.mPst.flag) { newPosition -= 1 }
                        index += 1
                    }
                }
            }
            mergeClusters(start, newPosition + 1)
            let reph = slots.remove(at: start)
            slots.insert(reph, at: newPosition)
            if start < base && base <= newPosition { base -= 1 }
        }

        // Reorder a pre-base-reordering consonant the font formed (pref).
        if tryPref && base + 1 < end {
            for index in (base + 1)..<end where slots[index].mask & indic.mask("pref") != 0 {
                if ligatedAndDidntMultiply(index) {
                    var newPosition = base
                    while newPosition > start && !isOneOf(slots[newPosition - 1], matraOrHalant) { newPosition -= 1 }
                    if newPosition > start && isHalant(newPosition - 1) && newPosition < end && isJoiner(newPosition) { newPosition += 1 }
                    mergeClusters(newPosition, index + 1)
                    let consonant = slots.remove(at: index)
                    slots.insert(consonant, at: newPosition)
                    if newPosition <= base && base < index { base += 1 }
                }
                break
            }
        }

        // init applies to a left matra at the start of a word (approximated: not after a mark
        // or joiner; HarfBuzz also excludes letters, which cannot precede a syllable's start
        // in Devanagari).
        if position(start) == .preM {
            let atWordStart: Bool
            if start == 0 {
                atWordStart = true
            } else {
                let previous = slots[start - 1]
                atWordStart = !(previous.isUnicodeMark || previous.ignorable != 0)
            }
            if atWordStart { slots[start].mask |= indic.mask("init") }
        }
    }
}

extension ShapingSlot {
    /// A default-ignorable character no lookup replaced (HarfBuzz's test: a substituted one
    /// draws like any glyph).
    var isIgnorable: Bool { ignorable != 0 && props & Self.substituted == 0 }
}

/// HarfBuzz's Indic syllable grammar (hb-ot-shaper-indic-machine.rl) over Indic categories.
enum IndicGrammar {
    /// A regular expression over categories, matched by the set of positions it can end at.
    indirect enum Pattern: Sendable {
        case any(UInt32)
        case sequence([Pattern])
        case either([Pattern])
        case optional(Pattern)
        case repeated(Pattern)

        /// ``ends(from:in:)`` with positions as bits: bit i stands for `base + i`. Sets
        /// `overflow` when a match would reach bit 64; the result is then incomplete.
        func ends(from starts: UInt64, base: Int, in categories: [UInt8], overflow: inout Bool) -> UInt64 {
            switch self {
            case .any(let flags):
                var result: UInt64 = 0
                var remaining = starts
                while remaining != 0 {
                    let bit = remaining.trailingZeroBitCount
                    remaining &= remaining - 1
                    let position = base + bit
                    guard position < categories.count, flags & (1 << UInt32(categories[position])) != 0 else { continue }
                    if bit == 63 { overflow = true } else { result |= 1 << UInt64(bit + 1) }
                }
                return result
            case .sequence(let parts):
                var current = starts
                for part in parts where current != 0 { current = part.ends(from: current, base: base, in: categories, overflow: &overflow) }
                return current
            case .either(let choices):
                var result: UInt64 = 0
                for choice in choices { result |= choice.ends(from: starts, base: base, in: categories, overflow: &overflow) }
                return result
            case .optional(let part):
                return starts | part.ends(from: starts, base: base, in: categories, overflow: &overflow)
            case .repeated(let part):
                var all = starts, frontier = starts
                while frontier != 0 {
                    frontier = part.ends(from: frontier, base: base, in: categories, overflow: &overflow) & ~all
                    all |= frontier
                }
                return all
            }
        }

        func ends(from starts: Set<Int>, in categories: [UInt8]) -> Set<Int> {
            switch self {
            case .any(let flags):
                return Set(starts.filter { $0 < categories.count && flags & (1 << UInt32(categories[$0])) != 0 }.map { $0 + 1 })
            case .sequence(let parts):
                var current = starts
                for part in parts where !current.isEmpty { current = part.ends(from: current, in: categories) }
                return current
            case .either(let choices):
                return choices.reduce(into: Set<Int>()) { $0.formUnion($1.ends(from: starts, in: categories)) }
            case .optional(let part):
                return starts.union(part.ends(from: starts, in: categories))
            case .repeated(let part):
                var all = starts, frontier = starts
                while !frontier.isEmpty {
                    frontier = part.ends(from: frontier, in: categories).subtracting(all)
                    all.formUnion(frontier)
                }
                return all
            }
        }
    }

    static func of(_ categories: IndicCategory...) -> Pattern {
        .any(categories.reduce(0) { $0 | $1.flag })
    }

    static let syllables: [(IndicSyllableType, Pattern)] = {
        let consonant = of(.c, .ra)
        let modifier = Pattern.sequence([.optional(.sequence([.optional(of(.zwnj)), of(.rs)])), .optional(.sequence([of(.n), .optional(of(.n))]))])
        let joiner = of(.zwj, .zwnj)
        let reph = Pattern.either([.sequence([of(.ra), of(.h)]), of(.repha)])
        let consonantAndModifier = Pattern.sequence([consonant, .optional(of(.zwj)), .optional(modifier)])
        let symbol = Pattern.sequence([of(.symbol), .optional(of(.n))])
        let matraGroup = Pattern.sequence([.repeated(joiner), .either([of(.m), .sequence([.optional(of(.sm)), of(.mPst)])]),
                                           .optional(of(.n)), .optional(of(.h))])
        let syllableTail = Pattern.sequence([.optional(.sequence([.optional(joiner), of(.sm), .optional(of(.sm)), .optional(of(.zwnj))])),
                                             .repeated(of(.a))])
        let halantGroup = Pattern.sequence([.optional(joiner), of(.h), .optional(.sequence([of(.zwj), .optional(of(.n))]))])
        let finalHalantGroup = Pattern.either([halantGroup, .sequence([of(.h), of(.zwnj)])])
        let medialGroup = Pattern.optional(of(.cm))
        let halantOrMatraGroup = Pattern.either([finalHalantGroup, .repeated(matraGroup)])
        let complexTail = Pattern.sequence([.repeated(.sequence([halantGroup, consonantAndModifier])), medialGroup, halantOrMatraGroup, syllableTail])
        return [
            (.consonant, .sequence([.optional(of(.repha, .cs)), consonantAndModifier, complexTail])),
            (.vowel, .sequence([.optional(reph), of(.v), .optional(modifier), .either([of(.zwj), complexTail])])),
            (.standalone, .sequence([.either([.sequence([.optional(of(.repha, .cs)), of(.placeholder)]),
                                              .sequence([.optional(reph), of(.dottedCircle)])]),
                                     .optional(modifier), complexTail])),
            (.symbol, .sequence([symbol, syllableTail])),
            (.broken, .sequence([.optional(reph), .optional(modifier), complexTail])),
        ]
    }()
}
