import ProofBase

/// Glyph masks already rasterized, keyed by font, glyph, size (1/64 pixel per em) and
/// subpixel position, shared safely between threads.
///
/// Memory is bounded by ``byteLimit``: masks live in two generations; when the newer one
/// fills half the budget, the older one is dropped and the newer one takes its place. A mask
/// used again from the older generation moves to the newer, so glyphs in use survive while
/// glyphs no longer drawn age out (an approximate least-recently-used policy with O(1) work).
///
/// Pass one cache to everything that draws text in a process or a test run; there is no
/// global instance. Rasterization happens outside the lock, so threads draw in parallel.
public final class GlyphMaskCache: Sendable {
    /// The most bytes of coverage the cache keeps (both generations together).
    public let byteLimit: Int

    private struct Key: Hashable {
        var face: ObjectIdentifier
        var glyph: UInt16
        var subpixel: UInt8
        var size64: Int32
    }

    private struct Entry {
        var mask: GlyphMask
        /// Keeps the font alive while its masks are cached, so its identifier is never reused.
        var storage: FontStorage
        var bytes: Int { mask.coverage.count + (mask.colors?.count ?? 0) + 64 }
    }

    /// Two generations of masks: lookups promote from the older one, and when the newer one
    /// would pass half the budget it becomes the older one (the older one is dropped).
    private struct Generations {
        var current: [Key: Entry] = [:]
        var previous: [Key: Entry] = [:]
        var currentBytes = 0
        var previousBytes = 0
        var hitCount = 0
        var missCount = 0

        /// Adds to the newer generation, retiring it first if this would overflow half of `byteLimit`.
        mutating func insert(_ entry: Entry, for key: Key, byteLimit: Int) {
            if currentBytes + entry.bytes > byteLimit / 2 {
                previous = current
                previousBytes = currentBytes
                current = [:]
                currentBytes = 0
            }
            guard entry.bytes <= byteLimit / 2 else { return }  // Never cache what cannot fit.
            current[key] = entry
            currentBytes += entry.bytes
        }
    }

    private let generations = Locked(Generations())

    /// A cache keeping at most `byteLimit` bytes of masks (32 MiB by default: a few hundred
    /// thousand glyphs of body text at scale 3).
    public init(byteLimit: Int = 32 << 20) {
        self.byteLimit = max(byteLimit, 0)
    }

    /// The mask of `glyph` in `face` at `size64` / 64 pixels per em and the given subpixel
    /// position (see ``GlyphRaster``), rasterized on first use.
    public func mask(face: FontFace, glyph: GlyphID, size64: Int, subpixel: Int) throws(FontError) -> GlyphMask {
        let key = Key(face: ObjectIdentifier(face.storage), glyph: glyph.rawValue,
                      subpixel: UInt8(truncatingIfNeeded: subpixel), size64: Int32(clamping: size64))
        if let cached = lookUp(key) { return cached }
        let mask = try GlyphRaster.mask(face: face, glyph: glyph, size64: size64, subpixel: subpixel)
        store(Entry(mask: mask, storage: face.storage), for: key)
        return mask
    }

    /// The colour picture of `glyph` in `face` at `size64` / 64 pixels per em, made by
    /// `render` on first use (a renderer decodes the font's PNG and scales it; ProofText has no
    /// image decoder). Colour glyphs sit on whole pixels: there is one per size.
    public func colorMask(face: FontFace, glyph: GlyphID, size64: Int,
                          render: () throws(FontError) -> GlyphMask) throws(FontError) -> GlyphMask {
        let key = Key(face: ObjectIdentifier(face.storage), glyph: glyph.rawValue, subpixel: UInt8.max, size64: Int32(clamping: size64))
        if let cached = lookUp(key) { return cached }
        let mask = try render()
        store(Entry(mask: mask, storage: face.storage), for: key)
        return mask
    }

    /// Counts of lookups answered from the cache and of masks rasterized, and the bytes held.
    public var statistics: (hits: Int, misses: Int, masks: Int, bytes: Int) {
        generations.withLock { ($0.hitCount, $0.missCount, $0.current.count + $0.previous.count, $0.currentBytes + $0.previousBytes) }
    }

    /// Drops every mask.
    public func removeAll() {
        generations.withLock { state in
            state.current = [:]
            state.previous = [:]
            state.currentBytes = 0
            state.previousBytes = 0
        }
    }

    private func lookUp(_ key: Key) -> GlyphMask? {
        generations.withLock { state in
            if let entry = state.current[key] {
                state.hitCount += 1
                return entry.mask
            }
            if let entry = state.previous.removeValue(forKey: key) {
                state.hitCount += 1
                state.previousBytes -= entry.bytes
                state.insert(entry, for: key, byteLimit: byteLimit)
                return entry.mask
            }
            state.missCount += 1
            return nil
        }
    }

    private func store(_ entry: Entry, for key: Key) {
        generations.withLock { state in
            // Another thread may have rasterized the same glyph meanwhile: the masks are equal.
            guard state.current[key] == nil else { return }
            if let old = state.previous.removeValue(forKey: key) { state.previousBytes -= old.bytes }
            state.insert(entry, for: key, byteLimit: byteLimit)
        }
    }
}
