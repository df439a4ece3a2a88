import ProofBase

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
    /// `width × height` coverage values, 0 (empty) to 255 (full), rows from the top. For a
    /// colour glyph, the picture's alpha.
    public let coverage: [UInt8]
    /// For a colour glyph (an emoji), `width × height` red, green and blue values (3 bytes a
    /// pixel, not premultiplied), drawn instead of the text colour; `nil` for an ordinary glyph.
    public let colors: [UInt8]?

    /// A mask from its parts; `coverage` must hold `width × height` bytes, and `colors`, when
    /// given, three times as many.
    public init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8], colors: [UInt8]? = nil) {
        precondition(coverage.count == width * height, "coverage must hold width × height bytes")
        precondition(colors.map { $0.count == width * height * 3 } ?? true, "colors must hold width × height × 3 bytes")
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
        self.colors = colors
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

        // Font units to 26.6 pixels (y up), scaled and rounded as FreeType does, so that both
        // rasterizers see the same outline; the pen's subpixel offset moves it right.
        let scale = (Int64(size64) << 16 + Int64(face.unitsPerEm / 2)) / Int64(face.unitsPerEm)
        let shift = Int64(subpixel * 64 / subpixelPositions)
        let count = outline.points.count
        // Scaled coordinates live in scratch memory: x at 2i, y at 2i + 1.
        return try withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { (coordinates) throws(FontError) -> GlyphMask in
            outline.points.withUnsafeBufferPointer { points in
                for index in 0..<count {
                    coordinates[2 * index] = Int(points[index].x)
                    coordinates[2 * index + 1] = Int(points[index].y)
                }
            }
            // As FreeType loads composites: scale each component's own points, then add its
            // offset scaled separately. (Unhinted, FreeType ignores ROUND_XY_TO_GRID.)
            for offset in outline.componentOffsets {
                for index in offset.points {
                    coordinates[2 * index] -= Int(offset.dx)
                    coordinates[2 * index + 1] -= Int(offset.dy)
                }
            }
            // Likewise the origin (phantom point pp1) the outline was moved by: FreeType scales
            // the glyph's own coordinates and pp1 apart, then translates by the scaled pp1.
            let origin = Int(outline.originX)
            let scaledOrigin = Int(multiplyFixed(Int64(origin), scale))
            for index in 0..<count {
                coordinates[2 * index] = Int(multiplyFixed(Int64(coordinates[2 * index] + origin), scale) &- Int64(scaledOrigin) &+ shift)
                coordinates[2 * index + 1] = Int(multiplyFixed(Int64(coordinates[2 * index + 1]), scale))
            }
            for offset in outline.componentOffsets {
                let dx = Int(multiplyFixed(Int64(offset.dx), scale)), dy = Int(multiplyFixed(Int64(offset.dy), scale))
                for index in offset.points {
                    coordinates[2 * index] += dx
                    coordinates[2 * index + 1] += dy
                }
            }
            var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            for index in 0..<count {
                let x = coordinates[2 * index], y = coordinates[2 * index + 1]
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
            // The mask covers the control box rounded out to whole pixels (64 units).
            let left = minX >> 6, bottom = minY >> 6
            let width = ((maxX + 63) >> 6) - left, height = ((maxY + 63) >> 6) - bottom
            guard width <= maxMaskPixels, height <= maxMaskPixels, width * height <= maxMaskPixels else {
                throw FontError(.limitExceeded, source: face.sourceName,
                                "\(glyph) at \(Double(size64) / 64) pixels per em would be a \(width)×\(height) mask, over the limit of \(maxMaskPixels) pixels")
            }
            let top = -(bottom + height)
            if width == 0 || height == 0 { return GlyphMask(width: 0, height: 0, left: left, top: top, coverage: []) }

            // The cells live only while this glyph is drawn: scratch memory, on the stack when small.
            let coverage = withUnsafeTemporaryAllocation(of: Int32.self, capacity: (width + 2) * height) { cells in
                cells.initialize(repeating: 0)
                var writer = CellWriter(cells: cells.baseAddress!, stride: width + 2, width: width)
                var tracer = ContourTracer(originX: left << 8, originY: (bottom + height) << 8, width: width, height: height)
                var contourStart = 0
                for contourEnd in outline.contourEnds {
                    tracer.trace(outline.points, coordinates: UnsafeBufferPointer(coordinates), range: contourStart..<contourEnd, into: &writer)
                    contourStart = contourEnd
                }
                return CoverageRasterizer.sweep(cells.baseAddress, width: width, height: height)
            }
            return GlyphMask(width: width, height: height, left: left, top: top, coverage: coverage)
        }
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

/// FreeType's `FT_MulFix`: `a × b / 65536`, rounded half away from zero. Saturates instead
/// of overflowing, for the absurd coordinates a hostile font can build from nested offsets.
@inline(__always)
func multiplyFixed(_ a: Int64, _ b: Int64) -> Int64 {
    let limit: Int64 = 1 << 62
    let (full, overflow) = a.multipliedReportingOverflow(by: b)
    let product: Int64
    if overflow {
        product = (a < 0) != (b < 0) ? -limit : limit
    } else {
        product = max(min(full, limit), -limit)
    }
    let half: Int64 = 0x8000
    return product < 0 ? -((half - product) >> 16) : (product + half) >> 16
}

/// Turns TrueType contours in 26.6 pixels (y up) into lines for the rasterizer (24.8, y
/// down from the mask's top left).
struct ContourTracer {
    /// The mask's top left in 24.8 units of the outline's space.
    let originX: Int
    let originY: Int
    let width: Int
    let height: Int
    /// The last point drawn, in the mask's space (24.8, y down).
    private var pen = (0, 0)

    init(originX: Int, originY: Int, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
    }

    /// On-curve points end segments, an off-curve point is a quadratic control, and two
    /// off-curve points in a row imply an on-curve point midway (rounded down in 26.6 units:
    /// FreeType halves towards zero after moving the outline into its positive bitmap space).
    mutating func trace(_ points: [OutlinePoint], coordinates: UnsafeBufferPointer<Int>, range: Range<Int>, into writer: inout CellWriter) {
        func at(_ index: Int) -> (Int, Int) { (coordinates[2 * index], coordinates[2 * index + 1]) }
        guard range.count >= 2 else { return }
        func midpoint(_ a: (Int, Int), _ b: (Int, Int)) -> (Int, Int) { ((a.0 + b.0) >> 1, (a.1 + b.1) >> 1) }
        let first = range.lowerBound, last = range.upperBound - 1
        let start: (Int, Int)
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
        var current = upscale(start)
        pen = toMask(current)
        let startInMask = pen
        var control: (Int, Int)?
        for index in rest {
            let point = at(index)
            if points[index].isOnCurve {
                if let c = control {
                    conic(from: &current, control: c, to: point, into: &writer)
                } else {
                    current = upscale(point)
                    line(to: toMask(current), into: &writer)
                }
                control = nil
            } else {
                if let c = control { conic(from: &current, control: c, to: midpoint(c, point), into: &writer) }
                control = point
            }
        }
        if let c = control { conic(from: &current, control: c, to: start, into: &writer) }
        line(to: startInMask, into: &writer)
    }

    @inline(__always)
    private func upscale(_ point: (Int, Int)) -> (Int, Int) { (point.0 << 2, point.1 << 2) }

    @inline(__always)
    private func toMask(_ point: (Int, Int)) -> (Int, Int) { (point.0 - originX, originY - point.1) }

    @inline(__always)
    private mutating func line(to point: (Int, Int), into writer: inout CellWriter) {
        writer.addLine(from: pen, to: point, width: width, height: height)
        pen = point
    }

    /// Flattens in the outline's y-up space, so that coordinates round down the same way as
    /// in FreeType, then flips into the mask.
    @inline(__always)
    private mutating func conic(from current: inout (Int, Int), control: (Int, Int), to end: (Int, Int), into writer: inout CellWriter) {
        CoverageRasterizer.flatten(from: current, control: upscale(control), to: upscale(end)) { point in
            line(to: toMask(point), into: &writer)
        }
        current = upscale(end)
    }
}
