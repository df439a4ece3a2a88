/// What text layout needs to shape beyond one glyph per character: the face the paragraph
/// asked for and the faces to fall back on for characters it lacks.
struct ShapingContext: Sendable {
    let primary: FontFace
    /// Resolved on the first character the primary face lacks, so Latin text in Inter never
    /// loads the fallback fonts.
    let fallback: @Sendable () -> [FontFace]
}

/// The glyphs of text that went through the shaper or font fallback, by scalar: scalar `i`
/// draws glyphs `start[i]..<start[i + 1]`, each in `faces[face[j]]`, at `x[j]` font units of
/// the paragraph's face right of the scalar's pen position and `y[j]` units above the
/// baseline. A ligature's or mark cluster's glyphs all belong to its first scalar; the other
/// scalars of the cluster draw nothing and advance 0. Within a cluster glyphs are placed in
/// visual order, so a right-to-left cluster (a letter and its marks) is right however the
/// clusters of a line are ordered.
struct ClusterGlyphs: Sendable {
    var start: [Int32]
    var glyphs: [GlyphID] = []
    var face: [UInt8] = []
    var x: [Int32] = []
    var y: [Int32] = []
}

/// The result of shaping a text's complex runs and falling back for missing characters.
struct ShapedRuns {
    var glyphs: [GlyphID]
    var advances: [Int32]
    var kerning: [Int32]
    var missing: [Unicode.Scalar]
    var clusters: ClusterGlyphs
    /// Index 0 is the primary face.
    var faces: [FontFace]

