// Status: partial — `DefaultToolbarItem(kind:placement:)` (iOS 26), `ToolbarDefaultItemKind` (`.search`, `.sidebarToggle`, `.title`) and `sharedBackgroundVisibility(_:)` compile in a toolbar; a default item is the system's own (the search field `searchable` draws where ProofUI draws it, the title where the navigation bar draws it), so it adds nothing to the toolbar, and ProofUI draws toolbar items without iOS 26's shared glass background, so hiding it changes nothing.

/// A kind of toolbar item the system adds by default (SwiftUI's `ToolbarDefaultItemKind`).
nonisolated public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// The sidebar toggle a `NavigationSplitView` adds (iOS 17).
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title and subtitle in the navigation bar (iOS 18).
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// The search item `searchable` adds (iOS 26).
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// Where the system's own toolbar item of `kind` goes (SwiftUI's `DefaultToolbarItem`,
/// iOS 26). The item is the system's: it adds nothing here.
nonisolated public struct DefaultToolbarItem: ToolbarContent {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// The system's item of `kind`, moved to `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }
}

/// Toolbar content with its shared glass background shown or hidden.
nonisolated public struct SharedBackgroundToolbarContent<Content: ToolbarContent>: ToolbarContent, ToolbarCollecting {
    let content: Content
    let visibility: Visibility

    func collectToolbar(into entries: inout [ToolbarEntry]) {
        ProofUI.collectToolbar(content, into: &entries)
    }
}

nonisolated extension ToolbarContent {
    /// Shows or hides the glass background the item shares with its group (iOS 26); ProofUI
    /// draws toolbar items without it, so the items draw as they are.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> SharedBackgroundToolbarContent<Self> {
        SharedBackgroundToolbarContent(content: self, visibility: visibility)
    }
}
