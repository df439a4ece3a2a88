// `import ManagedSettings` on Linux, for SwiftUI apps' files that restrict the device with
// Apple's Screen Time API: stores of settings (`ManagedSettingsStore`: shields over apps, app
// categories and websites, blocked apps, the web content filter…), the opaque tokens that name
// apps, categories and web domains, and the shield action extension's delegate. A snapshot has
// no device to restrict and runs no extension: **a store keeps its settings in memory**, shared
// by every store of the same name in the process (as stores of one name share their settings on
// a device) until `clearAllSettings()`, and nothing is shielded or blocked; a shield action
// delegate is never called. Tokens are opaque, as on iOS: a `Token` holds bytes it never shows
// and is equal to another with the same bytes; it encodes as `{"data": <bytes>}`, the shape
// iOS's tokens have (apps make tokens for their UI tests by decoding it; Apple documents only
// that tokens are `Codable`), which is how a test makes one here. An `Application`, `WebDomain`
// or `ActivityCategory` made from a token has no name, bundle identifier or domain, as outside
// a shield configuration extension on iOS. Opt-in, through the `ProofUILinuxModules` product
// (see Package.swift). On Apple platforms Apple's ManagedSettings is used.
@_exported import Foundation
@_exported import ProofUI

// MARK: - Tokens

/// A representation of an activity, such as an app or website, that doesn't reveal its
/// identity (ManagedSettings' `Token`). Opaque: equal to another token with the same bytes; it
/// encodes as `{"data": <bytes>}`, so a test makes one by decoding that.
public struct Token<T>: Hashable, Codable, Sendable {
    /// The token's opaque bytes.
    private let data: Data
}

/// A token that represents an app (ManagedSettings' `ApplicationToken`).
public typealias ApplicationToken = Token<Application>
/// A token that represents a category of app or website activity (ManagedSettings'
/// `ActivityCategoryToken`).
public typealias ActivityCategoryToken = Token<ActivityCategory>
/// A token that represents a web domain (ManagedSettings' `WebDomainToken`).
public typealias WebDomainToken = Token<WebDomain>

// MARK: - Applications, categories, web domains

/// An application on the user's device (ManagedSettings' `Application`).
public struct Application: Hashable, Sendable {
    /// The app's bundle identifier: the one it was made with, nil when made from a token (only
    /// a shield configuration extension learns it on iOS).
    public let bundleIdentifier: String?
    /// The opaque token that names the app, nil when made from a bundle identifier.
    public let token: ApplicationToken?
    /// The app's name: nil (only a shield configuration extension learns it on iOS; a snapshot
    /// has none).
    public let localizedDisplayName: String?

    /// The app with a bundle identifier.
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
        token = nil
        localizedDisplayName = nil
    }

    /// The app a token names.
    public init(token: ApplicationToken) {
        bundleIdentifier = nil
        self.token = token
        localizedDisplayName = nil
    }
}

/// An activity's category, such as Entertainment or Social (ManagedSettings'
/// `ActivityCategory`).
public struct ActivityCategory: Hashable, Sendable {
    /// The category's name: nil (only a shield configuration extension learns it on iOS).
    public let localizedDisplayName: String?
    /// The opaque token that names the category.
    public let token: ActivityCategoryToken?

    /// The category a token names.
    public init(token: ActivityCategoryToken) {
        localizedDisplayName = nil
        self.token = token
    }
}

/// A website (ManagedSettings' `WebDomain`).
public struct WebDomain: Hashable, Sendable {
    /// The domain: the one it was made with, nil when made from a token.
    public let domain: String?
    /// The opaque token that names the domain, nil when made from a domain.
    public let token: WebDomainToken?

    /// The web domain `domain`, such as `example.com`.
    public init(domain: String) {
        self.domain = domain
        token = nil
    }

    /// The web domain a token names.
    public init(token: WebDomainToken) {
        domain = nil
        self.token = token
    }
}

// MARK: - Settings groups

