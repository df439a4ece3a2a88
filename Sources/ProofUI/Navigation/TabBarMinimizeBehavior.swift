// Status: supported — `tabBarMinimizeBehavior(_:)` (iOS 26) compiles with each of its behaviours; the tab bar is drawn at its normal size, as iPhone shows it before any scroll (a snapshot is never scrolled, and each behaviour minimises only on a scroll or never).

/// When a tab bar minimises (SwiftUI's `TabBarMinimizeBehavior`, iOS 26).
nonisolated public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String

    /// The system's behaviour for the context.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Minimises when downward scrolling starts (iPhone).
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Minimises when upward scrolling starts (iPhone).
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never minimises.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

nonisolated extension View {
    /// When the tab bar minimises; a snapshot draws it at its normal size.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
