import Foundation
import ProofBase

/// Vertical metrics of a font, in font units (y grows upwards from the baseline).
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em: a glyph drawn at size `s` pixels scales by `s / unitsPerEm`.
    public var unitsPerEm: Int
    /// Distance from the baseline up to the top of the line (positive).
    public var ascender: Int
    /// Distance from the baseline down to the bottom of the line (negative, as in the font).
    public var descender: Int
    /// Extra space the font recommends between lines.
    public var lineGap: Int
    /// Height of flat capital letters above the baseline.
    public var capHeight: Int
    /// Height of flat lowercase letters (`x`) above the baseline.
    public var xHeight: Int
    /// Distance of the underline's top from the baseline (negative: below), from `post`.
    public var underlinePosition: Int
    /// Thickness of the underline, from `post`.
    public var underlineThickness: Int
    /// The box around every glyph, from `head`.
    public var boundingBox: FontBox

    /// The font's default line height: `ascender - descender + lineGap`.
    public var lineHeight: Int { ascender - descender + lineGap }
}

/// One TrueType font (a single face such as "Inter Semi Bold"), parsed and validated.
///
/// Loading reads and checks every table ProofText uses and every glyph outline, so a damaged
/// font fails here with a ``FontError`` naming the table and byte offset, not later while
/// drawing. Only TrueType (quadratic `glyf`) outlines are read: a CFF-flavoured OpenType
/// font (`OTTO`) is refused with an ``FontError/Kind-swift.enum/unsupported`` error, as is a
/// font collection (`.ttc`).
///
/// A value type over shared immutable storage: copies are cheap and `Sendable`. Two faces
/// are equal when they come from the same load.
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    let storage: FontStorage

    /// The largest font file accepted: above any real TrueType font, below harmful memory use.
    public static let maxFileSize = 64 << 20

    /// Parses a TrueType font from its bytes. `name` appears in error messages.
    ///
    /// Loading reads every table and checks every glyph as drawing would resolve it (points,
    /// composites, nesting), in time proportional to the font's size: a font that loads draws
    /// any of its glyphs without error. Fonts over ``maxFileSize`` bytes are refused.
    public init(data: [UInt8], name: String = "<memory>", limits: GlyphLimits = .default) throws(FontError) {
        guard data.count <= Self.maxFileSize else {
            throw FontError(.limitExceeded, source: name, "the font is \(data.count) bytes; fonts over \(Self.maxFileSize) bytes are refused")
        }
        storage = try FontStorage(bytes: data, source: name, limits: limits)
    }

    /// Parses a TrueType font from its bytes. `name` appears in error messages.
    public init(data: Data, name: String = "<memory>", limits: GlyphLimits = .default) throws(FontError) {
        try self.init(data: [UInt8](data), name: name, limits: limits)
    }

    /// Reads and parses a TrueType font file (`.ttf`).
    public init(contentsOf url: URL, limits: GlyphLimits = .default) throws(FontError) {
        let name = url.lastPathComponent
        let data: [UInt8]
        do {
            data = try FileSystem.readBounded(url.path, limit: Self.maxFileSize)
        } catch {
            switch error {
            case let .system(code):
                throw FontError(.unreadable, source: url.path, "cannot read the file (\(FileSystem.describe(code))); check the path")
            case .notRegularFile:
                throw FontError(.unreadable, source: url.path, "cannot read the file (it is not a regular file); check the path")
            case let .tooLarge(bytes, _):
                throw FontError(.limitExceeded, source: name, "the file is \(bytes) bytes; fonts over \(Self.maxFileSize) bytes are refused")
            case .grewTooLarge:
                throw FontError(.limitExceeded, source: name, "the file grew while read; fonts over \(Self.maxFileSize) bytes are refused")
            }
        }
        try self.init(data: data, name: name, limits: limits)
    }

    /// The family name (`Inter`): the typographic family (name ID 16) when present, else name ID 1.
    public var familyName: String { storage.familyName }
    /// The style within the family (`Semi Bold`).
    public var styleName: String { storage.styleName }
    /// The full name (`Inter Semi Bold`).
    public var fullName: String { storage.fullName }
    /// The PostScript name (`Inter-SemiBold`).
    public var postScriptName: String { storage.postScriptName }
    /// The weight class from `OS/2` (400 when the font has no `OS/2` table).
    public var weight: FontWeight { storage.weight }
    /// True when the font says it is italic or oblique (`OS/2` fsSelection or `head` macStyle).
    public var isItalic: Bool { storage.isItalic }
    /// Vertical metrics in font units.
    public var metrics: FontMetrics { storage.metrics }
    /// Font units per em.
    public var unitsPerEm: Int { storage.metrics.unitsPerEm }
    /// Number of glyphs, `.notdef` included.
    public var glyphCount: Int { storage.advances.count }
    /// The name given when loading (the file name), as used in error messages.
    public var sourceName: String { storage.source }
    /// True when the font has pair kerning (`GPOS` or `kern`).
    public var hasKerning: Bool { !storage.kerning.isEmpty }
    /// True when the font has glyph substitutions (`GSUB`): ligatures, contextual or
    /// positional forms. Text in such a face is shaped by ``Shaper``.
    public var hasSubstitutions: Bool { storage.layout.substitutions != nil }

    /// The glyph for a character, or `nil` when the font does not have one (draw
    /// ``GlyphID/notdef`` and report the character as missing).
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
        let glyph = storage.characterMap.glyph(for: scalar.value)
        guard glyph != 0, glyph < UInt32(glyphCount) else { return nil }
        return GlyphID(UInt16(glyph))
    }

    /// True when the font draws some glyphs as colour pictures (`CBDT`/`CBLC`, as Noto Color
    /// Emoji): those glyphs ignore the text colour.
    public var hasColorGlyphs: Bool { storage.colorBitmaps != nil }

    /// The colour picture of `glyph` for drawing at `pixelsPerEm`, from the strike closest
    /// above that size (or the largest); `nil` when the glyph has none (it is drawn from its
    /// outline, if any). The PNG is not decoded here: a renderer decodes it and checks it
    /// against the declared size.
    public func colorBitmap(of glyph: GlyphID, pixelsPerEm: Double) throws(FontError) -> ColorGlyphBitmap? {
        try storage.colorBitmaps?.bitmap(of: glyph.rawValue, pixelsPerEm: pixelsPerEm)
    }

    /// The horizontal advance of a glyph in font units (0 for a glyph id the font lacks).
    public func advance(of glyph: GlyphID) -> Int {
        let index = Int(glyph.rawValue)
        return index < storage.advances.count ? Int(storage.advances[index]) : 0
    }

    /// The kerning between two consecutive glyphs in font units, added to the first glyph's
    /// advance (negative brings them closer). 0 when the font has none for the pair.
    public func kerning(_ left: GlyphID, _ right: GlyphID) -> Int {
        storage.kerning.adjustment(left.rawValue, right.rawValue)
    }

    /// The glyph's outline in font units, composites resolved, x measured from the glyph's
    /// origin (the pen position): where the `hmtx` left side bearing disagrees with the glyph's
    /// `xMin`, the outline is moved by `lsb − xMin`, as FreeType places it. Empty for a glyph
    /// id the font lacks and for glyphs without contours (space).
    public func outline(of glyph: GlyphID) -> GlyphOutline {
        // Every glyph was decoded once while loading, so this cannot fail for a valid id.
        (try? storage.glyphs.outline(of: Int(glyph.rawValue))) ?? GlyphOutline()
    }

    /// Converts font units to pixels (or points) at a size given in pixels (points) per em.
    public func scale(_ units: Int, size: Double) -> Double {
        Double(units) * size / Double(unitsPerEm)
    }

    public var description: String { "\(fullName) (\(sourceName))" }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs.storage === rhs.storage }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }
}

