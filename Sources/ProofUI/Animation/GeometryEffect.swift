// Status: partial — `GeometryEffect` compiles as a modifier whose `effectValue(size:)` gives a `ProjectionTransform`; the projection is not painted yet (as `projectionEffect`): the view is drawn untransformed and the text description names the effect.

/// A modifier that moves, scales or projects its view's drawing without changing its layout
/// (SwiftUI's `GeometryEffect`).
///
/// ProofUI draws the view untransformed and notes the effect in the text description, as it
/// does for `projectionEffect` and `transformEffect`.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transformation of a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
    /// The view, drawn untransformed with a note naming the effect.
    public func body(content: Content) -> some View {
        content.noted("GeometryEffect \(Self.self) not drawn")
    }

    /// The effect, applied to drawing only (as every geometry effect is here).
    public func ignoredByLayout() -> Self { self }
}
