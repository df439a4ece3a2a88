// Status: supported — a stroked copy of a shape (`stroke(lineWidth:)`, `stroke(style:)`), itself a `Shape` as in SwiftUI: shown on its own it draws the outline in the foreground style as before; used as a shape (`.overlay(.bar, in: .capsule.stroke())`, `.fill(…)`, `clipShape`) its path is the area the stroke covers (butt caps and miter joins, as `strokedPath(_:)` draws every style).

/// A shape's outline as a shape of its own (what SwiftUI's `stroke(lineWidth:)` and
/// `stroke(style:)` return): its path is the area a stroke of `style` covers.
nonisolated public struct StrokedShape<Base: Shape>: Shape, TransparentInPath {
    let shape: Base
    let style: StrokeStyle

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// Shown as a view: the outline stroked with the foreground style, drawn as the painter
    /// draws strokes (centred on the edge).
    public var body: ShapeView<Base> {
        ShapeView(shape: shape, paint: .stroke(ForegroundStyle(), Double(style.lineWidth), .center))
    }
}
