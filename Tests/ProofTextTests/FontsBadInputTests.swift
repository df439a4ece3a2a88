import Foundation
import Testing
@testable import ProofText

/// SplitMix64: a tiny seeded generator, so every random run (mutations, paragraphs, shaping
/// inputs) is the same on every machine.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Offset of a table in a font file, read from its table directory.
func tableRecord(_ bytes: [UInt8], _ tag: String) -> Int? {
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    for index in 0..<count where Array(bytes[12 + index * 16..<16 + index * 16]) == Array(tag.utf8) {
        return 12 + index * 16
    }
    return nil
}

@Suite struct FontsBadInputTests {
    func loadError(_ bytes: [UInt8], limits: GlyphLimits = .default) -> FontError? {
        do {
            _ = try FontFace(data: bytes, name: "bad.ttf", limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyAndForeignFiles() throws {
        let empty = try #require(loadError([]))
        #expect(empty.kind == .truncated)
        #expect(empty.description.hasPrefix("font bad.ttf, table 'sfnt', byte 0: "))

        let cff = try #require(loadError(Array("OTTO".utf8) + [UInt8](repeating: 0, count: 64)))
        #expect(cff.kind == .unsupported)
        #expect(cff.message.contains("CFF"))

        let collection = try #require(loadError(Array("ttcf".utf8) + [UInt8](repeating: 0, count: 64)))
        #expect(collection.kind == .unsupported)

        let png = try #require(loadError([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.kind == .malformed)
        #expect(png.message.contains("not a TrueType font"))
    }

    @Test func everyTruncationFailsWithATypedError() throws {
        let bytes = try fixtureBytes("Shapes")
        // The file's last byte pads the last table ('post', 83 bytes at 904) to 4 bytes.
        #expect(bytes.count == 988)
        #expect(loadError(Array(bytes[0..<987])) == nil)
        for length in 0..<987 {
            let error = loadError(Array(bytes[0..<length]))
            #expect(error?.kind == .truncated, "prefix of \(length) bytes: \(String(describing: error))")
        }
    }

    @Test func tableOutsideTheFile() throws {
        var bytes = try fixtureBytes("Shapes")
        let record = try #require(tableRecord(bytes, "glyf"))
        bytes.replaceSubrange(record + 8..<record + 12, with: [0xFF, 0xFF, 0xFF, 0x00])
        let error = try #require(loadError(bytes))
        #expect(error.kind == .truncated)
        #expect(error.table == "glyf")
        #expect(error.offset == record)
    }

    @Test func missingTable() throws {
        var bytes = try fixtureBytes("Shapes")
        let record = try #require(tableRecord(bytes, "hmtx"))
        bytes.replaceSubrange(record..<record + 4, with: Array("xxxx".utf8))
        let error = try #require(loadError(bytes))
        #expect(error.kind == .missingTable)
        #expect(error.table == "hmtx")
    }

    @Test func compositeThatContainsItself() throws {
        let error = try #require(loadError(try fixtureBytes("Loop")))
        #expect(error.kind == .malformed)
        #expect(error.table == "glyf")
        #expect(error.message == "composite glyph 5 contains itself (5 → 5): the font is corrupt")
    }

    @Test func glyphLimits() throws {
        let bytes = try fixtureBytes("Shapes")
        let points = try #require(loadError(bytes, limits: GlyphLimits(maxPoints: 10, maxCompositeDepth: 8, maxComponents: 100)))
        #expect(points.kind == .limitExceeded)
        #expect(points.message.contains("more than 10 points"))
        let depth = try #require(loadError(bytes, limits: GlyphLimits(maxPoints: 100, maxCompositeDepth: 0, maxComponents: 100)))
        #expect(depth.kind == .limitExceeded)
        let components = try #require(loadError(bytes, limits: GlyphLimits(maxPoints: 100, maxCompositeDepth: 8, maxComponents: 1)))
        #expect(components.kind == .limitExceeded)
    }

    @Test func unreadableFile() {
        #expect(throws: FontError.self) { try FontFace(contentsOf: URL(fileURLWithPath: "/nonexistent/font.ttf")) }
        do {
            _ = try FontFace(contentsOf: URL(fileURLWithPath: "/nonexistent/font.ttf"))
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.source == "/nonexistent/font.ttf")
        }
    }

    /// Seeded mutations of small fonts: each either loads (and then every glyph, character
    /// and kerning pair can be used) or fails with a FontError inside the file. A crash, a
    /// hang or a runaway allocation fails the run.
    @Test(arguments: ["Shapes", "Kerning"])
    func seededMutations(fixture: String) throws {
        let original = try fixtureBytes(fixture)
        var random = SeededRandom(state: 0x5EED_F0E7 &+ UInt64(original.count))
        var loaded = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0...random.below(4) {
                switch random.below(5) {
                case 0: bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes[random.below(bytes.count)] ^= 1 << UInt8(random.below(8))
                case 2:
                    let at = random.below(bytes.count - 1)
                    bytes[at] = 0xFF; bytes[at + 1] = 0xFF
                case 3:
                    let at = random.below(bytes.count - 1)
                    bytes[at] = 0; bytes[at + 1] = UInt8(random.below(4))
                default:
                    bytes.removeLast(random.below(bytes.count / 8 + 1))
                }
                if bytes.count < 2 { break }
            }
            do {
                let face = try FontFace(data: bytes, name: "mutant.ttf")
                loaded += 1
                for glyph in 0..<min(face.glyphCount, 64) {
                    _ = face.outline(of: GlyphID(UInt16(glyph)))
                    _ = face.advance(of: GlyphID(UInt16(glyph)))
                    _ = face.kerning(GlyphID(UInt16(glyph)), GlyphID(UInt16(glyph + 1)))
                    // Wild coordinates may make a mask too large: that must be an error, not a crash.
                    _ = try? GlyphRaster.mask(face: face, glyph: GlyphID(UInt16(glyph)), size64: 4 * 64, subpixel: 1)
                }
                for scalar in [0x20, 0x61, 0x62, 0x63, 0x64, 0x65, 0x1F600] {
                    _ = face.glyph(for: Unicode.Scalar(UInt32(scalar))!)
                }
            } catch {
                #expect(!error.message.isEmpty)
                if let offset = error.offset { #expect(offset >= 0 && offset <= bytes.count) }
            }
        }
        // The mutations must leave some fonts loadable, or the post-load paths go untested.
        #expect(loaded > 100)
    }
}
