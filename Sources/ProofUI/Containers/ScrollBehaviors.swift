// Status: accepted and ignored — keyboard dismissal and the default scroll anchor compile; a snapshot is at scroll position 0 with no keyboard.
nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no scroll position to restore.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

/// When the keyboard goes away on scrolling.
nonisolated public enum ScrollDismissesKeyboardMode: Sendable {
    case automatic, immediately, interactively, never
}
