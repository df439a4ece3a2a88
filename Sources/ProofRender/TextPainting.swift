import CProofPixels
import ProofBase
import ProofText

/// One glyph to draw, in device pixels.
public struct GlyphPlacement: Hashable, Sendable {
    /// The font the glyph belongs to.
    public var face: FontFace
    /// The glyph in that font.
    public var glyph: GlyphID
    /// The font size in pixels per em (points × scale).
    public var pixelsPerEm: Double
    /// The pen position (the glyph's origin), in pixels from the bitmap's left edge. Rounded
    /// to the nearest quarter pixel, the glyph cache's subpixel positions.
    public var x: Double
    /// The baseline, in pixels from the bitmap's top edge. Rounded to a whole pixel, so every
    /// baseline sits on the device pixel grid.
    public var baseline: Double

    public init(face: FontFace, glyph: GlyphID, pixelsPerEm: Double, x: Double, baseline: Double) {
        self.face = face
        self.glyph = glyph
        self.pixelsPerEm = pixelsPerEm
        self.x = x
        self.baseline = baseline
    }
}

extension Bitmap {
    /// Draws glyphs in one colour, each composited over what is there with its coverage
    /// (straight alpha, exact integer arithmetic, glyphs in the given order). Parts outside
    /// the bitmap are clipped. Missing characters drawn as ``GlyphID/notdef`` show the font's
    /// box.
    ///
    /// Throws when a glyph cannot be rasterized (a size over ``GlyphRaster/maxPixelsPerEm``).
    public mutating func draw(_ glyphs: [GlyphPlacement], color: RGBA8, cache: GlyphMaskCache) throws(FontError) {
        guard color.a > 0 else { return }
        try forEachGlyphMask(glyphs, cache: cache) { mask, x, y in composite(mask, x: x, y: y, color: color) }
    }

    /// Draws laid-out text with its top left at `origin` (points), in the paragraph's colour.
    /// `paragraph` must be the one `layout` came from: it gives the face, size and scale.
    public mutating func draw(_ layout: TextLayout, of paragraph: TextParagraph, at origin: Point = .zero,
                              cache: GlyphMaskCache) throws(FontError) {
        let color = paragraph.format.color
        try draw(layout, face: paragraph.face, size: paragraph.format.size, at: origin,
                 color: RGBA8(r: color.red, g: color.green, b: color.blue, a: color.alpha), cache: cache)
    }

    /// Draws laid-out text in `face` at `size` points, with its top left at `origin` (points),
    /// at the layout's scale.
    public mutating func draw(_ layout: TextLayout, face: FontFace, size: Double, at origin: Point = .zero,
                              color: RGBA8, cache: GlyphMaskCache) throws(FontError) {
        try draw(glyphPlacements(layout, face: face, size: size, at: origin), color: color, cache: cache)
    }

    /// Composites `color` through a coverage mask whose top left lands on pixel (`x`, `y`). A
    /// colour glyph's mask brings its own colours and ignores the text colour, alpha included,
    /// as CoreText draws emoji.
    mutating func composite(_ mask: GlyphMask, x: Int, y: Int, color: RGBA8) {
        let firstColumn = max(0, -x), endColumn = min(mask.width, width - x)
        let firstRow = max(0, -y), endRow = min(mask.height, height - y)
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let columns = firstColumn..<endColumn, rows = firstRow..<endRow
        if let colors = mask.colors {
            let bitmapWidth = width
            withUnsafeMutableBytes { pixels in
                for row in rows {
                    for column in columns {
                        let index = row * mask.width + column
                        let coverage = mask.coverage[index]
                        if coverage == 0 { continue }
                        let source = RGBA8(r: colors[index * 3], g: colors[index * 3 + 1], b: colors[index * 3 + 2])
                        blend(source, coverage: coverage, into: pixels, at: ((y + row) * bitmapWidth + x + column) * 4)
                    }
                }
            }
            return
        }
        let bitmapWidth = width, maskWidth = mask.width
        let red = UInt32(color.r), green = UInt32(color.g), blue = UInt32(color.b)
        let opaque = color.a == 255
        mask.coverage.withUnsafeBufferPointer { coverage in
            withUnsafeMutableBytes { pixels in
                let base = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self)
                for row in rows {
                    let maskRow = coverage.baseAddress! + row * maskWidth
                    let pixelRow = base + ((y + row) * bitmapWidth + x) * 4
                    for column in columns {
                        let c = maskRow[column]
                        if c == 0 { continue }
                        let pixel = pixelRow + column * 4
                        guard opaque && pixel[3] == 255 else {
                            blend(color, coverage: c, into: pixels, at: pixel - base)
                            continue
                        }
                        // Opaque over opaque: the general formula reduces to round((S·c + D·(255 - c)) / 255).
                        if c == 255 {
                            pixel[0] = color.r
                            pixel[1] = color.g
                            pixel[2] = color.b
                        } else {
                            // Values stay below 2 × 255 × 255 + 255: no overflow, and the quotient fits a byte.
                            let cover = UInt32(c), inverse = 255 &- UInt32(c)
                            // Typed steps: as single expressions each took the type checker ~175 ms.
                            let mixedRed: UInt32 = red &* cover &+ UInt32(pixel[0]) &* inverse
                            let mixedGreen: UInt32 = green &* cover &+ UInt32(pixel[1]) &* inverse
                            let mixedBlue: UInt32 = blue &* cover &+ UInt32(pixel[2]) &* inverse
                            pixel[0] = UInt8(truncatingIfNeeded: (2 &* mixedRed &+ 255) / 510)
                            pixel[1] = UInt8(truncatingIfNeeded: (2 &* mixedGreen &+ 255) / 510)
                            pixel[2] = UInt8(truncatingIfNeeded: (2 &* mixedBlue &+ 255) / 510)
                        }
                    }
                }
            }
        }
    }
}

