// Status: accepted and ignored — scroll positions, phases and geometry compile; a snapshot shows the scroll view at its start.
/// Where a scroll view is scrolled (SwiftUI's `ScrollPosition`): a snapshot shows the top.
nonisolated public struct ScrollPosition: Sendable {
    public init(idType: (some Hashable).Type = Never.self, edge: Edge? = nil) {}
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat? = nil, y: CGFloat? = nil) {}
    public init(edge: Edge) {}
    public init(point: CGPoint) {}
    public mutating func scrollTo(edge: Edge) {}
    public mutating func scrollTo(point: CGPoint) {}
    public mutating func scrollTo(x: CGFloat) {}
    public mutating func scrollTo(y: CGFloat) {}
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {}
    public var isPositionedByUser: Bool { false }
    public var edge: Edge? { nil }
    public var point: CGPoint? { nil }
    public var viewID: (any Hashable)? { nil }
    /// The identifier of the view scrolled to, if it is a `T` (nil: a snapshot shows the start).
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }
}

/// What a scroll view is doing (SwiftUI's `ScrollPhase`): idle in a snapshot.
nonisolated public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` reports.
nonisolated public struct ScrollPhaseChangeContext: Sendable {
    public let geometry: ScrollGeometry
    public let velocity: CGVector?
}

/// A scroll view's geometry (SwiftUI's `ScrollGeometry`).
nonisolated public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var contentInsets: EdgeInsets = EdgeInsets()
    public var containerSize: CGSize = .zero
    public var visibleRect: CGRect = .zero
    public var bounds: CGRect = .zero

    /// The geometry of a scroll view showing `containerSize` of its content from `contentOffset`
    /// (iOS 18): the visible rectangle and the bounds are that window onto the content.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
        visibleRect = CGRect(origin: contentOffset, size: containerSize)
        bounds = visibleRect
    }

    init() {}
}

nonisolated extension View {
    /// Accepted: a snapshot shows the scroll view at its start.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
    /// Accepted: a snapshot does not scroll.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
    /// Accepted: a snapshot does not scroll.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { self }
    /// Accepted: a snapshot does not scroll.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                      action: @escaping (T, T) -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted: a snapshot is at scroll position 0.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
}
