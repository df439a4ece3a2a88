// `import SystemConfiguration` on Linux, for SwiftUI apps' files that check reachability the
// classic way (`SCNetworkReachability`, deprecated by Apple in iOS 17.4 for Network's
// `NWPathMonitor`). As in the Network module, a snapshot is online over Wi-Fi: every target
// is `.reachable`, never `.isWWAN` nor `.connectionRequired` (a loopback address or
// `localhost` is also `.isLocalAddress` and `.isDirect`). Reachability never changes, so a
// callback set with `SCNetworkReachabilitySetCallback` is never called; scheduling on a run
// loop or a dispatch queue succeeds and does nothing else. The context's `retain` and
// `release` are honoured (its `info` is retained while it is the target's). Only IPv4 and
// IPv6 addresses make a target, as in SystemConfiguration. Linux's `sockaddr` structures
// have no BSD length byte: `sin_len`, `sin6_len` and `sa_len` are declared here as the
// structure's size, which is what BSD code stores in them, and setting them changes nothing,
// so the classic `zeroAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)` compiles. The
// Core Foundation names these functions take (`CFAllocator`, `kCFAllocatorDefault`,
// `CFIndex`, `CFRunLoop`, `CFRunLoopGetCurrent()`, `CFRunLoopGetMain()`, `CFRunLoopMode`),
// which Linux's Foundation keeps private, are declared here too. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// SystemConfiguration is used.
@_exported import Foundation
@_exported import ProofUI

// MARK: - Core Foundation names

/// A Core Foundation signed index (Core Foundation's `CFIndex`).
public typealias CFIndex = Int

/// A Core Foundation memory allocator (Core Foundation's `CFAllocator`). Only passed
/// along here: memory is Swift's.
public final class CFAllocator: Sendable {}

/// The default allocator (`NULL` in Core Foundation, as here).
public let kCFAllocatorDefault: CFAllocator! = nil

/// A run loop (Core Foundation's `CFRunLoop`), to schedule reachability on.
public final class CFRunLoop: Sendable {
    static let main = CFRunLoop()
}

/// The main thread's run loop.
public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop.main }

/// The current thread's run loop (the main one on the main thread).
public func CFRunLoopGetCurrent() -> CFRunLoop! { Thread.isMainThread ? CFRunLoop.main : CFRunLoop() }

/// A run loop mode (Core Foundation's `CFRunLoopMode`).
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: CFString
    public init(rawValue: CFString) { self.rawValue = rawValue }
    /// The default mode (`kCFRunLoopDefaultMode`).
    public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
    /// The common modes (`kCFRunLoopCommonModes`).
    public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
}

// MARK: - BSD socket address lengths

extension sockaddr_in {
    /// BSD's length byte, which Linux's `sockaddr_in` lacks: the structure's size (16), what
    /// BSD code stores here; setting it changes nothing.
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    /// BSD's length byte, which Linux's `sockaddr_in6` lacks: the structure's size (28);
    /// setting it changes nothing.
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}

extension sockaddr {
    /// BSD's length byte, which Linux's `sockaddr` lacks: the size of the structure its
    /// family uses (`sockaddr_in`, `sockaddr_in6`, else `sockaddr`); setting it changes nothing.
    public var sa_len: UInt8 {
        get {
            switch Int32(sa_family) {
            case AF_INET: UInt8(MemoryLayout<sockaddr_in>.size)
            case AF_INET6: UInt8(MemoryLayout<sockaddr_in6>.size)
            default: UInt8(MemoryLayout<sockaddr>.size)
            }
        }
        set {}
    }
}

// MARK: - Reachability

/// How a node name or address can be reached (SystemConfiguration's
/// `SCNetworkReachabilityFlags`, with its bit values).
public struct SCNetworkReachabilityFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Reachable through a transient connection, such as PPP.
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    /// Reachable with the current network configuration.
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    /// Reachable, but a connection must first be established.
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    /// A connection is established by any traffic to the target.
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    /// Establishing the connection needs the user.
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    /// A connection is established on demand.
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    /// The target is an address of this device.
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    /// Traffic to the target does not go through a gateway.
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    /// Reachable through a cellular connection.
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// The former name of `connectionOnTraffic`.
    public static let connectionAutomatic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
}

/// Called when a target's reachability changes (SystemConfiguration's
/// `SCNetworkReachabilityCallBack`): never in a snapshot. (A C function pointer on Apple
/// platforms; Swift cannot pass a Swift class through one on Linux, so any closure is taken.)
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// The data handed to a reachability callback, with how to retain and release it
/// (SystemConfiguration's `SCNetworkReachabilityContext`).
public struct SCNetworkReachabilityContext {
    /// The structure's version: 0.
    public var version: CFIndex
    /// The app's data, handed to the callback.
    public var info: UnsafeMutableRawPointer?
    /// Retains `info` when the context is set.
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    /// Releases `info` when the context is replaced or the target goes away.
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    /// Describes `info` (an `NSString` here; Core Foundation's `CFString` on Apple platforms).
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?