/// The parsed tables of one font, immutable once loaded.
final class FontStorage: Sendable {
    /// The file, which every table reader below points into.
    let bytes: FontBytes
    let source: String
    let familyName: String
    let styleName: String
    let fullName: String
    let postScriptName: String
    let weight: FontWeight
    let isItalic: Bool
    let metrics: FontMetrics
    let advances: [UInt16]
    let characterMap: CharacterMap
    let kerning: KerningTable
    let glyphs: GlyfTable
    /// `CBLC`/`CBDT` colour bitmaps (emoji), when the font has them.
    let colorBitmaps: ColorBitmapTable?
    /// GDEF, GSUB and GPOS for the shaper (empty when the font has none of them).
    let layout: LayoutTables
    /// The shaper's plans for this face, built on first use.
    let shapingPlans = ShapingPlanCache()

    init(bytes: [UInt8], source: String, limits: GlyphLimits) throws(FontError) {
        self.source = source
        let fileBytes = FontBytes(bytes, source: source)
        self.bytes = fileBytes
        let file = TableReader(file: fileBytes, start: 0, count: bytes.count, tag: 0x7366_6E74)  // 'sfnt'

        let version = try file.u32(0)
        switch version {
        case 0x0001_0000, 0x7472_7565:  // 1.0, 'true'
            break
        case 0x4F54_544F:  // 'OTTO'
            throw FontError(.unsupported, source: source, offset: 0,
                            "this is an OpenType font with CFF (cubic) outlines; ProofText reads TrueType (glyf) outlines only: use the font's .ttf version")
        case 0x7474_6366:  // 'ttcf'
            throw FontError(.unsupported, source: source, offset: 0,
                            "this is a font collection (.ttc); extract the face you need into a .ttf (e.g. with fontTools)")
        default:
            throw FontError(.malformed, source: source, offset: 0,
                            "not a TrueType font (the file starts with 0x\(String(version, radix: 16)), not 0x00010000)")
        }
        let tableCount = Int(try file.u16(4))
        try file.require(12, tableCount * 16, "the table directory of \(tableCount) tables")
        var directory: [String: TableReader] = [:]
        for index in 0..<tableCount {
            let at = 12 + index * 16
            let tagValue = try file.u32(at)
            let tag = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tagValue >> $0) }, as: UTF8.self)
            let offset = Int(try file.u32(at + 8)), length = Int(try file.u32(at + 12))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw FontError(.truncated, source: source, table: tag, offset: at,
                                "the table (\(length) bytes at \(offset)) runs past the end of the \(bytes.count)-byte file; the file is truncated")
            }
            if directory[tag] == nil {
                directory[tag] = TableReader(file: fileBytes, start: offset, count: length, tag: tagValue)
            }
        }
        func table(_ tag: String) throws(FontError) -> TableReader {
            guard let table = directory[tag] else {
                if tag == "glyf" || tag == "loca", directory["CFF "] != nil || directory["CFF2"] != nil {
                    throw FontError(.unsupported, source: source, table: tag,
                                    "the font has CFF outlines; ProofText reads TrueType (glyf) outlines only")
                }
                throw FontError(.missingTable, source: source, table: tag, "the required '\(tag)' table is missing")
            }
            return table
        }

        let head = try table("head")
        let unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else {
            throw head.error(.malformed, at: 18, "unitsPerEm is \(unitsPerEm); it must be between 16 and 16384")
        }
        let box = FontBox(xMin: Int(try head.i16(36)), yMin: Int(try head.i16(38)), xMax: Int(try head.i16(40)), yMax: Int(try head.i16(42)))
        let macStyle = try head.u16(44)
        let locFormat = try head.i16(50)
        guard locFormat == 0 || locFormat == 1 else {
            throw head.error(.malformed, at: 50, "indexToLocFormat is \(locFormat); it must be 0 or 1")
        }

        let glyphCount = Int(try table("maxp").u16(4))
        guard glyphCount > 0 else {
            throw FontError(.malformed, source: source, table: "maxp", offset: directory["maxp"].map { $0.start + 4 },
                            "the font has no glyphs (not even .notdef)")
        }

        let hhea = try table("hhea")
        var ascender = Int(try hhea.i16(4)), descender = Int(try hhea.i16(6)), lineGap = Int(try hhea.i16(8))
        let metricCount = Int(try hhea.u16(34))
        guard metricCount >= 1, metricCount <= glyphCount else {
            throw hhea.error(.malformed, at: 34, "numberOfHMetrics is \(metricCount); it must be between 1 and the glyph count \(glyphCount)")
        }
        let hmtx = try table("hmtx")
        try hmtx.require(0, metricCount * 4, "\(metricCount) horizontal metrics")
        var advances = [UInt16]()
        advances.reserveCapacity(glyphCount)
        for index in 0..<metricCount { advances.append(try hmtx.u16(index * 4)) }
        // Glyphs past numberOfHMetrics share the last advance (monospaced tails).
        advances.append(contentsOf: repeatElement(advances[metricCount - 1], count: glyphCount - metricCount))
        self.advances = advances
        // Their left side bearings follow as a plain array, which some fonts cut short: a missing
        // bearing is 0, as FreeType reads it, not an error.
        var leftSideBearings = [Int16]()
        leftSideBearings.reserveCapacity(glyphCount)
        for index in 0..<metricCount { leftSideBearings.append(try hmtx.i16(index * 4 + 2)) }
        for index in metricCount..<glyphCount {
            let at = metricCount * 4 + (index - metricCount) * 2
            leftSideBearings.append(at + 2 <= hmtx.count ? try hmtx.i16(at) : 0)
        }

        var weight = FontWeight.regular
        var italic = macStyle & 0x2 != 0
        var capHeight: Int?
        var xHeight: Int?
        if let os2 = directory["OS/2"] {
            let os2Version = try os2.u16(0)
            weight = FontWeight(rawValue: Int(try os2.u16(4)))
            let selection = try os2.u16(62)
            italic = italic || selection & 0x201 != 0  // ITALIC or OBLIQUE
            let typoAscender = Int(try os2.i16(68)), typoDescender = Int(try os2.i16(70)), typoGap = Int(try os2.i16(72))
            // hhea gives the line metrics (as on Apple platforms) unless the font asks for the
            // typo values (USE_TYPO_METRICS) or leaves hhea empty.
            if selection & 0x80 != 0 || (ascender == 0 && descender == 0) {
                (ascender, descender, lineGap) = (typoAscender, typoDescender, typoGap)
            }
            if os2Version >= 2, os2.count >= 90 {
                xHeight = Int(try os2.i16(86))
                capHeight = Int(try os2.i16(88))
            }
        }
        self.weight = weight
        isItalic = italic

        var underlinePosition = -unitsPerEm / 10, underlineThickness = unitsPerEm / 20
        if let post = directory["post"] {
            underlinePosition = Int(try post.i16(8))
            underlineThickness = Int(try post.i16(10))
        }

        let names = try NameTable(directory["name"])
        familyName = names.string(16) ?? names.string(1) ?? source
        styleName = names.string(17) ?? names.string(2) ?? "Regular"
        fullName = names.string(4) ?? "\(familyName) \(styleName)"
        postScriptName = names.string(6) ?? fullName.filter { $0 != " " }

        let characterMap = try CharacterMap(cmap: try table("cmap"))
        if let cblc = directory["CBLC"], let cbdt = directory["CBDT"] {
            let bitmaps = try ColorBitmapTable(cblc: cblc, cbdt: cbdt, glyphCount: glyphCount)
            try bitmaps.validateAll()
            colorBitmaps = bitmaps
        } else {
            colorBitmaps = nil
        }
        let glyphs: GlyfTable
        if colorBitmaps != nil, directory["glyf"] == nil || directory["loca"] == nil {
            // A bitmap-only colour font (Noto Color Emoji): no outlines at all.
            glyphs = GlyfTable(outlinelessGlyphCount: glyphCount, file: fileBytes, limits: limits)
        } else {
            glyphs = try GlyfTable(loca: try table("loca"), glyf: try table("glyf"), glyphCount: glyphCount,
                                   longOffsets: locFormat == 1, leftSideBearings: leftSideBearings, limits: limits)
        }
        // Check every glyph now so that a damaged one is reported when the font is loaded.
        try glyphs.validateAll()

        if let gpos = directory["GPOS"], case let fromGPOS = try KerningTable(gpos: gpos), !fromGPOS.isEmpty {
            kerning = fromGPOS
        } else if let kern = directory["kern"] {
            kerning = try KerningTable(kern: kern)
        } else {
            kerning = KerningTable()
        }

        layout = try LayoutTables(gdef: directory["GDEF"], gsub: directory["GSUB"], gpos: directory["GPOS"])

        self.characterMap = characterMap
        self.glyphs = glyphs
        // Without OS/2 version 2, measure the flat tops of 'H' and 'x' as CoreText does.
        func top(of scalar: Unicode.Scalar) -> Int? {
            let glyph = characterMap.glyph(for: scalar.value)
            guard glyph != 0, glyph < UInt32(glyphCount) else { return nil }
            return (try? glyphs.outline(of: Int(glyph)))?.controlBounds?.yMax
        }
        metrics = FontMetrics(
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
            capHeight: capHeight ?? top(of: "H") ?? ascender * 7 / 10,
            xHeight: xHeight ?? top(of: "x") ?? ascender / 2,
            underlinePosition: underlinePosition, underlineThickness: underlineThickness,
            boundingBox: box)
    }
}

