// Status: partial — `ScrollTargetBehavior` (iOS 17) with `updateTarget(_:context:)`, `ScrollTarget`, `ScrollTargetBehaviorContext`, `.paging`, `.viewAligned` and custom behaviours compile; SwiftUI calls `updateTarget` when a scroll gesture ends or the scroll view's size changes, and a snapshot has neither, so a snapshot is at scroll position 0 and no behaviour is called.

/// How a scroll view picks where scrolling stops (SwiftUI's `ScrollTargetBehavior`).
///
/// SwiftUI calls ``updateTarget(_:context:)`` when a scroll gesture ends and when the scroll
/// view's size changes; a snapshot lays a scroll view out once at position 0 with no gesture,
/// so it never calls it.
public protocol ScrollTargetBehavior {
    /// The context in which the behaviour updates a target.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Changes `target`, the place scrolling would naturally stop, to where it should stop.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll view is to scroll to (SwiftUI's `ScrollTarget`): the rectangle of the
/// content that should be visible, and the anchor of that rectangle.
nonisolated public struct ScrollTarget: Sendable {
    /// The rectangle of the content that the scroll view shows.
    public var rect: CGRect
    /// The point of `rect` that the scroll view aligns; nil aligns its top leading corner.
    public var anchor: UnitPoint?

    /// A target showing `rect`, aligned at `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows when it updates a target (SwiftUI's
/// `ScrollTargetBehaviorContext`); environment values read through it by key path.
@dynamicMemberLookup
nonisolated public struct ScrollTargetBehaviorContext {
    /// The target when the scroll gesture began.
    public var originalTarget: ScrollTarget
    /// The scroll gesture's velocity, in points per second.
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view less its insets (such as the safe area).
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    let environment: EnvironmentValues

    init(originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize,
         axes: Axis.Set, environment: EnvironmentValues) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.environment = environment
    }

    /// An environment value of the scroll view.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// Stops scrolling at the edges of the scroll view's own size, a page at a time (SwiftUI's
/// `PagingScrollTargetBehavior`).
nonisolated public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}

    /// Moves the target to the nearest page: a multiple of the container's size along each
    /// scrolling axis, within the content.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func paged(_ offset: CGFloat, page: CGFloat, content: CGFloat) -> CGFloat {
            guard page > 0 else { return offset }
            let last = max(0, content - page)
            return min(max(0, (offset / page).rounded() * page), last)
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = paged(target.rect.minX, page: context.containerSize.width, content: context.contentSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = paged(target.rect.minY, page: context.containerSize.height, content: context.contentSize.height)
        }
    }
}

/// Stops scrolling at the edge of a view of the scroll target layout (SwiftUI's
/// `ViewAlignedScrollTargetBehavior`).
nonisolated public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one scroll gesture may pass.
    nonisolated public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// Always limited on iPhone (compact), otherwise not (SwiftUI's default).
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view per gesture.
        public static let always = LimitBehavior(name: "always")
        /// No limit.
        public static let never = LimitBehavior(name: "never")
        /// A few views per gesture (iOS 18).
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// One view per gesture (iOS 18).
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}

    /// Leaves the target as it is: which views the scroll target layout holds is known only to
    /// a scrolling scroll view, and a snapshot never scrolls, so this is never called there.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

nonisolated extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Stops at the views of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    /// Stops at the views of the scroll target layout, passing at most as many as `limitBehavior` lets.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}

nonisolated extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Stops a page (the scroll view's size) at a time.
    public static var paging: PagingScrollTargetBehavior { .init() }
}

nonisolated extension View {
    /// Sets how the scroll views inside pick where scrolling stops. Accepted: a snapshot is at
    /// scroll position 0 with no gesture, so `behavior` is never called.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
}
