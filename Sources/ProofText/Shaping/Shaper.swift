import Foundation
import ProofBase

/// A writing system as OpenType layout names it (`arab`, `hebr`, `latn`, `dev2`): which lookups
/// of a font apply, for Arabic that letters join, for Devanagari that the Indic shaper runs.
public struct ShapingScript: Hashable, Sendable, CustomStringConvertible {
    /// The four-letter OpenType script tag.
    public let tag: String

    /// A script by its OpenType tag (`"arab"`); tags are four ASCII characters, padded with spaces.
    public init(tag: String) {
        self.tag = String((tag + "    ").prefix(4))
    }

    public static let arabic = ShapingScript(tag: "arab")
    public static let hebrew = ShapingScript(tag: "hebr")
    public static let latin = ShapingScript(tag: "latn")
    public static let greek = ShapingScript(tag: "grek")
    public static let cyrillic = ShapingScript(tag: "cyrl")
    /// Devanagari (Hindi, Marathi, Nepali): shaped by the Indic shaper with the font's `dev2`
    /// lookups, or `deva` (the old specification) when it has no `dev2`.
    public static let devanagari = ShapingScript(tag: "dev2")
    /// Text with no script of its own (digits, punctuation, symbols): the font's default lookups.
    public static let common = ShapingScript(tag: "DFLT")

    /// The script a character belongs to for shaping, or nil for characters shared by all
    /// scripts (spaces, digits, punctuation) and combining marks, which take the script of
    /// the text around them. Covers the scripts ProofText has fonts or rules for.
    public static func of(_ scalar: Unicode.Scalar) -> ShapingScript? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFB00...0xFB06: return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F: return .cyrillic
        // Devanagari, its signs and matras included (Unicode's Script property: the stress
        // signs U+0951–0954, the dandas and the Vedic extensions are Inherited or Common and
        // take the script of the text around them, as in HarfBuzz).
        case 0x900...0x950, 0x955...0x963, 0x966...0x97F, 0xA8E0...0xA8FF: return .devanagari
        case 0x591...0x5F4, 0xFB1D...0xFB4F: return scalar.properties.generalCategory == .nonspacingMark ? nil : .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            // Arabic marks and the Arabic comma, semicolon and question mark are Arabic too,
            // but marks follow their base like everywhere else.
            return scalar.properties.generalCategory == .nonspacingMark ? nil : .arabic
        default: return nil
        }
    }

    /// Right to left for Arabic and Hebrew.
    public var direction: ShapingDirection {
        self == .arabic || self == .hebrew ? .rightToLeft : .leftToRight
    }

    var tagValue: UInt32 { tag.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    public var description: String { tag }
}

/// The direction glyphs of a run advance in: a layout direction (one type for the interface's
/// direction and a run's).
public typealias ShapingDirection = LayoutDirection

/// OpenType features to turn on or off beyond the defaults (which are what HarfBuzz applies:
/// `ccmp`, `locl`, `rlig`, `calt`, `liga`, `clig`, `rclt`, the Arabic positional forms, and
/// `kern`, `mark`, `mkmk`, `dist`, `abvm`, `blwm` in GPOS).
public struct ShapingFeatures: Hashable, Sendable {
    /// Features applied on top of the defaults, e.g. `"dlig"`.
    public var enabled: [String]
    /// Default features left out, e.g. `"liga"` or `"kern"`.
    public var disabled: [String]

    public init(enabled: [String] = [], disabled: [String] = []) {
        self.enabled = enabled
        self.disabled = disabled
    }

    public static let `default` = ShapingFeatures()
}

/// One glyph of a shaped run, in font units.
public struct ShapedGlyph: Hashable, Sendable, CustomStringConvertible {
    public var glyph: GlyphID
    /// The index, in the scalars given to the shaper, of the first scalar of the cluster the
    /// glyph belongs to (a ligature and the marks on a letter share their first scalar's).
    public var cluster: Int
    /// How far the pen moves after the glyph.
    public var advance: Int
    /// Where the glyph is drawn relative to the pen: right and up are positive.
    public var xOffset: Int
    public var yOffset: Int

    public init(glyph: GlyphID, cluster: Int, advance: Int, xOffset: Int = 0, yOffset: Int = 0) {
        self.glyph = glyph
        self.cluster = cluster
        self.advance = advance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }

    /// `glyph=cluster+advance@x,y` (HarfBuzz's `hb-shape` notation, offsets when not zero).
    public var description: String {
        "\(glyph.rawValue)=\(cluster)" + (xOffset != 0 || yOffset != 0 ? "@\(xOffset),\(yOffset)" : "") + "+\(advance)"
    }
}

/// OpenType shaping of one run of text in one script, direction and face: characters to
/// glyphs by `cmap`, Arabic joining forms, `GSUB` substitutions (single, multiple, alternate,
/// ligature, contextual and chained contextual, through extensions), then `GPOS`
/// positioning (single and pair adjustments, mark-to-base, mark-to-ligature, mark-to-mark,
/// contextual), with lookup flags and `GDEF` classes and mark sets, in HarfBuzz's feature
/// order. The result is the same as `hb-shape` gives for the bundled fonts
/// (`Scripts/shaping/compare-harfbuzz.py` checks it).
///
/// Shaping never fails: the tables were checked when the font loaded, nested lookups stop at
/// ``maxNestingDepth`` and the work per run is bounded, so a hostile font shapes to something
/// finite. Not done: Unicode normalisation and mark reordering (text is shaped as given),
/// mirroring of brackets in right-to-left runs, cursive attachment, reverse chaining
/// substitution, and the Indic shapers other than Devanagari's, Khmer and the other syllabic
/// shapers.
public enum Shaper {
    /// Contextual lookups may call lookups that call lookups: deeper than this, they stop
    /// (HarfBuzz allows the same depth), so a lookup that calls itself cannot loop forever.
    public static let maxNestingDepth = 64

