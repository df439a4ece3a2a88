// Status: accepted and ignored — context menus compile; the menu is closed in a snapshot.
nonisolated extension View {
    /// Accepted; the menu is closed in a snapshot.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Accepted (iOS 13's form); the menu is closed in a snapshot.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }
}

/// A context menu's items (SwiftUI's deprecated `ContextMenu`, iOS 13).
nonisolated public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

nonisolated extension View {
    /// Accepted; the menu is closed in a snapshot.
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                           @ViewBuilder preview: () -> Preview) -> some View { self }
}

nonisolated extension View {
    /// Accepted: a snapshot has no context menu open.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View { self }
}
