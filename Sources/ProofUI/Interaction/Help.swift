// Status: accepted and ignored — `help` in its forms (a localized key, a string, a `Text`) compiles; a snapshot shows no tooltip.
nonisolated extension View {
    /// Accepted; a snapshot shows no tooltip.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// Accepted; a snapshot shows no tooltip.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Accepted; a snapshot shows no tooltip.
    public func help(_ text: Text) -> some View { self }
}
