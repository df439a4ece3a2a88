// Status: supported — a shape moved by an offset (`Circle().offset(x: -100, y: 50).stroke()`), drawn as SwiftUI draws it.

import ProofLayout
import ProofRender

/// A shape with a translation applied to it (SwiftUI's `OffsetShape`): the shape's outline
/// moves, its frame does not.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    /// The shape being moved.
    public var shape: Content
    /// How far the outline moves, in points (positive: right and down).
    public var offset: CGSize

    /// The shape `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline in `rect`, moved by ``offset``.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape drawn as a view like its content moved by an offset: the painter draws the
/// content's exact geometry (a circle stays a circle, not its Bézier path) at the offset.
protocol OffsetDrawnShape {
    func contentGeometry(in environment: EnvironmentValues) -> ShapeGeometry
    var drawingOffset: CGSize { get }
}

nonisolated extension OffsetShape: OffsetDrawnShape {
    func contentGeometry(in environment: EnvironmentValues) -> ShapeGeometry { shape.resolvedGeometry(in: environment) }
    var drawingOffset: CGSize { offset }
}

nonisolated extension Shape {
    /// This shape moved by `offset` (negative: left and up), its frame unchanged.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// This shape moved by `offset` (negative: left and up), its frame unchanged.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved `x` points right and `y` points down (negative: left and up), its
    /// frame unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