/// A group of related settings of a store (ManagedSettings' `ManagedSettingsGroup`).
public protocol ManagedSettingsGroup {}

/// Additional information about a configurable setting (ManagedSettings' `SettingMetadata`).
public struct SettingMetadata<Value> {
    /// The setting's value when the app sets none.
    public let defaultValue: Value
}

extension SettingMetadata: Sendable where Value: Sendable {}

/// What apps and websites the system covers with a shielding view (ManagedSettings'
/// `ShieldSettings`). Nothing is covered in a snapshot; the values are kept.
public struct ShieldSettings: ManagedSettingsGroup, Sendable {
    /// Policies for shielding activities by their category (ManagedSettings'
    /// `ShieldSettings.ActivityCategoryPolicy`).
    public enum ActivityCategoryPolicy<Activity>: Equatable, Sendable {
        /// Shields nothing.
        case none
        /// Shields every app (or website) but those given.
        case all(except: Set<Token<Activity>> = [])
        /// Shields the categories given, but not the apps (or websites) in `except`.
        case specific(Set<ActivityCategoryToken>, except: Set<Token<Activity>> = [])
    }

    /// The apps to shield; nil unless the app sets them.
    public var applications: Set<ApplicationToken>?
    /// The categories of apps to shield; nil unless the app sets them.
    public var applicationCategories: ShieldSettings.ActivityCategoryPolicy<Application>?
    /// The websites to shield; nil unless the app sets them.
    public var webDomains: Set<WebDomainToken>?
    /// The categories of websites to shield; nil unless the app sets them.
    public var webDomainCategories: ShieldSettings.ActivityCategoryPolicy<WebDomain>?

    /// The apps setting's metadata: an empty set by default.
    public static let applications = SettingMetadata<Set<ApplicationToken>>(defaultValue: [])
    /// The websites setting's metadata: an empty set by default.
    public static let webDomains = SettingMetadata<Set<WebDomainToken>>(defaultValue: [])
}

/// The apps a user can run, install and remove (ManagedSettings' `ApplicationSettings`).
public struct ApplicationSettings: ManagedSettingsGroup, Sendable {
    /// The apps to block (hide and prevent from launching); nil unless the app sets them.
    public var blockedApplications: Set<Application>?
    /// Whether to prevent installing apps; nil unless the app sets it.
    public var denyAppInstallation: Bool?
    /// Whether to prevent removing apps; nil unless the app sets it.
    public var denyAppRemoval: Bool?

    /// The blocked apps setting's metadata: an empty set by default.
    public static let blockedApplications = SettingMetadata<Set<Application>>(defaultValue: [])
    /// The app installation setting's metadata: false by default.
    public static let denyAppInstallation = SettingMetadata<Bool>(defaultValue: false)
    /// The app removal setting's metadata: false by default.
    public static let denyAppRemoval = SettingMetadata<Bool>(defaultValue: false)
}

/// Which websites a user can visit (ManagedSettings' `WebContentSettings`).
public struct WebContentSettings: ManagedSettingsGroup, Sendable {
    /// How websites are filtered (ManagedSettings' `WebContentSettings.FilterPolicy`).
    public enum FilterPolicy: Equatable, Sendable {
        /// Filters nothing.
        case none
        /// Blocks every website but those given.
        case all(except: Set<WebDomain> = [])
        /// Blocks adult content and the domains given, except those in `except`.
        case auto(Set<WebDomain> = [], except: Set<WebDomain> = [])
        /// Blocks the domains given.
        case specific(Set<WebDomain>)
    }

    /// The filter for websites; nil unless the app sets one.
    public var blockedByFilter: WebContentSettings.FilterPolicy?

    /// The filter setting's metadata: `.none` by default.
    public static let blockedByFilter = SettingMetadata<WebContentSettings.FilterPolicy>(defaultValue: .none)
}

