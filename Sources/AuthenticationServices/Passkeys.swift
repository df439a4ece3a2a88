// Passkeys and password requests, and SwiftUI's `authorizationController` (iOS 16.4). A
// snapshot has no keychain and no one to approve a request: every request performed through
// the environment's controller throws `ASAuthorizationError` with `.canceled`, as when the
// person dismisses the sheet, so a view stays signed out.

/// Makes passkey requests for a relying party (AuthenticationServices' `ASAuthorizationPlatformPublicKeyCredentialProvider`).
open class ASAuthorizationPlatformPublicKeyCredentialProvider: ASAuthorizationProvider, @unchecked Sendable {
    public let relyingPartyIdentifier: String

    public init(relyingPartyIdentifier: String) {
        self.relyingPartyIdentifier = relyingPartyIdentifier
    }

    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(challenge: challenge, relyingPartyIdentifier: relyingPartyIdentifier)
    }

    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(challenge: challenge, relyingPartyIdentifier: relyingPartyIdentifier,
                                                                      name: name, userID: userID)
    }
}

/// A passkey sign-in request (AuthenticationServices' `ASAuthorizationPlatformPublicKeyCredentialAssertionRequest`).
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var challenge: Data
    open var relyingPartyIdentifier: String

    init(challenge: Data, relyingPartyIdentifier: String) {
        self.challenge = challenge
        self.relyingPartyIdentifier = relyingPartyIdentifier
    }
}

/// A passkey registration request (AuthenticationServices' `ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest`).
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    open var name: String
    open var userID: Data

    init(challenge: Data, relyingPartyIdentifier: String, name: String, userID: Data) {
        self.challenge = challenge
        self.relyingPartyIdentifier = relyingPartyIdentifier
        self.name = name
        self.userID = userID
    }
}

/// A passkey sign-in (AuthenticationServices' `ASAuthorizationPlatformPublicKeyCredentialAssertion`).
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: ASAuthorizationCredential, @unchecked Sendable {
    public let credentialID: Data
    public let userID: Data
    public let signature: Data
    public let rawAuthenticatorData: Data
    public let rawClientDataJSON: Data

    public init(credentialID: Data, userID: Data, signature: Data, rawAuthenticatorData: Data, rawClientDataJSON: Data) {
        self.credentialID = credentialID
        self.userID = userID
        self.signature = signature
        self.rawAuthenticatorData = rawAuthenticatorData
        self.rawClientDataJSON = rawClientDataJSON
    }
}

/// A passkey registration (AuthenticationServices' `ASAuthorizationPlatformPublicKeyCredentialRegistration`).
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: ASAuthorizationCredential, @unchecked Sendable {
    public let credentialID: Data
    public let rawAttestationObject: Data?
    public let rawClientDataJSON: Data

    public init(credentialID: Data, rawAttestationObject: Data?, rawClientDataJSON: Data) {
        self.credentialID = credentialID
        self.rawAttestationObject = rawAttestationObject
        self.rawClientDataJSON = rawClientDataJSON
    }
}

/// Makes requests for the keychain's saved passwords (AuthenticationServices' `ASAuthorizationPasswordProvider`).
open class ASAuthorizationPasswordProvider: ASAuthorizationProvider, @unchecked Sendable {
    public init() {}
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest() }
}

/// A saved-password request (AuthenticationServices' `ASAuthorizationPasswordRequest`).
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// A custom sign-in method chosen instead (AuthenticationServices' `ASAuthorizationCustomMethod`).
public struct ASAuthorizationCustomMethod: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let videoSubscriberAccount = ASAuthorizationCustomMethod(rawValue: "ASAuthorizationCustomMethodVideoSubscriberAccount")
    public static let restorePurchase = ASAuthorizationCustomMethod(rawValue: "ASAuthorizationCustomMethodRestorePurchase")
    public static let other = ASAuthorizationCustomMethod(rawValue: "ASAuthorizationCustomMethodOther")
}

extension ASAuthorizationController {
    /// How requests are performed (AuthenticationServices' `ASAuthorizationController.RequestOptions`).
    public struct RequestOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }
}

/// What a successful request gave (AuthenticationServices' `ASAuthorizationResult`).
public enum ASAuthorizationResult {
    case appleID(ASAuthorizationAppleIDCredential)
    case password(ASPasswordCredential)
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
    case customMethod(ASAuthorizationCustomMethod)
}

/// Performs authorization requests from a view (AuthenticationServices' SwiftUI
/// `AuthorizationController`, read from `\.authorizationController`): every request throws
/// `ASAuthorizationError(.canceled)` in a snapshot (no keychain, no one to approve).
@MainActor @preconcurrency
public struct AuthorizationController: Sendable {
    public func performRequest(_ request: ASAuthorizationRequest) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    public func performRequest(_ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    public func performRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    public func performRequests(_ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
}

private struct AuthorizationControllerKey: EnvironmentKey {
    static var defaultValue: AuthorizationController { AuthorizationController() }
}

extension EnvironmentValues {
    /// The view's authorization controller (SwiftUI's `authorizationController` with AuthenticationServices).
    public var authorizationController: AuthorizationController { self[AuthorizationControllerKey.self] }
}
