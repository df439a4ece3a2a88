import ProofBase

/// Corner radii in device pixels, already reduced to fit their rectangle.
struct DeviceRadii: Hashable, Sendable {
    var topLeft: Double
    var topRight: Double
    var bottomRight: Double
    var bottomLeft: Double

    var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }

    /// `radii` (points) at `scale`, reduced as CSS reduces border radii: when two radii on
    /// one side add up to more than the side, every radius is scaled by the same factor, the
    /// smallest ratio of a side to the sum of its radii. Negative radii count as 0; radii
    /// beyond 10^300 are first clamped so that sums stay finite.
    init(_ radii: CornerRadii, scale: Double, fitting rect: DeviceRect) {
        func clean(_ value: Double) -> Double { min(max(value, 0), 1e300) * scale }
        var tl = clean(radii.topLeft), tr = clean(radii.topRight), br = clean(radii.bottomRight), bl = clean(radii.bottomLeft)
        var factor = 1.0
        for (side, sum) in [(rect.width, tl + tr), (rect.width, bl + br), (rect.height, tl + bl), (rect.height, tr + br)] where sum > side {
            factor = min(factor, side / sum)
        }
        if factor < 1 {
            tl *= factor; tr *= factor; br *= factor; bl *= factor
        }
        topLeft = tl
        topRight = tr
        bottomRight = br
        bottomLeft = bl
    }

    init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The radii of the same shape offset inwards by `distance` (outwards when negative):
    /// each rounded corner's radius shrinks or grows by the distance, never below 0; a sharp
    /// corner stays sharp (a mitred offset).
    func offset(by distance: Double) -> DeviceRadii {
        func moved(_ radius: Double) -> Double { radius > 0 ? max(0, radius - distance) : 0 }
        return DeviceRadii(topLeft: moved(topLeft), topRight: moved(topRight),
                           bottomRight: moved(bottomRight), bottomLeft: moved(bottomLeft))
    }
}

/// Outlines of the display list's shapes, in device pixels, traced clockwise on screen.
enum ShapeOutlines {
    static func rect(_ rect: DeviceRect, into sink: inout some OutlineSink) {
        sink.move(to: DevicePoint(rect.minX, rect.minY))
        sink.line(to: DevicePoint(rect.maxX, rect.minY))
        sink.line(to: DevicePoint(rect.maxX, rect.maxY))
        sink.line(to: DevicePoint(rect.minX, rect.maxY))
        sink.endContour(closed: true)
    }

    /// The ellipse inscribed in `rect`: 4 × 2^level vertices on it, from the bisected unit
    /// arc, moved out by the equal-area factor (see ``UnitArc``).
    static func ellipse(_ rect: DeviceRect, into sink: inout some OutlineSink) {
        let center = DevicePoint((rect.minX + rect.maxX) / 2, (rect.minY + rect.maxY) / 2)
        let rx = rect.width / 2, ry = rect.height / 2
        let level = UnitArc.level(radius: max(rx, ry))
        let scale = UnitArc.areaScale(level: level)
        let sx = rx * scale, sy = ry * scale
        let count = 1 << level
        sink.move(to: DevicePoint(center.x + sx, center.y))
        for quadrant in 0..<4 {
            for index in (quadrant == 0 ? 1 : 0)..<count {
                let unit = UnitArc.vertex(index, level: level, quadrant: quadrant)
                sink.line(to: DevicePoint(center.x + unit.x * sx, center.y + unit.y * sy))
            }
        }
        sink.endContour(closed: true)
    }

    /// A rounded rectangle with reduced `radii`.
    static func roundedRect(_ rect: DeviceRect, radii: DeviceRadii, style: CornerStyle, flattener: CurveFlattener,
                            into sink: inout some OutlineSink) {
        if radii.isZero { return self.rect(rect, into: &sink) }
        switch style {
        case .circular: circularRoundedRect(rect, radii: radii, into: &sink)
        case .continuous: continuousRoundedRect(rect, radii: radii, flattener: flattener, into: &sink)
        }
    }

