// Status: supported — `Path` building (lines, curves, arcs, rectangles, ellipses) and Core Graphics geometry, drawn as SwiftUI draws paths.

import ProofRender

nonisolated extension Rect {
    /// The rectangle of a Core Graphics one.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

nonisolated extension CGRect {
    /// The Core Graphics rectangle of a layout one.
    public init(_ rect: Rect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}

nonisolated extension Point {
    /// The point of a Core Graphics one.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

/// SwiftUI's `Path` API, with Core Graphics values, on ProofUI's paths.
nonisolated extension Path {
    /// The path a string in `Path.description`'s format describes (numbers followed by their
    /// operator: `x y m` moves, `x y l` adds a line, `cx cy x y q` a quadratic curve,
    /// `c1x c1y c2x c2y x y c` a cubic curve, `x y w h re` a rectangle, `h` closes); nil when
    /// the string is not in that format.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        func take(_ count: Int) -> [CGFloat]? {
            guard numbers.count == count else { return nil }
            defer { numbers.removeAll() }
            return numbers
        }
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let number = Double(token), number.isFinite {
                numbers.append(CGFloat(number))
                continue
            }
            switch token {
            case "m": guard let n = take(2) else { return nil }; move(to: CGPoint(x: n[0], y: n[1]))
            case "l": guard let n = take(2) else { return nil }; addLine(to: CGPoint(x: n[0], y: n[1]))
            case "q": guard let n = take(4) else { return nil }
                addQuadCurve(to: CGPoint(x: n[2], y: n[3]), control: CGPoint(x: n[0], y: n[1]))
            case "c": guard let n = take(6) else { return nil }
                addCurve(to: CGPoint(x: n[4], y: n[5]), control1: CGPoint(x: n[0], y: n[1]), control2: CGPoint(x: n[2], y: n[3]))
            case "re": guard let n = take(4) else { return nil }; addRect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
            case "h": guard numbers.isEmpty else { return nil }; closeSubpath()
            default: return nil
            }
        }
        guard numbers.isEmpty else { return nil }
    }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle with circular corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self = Path.roundedRect(Rect(rect), radii: CornerRadii(all: Double(cornerRadius)))
    }

    /// A rounded rectangle with elliptical corners (drawn with the smaller radius).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self = Path.roundedRect(Rect(rect), radii: CornerRadii(all: Double(min(cornerSize.width, cornerSize.height))))
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self = Path.ellipse(in: Rect(rect))
    }

    public mutating func move(to point: CGPoint) { move(to: Point(point)) }
    public mutating func addLine(to point: CGPoint) { addLine(to: Point(point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { addQuadCurve(to: Point(point), control: Point(control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: Point(point), control1: Point(control1), control2: Point(control2))
    }

    /// Lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A closed rectangle, its corners moved by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var rectangle = Path()
        let r = Rect(rect)
        rectangle.move(to: Point(x: r.minX, y: r.minY))
        rectangle.addLine(to: Point(x: r.maxX, y: r.minY))
        rectangle.addLine(to: Point(x: r.maxX, y: r.maxY))
        rectangle.addLine(to: Point(x: r.minX, y: r.maxY))
        rectangle.closeSubpath()
        addPath(rectangle, transform: transform)
    }

    /// Closed rectangles, their corners moved by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements += Path(roundedRect: rect, cornerSize: cornerSize, style: style).elements
    }

    /// A closed ellipse inscribed in `rect`, its points moved by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path.ellipse(in: Rect(rect)), transform: transform)
    }

    /// Another path's elements, their points moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += (transform.isIdentity ? path : path.applying(transform)).elements
    }

    /// An arc of a circle from `startAngle` to `endAngle` (y down, as on screen: clockwise
    /// means increasing angles), joined to the current point by a line. Points on the arc are
    /// computed with ``DeterministicTrig``, the same on every machine.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let c = Point(center), r = Double(radius)
        var start = startAngle.radians, end = endAngle.radians
        // SwiftUI's `clockwise` is in a y-up sense: on screen it draws counter-clockwise.
        let twoPi = 2 * Double.pi
        if clockwise {
            while end > start { end -= twoPi }
        } else {
            while end < start { end += twoPi }
        }
        let sweep = end - start
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let first = Point(x: c.x + r * DeterministicTrig.cos(start), y: c.y + r * DeterministicTrig.sin(start))
        if elements.isEmpty { move(to: first) } else { addLine(to: first) }
        // Each piece as a cubic: control points at 4/3·tan(step/4) along the tangents.
        let k = 4.0 / 3.0 * DeterministicTrig.tan(step / 4)
        for index in 0..<segments {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let (s0, c0, s1, c1) = (DeterministicTrig.sin(a0), DeterministicTrig.cos(a0), DeterministicTrig.sin(a1), DeterministicTrig.cos(a1))
            addCurve(to: Point(x: c.x + r * c1, y: c.y + r * s1),
                     control1: Point(x: c.x + r * (c0 - k * s0), y: c.y + r * (s0 + k * c0)),
                     control2: Point(x: c.x + r * (c1 + k * s1), y: c.y + r * (s1 - k * c1)))
        }
    }

    /// An arc from `startAngle` by `delta`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
    }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y); maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }

    /// True when the path has no element.
    public var isEmpty: Bool { elements.isEmpty }
}