/// The App Store's settings (ManagedSettings' `AppStoreSettings`).
public struct AppStoreSettings: ManagedSettingsGroup, Sendable {
    /// Whether to deny in-app purchases; nil unless the app sets it.
    public var denyInAppPurchases: Bool?
    /// The highest app rating the user can download (1000 all, 600 17+, 300 12+, 200 9+, 100
    /// 4+, 0 none); nil unless the app sets it.
    public var maximumRating: Int?
    /// Whether each purchase asks for the password; nil unless the app sets it.
    public var requirePasswordForPurchases: Bool?
}

/// The media a user can access (ManagedSettings' `MediaSettings`).
public struct MediaSettings: ManagedSettingsGroup, Sendable {
    /// Whether to deny books tagged erotica; nil unless the app sets it.
    public var denyBookstoreErotica: Bool?
    /// Whether to hide explicit music and video; nil unless the app sets it.
    public var denyExplicitContent: Bool?
    /// Whether to deny Apple Music's streaming content; nil unless the app sets it.
    public var denyMusicService: Bool?
    /// The highest movie rating the user may view; nil unless the app sets it.
    public var maximumMovieRating: Int?
    /// The highest TV show rating the user may view; nil unless the app sets it.
    public var maximumTVShowRating: Int?
}

/// Game Center's settings (ManagedSettings' `GameCenterSettings`).
public struct GameCenterSettings: ManagedSettingsGroup, Sendable {
    /// Whether to prevent adding Game Center friends; nil unless the app sets it.
    public var denyAddingFriends: Bool?
    /// Whether to prevent joining multiplayer games; nil unless the app sets it.
    public var denyMultiplayerGaming: Bool?
}

/// Whether the user can change their accounts (ManagedSettings' `AccountSettings`).
public struct AccountSettings: ManagedSettingsGroup, Sendable {
    /// Whether to prevent changing account information; nil unless the app sets it.
    public var lockAccounts: Bool?
}

/// Whether the user can change the passcode (ManagedSettings' `PasscodeSettings`).
public struct PasscodeSettings: ManagedSettingsGroup, Sendable {
    /// Whether to prevent changing the passcode; nil unless the app sets it.
    public var lockPasscode: Bool?
}

/// Whether the user can change the date and time (ManagedSettings' `DateAndTimeSettings`).
public struct DateAndTimeSettings: ManagedSettingsGroup, Sendable {
    /// Whether to require the automatic date and time; nil unless the app sets it.
    public var requireAutomaticDateAndTime: Bool?
}

// MARK: - Stores

/// Every group of settings of one store.
struct StoredSettings: Sendable {
    var account = AccountSettings()
    var appStore = AppStoreSettings()
    var application = ApplicationSettings()
    var dateAndTime = DateAndTimeSettings()
    var gameCenter = GameCenterSettings()
    var media = MediaSettings()
    var passcode = PasscodeSettings()
    var shield = ShieldSettings()
    var webContent = WebContentSettings()
}

/// The settings of every store in the process, by store name.
final class ManagedSettingsRegistry: @unchecked Sendable {
    static let shared = ManagedSettingsRegistry()
    private let lock = NSLock()
    private var stores: [String: StoredSettings] = [:]

    func settings(_ name: ManagedSettingsStore.Name) -> StoredSettings {
        lock.lock(); defer { lock.unlock() }
        return stores[name.rawValue] ?? StoredSettings()
    }

    func update(_ name: ManagedSettingsStore.Name, _ change: (inout StoredSettings) -> Void) {
        lock.lock(); defer { lock.unlock() }
        change(&stores[name.rawValue, default: StoredSettings()])
    }

    func clear(_ name: ManagedSettingsStore.Name) {
        lock.lock(); defer { lock.unlock() }
        stores[name.rawValue] = nil
    }
}

/// A store of settings applied to the user or device (ManagedSettings'
/// `ManagedSettingsStore`). In a snapshot the settings are kept in memory, shared by every store
/// of the same name in the process until `clearAllSettings()`; nothing is applied to a device.
public final class ManagedSettingsStore: ObservableObject, Sendable {
    /// The unique name of a store (ManagedSettings' `ManagedSettingsStore.Name`): stores with
    /// the same name share their settings.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The store's name.
        public let rawValue: String

