// Status: accepted and ignored — `onGeometryChange(for:of:action:)` compiles; a snapshot lays a view out once and runs no action, so the action is never called.

nonisolated extension View {
    /// Adds an action to perform when a value made from the view's geometry changes. Accepted:
    /// a snapshot runs no action, so `action` is never called.
    @preconcurrency
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ newValue: T) -> Void) -> some View { self }

    /// Adds an action to perform when a value made from the view's geometry changes, given the
    /// old and new values. Accepted: a snapshot runs no action, so `action` is never called.
    @preconcurrency
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}
