// Status: partial — drawn as on a compact iPhone: the sidebar column in a navigation stack; iPad's side-by-side content and detail columns, column widths, visibility and styles are accepted and not drawn.

nonisolated extension View {
    /// Accepted.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Accepted.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

nonisolated extension View {
    /// Accepted: a compact iPhone shows one column, so the style (how columns share an iPad's
    /// width) changes nothing drawn.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}

/// How a navigation split view shares its width between columns (SwiftUI's
/// `NavigationSplitViewStyle`, iOS 16). Only the built-in styles exist here.
@MainActor @preconcurrency public protocol NavigationSplitViewStyle {}

/// The platform's split style (SwiftUI's `AutomaticNavigationSplitViewStyle`).
@MainActor @preconcurrency public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
}

/// Narrows the detail column to make room for the leading ones (SwiftUI's `BalancedNavigationSplitViewStyle`).
@MainActor @preconcurrency public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

/// Keeps the detail column's size, covering it with the leading ones (SwiftUI's
/// `ProminentDetailNavigationSplitViewStyle`).
@MainActor @preconcurrency public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's split style.
    @MainActor @preconcurrency public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Narrows the detail column to make room for the leading ones.
    @MainActor @preconcurrency public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// Keeps the detail column's size.
    @MainActor @preconcurrency public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

/// Columns of navigation (SwiftUI's `NavigationSplitView`): on a compact iPhone, the first
/// column in a stack.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolveNavigation(sidebar, in: resolver)
    }
}

nonisolated extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

/// Which columns of a split view show.
nonisolated public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
