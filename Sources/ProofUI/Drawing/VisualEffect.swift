// Status: accepted and ignored — `visualEffect` compiles; the view is drawn without the effect (noted).
/// Effects applied from a view's geometry (SwiftUI's `VisualEffect`): accepted; the view is
/// drawn without them, as with the other effects the painter does not draw yet.
public protocol VisualEffect: Sendable {}

/// The effect a `visualEffect` closure starts from.
nonisolated public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

nonisolated extension VisualEffect {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func contrast(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { EmptyVisualEffect() }
}

nonisolated extension View {
    /// Accepted: the view is drawn without the effect, noted in the text description.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        noted("visualEffect not drawn")
    }
}
