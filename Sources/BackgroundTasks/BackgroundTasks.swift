// `import BackgroundTasks` on Linux, for SwiftUI apps' files that schedule background work
// (`BGTaskScheduler`, app refresh and processing requests, the tasks handed to launch
// handlers). A snapshot never goes to the background: a launch handler is registered
// (`register` returns true: there is no Info.plist to check identifiers against) and never
// runs, so no `BGTask` is ever made. Submitted requests are kept in memory, as copies, so
// that `getPendingTaskRequests`/`pendingTaskRequests()` list them until they are cancelled;
// `submit(_:)` follows the rules Apple documents for it: a request replaces a pending one
// with the same identifier, and there can be 1 refresh request and 10 processing requests
// pending (more throws `.tooManyPendingTaskRequests`). A `BGContinuedProcessingTaskRequest`
// never begins: with its `.fail` strategy it throws `.immediateRunIneligible`, as Apple
// documents for a request that cannot begin right away; with `.queue` it is kept pending.
// Completion handlers are called at once, on the caller's thread. Apple's Simulator, which
// does not run background tasks, throws `.unavailable` instead; a snapshot keeps the
// requests so that a test can check what the app scheduled. SwiftUI's
// `Scene.backgroundTask(_:action:)` is SwiftUI's, not this module's. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// BackgroundTasks is used.
@_exported import Foundation
@_exported import ProofUI

/// The background tasks error domain (BackgroundTasks' `BGTaskSchedulerErrorDomain`).
public let BGTaskSchedulerErrorDomain = "BGTaskSchedulerErrorDomain"

// MARK: - Requests

/// A request to launch the app in the background (BackgroundTasks' abstract `BGTaskRequest`).
open class BGTaskRequest: NSObject, NSCopying, @unchecked Sendable {
    /// The identifier of the task the request launches.
    public let identifier: String
    /// The earliest date the task may run; nil for no start delay.
    open var earliestBeginDate: Date?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// A copy of the request (the scheduler keeps and hands out copies).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = makeCopy()
        copy.earliestBeginDate = earliestBeginDate
        return copy
    }

    func makeCopy() -> BGTaskRequest { BGTaskRequest(identifier: identifier) }

    open override var description: String {
        "<\(type(of: self)): \(identifier), earliestBeginDate: \(earliestBeginDate.map { "\($0)" } ?? "(null)")>"
    }
}

/// A request to launch the app in the background for a short refresh
/// (BackgroundTasks' `BGAppRefreshTaskRequest`).
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// A refresh request for the task `identifier`.
    public override init(identifier: String) {
        super.init(identifier: identifier)
    }

    override func makeCopy() -> BGTaskRequest { BGAppRefreshTaskRequest(identifier: identifier) }
}

/// A request to launch the app in the background for minutes of processing
/// (BackgroundTasks' `BGProcessingTaskRequest`).
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// Whether the task needs a network connection (false by default).
    open var requiresNetworkConnectivity = false
    /// Whether the task needs the device on power (false by default).
    open var requiresExternalPower = false

    /// A processing request for the task `identifier`.
    public override init(identifier: String) {
        super.init(identifier: identifier)
    }

    override func makeCopy() -> BGTaskRequest {
        let copy = BGProcessingTaskRequest(identifier: identifier)
        copy.requiresNetworkConnectivity = requiresNetworkConnectivity
        copy.requiresExternalPower = requiresExternalPower
        return copy
    }
}

/// A request for work that starts in the foreground and may continue in the background
/// (BackgroundTasks' `BGContinuedProcessingTaskRequest`, iOS 26).
open class BGContinuedProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// What the scheduler does with a request that cannot begin at once
    /// (`BGContinuedProcessingTaskRequest.SubmissionStrategy`).
    public enum SubmissionStrategy: Int, Hashable, Sendable {
        /// Submission fails with `.immediateRunIneligible`.
        case fail = 0
        /// The request waits in the queue.
        case queue = 1
    }

    /// System resources a continued task needs (`BGContinuedProcessingTaskRequest.Resources`).
    public struct Resources: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Background GPU use.
        public static let gpu = Resources(rawValue: 1 << 0)
    }

    /// The title shown to the person.
    open var title: String
    /// The subtitle shown to the person.
    open var subtitle: String
    /// What to do when the task cannot begin at once (`.queue` by default).
    open var strategy: SubmissionStrategy = .queue
    /// Special resources the task needs (none by default).
    open var requiredResources: Resources = []

    /// A request for the task `identifier`, shown with `title` and `subtitle`.
    public init(identifier: String, title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        super.init(identifier: identifier)
    }

    override func makeCopy() -> BGTaskRequest {
        let copy = BGContinuedProcessingTaskRequest(identifier: identifier, title: title, subtitle: subtitle)
        copy.strategy = strategy
        copy.requiredResources = requiredResources
        return copy
    }
}

// MARK: - Tasks

/// A task the system runs in the background (BackgroundTasks' abstract `BGTask`). None is
/// ever made in a snapshot: launch handlers never run.
open class BGTask: NSObject, @unchecked Sendable {
    /// The task's identifier, as registered.
    public let identifier: String
    /// Called when the task's background time is about to run out.
    open var expirationHandler: (() -> Void)?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Tells the system that the task finished.
    open func setTaskCompleted(success: Bool) {}
}

