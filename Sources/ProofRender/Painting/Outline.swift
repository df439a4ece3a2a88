/// A point in device pixels.
struct DevicePoint: Hashable, Sendable {
    var x: Double
    var y: Double

    @inline(__always) init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    @inline(__always) static func + (a: DevicePoint, b: DevicePoint) -> DevicePoint { DevicePoint(a.x + b.x, a.y + b.y) }
    @inline(__always) static func - (a: DevicePoint, b: DevicePoint) -> DevicePoint { DevicePoint(a.x - b.x, a.y - b.y) }
    @inline(__always) static func * (a: DevicePoint, k: Double) -> DevicePoint { DevicePoint(a.x * k, a.y * k) }

    /// The point a fraction `t` of the way to `other`.
    @inline(__always) func lerp(_ other: DevicePoint, _ t: Double) -> DevicePoint {
        DevicePoint(x + (other.x - x) * t, y + (other.y - y) * t)
    }
}

/// Receives an outline made of straight segments, contour by contour.
protocol OutlineSink {
    /// Starts a contour at `point`.
    mutating func move(to point: DevicePoint)
    /// A straight segment from the current point.
    mutating func line(to point: DevicePoint)
    /// Ends the contour; `closed` says whether it returns to its start (a fill closes every
    /// contour; a stroke caps an open one).
    mutating func endContour(closed: Bool)
}

/// Turns curves into straight segments deviating at most ``tolerance`` device pixels from
/// them, and skips the detail of curves that lie entirely outside `window`: such a curve
/// becomes one segment between its ends, which fills exactly the same pixels of the window
/// (a piece wholly left of the window only matters through the rows it crosses, which
/// depend on its ends alone; a piece above, below or to the right does not matter at all).
/// Only `+ − × ÷ √` on doubles, in a fixed order, so every platform gets the same points.
struct CurveFlattener {
    /// The largest distance between a curve and its segments, in device pixels.
    static let tolerance = 1.0 / 16
    /// The most segments one flattener emits for curves (2^20); past it, curves become single
    /// segments. Only outlines far larger than any bitmap reach it (a curve spanning 10^12
    /// pixels near a stroke's window), and it keeps their cost and memory bounded.
    static let segmentBudget = 1 << 20
    /// Where detail matters, in device pixels (a window grown by a stroke's reach).
    let window: DeviceRect
    /// Segments still allowed; shared by the copies of one flattener.
    private let remaining: Budget

    final class Budget {
        var segments = CurveFlattener.segmentBudget
    }

    init(window: DeviceRect) {
        self.window = window
        remaining = Budget()
    }

    /// Flattens the cubic Bézier `p0 p1 p2 p3`, calling `emit` for each segment end after
    /// `p0` (the last is `p3` exactly).
    func cubic(_ p0: DevicePoint, _ p1: DevicePoint, _ p2: DevicePoint, _ p3: DevicePoint, emit: (DevicePoint) -> Void) {
        var pending: [(DevicePoint, DevicePoint, DevicePoint, DevicePoint, Int)] = [(p0, p1, p2, p3, 0)]
        while let (a, b, c, d, depth) = pending.popLast() {
            let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
            let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
            if maxY <= window.minY || minY >= window.maxY || minX >= window.maxX || maxX <= window.minX || remaining.segments <= 0 {
                emit(d)
                continue
            }
            // Wang's bound: n segments of equal parameter step deviate at most
            // (3/4)·M/n² from the curve, M the largest second difference of the controls.
            let first = a - b * 2 + c, second = b - c * 2 + d
            let m = max(first.x * first.x + first.y * first.y, second.x * second.x + second.y * second.y).squareRoot()
            let needed = (0.75 * m / Self.tolerance).squareRoot().rounded(.up)
            if needed > 64 && depth < 48 {
                // Split in halves (de Casteljau) so that parts outside the window are skipped.
                let ab = a.lerp(b, 0.5), bc = b.lerp(c, 0.5), cd = c.lerp(d, 0.5)
                let abc = ab.lerp(bc, 0.5), bcd = bc.lerp(cd, 0.5), middle = abc.lerp(bcd, 0.5)
                pending.append((middle, bcd, cd, d, depth + 1))
                pending.append((a, ab, abc, middle, depth + 1))
                continue
            }
            let steps = max(1, min(Int(min(needed, 4096)), remaining.segments))
            remaining.segments -= steps
            if steps > 1 {
                let n = Double(steps)
                for step in 1..<steps {
                    let t = Double(step) / n, u = 1 - t
                    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                    emit(DevicePoint(w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x, w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y))
                }
            }
            emit(d)
        }
    }

    /// Flattens the quadratic Bézier `p0 p1 p2` (raised exactly to a cubic).
    func quadratic(_ p0: DevicePoint, _ p1: DevicePoint, _ p2: DevicePoint, emit: (DevicePoint) -> Void) {
        cubic(p0, p0 + (p1 - p0) * (2.0 / 3), p2 + (p1 - p2) * (2.0 / 3), p2, emit: emit)
    }
}

/// A quarter of the unit circle, from (1, 0) to (0, 1), as 2^13 + 1 points exactly on it
/// (to rounding), spaced by equal angles. Built by bisection: the point halfway between two
/// points is their sum divided by its length, so only `+ × ÷ √` are used (no `sin`/`cos`),
/// and the table is exactly symmetric about the diagonal.
enum UnitArc {
    static let levels = 13
    static let points: [DevicePoint] = {
        let count = 1 << levels
        var points = [DevicePoint](repeating: DevicePoint(0, 0), count: count + 1)
        points[0] = DevicePoint(1, 0)
        points[count] = DevicePoint(0, 1)
        var step = count
        while step > 1 {
            let half = step / 2
            var index = half
            while index < count {
                let sum = points[index - half] + points[index + half]
                let length = (sum.x * sum.x + sum.y * sum.y).squareRoot()
                points[index] = DevicePoint(sum.x / length, sum.y / length)
                index += step
            }
            step = half
        }
        return points
    }()

    /// The level (2^level segments per quarter) whose polygon stays within the flattening
    /// tolerance of a circle of `radius` pixels, with vertices scaled by ``areaScale(level:)``:
    /// the largest deviation is then about r·Δθ²/12 (Δθ the angle of one segment).
    static func level(radius: Double) -> Int {
        var level = 1
        var angle = Double.pi / 4
        while level < levels && radius * angle * angle / 12 > CurveFlattener.tolerance {
            level += 1
            angle /= 2
        }
        return level
    }

    /// The factor that moves the vertices of a circle's polygon outwards so that each
    /// segment encloses the same area as its arc: `√(Δθ / sin Δθ)`. Without it the polygon
    /// would lose area (r·Δθ²/8 at each chord's middle) and a circle would come out small.
    static func areaScale(level: Int) -> Double {
        let angle = Double.pi / 2 / Double(1 << level)
        let sine = points[(1 << levels) >> level].y
        return (angle / sine).squareRoot()
    }

    /// The unit vector of vertex `index` (0…2^level) of quadrant `quadrant` (0: right to
    /// bottom, 1: bottom to left, 2: left to top, 3: top to right, going clockwise on screen).
    @inline(__always)
    static func vertex(_ index: Int, level: Int, quadrant: Int) -> DevicePoint {
        let point = points[index << (levels - level)]
        switch quadrant {
        case 0: return DevicePoint(point.x, point.y)
        case 1: return DevicePoint(-point.y, point.x)
        case 2: return DevicePoint(-point.x, -point.y)
        default: return DevicePoint(point.y, -point.x)
        }
    }
}
