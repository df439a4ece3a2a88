// Status: supported — `Animatable` and `VectorArithmetic` as SwiftUI declares them, with SwiftUI's conformances (shapes, `CGPoint`, `CGSize`, `CGRect`, `Angle`, `UnitPoint`, `EdgeInsets`, `StrokeStyle`); a snapshot draws the final value, so nothing is interpolated.

/// A value that can be interpolated (SwiftUI's `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

nonisolated extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

nonisolated extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

nonisolated extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

nonisolated extension VectorArithmetic {
    /// This value moved towards `other` by `amount` (0 is this value, 1 is `other`):
    /// `self + (other - self) * amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var difference = other - self
        difference.scale(by: amount)
        return self + difference
    }

    /// Moves this value towards `other` by `amount` (0 leaves it, 1 makes it `other`).
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }
}

/// A view or shape whose data animates (SwiftUI's `Animatable`): a snapshot reads its final
/// `animatableData`, so the requirement is accepted as written.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

/// Nothing to animate.
nonisolated public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { .init() }
    public static func + (lhs: Self, rhs: Self) -> Self { .init() }
    public static func - (lhs: Self, rhs: Self) -> Self { .init() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

nonisolated extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Two animatable values (SwiftUI's `AnimatablePair`).
nonisolated public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A modifier whose data animates (SwiftUI's `AnimatableModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}

// SwiftUI's own conformances: apps read and write these (`offset.animatableData` in a shape's
// `animatableData`), so each reads and writes the value's components in SwiftUI's order.

nonisolated extension CGPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

nonisolated extension CGSize: Animatable {
    /// `width` and `height`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

nonisolated extension CGRect: Animatable {
    /// The origin's and the size's.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

nonisolated extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

nonisolated extension UnitPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(CGFloat(x), CGFloat(y)) }
        set { (x, y) = (Double(newValue.first), Double(newValue.second)) }
    }
}

nonisolated extension EdgeInsets: Animatable {
    /// `top`, `leading`, `bottom` and `trailing`.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(CGFloat(top), AnimatablePair(CGFloat(leading), AnimatablePair(CGFloat(bottom), CGFloat(trailing)))) }
        set {
            top = Double(newValue.first)
            leading = Double(newValue.second.first)
            bottom = Double(newValue.second.second.first)
            trailing = Double(newValue.second.second.second)
        }
    }
}

nonisolated extension StrokeStyle: Animatable {
    /// `lineWidth`, `miterLimit` and `dashPhase`.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
