// Status: accepted and ignored — custom animations (iOS 17) compile and are kept by name; a
// snapshot shows the end state, so `animate` is never called.

import Foundation

/// An animation an app writes itself (SwiftUI's `CustomAnimation`, iOS 17).
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time`, or nil when the animation is finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time`, or nil when it is not known.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new animation merges with this running one.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// The state a custom animation keeps between steps (SwiftUI's `AnimationContext`).
nonisolated public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's own state, by key.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its logical end (its value may still move).
    public var isLogicallyComplete: Bool
    /// The environment of the view the animation runs in.
    public var environment: EnvironmentValues

    init() {
        state = AnimationState()
        isLogicallyComplete = false
        environment = EnvironmentValues()
    }
}

/// A custom animation's state (SwiftUI's `AnimationState`), read and written by key.
nonisolated public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key of a custom animation's state (SwiftUI's `AnimationStateKey`).
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated extension Animation {
    /// An animation made of a custom one (iOS 17): accepted; a snapshot shows the end state.
    public init<A: CustomAnimation>(_ base: A) {
        self.init("custom \(A.self)")
    }
}

nonisolated extension VectorArithmetic {
    /// This value multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}
