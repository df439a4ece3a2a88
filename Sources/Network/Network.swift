// `import Network` on Linux, for SwiftUI apps' files that watch the connection with
// `NWPathMonitor` (an offline banner). A snapshot runs nothing asynchronous, so a monitor's
// `pathUpdateHandler` is never called and iterating it (`for await path in monitor`, iOS 17)
// gives the current path once and ends; its `currentPath` is online over Wi-Fi (`.satisfied`,
// not expensive, not constrained), so that a view drawn from it shows the connected state an
// app is usually previewed in. Connections and listeners are not declared. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's Network is used.
@_exported import Foundation
@_exported import ProofUI

/// A network interface (Network's `NWInterface`).
public struct NWInterface: Hashable, Sendable {
    /// The kind of an interface.
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's name (`en0` for Wi-Fi here).
    public let name: String
    /// The interface's index.
    public let index: Int
}

/// What the device's connection is (Network's `NWPath`): online over Wi-Fi in a snapshot.
public struct NWPath: Hashable, Sendable {
    /// Whether the path can be used.
    public enum Status: Hashable, Sendable {
        case satisfied, unsatisfied, requiresConnection
    }

    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Hashable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    /// `.satisfied` in a snapshot.
    public let status: Status
    /// The interfaces the path can use: Wi-Fi in a snapshot.
    public let availableInterfaces: [NWInterface]
    /// Whether the path is costly (cellular, a hotspot): false in a snapshot.
    public let isExpensive: Bool
    /// Whether Low Data Mode is on: false in a snapshot.
    public let isConstrained: Bool
    /// Whether IPv4 is usable.
    public var supportsIPv4: Bool { status == .satisfied }
    /// Whether IPv6 is usable.
    public var supportsIPv6: Bool { status == .satisfied }
    /// Whether DNS is usable.
    public var supportsDNS: Bool { status == .satisfied }
    /// Why the path is unsatisfied (`.notAvailable` when it is satisfied, as in Network).
    public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    static let online = NWPath(status: .satisfied, availableInterfaces: [NWInterface(type: .wifi, name: "en0", index: 1)],
                               isExpensive: false, isConstrained: false)
}

/// Watches the device's connection (Network's `NWPathMonitor`). Its handler is never called
/// in a snapshot; `currentPath` is online over Wi-Fi.
public final class NWPathMonitor: @unchecked Sendable {
    /// Called when the path changes: never in a snapshot.
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    /// Called when the monitor is cancelled.
    public var cancelHandler: (@Sendable () -> Void)?
    /// The path now: online over Wi-Fi in a snapshot (or over the required interface).
    public private(set) var currentPath: NWPath
    /// The queue given to `start(queue:)`.
    public private(set) var queue: DispatchQueue?

    /// A monitor of every interface.
    public init() { currentPath = .online }

    /// A monitor of one kind of interface.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        currentPath = NWPath(status: .satisfied, availableInterfaces: [NWInterface(type: requiredInterfaceType, name: "en0", index: 1)],
                             isExpensive: requiredInterfaceType == .cellular, isConstrained: false)
    }

    /// Starts watching (the handler is never called in a snapshot).
    public func start(queue: DispatchQueue) { self.queue = queue }

    /// Stops watching.
    public func cancel() { cancelHandler?() }
}

/// A monitor's paths as an asynchronous sequence (Network's `NWPathMonitor: AsyncSequence`,
/// iOS 17). On a device the sequence gives the current path, then each change, and never ends;
/// a snapshot has no changes, so it gives ``NWPathMonitor/currentPath`` once and then ends, so
/// that a `for await` loop in a test or a view's `task` finishes instead of waiting forever.
extension NWPathMonitor: AsyncSequence {
    public typealias Element = NWPath

    /// The monitor's paths, one at a time: the current one, then the end.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate var path: NWPath?

        /// The current path the first time; nil (the end) after it.
        public mutating func next() async -> NWPath? {
            defer { path = nil }
            return path
        }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(path: currentPath) }
}
