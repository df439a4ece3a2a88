// Status: accepted and ignored — named coordinate spaces compile; they matter to gestures, which never run (geometry proxies read `.local` and `.global`).
nonisolated extension View {
    /// Accepted; coordinate spaces matter to gestures, which never run.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}

nonisolated extension View {
    /// Accepted; coordinate spaces matter to gestures, which never run.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}

/// A coordinate space of a gesture or a geometry proxy.
nonisolated public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    /// The nearest scroll view's space (iOS 17): a snapshot is at scroll position 0.
    public static var scrollView: CoordinateSpace { .named("scrollView") }
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named("scrollView") }
}

nonisolated extension CoordinateSpace: @unchecked Sendable {}

/// A named coordinate space (iOS 17's `.named("scroll")` spelling).
nonisolated public struct NamedCoordinateSpace: Hashable, Sendable {
    let name: String
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
    public static let global = NamedCoordinateSpace(name: "global")
    public static let local = NamedCoordinateSpace(name: "local")
    /// The nearest scroll view's space (iOS 17).
    public static let scrollView = NamedCoordinateSpace(name: "scrollView")
    /// The coordinate space of the nearest scroll view scrolling along `axis` (iOS 17).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView(\(axis))") }
}
