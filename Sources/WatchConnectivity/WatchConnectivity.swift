// `import WatchConnectivity` on Linux, for SwiftUI apps' files that write it: the session an
// iPhone app and its Watch app talk through, and its delegate. There is no paired watch in a
// snapshot: `isSupported()` is false, a session activates to `.activated` but is never paired
// nor reachable, and messages fail with `WCError` `.notReachable` (as WatchConnectivity reports
// an unreachable counterpart); nothing is ever received. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// WatchConnectivity is used.
@_exported import Foundation
@_exported import ProofUI

/// Whether a session can talk to its counterpart (WatchConnectivity's `WCSessionActivationState`).
public enum WCSessionActivationState: Int, Sendable { case notActivated, inactive, activated }

/// A WatchConnectivity failure (WatchConnectivity's `WCError`).
public struct WCError: Error, Hashable, Sendable {
    /// The failure's kind.
    public enum Code: Int, Sendable {
        case genericError = 7001, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired,
             watchAppNotInstalled, notReachable, invalidParameter, payloadTooLarge, payloadUnsupportedTypes,
             messageReplyFailed, messageReplyTimedOut, fileAccessDenied, deliveryFailed, insufficientSpace,
             sessionInactive, transferTimedOut, companionAppNotInstalled, watchOnlyApp
    }

    /// The failure's kind.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static let notReachable = Code.notReachable
    public static let sessionNotActivated = Code.sessionNotActivated
    public static let deviceNotPaired = Code.deviceNotPaired
}

/// What a session tells (WatchConnectivity's `WCSessionDelegate`). Only
/// `session(_:activationDidCompleteWith:error:)` is required (iOS also requires the two
/// deactivation methods, which watchOS lacks: here they have empty defaults, so one file serves both).
public protocol WCSessionDelegate: AnyObject {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func sessionWatchStateDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
}

extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
}

/// A user-info transfer in progress (WatchConnectivity's `WCSessionUserInfoTransfer`).
open class WCSessionUserInfoTransfer: @unchecked Sendable {
    /// What is sent.
    public let userInfo: [String: Any]
    /// Whether it is still being sent: false (nothing is sent here).
    open var isTransferring: Bool { false }

    init(userInfo: [String: Any]) {
        self.userInfo = userInfo
    }

    /// Accepted: nothing is being sent.
    open func cancel() {}
}

/// The channel between an iPhone app and its Watch app (WatchConnectivity's `WCSession`).
open class WCSession: @unchecked Sendable {
    /// The app's session.
    public static let `default` = WCSession()

    /// Whether the device can talk to a watch: false (no watch in a snapshot).
    open class func isSupported() -> Bool { false }

    /// Told of activation (and of nothing else here).
    open weak var delegate: (any WCSessionDelegate)?
    /// `.activated` after `activate()`.
    open private(set) var activationState = WCSessionActivationState.notActivated
    /// Whether a watch is paired: false.
    open var isPaired: Bool { false }
    /// Whether the Watch app is installed: false.
    open var isWatchAppInstalled: Bool { false }
    /// Whether the iPhone app is installed (asked on the watch): false.
    open var isCompanionAppInstalled: Bool { false }
    /// Whether the counterpart can receive a message now: false.
    open var isReachable: Bool { false }
    /// Whether the complication is on the active watch face: false.
    open var isComplicationEnabled: Bool { false }
    /// The last context sent with `updateApplicationContext(_:)`.
    open private(set) var applicationContext: [String: Any] = [:]
    /// The last context received: none.
    open var receivedApplicationContext: [String: Any] { [:] }
    /// The user-info transfers in progress: none.
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
    /// The session's folder for files: none.
    open var watchDirectoryURL: URL? { nil }

    public init() {}

    /// Activates the session: its state becomes `.activated` and the delegate is told at once.
    open func activate() {
        activationState = .activated
        delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
    }

    /// Keeps `applicationContext` (nothing receives it); throws `WCError` `.sessionNotActivated`
    /// before `activate()`, as WatchConnectivity does.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        guard activationState == .activated else { throw WCError(.sessionNotActivated) }
        self.applicationContext = applicationContext
    }

    /// Fails at once: `errorHandler` gets `WCError` `.notReachable` (no counterpart is reachable).
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }

    /// Fails at once: `errorHandler` gets `WCError` `.notReachable`.
    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }

    /// A transfer that never delivers (no counterpart).
    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }

    /// A transfer that never delivers (no counterpart).
    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }
}
