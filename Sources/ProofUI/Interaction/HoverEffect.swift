// Status: accepted and ignored — `hoverEffect(_:)` compiles; a snapshot has no pointer hovering, so the view is drawn as it is.

/// How a view reacts when a pointer hovers over it (SwiftUI's `HoverEffect`).
nonisolated public struct HoverEffect: Sendable {
    private let name: String

    /// The system's effect for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifted, with a shadow.
    public static let lift = HoverEffect(name: "lift")
}

nonisolated extension View {
    /// Accepted: a snapshot has no pointer hovering, so the view is drawn without the effect.
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }

    /// Accepted: a snapshot has no pointer hovering, so the view is drawn without the effect.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool) -> some View { self }
}
