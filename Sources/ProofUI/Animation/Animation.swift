// Status: accepted and ignored — animations, springs, transactions and `withAnimation` compile; a snapshot shows the state after every change has settled (`withAnimation` runs its body at once).

/// An animation curve (SwiftUI's `Animation`). A snapshot shows the state after every change
/// has finished, so animations are accepted for source compatibility and never run.
nonisolated public struct Animation: Hashable, Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring animation with `spring`'s parameters.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation { .interactiveSpring }
    /// An interactive spring with a perceptual duration and bounce (iOS 17).
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation { .interactiveSpring }
    /// A spring that keeps its velocity across changes, with a perceptual duration and bounce (iOS 17).
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation { .spring }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    /// A spring from a `Spring` (iOS 17); a snapshot draws the end state.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation { .spring }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation { .default }

    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// This animation, counted as complete `duration` seconds in (iOS 17): a snapshot shows the end.
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}

/// Runs `body` at once and returns its result: a snapshot has no animations.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once and returns its result: a snapshot has no transactions.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// Accepted; a snapshot shows the state after the animation.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot shows the state after the animation.
    public func animation(_ animation: Animation?) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no transaction.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// An easing curve (SwiftUI's `UnitCurve`).
nonisolated public struct UnitCurve: Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// A spring's motion (SwiftUI's `Spring`).
nonisolated public struct Spring: Sendable {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public init(response: Double, dampingRatio: Double) {}
    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
}

/// When an animation counts as complete (SwiftUI's `AnimationCompletionCriteria`).
nonisolated public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` at once, then `completion`: a snapshot has no animations.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

nonisolated extension View {
    /// The view with `body`'s modifiers applied to it, the body given the view as a
    /// ``PlaceholderContentView`` (iOS 17: `.animation(.snappy) { $0.scaleEffect(2) }`). A
    /// snapshot shows the state after the animation.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView<Self>(content: self))
    }
}
