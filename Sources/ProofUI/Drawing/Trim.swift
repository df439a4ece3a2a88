// Status: supported — trimmed shapes and stroke styles drawn as SwiftUI draws them (lengths along curves from a fixed flattening, the same on every machine).

import ProofLayout
import ProofRender

// Trimmed shapes (`Circle().trim(from: 0, to: 0.7)`, progress rings) and stroke styles.
// Lengths along curves come from a fixed flattening (16 chords a curve) and square roots
// only, so a trimmed outline is the same on every machine.

nonisolated extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length
    /// (0…1, clamped), as SwiftUI's `trim(from:to:)`: usually stroked.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: Double(startFraction), to: Double(endFraction))
    }

    /// A stroked copy of the shape (a shape itself): shown, the outline in the foreground style
    /// and `style`'s line width.
    public func stroke(style: StrokeStyle) -> some Shape {
        StrokedShape(shape: self, style: style)
    }

    /// The outline drawn with `content` and `style`'s line width (caps, joins and dashes are
    /// drawn as butt, miter and solid).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        stroke(content, lineWidth: Double(style.lineWidth))
    }

    /// The outline drawn inside the frame with `content` and `style`'s line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        strokeBorder(content, lineWidth: Double(style.lineWidth))
    }

    /// A stroked copy of the shape (a shape itself): shown, the outline in the foreground style
    /// and `lineWidth`.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape filled with the foreground style (the fill rule is accepted).
    public func fill(style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .fill(ForegroundStyle()))
    }

    /// The outline drawn inside the frame with the foreground style and `lineWidth`.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(ForegroundStyle(), Double(lineWidth), .inside))
    }

    /// The outline drawn inside the frame with the foreground style and `style`'s line width.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        strokeBorder(lineWidth: style.lineWidth, antialiased: antialiased)
    }
}

/// A painted shape that takes more paints (iOS 17's `ShapeView` protocol: `Circle().fill(.blue)
/// .stroke(.white, lineWidth: 4).stroke(.black, lineWidth: 1)`), each drawn over the ones before
/// in the shape's frame.
nonisolated public protocol PaintedShapeView: View {
    associatedtype PaintedShape: Shape
    /// The shape every further paint draws.
    var paintedShape: PaintedShape { get }
}

nonisolated extension ShapeView: PaintedShapeView {
    public var paintedShape: S { shape }
}

/// A shape painted over the paints before it (SwiftUI's `FillShapeView` and `StrokeShapeView`).
nonisolated public struct LayeredShapeView<PaintedShape: Shape, Background: View>: PaintedShapeView {
    let background: Background
    let layer: ShapeView<PaintedShape>

    public var paintedShape: PaintedShape { layer.shape }

    public var body: some View { background.overlay(layer) }
}

nonisolated extension PaintedShapeView {
    /// This shape, then the shape filled with `content` over it.
    public func fill<Style: ShapeStyle>(_ content: Style = .foreground, style: FillStyle = FillStyle())
        -> LayeredShapeView<PaintedShape, Self> {
        LayeredShapeView(background: self, layer: paintedShape.fill(content, style: style))
    }

    /// This shape, then its outline drawn with `content` and `lineWidth` over it.
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> LayeredShapeView<PaintedShape, Self> {
        LayeredShapeView(background: self, layer: paintedShape.stroke(content, lineWidth: Double(lineWidth)))
    }

    /// This shape, then its outline drawn with `content` and `style`'s line width over it.
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true)
        -> LayeredShapeView<PaintedShape, Self> {
        LayeredShapeView(background: self, layer: paintedShape.stroke(content, lineWidth: Double(style.lineWidth)))
    }

    /// This shape, then its outline drawn inside the frame with `content` and `lineWidth`.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> LayeredShapeView<PaintedShape, Self> {
        LayeredShapeView(background: self, layer: paintedShape.strokeBorder(content, lineWidth: Double(lineWidth)))
    }

    /// This shape, then its outline drawn inside the frame with `content` and `style`'s line
    /// width.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> LayeredShapeView<PaintedShape, Self> {
        LayeredShapeView(background: self, layer: paintedShape.strokeBorder(content, lineWidth: Double(style.lineWidth)))
    }
}

/// A part of a shape's outline (what `trim(from:to:)` returns).
nonisolated public struct TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    let from: Double
    let to: Double

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(fromFraction: from, toFraction: to)
    }
}

/// How a line is drawn (SwiftUI's `StrokeStyle`): its width is drawn; caps, joins and dashes
/// are accepted.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// The end of a line.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// The corner between line segments.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// How a path is filled (SwiftUI's `FillStyle`): the nonzero rule is drawn.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation on Linux lacks).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector(dx: 0, dy: 0)
}

