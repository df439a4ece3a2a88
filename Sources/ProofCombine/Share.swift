// Status: supported — Combine's `Publishers.Share`, `Publishers.MakeConnectable` and `Publishers.Multicast`, and the `TopLevelDecoder`/`TopLevelEncoder` protocols (Foundation's JSON and property-list coders conform): inert, as ProofUI's publishers are.

#if os(Linux)
import Foundation

nonisolated extension Publishers {
    /// One subscription to `upstream` shared by every subscriber (Combine's
    /// `Publishers.Share`, which `share()` returns). A class, as Combine's: copies share it.
    nonisolated public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher shared.
        public final let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// The same share.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }

    /// `upstream` made connectable (Combine's `Publishers.MakeConnectable`).
    nonisolated public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher made connectable.
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Connects: nothing is published in a snapshot.
        public func connect() -> any Cancellable { AnyCancellable {} }
    }

    /// `upstream` published through a subject to every subscriber (Combine's
    /// `Publishers.Multicast`).
    nonisolated public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
        where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher multicast.
        public final let upstream: Upstream
        /// Makes the subject values go through.
        public final let createSubject: () -> SubjectType

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// Connects: nothing is published in a snapshot.
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

/// A decoder of a whole value from one input (Combine's `TopLevelDecoder`): Foundation's
/// `JSONDecoder` and `PropertyListDecoder` conform, as on Apple platforms.
public protocol TopLevelDecoder<Input> {
    /// What it decodes from (`Data`).
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value to one output (Combine's `TopLevelEncoder`): Foundation's
/// `JSONEncoder` and `PropertyListEncoder` conform.
public protocol TopLevelEncoder<Output> {
    /// What it encodes to (`Data`).
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}
#endif
