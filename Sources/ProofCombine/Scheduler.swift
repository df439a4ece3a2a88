// Status: partial — Combine's `Scheduler` protocol with `now` and `schedule(options:_:)`, which `DispatchQueue` (runs the action on the queue), `RunLoop`, `OperationQueue` and `ImmediateScheduler` (run it at once) implement, so generic code written `<S: Scheduler>` compiles and schedules for real. Combine's timed scheduling (`schedule(after:…)`, `SchedulerTimeType.Stride`) is not declared: ProofUI's time operators take a `SchedulerStride`.

#if os(Linux)
import Foundation

/// What runs a publisher's work (Combine's `Scheduler`).
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's time.
    associatedtype SchedulerTimeType
    /// Options for an action.
    associatedtype SchedulerOptions

    /// The scheduler's time now.
    var now: SchedulerTimeType { get }
    /// Runs `action` as soon as the scheduler can.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

nonisolated extension Scheduler {
    /// Runs `action` as soon as the scheduler can, without options.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }
}

/// An action handed to a queue: Combine's schedulers take actions that are not `Sendable`.
nonisolated struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
}

/// A scheduler that runs each action at once, on the caller's thread (Combine's `ImmediateScheduler`).
nonisolated public struct ImmediateScheduler: Scheduler, Sendable {
    /// The immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// Its time: a count that never advances (nothing waits).
    public struct SchedulerTimeType: Hashable, Sendable {}
    public typealias SchedulerOptions = Never

    public var now: SchedulerTimeType { SchedulerTimeType() }

    /// Runs `action` now.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }
}

nonisolated extension DispatchQueue: Scheduler {
    /// A dispatch queue's time (Combine's `DispatchQueue.SchedulerTimeType`).
    public struct SchedulerTimeType: Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool { a.dispatchTime == b.dispatchTime }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    }

    /// How an action is submitted to the queue (Combine's `DispatchQueue.SchedulerOptions`).
    public struct SchedulerOptions: @unchecked Sendable {
        /// The action's quality of service.
        public var qos: DispatchQoS
        /// The action's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the action joins.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Runs `action` asynchronously on the queue, with the options' quality of service, flags and group.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        let options = options ?? SchedulerOptions()
        async(group: options.group, qos: options.qos, flags: options.flags) { scheduled.run() }
    }
}

nonisolated extension RunLoop: Scheduler {
    /// A run loop's time (Combine's `RunLoop.SchedulerTimeType`): a date.
    public struct SchedulerTimeType: Hashable, Sendable {
        /// The date.
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }
    }

    /// Run-loop scheduling has no options.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Runs `action` on the run loop's next turn.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        perform { scheduled.run() }
    }
}

nonisolated extension OperationQueue: Scheduler {
    /// An operation queue's time (Combine's `OperationQueue.SchedulerTimeType`): a date.
    public struct SchedulerTimeType: Hashable, Sendable {
        /// The date.
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }
    }

    /// Operation-queue scheduling has no options.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Adds `action` to the queue as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        addOperation { scheduled.run() }
    }
}
#endif