    /// Quarter circles from the bisected unit arc: the ends lie exactly on the straight
    /// sides, the vertices between them are moved out by the equal-area factor.
    /// A quarter circle from the current point (vertex 0 of `quadrant`) to its other end.
    private static func arc(center: DevicePoint, radius: Double, quadrant: Int, into sink: inout some OutlineSink) {
        guard radius > 0 else { return }
        let level = UnitArc.level(radius: radius)
        let scaled = radius * UnitArc.areaScale(level: level)
        let count = 1 << level
        for index in 1..<count {
            let unit = UnitArc.vertex(index, level: level, quadrant: quadrant)
            sink.line(to: DevicePoint(center.x + unit.x * scaled, center.y + unit.y * scaled))
        }
        let end = UnitArc.vertex(count, level: level, quadrant: quadrant)
        sink.line(to: DevicePoint(center.x + end.x * radius, center.y + end.y * radius))
    }

    private static func circularRoundedRect(_ rect: DeviceRect, radii: DeviceRadii, into sink: inout some OutlineSink) {
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        sink.move(to: DevicePoint(x0 + radii.topLeft, y0))
        sink.line(to: DevicePoint(x1 - radii.topRight, y0))
        arc(center: DevicePoint(x1 - radii.topRight, y0 + radii.topRight), radius: radii.topRight, quadrant: 3, into: &sink)
        sink.line(to: DevicePoint(x1, y1 - radii.bottomRight))
        arc(center: DevicePoint(x1 - radii.bottomRight, y1 - radii.bottomRight), radius: radii.bottomRight, quadrant: 0, into: &sink)
        sink.line(to: DevicePoint(x0 + radii.bottomLeft, y1))
        arc(center: DevicePoint(x0 + radii.bottomLeft, y1 - radii.bottomLeft), radius: radii.bottomLeft, quadrant: 1, into: &sink)
        sink.line(to: DevicePoint(x0, y0 + radii.topLeft))
        arc(center: DevicePoint(x0 + radii.topLeft, y0 + radii.topLeft), radius: radii.topLeft, quadrant: 2, into: &sink)
        sink.endContour(closed: true)
    }

    /// Apple's continuous-curvature corner as reverse-engineered from iOS 7's
    /// `UIBezierPath(roundedRect:cornerRadius:)` (PaintCode, "Code for iOS 7 rounded
    /// rectangles", 2013; the coefficients as published in open-source ports): each corner
    /// starts 1.528665·r from the corner along one side and ends as far along the other,
    /// made of three cubics: a curve leaving the side, a near-circular middle, and the mirror
    /// of the first. Coordinates are in units of r, measured from the corner along the
    /// incoming side (u) and the outgoing side (v).
    enum Continuous {
        static let extent = 1.528665
        static let a1 = 1.088492957618529, a2 = 0.868406944063002, a3 = 0.631493792830993, b3 = 0.074911387847016
        static let m1 = 0.372823826625747, m2 = 0.169059556044370
        /// The control distance of a quarter circle as one cubic, 4/3·(√2 − 1).
        static let kappa = 0.552284749830794

        /// The ten points of a corner (start, then three cubics' controls and ends) for a
        /// smoothing `t` in 0…1: 1 is the full continuous corner; below 1, when the sides are
        /// too short for 1.528665·r, each point moves linearly towards the circular corner
        /// (t = 0: a quarter circle of radius r), so a continuous capsule is a capsule.
        static func points(smoothing t: Double) -> [(u: Double, v: Double)] {
            let continuous: [(Double, Double)] = [(extent, 0), (a1, 0), (a2, 0), (a3, b3), (m1, m2), (m2, m1), (b3, a3), (0, a2), (0, a1), (0, extent)]
            let circular: [(Double, Double)] = [(1, 0), (1, 0), (1, 0), (1, 0), (1 - kappa, 0), (0, 1 - kappa), (0, 1), (0, 1), (0, 1), (0, 1)]
            return zip(circular, continuous).map { (c, s) in (c.0 + (s.0 - c.0) * t, c.1 + (s.1 - c.1) * t) }
        }
    }

