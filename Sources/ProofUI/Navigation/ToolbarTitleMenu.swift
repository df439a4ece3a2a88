// Status: accepted — a title menu compiles in a toolbar; the title is drawn as before, without the menu's chevron (a snapshot never opens the menu).

/// A menu of actions attached to the navigation title (SwiftUI's `ToolbarTitleMenu`, iOS 16):
/// on iPhone, tapping the title opens it. The menu's items are never shown in a snapshot.
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    let content: Content

    /// A title menu showing `content` when opened.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

nonisolated extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu whose actions come from the app's commands.
    public init() {
        self.content = EmptyView()
    }
}

nonisolated extension View {
    /// The title menu of this view's navigation bar (iOS 16): accepted; the title is drawn as
    /// without it, since a snapshot never opens the menu.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}
