import Foundation
@testable import ProofGraphics
import ProofText
import Testing
@testable import ProofRender

/// Colour glyph pictures from damaged or hostile fonts: clear errors, nothing decoded that the
/// font does not declare.
@Suite struct ColorGlyphTests {
    let cache = GlyphMaskCache()

    func emojiBytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: try #require(FontLibrary.bundledEmojiFileURL)))
    }

    /// The font with the first PNG's header claiming `width` × `height` pixels (CRC fixed, so
    /// only the size is wrong), and the glyph whose picture that is.
    func withFirstPNGSized(_ width: UInt32, _ height: UInt32) throws -> (FontFace, GlyphID) {
        var bytes = try emojiBytes()
        let at = try #require(bytes.indices.first { bytes[$0] == 0x49 && bytes[$0 + 1] == 0x48 && bytes[$0 + 2] == 0x44 && bytes[$0 + 3] == 0x52 })
        for (index, value) in [width, height].enumerated() {
            for shift in 0..<4 { bytes[at + 4 + index * 4 + shift] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(shift))) }
        }
        let crc = bytes[at..<(at + 17)].withUnsafeBytes { CRC32.checksum($0) }
        for shift in 0..<4 { bytes[at + 17 + shift] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(shift))) }
        let face = try FontFace(data: bytes, name: "big.ttf")
        // The PNG signature and the IHDR chunk's length come before its type.
        let pngStart = at - 12
        let glyph = try #require((0..<face.glyphCount).lazy.map { GlyphID(UInt16($0)) }.first {
            (try? face.colorBitmap(of: $0, pixelsPerEm: 51))?.fileOffset == pngStart
        })
        return (face, glyph)
    }

    @Test func aPictureLargerThanItsDeclaredSizeIsRefusedBeforeDecoding() throws {
        let (face, glyph) = try withFirstPNGSized(65_535, 65_535)
        var bitmap = Bitmap(width: 8, height: 8, fill: .white)
        do {
            try bitmap.draw([GlyphPlacement(face: face, glyph: glyph, pixelsPerEm: 51, x: 0, baseline: 6)], color: .black, cache: cache)
            Issue.record("drawing a 65,535-pixel picture declared as 136 × 128 should fail")
        } catch {
            #expect(error.kind == .malformed && error.table == "CBDT")
            #expect(error.description.contains("glyph \(glyph.rawValue): the PNG picture cannot be decoded"))
        }
    }

    @Test func aPictureOfAnotherSizeThanDeclaredIsAClearError() throws {
        let (face, glyph) = try withFirstPNGSized(100, 100)
        do {
            _ = try ColorGlyphRaster.mask(face: face, glyph: glyph, size64: 51 * 64, cache: cache)
            Issue.record("a picture that is not the declared size should fail")
        } catch {
            #expect(error.kind == .malformed && error.table == "CBDT")
        }
    }

    @Test func sizesOutsideTheRasterLimitsAreRefused() throws {
        let face = FontLibrary.bundledEmojiFace
        let glyph = try #require(face.glyph(for: "🦄"))
        #expect(throws: FontError.self) { try ColorGlyphRaster.mask(face: face, glyph: glyph, size64: 0, cache: cache) }
        #expect(throws: FontError.self) { try ColorGlyphRaster.mask(face: face, glyph: glyph, size64: (GlyphRaster.maxPixelsPerEm + 1) * 64, cache: cache) }
    }

    @Test func seededColourTableMutations() throws {
        let original = try emojiBytes()
        func u32(_ at: Int) -> Int { Int(original[at]) << 24 | Int(original[at + 1]) << 16 | Int(original[at + 2]) << 8 | Int(original[at + 3]) }
        let tables = (0..<(Int(original[4]) << 8 | Int(original[5]))).map { 12 + $0 * 16 }
        func range(_ tag: String) throws -> Range<Int> {
            let record = try #require(tables.first { String(decoding: original[$0..<($0 + 4)], as: UTF8.self) == tag })
            return u32(record + 8)..<(u32(record + 8) + u32(record + 12))
        }
        // The whole index, and the first 16 KB of pictures (the glyphs drawn below).
        let cblc = try range("CBLC"), cbdt = try range("CBDT")
        let ranges = [cblc, cbdt.lowerBound..<(cbdt.lowerBound + 16_384)]
        var state: UInt64 = 0x5EED_C0102
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(truncatingIfNeeded: state >> 1)
        }
        var loaded = 0, refused = 0, drawFailures = 0
        for _ in 0..<150 {
            var bytes = original
            for _ in 0...(next() % 3) {
                let range = ranges[next() % ranges.count]
                let at = range.lowerBound + next() % range.count
                bytes[at] = next() % 2 == 0 ? UInt8(truncatingIfNeeded: next()) : 0xFF
            }
            do {
                let face = try FontFace(data: bytes, name: "mutant.ttf")
                loaded += 1
                var bitmap = Bitmap(width: 64, height: 64, fill: .white)
                for glyph in 1..<12 {
                    do {
                        try bitmap.draw([GlyphPlacement(face: face, glyph: GlyphID(UInt16(glyph)), pixelsPerEm: 51, x: 4, baseline: 50)],
                                        color: .black, cache: GlyphMaskCache())
                    } catch {
                        drawFailures += 1
                        #expect(error.table == "CBDT" && !error.message.isEmpty)
                    }
                }
            } catch {
                refused += 1
                #expect(!error.message.isEmpty && (error.table == "CBLC" || error.table == "CBDT"))
                if let offset = error.offset { #expect(offset >= 0 && offset <= bytes.count) }
            }
        }
        #expect(loaded > 30)
        #expect(refused > 10)
        #expect(drawFailures > 5)
    }

    @Test func resamplingAveragesAreasExactly() throws {
        // 2 × 1 pixels (opaque red, transparent) to 1 × 1: half alpha, red kept (alpha-weighted).
        let source = try #require(Bitmap(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 0]))
        let (alpha, colors) = ColorGlyphRaster.resample(source, toWidth: 1, height: 1)
        #expect(alpha == [128] && colors == [255, 0, 0])
        // 3 pixels to 2: weights 2/3 and 1/3 of the middle one.
        let row = try #require(Bitmap(width: 3, height: 1, bytes: [0, 0, 0, 255, 90, 90, 90, 255, 255, 255, 255, 255]))
        let (rowAlpha, rowColors) = ColorGlyphRaster.resample(row, toWidth: 2, height: 1)
        #expect(rowAlpha == [255, 255])
        #expect(rowColors == [30, 30, 30, 200, 200, 200])
    }
}
