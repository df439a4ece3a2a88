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
///
/// Cells live in a dense buffer (``Storage/dense``, best for small masks such as glyphs) or
/// as a list of touched cells sorted per row (``Storage/sparse``, for large shapes whose
/// interior is solid: the work and memory grow with the outline's length, not its area).
/// ``sweep(_:)`` reports coverage as runs of equal value. Sparse rasterizers also round
/// every point where an edge crosses a cell boundary from the whole edge, so mirrored
/// outlines give mirrored coverage (to within one level where an edge passes within 1/256
/// pixel of a pixel corner); dense ones keep the glyph rasterizer's original rule (glyph
/// masks are pinned to it).
public struct CoverageRasterizer: Sendable {
    /// Where the rasterizer accumulates cell values.
    public enum Storage: Sendable, Hashable {
        /// A `(width + 2) × height` buffer of accumulators.
        case dense
        /// Only the cells an edge touches; switches itself to dense storage when the outline
        /// touches so many cells that a dense buffer would be smaller.
        case sparse
    }

    /// Fixed-point units per pixel.
    public static let unitsPerPixel = 256
    /// The largest deviation, in fixed-point units, between a curve and its flattened lines.
    public static let maxFlatteningDeviation = 16

    /// Mask width in pixels.
    public let width: Int
    /// Mask height in pixels.
    public let height: Int
    /// Per row, `width + 2` accumulators (a line may touch the column just right of the mask).
    /// Empty while the storage is sparse.
    private var cells: [Int32]
    /// Sparse storage: the cell pieces edges have added, in the order they were added.
    private var pieces: [CellPiece] = []
    private var isSparse = false
    /// Set for sparse rasterizers (painted shapes), kept after switching to dense storage.
    private var exactCrossings = false
    private var stride: Int { width + 2 }
    private var start = (x: 0, y: 0)
    private var current = (x: 0, y: 0)
    private var isOpen = false

