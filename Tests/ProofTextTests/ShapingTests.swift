import Foundation
import Testing
@testable import ProofText

/// The bytes of a bundled font, e.g. `bundledFontBytes("NotoSansHebrew-Regular")`.
func bundledFontBytes(_ file: String) throws -> [UInt8] {
    let url = try #require(BundledFonts.url(file))
    return [UInt8](try Data(contentsOf: url))
}

/// The font `bytes` with table `tag` replaced by (or, when absent, added as) `table`.
func replacingTable(_ tag: String, in bytes: [UInt8], with table: [UInt8]) -> [UInt8] {
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    var tables: [(tag: [UInt8], data: [UInt8])] = []
    for index in 0..<u16(4) {
        let record = 12 + index * 16
        let name = Array(bytes[record..<record + 4])
        if name == Array(tag.utf8) { continue }
        tables.append((name, Array(bytes[u32(record + 8)..<u32(record + 8) + u32(record + 12)])))
    }
    tables.append((Array(tag.utf8), table))
    tables.sort { $0.tag.lexicographicallyPrecedes($1.tag) }
    func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value) }
    var file = Array(bytes[0..<4]) + be16(tables.count) + be16(0) + be16(0) + be16(0)
    var offset = 12 + tables.count * 16
    var body: [UInt8] = []
    for (name, data) in tables {
        file += name + be32(0) + be32(offset) + be32(data.count)
        body += data
        while body.count % 4 != 0 { body.append(0) }
        offset = 12 + tables.count * 16 + body.count
    }
    return file + body
}

/// Big-endian building blocks for hand-made layout tables.
private func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

/// A GSUB whose `ccmp` feature (script DFLT) runs lookup 0; `lookups` are the lookup tables,
/// each laid out after the lookup list.
private func gsub(lookups: [[UInt8]]) -> [UInt8] {
    let scriptList = be16(1) + Array("DFLT".utf8) + be16(8) + be16(4) + be16(0) + be16(0) + be16(0xFFFF) + be16(1) + be16(0)
    let featureList = be16(1) + Array("ccmp".utf8) + be16(8) + be16(0) + be16(1) + be16(0)
    let header = 10
    var lookupList = be16(lookups.count)
    var offset = 2 + lookups.count * 2
    for lookup in lookups {
        lookupList += be16(offset)
        offset += lookup.count
    }
    lookupList += lookups.flatMap { $0 }
    return be16(1) + be16(0) + be16(header) + be16(header + scriptList.count) + be16(header + scriptList.count + featureList.count)
        + scriptList + featureList + lookupList
}

/// A context lookup (type 5, format 3) over `count` glyphs all equal to `glyph`, applying
/// `records` (sequence index, lookup index).
private func contextLookup(glyph: Int, count: Int, records: [(Int, Int)]) -> [UInt8] {
    // Lookup header (type 5, flag 0, one subtable at 8), then the subtable.
    let coverage = be16(1) + be16(1) + be16(glyph)
    let subtableHeader = 6 + count * 2 + records.count * 4
    var subtable = be16(3) + be16(count) + be16(records.count)
    for _ in 0..<count { subtable += be16(subtableHeader) }
    for (sequence, lookup) in records { subtable += be16(sequence) + be16(lookup) }
    subtable += coverage
    return be16(5) + be16(0) + be16(1) + be16(8) + subtable
}

@Suite struct ShapingTests {
    static let arabic = FontLibrary.bundledScriptFaces[0]
    static let hebrew = FontLibrary.bundledScriptFaces[2]

    func shape(_ text: String, _ face: FontFace, _ script: ShapingScript) -> String {
        Shaper.shape(Array(text.unicodeScalars), face: face, script: script).map(\.description).joined(separator: "|")
    }

