// Status: accepted and ignored — `presentationBackgroundInteraction` compiles; presentations are not drawn.

/// Whether people can use the view behind a presented sheet (SwiftUI's
/// `PresentationBackgroundInteraction`, iOS 16.4).
nonisolated public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    /// The system's choice: interaction behind a sheet is off.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    /// The view behind the sheet can be used.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    /// The view behind the sheet can be used up to `detent`, and not above it.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled(upThrough:)")
    }
    /// The view behind the sheet cannot be used.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

nonisolated extension View {
    /// Accepted: presentations are not drawn.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
}
