/// What the layout needs from a font: glyphs, advances, kerning and vertical metrics, all in
/// font units. ``FontFace`` provides it; tests use synthetic fonts with round numbers.
protocol GlyphSource {
    var unitsPerEm: Int { get }
    /// Ascender (positive), descender (negative) and line gap, from `hhea`.
    var verticalMetrics: (ascender: Int, descender: Int, lineGap: Int) { get }
    func glyph(for scalar: Unicode.Scalar) -> GlyphID?
    func advance(of glyph: GlyphID) -> Int
    func kerning(_ left: GlyphID, _ right: GlyphID) -> Int
}

/// How a scalar takes part in layout.
enum ScalarKind: UInt8, Sendable {
    /// Drawn with a glyph (`.notdef` when the font lacks it); counts in the line's width.
    case glyph
    /// A space or tab: has an advance, draws no ink, and hangs past the edge at a line end.
    case space
    /// A line separator (LF, CR, NEL, U+2028, VT, FF): ends the line, takes no space.
    case newline
    /// A control or default-ignorable character (ZWJ, variation selectors, soft hyphen…):
    /// takes no space and draws nothing.
    case invisible
}

/// A text turned into per-scalar arrays that do not depend on the width: kinds, glyphs,
/// advances and kerning in font units, break actions (UAX #14) and grapheme cluster starts.
/// Breaking into lines then works on these arrays only, with integer pen positions, so it is
/// fast and exact.
struct ShapedText: Sendable {
    let text: String
    let scalars: [Unicode.Scalar]
    /// UTF-8 offset of each scalar in `text`, and of its end (`scalars.count + 1` values).
    let utf8Offsets: [Int]
    let kinds: [ScalarKind]
    let glyphs: [GlyphID]
    let advances: [Int32]
    /// Kerning between the previous drawn scalar's glyph and this one's (0 for the first).
    let kerning: [Int32]
    /// `LineBreaker.actions`: `scalars.count + 1` values.
    let actions: [LineBreakAction]
    /// True where an extended grapheme cluster starts, and at the end.
    let clusterStarts: [Bool]
    /// Characters the font has no glyph for, each once, in order of first appearance.
    let missingCharacters: [Unicode.Scalar]
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    /// The glyphs of the truncation mark ("…", or "..." when the font lacks it) with advances
    /// (kerning applied).
    let ellipsis: [(glyph: GlyphID, advance: Int32)]
    /// The glyph drawn at a line that ends at a soft hyphen, with its advance.
    let hyphen: (glyph: GlyphID, advance: Int32)?
    /// The glyphs by scalar when the text was shaped or fell back to other faces; nil when
    /// every scalar draws its own glyph of the primary face (`glyphs`).
    let clusterGlyphs: ClusterGlyphs?
    /// The faces `clusterGlyphs` refers to; the first is the primary face.
    let faces: [FontFace]

    static let softHyphen: Unicode.Scalar = "\u{AD}"