    /// True when `scalar` may need the shaper with a face like Inter that has no `GSUB`: a
    /// script with joining, marks placed by GPOS or syllables (Devanagari).
    static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x590...0x97F).contains(value) || (0xFB1D...0xFEFF).contains(value)
    }

    /// A combining mark that joins the character before it (nonspacing or enclosing).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .nonspacingMark || category == .enclosingMark
    }

    /// True for a character drawn as a colour emoji by default (Unicode's `Emoji_Presentation`,
    /// UTS #51): 🦄, 😀, the regional indicators and skin tones; not ❤ or ©, which need U+FE0F.
    static func hasEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x231A && scalar.properties.isEmojiPresentation
    }

    /// Whether the character at `index` asks for emoji presentation (UTS #51): followed by
    /// U+FE0F, or emoji by default and not followed by U+FE0E (text presentation), or joined
    /// by a ZWJ to an emoji before it (the second half of a ZWJ sequence).
    static func wantsEmoji(_ scalars: [Unicode.Scalar], _ index: Int, afterEmojiJoiner: Bool) -> Bool {
        let next = index + 1 < scalars.count ? scalars[index + 1].value : 0
        if next == 0xFE0F { return true }
        if next == 0xFE0E { return false }
        return afterEmojiJoiner || hasEmojiPresentation(scalars[index])
    }

    /// Shapes `scalars`: each character goes to the first face of the chain that has it (a
    /// combining mark stays with its base's face when that face has the mark), runs of one
    /// face and script go through ``Shaper`` when the script is Arabic, Hebrew or Devanagari, the face is
    /// not the primary one, or the face has `GSUB`; the rest keep one glyph per character and
    /// pair kerning, exactly as text without fallback is laid out.
    init(scalars: [Unicode.Scalar], kinds: [ScalarKind], context: ShapingContext, unitsPerEm: Int) {
        let primary = context.primary
        let count = scalars.count
        var faces = [primary]
        var chain: [FontFace]?
        var faceOf = [UInt8](repeating: 0, count: count)
        var glyphs = [GlyphID](repeating: .notdef, count: count)
        var missing: [Unicode.Scalar] = []
        var previousFace: UInt8 = 0
        // The emoji face's slot in `faces`, once a character uses it.
        var emojiSlot: UInt8?
        for index in 0..<count {
            let kind = kinds[index], scalar = scalars[index]
            guard kind == .glyph || kind == .space else {
                // Joiners and other invisible characters stay in the run around them.
                faceOf[index] = previousFace
                continue
            }
            // Emoji presentation: the colour face first, whatever the text faces have (the
            // keycap's digit, ❤ followed by U+FE0F); the rest of the chain when it lacks one.
            let afterEmojiJoiner = index >= 2 && scalars[index - 1].value == 0x200D && emojiSlot != nil && faceOf[index - 2] == emojiSlot
            // A mark after an emoji (the keycap's U+20E3) stays in the emoji's run.
            let joinsEmoji = emojiSlot != nil && previousFace == emojiSlot && Self.isMark(scalar)
            if kind == .glyph, joinsEmoji || Self.wantsEmoji(scalars, index, afterEmojiJoiner: afterEmojiJoiner),
               let glyph = BundledFonts.emoji.glyph(for: scalar) {
                if emojiSlot == nil {
                    if let existing = faces.firstIndex(of: BundledFonts.emoji) {
                        emojiSlot = UInt8(existing)
                    } else if faces.count < Int(UInt8.max) {
                        faces.append(BundledFonts.emoji)
                        emojiSlot = UInt8(faces.count - 1)
                    }
                }
                if let emojiSlot {
                    glyphs[index] = glyph
                    faceOf[index] = emojiSlot
                    previousFace = emojiSlot
                    continue
                }
            }
            if let glyph = primary.glyph(for: scalar) {
                glyphs[index] = glyph
                faceOf[index] = 0
                previousFace = 0
                continue
            }
            if kind == .space, let glyph = primary.glyph(for: " ") {
                glyphs[index] = glyph
                continue
            }
            if previousFace != 0, Self.isMark(scalar),
               let glyph = faces[Int(previousFace)].glyph(for: scalar) {
                glyphs[index] = glyph
                faceOf[index] = previousFace
                continue
            }
            if chain == nil { chain = context.fallback() }
            var found = false
            for fallback in chain! {
                guard let glyph = fallback.glyph(for: scalar) else { continue }
                var slot = faces.firstIndex(of: fallback)
                if slot == nil, faces.count < Int(UInt8.max) {
                    faces.append(fallback)
                    slot = faces.count - 1
                }
                guard let slot else { break }
                if fallback == BundledFonts.emoji { emojiSlot = UInt8(slot) }
                glyphs[index] = glyph
                faceOf[index] = UInt8(slot)
                previousFace = UInt8(slot)
                found = true
                break
            }
            if !found {
                faceOf[index] = 0
                previousFace = 0
                if kind == .glyph, !missing.contains(scalar) { missing.append(scalar) }
            }
        }

        var advances = [Int32](repeating: 0, count: count)
        var kerning = [Int32](repeating: 0, count: count)
        var clusters = ClusterGlyphs(start: [Int32](repeating: 0, count: count + 1))
        var previousPrimaryGlyph: GlyphID?
        var index = 0
        while index < count {
            // A run: one face and one script; invisible characters and marks join the run.
            let face = faceOf[index]
            var script = ShapingScript.of(scalars[index])
            var end = index + 1
            let isText = kinds[index] == .glyph || kinds[index] == .invisible
            while isText, end < count, faceOf[end] == face, kinds[end] == .glyph || kinds[end] == .invisible {
                let next = ShapingScript.of(scalars[end])
                if let next, let current = script, next != current { break }
                script = script ?? next
                end += 1
            }
            let faceValue = faces[Int(face)]
            let shaped = isText && (face != 0 || script == .arabic || script == .hebrew || script == .devanagari || faceValue.hasSubstitutions)
            if shaped {
                Self.shapeRun(scalars[index..<end], offset: index, face: faceValue, faceIndex: face, script: script ?? .common,
                              unitsPerEm: unitsPerEm, kinds: kinds, advances: &advances, clusters: &clusters)
                previousPrimaryGlyph = nil
            } else {
                for item in index..<end {
                    clusters.start[item] = Int32(clusters.glyphs.count)
                    guard kinds[item] == .glyph || kinds[item] == .space else { continue }
                    let glyph = glyphs[item]
                    advances[item] = Self.clamp(Self.scaled(faceValue.advance(of: glyph), from: faceValue.unitsPerEm, to: unitsPerEm))
                    if face == 0 {
                        if let previousPrimaryGlyph { kerning[item] = Self.clamp(primary.kerning(previousPrimaryGlyph, glyph)) }
                        previousPrimaryGlyph = glyph
                    } else {
                        previousPrimaryGlyph = nil
                    }
                    clusters.glyphs.append(glyph)
                    clusters.face.append(face)
                    clusters.x.append(0)
                    clusters.y.append(0)
                }
            }
            index = end
        }
        clusters.start[count] = Int32(clusters.glyphs.count)
        self.glyphs = glyphs
        self.advances = advances
        self.kerning = kerning
        self.missing = missing
        self.clusters = clusters
        self.faces = faces
    }

    private static func shapeRun(_ scalars: ArraySlice<Unicode.Scalar>, offset: Int, face: FontFace, faceIndex: UInt8,
                                 script: ShapingScript, unitsPerEm: Int, kinds: [ScalarKind],
                                 advances: inout [Int32], clusters: inout ClusterGlyphs) {
        var run = ShapingRun(scalars: Array(scalars), face: face, script: script, direction: script.direction, features: .default)
        run.shape()
        let slots = run.slots
        let sourceUnits = face.unitsPerEm
        // Glyphs by cluster (clusters grow in logical order; a stray smaller one joins the
        // current group).
        var groups: [(cluster: Int, slots: Range<Int>)] = []
        for (position, slot) in slots.enumerated() {
            let cluster = Int(slot.cluster)
            if let last = groups.last, cluster <= last.cluster {
                groups[groups.count - 1].slots = last.slots.lowerBound..<(position + 1)
            } else {
                groups.append((cluster, position..<(position + 1)))
            }
        }
        var pen = 0  // in the face's units, logical order
        var nextGroup = 0
        for local in 0..<scalars.count {
            let item = offset + local
            clusters.start[item] = Int32(clusters.glyphs.count)
            guard nextGroup < groups.count, groups[nextGroup].cluster == local else { continue }
            let group = groups[nextGroup].slots
            nextGroup += 1
            let width = slots[group].reduce(0) { $0 + Int($1.xAdvance) }
            advances[item] = clamp(scaled(pen + width, from: sourceUnits, to: unitsPerEm) - scaled(pen, from: sourceUnits, to: unitsPerEm))
            pen += width
            // Visual order within the cluster.
            let order: [Int] = script.direction == .rightToLeft ? group.reversed() : Array(group)
            var inner = 0
            for position in order {
                let slot = slots[position]
                clusters.glyphs.append(GlyphID(slot.glyph))
                clusters.face.append(faceIndex)
                clusters.x.append(clamp(scaled(inner + Int(slot.xOffset), from: sourceUnits, to: unitsPerEm)))
                clusters.y.append(clamp(scaled(Int(slot.yOffset), from: sourceUnits, to: unitsPerEm)))
                inner += Int(slot.xAdvance)
            }
        }
    }

    /// `value` font units of a face with `from` units per em in units of `to` per em, rounded
    /// to the nearest (halves away from zero) with integer arithmetic.
    static func scaled(_ value: Int, from: Int, to: Int) -> Int {
        if from == to { return value }
        let product = value * to
        let half = from / 2
        return product >= 0 ? (product + half) / from : -((-product + half) / from)
    }

    static func clamp(_ value: Int) -> Int32 {
        Int32(clamping: max(min(value, 1 << 20), -(1 << 20)))
    }
}
