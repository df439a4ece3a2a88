// Status: partial — a custom `Transition` (iOS 17) is applied in its `.identity` phase, as a view at rest is drawn on iOS; its other phases are never played (a snapshot shows the view settled). SwiftUI's built-in transitions as `Transition` types (`OpacityTransition`…) are not declared: `.transition(.opacity)` takes `AnyTransition`.

/// A view's transition as a type (SwiftUI's `Transition`, iOS 17): its body for a phase.
public protocol Transition {
    associatedtype Body: View
    /// The view passed to ``body(content:phase:)``.
    typealias Content = PlaceholderContentView<Self>
    /// The content as it looks in `phase`.
    @ViewBuilder @MainActor func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does (whether it moves).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// Where a transition is (SwiftUI's `TransitionPhase`).
nonisolated public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted.
    case willAppear
    /// Inserted and at rest: how a snapshot draws it.
    case identity
    /// Being removed.
    case didDisappear

    /// Whether the view is at rest.
    public var isIdentity: Bool { self == .identity }
    /// -1 before appearing, 0 at rest, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does (SwiftUI's `TransitionProperties`).
nonisolated public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (reduced motion replaces such transitions).
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

nonisolated extension View {
    /// The view as `transition` draws it at rest (its `.identity` phase).
    @_disfavoredOverload
    public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionAtRest(transition: transition, content: self)
    }
}

nonisolated struct TransitionAtRest<T: Transition, Content: View>: View {
    let transition: T
    let content: Content
    @MainActor var body: some View {
        transition.body(content: PlaceholderContentView<T>(content: content), phase: .identity)
    }
}
