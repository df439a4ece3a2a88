// Status: supported — the built-in shapes, custom `Shape`s, fills, strokes and stroke borders drawn as SwiftUI draws them.

import ProofLayout
import ProofRender
import ProofText
/// Whether a corner is a quarter circle or Apple's continuous curve.
nonisolated public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous

    var cornerStyle: CornerStyle {
        self == .circular ? .circular : .continuous
    }
}

/// A 2D shape. As a view it fills the space offered to it with the foreground colour; use
/// ``fill(_:)``, ``stroke(_:lineWidth:)`` or ``strokeBorder(_:lineWidth:)`` to colour it,
/// or pass it to ``View/clipShape(_:style:)`` and ``View/background(_:)``.
///
/// Write your own by returning a ``Path`` for a rectangle:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         var path = Path()
///         path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///         path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///         path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///         path.closeSubpath()
///         return path
///     }
/// }
/// ```
public protocol Shape: Sendable, Animatable, View {
    /// The outline of the shape in `rect` (points).
    nonisolated func path(in rect: CGRect) -> Path
}

/// Built-in shapes, drawn exactly (the painter knows rounded rectangles and ellipses)
/// rather than from an approximating path.
protocol BuiltInShape {
    func geometry(direction: LayoutDirection) -> ShapeGeometry
}

nonisolated extension Shape {
    public var body: ShapeView<Self> { ShapeView(shape: self, paint: nil) }

    /// The shape filled with `style` (the fill rule is accepted: the nonzero rule is drawn).
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .fill(style))
    }

    /// The shape's outline drawn with `style`, centred on the edge (half of the line lies
    /// outside the frame).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(style, lineWidth, .center))
    }

    /// The shape's outline drawn with `style` inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(style, lineWidth, .inside))
    }

    func resolvedGeometry(direction: LayoutDirection) -> ShapeGeometry {
        if let builtIn = self as? BuiltInShape { return builtIn.geometry(direction: direction) }
        return .custom(name: Resolver.typeName(Self.self), path: { rect in self.path(in: CGRect(rect)) })
    }
}

/// A shape painted as a view: filled or stroked with a style (the foreground colour when
/// none is given). It takes the space offered to it.
nonisolated public struct ShapeView<S: Shape>: View, PrimitiveView, TransparentInPath {
    public typealias Body = Never

    nonisolated enum Paint {
        case fill(any ShapeStyle)
        case stroke(any ShapeStyle, Double, StrokeAlignment)
    }

    let shape: S
    let paint: Paint?

    func resolve(in resolver: Resolver) throws(RenderError) {
        var element: Element
        if let moved = shape as? OffsetDrawnShape {
            // An offset shape as a view: its content's exact geometry, drawn moved.
            element = Element(kind: .shape(try shapePaint(moved.contentGeometry(in: resolver.environment), in: resolver)))
            element.offset.x += try resolver.finite(Double(moved.drawingOffset.width), "offset(x:)")
            element.offset.y += try resolver.finite(Double(moved.drawingOffset.height), "offset(y:)")
        } else {
            element = Element(kind: .shape(try shapePaint(in: resolver)))
        }
        element.expands = .both
        element.compresses = .both
        resolver.emit(element)
    }

    func shapePaint(in resolver: Resolver) throws(RenderError) -> ShapePaint {
        try shapePaint(shape.resolvedGeometry(in: resolver.environment), in: resolver)
    }

    /// `geometry` painted as this view paints its shape.
    func shapePaint(_ geometry: ShapeGeometry, in resolver: Resolver) throws(RenderError) -> ShapePaint {
        let geometry = try resolver.validated(geometry)
        switch paint {
        case nil:
            return ShapePaint(geometry: geometry, style: .fill, color: try resolver.foreground)
        case .fill(let style):
            return try resolver.shapePaint(geometry, .fill, style)
        case let .stroke(style, width, alignment):
            let width = try resolver.length(width, "the line width")
            return try resolver.shapePaint(geometry, .stroke(width: width, alignment: alignment), style)
        }
    }

}