    /// Shapes `scalars` (one run, in logical order) with `face`. Glyphs come back in visual
    /// order, left to right: a right-to-left run's last character first, as `hb-shape` prints
    /// them. Characters the face lacks become ``GlyphID/notdef``.
    public static func shape(
        _ scalars: [Unicode.Scalar],
        face: FontFace,
        script: ShapingScript,
        direction: ShapingDirection? = nil,
        features: ShapingFeatures = .default
    ) -> [ShapedGlyph] {
        let direction = direction ?? script.direction
        var run = ShapingRun(scalars: scalars, face: face, script: script, direction: direction, features: features)
        run.shape()
        return run.output(visualOrder: true)
    }
}

/// One glyph while shaping, with HarfBuzz's bookkeeping: glyph properties from GDEF, the
/// feature mask, ligature ids and components (for marks on ligatures), and positions.
struct ShapingSlot {
    var glyph: UInt16
    var cluster: Int32
    var mask: UInt32
    /// 0x02 base, 0x04 ligature, 0x08 mark (with the mark attachment class in bits 8–15):
    /// the bits lookup flags test. Plus ``substituted``, ``ligated``, ``multiplied``.
    var props: UInt32
    var ligatureID: UInt16 = 0
    /// For a ligature: its number of components (with ``isLigatureBase``); for a mark: the
    /// component it belongs to (1-based, 0: none).
    var ligatureComponent: UInt8 = 0
    var isLigatureBase = false
    var isUnicodeMark: Bool
    var xAdvance: Int32 = 0
    var yAdvance: Int32 = 0
    var xOffset: Int32 = 0
    var yOffset: Int32 = 0
    /// Offset to the glyph this one is attached to (0: none), and whether as a mark.
    var attachChain: Int32 = 0
    var attachIsMark = false
    /// Default-ignorable characters kept in the buffer (the Indic shaper keeps them until
    /// positioning is done): 0 none, ``zwnj``, ``zwj``, ``otherIgnorable``.
    var ignorable: UInt8 = 0
    /// The Indic shaper's syllable (serial << 4 | type, 0: none) and the character's Indic
    /// category and position (`IndicCategory`, `IndicPosition`).
    var syllable: UInt8 = 0
    var indicCategory: UInt8 = 0
    var indicPosition: UInt8 = 0
    static let zwnj: UInt8 = 1, zwj: UInt8 = 2, otherIgnorable: UInt8 = 3

    static let base: UInt32 = 0x02, ligature: UInt32 = 0x04, mark: UInt32 = 0x08
    static let substituted: UInt32 = 0x10_0000, ligated: UInt32 = 0x20_0000, multiplied: UInt32 = 0x40_0000
    static let classBits: UInt32 = 0xFF0E

    var isMark: Bool { props & Self.mark != 0 }
    var isMultiplied: Bool { props & Self.multiplied != 0 }

    /// HarfBuzz's `lig_comp`: 0 for a ligature itself.
    var componentIndex: Int { isLigatureBase ? 0 : Int(ligatureComponent) }
    /// HarfBuzz's `lig_num_comps`: components of a ligature, 1 otherwise.
    var componentCount: Int { props & Self.ligature != 0 && isLigatureBase ? Int(ligatureComponent) : 1 }
}

/// A lookup to apply in a stage, with the mask of the features that ask for it.
struct StagedLookup: Sendable {
    var index: Int
    var mask: UInt32
    /// Whether matching skips ZWNJ and ZWJ (HarfBuzz's `auto_zwnj`, `auto_zwj`; the Indic
    /// features handle joiners themselves) and stays within the syllable (`per_syllable`).
    var autoZWNJ = true
    var autoZWJ = true
    var perSyllable = false
}

/// How a stage's feature is applied beyond its mask: HarfBuzz's `F_MANUAL_ZWNJ`,
/// `F_MANUAL_ZWJ` and `F_PER_SYLLABLE` flags.
struct FeatureFlags: Sendable {
    var manualJoiners = false
    var perSyllable = false
}

struct ShapingRun {
    let face: FontFace
    let tables: LayoutTables
    let script: ShapingScript
    let direction: ShapingDirection
    let scalars: [Unicode.Scalar]
    var slots: [ShapingSlot] = []
    /// Work left before shaping stops applying lookups (a hostile font's bound).
    var operations: Int
    /// The longest the glyph buffer may grow (multiple substitutions).
    let maxLength: Int
    private var nextLigatureID: UInt16 = 1
    /// A colour emoji face keeps ZWJ and tag characters through GSUB.
    var isColorFace: Bool { face.hasColorGlyphs }
    let features: ShapingFeatures
    /// The lookup being applied, for the matching rules that depend on its feature.
    var current = StagedLookup(index: 0, mask: 0)
    var applyingPositions = false
    /// The length of the buffer when the lookup started (HarfBuzz restricts backtracking to
    /// the syllable only while its output is as long as its input).
    var passStartCount = 0

    static let globalMask: UInt32 = 1

    init(scalars: [Unicode.Scalar], face: FontFace, script: ShapingScript, direction: ShapingDirection, features: ShapingFeatures) {
        self.face = face
        tables = face.storage.layout
        self.script = script
        self.direction = direction
        self.scalars = scalars
        self.features = features
        operations = 4096 + scalars.count * 1024
        maxLength = max(256, scalars.count * 32)
    }

    // MARK: Plan

    /// Feature tags by stage, for GSUB: the script shaper's, with the run's own features.
    private var substitutionStages: [[String]] {
        var stages = script.shaper.substitutionStages(direction: direction)
        stages[stages.count - 1] += features.enabled
        return stages.map { $0.filter { !features.disabled.contains($0) } }
    }

