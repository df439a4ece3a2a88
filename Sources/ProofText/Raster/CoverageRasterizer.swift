/// Computes anti-aliased coverage of closed paths exactly, in integer arithmetic.
///
/// Coordinates are fixed point with 8 fractional bits (``unitsPerPixel`` = 256 per pixel),
/// y growing downwards, relative to the top left of a `width` × `height` mask. Each line
/// adds its signed area and cover to the cells it crosses (as FreeType's smooth rasterizer
/// does, kept in a dense buffer); a sweep along each row turns the running sum into
/// coverage with the nonzero winding rule: `coverage = min(255, floor(|area| × 256))` as in
/// FreeType, so a pixel half covered is exactly 128, a quarter 64, and a fully covered pixel
/// 255. Quadratic curves are flattened into lines deviating at most 1/16 pixel from the
/// curve. No floating point is used, so the result is identical on every platform.
public struct CoverageRasterizer: Sendable {
    /// Fixed-point units per pixel.
    public static let unitsPerPixel = 256
    /// The largest deviation, in fixed-point units, between a curve and its flattened lines.
    public static let maxFlatteningDeviation = 16

    /// Mask width in pixels.
    public let width: Int
    /// Mask height in pixels.
    public let height: Int
    /// Per row, `width + 2` accumulators (a line may touch the column just right of the mask).
    private var cells: [Int32]
    private var stride: Int { width + 2 }
    private var start = (x: 0, y: 0)
    private var current = (x: 0, y: 0)
    private var isOpen = false

    /// A rasterizer for a mask of `width` × `height` pixels (both at least 0). Callers bound
    /// the size: the buffer takes `(width + 2) × height × 4` bytes.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "mask size must not be negative")
        self.width = width
        self.height = height
        cells = [Int32](repeating: 0, count: (width + 2) * height)
    }

    /// Starts a new contour at `(x, y)`, closing the previous one.
    public mutating func move(toX x: Int, y: Int) {
        close()
        start = (bounded(x), bounded(y))
        current = start
        isOpen = true
    }

    /// A straight edge from the current point.
    public mutating func line(toX x: Int, y: Int) {
        let to = (bounded(x), bounded(y))
        addLine(from: current, to: to)
        current = to
    }

    /// A quadratic Bézier from the current point through control `(cx, cy)` to `(x, y)`.
    public mutating func quadratic(controlX cx: Int, controlY cy: Int, toX x: Int, y: Int) {
        let from = current
        Self.flatten(from: from, control: (bounded(cx), bounded(cy)), to: (bounded(x), bounded(y))) { point in
            addLine(from: current, to: point)
            current = point
        }
    }

    /// Splits a quadratic into 2^k equal parameter steps, the fewest whose chords deviate at
    /// most ``maxFlatteningDeviation`` from the curve along each axis (FreeType's criterion),
    /// and emits the end of each step with its coordinates rounded down (as FreeType's DDA).
    ///
    /// The chord of one step of h deviates from the curve by |P0 - 2·P1 + P2|·h²/4, so each
    /// halving of the step divides the deviation by four.
    @inline(__always)
    static func flatten(from p0: (Int, Int), control p1: (Int, Int), to p2: (Int, Int), emit: (_ point: (Int, Int)) -> Void) {
        let ax = Int64(p0.0 - 2 * p1.0 + p2.0), ay = Int64(p0.1 - 2 * p1.1 + p2.1)
        var largest = max(abs(ax), abs(ay))
        var shift: Int64 = 0
        while largest > Int64(4 * maxFlatteningDeviation) && shift < 16 {
            largest >>= 2
            shift += 1
        }
        if shift == 0 {
            emit(p2)
            return
        }
        // P(i/n) = P0 + (2·B·i·n + A·i²) / n² with B = P1 - P0 and n = 2^shift, floored.
        let bx = Int64(p1.0 - p0.0), by = Int64(p1.1 - p0.1)
        let steps = Int64(1) << shift
        for step in 1..<steps {
            let x = Int64(p0.0) + ((2 * bx * step * steps + ax * step * step) >> (2 * shift))
            let y = Int64(p0.1) + ((2 * by * step * steps + ay * step * step) >> (2 * shift))
            emit((Int(x), Int(y)))
        }
        emit(p2)
    }

    /// Closes the current contour with a line back to its start.
    public mutating func close() {
        guard isOpen else { return }
        addLine(from: current, to: start)
        current = start
        isOpen = false
    }

    /// The coverage of every pixel, row by row from the top left (`width × height` bytes).
    /// Closes the open contour first.
    public mutating func coverage() -> [UInt8] {
        close()
        let (width, height) = (self.width, self.height)
        return cells.withUnsafeBufferPointer { Self.sweep($0.baseAddress, width: width, height: height) }
    }

    /// Sums each row of cells from the left into coverage bytes.
    static func sweep(_ cells: UnsafePointer<Int32>?, width: Int, height: Int) -> [UInt8] {
        guard let cells, width > 0, height > 0 else { return [] }
        let stride = width + 2
        return [UInt8](unsafeUninitializedCapacity: width * height) { output, count in
            for row in 0..<height {
                var sum: Int32 = 0
                let rowCells = cells + row * stride
                let rowOutput = output.baseAddress! + row * width
                for column in 0..<width {
                    sum &+= rowCells[column]
                    let magnitude = sum < 0 ? 0 &- sum : sum
                    // A full pixel accumulates 2 × 256 × 256 = 131072; scale to 0…256 and
                    // clamp 256 (and any larger winding) to 255, as FreeType does.
                    rowOutput[column] = magnitude >= 131_072 || magnitude < 0 ? 255 : UInt8(truncatingIfNeeded: magnitude >> 9)
                }
            }
            count = width * height
        }
    }

    /// Keeps coordinates far from overflow in the curve arithmetic (±2^24 units: 65,536 px).
    @inline(__always)
    private func bounded(_ value: Int) -> Int { min(max(value, -1 << 24), 1 << 24) }

    private mutating func addLine(from: (Int, Int), to: (Int, Int)) {
        let (width, height) = (self.width, self.height)
        withCellWriter { $0.addLine(from: from, to: to, width: width, height: height) }
    }

    /// Gives `body` direct access to the cells, for adding many lines at once.
    mutating func withCellWriter(_ body: (inout CellWriter) -> Void) {
        let width = width
        guard !cells.isEmpty else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            var writer = CellWriter(cells: cells.baseAddress!, stride: width + 2, width: width)
            body(&writer)
        }
    }
}