/// A short refresh task (BackgroundTasks' `BGAppRefreshTask`).
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A long processing task (BackgroundTasks' `BGProcessingTask`).
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// A continued processing task, which reports its progress (BackgroundTasks'
/// `BGContinuedProcessingTask`).
open class BGContinuedProcessingTask: BGTask, ProgressReporting, @unchecked Sendable {
    /// The title shown to the person.
    open private(set) var title: String
    /// The subtitle shown to the person.
    open private(set) var subtitle: String
    /// The task's progress.
    public let progress = Progress(totalUnitCount: 0)

    init(identifier: String, title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        super.init(identifier: identifier)
    }

    /// Changes the title and subtitle shown.
    open func updateTitle(_ title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }
}

// MARK: - Scheduler

/// Schedules background tasks (BackgroundTasks' `BGTaskScheduler`). In a snapshot,
/// registered launch handlers never run and submitted requests stay pending until cancelled.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    /// A task scheduling failure (BackgroundTasks' `BGTaskScheduler.Error`).
    public struct Error: Swift.Error, Hashable, Sendable, CustomNSError {
        /// The failure (`BGTaskScheduler.Error.Code`).
        public enum Code: Int, Hashable, Sendable {
            /// The app or extension can't schedule background work.
            case unavailable = 1
            /// There are too many pending tasks of the type requested.
            case tooManyPendingTaskRequests = 2
            /// The app isn't permitted to launch the task.
            case notPermitted = 3
            /// A continued processing request could not begin right away.
            case immediateRunIneligible = 4

            /// Whether `error` is a `BGTaskScheduler.Error` with this code.
            public static func ~= (match: Code, error: any Swift.Error) -> Bool {
                (error as? BGTaskScheduler.Error)?.code == match
            }
        }

        /// The failure's code.
        public let code: Code

        /// An error with `code`.
        public init(_ code: Code) {
            self.code = code
        }

        /// `BGTaskSchedulerErrorDomain`.
        public static var errorDomain: String { BGTaskSchedulerErrorDomain }
        /// The code's raw value.
        public var errorCode: Int { code.rawValue }

        public static var unavailable: Code { .unavailable }
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        public static var notPermitted: Code { .notPermitted }
        public static var immediateRunIneligible: Code { .immediateRunIneligible }
    }

    /// The shared scheduler.
    public static let shared = BGTaskScheduler()

    /// Resources a continued processing task can use in the background: none (no GPU
    /// in a snapshot).
    open class var supportedResources: BGContinuedProcessingTaskRequest.Resources { [] }

    private let lock = NSLock()
    private var launchHandlers: [String: (queue: DispatchQueue?, handler: (BGTask) -> Void)] = [:]
    private var pending: [BGTaskRequest] = []

    override init() {
        super.init()
    }

    /// Registers the launch handler of the task `identifier`, to run on `queue`. Returns
    /// true (there is no Info.plist to check the identifier against); registering an
    /// identifier again replaces its handler. The handler never runs in a snapshot.
    @discardableResult
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping (BGTask) -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        launchHandlers[identifier] = (queue, launchHandler)
        return true
    }

    /// Submits a request: a copy is kept pending, replacing a pending request with the same
    /// identifier. Throws `.tooManyPendingTaskRequests` past 1 refresh and 10 processing
    /// requests, and `.immediateRunIneligible` for a continued processing request whose
    /// strategy is `.fail` (it cannot begin: nothing runs in a snapshot).
    open func submit(_ taskRequest: BGTaskRequest) throws {
        lock.lock()
        defer { lock.unlock() }
        if let continued = taskRequest as? BGContinuedProcessingTaskRequest, continued.strategy == .fail {
            throw Error(.immediateRunIneligible)
        }
        let others = pending.filter { $0.identifier != taskRequest.identifier }
        if taskRequest is BGAppRefreshTaskRequest, others.filter({ $0 is BGAppRefreshTaskRequest }).count >= 1 {
            throw Error(.tooManyPendingTaskRequests)
        }
        if taskRequest is BGProcessingTaskRequest, others.filter({ $0 is BGProcessingTaskRequest }).count >= 10 {
            throw Error(.tooManyPendingTaskRequests)
        }
        pending = others + [taskRequest.copy() as! BGTaskRequest]
    }

    /// Submits a request, calling `completionHandler` at once with the error `submit(_:)`
    /// throws, or nil.
    open func submitTaskRequest(_ taskRequest: BGTaskRequest, completionHandler: @escaping @Sendable ((any Swift.Error)?) -> Void) {
        do {
            try submit(taskRequest)
            completionHandler(nil)
        } catch {
            completionHandler(error)
        }
    }

    /// Submits a request, throwing what `submit(_:)` throws.
    open func submitTaskRequest(_ taskRequest: BGTaskRequest) async throws {
        try submit(taskRequest)
    }

    /// Cancels the pending request with `identifier`.
    open func cancel(taskRequestWithIdentifier identifier: String) {
        lock.lock()
        defer { lock.unlock() }
        pending.removeAll { $0.identifier == identifier }
    }

    /// Cancels every pending request.
    open func cancelAllTaskRequests() {
        lock.lock()
        defer { lock.unlock() }
        pending.removeAll()
    }

    /// Calls `completionHandler` at once with copies of the pending requests, in the order
    /// they were submitted.
    open func getPendingTaskRequests(completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void) {
        completionHandler(pendingCopies())
    }

    /// Copies of the pending requests, in the order they were submitted.
    open func pendingTaskRequests() async -> [BGTaskRequest] {
        pendingCopies()
    }

    private func pendingCopies() -> [BGTaskRequest] {
        lock.lock()
        defer { lock.unlock() }
        return pending.map { $0.copy() as! BGTaskRequest }
    }
}