    private var positioningFeatures: [String] {
        (["abvm", "blwm", "mark", "mkmk", "curs", "dist", "kern"] + features.enabled).filter { !features.disabled.contains($0) }
    }

    /// The lookups of each stage with their masks, lookup order within a stage.
    func stages<Subtable>(_ table: LayoutTable<Subtable>, features stageFeatures: [[String]], masks: [String: UInt32],
                          flags: [String: FeatureFlags] = [:], scriptTags: [UInt32]? = nil) -> [[StagedLookup]] {
        guard let system = table.languageSystem(script: scriptTags ?? [script.tagValue]) else { return [] }
        var seen = Set<UInt32>()
        var result: [[StagedLookup]] = []
        for (stageNumber, stage) in stageFeatures.enumerated() {
            var lookups: [Int: StagedLookup] = [:]
            func add(_ lookup: Int, mask: UInt32, flags: FeatureFlags) {
                var staged = lookups[lookup] ?? StagedLookup(index: lookup, mask: 0)
                staged.mask |= mask
                // A lookup shared by features skips joiners only if all of them do.
                if flags.manualJoiners { staged.autoZWJ = false; staged.autoZWNJ = false }
                if flags.perSyllable { staged.perSyllable = true }
                lookups[lookup] = staged
            }
            if stageNumber == 0, let required = system.requiredFeature {
                for lookup in table.features[required].lookups { add(lookup, mask: Self.globalMask, flags: FeatureFlags()) }
            }
            for tag in stage {
                let value = ShapingScript(tag: tag).tagValue
                // A feature belongs to the first stage that asks for it.
                guard seen.insert(value).inserted else { continue }
                guard let feature = system.features.first(where: { table.features[$0].tag == value }) else { continue }
                let mask = masks[tag] ?? Self.globalMask
                guard mask != 0 else { continue }
                for lookup in table.features[feature].lookups { add(lookup, mask: mask, flags: flags[tag] ?? FeatureFlags()) }
            }
            result.append(lookups.keys.sorted().map { lookups[$0]! })
        }
        return result
    }

    /// The lookups to apply, by stage; built once per face, script, direction and features.
    var plan: ShapingPlan {
        let key = ShapingPlan.Key(script: script.tagValue, direction: direction, features: features)
        return face.storage.shapingPlans.plan(for: key) { script.shaper.makePlan(self) }
    }

    /// The plan of the shapers that stage lookups HarfBuzz's common way. The joining forms'
    /// features are masked for every script (only the Arabic shaper sets their masks).
    func makeCommonPlan() -> ShapingPlan {
        var formMasks: [String: UInt32] = [:]
        for form in JoiningForm.allCases { formMasks[form.feature] = 2 << UInt32(form.rawValue) }
        return ShapingPlan(
            substitution: tables.substitutions.map { stages($0, features: substitutionStages, masks: formMasks) } ?? [],
            positioning: tables.positions.map { stages($0, features: [positioningFeatures], masks: [:]) } ?? [])
    }

    var positioningStages: [[String]] { [positioningFeatures] }

    // MARK: Shaping

    /// Shapes the run with its script's shaper.
    mutating func shape() {
        let shaper = script.shaper
        shaper.shape(&self)
    }

