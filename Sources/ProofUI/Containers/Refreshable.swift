// Status: accepted and ignored — `refreshable` compiles; a snapshot never pulls to refresh.
nonisolated extension View {
    /// Accepted; a snapshot never pulls to refresh.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
