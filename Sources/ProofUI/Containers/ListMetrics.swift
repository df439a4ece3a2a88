/// The numbers of iOS 18 lists, forms and bars on iPhone, in points, written once (measured on
/// iOS 18 simulator screenshots at @3x; HIG: rows at least 44 pt).
nonisolated enum ListMetrics {
    /// Inset of grouped sections from the screen edges.
    static let sectionInset = 16.0
    static let sectionRadius = 10.0
    /// Space above a section with no header, and between sections.
    static let sectionSpacing = 35.0
    static let rowMinHeight = 44.0
    static let rowPadding = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The space between a label and the value stacked under it at the accessibility sizes
    /// (estimated: UIKit documents `textToSecondaryTextVerticalPadding` but not its default).
    static let stackedValueSpacing = 4.0
    static let headerPadding = EdgeInsets(top: 17, leading: 16, bottom: 7, trailing: 16)
    static let footerPadding = EdgeInsets(top: 7, leading: 16, bottom: 0, trailing: 16)
    /// The navigation bar, and the large title under it.
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let barItemInset = 16.0
    static let searchFieldHeight = 36.0
    static let searchFieldRadius = 10.0
    /// The tab bar above the bottom safe area.
    static let tabBarHeight = 49.0
    static let tabIconSize = 24.0
}

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
