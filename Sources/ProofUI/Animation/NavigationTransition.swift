// Status: accepted and ignored — navigation transitions compile; a snapshot has no navigation transition.
nonisolated extension View {
    /// Accepted: a snapshot has no navigation transition.
    public func navigationTransition(_ style: NavigationTransitionStyle) -> some View { self }
    /// Accepted: a snapshot has no navigation transition.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}

/// A navigation transition's style.
nonisolated public struct NavigationTransitionStyle: Sendable {
    let name: String
    public static let automatic = NavigationTransitionStyle(name: "automatic")
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransitionStyle {
        NavigationTransitionStyle(name: "zoom")
    }
}
