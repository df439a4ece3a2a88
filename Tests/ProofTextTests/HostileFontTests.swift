import Foundation
import Testing
@testable import ProofText

/// Fonts crafted to make loading expensive: the work of a load follows the font's bytes, not
/// glyphs × points.
@Suite struct HostileFontTests {
    /// A TrueType font of one simple glyph with `points` points and `composites` composite
    /// glyphs, built byte by byte: with `fanOut` 1 each composite places glyph 0; with more,
    /// each places the previous glyph `fanOut` times (so a glyph resolves to fanOutⁿ copies).
    static func font(points: Int, composites: Int, fanOut: Int = 1) -> [UInt8] {
        var glyf: [UInt8] = [], loca: [UInt32] = [0]
        func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        // Glyph 0: one contour of `points` on-curve points, each 1 unit right and up.
        glyf += u16(1) + u16(0) + u16(0) + u16(1000) + u16(1000) + u16(points - 1) + u16(0)
        var remaining = points
        while remaining > 0 {
            let run = min(remaining, 256)
            glyf += run > 1 ? [0x3F, UInt8(run - 1)] : [0x37]
            remaining -= run
        }
        glyf += [UInt8](repeating: 1, count: points * 2)
        while glyf.count % 4 != 0 { glyf.append(0) }
        loca.append(UInt32(glyf.count))
        for index in 1...composites {
            glyf += u16(0xFFFF) + u16(0) + u16(0) + u16(1000) + u16(1000)
            let children = fanOut == 1 ? [0] : Array(repeating: index - 1, count: fanOut)
            for (position, child) in children.enumerated() {
                let more = position < children.count - 1 ? 0x0020 : 0
                glyf += u16(0x0002 | more) + u16(child) + [0, 0]
            }
            while glyf.count % 4 != 0 { glyf.append(0) }
            loca.append(UInt32(glyf.count))
        }
        let glyphCount = composites + 1
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(0..<4, with: u32(0x0001_0000))
        head.replaceSubrange(12..<16, with: u32(0x5F0F_3CF5))
        head.replaceSubrange(18..<20, with: u16(1000))
        head.replaceSubrange(50..<52, with: u16(1))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(0..<4, with: u32(0x0001_0000))
        hhea.replaceSubrange(4..<6, with: u16(800))
        hhea.replaceSubrange(6..<8, with: u16(0x10000 - 200))
        hhea.replaceSubrange(34..<36, with: u16(1))
        let maxp = u32(0x0000_5000) + u16(glyphCount)
        let hmtx = u16(600) + u16(0)
        let cmap = u16(0) + u16(1) + u16(3) + u16(1) + u32(12)
            + u16(4) + u16(24) + u16(0) + u16(2) + u16(2) + u16(0) + u16(0) + u16(0xFFFF) + u16(0) + u16(0xFFFF) + u16(1) + u16(0)
        let tables: [(String, [UInt8])] = [("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea), ("hmtx", hmtx),
                                           ("loca", loca.flatMap(u32)), ("maxp", maxp)]
        var file = u32(0x0001_0000) + u16(tables.count) + u16(64) + u16(2) + u16(48)
        var offset = 12 + tables.count * 16
        var body: [UInt8] = []
        for (tag, bytes) in tables {
            file += Array(tag.utf8) + u32(0) + u32(UInt32(offset)) + u32(UInt32(bytes.count))
            var padded = bytes
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        return file + body
    }

    /// Every composite places the 16,000-point glyph: resolving them all, as loading did, is
    /// 3.2 × 10⁸ point copies; checking them is the 16,000 points of glyph 0.
    @Test func compositesOfOneHugeGlyphCostTheirBytes() throws {
        let bytes = Self.font(points: 16_000, composites: 20_000)
        #expect(bytes.count < 500_000)
        let face = try FontFace(data: bytes, name: "fan.ttf")
        #expect(face.glyphCount == 20_001)
        let table = try #require(face.storage.glyphs as GlyfTable?)
        #expect(try table.validateAll() == 16_000)
        #expect(face.outline(of: GlyphID(20_000)).points.count == 16_000, "drawing a glyph resolves it as before")
    }

    @Test func aGlyphOverThePointLimitIsRefused() {
        do {
            _ = try FontFace(data: Self.font(points: GlyphLimits.default.maxPoints + 1, composites: 1), name: "big.ttf")
            Issue.record("expected a limit error")
        } catch {
            #expect(error.kind == .limitExceeded && error.message == "glyph 0 has more than 16384 points")
        }
    }

    /// Composites that each place several earlier composites would resolve to astronomically
    /// many points; the limits refuse them at load, having decoded glyph 0 once.
    @Test func exponentialFanOutIsRefusedCheaply() throws {
        let bytes = Self.font(points: 100, composites: 40, fanOut: 3)
        do {
            _ = try FontFace(data: bytes, name: "fanout.ttf")
            Issue.record("expected a limit error")
        } catch {
            #expect(error.kind == .limitExceeded)
        }
    }

    @Test func bytesOverTheFileLimitAreRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: 0, count: FontFace.maxFileSize + 1)
        do {
            _ = try FontFace(data: bytes, name: "huge.ttf")
            Issue.record("expected a limit error")
        } catch {
            #expect(error.kind == .limitExceeded && error.message.contains("refused"))
        }
    }
}
