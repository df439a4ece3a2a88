// Status: partial — `shadow(color:radius:x:y:)` is drawn (a Gaussian blur of the view's coverage); `ShadowStyle` in a shape style is accepted and ignored.

import ProofRender
/// A shadow as part of a shape style (SwiftUI's `ShadowStyle`): accepted, and the style is
/// drawn without the shadow.
nonisolated public struct ShadowStyle: Hashable, Sendable {
    let inner: Bool
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: false)
    }
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: true)
    }
}

nonisolated extension ShapeStyle {
    /// This style with a shadow: accepted and ignored, the style is painted without it (listed in
    /// Docs/SwiftUI/Painting.md); the view modifier `shadow(color:radius:x:y:)` draws shadows.
    public func shadow(_ style: ShadowStyle) -> Self { self }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style with a shadow (`.background(.shadow(.drop(radius: 4)), in: shape)`):
    /// painted as the foreground style, the shadow accepted and ignored as for
    /// ``ShapeStyle/shadow(_:)``.
    public static func shadow(_ style: ShadowStyle) -> ForegroundStyle { ForegroundStyle() }
}

nonisolated extension View {
    /// A shadow under the view: its coverage blurred by `radius` (a Gaussian of standard
    /// deviation radius / 2), in `color`, moved by `x` (towards the trailing edge) and `y`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let radius = try resolver.length(Double(radius), "the shadow radius")
            let x = try resolver.finite(Double(x), "the shadow's x offset"), y = try resolver.finite(Double(y), "the shadow's y offset")
            let offset = Point(x: resolver.environment.layoutDirection == .rightToLeft ? -x : x, y: y)
            guard radius > 0 || offset != Point(x: 0, y: 0) else { return }
            element.effects.append(.shadow(Shadow(color: try resolver.resolve(color), radius: radius, offset: offset)))
        }
    }
}