/// The glyphs of laid-out text in `face` at `size` points with the layout's top left at
/// `origin` (points), placed at the layout's scale.
func glyphPlacements(_ layout: TextLayout, face: FontFace, size: Double, at origin: Point) -> [GlyphPlacement] {
    let scale = layout.scale
    var placements: [GlyphPlacement] = []
    placements.reserveCapacity(layout.lines.reduce(0) { $0 + $1.glyphs.count })
    for line in layout.lines {
        let baseline = (origin.y + line.baseline) * scale
        for glyph in line.glyphs {
            placements.append(GlyphPlacement(face: glyph.face ?? face, glyph: glyph.glyph, pixelsPerEm: size * scale,
                                             x: (origin.x + glyph.x) * scale,
                                             baseline: glyph.rise == 0 ? baseline : (origin.y + line.baseline - glyph.rise) * scale))
        }
    }
    return placements
}

/// Calls `body(mask, x, y)` with each glyph's mask and the device pixel where its top left
/// lands, in order: pen positions rounded to the cache's quarter pixels, baselines to whole
/// pixels. Glyphs at non-finite or absurd positions (beyond 10^9 pixels) are left out.
func forEachGlyphMask(_ glyphs: [GlyphPlacement], cache: GlyphMaskCache,
                      _ body: (_ mask: GlyphMask, _ x: Int, _ y: Int) -> Void) throws(FontError) {
    let positions = GlyphRaster.subpixelPositions
    for placement in glyphs {
        let size64 = GlyphRaster.quantizedSize(placement.pixelsPerEm)
        guard placement.x.isFinite, placement.baseline.isFinite, abs(placement.x) < 1e9, abs(placement.baseline) < 1e9 else { continue }
        let pen = Int((placement.x * Double(positions)).rounded())
        let penX = pen >= 0 ? pen / positions : -((-pen + positions - 1) / positions)
        let subpixel = pen - penX * positions
        if placement.face.hasColorGlyphs,
           let picture = try ColorGlyphRaster.mask(face: placement.face, glyph: placement.glyph, size64: size64, cache: cache) {
            // A colour picture sits on whole pixels: the pen rounded to the nearest (halves up).
            let x = (pen + positions / 2) >= 0 ? (pen + positions / 2) / positions : -((-(pen + positions / 2) + positions - 1) / positions)
            body(picture, x + picture.left, Int(placement.baseline.rounded()) + picture.top)
            continue
        }
        let mask = try cache.mask(face: placement.face, glyph: placement.glyph, size64: size64, subpixel: subpixel)
        body(mask, penX + mask.left, Int(placement.baseline.rounded()) + mask.top)
    }
}

/// Composites `color` with `coverage` over the straight-alpha pixel at `offset`: Porter–Duff
/// source-over with source alpha `a × coverage / 255²`, each channel rounded to the nearest
/// integer (halves up) from the exact rational result, so no error accumulates in a
/// platform-dependent way.
@inline(__always)
func blend(_ color: RGBA8, coverage: UInt8, into pixels: UnsafeMutableRawBufferPointer, at offset: Int) {
    // The arithmetic is in C (CProofPixels): called for every pixel painted, it is the
    // painter's hottest function, and debug builds run it many times faster there.
    proof_blend((pixels.baseAddress! + offset).assumingMemoryBound(to: UInt8.self), color.r, color.g, color.b, color.a, coverage)
}
