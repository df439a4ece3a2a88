// Status: accepted and ignored — symbol effects compile; a snapshot has no symbol animation.

import ProofRender
/// A symbol animation (SwiftUI's `SymbolEffect` and its kinds): accepted, never run.
public protocol SymbolEffect: Sendable {}
/// A symbol effect that runs while active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// A symbol effect that runs when a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// A symbol effect of a transition.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// A symbol effect of a content transition.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Every symbol effect, by name, with its variants.
nonisolated public struct SymbolEffectKind: IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
    ContentTransitionSymbolEffect, Hashable {
    let name: String
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    /// Draws each layer on in turn (iOS 26's draw-on effect): accepted, as the other scopes.
    public var individually: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var pulse: Self { self }
}

nonisolated extension SymbolEffect where Self == SymbolEffectKind {
    public static var automatic: SymbolEffectKind { SymbolEffectKind(name: "automatic") }
    public static var bounce: SymbolEffectKind { SymbolEffectKind(name: "bounce") }
    public static var pulse: SymbolEffectKind { SymbolEffectKind(name: "pulse") }
    public static var variableColor: SymbolEffectKind { SymbolEffectKind(name: "variableColor") }
    public static var scale: SymbolEffectKind { SymbolEffectKind(name: "scale") }
    public static var appear: SymbolEffectKind { SymbolEffectKind(name: "appear") }
    public static var disappear: SymbolEffectKind { SymbolEffectKind(name: "disappear") }
    public static var replace: SymbolEffectKind { SymbolEffectKind(name: "replace") }
    public static var breathe: SymbolEffectKind { SymbolEffectKind(name: "breathe") }
    public static var rotate: SymbolEffectKind { SymbolEffectKind(name: "rotate") }
    public static var wiggle: SymbolEffectKind { SymbolEffectKind(name: "wiggle") }
    public static var drawOn: SymbolEffectKind { SymbolEffectKind(name: "drawOn") }
}

/// How a symbol effect repeats and how fast.
nonisolated public struct SymbolEffectOptions: Hashable, Sendable {
    let name: String
    public static let `default` = SymbolEffectOptions(name: "default")
    public static let repeating = SymbolEffectOptions(name: "repeating")
    public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat") }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: "speed") }
    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

nonisolated extension View {
    /// Accepted: a snapshot has no symbol animation.
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    /// Accepted: a snapshot has no symbol animation.
    public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View { self }
}