    private static func continuousRoundedRect(_ rect: DeviceRect, radii: DeviceRadii, flattener: CurveFlattener,
                                              into sink: inout some OutlineSink) {
        let k = Continuous.extent
        let (w, h) = (rect.width, rect.height)
        // How far along a side a corner may reach: its full extent when both corners fit,
        // otherwise its share of the side in proportion to the radii.
        func reach(_ radius: Double, _ other: Double, side: Double) -> Double {
            k * (radius + other) <= side ? k * radius : side * radius / (radius + other)
        }
        // Corner point, incoming direction, outgoing direction, radius, neighbours on the
        // incoming and outgoing sides with those sides' lengths; clockwise from the top right.
        let corners: [(DevicePoint, DevicePoint, DevicePoint, Double, Double, Double, Double, Double)] = [
            (DevicePoint(rect.maxX, rect.minY), DevicePoint(1, 0), DevicePoint(0, 1), radii.topRight, radii.topLeft, w, radii.bottomRight, h),
            (DevicePoint(rect.maxX, rect.maxY), DevicePoint(0, 1), DevicePoint(-1, 0), radii.bottomRight, radii.topRight, h, radii.bottomLeft, w),
            (DevicePoint(rect.minX, rect.maxY), DevicePoint(-1, 0), DevicePoint(0, -1), radii.bottomLeft, radii.bottomRight, w, radii.topLeft, h),
            (DevicePoint(rect.minX, rect.minY), DevicePoint(0, -1), DevicePoint(1, 0), radii.topLeft, radii.bottomLeft, h, radii.topRight, w),
        ]
        var traced: [[DevicePoint]] = []
        var circular: [Bool] = []
        for (corner, incoming, outgoing, radius, before, beforeSide, after, afterSide) in corners {
            guard radius > 0 else {
                traced.append([corner])
                circular.append(false)
                continue
            }
            let reachable = min(reach(radius, before, side: beforeSide), reach(radius, after, side: afterSide))
            let smoothing = min(max((reachable / radius - 1) / (k - 1), 0), 1)
            traced.append(Continuous.points(smoothing: smoothing).map { corner - incoming * ($0.u * radius) + outgoing * ($0.v * radius) })
            circular.append(smoothing == 0)
        }
        sink.move(to: traced[3].last!)
        for (index, points) in traced.enumerated() {
            sink.line(to: points[0])
            guard points.count == 10 else { continue }
            if circular[index] {
                // No room to smooth at all: the exact quarter circle, as the circular style.
                let (corner, incoming, outgoing, radius) = (corners[index].0, corners[index].1, corners[index].2, corners[index].3)
                arc(center: corner - incoming * radius + outgoing * radius, radius: radius, quadrant: (index + 3) % 4, into: &sink)
                continue
            }
            var current = points[0]
            for curve in 0..<3 {
                let base = 1 + curve * 3
                flattener.cubic(current, points[base], points[base + 1], points[base + 2]) { sink.line(to: $0) }
                current = points[base + 2]
            }
        }
        sink.endContour(closed: true)
    }

    /// Any path, at `scale`, with curves flattened. A contour not closed explicitly ends open
    /// (a fill closes it; a stroke caps it). Segments before the first move start at the
    /// origin, as in Core Graphics' current point.
    static func path(_ path: Path, scale: Double, flattener: CurveFlattener, into sink: inout some OutlineSink) {
        var start = DevicePoint(0, 0), current = start
        var isOpen = false
        func begin() {
            guard !isOpen else { return }
            sink.move(to: current)
            start = current
            isOpen = true
        }
        for element in path.elements {
            switch element {
            case let .move(to: point):
                if isOpen { sink.endContour(closed: false) }
                isOpen = false
                current = DevicePoint(point.x * scale, point.y * scale)
                begin()
            case let .line(to: point):
                begin()
                current = DevicePoint(point.x * scale, point.y * scale)
                sink.line(to: current)
            case let .quadCurve(to: point, control: control):
                begin()
                let end = DevicePoint(point.x * scale, point.y * scale)
                flattener.quadratic(current, DevicePoint(control.x * scale, control.y * scale), end) { sink.line(to: $0) }
                current = end
            case let .curve(to: point, control1: control1, control2: control2):
                begin()
                let end = DevicePoint(point.x * scale, point.y * scale)
                flattener.cubic(current, DevicePoint(control1.x * scale, control1.y * scale),
                                DevicePoint(control2.x * scale, control2.y * scale), end) { sink.line(to: $0) }
                current = end
            case .closeSubpath:
                if isOpen { sink.endContour(closed: true) }
                isOpen = false
                current = start
            }
        }
        if isOpen { sink.endContour(closed: false) }
    }
}
