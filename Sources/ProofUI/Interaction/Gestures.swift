// Status: accepted and ignored — gestures (built-in, and custom ones with a `body`) and gesture modifiers compile and are never recognised; `@GestureState` shows its initial value.
nonisolated extension View {
    /// Accepted; never runs.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// Accepted; never runs (iOS 13's form, deprecated in iOS 16).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Accepted; never runs (iOS 18).
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Accepted; never runs (iOS 18).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Accepted; never runs (iOS 18).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }
}

/// Gesture state that resets when the gesture ends (SwiftUI's `@GestureState`): a snapshot
/// shows the initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    public init(wrappedValue: Value) {
        initial = wrappedValue
    }

    public init(initialValue: Value) {
        initial = initialValue
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initial = wrappedValue
    }

    public var wrappedValue: Value { initial }

    public var projectedValue: GestureState<Value> { self }
}

/// A gesture (SwiftUI's `Gesture`): accepted, never recognised in a snapshot.
///
/// A custom gesture is a type with a `body` made of other gestures (its `Value` is its body's);
/// the built-in gestures have no body (`Never`).
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and ends.
    associatedtype Value
    /// The gesture this one is made of; `Never` for the built-in gestures.
    associatedtype Body: Gesture = Never
    /// The gestures this one is made of.
    var body: Body { get }
    /// Ties `Value` to the body's value for a custom gesture, as SwiftUI's own gesture
    /// requirement does, so that Swift infers it (ProofUI's; never called).
    static func _proofValue(of bodyValue: Body.Value) -> Value?
}

nonisolated extension Never: Gesture {
    public typealias Value = Never
    public static func _proofValue(of bodyValue: Never) -> Never? {}
}

/// An optional gesture (SwiftUI's `Optional: Gesture`): `.gesture(isEditing ? drag : nil)`
/// attaches the gesture when there is one.
nonisolated extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

nonisolated extension Gesture where Body == Never {
    /// A built-in gesture has no body: SwiftUI recognises it itself.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture: it has no body") }
    public static func _proofValue(of bodyValue: Never) -> Value? {}
}

nonisolated extension Gesture where Value == Body.Value {
    public static func _proofValue(of bodyValue: Body.Value) -> Value? { bodyValue }
}

/// The gesture `onEnded(_:)` returns (SwiftUI's `_EndedGesture`): the gesture itself here, as the
/// action is not run in a snapshot. Apps name it as a stored gesture's type.
public typealias _EndedGesture<Content: Gesture> = Content
/// The gesture `onChanged(_:)` returns (SwiftUI's `_ChangedGesture`): the gesture itself here.
public typealias _ChangedGesture<Content: Gesture> = Content

nonisolated extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
    public func map<T>(_ body: @escaping (Value) -> T) -> AnyGesture<T> { AnyGesture() }
}

/// A tap.
nonisolated public struct TapGesture: Gesture {
    public typealias Value = Void
    /// The taps needed.
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A long press.
nonisolated public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// How long the press lasts, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move, in points.
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag.
nonisolated public struct DragGesture: Gesture {
    /// Where a drag is.
    nonisolated public struct Value: Equatable, Sendable {
        public var time = Date(timeIntervalSince1970: 0)
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation = CGSize.zero
        public var velocity = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation = CGSize.zero
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch.
nonisolated public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch (iOS 17).
nonisolated public struct MagnifyGesture: Gesture {
    /// How far a pinch has gone.
    nonisolated public struct Value: Equatable, Sendable {
        public var magnification: CGFloat = 1
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat = 0
        /// Where the pinch began, as a unit point of the view.
        public var startAnchor = UnitPoint.center
        public var startLocation = CGPoint.zero
        public var time = Date(timeIntervalSince1970: 0)
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A rotation.
nonisolated public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A rotation (iOS 17).
nonisolated public struct RotateGesture: Gesture {
    /// How far a rotation has turned.
    nonisolated public struct Value: Equatable, Sendable {
        public var rotation = Angle.zero
        public var velocity = Angle.zero
        public var startAnchor = UnitPoint.center
        public var startLocation = CGPoint.zero
        public var time = Date(timeIntervalSince1970: 0)
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// One or more taps that report where they landed (iOS 16).
nonisolated public struct SpatialTapGesture: Gesture {
    /// Where a tap landed.
    nonisolated public struct Value: Equatable, Sendable {
        public var location = CGPoint.zero
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// Two gestures at once.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both gestures' values.
    nonisolated public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
}

/// One gesture, then another.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first`, then `second` once it ends.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The stages of a sequence.
    nonisolated public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

/// One gesture or the other.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first`, or `second` when `first` fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The gesture that won.
    nonisolated public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
}

/// A type-erased gesture.
nonisolated public struct AnyGesture<Value>: Gesture {
    public init() {}
    public static func _proofValue(of bodyValue: Never) -> Value? {}
    public init<G: Gesture>(_ gesture: G) where G.Value == Value {}
}

/// Which gestures of a subtree are enabled.
nonisolated public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
