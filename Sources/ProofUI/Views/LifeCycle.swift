// Status: accepted and ignored — `onAppear`, `onDisappear` and `task` compile and never run (a snapshot has no life cycle).
nonisolated extension View {
    /// Accepted; never runs (a snapshot has no life cycle).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs (a snapshot starts no task).
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; never runs.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
}
