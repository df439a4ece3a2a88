// Status: accepted and ignored — navigation transitions compile; a snapshot has no navigation transition.
nonisolated extension View {
    /// Accepted: a snapshot has no navigation transition.
    public func navigationTransition(_ style: NavigationTransitionStyle) -> some View { self }
    /// Accepted: a snapshot has no navigation transition.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
    /// Accepted: the configuration (background, clip shape, shadow) styles the source during a
    /// zoom transition only, and a snapshot shows the source at rest (iOS 18).
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View { self }
}

/// How the source of a zoom transition looks while the transition runs (SwiftUI's
/// `MatchedTransitionSourceConfiguration`; iOS 18).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source's own look (SwiftUI's `EmptyMatchedTransitionSourceConfiguration`).
nonisolated public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

nonisolated extension MatchedTransitionSourceConfiguration {
    /// A colour behind the source while it zooms.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }
    /// The shape the source is clipped to while it zooms.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }
    /// A shadow under the source while it zooms.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }
}

/// A navigation transition's style.
nonisolated public struct NavigationTransitionStyle: Sendable {
    let name: String
    public static let automatic = NavigationTransitionStyle(name: "automatic")
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransitionStyle {
        NavigationTransitionStyle(name: "zoom")
    }
}