        /// A store name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A store name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The name of the store `ManagedSettingsStore()` makes (its raw value, "default", is
        /// Proofsheet's: Apple does not document it).
        public static let `default` = Name("default")
    }

    /// The store's name.
    let name: Name

    /// The default store.
    public convenience init() { self.init(storeName: .default) }

    /// The store named `name`: the same settings as every other store of that name.
    public convenience init(named name: ManagedSettingsStore.Name) { self.init(storeName: name) }

    private init(storeName: Name) { name = storeName }

    private var registry: ManagedSettingsRegistry { .shared }

    /// Settings that affect accounts.
    public var account: AccountSettings {
        get { self[\.account] }
        set { self[\.account] = newValue }
    }

    /// Settings that affect the App Store.
    public var appStore: AppStoreSettings {
        get { self[\.appStore] }
        set { self[\.appStore] = newValue }
    }

    /// Settings that affect which apps run, install and uninstall.
    public var application: ApplicationSettings {
        get { self[\.application] }
        set { self[\.application] = newValue }
    }

    /// Settings that affect the date and time.
    public var dateAndTime: DateAndTimeSettings {
        get { self[\.dateAndTime] }
        set { self[\.dateAndTime] = newValue }
    }

    /// Settings that affect Game Center.
    public var gameCenter: GameCenterSettings {
        get { self[\.gameCenter] }
        set { self[\.gameCenter] = newValue }
    }

    /// Settings that affect media.
    public var media: MediaSettings {
        get { self[\.media] }
        set { self[\.media] = newValue }
    }

    /// Settings that affect the passcode.
    public var passcode: PasscodeSettings {
        get { self[\.passcode] }
        set { self[\.passcode] = newValue }
    }

    /// Settings that affect what the system covers with a shielding view.
    public var shield: ShieldSettings {
        get { self[\.shield] }
        set { self[\.shield] = newValue }
    }

    /// Settings that affect which websites the user can visit.
    public var webContent: WebContentSettings {
        get { self[\.webContent] }
        set { self[\.webContent] = newValue }
    }

    /// One group of this store's settings, shared with the other stores of its name.
    private subscript<Group>(_ group: WritableKeyPath<StoredSettings, Group>) -> Group {
        get { registry.settings(name)[keyPath: group] }
        set { registry.update(name) { $0[keyPath: group] = newValue } }
    }

    /// Clears every setting of this store (and of the other stores of its name).
    public func clearAllSettings() {
        registry.clear(name)
    }
}

// MARK: - Shield actions

/// What the user did on a shield (ManagedSettings' `ShieldAction`).
public enum ShieldAction: Int, Hashable, Sendable {
    /// The shield's primary (top) button was pressed.
    case primaryButtonPressed
    /// The shield's secondary button was pressed.
    case secondaryButtonPressed
}

/// How the system answers a shield action (ManagedSettings' `ShieldActionResponse`).
public enum ShieldActionResponse: Int, Hashable, Sendable {
    /// Nothing more to do.
    case none
    /// Close the app or browser.
    case close
    /// Defer: the shield's configuration is asked for again.
    case `defer`
}

/// The principal class of a shield action extension (ManagedSettings' `ShieldActionDelegate`):
/// subclass it and override `handle(action:for:completionHandler:)`. The system never calls it
/// in a snapshot (no shield is shown); the default implementations answer `.none` at once (what
/// Apple's do is not documented).
open class ShieldActionDelegate: NSObject {
    public override init() { super.init() }

    /// Handles an action on the shield over an app.
    open func handle(action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(.none)
    }

    /// Handles an action on the shield over a website.
    open func handle(action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(.none)
    }

    /// Handles an action on the shield over an app or website shielded by its category.
    open func handle(action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(.none)
    }
}
