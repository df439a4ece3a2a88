// Status: accepted and ignored — a `NavigationPath` compiles and holds its values; a stack draws its root screen.

/// A stack's path of pushed values (SwiftUI's `NavigationPath`): a snapshot shows the root.
nonisolated public struct NavigationPath: Sendable {
    public private(set) var count = 0
    public var isEmpty: Bool { count == 0 }
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}
