// Status: accepted and ignored — `interactiveDismissDisabled` compiles; a snapshot has no interactive dismissal.
nonisolated extension View {
    /// Accepted; a snapshot has no interactive dismissal.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
