// `import FamilyControls` on Linux, for SwiftUI apps' files that ask for Screen Time
// authorization and let the user pick apps, categories and websites: `AuthorizationCenter`,
// `FamilyActivitySelection`, `FamilyActivityPicker` and its sheet modifier, and SwiftUI's
// `Label` for a token. A snapshot has no Family Sharing account and no one to approve:
// **authorization stays `.notDetermined`** (its documented initial value, changed only by a
// request that succeeds), `requestAuthorization(for:)` throws
// `FamilyControlsError.authorizationCanceled` at once, as when the prompt is dismissed, and
// revoking succeeds with nothing to revoke. **The picker sheet is never presented**; a
// `FamilyActivityPicker` drawn inline has no apps or categories to list (the system fills it on
// a device), so it draws an empty inset grouped list with the app's header and footer text. A
// `Label` for a token draws placeholders (a rounded square for the icon, a bar for the name):
// tokens are opaque and only the system knows what they name. A selection keeps the tokens set
// on it and round-trips through `Codable` (its encoding is Proofsheet's: Apple documents only
// that it is `Codable`). ManagedSettings (the tokens) is re-exported, so that files naming
// `ApplicationToken` with this import alone compile (whether Apple's re-exports it is not
// documented). Opt-in, through the `ProofUILinuxModules` product (see Package.swift). On Apple
// platforms Apple's FamilyControls is used.
@_exported import Foundation
@_exported import ManagedSettings
@_exported import ProofUI

// MARK: - Authorization

/// The kind of account Family Controls manages (FamilyControls' `FamilyControlsMember`).
public enum FamilyControlsMember: Int, Codable, Hashable, Sendable, CustomStringConvertible {
    /// A child's account: a parent or guardian approves.
    case child
    /// The user's own account: they approve themselves.
    case individual

    /// A nonlocalized description, for debugging.
    public var description: String {
        switch self {
        case .child: "child"
        case .individual: "individual"
        }
    }
}

/// Whether the app may provide parental controls (FamilyControls' `AuthorizationStatus`).
public enum AuthorizationStatus: Hashable, Sendable, CustomStringConvertible {
    /// The app hasn't been authorized or denied: always so in a snapshot.
    case notDetermined
    /// The request was denied.
    case denied
    /// The request was approved.
    case approved

    /// A nonlocalized description, for debugging.
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .denied: "denied"
        case .approved: "approved"
        }
    }
}

/// The errors Family Controls reports (FamilyControls' `FamilyControlsError`). The raw values
/// are the error codes iOS reports (`FamilyControls.FamilyControlsError` code 2 is
/// `invalidAccountType`, as Apple's engineers list them on the developer forums).
public enum FamilyControlsError: Int, Error, LocalizedError, CustomNSError, Hashable, Sendable {
    /// A restriction prevents the app from using Family Controls on this device.
    case restricted
    /// The system failed to set up Family Controls.
    case unavailable
    /// The device isn't signed into a valid iCloud account.
    case invalidAccountType
    /// The method's arguments are invalid.
    case invalidArgument
    /// Another authorized app already provides parental controls.
    case authorizationConflict
    /// The parent, guardian or user canceled the request for authorization.
    case authorizationCanceled
    /// The device must be online to enroll with parental controls.
    case networkError
    /// The device must have a passcode for an individual to enroll.
    case authenticationMethodUnavailable

    /// The domain of the `NSError` an error bridges to.
    public static var errorDomain: String { "FamilyControls.FamilyControlsError" }
    /// The error's code: its raw value.
    public var errorCode: Int { rawValue }
    /// No user info.
    public var errorUserInfo: [String: Any] { [:] }

    /// A nonlocalized description, for debugging (Apple's one-line documentation of the case).
    public var errorDescription: String? {
        switch self {
        case .restricted: "A restriction prevents your app from using Family Controls on this device."
        case .unavailable: "The system failed to set up the Family Control framework."
        case .invalidAccountType: "The device isn't signed into a valid iCloud account."
        case .invalidArgument: "The method's arguments are invalid."
        case .authorizationConflict: "Another authorized app already provides parental controls."
        case .authorizationCanceled: "The parent or guardian canceled a request for authorization."
        case .networkError: "The device must be connected to the network in order to enroll with parental controls."
        case .authenticationMethodUnavailable: "The device must have a passcode set in order for an individual to enroll with parental controls."
        }
    }
}