nonisolated extension Path {
    /// Chords a curve is measured and split by.
    private static let chords = 16

    /// The area a stroke of `style` covers, as a path to fill: `style.lineWidth` wide with
    /// butt caps and miter joins (other caps, joins and dashes are drawn as those).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        strokedOutline(lineWidth: Double(style.lineWidth))
    }

    /// The part of the path from `start` to `end` of its length (fractions, clamped to 0…1).
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        trimmedPath(fromFraction: Double(start), toFraction: Double(end))
    }

    func trimmedPath(fromFraction start: Double, toFraction end: Double) -> Path {
        let start = start.isNaN ? 0 : min(max(start, 0), 1)
        let end = end.isNaN ? 0 : min(max(end, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard end > start else { return Path() }
        let segments = measuredSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let from = start * total, to = end * total
        var result = Path()
        var walked = 0.0
        var pen: Point?
        for segment in segments {
            let segmentStart = walked, segmentEnd = walked + segment.length
            walked = segmentEnd
            guard segmentEnd > from, segmentStart < to, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(from - segmentStart, 0))
            let t1 = segment.parameter(atLength: min(to - segmentStart, segment.length))
            let piece = segment.piece(from: t0, to: t1)
            if pen != piece.first { result.move(to: piece.first) }
            result.elements.append(piece.element)
            pen = piece.last
        }
        return result
    }

    /// The path's drawn segments (lines and curves) with their lengths.
    private func measuredSegments() -> [MeasuredSegment] {
        var segments: [MeasuredSegment] = []
        var current = Point(x: 0, y: 0), subpathStart = current
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point):
                segments.append(MeasuredSegment(points: [current, point]))
                current = point
            case let .quadCurve(point, control):
                // The equivalent cubic, so one splitting rule serves both.
                let c1 = Point(x: current.x + 2.0 / 3 * (control.x - current.x), y: current.y + 2.0 / 3 * (control.y - current.y))
                let c2 = Point(x: point.x + 2.0 / 3 * (control.x - point.x), y: point.y + 2.0 / 3 * (control.y - point.y))
                segments.append(MeasuredSegment(points: [current, c1, c2, point]))
                current = point
            case let .curve(point, control1, control2):
                segments.append(MeasuredSegment(points: [current, control1, control2, point]))
                current = point
            case .closeSubpath:
                if current != subpathStart { segments.append(MeasuredSegment(points: [current, subpathStart])) }
                current = subpathStart
            }
        }
        return segments
    }

    /// A line (two points) or cubic curve (four), with the cumulative lengths of its chords.
    private struct MeasuredSegment {
        let points: [Point]
        let lengths: [Double]
        let length: Double

        init(points: [Point]) {
            self.points = points
            var lengths = [0.0]
            if points.count == 2 {
                lengths.append(Self.distance(points[0], points[1]))
            } else {
                var previous = points[0]
                for step in 1...Path.chords {
                    let point = Self.cubic(points, Double(step) / Double(Path.chords))
                    lengths.append(lengths[lengths.count - 1] + Self.distance(previous, point))
                    previous = point
                }
            }
            self.lengths = lengths
            length = lengths[lengths.count - 1]
        }

        /// The curve parameter where `length` along the segment is reached.
        func parameter(atLength length: Double) -> Double {
            guard self.length > 0 else { return 0 }
            let steps = lengths.count - 1
            for index in 1...steps where lengths[index] >= length {
                let span = lengths[index] - lengths[index - 1]
                let within = span > 0 ? (length - lengths[index - 1]) / span : 0
                return (Double(index - 1) + within) / Double(steps)
            }
            return 1
        }

        /// The segment between parameters `t0` and `t1`.
        func piece(from t0: Double, to t1: Double) -> (first: Point, last: Point, element: Path.Element) {
            if points.count == 2 {
                let a = Self.lerp(points[0], points[1], t0), b = Self.lerp(points[0], points[1], t1)
                return (a, b, .line(to: b))
            }
            // Split at t1, then the first part at t0 / t1 (de Casteljau).
            let head = Self.split(points, t1).0
            let part = t1 > 0 ? Self.split(head, t0 / t1).1 : [head[0], head[0], head[0], head[0]]
            return (part[0], part[3], .curve(to: part[3], control1: part[1], control2: part[2]))
        }

        static func distance(_ a: Point, _ b: Point) -> Double {
            let dx = b.x - a.x, dy = b.y - a.y
            return (dx * dx + dy * dy).squareRoot()
        }

        static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
            Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }

        static func cubic(_ p: [Point], _ t: Double) -> Point {
            let (head, _) = split(p, t)
            return head[3]
        }

        /// The two halves of a cubic split at `t`.
        static func split(_ p: [Point], _ t: Double) -> ([Point], [Point]) {
            let a = lerp(p[0], p[1], t), b = lerp(p[1], p[2], t), c = lerp(p[2], p[3], t)
            let d = lerp(a, b, t), e = lerp(b, c, t)
            let f = lerp(d, e, t)
            return ([p[0], a, d, f], [f, e, c, p[3]])
        }
    }
}

/// A shape of any type (SwiftUI's `AnyShape`), drawn as the shape it wraps.
nonisolated public struct AnyShape: Shape, BuiltInShape {
    let base: any Shape

    /// `shape`, its type erased.
    public init<S: Shape>(_ shape: S) {
        base = shape
    }

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect)
    }

    func geometry(direction: LayoutDirection) -> ShapeGeometry {
        base.resolvedGeometry(direction: direction)
    }
}

/// A shape that can be inset by an amount on every side (SwiftUI's `InsettableShape`), which
/// `strokeBorder` uses in SwiftUI.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame inset by an amount on every side.
nonisolated struct InsetBuiltInShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    func inset(by amount: CGFloat) -> InsetBuiltInShape<Base> {
        InsetBuiltInShape(base: base, amount: self.amount + amount)
    }
}

nonisolated extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

nonisolated extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount` on every side (its corner radius kept).
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

nonisolated extension UnevenRoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount` on every side (its corner radii kept).
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

nonisolated extension Capsule: InsettableShape {
    /// The capsule inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

nonisolated extension Circle: InsettableShape {
    /// The circle inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

nonisolated extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}
