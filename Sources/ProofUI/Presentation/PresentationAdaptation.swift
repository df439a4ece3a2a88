// Status: accepted and ignored — `presentationCompactAdaptation` compiles; presentations are not drawn.
nonisolated extension View {
    /// Accepted: presentations are not drawn.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}

/// How a presentation adapts to a compact size.
nonisolated public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
