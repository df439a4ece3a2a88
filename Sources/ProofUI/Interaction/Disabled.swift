// Status: supported — `disabled` draws the controls in a view dimmed, as iOS does (`isEnabled` is false).

nonisolated extension View {
    /// Disables the controls in this view: they draw dimmed (`isEnabled` is false).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }
}
