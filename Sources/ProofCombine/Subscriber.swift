// Status: supported — Combine's `Subscriber` and `Subscription`, with the subscribers `Subscribers.Assign` and `Subscribers.Sink`, which do what Combine's do with each value they receive; `subscribe(_:)` attaches one to a publisher, and ProofUI's publishers, which are inert, send it nothing.

#if os(Linux)
import Foundation

/// A receiver of a publisher's values (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error

    /// The publisher has accepted the subscriber.
    func receive(subscription: any Subscription)
    /// One value; returns how many more the subscriber wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// The link between a publisher and a subscriber (Combine's `Subscription`).
public protocol Subscription: Cancellable {
    /// Asks the publisher for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

nonisolated extension Publisher {
    /// Attaches `subscriber` (Combine's `subscribe(_:)`). ProofUI's publishers are inert: the
    /// subscriber receives nothing, as in a snapshot no value is ever published.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {}
}

nonisolated extension Subscribers {
    /// A subscriber that assigns each value to a property of an object (Combine's
    /// `Subscribers.Assign`): `receive(_:)` writes `object[keyPath: keyPath]` until cancelled.
    public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
        public typealias Failure = Never

        /// The object written to; nil once cancelled or completed (the subscriber lets it go).
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            subscription.request(.unlimited)
        }

        /// Writes `value` to the property; asks for no more beyond the unlimited demand.
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        /// Completion ends the assignments.
        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
        }

        /// Ends the assignments: later values are not written.
        public func cancel() {
            object = nil
        }
    }

    /// A subscriber that runs closures with each value and the completion (Combine's
    /// `Subscribers.Sink`) until cancelled.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// Runs with each value.
        public let receiveValue: (Input) -> Void
        /// Runs with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var cancelled = false

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            subscription.request(.unlimited)
        }

        /// Runs `receiveValue` with `value` (not after cancellation).
        public func receive(_ value: Input) -> Subscribers.Demand {
            if !cancelled { receiveValue(value) }
            return .none
        }

        /// Runs `receiveCompletion` (not after cancellation).
        public func receive(completion: Subscribers.Completion<Failure>) {
            if !cancelled { receiveCompletion(completion) }
            cancelled = true
        }

        public func cancel() {
            cancelled = true
        }
    }
}
#endif
