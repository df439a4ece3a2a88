// Status: partial — `Glass` (`regular`, `clear`, `identity`, `tint`, `interactive`) and `glassEffect(_:in:)` paint a translucent fill of the shape behind the view (the tint, where there is one, over it); the refraction, blur and specular highlights of Liquid Glass are not painted, and the fill's colours are chosen, not measured (Apple documents none). `glassEffectID`, `glassEffectUnion` and `glassEffectTransition` are accepted and change nothing in a still picture.

/// The configuration of the Liquid Glass material (SwiftUI's `Glass`, iOS 26), given to
/// ``View/glassEffect(_:in:)``.
nonisolated public struct Glass: Equatable, Sendable {
    nonisolated enum Variant: Equatable, Sendable { case regular, clear, identity }

    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard variant, the default of ``View/glassEffect(_:in:)``.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// A more transparent variant, for glass over media.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the view is drawn as it is (to turn the effect off conditionally).
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// A copy of the glass tinted with `color` (`nil` removes the tint).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

    /// A copy of the glass that reacts to touches (nothing changes in a still picture).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// The fill painted for this glass: a tint shows through at most of its strength, untinted
    /// glass is a light (dark in dark mode) veil, `clear` a fainter one.
    func fill(in environment: EnvironmentValues) -> Color? {
        if variant == .identity { return nil }
        if let tintColor { return tintColor.opacity(variant == .clear ? 0.5 : 0.8) }
        let dark = environment.colorScheme == .dark
        switch variant {
        case .clear: return Color(white: dark ? 0.2 : 1, opacity: dark ? 0.2 : 0.3)
        default: return Color(white: dark ? 0.18 : 0.98, opacity: dark ? 0.55 : 0.7)
        }
    }
}

/// The shape ``View/glassEffect(_:in:)`` uses by default: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How a view with a glass effect appears and disappears (SwiftUI's `GlassEffectTransition`).
nonisolated public struct GlassEffectTransition: Sendable {
    let name: String
    /// The glass morphs from or into the nearest glass in its container.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// The glass fades in or out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

nonisolated extension View {
    /// Paints `glass` in `shape` behind the view, anchored to the view's bounds (its padding
    /// included), as SwiftUI's Liquid Glass effect does.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        EnvironmentReader { environment in
            if let fill = glass.fill(in: environment) {
                self.background(fill, in: shape)
            } else {
                self
            }
        }
    }

    /// Associates the view's glass with `id` in `namespace`, for morphing between states
    /// (nothing to draw in a still picture).
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// Joins the view's glass with the other glass of the same `id` into one shape in a
    /// ``GlassEffectContainer`` (each is painted in its own shape here).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

    /// How the view's glass appears and disappears (nothing to draw in a still picture).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}
