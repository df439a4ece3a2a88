// Status: accepted and ignored — scroll transitions compile; at scroll position 0 every view is in its identity phase.
/// Where a view is in a scroll transition (SwiftUI's `ScrollTransitionPhase`): identity in a
/// snapshot, at scroll position 0.
nonisolated public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    /// −1, 0 or 1.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition is driven.
nonisolated public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> Self { self }

    /// When a scroll transition starts.
    nonisolated public struct Threshold: Sendable {
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        /// When the view's centre passes the scroll view's centre.
        public static var centered: Threshold { Threshold() }
        /// A threshold between this one and `other` (iOS 17).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
        /// This threshold inset by `length` points (iOS 17).
        public func inset(by distance: Double) -> Threshold { self }
    }
}

nonisolated extension View {
    /// The view in its identity phase: at scroll position 0 a view in sight is there.
    public func scrollTransition<Modified: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                 transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Modified) -> some View {
        self
    }

    /// The view in its identity phase.
    public func scrollTransition<Modified: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                 axis: Axis? = nil,
                                                 transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Modified) -> some View {
        self
    }
}
