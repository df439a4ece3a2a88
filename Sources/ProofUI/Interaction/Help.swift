// Status: accepted and ignored — `help` compiles; a snapshot shows no tooltip.
nonisolated extension View {
    /// Accepted; a snapshot shows no tooltip.
    public func help(_ text: String) -> some View { self }
}
