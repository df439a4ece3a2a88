// Status: partial — a keyframe animator is drawn with its initial value; keyframes compile and never play.
/// A view whose value follows keyframes over time (SwiftUI's `KeyframeAnimator`): drawn with
/// its initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(initialValue: Value, repeating: Bool, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View {
        content(initialValue)
    }
}

nonisolated extension View {
    /// Animates the view through keyframes: drawn with the initial value.
    public func keyframeAnimator<Value, Modified: View, Path>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View {
        content(PlaceholderContentView<Self>(content: self), initialValue)
    }

    /// Animates the view through keyframes, repeating: drawn with the initial value.
    public func keyframeAnimator<Value, Modified: View, Path>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View {
        content(PlaceholderContentView<Self>(content: self), initialValue)
    }
}

/// Keyframes, built from tracks or keyframes (SwiftUI's `KeyframesBuilder`): kept only as
/// types, since a snapshot shows the initial value.
@resultBuilder
nonisolated public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildBlock(_ parts: Keyframes...) -> Keyframes { Keyframes() }
    public static func buildOptional(_ part: Keyframes?) -> Keyframes { Keyframes() }
    public static func buildEither(first: Keyframes) -> Keyframes { Keyframes() }
    public static func buildEither(second: Keyframes) -> Keyframes { Keyframes() }
    public static func buildArray(_ parts: [Keyframes]) -> Keyframes { Keyframes() }
}

/// Built keyframes.
nonisolated public struct Keyframes: Sendable {}

/// The keyframes of one property of an animated value (SwiftUI's `KeyframeTrack`).
nonisolated public struct KeyframeTrack<Root, Value, Content> {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) where Root == Value {}
}

/// The keyframes of a track (SwiftUI's `KeyframeTrackContentBuilder`).
@resultBuilder
nonisolated public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildBlock(_ parts: Keyframes...) -> Keyframes { Keyframes() }
    public static func buildOptional(_ part: Keyframes?) -> Keyframes { Keyframes() }
    public static func buildEither(first: Keyframes) -> Keyframes { Keyframes() }
    public static func buildEither(second: Keyframes) -> Keyframes { Keyframes() }
    public static func buildArray(_ parts: [Keyframes]) -> Keyframes { Keyframes() }
}

/// A keyframe reached at a constant rate.
nonisolated public struct LinearKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring.
nonisolated public struct SpringKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
nonisolated public struct CubicKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe the value jumps to.
nonisolated public struct MoveKeyframe<Value> {
    public init(_ to: Value) {}
}
