// Status: partial — a stack draws its root screen under its navigation bar; pushed screens and `navigationDestination` are accepted and not drawn.

nonisolated extension View {
    /// Accepted: pushed screens are not drawn.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// Accepted: pushed screens are not drawn.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    /// Accepted: pushed screens are not drawn.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
}

/// A stack of screens with a navigation bar (SwiftUI's `NavigationStack`): a snapshot shows
/// its root screen under the bar its views ask for (title, toolbar items, search field).
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolveNavigation(root, in: resolver)
    }
}
