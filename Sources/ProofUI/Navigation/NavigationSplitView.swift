// Status: partial — drawn as on a compact iPhone: the sidebar column in a navigation stack; iPad's side-by-side content and detail columns, column widths, visibility and styles are accepted and not drawn.

nonisolated extension View {
    /// Accepted.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Accepted.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

nonisolated extension View {
    /// Accepted.
    public func navigationSplitViewStyle<S>(_ style: S) -> some View { self }
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
