// Status: accepted and ignored — a `NavigationPath` compiles, holds its values and compares them; a stack draws its root screen.

/// A stack's path of pushed values (SwiftUI's `NavigationPath`): a snapshot shows the root.
///
/// Two paths are equal when they hold equal values in the same order, as in SwiftUI, so
/// `onChange(of: path)` compiles and fires on a push or a pop.
// `@unchecked`: the path holds the `Hashable` values apps push (value types in practice);
// SwiftUI's path is `Sendable` with the same unconstrained `append`.
nonisolated public struct NavigationPath: Equatable, @unchecked Sendable {
    private var elements: [AnyHashable] = []

    /// The number of values on the path.
    public var count: Int { elements.count }
    /// Whether the path holds no values (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// An empty path.
    public init() {}

    /// A path holding `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Pushes `value` onto the path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values (all of them when fewer remain).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}