    /// A rasterizer for a mask of `width` × `height` pixels (both at least 0). Callers bound
    /// the size: the buffer takes `(width + 2) × height × 4` bytes.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, storage: .dense)
    }

    /// A rasterizer for a `width` × `height` mask with the given cell storage. Sparse storage
    /// takes memory in proportion to the cells the outline touches, never more than about
    /// four times the dense buffer.
    public init(width: Int, height: Int, storage: Storage) {
        precondition(width >= 0 && height >= 0, "mask size must not be negative")
        self.width = width
        self.height = height
        switch storage {
        case .dense:
            cells = [Int32](repeating: 0, count: (width + 2) * height)
        case .sparse:
            cells = []
            isSparse = true
            exactCrossings = true
        }
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

    /// A straight edge from `(x0, y0)` to `(x1, y1)` on its own, outside any contour. Edges
    /// added this way must form closed outlines together (every point where one ends is where
    /// another starts), as a clipped or transformed outline does; the current point does not
    /// move.
    public mutating func addEdge(fromX x0: Int, y y0: Int, toX x1: Int, y y1: Int) {
        addLine(from: (bounded(x0), bounded(y0)), to: (bounded(x1), bounded(y1)))
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
    package static func flatten(from p0: (Int, Int), control p1: (Int, Int), to p2: (Int, Int), emit: (_ point: (Int, Int)) -> Void) {
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
        if isSparse {
            var output = [UInt8](repeating: 0, count: width * height)
            sweep { row, column, count, value in
                for index in row * width + column..<row * width + column + count { output[index] = value }
            }
            return output
        }
        return cells.withUnsafeBufferPointer { Self.sweep($0.baseAddress, width: width, height: height) }
    }

    /// Sums each row of cells from the left into coverage bytes.
    package static func sweep(_ cells: UnsafePointer<Int32>?, width: Int, height: Int) -> [UInt8] {
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

    /// Reports the coverage as runs of equal, nonzero coverage: `body(row, column, count,
    /// coverage)`, rows from the top, runs left to right within a row. Closes the open contour
    /// first. Pixels not reported have coverage 0.
    public mutating func sweep(_ body: (_ row: Int, _ column: Int, _ count: Int, _ coverage: UInt8) -> Void) {
        close()
        if isSparse {
            sweepSparse(body)
        } else {
            sweepDense(body)
        }
    }

    /// The coverage of an accumulated cell value: `min(255, floor(|area| × 256))`.
    @inline(__always)
    private static func coverage(_ sum: Int32) -> UInt8 {
        let magnitude = sum < 0 ? 0 &- sum : sum
        // A full pixel accumulates 2 × 256 × 256 = 131072; scale to 0…256 and clamp 256 to
        // 255, as FreeType does.
        return magnitude >= 131_072 || magnitude < 0 ? 255 : UInt8(magnitude >> 9)
    }

    private func sweepDense(_ body: (_ row: Int, _ column: Int, _ count: Int, _ coverage: UInt8) -> Void) {
        let (width, height, stride) = (self.width, self.height, self.stride)
        guard width > 0, height > 0 else { return }
        cells.withUnsafeBufferPointer { cells in
            for row in 0..<height {
                var sum: Int32 = 0
                var runs = RowRuns(row: row)
                let base = row * stride
                for column in 0..<width {
                    sum &+= cells[base + column]
                    runs.set(Self.coverage(sum), from: column, body)
                }
                runs.finish(at: width, body)
            }
        }
    }

    /// Sorts the pieces by row (counting sort) and by column within each row, then walks
    /// each row once: between two touched columns the accumulated value, and so the
    /// coverage, is constant.
    private func sweepSparse(_ body: (_ row: Int, _ column: Int, _ count: Int, _ coverage: UInt8) -> Void) {
        let (width, height) = (self.width, self.height)
        guard !pieces.isEmpty, width > 0, height > 0 else { return }
        var rowStarts = [Int](repeating: 0, count: height + 1)
        for piece in pieces { rowStarts[Int(piece.row) + 1] += 2 }
        for row in 0..<height { rowStarts[row + 1] += rowStarts[row] }
        // Each piece adds to its column and to the next one; an entry packs the column (high
        // 32 bits, so sorting orders by column) and the value added there (low 32 bits).
        var entries = [UInt64](repeating: 0, count: rowStarts[height])
        var fill = rowStarts
        for piece in pieces {
            let row = Int(piece.row), column = UInt64(UInt32(piece.column))
            entries[fill[row]] = column << 32 | UInt64(UInt32(bitPattern: piece.cellValue))
            entries[fill[row] + 1] = (column + 1) << 32 | UInt64(UInt32(bitPattern: piece.nextCellValue))
            fill[row] += 2
        }
        entries.withUnsafeMutableBufferPointer { entries in
            for row in 0..<height {
                let start = rowStarts[row], end = rowStarts[row + 1]
                guard start < end else { continue }
                Self.sortSmall(entries, start, end)
                var sum: Int32 = 0
                var runs = RowRuns(row: row)
                var index = start
                while index < end {
                    let column = Int(entries[index] >> 32)
                    if column >= width { break }
                    while index < end && Int(entries[index] >> 32) == column {
                        sum &+= Int32(bitPattern: UInt32(truncatingIfNeeded: entries[index]))
                        index += 1
                    }
                    runs.set(Self.coverage(sum), from: column, body)
                }
                runs.finish(at: width, body)
            }
        }
    }

    /// Joins the coverage of consecutive pixels of a row into runs of equal value.
    private struct RowRuns {
        let row: Int
        var start = 0
        var value: UInt8 = 0

        /// Coverage is `value` from `column` on (until the next call).
        @inline(__always)
        mutating func set(_ newValue: UInt8, from column: Int, _ body: (_ row: Int, _ column: Int, _ count: Int, _ coverage: UInt8) -> Void) {
            guard newValue != value else { return }
            if value != 0 { body(row, start, column - start, value) }
            start = column
            value = newValue
        }

        @inline(__always)
        func finish(at end: Int, _ body: (_ row: Int, _ column: Int, _ count: Int, _ coverage: UInt8) -> Void) {
            if value != 0 { body(row, start, end - start, value) }
        }
    }

    /// Insertion sort for the few cells of one row, the standard sort for many.
    private static func sortSmall(_ entries: UnsafeMutableBufferPointer<UInt64>, _ start: Int, _ end: Int) {
        if end - start > 32 {
            var slice = UnsafeMutableBufferPointer(rebasing: entries[start..<end])
            slice.sort()
            return
        }
        var index = start + 1
        while index < end {
            let entry = entries[index]
            var position = index
            while position > start && entries[position - 1] > entry {
                entries[position] = entries[position - 1]
                position -= 1
            }
            entries[position] = entry
            index += 1
        }
    }

    /// Moves sparse pieces into a dense buffer once they would take more memory than it.
    private mutating func densifyIfLarge() {
        guard isSparse, pieces.count >= 1024, pieces.count * 4 > (width + 2) * height else { return }
        var dense = [Int32](repeating: 0, count: (width + 2) * height)
        let stride = self.stride
        for piece in pieces {
            let index = Int(piece.row) * stride + Int(piece.column)
            dense[index] &+= piece.cellValue
            dense[index + 1] &+= piece.nextCellValue
        }
        cells = dense
        pieces = []
        isSparse = false
    }

    /// Keeps coordinates far from overflow in the curve arithmetic (±2^24 units: 65,536 px).
    @inline(__always)
    private func bounded(_ value: Int) -> Int { min(max(value, -1 << 24), 1 << 24) }

    private mutating func addLine(from: (Int, Int), to: (Int, Int)) {
        let (width, height) = (self.width, self.height)
        if isSparse {
            var writer = CellWriterOf(sink: SparseCells(pieces: pieces), width: width, exactCrossings: true)
            pieces = []  // The writer holds the only reference while it appends.
            writer.addLine(from: from, to: to, width: width, height: height)
            pieces = writer.sink.pieces
            densifyIfLarge()
            return
        }
        withCellWriter { $0.addLine(from: from, to: to, width: width, height: height) }
    }

    /// Gives `body` direct access to the dense cells, for adding many lines at once.
    package mutating func withCellWriter(_ body: (inout CellWriter) -> Void) {
        let width = width, exactCrossings = exactCrossings
        guard !cells.isEmpty else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            var writer = CellWriter(cells: cells.baseAddress!, stride: width + 2, width: width)
            writer.exactCrossings = exactCrossings
            body(&writer)
        }
    }
}

/// What one piece of an edge inside one cell adds: `cellValue` to its own cell and
/// `nextCellValue` to the cell to its right.
package struct CellPiece: Sendable {
    package var row: Int32
    package var column: Int32
    package var cellValue: Int32
    package var nextCellValue: Int32
}

/// Where a cell writer puts the values of cell pieces.
package protocol CellSink {
    mutating func add(row: Int, column: Int, cellValue: Int32, nextCellValue: Int32)
}

/// The dense buffer of accumulators, `stride` per row.
package struct DenseCells: CellSink {
    package let cells: UnsafeMutablePointer<Int32>
    package let stride: Int

    @inline(__always)
    package mutating func add(row: Int, column: Int, cellValue: Int32, nextCellValue: Int32) {
        let index = row &* stride &+ column
        cells[index] &+= cellValue
        cells[index &+ 1] &+= nextCellValue
    }
}

/// Pieces kept in a list, to be sorted by row and column when swept.
package struct SparseCells: CellSink {
    package var pieces: [CellPiece]

    @inline(__always)
    package mutating func add(row: Int, column: Int, cellValue: Int32, nextCellValue: Int32) {
        pieces.append(CellPiece(row: Int32(truncatingIfNeeded: row), column: Int32(truncatingIfNeeded: column),
                                cellValue: cellValue, nextCellValue: nextCellValue))
    }
}

/// The writer glyph masks use: a dense buffer.
package typealias CellWriter = CellWriterOf<DenseCells>

extension CellWriterOf where Sink == DenseCells {
    package init(cells: UnsafeMutablePointer<Int32>, stride: Int, width: Int) {
        self.init(sink: DenseCells(cells: cells, stride: stride), width: width)
    }
}

/// Adds lines to the cell buffer. Crossings of row and column boundaries are found by exact
/// integer stepping (quotient and remainder), with the same results as dividing each time:
/// `round(a / b)`, halves upwards.
///
/// Arithmetic wraps instead of trapping: coordinates are clamped to the mask, so no product
/// comes near overflow for any mask that fits in memory.
package struct CellWriterOf<Sink: CellSink> {
    package var sink: Sink
    package let width: Int
    /// When true, where a line crosses a column boundary is rounded from the whole line,
    /// like its row crossings, instead of from the rounded point where it entered the row:
    /// every cell corner of the line is then the exact crossing rounded, so coverage is
    /// symmetric under mirroring about a diagonal (circles exactly so; an edge passing within
    /// a unit of a pixel corner may differ by one level). Glyph masks keep the original
    /// rule (their pinned bytes depend on it); painted shapes use this one.
    package var exactCrossings = false
    /// The line being added: its top end and extent, for ``exactCrossings``.
    private var lineTop = (x: 0, y: 0)
    private var lineExtent = (dx: Int64(0), dy: Int64(0))

    package init(sink: Sink, width: Int, exactCrossings: Bool = false) {
        self.sink = sink
        self.width = width
        self.exactCrossings = exactCrossings
    }

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
    package mutating func addLine(from unclippedFrom: (Int, Int), to unclippedTo: (Int, Int), width: Int, height: Int) {
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
        if exactCrossings {
            lineTop = (top.0, top.1)
            lineExtent = (Int64(bottom.0 &- top.0), Int64(bottom.1 &- top.1))
        }
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
        // With exact crossings: y = top.y + round((boundary - top.x) · dy / dx) over the
        // whole line, as a row-relative value kept within the piece.
        let exact = exactCrossings && lineExtent.dx != 0
        var lineCrossing = Stepper(first: 0, step: 0, denominator: 1)
        if exact {
            let boundary = Int64(rightwards ? (column &+ 1) << 8 : column << 8)
            let direction: Int64 = lineExtent.dx < 0 ? -1 : 1
            lineCrossing = Stepper(first: (boundary &- Int64(lineTop.x)) &* lineExtent.dy &* direction,
                                   step: (rightwards ? 256 : -256) &* lineExtent.dy &* direction, denominator: abs(lineExtent.dx))
        }
        var x = x0, y = y0
        while column != lastColumn {
            let boundary = rightwards ? (column &+ 1) << 8 : column << 8
            let boundaryY = exact ? min(max(lineTop.y &+ lineCrossing.value &- row << 8, y0), y1) : y0 &+ crossing.value
            lineCrossing.advance()
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
        sink.add(row: row, column: column, cellValue: sign &* (cover &* 512 &- area), nextCellValue: sign &* area)
    }
}

/// `numerator / denominator` rounded to the nearest integer, halves upwards; `denominator > 0`.
@inline(__always)
package func roundedDivision(_ numerator: Int64, _ denominator: Int64) -> Int64 {
    let doubled = 2 * numerator + denominator, divisor = 2 * denominator
    // Floor division, so negative numerators round the same way as positive ones.
    let quotient = doubled / divisor
    return doubled % divisor < 0 ? quotient - 1 : quotient
}