    /// The figures are `hb-shape --no-glyph-names` (HarfBuzz 6.0.0) on the bundled fonts.
    @Test func arabicJoiningLigaturesAndMarks() {
        #expect(shape("سلام", Self.arabic, .arabic) == "751=3+484|687=1+599|1054=0+784")
        // Lam-alef (rlig).
        #expect(shape("لا", Self.arabic, .arabic) == "686=0+582")
        #expect(shape("بِسْمِ", Self.arabic, .arabic)
                == "591=4@139,0+0|752=4+562|1189=2@301,-126+0|1056=2+850|591=0@-35,-191+0|99=0+269")
    }

    @Test func hebrewPointsAreReorderedAndAttached() {
        // Qamats typed before the shin dot: HarfBuzz's mark order puts the shin dot first.
        #expect(shape("שָׁלוֹם", Self.hebrew, .hebrew)
                == "21=6+684|44=4@82,0+0|118=4@-10,0+291|51=3+522|75=0@227,0+0|95=0@539,0+0|91=0+730")
    }

    @Test func joiningForms() {
        let forms = JoiningForm.forms(of: Array("سلام لا".unicodeScalars))
        #expect(forms == [.initial, .medial, .final, .isolated, nil, .initial, .final])
        // A transparent mark between two letters does not break the join.
        #expect(JoiningForm.forms(of: Array("بِس".unicodeScalars)) == [.initial, nil, .final])
        #expect(JoiningType("\u{0644}") == .dualJoining)
        #expect(JoiningType("\u{0627}") == .rightJoining)
        #expect(JoiningType("\u{064E}") == .transparent)
        #expect(JoiningType("a") == .nonJoining)
    }

    @Test func lonelyCombiningMarksShapeWithoutABase() {
        // A mark with nothing to attach to keeps its own glyph, advance 0, no offset.
        #expect(shape("\u{05B8}", Self.hebrew, .hebrew) == "75=0+0")
        #expect(shape("\u{064E}", Self.arabic, .arabic) == "281=0+0")
        #expect(Shaper.shape([], face: Self.arabic, script: .arabic).isEmpty)
    }

    @Test func fallbackChainAndWeights() throws {
        let fonts = FontLibrary.bundled
        let inter = try #require(fonts.face(family: "Inter", weight: .regular))
        #expect(fonts.fallbackFaces(for: inter, weight: .regular).map(\.fullName) == ["Noto Sans Arabic Regular", "Noto Sans Hebrew Regular", "Noto Sans Devanagari Regular", "Noto Color Emoji"])
        #expect(fonts.fallbackFaces(for: inter, weight: .medium).map(\.fullName) == ["Noto Sans Arabic Regular", "Noto Sans Hebrew Regular", "Noto Sans Devanagari Regular", "Noto Color Emoji"])
        #expect(fonts.fallbackFaces(for: inter, weight: .semibold).map(\.fullName) == ["Noto Sans Arabic Bold", "Noto Sans Hebrew Bold", "Noto Sans Devanagari Bold", "Noto Color Emoji"])
        #expect(fonts.fallbackFaces(for: inter, weight: .bold).map(\.fullName) == ["Noto Sans Arabic Bold", "Noto Sans Hebrew Bold", "Noto Sans Devanagari Bold", "Noto Color Emoji"])
        // Registered families come after the bundled script fonts, in registration order.
        var library = FontLibrary()
        library.register(inter)
        library.register(FontLibrary.bundledScriptFaces[2], family: "Brand")
        #expect(library.fallbackFaces(for: inter).map(\.fullName) == ["Noto Sans Arabic Regular", "Noto Sans Hebrew Regular", "Noto Sans Devanagari Regular",
                                                                   "Noto Sans Hebrew Regular", "Noto Color Emoji"])
    }

    @Test func arabicParagraphFallsBackAndShapes() throws {
        let paragraph = try TextParagraph("سلام, Hello", format: TextFormat(size: 20))
        #expect(paragraph.missingCharacters.isEmpty)
        let glyphs = paragraph.layout().lines[0].glyphs
        // س ل ا م as three glyphs (initial seen, the final lam-alef ligature, isolated meem), in
        // visual order as hb-shape prints them (the right-to-left run reversed by bidi); the
        // rest in Inter.
        #expect(glyphs.map(\.glyph.rawValue).prefix(3) == [751, 687, 1054])
        #expect(glyphs.prefix(3).allSatisfy { $0.face?.fullName == "Noto Sans Arabic Regular" })
        #expect(glyphs.map(\.scalarOffset) == [3, 1, 0, 4, 5, 6, 7, 8, 9, 10])
        #expect(glyphs.dropFirst(3).allSatisfy { $0.face == nil })
        // Advances in Inter's units (2816 per em) from Noto's (1000): 784, 599 and 484 units
        // at 20 pt, with the rounding done on the pen position in logical order (2208, 1687,
        // then 1362), each unit keeping its advance when reordered.
        #expect(glyphs[0].x == 0)
        #expect(abs(glyphs[1].x - Double(1362) * 20 / 2816) < 1e-9)
        #expect(abs(glyphs[2].x - Double(1362 + 1687) * 20 / 2816) < 1e-9)
    }

    @Test func arabicMarksAreOffsetFromTheirLetter() throws {
        let paragraph = try TextParagraph("بِسْمِ", format: TextFormat(size: 20))
        let glyphs = paragraph.layout().lines[0].glyphs
        // Visual order as hb-shape prints it: meem with its kasra, seen with its sukun, beh with
        // its kasra; each cluster's glyphs in visual order.
        #expect(glyphs.map(\.glyph.rawValue) == [591, 752, 1189, 1056, 591, 99])
        // The meem's kasra: HarfBuzz's offset (139, 0) in Noto's units, in Inter's 2816 per em.
        #expect(abs(glyphs[0].x - Double(391) * 20 / 2816) < 1e-9)
        #expect(glyphs[0].rise == 0)
        // The beh's kasra: (-35, -191) from the beh's origin.
        #expect(abs(glyphs[4].x - glyphs[5].x - Double(-99) * 20 / 2816) < 1e-9)
        #expect(glyphs[4].rise == Double(-538) * 20 / 2816)
        #expect(glyphs[5].rise == 0)
    }

    @Test func hebrewMarksSitOnTheirLetter() throws {
        let paragraph = try TextParagraph("שָׁ", format: TextFormat(size: 10), scale: 1)
        let glyphs = paragraph.layout().lines[0].glyphs
        #expect(glyphs.map(\.glyph.rawValue) == [75, 95, 91])
        // Within the cluster, visual order: marks at their offsets from the letter's origin.
        #expect(glyphs.map(\.x) == [Double(639) * 10 / 2816, Double(1518) * 10 / 2816, 0])
        #expect(glyphs.map(\.rise) == [0, 0, 0])
        #expect(glyphs.allSatisfy { $0.face?.familyName == "Noto Sans Hebrew" })
    }

    @Test func latinStaysOnTheOneGlyphPath() throws {
        let paragraph = try TextParagraph("office AVATAR", format: TextFormat(size: 17))
        #expect(paragraph.shaped.clusterGlyphs == nil)
        #expect(paragraph.layout().lines[0].glyphs.allSatisfy { $0.face == nil && $0.rise == 0 })
    }

    @Test func missingEverywhereIsReported() throws {
        let paragraph = try TextParagraph("a\u{4E2D}b", format: TextFormat(size: 17))
        #expect(paragraph.missingCharacters == ["\u{4E2D}"])
        #expect(paragraph.layout().lines[0].glyphs.map(\.glyph) == [paragraph.face.glyph(for: "a")!, .notdef, paragraph.face.glyph(for: "b")!])
    }

    // MARK: Damaged tables

    func loadError(_ bytes: [UInt8]) -> FontError? {
        do {
            _ = try FontFace(data: bytes, name: "damaged.ttf")
            return nil
        } catch {
            return error
        }
    }

    @Test func truncatedLayoutTablesFailTheLoad() throws {
        let original = try bundledFontBytes("NotoSansHebrew-Regular")
        for tag in ["GSUB", "GPOS", "GDEF"] {
            let record = try #require(tableRecord(original, tag))
            var bytes = original
            // Cut the table to 9 bytes: its header's lists point past the end.
            bytes.replaceSubrange(record + 12..<record + 16, with: [0, 0, 0, 9])
            let error = try #require(loadError(bytes), "\(tag)")
            #expect(error.kind == .truncated, "\(tag)")
            #expect(error.table == tag)
        }
    }

    @Test func outOfRangeOffsetsAndIndicesFailTheLoad() throws {
        let original = try bundledFontBytes("NotoSansHebrew-Regular")
        // A feature that refers to lookup 40 of 1.
        var lookups = [contextLookup(glyph: 3, count: 1, records: [])]
        var table = gsub(lookups: lookups)
        let featureLookup = 10 + 20 + 2 + 6 + 4
        table.replaceSubrange(featureLookup..<featureLookup + 2, with: be16(40))
        let badIndex = try #require(loadError(replacingTable("GSUB", in: original, with: table)))
        #expect(badIndex.kind == .malformed)
        #expect(badIndex.message.contains("lookup 40"))
        // A lookup offset past the end of the table.
        table = gsub(lookups: lookups)
        table.replaceSubrange(10 + 20 + 14 + 2..<10 + 20 + 14 + 4, with: be16(0x7FF0))
        #expect(try #require(loadError(replacingTable("GSUB", in: original, with: table))).kind == .truncated)
        // An extension lookup (type 7) wrapping another extension.
        lookups = [be16(7) + be16(0) + be16(1) + be16(8) + be16(1) + be16(7) + [0, 0, 0, 8] + be16(1) + be16(1) + [0, 0, 0, 0]]
        let nested = try #require(loadError(replacingTable("GSUB", in: original, with: gsub(lookups: lookups))))
        #expect(nested.kind == .malformed)
        #expect(nested.message.contains("wraps another extension"))
    }

    @Test func recursiveContextLookupsStop() throws {
        let original = try bundledFontBytes("NotoSansHebrew-Regular")
        let alef = Int(try #require(Self.hebrew.glyph(for: "\u{05D0}")).rawValue)
        // Lookup 0 matches two alefs and runs lookup 1 on the second; lookup 1 runs lookup 0
        // there, and so on down the run: a chain as deep as the text is long. Lookup 2 calls
        // itself at the second position twice over.
        let lookups = [
            contextLookup(glyph: alef, count: 2, records: [(1, 1), (1, 2)]),
            contextLookup(glyph: alef, count: 1, records: [(0, 0)]),
            contextLookup(glyph: alef, count: 2, records: [(1, 2), (1, 2)]),
        ]
        let face = try FontFace(data: replacingTable("GSUB", in: original, with: gsub(lookups: lookups)), name: "loop.ttf")
        let text = [Unicode.Scalar](repeating: "\u{05D0}", count: 500)
        let glyphs = Shaper.shape(text, face: face, script: .hebrew)
        #expect(glyphs.count == 500)
        #expect(glyphs.allSatisfy { Int($0.glyph.rawValue) == alef })
    }

    /// Seeded mutations inside GSUB, GPOS and GDEF of the Hebrew font: each mutant either
    /// fails to load with a FontError inside the file, or loads and shapes.
    @Test func seededLayoutTableMutations() throws {
        let original = try bundledFontBytes("NotoSansHebrew-Regular")
        func u32(_ at: Int) -> Int { Int(original[at]) << 24 | Int(original[at + 1]) << 16 | Int(original[at + 2]) << 8 | Int(original[at + 3]) }
        let ranges = try ["GSUB", "GPOS", "GDEF"].map { tag in
            let record = try #require(tableRecord(original, tag))
            return u32(record + 8)..<(u32(record + 8) + u32(record + 12))
        }
        var random = SeededRandom(state: 0x5EED_6505)
        var loaded = 0, failed = 0
        let texts: [(String, ShapingScript)] = [("שָׁלוֹם עוֹלָם", .hebrew), ("בְּרֵאשִׁית", .hebrew), ("\u{05B8}\u{05C1}", .common)]
        for _ in 0..<1_500 {
            var bytes = original
            for _ in 0...random.below(3) {
                let range = ranges[random.below(ranges.count)]
                let at = range.lowerBound + random.below(range.count)
                switch random.below(3) {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes[at] ^= 1 << UInt8(random.below(8))
                default: bytes[at] = 0xFF
                }
            }
            do {
                let face = try FontFace(data: bytes, name: "mutant.ttf")
                loaded += 1
                for (text, script) in texts { _ = Shaper.shape(Array(text.unicodeScalars), face: face, script: script) }
            } catch {
                failed += 1
                #expect(!error.message.isEmpty)
                if let offset = error.offset { #expect(offset >= 0 && offset <= bytes.count) }
            }
        }
        #expect(loaded > 200)
        #expect(failed > 100)
    }
}