    /// A zeroed context.
    public init() {
        version = 0
    }

    /// A context with these fields.
    public init(version: CFIndex, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: (@convention(c) (UnsafeRawPointer) -> Void)?, copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

/// A node name or address whose reachability is watched (SystemConfiguration's
/// `SCNetworkReachability`). Online over Wi-Fi in a snapshot.
public final class SCNetworkReachability: @unchecked Sendable {
    /// The flags the target has: `.reachable`, plus `.isLocalAddress` and `.isDirect` for
    /// this device's own (loopback) address.
    let flags: SCNetworkReachabilityFlags
    private let lock = NSLock()
    private var callback: SCNetworkReachabilityCallBack?
    private var context: SCNetworkReachabilityContext?

    init(local: Bool) {
        flags = local ? [.reachable, .isLocalAddress, .isDirect] : .reachable
    }

    deinit {
        if let info = context?.info { context?.release?(UnsafeRawPointer(info)) }
    }

    /// Keeps `callback` and `context` (none without a callback), retaining the new info and
    /// releasing the old.
    func set(callback: SCNetworkReachabilityCallBack?, context newContext: SCNetworkReachabilityContext?) {
        let kept = callback == nil ? nil : newContext
        if let info = kept?.info { _ = kept?.retain?(UnsafeRawPointer(info)) }
        lock.lock()
        let old = context
        self.callback = callback
        context = kept
        lock.unlock()
        if let info = old?.info { old?.release?(UnsafeRawPointer(info)) }
    }

    /// Whether the IPv4 or IPv6 address at `address` is a loopback address; nil for
    /// another family.
    static func isLoopback(_ address: UnsafePointer<sockaddr>) -> Bool? {
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                UInt32(bigEndian: $0.pointee.sin_addr.s_addr) >> 24 == 127
            }
        case AF_INET6:
            return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) == [UInt8](repeating: 0, count: 15) + [1] }
            }
        default:
            return nil
        }
    }
}

/// A target for the host `nodename`: reachable over Wi-Fi in a snapshot (`localhost` and
/// loopback addresses are also local and direct). Nil for an empty name.
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    let name = String(cString: nodename).lowercased()
    guard !name.isEmpty else { return nil }
    return SCNetworkReachability(local: name == "localhost" || name.hasPrefix("127.") || name == "::1")
}

/// A target for the IPv4 or IPv6 `address` (`0.0.0.0` is the classic "any network" check):
/// reachable over Wi-Fi in a snapshot. Nil for another address family.
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    guard let loopback = SCNetworkReachability.isLoopback(address) else { return nil }
    return SCNetworkReachability(local: loopback)
}

/// A target for a connection between two addresses: reachable over Wi-Fi in a snapshot.
/// Nil when neither address is given or one is of another family.
public func SCNetworkReachabilityCreateWithAddressPair(_ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
                                                       _ remoteAddress: UnsafePointer<sockaddr>?) -> SCNetworkReachability? {
    guard localAddress != nil || remoteAddress != nil else { return nil }
    var loopback = false
    for address in [localAddress, remoteAddress] {
        guard let address else { continue }
        guard let isLoopback = SCNetworkReachability.isLoopback(address) else { return nil }
        loopback = isLoopback
    }
    return SCNetworkReachability(local: loopback)
}

/// Writes the target's flags to `flags` and returns true: `.reachable` (online over Wi-Fi).
@discardableResult
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = target.flags
    return true
}

/// Sets (or, with a nil `callout`, removes) the target's callback and context, retaining
/// the context's `info` with its `retain`. Returns true. The callback is never called:
/// reachability never changes in a snapshot.
@discardableResult
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool {
    target.set(callback: callout, context: context?.pointee)
    return true
}

/// Schedules the target on a run loop: returns true; nothing is ever reported.
@discardableResult
public func SCNetworkReachabilityScheduleWithRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop, _ runLoopMode: CFString) -> Bool {
    true
}

/// Unschedules the target from a run loop: returns true.
@discardableResult
public func SCNetworkReachabilityUnscheduleFromRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop, _ runLoopMode: CFString) -> Bool {
    true
}

/// Schedules the target's callback on `queue` (nil unschedules): returns true; nothing is
/// ever reported.
@discardableResult
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    true
}