nonisolated extension Resolver {
    /// `geometry` if its radii are usable.
    func validated(_ geometry: ShapeGeometry) throws(RenderError) -> ShapeGeometry {
        switch geometry {
        case .roundedRectangle(let radius, _):
            _ = try length(radius, "the corner radius")
        case .unevenRoundedRectangle(let radii, _):
            for radius in [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft] {
                _ = try length(radius, "a corner radius")
            }
        default:
            break
        }
        return geometry
    }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape, BuiltInShape {
    public init() {}

    public func path(in cgRect: CGRect) -> Path {
        let rect = Rect(cgRect)
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        path.addLine(to: Point(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }

    func geometry(direction: LayoutDirection) -> ShapeGeometry { .rectangle }
}

/// A rectangle with rounded corners (continuous corners by default, as in SwiftUI).
nonisolated public struct RoundedRectangle: Shape, BuiltInShape {
    public var cornerRadius: Double
    public var style: RoundedCornerStyle

    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    /// Corners of `cornerSize`: drawn with the smaller of its width and height.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: Double(min(cornerSize.width, cornerSize.height)), style: style)
    }

    public func path(in cgRect: CGRect) -> Path {
        let rect = Rect(cgRect)
        return Path.roundedRect(rect, radii: CornerRadii(all: cornerRadius))
    }

    func geometry(direction: LayoutDirection) -> ShapeGeometry { .roundedRectangle(radius: cornerRadius, style: style) }
}

/// A rectangle whose corners have their own radii, named by reading direction.
nonisolated public struct UnevenRoundedRectangle: Shape, BuiltInShape {
    public var topLeadingRadius: Double
    public var bottomLeadingRadius: Double
    public var bottomTrailingRadius: Double
    public var topTrailingRadius: Double
    public var style: RoundedCornerStyle

    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
        self.style = style
    }

    func radii(direction: LayoutDirection) -> CornerRadii {
        direction == .leftToRight
            ? CornerRadii(topLeft: topLeadingRadius, topRight: topTrailingRadius, bottomRight: bottomTrailingRadius, bottomLeft: bottomLeadingRadius)
            : CornerRadii(topLeft: topTrailingRadius, topRight: topLeadingRadius, bottomRight: bottomLeadingRadius, bottomLeft: bottomTrailingRadius)
    }

    public func path(in cgRect: CGRect) -> Path {
        let rect = Rect(cgRect)
        return Path.roundedRect(rect, radii: radii(direction: .leftToRight))
    }

    func geometry(direction: LayoutDirection) -> ShapeGeometry { .unevenRoundedRectangle(radii(direction: direction), style: style) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: Shape, BuiltInShape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in cgRect: CGRect) -> Path {
        let rect = Rect(cgRect)
        return Path.roundedRect(rect, radii: CornerRadii(all: min(rect.width, rect.height) / 2))
    }

    func geometry(direction: LayoutDirection) -> ShapeGeometry { .capsule(style) }
}

/// The largest circle centred in the frame.
nonisolated public struct Circle: Shape, BuiltInShape {
    public init() {}

    public func path(in cgRect: CGRect) -> Path {
        let rect = Rect(cgRect)
        let side = min(rect.width, rect.height)
        return Path.ellipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    func geometry(direction: LayoutDirection) -> ShapeGeometry { .circle }
}

/// The ellipse filling the frame.
nonisolated public struct Ellipse: Shape, BuiltInShape {
    public init() {}

    public func path(in cgRect: CGRect) -> Path {
        let rect = Rect(cgRect)
        return Path.ellipse(in: rect)
    }

    func geometry(direction: LayoutDirection) -> ShapeGeometry { .ellipse }
}

nonisolated extension Path {
    /// The cubic Bézier factor that approximates a quarter circle (4/3 · (√2 − 1)).
    private static let kappa = 0.552_284_749_830_793_4

    /// An ellipse inscribed in `rect`, as four cubic curves.
    static func ellipse(in rect: Rect) -> Path {
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        let kx = rx * kappa, ky = ry * kappa
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        path.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        path.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        path.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        path.closeSubpath()
        return path
    }

    /// A rectangle with quarter-circle corners (radii reduced to fit, as CSS does).
    static func roundedRect(_ rect: Rect, radii: CornerRadii) -> Path {
        let limit = min(rect.width, rect.height) / 2
        let tl = min(max(radii.topLeft, 0), limit), tr = min(max(radii.topRight, 0), limit)
        let br = min(max(radii.bottomRight, 0), limit), bl = min(max(radii.bottomLeft, 0), limit)
        let k = 1 - kappa
        var path = Path()
        path.move(to: Point(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX - tr, y: rect.minY))
        path.addCurve(to: Point(x: rect.maxX, y: rect.minY + tr),
                      control1: Point(x: rect.maxX - tr * k, y: rect.minY), control2: Point(x: rect.maxX, y: rect.minY + tr * k))
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY - br))
        path.addCurve(to: Point(x: rect.maxX - br, y: rect.maxY),
                      control1: Point(x: rect.maxX, y: rect.maxY - br * k), control2: Point(x: rect.maxX - br * k, y: rect.maxY))
        path.addLine(to: Point(x: rect.minX + bl, y: rect.maxY))
        path.addCurve(to: Point(x: rect.minX, y: rect.maxY - bl),
                      control1: Point(x: rect.minX + bl * k, y: rect.maxY), control2: Point(x: rect.minX, y: rect.maxY - bl * k))
        path.addLine(to: Point(x: rect.minX, y: rect.minY + tl))
        path.addCurve(to: Point(x: rect.minX + tl, y: rect.minY),
                      control1: Point(x: rect.minX, y: rect.minY + tl * k), control2: Point(x: rect.minX + tl * k, y: rect.minY))
        path.closeSubpath()
        return path
    }
}

// iOS 17's shape names where a shape is expected: `.clipShape(.rect(cornerRadius: 8))`.
nonisolated extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: Double(cornerRadius), style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: Double(topLeadingRadius), bottomLeadingRadius: Double(bottomLeadingRadius),
                               bottomTrailingRadius: Double(bottomTrailingRadius), topTrailingRadius: Double(topTrailingRadius), style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
