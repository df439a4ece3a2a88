// Status: supported — `Scene.backgroundTask(_:action:)` and its task kinds compile; a snapshot has no background launches, so no action ever runs.

/// A kind of background task an app handles (SwiftUI's `BackgroundTask`, iOS 16): the request
/// its action receives and the response it returns. The system launches an app for them; a
/// snapshot never does.
nonisolated public struct BackgroundTask<Request, Response>: Sendable {
    /// The identifier matched, when the kind has one.
    public let identifier: String?

    init(_ identifier: String?) { self.identifier = identifier }
}

nonisolated extension BackgroundTask where Request == Void, Response == Void {
    /// An app refresh for the task identifier registered in the app's Info.plist.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(identifier) }
    /// A background URL session's events, for the session with this identifier.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(identifier) }
}

nonisolated extension BackgroundTask where Request == String, Response == Void {
    /// Every background URL session's events; the action receives the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(nil) }
}

nonisolated extension Scene {
    /// Runs `action` when the system launches the app for `task` (SwiftUI's
    /// `backgroundTask(_:action:)`): never in a snapshot, which has no background launches.
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R) -> some Scene {
        self
    }
}
