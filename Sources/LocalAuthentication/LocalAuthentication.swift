// `import LocalAuthentication` on Linux, for SwiftUI apps' files that write it: Face ID and
// Touch ID checks. A snapshot's device has no biometry: policies cannot be evaluated, and an
// evaluation fails with `.biometryNotAvailable`. Opt-in, through the `ProofUILinuxModules`
// product (see Package.swift). On Apple platforms Apple's LocalAuthentication is used.
@_exported import Foundation
@_exported import ProofUI

/// What to authenticate with (LocalAuthentication's `LAPolicy`).
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The device's biometry (LocalAuthentication's `LABiometryType`).
public enum LABiometryType: Int, Sendable {
    case none = 0, touchID = 1, faceID = 2, opticID = 4
}

/// Why an authentication failed (LocalAuthentication's `LAError`).
public struct LAError: Error, Hashable, Sendable {
    /// The failure (LocalAuthentication's `LAError.Code`).
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case appCancel = -9, invalidContext = -10, biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8
        case notInteractive = -1004
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
}

/// An authentication context (LocalAuthentication's `LAContext`): no biometry here.
open class LAContext: @unchecked Sendable {
    open var localizedReason = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var biometryType: LABiometryType { .none }
    /// Required, as Objective-C initialisers of Apple's class are for a protocol's `init()`
    /// requirement (an app's `protocol AuthenticationService { init() }` that `LAContext` meets).
    public required init() {}

    /// False, with `.biometryNotAvailable` in `error`.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.biometryNotAvailable.rawValue)
        return false
    }

    /// Fails with `.biometryNotAvailable`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        reply(false, LAError(.biometryNotAvailable))
    }

    /// Fails with `.biometryNotAvailable`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(.biometryNotAvailable)
    }

    open func invalidate() {}
}
