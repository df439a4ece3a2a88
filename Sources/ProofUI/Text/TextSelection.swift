// Status: accepted and ignored — `textSelection` compiles; selection has no look until selected.
nonisolated extension View {
    /// Accepted; text selection has no look until selected.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// Whether text can be selected (accepted: selection has no look until selected).
public protocol TextSelectability {}
nonisolated public struct EnabledTextSelectability: TextSelectability, Sendable {}
nonisolated public struct DisabledTextSelectability: TextSelectability, Sendable {}
nonisolated extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
nonisolated extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }
