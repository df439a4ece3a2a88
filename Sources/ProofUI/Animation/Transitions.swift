// Status: accepted and ignored — transitions and content transitions compile and are never played (a snapshot shows the view settled).

import ProofRender
nonisolated extension View {
    /// Accepted; a snapshot shows the inserted view as it settles.
    public func transition(_ transition: AnyTransition) -> some View { self }
}

/// How a view is inserted and removed (SwiftUI's `AnyTransition`): a snapshot shows the view
/// settled, so transitions are accepted and never played.
nonisolated public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier") }
    /// The symbol's own appear and disappear effect (iOS 17); never played.
    public static var symbolEffect: AnyTransition { AnyTransition(name: "symbolEffect") }
    /// A symbol effect as the transition (iOS 17); never played.
    public static func symbolEffect<T: TransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> AnyTransition {
        AnyTransition(name: "symbolEffect")
    }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
    /// Accepted.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// How content changes animate (accepted).
nonisolated public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }

    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}