    init<Source: GlyphSource>(_ text: String, font: Source, shaping: ShapingContext? = nil, lineBreaker: LineBreaker = LineBreaker()) {
        self.text = text
        let scalars = Array(text.unicodeScalars)
        self.scalars = scalars
        let count = scalars.count
        unitsPerEm = max(font.unitsPerEm, 1)
        (ascender, descender, lineGap) = font.verticalMetrics

        var utf8Offsets = [Int](repeating: 0, count: count + 1)
        var kinds = [ScalarKind](repeating: .glyph, count: count)
        var glyphs = [GlyphID](repeating: .notdef, count: count)
        var advances = [Int32](repeating: 0, count: count)
        var kerning = [Int32](repeating: 0, count: count)
        var missing: [Unicode.Scalar] = []
        var missingSet = Set<UInt32>()
        let spaceGlyph = font.glyph(for: " ")
        var previousGlyph: GlyphID?
        var utf8 = 0
        var needsShaping = shaping?.primary.hasSubstitutions ?? false
        for index in 0..<count {
            let scalar = scalars[index]
            utf8Offsets[index] = utf8
            utf8 += UTF8.width(scalar)
            let kind = Self.kind(of: scalar)
            kinds[index] = kind
            let glyph: GlyphID
            switch kind {
            case .newline:
                continue
            case .invisible:
                // U+FE0F asks for emoji presentation: the character before it may have to come
                // from the colour emoji face even though the face has it.
                if scalar.value == 0xFE0F { needsShaping = true }
                continue
            case .space:
                // A tab advances like a space: there are no tab stops.
                glyph = font.glyph(for: scalar) ?? spaceGlyph ?? .notdef
            case .glyph:
                if let found = font.glyph(for: scalar) {
                    glyph = found
                } else {
                    glyph = .notdef
                    if missingSet.insert(scalar.value).inserted { missing.append(scalar) }
                }
                if !needsShaping && (ShapedRuns.needsShaping(scalar) || ShapedRuns.hasEmojiPresentation(scalar)) { needsShaping = true }
            }
            glyphs[index] = glyph
            advances[index] = Self.clamp(font.advance(of: glyph))
            if let previousGlyph {
                kerning[index] = Self.clamp(font.kerning(previousGlyph, glyph))
            }
            previousGlyph = glyph
        }
        utf8Offsets[count] = utf8
        self.utf8Offsets = utf8Offsets
        self.kinds = kinds
        if let shaping, needsShaping || !missing.isEmpty {
            // Complex scripts or characters the face lacks: shape runs and fall back per character.
            let runs = ShapedRuns(scalars: scalars, kinds: kinds, context: shaping, unitsPerEm: unitsPerEm)
            self.glyphs = runs.glyphs
            self.advances = runs.advances
            self.kerning = runs.kerning
            missingCharacters = runs.missing
            clusterGlyphs = runs.clusters
            faces = runs.faces
        } else {
            self.glyphs = glyphs
            self.advances = advances
            self.kerning = kerning
            missingCharacters = missing
            clusterGlyphs = nil
            faces = shaping.map { [$0.primary] } ?? []
        }
        actions = scalars.withUnsafeBufferPointer { lineBreaker.actions(for: $0) }

        // Swift's Character is an extended grapheme cluster (UAX #29) computed by the
        // standard library's own tables, the same on every OS for a given Swift version.
        var clusterStarts = [Bool](repeating: false, count: count + 1)
        var offset = 0
        for character in text {
            clusterStarts[offset] = true
            offset += character.unicodeScalars.count
        }
        clusterStarts[count] = true
        self.clusterStarts = clusterStarts

        if let glyph = font.glyph(for: "\u{2026}") {
            ellipsis = [(glyph, Self.clamp(font.advance(of: glyph)))]
        } else {
            let period = font.glyph(for: ".") ?? .notdef
            let advance = Self.clamp(font.advance(of: period) + font.kerning(period, period))
            let last = Self.clamp(font.advance(of: period))
            ellipsis = [(period, advance), (period, advance), (period, last)]
        }
        if let glyph = font.glyph(for: "\u{2010}") ?? font.glyph(for: "-") {
            hyphen = (glyph, Self.clamp(font.advance(of: glyph)))
        } else {
            hyphen = nil
        }
    }

    static func kind(of scalar: Unicode.Scalar) -> ScalarKind {
        let value = scalar.value
        switch LineBreakEntry(scalar).lineBreakClass {
        case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine:
            return .newline
        case .space:
            return .space
        default:
            if value == 0x09 { return .space }
            if value < 0x20 || (0x7F...0x9F).contains(value) { return .invisible }
            return isDefaultIgnorable(value) ? .invisible : .glyph
        }
    }

    static func isDefaultIgnorable(_ value: UInt32) -> Bool {
        let ranges = DefaultIgnorableTable.ranges
        guard value >= ranges[0].lowerBound else { return false }
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(value)
    }

    /// Font values are 16-bit in TrueType; the clamp only guards against a hostile source.
    private static func clamp(_ value: Int) -> Int32 {
        Int32(clamping: max(min(value, 1 << 20), -(1 << 20)))
    }
}
