// `import AuthenticationServices` on Linux, for SwiftUI apps' files that write it: the
// Sign in with Apple button and the authorization types its callbacks use. A snapshot signs
// nobody in: the button is drawn, its callbacks never run. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// AuthenticationServices is used.
@_exported import Foundation
@_exported import ProofUI

/// A scope of an Apple ID request (AuthenticationServices' `ASAuthorization.Scope`).
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = ASAuthorizationScope(rawValue: "full_name")
    public static let email = ASAuthorizationScope(rawValue: "email")
}

/// Something that can authorize (AuthenticationServices' `ASAuthorizationProvider`).
public protocol ASAuthorizationProvider: AnyObject {}

/// A credential an authorization gave (AuthenticationServices' `ASAuthorizationCredential`).
public protocol ASAuthorizationCredential: AnyObject {}

/// A successful authorization (AuthenticationServices' `ASAuthorization`).
open class ASAuthorization: @unchecked Sendable {
    public typealias Scope = ASAuthorizationScope
    public let credential: any ASAuthorizationCredential
    public let provider: any ASAuthorizationProvider
    public init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }
}

/// A request for authorization (AuthenticationServices' `ASAuthorizationRequest`).
open class ASAuthorizationRequest: @unchecked Sendable {
    public init() {}
}

/// A request of an OpenID provider (AuthenticationServices' `ASAuthorizationOpenIDRequest`).
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var state: String?
    open var nonce: String?
}

/// A Sign in with Apple request (AuthenticationServices' `ASAuthorizationAppleIDRequest`).
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    open var user: String?
}

/// Makes Sign in with Apple requests (AuthenticationServices' `ASAuthorizationAppleIDProvider`).
open class ASAuthorizationAppleIDProvider: ASAuthorizationProvider, @unchecked Sendable {
    /// An Apple ID's state (AuthenticationServices' `ASAuthorizationAppleIDProvider.CredentialState`).
    public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
    public init() {}
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }
}

/// A person's name parts (Foundation's `PersonNameComponents` on Apple platforms is used).
public typealias ASPersonNameComponents = PersonNameComponents

/// A Sign in with Apple credential (AuthenticationServices' `ASAuthorizationAppleIDCredential`).
open class ASAuthorizationAppleIDCredential: ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    open var email: String? { nil }
    open var fullName: PersonNameComponents? { nil }
    open var identityToken: Data? { nil }
    open var authorizationCode: Data? { nil }
    open var state: String? { nil }
    open var authorizedScopes: [ASAuthorization.Scope] { [] }
    public init(user: String) { self.user = user }
}

/// A password credential (AuthenticationServices' `ASPasswordCredential`).
open class ASPasswordCredential: ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let password: String
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}

/// Why an authorization failed (AuthenticationServices' `ASAuthorizationError`).
public struct ASAuthorizationError: Error, Hashable, Sendable {
    /// The failure (AuthenticationServices' `ASAuthorizationError.Code`).
    public enum Code: Int, Sendable { case unknown = 1000, canceled, invalidResponse, notHandled, failed, notInteractive }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let unknown = Code.unknown
    public static let canceled = Code.canceled
    public static let failed = Code.failed
}

/// What an authorization controller tells (AuthenticationServices' `ASAuthorizationControllerDelegate`).
@MainActor @preconcurrency
public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Where the authorization interface appears (AuthenticationServices' `ASAuthorizationControllerPresentationContextProviding`).
@MainActor @preconcurrency
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// A window the authorization interface is shown over (AuthenticationServices' `ASPresentationAnchor`).
public typealias ASPresentationAnchor = UIWindow

/// Runs authorization requests (AuthenticationServices' `ASAuthorizationController`): runs
/// none in a snapshot.
@MainActor @preconcurrency
open class ASAuthorizationController {
    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }
    open func performRequests() {}
}

/// A web sign-in session (AuthenticationServices' `ASWebAuthenticationSession`): never starts here.
open class ASWebAuthenticationSession: @unchecked Sendable {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void
    open var prefersEphemeralWebBrowserSession = false
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {}
    @discardableResult open func start() -> Bool { false }
    open func cancel() {}
}

/// Where a web sign-in appears (AuthenticationServices' `ASWebAuthenticationPresentationContextProviding`).
@MainActor @preconcurrency
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// The Sign in with Apple button's wording (AuthenticationServices' `SignInWithAppleButton.Label`).
public enum SignInWithAppleButtonLabel: Sendable { case signIn, `continue`, signUp }

/// The Sign in with Apple button's colours (AuthenticationServices' `SignInWithAppleButton.Style`).
public enum SignInWithAppleButtonStyle: Sendable { case black, white, whiteOutline }

/// The Sign in with Apple button (AuthenticationServices' SwiftUI `SignInWithAppleButton`),
/// drawn as a rounded rectangle in the style's colours with its wording (Apple's artwork and
/// logo are not reproduced); it fills the width offered and is 44 points high, the minimum
/// Apple's guidelines give. Tapping is not simulated.
public struct SignInWithAppleButton: View {
    public typealias Label = SignInWithAppleButtonLabel
    public typealias Style = SignInWithAppleButtonStyle
    private let label: Label
    @Environment(\.signInWithAppleButtonStyle) private var style

    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
    }

    public var body: some View {
        let title = switch label {
        case .signIn: "Sign in with Apple"
        case .continue: "Continue with Apple"
        case .signUp: "Sign up with Apple"
        }
        let black = style == .black
        Text(title)
            .fontWeight(.medium)
            .foregroundColor(black ? .white : .black)
            .frame(maxWidth: .infinity, minHeight: 44)
            .background(RoundedRectangle(cornerRadius: 6).fill(black ? Color.black : Color.white))
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.black, lineWidth: style == .whiteOutline ? 1 : 0))
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButtonStyle.black
}

extension EnvironmentValues {
    fileprivate var signInWithAppleButtonStyle: SignInWithAppleButtonStyle {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The Sign in with Apple button's colours: black (the default), white, or white with a
    /// black outline.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButtonStyle) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