/// Sine, cosine and tangent from + − × ÷ only, in a fixed order: the same bits on every
/// platform (libm's results may differ in the last bit between systems, and geometry must
/// not). Range reduction to [−π/4, π/4] and Taylor series to degree 19 and 18: within a few
/// units in the last place.
nonisolated public enum DeterministicTrig {
    public static func sin(_ x: Double) -> Double { sinCos(x).sin }
    public static func cos(_ x: Double) -> Double { sinCos(x).cos }
    public static func tan(_ x: Double) -> Double {
        let (s, c) = sinCos(x)
        return s / c
    }

    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let halfPi = Double.pi / 2
        let quadrant = (x / halfPi).rounded()
        let r = x - quadrant * halfPi
        let r2 = r * r
        var s = 0.0, c = 0.0
        var termS = r, termC = 1.0
        for n in 0..<10 {
            s += termS
            c += termC
            let k = Double(2 * n + 2)
            termS = -termS * r2 / (k * (k + 1))
            termC = -termC * r2 / ((k - 1) * k)
        }
        switch Int(quadrant.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}

nonisolated extension Path {
    /// The path with every point (control points too) moved by `transform`, as SwiftUI's
    /// `applying(_:)`: an affine map keeps lines straight and Bézier curves Bézier curves.
    public func applying(_ transform: CGAffineTransform) -> Path {
        let t = transform
        func moved(_ p: Point) -> Point {
            let x = CGFloat(p.x), y = CGFloat(p.y)
            return Point(x: Double(t.a * x + t.c * y + t.tx), y: Double(t.b * x + t.d * y + t.ty))
        }
        return mappingPoints(moved)
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        let x = Double(dx), y = Double(dy)
        func moved(_ p: Point) -> Point { Point(x: p.x + x, y: p.y + y) }
        return mappingPoints(moved)
    }

    /// The path with `map` applied to every point, control points too.
    private func mappingPoints(_ map: (Point) -> Point) -> Path {
        Path(elements.map { element in
            switch element {
            case .move(let p): .move(to: map(p))
            case .line(let p): .line(to: map(p))
            case .quadCurve(let p, let c): .quadCurve(to: map(p), control: map(c))
            case .curve(let p, let c1, let c2): .curve(to: map(p), control1: map(c1), control2: map(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}

/// A path is a shape, as in SwiftUI: `Path { … }` in a view builder fills (or with `.stroke`,
/// outlines) the path as drawn, in the coordinates of the frame it is given.
nonisolated extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

nonisolated extension Path {
    /// The end of the last segment (after `closeSubpath`, the start of that subpath); nil for
    /// an empty path.
    public var currentPoint: CGPoint? {
        var subpathStart: Point?
        var current: Point?
        for element in elements {
            switch element {
            case .move(let point): subpathStart = point; current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = subpathStart
            }
        }
        return current.map { CGPoint(x: $0.x, y: $0.y) }
    }

    /// A corner rounded with radius `radius` between the line from the current point to
    /// `tangent1End` and the line from there to `tangent2End` (Core Graphics' arc-to): a line to
    /// where the circle touches the first line, then the arc to where it touches the second
    /// (one cubic with Apple's 4/3·tan(sweep/4) handles, from + − × ÷ and √ only). Where the
    /// lines are parallel or the radius is 0, a line to `tangent1End`; on an empty path, the
    /// path starts at `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let corner = Point(tangent1End), end = Point(tangent2End), r = Double(radius)
        guard let startPoint = currentPoint else {
            addPath(Path([.move(to: corner)]), transform: transform)
            return
        }
        let start = Point(startPoint)
        var arc = Path()
        // Unit vectors from the corner back to the start and on to the end.
        let (ax, ay) = (start.x - corner.x, start.y - corner.y), (bx, by) = (end.x - corner.x, end.y - corner.y)
        let la = (ax * ax + ay * ay).squareRoot(), lb = (bx * bx + by * by).squareRoot()
        guard r > 0, la > 0, lb > 0 else {
            arc.addLine(to: corner)
            addPath(arc, transform: transform)
            return
        }
        let (ux, uy, vx, vy) = (ax / la, ay / la, bx / lb, by / lb)
        let cosCorner = ux * vx + uy * vy
        let sinCorner = abs(ux * vy - uy * vx)
        guard sinCorner > 1e-12 else {
            arc.addLine(to: corner)
            addPath(arc, transform: transform)
            return
        }
        // The tangent points lie r / tan(corner / 2) from the corner; tan(c/2) = sin c / (1 + cos c).
        let distance = r * (1 + cosCorner) / sinCorner
        let first = Point(x: corner.x + ux * distance, y: corner.y + uy * distance)
        let second = Point(x: corner.x + vx * distance, y: corner.y + vy * distance)
        // The arc sweeps π − corner: cos(sweep) = −cos(corner); tan(sweep/4) from half angles.
        let cosSweep = -cosCorner
        let cosHalf = ((1 + cosSweep) / 2).squareRoot(), sinHalf = ((1 - cosSweep) / 2).squareRoot()
        let handle = 4.0 / 3.0 * r * sinHalf / (1 + cosHalf)
        arc.addLine(to: first)
        arc.addCurve(to: second,
                     control1: Point(x: first.x - ux * handle, y: first.y - uy * handle),
                     control2: Point(x: second.x - vx * handle, y: second.y - vy * handle))
        addPath(Path(arc.elements), transform: transform)
    }
}