/// Requests and revokes authorization to provide parental controls (FamilyControls'
/// `AuthorizationCenter`). A snapshot has no one to approve: the status stays `.notDetermined`,
/// a request fails at once with `.authorizationCanceled`, revoking succeeds at once.
public final class AuthorizationCenter: ObservableObject, @unchecked Sendable {
    /// The shared center.
    public static let shared = AuthorizationCenter()

    private init() {}

    /// The app's authorization: `.notDetermined`, its initial value, in a snapshot (the system
    /// changes it only after a request succeeds). Its publisher never publishes.
    @Published public private(set) var authorizationStatus: AuthorizationStatus = .notDetermined

    /// Requests authorization for `member`: throws `FamilyControlsError.authorizationCanceled`
    /// at once (no one approves in a snapshot); the status stays `.notDetermined`.
    public func requestAuthorization(for member: FamilyControlsMember) async throws {
        throw FamilyControlsError.authorizationCanceled
    }

    /// Requests authorization for a child (iOS 15): calls `completionHandler` at once with
    /// `FamilyControlsError.authorizationCanceled`.
    @available(iOS, deprecated: 16.0, message: "Use requestAuthorization(for:)")
    public func requestAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        completionHandler(.failure(FamilyControlsError.authorizationCanceled))
    }

    /// Revokes the app's authorization: calls `completionHandler` at once with success (nothing
    /// was authorized); the status stays `.notDetermined`.
    public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        completionHandler(.success(()))
    }
}

// MARK: - Selection

/// The apps, categories and web domains the user selected (FamilyControls'
/// `FamilyActivitySelection`): opaque tokens. A snapshot's picker selects nothing; the tokens
/// set on a selection are kept.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
    /// The selected apps.
    public var applicationTokens: Set<ApplicationToken>
    /// The selected categories.
    public var categoryTokens: Set<ActivityCategoryToken>
    /// The selected web domains.
    public var webDomainTokens: Set<WebDomainToken>
    /// Whether selecting a category selects its apps and web domains too.
    public let includeEntireCategory: Bool

    /// An empty selection.
    public init() { self.init(includeEntireCategory: false) }

    /// An empty selection in which a category stands for its apps and web domains too, or not.
    public init(includeEntireCategory: Bool) {
        applicationTokens = []
        categoryTokens = []
        webDomainTokens = []
        self.includeEntireCategory = includeEntireCategory
    }

    /// The selected apps, each made from its token (no name or bundle identifier).
    public var applications: Set<Application> { Set(applicationTokens.map(Application.init(token:))) }
    /// The selected categories, each made from its token (no name).
    public var categories: Set<ActivityCategory> { Set(categoryTokens.map(ActivityCategory.init(token:))) }
    /// The selected web domains, each made from its token (no domain).
    public var webDomains: Set<WebDomain> { Set(webDomainTokens.map(WebDomain.init(token:))) }

    private enum CodingKeys: String, CodingKey {
        case applicationTokens, categoryTokens, webDomainTokens, includeEntireCategory
    }

    /// Decodes a selection encoded by ``encode(to:)``; a missing key is an empty set (or false).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        applicationTokens = try container.decodeIfPresent(Set<ApplicationToken>.self, forKey: .applicationTokens) ?? []
        categoryTokens = try container.decodeIfPresent(Set<ActivityCategoryToken>.self, forKey: .categoryTokens) ?? []
        webDomainTokens = try container.decodeIfPresent(Set<WebDomainToken>.self, forKey: .webDomainTokens) ?? []
        includeEntireCategory = try container.decodeIfPresent(Bool.self, forKey: .includeEntireCategory) ?? false
    }

    /// Encodes the tokens and `includeEntireCategory`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(applicationTokens, forKey: .applicationTokens)
        try container.encode(categoryTokens, forKey: .categoryTokens)
        try container.encode(webDomainTokens, forKey: .webDomainTokens)
        try container.encode(includeEntireCategory, forKey: .includeEntireCategory)
    }
}

