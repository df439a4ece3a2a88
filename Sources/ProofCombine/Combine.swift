// Status: accepted and ignored — Combine's API for Linux compiles; publishers are inert (a snapshot renders a view's initial state).

// Combine's API for Linux, as far as SwiftUI view files and their models use it.
//
// On Apple platforms SwiftUI re-exports Combine (ProofUI re-exports Apple's), and models use
// `ObservableObject`, `@Published`, subjects and `AnyCancellable`. Combine does not exist on
// Linux, so this module declares that API there, on its own floor below ProofUI: ProofUI
// re-exports it, as SwiftUI re-exports Combine, and the opt-in `Combine` module of the
// `ProofUILinuxModules` product re-exports it alone, so that `import Combine` (or the build
// setting that imports it into every file, as Apple's Foundation brings it) brings Combine's
// names and not SwiftUI's. A
// snapshot renders a view's initial state: publishers here are inert. Subscribing never
// delivers a value or a completion, and operators only carry types, so that model code
// compiles and leaves its values as they were set. What does hold values
// (`CurrentValueSubject.value`, `@Published` properties) holds them.

#if os(Linux)
import Foundation

// MARK: - Observable objects

/// A class whose changes views observe. A snapshot reads the object's current values; nothing
/// subscribes to its changes.
public protocol ObservableObject: AnyObject {
    /// What announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

nonisolated extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces changes of an ``ObservableObject``: `send()` reaches no subscriber.
nonisolated public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}

    /// Announces a change; nothing is subscribed.
    public func send() {}
}

/// A property of an ``ObservableObject`` that announces its changes.
@propertyWrapper
public struct Published<Value> {
    private let box: ValueBox<Value>

    public init(wrappedValue value: Value) {
        box = ValueBox(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The property's publisher (`$query`).
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }

    /// The values of a `@Published` property over time.
    nonisolated public struct Publisher: ProofCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        public init() {}
    }
}

/// A value's storage shared by the copies of a wrapper.
nonisolated final class ValueBox<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

// MARK: - Publishers and subscriptions

/// A stream of values over time. Here every publisher is inert.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// The end of a stream: finished, or failed with an error.
nonisolated public enum Subscribers {
    nonisolated public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// How many values a subscriber asks for.
    nonisolated public struct Demand: Equatable, Hashable, Sendable {
        let count: Int?
        public static let unlimited = Demand(count: nil)
        public static let none = Demand(count: 0)
        public static func max(_ value: Int) -> Demand { Demand(count: value) }
    }
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A subscription handle; cancelling it cancels nothing here.
nonisolated public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    public func cancel() {
        onCancel?()
    }

    /// Keeps the handle in `set`, as models keep their subscriptions.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the handle in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A publisher with its type erased.
nonisolated public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
    init() {}
}

/// A time interval for `debounce`, `throttle`, `delay` and `timeout`, written as Combine's
/// schedulers' strides are (`.milliseconds(300)`, `.seconds(1)`, `0.5`).
nonisolated public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Comparable, Sendable {
    /// The interval in seconds.
    public let seconds: Double

    public init(_ seconds: Double) { self.seconds = seconds }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }

    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(value) }
    public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value)) }
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1_000) }
    public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1_000_000) }
    public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1_000_000_000) }
    public static func < (a: SchedulerStride, b: SchedulerStride) -> Bool { a.seconds < b.seconds }
}

