// Status: partial — materials (`.ultraThinMaterial` … `.bar`) paint as the iOS 18 material's translucent tint over what is behind, without the blur; `EnvironmentValues.backgroundMaterial` is kept for views that read it.

/// A translucent blurred material (SwiftUI's `Material`): painted as the iOS 18 material's
/// tint over what is behind, without the blur.
nonisolated public struct Material: ShapeStyle, Hashable {
    let light: Color
    let dark: Color

    /// The most translucent material.
    public static let ultraThin = Material(light: Color(white: 1, opacity: 0.45), dark: Color(white: 0.15, opacity: 0.45))
    /// A more translucent than opaque material.
    public static let thin = Material(light: Color(white: 1, opacity: 0.6), dark: Color(white: 0.15, opacity: 0.6))
    /// The material of medium translucency.
    public static let regular = Material(light: Color(white: 0.97, opacity: 0.78), dark: Color(white: 0.12, opacity: 0.78))
    /// A more opaque than translucent material.
    public static let thick = Material(light: Color(white: 0.97, opacity: 0.9), dark: Color(white: 0.1, opacity: 0.9))
    /// The most opaque material.
    public static let ultraThick = Material(light: Color(white: 0.97, opacity: 0.96), dark: Color(white: 0.08, opacity: 0.96))
    /// The material of bars.
    public static let bar = Material(light: Color(white: 0.97, opacity: 0.94), dark: Color(white: 0.09, opacity: 0.94))
}

nonisolated extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThin }
    public static var thinMaterial: Material { Material.thin }
    public static var regularMaterial: Material { Material.regular }
    public static var thickMaterial: Material { Material.thick }
    public static var ultraThickMaterial: Material { Material.ultraThick }
    /// The material of bars (navigation, tab and tool bars).
    public static var bar: Material { Material.bar }
}

nonisolated extension EnvironmentValues {
    /// The material underneath the current view (SwiftUI's `backgroundMaterial`): nil unless
    /// a view set it; ProofUI's own views do not read it.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}

nonisolated private struct BackgroundMaterialKey: EnvironmentKey {
    static var defaultValue: Material? { nil }
}
