// Status: accepted and ignored — change, publisher, URL and user-activity handlers compile and never run (nothing changes in a snapshot).
nonisolated extension View {
    /// Accepted; never runs (nothing changes in a snapshot).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs (nothing is published in a snapshot).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no user activity.
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no user activity.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { self }
}
