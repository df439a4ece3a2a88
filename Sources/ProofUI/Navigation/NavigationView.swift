// Status: partial — drawn as on iPhone: its first view in a navigation stack; other columns and styles are accepted and not drawn.

nonisolated extension View {
    /// Accepted: iPhone stacks draw the same whatever the style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// How navigation views look (accepted on iPhone).
public protocol NavigationViewStyle {}
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
nonisolated extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
nonisolated extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { .init() } }

/// The older navigation container (SwiftUI's `NavigationView`): drawn as a stack on iPhone.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        // On iPhone a NavigationView shows its first column; the others would be pushed.
        let first = options(of: content).first?.view ?? AnyView(EmptyView())
        try resolveNavigation(first, in: resolver)
    }
}
