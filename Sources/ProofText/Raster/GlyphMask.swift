/// The anti-aliased coverage of one glyph at one size and subpixel offset.
public struct GlyphMask: Hashable, Sendable {
    /// Width in pixels (0 for glyphs that draw nothing).
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Column of the mask's left edge relative to the pixel column of the pen position.
    public let left: Int
    /// Row of the mask's top edge relative to the baseline (negative: above the baseline).
    /// The baseline is the top edge of row 0 below it.
    public let top: Int
    /// `width × height` coverage values, 0 (empty) to 255 (full), rows from the top.
    public let coverage: [UInt8]

    public init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "coverage must hold width × height bytes")
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
    }

    /// A mask that draws nothing.
    public static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])
}

/// The sizes and pen positions a glyph is rasterized at: sizes are quantized to 1/64 pixel
/// per em, horizontal pen positions to 1/``subpixelPositions`` pixel (baselines always sit on
/// whole pixels), so masks can be cached and reused.
public enum GlyphRaster {
    /// Number of horizontal subpixel positions a glyph is rendered at (0, ¼, ½, ¾ pixel).
    public static let subpixelPositions = 4
    /// The largest size, in pixels per em, that glyphs are rasterized at.
    public static let maxPixelsPerEm = 2_048
    /// The largest mask, in pixels, a single glyph may produce.
    public static let maxMaskPixels = 4_194_304

    /// A size in pixels per em as a multiple of 1/64 pixel (FreeType's 26.6 char size).
    public static func quantizedSize(_ pixelsPerEm: Double) -> Int {
        guard pixelsPerEm.isFinite, pixelsPerEm > 0 else { return 0 }
        return Int((min(pixelsPerEm, Double(maxPixelsPerEm + 1)) * 64).rounded())
    }

    /// Rasterizes `glyph` of `face` at `size64` / 64 pixels per em, with the pen at
    /// `subpixel` / ``subpixelPositions`` pixel right of a pixel boundary, on the baseline.
    ///
    /// A font whose `.notdef` glyph is empty gets a drawn box instead, so missing characters
    /// stay visible. Throws ``FontError/Kind-swift.enum/limitExceeded`` for sizes outside
    /// 1/64…``maxPixelsPerEm`` and masks larger than ``maxMaskPixels``.
    public static func mask(face: FontFace, glyph: GlyphID, size64: Int, subpixel: Int) throws(FontError) -> GlyphMask {
        guard size64 >= 1, size64 <= maxPixelsPerEm * 64 else {
            throw FontError(.limitExceeded, source: face.sourceName,
                            "cannot rasterize at \(Double(size64) / 64) pixels per em; sizes must be between 1/64 and \(maxPixelsPerEm)")
        }
        guard (0..<subpixelPositions).contains(subpixel) else {
            throw FontError(.limitExceeded, source: face.sourceName, "subpixel position \(subpixel) is not in 0..<\(subpixelPositions)")
        }
        var outline = face.outline(of: glyph)
        if glyph == .notdef && outline.isEmpty { outline = notdefBox(face) }
        guard !outline.isEmpty else { return .empty }

        // Font units to 24.8 fixed-point pixels, y flipped to grow downwards.
        let unitsPerEm = Int64(face.unitsPerEm), scale = Int64(size64) * 4
        let shift = subpixel * (CoverageRasterizer.unitsPerPixel / subpixelPositions)
        var xs = [Int](), ys = [Int]()
        xs.reserveCapacity(outline.points.count)
        ys.reserveCapacity(outline.points.count)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for point in outline.points {
            let x = Int(roundedDivision(Int64(point.x) * scale, unitsPerEm)) + shift
            let y = -Int(roundedDivision(Int64(point.y) * scale, unitsPerEm))
            xs.append(x)
            ys.append(y)
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
        let left = minX >> 8, top = minY >> 8
        let width = ((maxX + 255) >> 8) - left, height = ((maxY + 255) >> 8) - top
        guard width * height <= maxMaskPixels else {
            throw FontError(.limitExceeded, source: face.sourceName,
                            "\(glyph) at \(Double(size64) / 64) pixels per em would be a \(width)×\(height) mask, over the limit of \(maxMaskPixels) pixels")
        }
        if width == 0 || height == 0 { return GlyphMask(width: 0, height: 0, left: left, top: top, coverage: []) }

        var rasterizer = CoverageRasterizer(width: width, height: height)
        let originX = left << 8, originY = top << 8
        var contourStart = 0
        for contourEnd in outline.contourEnds {
            traceContour(outline.points, xs: xs, ys: ys, range: contourStart..<contourEnd,
                         originX: originX, originY: originY, into: &rasterizer)
            contourStart = contourEnd
        }
        return GlyphMask(width: width, height: height, left: left, top: top, coverage: rasterizer.coverage())
    }

    /// Feeds one TrueType contour to the rasterizer: on-curve points end segments, an
    /// off-curve point is a quadratic control, and two off-curve points in a row imply an
    /// on-curve point midway.
    private static func traceContour(_ points: [OutlinePoint], xs: [Int], ys: [Int], range: Range<Int>,
                                     originX: Int, originY: Int, into rasterizer: inout CoverageRasterizer) {
        guard range.count >= 2 else { return }
        func at(_ index: Int) -> (x: Int, y: Int) { (xs[index] - originX, ys[index] - originY) }
        func midpoint(_ a: (x: Int, y: Int), _ b: (x: Int, y: Int)) -> (x: Int, y: Int) {
            ((a.x + b.x) >> 1, (a.y + b.y) >> 1)
        }
        let first = range.lowerBound, last = range.upperBound - 1
        let start: (x: Int, y: Int)
        let rest: Range<Int>
        if points[first].isOnCurve {
            start = at(first)
            rest = first + 1..<range.upperBound
        } else if points[last].isOnCurve {
            start = at(last)
            rest = first..<last
        } else {
            start = midpoint(at(first), at(last))
            rest = range
        }
        rasterizer.move(toX: start.x, y: start.y)
        var control: (x: Int, y: Int)?
        for index in rest {
            let point = at(index)
            if points[index].isOnCurve {
                if let c = control {
                    rasterizer.quadratic(controlX: c.x, controlY: c.y, toX: point.x, y: point.y)
                } else {
                    rasterizer.line(toX: point.x, y: point.y)
                }
                control = nil
            } else {
                if let c = control {
                    let middle = midpoint(c, point)
                    rasterizer.quadratic(controlX: c.x, controlY: c.y, toX: middle.x, y: middle.y)
                }
                control = point
            }
        }
        if let c = control {
            rasterizer.quadratic(controlX: c.x, controlY: c.y, toX: start.x, y: start.y)
        }
        rasterizer.close()
    }

    /// A hollow box, half an em wide and cap-height tall, for fonts whose `.notdef` is empty.
    static func notdefBox(_ face: FontFace) -> GlyphOutline {
        let em = Int32(face.unitsPerEm)
        let height = Int32(max(face.metrics.capHeight, face.unitsPerEm / 2))
        let (x0, x1, stroke) = (em / 16, em / 16 + em / 2, max(em / 20, 1))
        func box(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32, clockwise: Bool) -> [OutlinePoint] {
            let corners = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
            return (clockwise ? corners : corners.reversed()).map { OutlinePoint(x: $0.0, y: $0.1, isOnCurve: true) }
        }
        let outer = box(x0, 0, x1, height, clockwise: true)
        let inner = box(x0 + stroke, stroke, x1 - stroke, height - stroke, clockwise: false)
        return GlyphOutline(points: outer + inner, contourEnds: [4, 8])
    }
}
