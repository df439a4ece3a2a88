// Status: accepted and ignored — status bar, system overlays and system gestures: compile; the device's safe area is what a snapshot shows.
nonisolated extension View {
    /// Accepted; the snapshot's status bar is the device's safe area.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
}

nonisolated extension View {
    /// Accepted; the snapshot's status bar is the device's safe area.
    public func statusBar(hidden: Bool) -> some View { self }
}

nonisolated extension View {
    /// Accepted.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

nonisolated extension View {
    /// Accepted: a snapshot has no gestures.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