/// Adds lines to the cell buffer. Crossings of row and column boundaries are found by exact
/// integer stepping (quotient and remainder), with the same results as dividing each time:
/// `round(a / b)`, halves upwards.
///
/// Arithmetic wraps instead of trapping: coordinates are clamped to the mask, so no product
/// comes near overflow for any mask that fits in memory.
struct CellWriter {
    let cells: UnsafeMutablePointer<Int32>
    let stride: Int
    let width: Int

    /// Steps `round((start + k·step) / denominator)` for k = 0, 1, 2… without dividing.
    struct Stepper {
        private var quotient: Int64
        private var remainder: Int64
        private let liftQuotient: Int64
        private let liftRemainder: Int64
        private let divisor: Int64

        /// `numerator(k) = first + k·step`; the value is `round(numerator / denominator)`.
        @inline(__always)
        init(first: Int64, step: Int64, denominator: Int64) {
            divisor = 2 &* denominator
            let start = 2 &* first &+ denominator
            var q = start / divisor, r = start % divisor
            if r < 0 { q &-= 1; r &+= divisor }
            quotient = q
            remainder = r
            var lq = (2 &* step) / divisor, lr = (2 &* step) % divisor
            if lr < 0 { lq &-= 1; lr &+= divisor }
            liftQuotient = lq
            liftRemainder = lr
        }

        @inline(__always)
        var value: Int { Int(quotient) }

        @inline(__always)
        mutating func advance() {
            quotient &+= liftQuotient
            remainder &+= liftRemainder
            if remainder >= divisor {
                quotient &+= 1
                remainder &-= divisor
            }
        }
    }

