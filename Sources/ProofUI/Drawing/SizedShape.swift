// Status: supported — a shape drawn in a rectangle of a given size at its frame's origin
// (iOS 17's `size(_:)`), its frame unchanged.

/// A shape that makes its path in a rectangle of a fixed size at the origin of the rectangle
/// it is given (SwiftUI's `_SizedShape`).
nonisolated public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize

    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}

nonisolated extension Shape {
    /// This shape made in a `size` rectangle at its frame's origin. Apple: "This does not
    /// affect the layout properties of any views created from the shape."
    public func size(_ size: CGSize) -> some Shape {
        _SizedShape(shape: self, size: size)
    }

    /// This shape made in a `width` × `height` rectangle at its frame's origin.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}