/// Strings from the `name` table.
struct NameTable {
    private var strings: [Int: (rank: Int, text: String)] = [:]

    init(_ table: TableReader?) throws(FontError) {
        guard let table else { return }
        let count = Int(try table.u16(2))
        let storage = Int(try table.u16(4))
        try table.require(6, count * 12, "\(count) name records")
        for index in 0..<count {
            let at = 6 + index * 12
            let platform = try table.u16(at), encoding = try table.u16(at + 2), language = try table.u16(at + 4)
            let nameID = Int(try table.u16(at + 6))
            guard [1, 2, 4, 6, 16, 17].contains(nameID) else { continue }
            let length = Int(try table.u16(at + 8)), offset = Int(try table.u16(at + 10))
            // Prefer Windows English, then any Windows or Unicode string, then Mac Roman.
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
            case (0, _): rank = 1
            case (1, 0): rank = 2
            default: continue
            }
            if let existing = strings[nameID], existing.rank <= rank { continue }
            let raw = try table.sub(storage + offset, length, "name \(nameID)")
            let bytes = raw.bytes
            let text: String
            if platform == 1 {
                text = String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            } else {
                let units: [UInt16] = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map { (index: Int) -> UInt16 in
                    let high = UInt16(bytes[index]), low = UInt16(bytes[index + 1])
                    return high << 8 | low
                }
                text = String(decoding: units, as: UTF16.self)
            }
            if !text.isEmpty { strings[nameID] = (rank, text) }
        }
    }

    func string(_ id: Int) -> String? { strings[id]?.text }
}