nonisolated extension Publisher {
    /// Subscribes with closures; no value or completion arrives in a snapshot.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    /// Assigns each value to `object`'s property; no value arrives in a snapshot.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
        where Failure == Never {
        AnyCancellable {}
    }

    /// Republishes through a `@Published` property (`.assign(to: &$value)`).
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {}

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func scan<T>(_ initialResult: T, _ next: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
    public func handleEvents(receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil)
        -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func first() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func last() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func collect() -> AnyPublisher<[Output], Failure> { AnyPublisher() }
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> { AnyPublisher() }
    /// This publisher shared by its subscribers (Combine's `Publishers.Share`).
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> where P.Failure == Failure { AnyPublisher() }
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func last(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func output(at index: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func ignoreOutput() -> AnyPublisher<Never, Failure> { AnyPublisher() }
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, Error> { AnyPublisher() }
    public func tryScan<T>(_ initialResult: T, _ next: @escaping (T, Output) throws -> T) -> AnyPublisher<T, Error> { AnyPublisher() }
    public func reduce<T>(_ initialResult: T, _ next: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func count() -> AnyPublisher<Int, Failure> { AnyPublisher() }
    public func contains(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> { AnyPublisher() }
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> { AnyPublisher() }
    public func breakpoint(receiveSubscription: ((Any) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
                           receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<Output, Error>
        where P.Output == Output { AnyPublisher() }
    public func assertNoFailure(_ prefix: String = "") -> AnyPublisher<Output, Never> { AnyPublisher() }
    public func makeConnectable() -> Publishers.MakeConnectable<Self> where Failure == Never { Publishers.MakeConnectable(upstream: self) }
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self) { subject }
    }
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
        where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure>
        where P.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
        -> AnyPublisher<(Output, P.Output, Q.Output, R.Output), Failure>
        where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure { AnyPublisher() }
    public func zip<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
        where P.Failure == Failure, Q.Failure == Failure { AnyPublisher() }
    public func merge<P: Publisher, Q: Publisher>(with p: P, _ q: Q) -> AnyPublisher<Output, Failure>
        where P.Output == Output, P.Failure == Failure, Q.Output == Output, Q.Failure == Failure { AnyPublisher() }
    public func prepend<S: Swift.Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output { AnyPublisher() }
    public func append<S: Swift.Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output { AnyPublisher() }
    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { AnyPublisher() }
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> { AnyPublisher() }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
        where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func decode<Item: Decodable, Coder>(type: Item.Type, decoder: Coder) -> AnyPublisher<Item, Error> { AnyPublisher() }
    public func encode<Coder>(encoder: Coder) -> AnyPublisher<Data, Error> { AnyPublisher() }

    // Scheduling: accepted with any scheduler (`RunLoop.main`, `DispatchQueue.main`).
    public func receive<S>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func subscribe<S>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func debounce<S>(for dueTime: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher()
    }
    public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher()
    }
    public func delay<S>(for interval: SchedulerStride, tolerance: SchedulerStride? = nil, scheduler: S, options: Any? = nil)
        -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func timeout<S>(_ interval: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher()
    }

    // Combining.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
        where P.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
        where P.Failure == Failure, Q.Failure == Failure { AnyPublisher() }
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
        where P.Failure == Failure { AnyPublisher() }
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
        where P.Output == Output, P.Failure == Failure { AnyPublisher() }
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    // Reducing and matching, with throwing forms (inert as the others).
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> AnyPublisher<T, Error> { AnyPublisher() }
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, Error> { AnyPublisher() }
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, Error> { AnyPublisher() }
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> { AnyPublisher() }
    /// The time between values, measured on `scheduler` (no value arrives in a snapshot).
    public func measureInterval<S>(using scheduler: S, options: Any? = nil) -> AnyPublisher<SchedulerStride, Failure> { AnyPublisher() }
    /// Sends this publisher's values and completion to `subject` (none arrive in a snapshot).
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        AnyCancellable {}
    }

    /// Values as an asynchronous sequence that never yields in a snapshot.
    public var values: AsyncStream<Output> { AsyncStream { $0.finish() } }
}

nonisolated extension Publisher where Failure == Never {
    /// Subscribes with a closure; no value arrives in a snapshot.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }
}

nonisolated extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func contains(_ output: Output) -> AnyPublisher<Bool, Failure> { AnyPublisher() }
}

nonisolated extension Publisher where Output: Comparable {
    public func max() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func min() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

nonisolated extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> { AnyPublisher() }
}

// MARK: - Concrete publishers

/// One value, then finished.
nonisolated public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }
}

/// No value, then finished (or never, with `completeImmediately: false`).
nonisolated public struct Empty<Output, Failure: Error>: Publisher {
    public init(completeImmediately: Bool = true) {}
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {}
}

/// A failure, at once.
nonisolated public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure

    public init(error: Failure) {
        self.error = error
    }

    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }
}

/// A publisher made when subscribed to.
nonisolated public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure

    public init(createPublisher: @escaping () -> DeferredPublisher) {}
}

/// One value or failure, promised by a closure, which does not run in a snapshot.
nonisolated public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {}
}

/// A publisher that forwards what it is sent.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

nonisolated extension Subject where Output == Void {
    public func send() {
        send(())
    }
}

/// A subject with no current value.
nonisolated public final class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() {}
    public func send(_ value: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A subject holding its latest value, readable as `value`.
nonisolated public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    /// The latest value sent (or the initial one).
    public var value: Output

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ value: Output) {
        self.value = value
    }

    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// The namespace of Combine's publisher types.
nonisolated public enum Publishers {}

// MARK: - Publishers from Foundation types

nonisolated extension Timer {
    /// A timer's ticks: none arrives in a snapshot.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> TimerPublisher {
        TimerPublisher()
    }

    /// What `Timer.publish` returns.
    nonisolated public struct TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Connects now: no tick arrives in a snapshot.
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

nonisolated extension Timer.TimerPublisher: ConnectablePublisher {}

/// A publisher that starts when ``connect()`` is called (Combine's `ConnectablePublisher`),
/// such as `Timer.publish`'s.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling what it returns stops.
    func connect() -> any Cancellable
}

nonisolated extension ConnectablePublisher {
    /// This publisher, connected when its first subscriber arrives (`upstream` is this publisher).
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

nonisolated extension Publishers {
    /// A connectable publisher connected on its first subscriber (Combine's `Autoconnect`).
    nonisolated public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The connectable publisher, to `connect()` or cancel it directly.
        public final let upstream: Upstream

        /// `upstream`, connected on its first subscriber.
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

nonisolated extension Sequence {
    /// The sequence's elements as a publisher.
    public var publisher: AnyPublisher<Element, Never> { AnyPublisher() }
}

nonisolated extension Optional {
    /// The value, if any, as a publisher (Combine's `Optional.Publisher`).
    public var publisher: AnyPublisher<Wrapped, Never> { AnyPublisher() }
}

#if canImport(FoundationNetworking) && ProofUINetworking
import FoundationNetworking
#endif

#if !canImport(FoundationNetworking) || ProofUINetworking
nonisolated extension URLSession {
    /// A data task's result as a publisher: nothing is loaded in a snapshot.
    public func dataTaskPublisher(for request: URLRequest) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        AnyPublisher()
    }

    /// A data task's result as a publisher: nothing is loaded in a snapshot.
    public func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        AnyPublisher()
    }
}
#endif
#endif
