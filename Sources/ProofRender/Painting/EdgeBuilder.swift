import ProofBase
import ProofText

/// Feeds an outline in device pixels to the coverage rasterizer for one window of whole
/// pixels, clipping every segment to the window exactly first: parts above or below the
/// window are dropped (they cover none of its rows), parts left of it are moved onto its left
/// edge (they still cover the pixels to their right in the rows they cross), parts right of
/// it are moved onto its right edge (they only touch the spare column past it). Segments are
/// split where they cross the left or right edge, so moving a part never tilts it.
struct EdgeBuilder: OutlineSink {
    let window: PixelRect
    private(set) var rasterizer: CoverageRasterizer
    private let left: Double, top: Double, right: Double, bottom: Double
    private var start = DevicePoint(0, 0)
    private var current = DevicePoint(0, 0)

    init(window: PixelRect) {
        self.window = window
        rasterizer = CoverageRasterizer(width: window.width, height: window.height, storage: .sparse)
        left = Double(window.minX)
        top = Double(window.minY)
        right = Double(window.maxX)
        bottom = Double(window.maxY)
    }

    mutating func move(to point: DevicePoint) {
        start = point
        current = point
    }

    mutating func line(to point: DevicePoint) {
        addSegment(current, point)
        current = point
    }

    mutating func endContour(closed: Bool) {
        addSegment(current, start)
        current = start
    }

    /// The coverage as runs in device pixels: `body(row, column, count, coverage)`.
    mutating func forEachRun(_ body: (_ row: Int, _ column: Int, _ count: Int, _ coverage: UInt8) -> Void) {
        let (originX, originY) = (window.minX, window.minY)
        rasterizer.sweep { row, column, count, coverage in body(row + originY, column + originX, count, coverage) }
    }

    mutating func addSegment(_ from: DevicePoint, _ to: DevicePoint) {
        guard from.y != to.y else { return }
        if max(from.y, to.y) <= top || min(from.y, to.y) >= bottom || min(from.x, to.x) >= right { return }
        let dx = to.x - from.x, dy = to.y - from.y
        // The part of the segment between the top and bottom of the window.
        func pointAt(y: Double) -> DevicePoint { DevicePoint(from.x + (y - from.y) * dx / dy, y) }
        let a = from.y < top ? pointAt(y: top) : from.y > bottom ? pointAt(y: bottom) : from
        let b = to.y < top ? pointAt(y: top) : to.y > bottom ? pointAt(y: bottom) : to
        // Split where it crosses the left or right edge of the window.
        func split(at edge: Double) -> DevicePoint? {
            guard (a.x - edge) * (b.x - edge) < 0 else { return nil }
            let y = from.y + (edge - from.x) * dy / dx
            return DevicePoint(edge, min(max(y, min(a.y, b.y)), max(a.y, b.y)))
        }
        var first = split(at: left), second = split(at: right)
        if first == nil { swap(&first, &second) }
        if let one = first, let two = second, (one.y - two.y) * (b.y - a.y) > 0 { swap(&first, &second) }
        var pieceStart = a
        if let one = first {
            emit(pieceStart, one)
            pieceStart = one
        }
        if let two = second {
            emit(pieceStart, two)
            pieceStart = two
        }
        emit(pieceStart, b)
    }

    @inline(__always)
    private mutating func emit(_ a: DevicePoint, _ b: DevicePoint) {
        func units(_ value: Double, _ low: Double, _ high: Double) -> Int {
            Int(((min(max(value, low), high) - low) * 256).rounded())
        }
        let x0 = units(a.x, left, right), y0 = units(a.y, top, bottom)
        let x1 = units(b.x, left, right), y1 = units(b.y, top, bottom)
        guard y0 != y1 else { return }
        rasterizer.addEdge(fromX: x0, y: y0, toX: x1, y: y1)
    }
}
