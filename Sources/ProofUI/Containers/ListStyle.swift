// Status: partial — lists drawn in the inset grouped, grouped, plain and inset styles; the sidebar style is drawn as inset grouped; `scrollContentBackground(.hidden)` hides the grouped background of lists and forms.

/// How a list looks (SwiftUI's list styles).
nonisolated public enum ListLook: Hashable, Sendable {
    case insetGrouped, grouped, plain, inset, sidebar
}

/// A look for lists (SwiftUI's `ListStyle`): the built-in ones.
public protocol ListStyle {
    var look: ListLook { get }
}

nonisolated public struct DefaultListStyle: ListStyle { public init() {}; public var look: ListLook { .insetGrouped } }
nonisolated public struct InsetGroupedListStyle: ListStyle { public init() {}; public var look: ListLook { .insetGrouped } }
nonisolated public struct GroupedListStyle: ListStyle { public init() {}; public var look: ListLook { .grouped } }
nonisolated public struct PlainListStyle: ListStyle { public init() {}; public var look: ListLook { .plain } }
nonisolated public struct InsetListStyle: ListStyle { public init() {}; public var look: ListLook { .inset } }
nonisolated public struct SidebarListStyle: ListStyle { public init() {}; public var look: ListLook { .sidebar } }

nonisolated extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
nonisolated extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
nonisolated extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
nonisolated extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
nonisolated extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
nonisolated extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

nonisolated extension EnvironmentValues {
    var listLook: ListLook? {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    var hidesScrollContentBackground: Bool {
        get { self[ScrollBackgroundKey.self] }
        set { self[ScrollBackgroundKey.self] = newValue }
    }
}

nonisolated private enum ListLookKey: EnvironmentKey { static var defaultValue: ListLook? { nil } }
nonisolated private enum ScrollBackgroundKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension View {
    /// Draws lists in this view with `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listLook, style.look)
    }

    /// Hides the grouped background of lists and forms in this view (`.hidden`).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.hidesScrollContentBackground, visibility == .hidden)
    }
}
