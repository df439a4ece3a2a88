// Status: accepted and ignored — `zIndex` compiles; overlapping views draw in their stack order.
nonisolated extension View {
    /// Accepted; the order of overlapping views is their order in the stack.
    public func zIndex(_ value: Double) -> some View { self }
}
