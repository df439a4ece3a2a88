// Status: supported — a shape rotated around an anchor inside its unchanged frame (`Rectangle().rotation(.degrees(45))`), drawn as SwiftUI draws it.

import ProofLayout
import ProofRender

/// A shape with a rotation applied to it (SwiftUI's `RotatedShape`): the outline turns around
/// ``anchor`` of the frame (positive angles clockwise on screen); the frame does not change.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    /// The shape being rotated.
    public var shape: Content
    /// The rotation, clockwise on screen for positive angles.
    public var angle: Angle
    /// The point of the frame the shape turns around.
    public var anchor: UnitPoint

    /// The shape `shape` rotated by `angle` around `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, rotated around ``anchor``.
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + CGFloat(anchor.x) * rect.width, y = rect.minY + CGFloat(anchor.y) * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
}

nonisolated extension Shape {
    /// This shape rotated by `angle` around `anchor`, its frame unchanged.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
