// Status: accepted and ignored — the proxy is handed to the content and never scrolls in a snapshot.

/// Scrolls to views by id (SwiftUI's `ScrollViewReader`): the proxy is handed to the content
/// and never scrolls in a snapshot.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls a scroll view (SwiftUI's `ScrollViewProxy`): does nothing in a snapshot.
nonisolated public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
