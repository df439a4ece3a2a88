import Testing
@testable import ProofText

@Suite struct RasterCacheTests {
    let inter = FontLibrary.bundledFaces[0]

    @Test func cachedMasksEqualFreshOnes() throws {
        let cache = GlyphMaskCache()
        let glyph = try #require(inter.glyph(for: "g"))
        let first = try cache.mask(face: inter, glyph: glyph, size64: 17 * 64, subpixel: 1)
        let second = try cache.mask(face: inter, glyph: glyph, size64: 17 * 64, subpixel: 1)
        #expect(first == second)
        #expect(first == (try GlyphRaster.mask(face: inter, glyph: glyph, size64: 17 * 64, subpixel: 1)))
        let stats = cache.statistics
        #expect(stats.hits == 1 && stats.misses == 1 && stats.masks == 1)
        // Another subpixel position, size or face is another mask.
        _ = try cache.mask(face: inter, glyph: glyph, size64: 17 * 64, subpixel: 2)
        _ = try cache.mask(face: inter, glyph: glyph, size64: 18 * 64, subpixel: 1)
        _ = try cache.mask(face: FontLibrary.bundledFaces[3], glyph: glyph, size64: 17 * 64, subpixel: 1)
        #expect(cache.statistics.masks == 4)
        cache.removeAll()
        #expect(cache.statistics.masks == 0 && cache.statistics.bytes == 0)
    }

    @Test func memoryStaysWithinTheLimit() throws {
        let cache = GlyphMaskCache(byteLimit: 20_000)
        for value in UInt32(0x41)...UInt32(0x7A) {
            guard let glyph = inter.glyph(for: Unicode.Scalar(value)!) else { continue }
            _ = try cache.mask(face: inter, glyph: glyph, size64: 40 * 64, subpixel: 0)
            #expect(cache.statistics.bytes <= 20_000)
        }
        // Recently used glyphs survive a generation change.
        let a = try #require(inter.glyph(for: "a"))
        _ = try cache.mask(face: inter, glyph: a, size64: 40 * 64, subpixel: 0)
        let before = cache.statistics.misses
        _ = try cache.mask(face: inter, glyph: a, size64: 40 * 64, subpixel: 0)
        #expect(cache.statistics.misses == before)
    }

    @Test func concurrentUseGivesTheSameMasks() async throws {
        let cache = GlyphMaskCache()
        let face = inter
        let glyphs = "The quick brown fox jumps over the lazy dog".unicodeScalars.compactMap { face.glyph(for: $0) }
        let expected = try glyphs.map { try GlyphRaster.mask(face: face, glyph: $0, size64: 51 * 64, subpixel: 3) }
        let results = try await withThrowingTaskGroup(of: [GlyphMask].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try glyphs.map { try cache.mask(face: face, glyph: $0, size64: 51 * 64, subpixel: 3) }
                }
            }
            var all: [[GlyphMask]] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
        let stats = cache.statistics
        #expect(stats.hits + stats.misses == 8 * glyphs.count)
        #expect(stats.masks == Set(glyphs).count)
    }
}
