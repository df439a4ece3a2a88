// Status: accepted and ignored — `onHover` compiles and never runs.
nonisolated extension View {
    /// Accepted; never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
