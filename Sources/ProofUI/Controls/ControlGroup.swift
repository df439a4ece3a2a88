// Status: partial — its controls side by side, 16 pt apart; control group styles are not available.

/// Controls grouped together (SwiftUI's `ControlGroup`): side by side.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 16) { content }
    }
}