    /// HarfBuzz's common pipeline (`hb_ot_shape_internal`): characters to glyphs with the
    /// shaper's masks, GSUB by stage, advances, GPOS, marks zeroed and attached.
    mutating func shapeCommon() {
        let definitions = tables.definitions
        let shaperMasks = script.shaper.setupMasks(scalars)
        let plan = plan
        slots.reserveCapacity(scalars.count)
        var cluster: Int32 = 0
        var ignoredCluster: Int32?
        for index in Self.markOrder(scalars) {
            let scalar = scalars[index]
            let category = scalar.properties.generalCategory
            let isMark = category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
            // Default-ignorable characters (ZWJ, ZWNJ, directional marks) steer joining but
            // draw nothing: they are left out of the glyphs, and their cluster goes to the
            // glyph that follows them visually (HarfBuzz's merge when it deletes them).
            // A colour emoji font's ZWJ and tag characters are components of its ligatures (ZWJ
            // sequences, subdivision flags): they stay in the buffer through GSUB, marked as
            // ignorable, and are removed after it unless a ligature took them (HarfBuzz keeps
            // default ignorables until after GSUB and hides them then).
            let keepsIgnorable = isColorFace && (scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value))
                && face.storage.characterMap.glyph(for: scalar.value) != 0
            if ShapedText.isDefaultIgnorable(scalar.value) && !keepsIgnorable {
                if direction == .rightToLeft || slots.isEmpty { ignoredCluster = ignoredCluster ?? Int32(index) }
                continue
            }
            // Marks join their base's cluster (HarfBuzz's monotone grapheme clusters).
            if !(isMark && !slots.isEmpty) {
                cluster = ignoredCluster ?? Int32(index)
                ignoredCluster = nil
            }
            let glyph = UInt16(truncatingIfNeeded: face.storage.characterMap.glyph(for: scalar.value))
            let valid = Int(glyph) < face.glyphCount ? glyph : 0
            var mask = Self.globalMask
            if !shaperMasks.isEmpty { mask |= shaperMasks[index] }
            let synthesized = category == .nonspacingMark ? ShapingSlot.mark : ShapingSlot.base
            var slot = ShapingSlot(glyph: valid, cluster: cluster, mask: mask,
                                   props: Self.props(valid, definitions: definitions) ?? synthesized,
                                   isUnicodeMark: isMark)
            if keepsIgnorable { slot.ignorable = scalar.value == 0x200D ? ShapingSlot.zwj : ShapingSlot.otherIgnorable }
            slots.append(slot)
        }
        if let gsub = tables.substitutions {
            for stage in plan.substitution {
                for lookup in stage { applyForward(gsub, lookup, substitute: true) }
            }
        }
        if isColorFace {
            // Joiners and tags no ligature took draw nothing (their scalars advance 0).
            slots.removeAll { $0.ignorable != 0 }
        }
        for index in slots.indices { slots[index].xAdvance = Int32(face.advance(of: GlyphID(slots[index].glyph))) }
        if let gpos = tables.positions {
            for stage in plan.positioning {
                for lookup in stage { applyForward(gpos, lookup, substitute: false) }
            }
        }
        // Marks take no space (HarfBuzz zeroes them by GDEF class after GPOS), then
        // attachments resolve to offsets from each glyph's own pen position.
        for index in slots.indices where slots[index].isMark { slots[index].xAdvance = 0 }
        for index in slots.indices { propagateAttachment(index, depth: Shaper.maxNestingDepth) }
    }

    /// The scalars' indices with each sequence of combining marks sorted (stably) by combining
    /// class, as canonical ordering does, with HarfBuzz's changes to the classes of Hebrew
    /// points (the SBL Hebrew order) and Arabic shadda (before the vowel marks), which fonts
    /// expect.
    static func markOrder(_ scalars: [Unicode.Scalar]) -> [Int] {
        var order = Array(scalars.indices)
        var start = 0
        while start < scalars.count {
            guard modifiedCombiningClass(scalars[start]) != 0 else {
                start += 1
                continue
            }
            var end = start + 1
            while end < scalars.count && modifiedCombiningClass(scalars[end]) != 0 { end += 1 }
            if end - start > 1 {
                order[start..<end].sort { left, right in
                    let a = modifiedCombiningClass(scalars[left]), b = modifiedCombiningClass(scalars[right])
                    return a != b ? a < b : left < right
                }
            }
            start = end
        }
        return order
    }

    static func modifiedCombiningClass(_ scalar: Unicode.Scalar) -> Int {
        let value = Int(scalar.properties.canonicalCombiningClass.rawValue)
        switch value {
        // Hebrew 10–26: sheva, hataf segol, hataf patah, hataf qamats, hiriq, tsere, segol,
        // patah, qamats, holam, qubuts, dagesh, meteg, rafe, shin dot, sin dot, varika.
        case 10...26: return [22, 15, 16, 17, 23, 18, 19, 20, 21, 14, 24, 12, 25, 13, 10, 11, 26][value - 10]
        // Arabic 27–35: fathatan … sukun, superscript alef; shadda (33) moves first.
        case 27...35: return [28, 29, 30, 31, 32, 33, 27, 34, 35][value - 27]
        default: return value
        }
    }

    static func props(_ glyph: UInt16, definitions: GlyphDefinitions) -> UInt32? {
        guard let glyphClass = definitions.glyphClass(glyph) else { return nil }
        switch glyphClass {
        case .base: return ShapingSlot.base
        case .ligature: return ShapingSlot.ligature
        case .mark: return ShapingSlot.mark | UInt32(definitions.markAttachmentClass(glyph) & 0xFF) << 8
        case .unclassified, .component: return 0
        }
    }

    func output(visualOrder: Bool) -> [ShapedGlyph] {
        var glyphs = slots.map {
            ShapedGlyph(glyph: GlyphID($0.glyph), cluster: Int($0.cluster), advance: Int($0.xAdvance),
                        xOffset: Int($0.xOffset), yOffset: Int($0.yOffset))
        }
        if visualOrder && direction == .rightToLeft { glyphs.reverse() }
        return glyphs
    }

    mutating func propagateAttachment(_ index: Int, depth: Int) {
        let chain = slots[index].attachChain
        guard chain != 0 else { return }
        slots[index].attachChain = 0
        let target = index + Int(chain)
        guard target >= 0, target < slots.count, depth > 0 else { return }
        propagateAttachment(target, depth: depth - 1)
        if slots[index].attachIsMark {
            slots[index].xOffset += slots[target].xOffset
            slots[index].yOffset += slots[target].yOffset
            guard target < index else { return }
            if direction == .leftToRight {
                for between in target..<index { slots[index].xOffset -= slots[between].xAdvance }
            } else {
                for between in (target + 1)...index { slots[index].xOffset += slots[between].xAdvance }
            }
        } else {
            slots[index].yOffset += slots[target].yOffset
        }
    }

    // MARK: Lookup flags

    /// Whether a lookup with `flag` (and mark filtering set) sees the glyph, or skips it.
    func accepts(_ slot: ShapingSlot, flag: UInt32, markFilteringSet: Int?) -> Bool {
        if slot.props & flag & 0x0E != 0 { return false }
        guard slot.isMark else { return true }
        if flag & 0x10 != 0 {
            guard let set = markFilteringSet, set < tables.definitions.markSets.count else { return false }
            return tables.definitions.markSets[set].contains(slot.glyph)
        }
        if flag & 0xFF00 != 0 { return flag & 0xFF00 == slot.props & 0xFF00 }
        return true
    }

    /// The next (or previous) glyph from `index` that the lookup does not skip (nor a
    /// default-ignorable character kept in the buffer).
    func step(from index: Int, forward: Bool, flag: UInt32, markFilteringSet: Int?) -> Int? {
        var position = index
        while true {
            position += forward ? 1 : -1
            guard position >= 0, position < slots.count else { return nil }
            if accepts(slots[position], flag: flag, markFilteringSet: markFilteringSet) && slots[position].ignorable == 0 { return position }
        }
    }

    /// HarfBuzz's skipping iterator: the next (or previous) glyph from `index` that matches,
    /// or nil. Glyphs the lookup flags skip are passed over; a default-ignorable character
    /// (ZWNJ, ZWJ) is matched when it matches and passed over otherwise, unless the feature
    /// handles joiners itself; in `syllable` (when not 0) only glyphs of that syllable match.
    /// Input glyphs must carry the lookup's mask, context glyphs need not.
    func nextMatch(from index: Int, forward: Bool, flag: UInt32, markFilteringSet: Int?, isContext: Bool,
                   mask: UInt32, syllable: UInt8, matches: (UInt16) -> Bool) -> Int? {
        // HarfBuzz: ZWNJ is passed over in GPOS and in a GSUB context (not input) when the
        // feature allows; ZWJ in any context and in input when the feature allows.
        let ignoreZWNJ = applyingPositions || (isContext && current.autoZWNJ)
        let ignoreZWJ = isContext || current.autoZWJ
        var position = index
        while true {
            position += forward ? 1 : -1
            guard position >= 0, position < slots.count else { return nil }
            let slot = slots[position]
            guard accepts(slot, flag: flag, markFilteringSet: markFilteringSet) else { continue }
            let maySkip = slot.ignorable != 0 && (ignoreZWNJ || slot.ignorable != ShapingSlot.zwnj)
                && (ignoreZWJ || slot.ignorable != ShapingSlot.zwj)
            let inContext = (isContext || slot.mask & mask != 0) && (syllable == 0 || slot.syllable == syllable)
            if inContext && matches(slot.glyph) { return position }
            if !maySkip { return nil }
        }
    }

    /// The syllable input matching starting at `index` stays in (0: anywhere).
    func inputSyllable(_ index: Int) -> UInt8 {
        current.perSyllable ? slots[index].syllable : 0
    }

    // MARK: Driver

    mutating func applyForward<Subtable>(_ table: LayoutTable<Subtable>, _ staged: StagedLookup, substitute: Bool) {
        let lookup = table.lookups[staged.index]
        current = staged
        applyingPositions = !substitute
        passStartCount = slots.count
        let flag = UInt32(lookup.flag)
        var index = 0
        while index < slots.count && operations > 0 {
            operations -= 1
            let slot = slots[index]
            if slot.mask & staged.mask != 0, accepts(slot, flag: flag, markFilteringSet: lookup.markFilteringSet),
               let next = substitute ? applySubstitution(staged.index, at: index, mask: staged.mask, depth: 0)
                                     : applyPositioning(staged.index, at: index, mask: staged.mask, depth: 0) {
                index = next
            } else {
                index += 1
            }
        }
    }

    // MARK: GSUB

    /// Applies the first subtable of the lookup that matches at `index`; the position to go
    /// on from, or nil when none matched.
    mutating func applySubstitution(_ lookupIndex: Int, at index: Int, mask: UInt32, depth: Int) -> Int? {
        guard let gsub = tables.substitutions, lookupIndex < gsub.lookups.count, index < slots.count else { return nil }
        let lookup = gsub.lookups[lookupIndex]
        let flag = UInt32(lookup.flag)
        let glyph = slots[index].glyph
        for subtable in lookup.subtables {
            switch subtable {
            case .singleDelta(let coverage, let delta):
                guard coverage.index(of: glyph) != nil else { continue }
                replace(index, with: glyph &+ delta)
                return index + 1
            case .singleList(let coverage, let substitutes):
                guard let item = coverage.index(of: glyph), item < substitutes.count else { continue }
                replace(index, with: substitutes[item])
                return index + 1
            case .alternate(let coverage, let alternates):
                guard let item = coverage.index(of: glyph), item < alternates.count, let first = alternates[item].first else { continue }
                replace(index, with: first)
                return index + 1
            case .multiple(let coverage, let sequences):
                guard let item = coverage.index(of: glyph), item < sequences.count else { continue }
                return expand(index, into: sequences[item])
            case .ligature(let coverage, let sets):
                guard let item = coverage.index(of: glyph), item < sets.count else { continue }
                for ligature in sets[item] {
                    if let positions = matchInput(from: index, count: ligature.components.count, flag: flag,
                                                  markFilteringSet: lookup.markFilteringSet, mask: mask,
                                                  matches: { offset, glyph in glyph == ligature.components[offset] }) {
                        return ligate(positions, into: ligature.glyph)
                    }
                }
            case .context(let context):
                if let next = applyContext(context, at: index, lookupIndex: lookupIndex, flag: flag,
                                           markFilteringSet: lookup.markFilteringSet, mask: mask, depth: depth, substitute: true) {
                    return next
                }
            }
        }
        return nil
    }

    private mutating func replace(_ index: Int, with glyph: UInt16) {
        slots[index].glyph = glyph
        var props = slots[index].props | ShapingSlot.substituted
        if let fromGDEF = Self.props(glyph, definitions: tables.definitions) { props = props & ~ShapingSlot.classBits | fromGDEF }
        slots[index].props = props
    }

    private mutating func expand(_ index: Int, into sequence: [UInt16]) -> Int {
        if sequence.count == 1 {
            replace(index, with: sequence[0])
            return index + 1
        }
        guard slots.count - 1 + sequence.count <= maxLength else { return index + 1 }
        let original = slots[index]
        var added: [ShapingSlot] = []
        for (component, glyph) in sequence.enumerated() {
            var slot = original
            slot.glyph = glyph
            // HarfBuzz keeps `ligated` here: the Indic shaper recognises a halant that was ligated and split again.
            var props = original.props | ShapingSlot.substituted | ShapingSlot.multiplied
            if let fromGDEF = Self.props(glyph, definitions: tables.definitions) { props = props & ~ShapingSlot.classBits | fromGDEF }
            slot.props = props
            // A glyph attached to a ligature (or one itself) keeps its ligature properties
            // (HarfBuzz issue 3069); others become components 0, 1, 2… of the sequence.
            if original.ligatureID == 0 {
                slot.ligatureID = 0
                slot.isLigatureBase = false
                slot.ligatureComponent = UInt8(truncatingIfNeeded: component)
            }
            added.append(slot)
        }
        slots.replaceSubrange(index...index, with: added)
        return index + sequence.count
    }

    /// Positions of the input sequence starting at `index` (the first glyph is taken as
    /// matched), skipping what the lookup flags skip; nil when it does not match.
    private func matchInput(from index: Int, count: Int, flag: UInt32, markFilteringSet: Int?, mask: UInt32,
                            matches: (_ offset: Int, _ glyph: UInt16) -> Bool) -> [Int]? {
        var positions = [index]
        var position = index
        let syllable = inputSyllable(index)
        for offset in 0..<count {
            guard let next = nextMatch(from: position, forward: true, flag: flag, markFilteringSet: markFilteringSet, isContext: false,
                                       mask: mask, syllable: syllable, matches: { matches(offset, $0) }) else { return nil }
            positions.append(next)
            position = next
        }
        return positions
    }

    private mutating func ligate(_ positions: [Int], into glyph: UInt16) -> Int {
        let first = positions[0]
        let isBaseLigature = slots[first].props & ShapingSlot.base != 0
        let isMarkLigature = slots[first].isMark
        let othersAreMarks = positions.dropFirst().allSatisfy { slots[$0].isMark }
        let isLigature = !((isBaseLigature || isMarkLigature) && othersAreMarks)
        let markLigature = isMarkLigature && othersAreMarks
        let totalComponents = positions.reduce(0) { $0 + slots[$1].componentCount }
        mergeClusters(first, positions.last! + 1)

        var ligatureID: UInt16 = 0
        if isLigature {
            ligatureID = nextLigatureID
            nextLigatureID = nextLigatureID == UInt16.max ? 1 : nextLigatureID + 1
        }
        var lastLigatureID = slots[first].ligatureID
        var lastComponentCount = slots[first].componentCount
        var componentsSoFar = lastComponentCount

        var props = slots[first].props & ~ShapingSlot.multiplied | ShapingSlot.substituted | ShapingSlot.ligated
        if let fromGDEF = Self.props(glyph, definitions: tables.definitions) {
            props = props & ~ShapingSlot.classBits | fromGDEF
        } else if isLigature {
            props = props & ~ShapingSlot.classBits | ShapingSlot.ligature
        }
        slots[first].glyph = glyph
        slots[first].props = props
        if isLigature {
            slots[first].ligatureID = ligatureID
            slots[first].isLigatureBase = true
            slots[first].ligatureComponent = UInt8(clamping: totalComponents)
        }
        var removed: [Int] = []
        for (number, position) in positions.enumerated().dropFirst() {
            // Marks between components belong to the component before them.
            for between in (positions[number - 1] + 1)..<position where isLigature {
                var component = slots[between].componentIndex
                if component == 0 { component = lastComponentCount }
                let newComponent = componentsSoFar - lastComponentCount + min(component, lastComponentCount)
                slots[between].ligatureID = ligatureID
                slots[between].isLigatureBase = false
                slots[between].ligatureComponent = UInt8(clamping: newComponent)
            }
            lastLigatureID = slots[position].ligatureID
            lastComponentCount = slots[position].componentCount
            componentsSoFar += lastComponentCount
            removed.append(position)
        }
        let last = positions.last!
        if !markLigature && lastLigatureID != 0 {
            // Marks after the last component that belonged to it follow it into the ligature.
            var after = last + 1
            while after < slots.count, slots[after].ligatureID == lastLigatureID, slots[after].componentIndex != 0 {
                let component = slots[after].componentIndex
                slots[after].ligatureID = ligatureID
                slots[after].isLigatureBase = false
                slots[after].ligatureComponent = UInt8(clamping: componentsSoFar - lastComponentCount + min(component, lastComponentCount))
                after += 1
            }
        }
        for position in removed.reversed() { slots.remove(at: position) }
        // Go on after the last component (now shifted by the removed ones).
        return last + 1 - removed.count
    }

    /// Gives the glyphs from `start` to `end` (and the rest of the clusters they touch) the
    /// smallest cluster among them.
    mutating func mergeClusters(_ start: Int, _ end: Int) {
        guard end - start >= 2 else { return }
        var start = start, end = end
        let cluster = slots[start..<end].map(\.cluster).min()!
        while end < slots.count && slots[end].cluster == slots[end - 1].cluster { end += 1 }
        while start > 0 && slots[start - 1].cluster == slots[start].cluster { start -= 1 }
        for index in start..<end { slots[index].cluster = cluster }
    }

    // MARK: Contexts

    private mutating func applyContext(_ context: ContextSubtable, at index: Int, lookupIndex: Int, flag: UInt32,
                                       markFilteringSet: Int?, mask: UInt32, depth: Int, substitute: Bool) -> Int? {
        let glyph = slots[index].glyph
        // HarfBuzz keeps backtrack and lookahead in the syllable only when its iterator starts
        // at the current glyph: backtracking while the output is as long as the input (always
        // in GPOS), looking ahead after a one-glyph input.
        let backtrackSyllable = applyingPositions || slots.count == passStartCount ? inputSyllable(index) : 0
        func backtrackMatches(_ count: Int, _ matches: (Int, UInt16) -> Bool) -> Bool {
            var position = index
            for offset in 0..<count {
                guard let previous = nextMatch(from: position, forward: false, flag: flag, markFilteringSet: markFilteringSet,
                                               isContext: true, mask: 0, syllable: backtrackSyllable,
                                               matches: { matches(offset, $0) }) else { return false }
                position = previous
            }
            return true
        }
        func lookaheadMatches(after end: Int, _ count: Int, _ matches: (Int, UInt16) -> Bool) -> Bool {
            var position = end
            let syllable = end == index ? inputSyllable(index) : 0
            for offset in 0..<count {
                guard let next = nextMatch(from: position, forward: true, flag: flag, markFilteringSet: markFilteringSet,
                                           isContext: true, mask: 0, syllable: syllable, matches: { matches(offset, $0) }) else { return false }
                position = next
            }
            return true
        }
        var matched: (positions: [Int], lookups: [SequenceLookup])?
        switch context.format {
        case .glyphs(let coverage, let sets):
            guard let item = coverage.index(of: glyph), item < sets.count else { return nil }
            for rule in sets[item] {
                guard let positions = matchInput(from: index, count: rule.input.count, flag: flag, markFilteringSet: markFilteringSet,
                                                 mask: mask, matches: { rule.input[$0] == $1 }),
                      backtrackMatches(rule.backtrack.count, { rule.backtrack[$0] == $1 }),
                      lookaheadMatches(after: positions.last!, rule.lookahead.count, { rule.lookahead[$0] == $1 }) else { continue }
                matched = (positions, rule.lookups)
                break
            }
        case .classes(let coverage, let backtrackClasses, let inputClasses, let lookaheadClasses, let sets):
            guard coverage.index(of: glyph) != nil else { return nil }
            let set = inputClasses.classOf(glyph)
            guard set < sets.count else { return nil }
            for rule in sets[set] {
                guard let positions = matchInput(from: index, count: rule.input.count, flag: flag, markFilteringSet: markFilteringSet,
                                                 mask: mask, matches: { inputClasses.classOf($1) == Int(rule.input[$0]) }),
                      backtrackMatches(rule.backtrack.count, { (backtrackClasses?.classOf($1) ?? 0) == Int(rule.backtrack[$0]) }),
                      lookaheadMatches(after: positions.last!, rule.lookahead.count, { (lookaheadClasses?.classOf($1) ?? 0) == Int(rule.lookahead[$0]) })
                else { continue }
                matched = (positions, rule.lookups)
                break
            }
        case .coverages(let backtrack, let input, let lookahead, let lookups):
            guard input[0].index(of: glyph) != nil,
                  let positions = matchInput(from: index, count: input.count - 1, flag: flag, markFilteringSet: markFilteringSet,
                                             mask: mask, matches: { input[$0 + 1].contains($1) }),
                  backtrackMatches(backtrack.count, { backtrack[$0].contains($1) }),
                  lookaheadMatches(after: positions.last!, lookahead.count, { lookahead[$0].contains($1) }) else { return nil }
            matched = (positions, lookups)
        }
        guard let (matchedPositions, lookups) = matched else { return nil }
        var positions = matchedPositions
        var end = positions.last! + 1
        guard depth < Shaper.maxNestingDepth else { return end }
        for record in lookups where operations > 0 {
            operations -= 1
            let item = record.sequenceIndex
            guard item < positions.count else { continue }
            // A lookup applying itself at the same position would loop.
            if item == 0 && record.lookupIndex == lookupIndex { continue }
            let before = slots.count
            if substitute {
                _ = applySubstitution(record.lookupIndex, at: positions[item], mask: mask, depth: depth + 1)
            } else {
                _ = applyPositioning(record.lookupIndex, at: positions[item], mask: mask, depth: depth + 1)
            }
            var delta = slots.count - before
            guard delta != 0 else { continue }
            // The nested lookup changed the length: shift the matched positions after it.
            end += delta
            if end < positions[item] {
                delta += positions[item] - end
                end = positions[item]
            }
            var next = item + 1
            if delta < 0 {
                delta = max(delta, next - positions.count)
                next -= delta
            }
            var shifted = Array(positions[..<min(next, positions.count)])
            let tail = next < positions.count ? Array(positions[next...]) : []
            if delta > 0 {
                for _ in 0..<delta { shifted.append(shifted.last! + 1) }
            } else if delta < 0 {
                shifted.removeLast(min(-delta, shifted.count - 1))
            }
            positions = shifted + tail.map { $0 + delta }
        }
        return max(end, index + 1)
    }

    // MARK: GPOS

    mutating func applyPositioning(_ lookupIndex: Int, at index: Int, mask: UInt32, depth: Int) -> Int? {
        guard let gpos = tables.positions, lookupIndex < gpos.lookups.count, index < slots.count else { return nil }
        let lookup = gpos.lookups[lookupIndex]
        let flag = UInt32(lookup.flag)
        let glyph = slots[index].glyph
        for subtable in lookup.subtables {
            switch subtable {
            case .single(let coverage, let records):
                guard let item = coverage.index(of: glyph), !records.isEmpty else { continue }
                adjust(index, by: records.count == 1 ? records[0] : (item < records.count ? records[item] : ValueRecord()))
                return index + 1
            case .pairGlyphs(let coverage, let sets, let hasSecondValue):
                guard let item = coverage.index(of: glyph), item < sets.count,
                      let second = step(from: index, forward: true, flag: flag, markFilteringSet: lookup.markFilteringSet) else { continue }
                let pairs = sets[item], secondGlyph = slots[second].glyph
                var low = 0, high = pairs.count
                while low < high {
                    let mid = (low + high) / 2
                    if pairs[mid].second < secondGlyph { low = mid + 1 } else { high = mid }
                }
                guard low < pairs.count, pairs[low].second == secondGlyph else { continue }
                adjust(index, by: pairs[low].first)
                adjust(second, by: pairs[low].other)
                return hasSecondValue ? second + 1 : second
            case .pairClasses(let coverage, let first, let secondClasses, let class2Count, let records, let hasSecondValue):
                guard coverage.index(of: glyph) != nil,
                      let second = step(from: index, forward: true, flag: flag, markFilteringSet: lookup.markFilteringSet) else { continue }
                let class1 = first.classOf(glyph), class2 = secondClasses.classOf(slots[second].glyph)
                let record = class1 * class2Count + class2
                guard class2 < class2Count, record < records.count else { continue }
                adjust(index, by: records[record].first)
                adjust(second, by: records[record].other)
                return hasSecondValue ? second + 1 : second
            case .markToBase(let marks, let bases, let markRecords, let anchors):
                guard let markIndex = marks.index(of: glyph), markIndex < markRecords.records.count,
                      let base = previousBase(before: index), let baseIndex = bases.index(of: slots[base].glyph),
                      baseIndex < anchors.count else { continue }
                let mark = markRecords.records[markIndex]
                guard let anchor = anchors[baseIndex][mark.markClass] else { continue }
                attach(index, to: base, markAnchor: mark.anchor, baseAnchor: anchor)
                return index + 1
            case .markToLigature(let marks, let ligatures, let markRecords, let anchors):
                guard let markIndex = marks.index(of: glyph), markIndex < markRecords.records.count,
                      let base = previousBase(before: index), let ligatureIndex = ligatures.index(of: slots[base].glyph),
                      ligatureIndex < anchors.count else { continue }
                let components = anchors[ligatureIndex]
                guard !components.isEmpty else { continue }
                let mark = slots[index], ligature = slots[base]
                let component: Int
                if ligature.ligatureID != 0 && ligature.ligatureID == mark.ligatureID && mark.componentIndex > 0 {
                    component = min(components.count, mark.componentIndex) - 1
                } else {
                    component = components.count - 1
                }
                let record = markRecords.records[markIndex]
                guard let anchor = components[component][record.markClass] else { continue }
                attach(index, to: base, markAnchor: record.anchor, baseAnchor: anchor)
                return index + 1
            case .markToMark(let marks, let bases, let markRecords, let anchors):
                guard let markIndex = marks.index(of: glyph), markIndex < markRecords.records.count,
                      let previous = step(from: index, forward: false, flag: flag & ~0x0E, markFilteringSet: lookup.markFilteringSet),
                      slots[previous].isMark else { continue }
                let current = slots[index], other = slots[previous]
                let sameBase = current.ligatureID == other.ligatureID
                    ? current.ligatureID == 0 || current.componentIndex == other.componentIndex
                    : (current.ligatureID > 0 && current.componentIndex == 0) || (other.ligatureID > 0 && other.componentIndex == 0)
                guard sameBase, let baseIndex = bases.index(of: other.glyph), baseIndex < anchors.count else { continue }
                let record = markRecords.records[markIndex]
                guard let anchor = anchors[baseIndex][record.markClass] else { continue }
                attach(index, to: previous, markAnchor: record.anchor, baseAnchor: anchor)
                return index + 1
            case .context(let context):
                if let next = applyContext(context, at: index, lookupIndex: lookupIndex, flag: flag,
                                           markFilteringSet: lookup.markFilteringSet, mask: mask, depth: depth, substitute: false) {
                    return next
                }
            }
        }
        return nil
    }

    /// The glyph a mark before `index` attaches to: the previous glyph that is not a mark,
    /// not the second or later glyph of a multiple substitution (marks go on the first).
    private func previousBase(before index: Int) -> Int? {
        var position = index
        while true {
            guard let previous = step(from: position, forward: false, flag: 0x08, markFilteringSet: nil) else { return nil }
            let slot = slots[previous]
            if !slot.isMultiplied || slot.componentIndex == 0 || previous == 0 || slots[previous - 1].isMark
                || !slots[previous - 1].isMultiplied || slot.ligatureID != slots[previous - 1].ligatureID
                || slot.componentIndex != slots[previous - 1].componentIndex + 1 {
                return previous
            }
            position = previous
        }
    }

    private mutating func adjust(_ index: Int, by value: ValueRecord) {
        slots[index].xOffset += Int32(value.xPlacement)
        slots[index].yOffset += Int32(value.yPlacement)
        slots[index].xAdvance += Int32(value.xAdvance)
        slots[index].yAdvance += Int32(value.yAdvance)
    }

    private mutating func attach(_ index: Int, to base: Int, markAnchor: Anchor, baseAnchor: Anchor) {
        slots[index].xOffset = Int32(baseAnchor.x) - Int32(markAnchor.x)
        slots[index].yOffset = Int32(baseAnchor.y) - Int32(markAnchor.y)
        slots[index].attachIsMark = true
        slots[index].attachChain = Int32(base - index)
    }
}

/// The lookups of a face for one script, direction and feature set, by stage.
struct ShapingPlan: Sendable {
    struct Key: Hashable, Sendable {
        var script: UInt32
        var direction: ShapingDirection
        var features: ShapingFeatures
    }

    var substitution: [[StagedLookup]]
    var positioning: [[StagedLookup]]
    /// The Indic shaper's masks and stages (Devanagari only).
    var indic: IndicPlan?
}

/// Plans built so far for one face: building one walks the feature lists and sorts lookups,
/// which would otherwise cost more than shaping a word.
final class ShapingPlanCache: Sendable {
    // A plan depends only on the face's immutable tables and the key.
    private let plans = Locked<[ShapingPlan.Key: ShapingPlan]>([:])

    func plan(for key: ShapingPlan.Key, make: () -> ShapingPlan) -> ShapingPlan {
        if let plan = plans.withLock({ $0[key] }) { return plan }
        let plan = make()
        plans.withLock { $0[key] = plan }
        return plan
    }
}
