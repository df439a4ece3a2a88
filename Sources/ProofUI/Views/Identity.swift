// Status: accepted and ignored — `id(_:)` compiles; identity does not change a single render.
nonisolated extension View {
    /// Accepted; identity does not change a single render.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