// MARK: - Views

/// The placeholders' fill: the system's tertiary fill, as StoreKit's loading placeholders.
private let placeholderFill = FillShapeStyle().tertiary

/// A picker of apps, categories and websites (FamilyControls' `FamilyActivityPicker`). On a
/// device the system fills it with the apps and categories of the device or family; a snapshot
/// has none, so it draws an empty inset grouped list with the header and footer text given, and
/// selects nothing.
@MainActor @preconcurrency
public struct FamilyActivityPicker: View {
    private let headerText: String?
    private let footerText: String?
    private let selection: Binding<FamilyActivitySelection>

    /// A picker bound to `selection`.
    public init(selection: Binding<FamilyActivitySelection>) {
        self.init(headerText: nil, footerText: nil, selection: selection)
    }

    /// A picker with header and footer text, bound to `selection`.
    public init(headerText: String? = nil, footerText: String? = nil, selection: Binding<FamilyActivitySelection>) {
        self.headerText = headerText
        self.footerText = footerText
        self.selection = selection
    }

    public var body: some View {
        List {
            Section {
                EmptyView()
            } header: {
                if let headerText { Text(verbatim: headerText) }
            } footer: {
                if let footerText { Text(verbatim: footerText) }
            }
        }
        .listStyle(.insetGrouped)
        .frameworkNote("FamilyActivityPicker (FamilyControls) has no apps or categories in a snapshot: drawn empty")
    }
}

nonisolated extension View {
    /// Presents the activity picker as a sheet: never presented in a snapshot.
    public func familyActivityPicker(isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>) -> some View {
        self
    }

    /// Presents the activity picker, with header and footer text, as a sheet: never presented
    /// in a snapshot.
    public func familyActivityPicker(headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>,
                                     selection: Binding<FamilyActivitySelection>) -> some View {
        self
    }

    /// Presents the activity picker, with a title, header and footer text, as a sheet (iOS
    /// 26.2): never presented in a snapshot.
    public func familyActivityPicker(title: String?, headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>,
                                     selection: Binding<FamilyActivitySelection>) -> some View {
        self
    }
}

/// The name of the app, category or website a token stands for, in a `Label`
/// (FamilyControls' `FamilyActivityTitleView`). Only the system knows the name: a snapshot
/// draws a placeholder bar the height of a line of the label's font.
@MainActor @preconcurrency
public struct FamilyActivityTitleView: View, Sendable {
    let kind: String

    nonisolated init(kind: String) { self.kind = kind }

    public var body: some View {
        Text(verbatim: "Activity name")
            .hidden()
            .overlay(RoundedRectangle(cornerRadius: 4, style: .continuous).fill(placeholderFill).padding(.vertical, 2))
            .frameworkNote("Label (FamilyControls) has no \(kind) name in a snapshot: drawn as a placeholder")
    }
}

/// The icon of the app, category or website a token stands for, in a `Label`
/// (FamilyControls' `FamilyActivityIconView`). Only the system knows it: a snapshot draws a
/// 20-point rounded square placeholder.
@MainActor @preconcurrency
public struct FamilyActivityIconView: View, Sendable {
    nonisolated init() {}

    public var body: some View {
        RoundedRectangle(cornerRadius: 5, style: .continuous).fill(placeholderFill).frame(width: 20, height: 20)
    }
}

nonisolated extension Label where Title == FamilyActivityTitleView, Icon == FamilyActivityIconView {
    /// The app a token stands for: its icon and name (placeholders in a snapshot).
    public init(_ applicationToken: ApplicationToken) {
        self.init(title: { FamilyActivityTitleView(kind: "app") }, icon: { FamilyActivityIconView() })
    }

    /// The category a token stands for: its icon and name (placeholders in a snapshot).
    public init(_ categoryToken: ActivityCategoryToken) {
        self.init(title: { FamilyActivityTitleView(kind: "category") }, icon: { FamilyActivityIconView() })
    }

    /// The website a token stands for: its icon and domain (placeholders in a snapshot).
    public init(_ webDomainToken: WebDomainToken) {
        self.init(title: { FamilyActivityTitleView(kind: "web domain") }, icon: { FamilyActivityIconView() })
    }
}