    @inline(__always)
    mutating func addLine(from unclippedFrom: (Int, Int), to unclippedTo: (Int, Int), width: Int, height: Int) {
        // Clipping by clamping is exact here: a piece left of the mask moved onto its left edge
        // keeps its cover for every pixel to its right; pieces above or below become
        // horizontal and add nothing; pieces right of it only touch the spare column.
        let from = (min(max(unclippedFrom.0, 0), width << 8), min(max(unclippedFrom.1, 0), height << 8))
        let to = (min(max(unclippedTo.0, 0), width << 8), min(max(unclippedTo.1, 0), height << 8))
        guard from.1 != to.1 else { return }  // Horizontal edges enclose no area.
        // Walk downwards; an edge drawn upwards counts with the opposite sign.
        let (top, bottom, sign): ((Int, Int), (Int, Int), Int32) = from.1 < to.1 ? (from, to, 1) : (to, from, -1)
        var row = top.1 >> 8
        let lastRow = (bottom.1 &- 1) >> 8
        if row == lastRow {
            addRowSegment(row: row, x0: top.0, y0: top.1 & 255, x1: bottom.0, y1: bottom.1 &- row << 8, sign: sign)
            return
        }
        // x where the edge crosses each row boundary below its top.
        let dx = Int64(bottom.0 &- top.0), dy = Int64(bottom.1 &- top.1)
        var crossing = Stepper(first: Int64((row &+ 1) << 8 &- top.1) &* dx, step: 256 &* dx, denominator: dy)
        var x = top.0, y = top.1 & 255
        while row < lastRow {
            let nextX = top.0 &+ crossing.value
            addRowSegment(row: row, x0: x, y0: y, x1: nextX, y1: 256, sign: sign)
            crossing.advance()
            x = nextX
            y = 0
            row &+= 1
        }
        addRowSegment(row: row, x0: x, y0: 0, x1: bottom.0, y1: bottom.1 &- row << 8, sign: sign)
    }

    /// A piece of an edge inside one pixel row, `y0 < y1` within `0...256`.
    @inline(__always)
    private mutating func addRowSegment(row: Int, x0: Int, y0: Int, x1: Int, y1: Int, sign: Int32) {
        if x0 == x1 {
            addCellPiece(row: row, column: x0 >> 8, x0: x0, y0: y0, x1: x1, y1: y1, sign: sign)
            return
        }
        let rightwards = x0 < x1
        var column = rightwards ? x0 >> 8 : (x0 &- 1) >> 8
        let lastColumn = rightwards ? (x1 &- 1) >> 8 : x1 >> 8
        if column == lastColumn {
            addCellPiece(row: row, column: column, x0: x0, y0: y0, x1: x1, y1: y1, sign: sign)
            return
        }
        // y where the piece crosses each column boundary, by distance travelled along x.
        let distance = Int64(abs(x1 &- x0)), dy = Int64(y1 &- y0)
        let firstDistance = Int64(rightwards ? (column &+ 1) << 8 &- x0 : x0 &- column << 8)
        var crossing = Stepper(first: firstDistance &* dy, step: 256 &* dy, denominator: distance)
        var x = x0, y = y0
        while column != lastColumn {
            let boundary = rightwards ? (column &+ 1) << 8 : column << 8
            let boundaryY = y0 &+ crossing.value
            addCellPiece(row: row, column: column, x0: x, y0: y, x1: boundary, y1: boundaryY, sign: sign)
            crossing.advance()
            x = boundary
            y = boundaryY
            column &+= rightwards ? 1 : -1
        }
        addCellPiece(row: row, column: column, x0: x, y0: y, x1: x1, y1: y1, sign: sign)
    }

    /// Adds a piece lying inside the cell at `column`: its cover (height) and the area
    /// between it and the cell's left edge, split so that the row sweep yields the exact
    /// coverage of this cell and full cover for every cell to its right.
    @inline(__always)
    private mutating func addCellPiece(row: Int, column: Int, x0: Int, y0: Int, x1: Int, y1: Int, sign: Int32) {
        let column = min(max(column, 0), width)
        let left = column << 8
        let cover = Int32(truncatingIfNeeded: y1 &- y0)
        let area = Int32(truncatingIfNeeded: (x0 &- left) &+ (x1 &- left)) &* cover
        let index = row &* stride &+ column
        cells[index] &+= sign &* (cover &* 512 &- area)
        cells[index &+ 1] &+= sign &* area
    }
}

/// `numerator / denominator` rounded to the nearest integer, halves upwards; `denominator > 0`.
@inline(__always)
func roundedDivision(_ numerator: Int64, _ denominator: Int64) -> Int64 {
    let doubled = 2 * numerator + denominator, divisor = 2 * denominator
    // Floor division, so negative numerators round the same way as positive ones.
    let quotient = doubled / divisor
    return doubled % divisor < 0 ? quotient - 1 : quotient
}
