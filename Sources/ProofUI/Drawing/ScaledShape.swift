// Status: supported — a shape scaled around an anchor inside its unchanged frame (`shape.scale(0.99)`), drawn as SwiftUI draws it.

import ProofLayout
import ProofRender

/// A shape with a scale applied to it (SwiftUI's `ScaledShape`): the outline is scaled around
/// ``anchor`` of the frame; the frame itself does not change.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    /// The shape being scaled.
    public var shape: Content
    /// The horizontal and vertical factors (1: unchanged, 0.5: half, 2: double).
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint

    /// The shape `shape` scaled by `scale` around `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, scaled around ``anchor``.
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + CGFloat(anchor.x) * rect.width, y = rect.minY + CGFloat(anchor.y) * rect.height
        let transform = CGAffineTransform(translationX: x, y: y)
            .scaledBy(x: scale.width, y: scale.height)
            .translatedBy(x: -x, y: -y)
        return shape.path(in: rect).applying(transform)
    }
}

nonisolated extension Shape {
    /// This shape scaled by `x` and `y` around `anchor`, its frame unchanged.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` in both directions around `anchor`, its frame unchanged.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}
