/// The exact area coverage of an axis-aligned rectangle, or of the ring between a rectangle
/// and one inside it, without the rasterizer: coverage along each axis is the overlap of the
/// edges with the pixel in 1/256 pixel, and a pixel's coverage is their product, scaled as
/// the rasterizer scales area (`min(255, hx × hy / 256)`), so a half-covered pixel is 128 and
/// a pixel-aligned rectangle is solid with no seam.
struct RectCoverage {
    /// Edges in 1/256 device pixel.
    struct Edges {
        var x0: Int
        var y0: Int
        var x1: Int
        var y1: Int

        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

        /// How much of the pixel column (or row) `pixel` lies between `low` and `high`, 0…256.
        @inline(__always)
        static func overlap(_ low: Int, _ high: Int, pixel: Int) -> Int {
            max(0, min(high, (pixel + 1) << 8) - max(low, pixel << 8))
        }
    }

    let outer: Edges
    let inner: Edges?

    /// Coverage of `outer` minus `inner` (which must lie inside it), both in device pixels.
    /// Coordinates are clamped to just outside `window` first, which changes no coverage
    /// inside it and keeps absurd coordinates away from integer conversion.
    init(outer: DeviceRect, inner: DeviceRect? = nil, window: PixelRect) {
        func edges(_ rect: DeviceRect) -> Edges {
            func units(_ value: Double, _ low: Int, _ high: Int) -> Int {
                let lowest = Double(low - 1), highest = Double(high + 1)
                let clamped: Double = min(max(value, lowest), highest)
                return Int((clamped * 256).rounded())
            }
            return Edges(x0: units(rect.minX, window.minX, window.maxX), y0: units(rect.minY, window.minY, window.maxY),
                         x1: units(rect.maxX, window.minX, window.maxX), y1: units(rect.maxY, window.minY, window.maxY))
        }
        self.outer = edges(outer)
        if let inner, !inner.isEmpty {
            let innerEdges = edges(inner)
            self.inner = innerEdges.isEmpty ? nil : innerEdges
        } else {
            self.inner = nil
        }
    }

    /// Calls `body(row, column, count, coverage)` for runs of equal nonzero coverage inside
    /// `window`, rows from the top, left to right.
    func forEachRun(in window: PixelRect, _ body: (_ row: Int, _ column: Int, _ count: Int, _ coverage: UInt8) -> Void) {
        guard !outer.isEmpty else { return }
        let firstRow = max(window.minY, outer.y0 >> 8), lastRow = min(window.maxY - 1, (outer.y1 - 1) >> 8)
        let firstColumn = max(window.minX, outer.x0 >> 8), lastColumn = min(window.maxX - 1, (outer.x1 - 1) >> 8)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        var specials: [Int] = []
        specials.reserveCapacity(4)
        for row in firstRow...lastRow {
            let outerHeight = Edges.overlap(outer.y0, outer.y1, pixel: row)
            let innerHeight = inner.map { Edges.overlap($0.y0, $0.y1, pixel: row) } ?? 0
            // Columns where the coverage can change: the pixels holding a vertical edge.
            specials.removeAll(keepingCapacity: true)
            specials.append(outer.x0 >> 8)
            specials.append((outer.x1 - 1) >> 8)
            if innerHeight > 0, let inner {
                specials.append(inner.x0 >> 8)
                specials.append((inner.x1 - 1) >> 8)
                specials.sort()
            }
            @inline(__always) func coverage(_ column: Int) -> UInt8 {
                var area = Edges.overlap(outer.x0, outer.x1, pixel: column) * outerHeight
                if innerHeight > 0, let inner { area -= Edges.overlap(inner.x0, inner.x1, pixel: column) * innerHeight }
                return UInt8(min(255, area >> 8))
            }
            var column = firstColumn
            for special in specials where special >= column && special <= lastColumn {
                if column < special {
                    let value = coverage(column)
                    if value > 0 { body(row, column, special - column, value) }
                }
                let value = coverage(special)
                if value > 0 { body(row, special, 1, value) }
                column = special + 1
            }
            if column <= lastColumn {
                let value = coverage(column)
                if value > 0 { body(row, column, lastColumn + 1 - column, value) }
            }
        }
    }
}
