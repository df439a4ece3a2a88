// `import Intents` on Linux, for SwiftUI apps' files that write it (SiriKit): intents and
// their responses, shortcuts made from an intent or a user activity, voice shortcuts,
// interactions donated to Siri, and the invocation phrase apps suggest on a user activity.
// Siri never runs here: a donation completes at once without error, authorization stays
// `.notDetermined`, and no voice shortcut exists. The classes Xcode generates from an app's
// `.intentdefinition` file (`ConfigurationIntent`…) are the app's build's, not this module's.
// Opt-in, through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms
// Apple's Intents is used.
@_exported import Foundation
@_exported import ProofUI

/// An intent: a request Siri or a widget's configuration makes of the app (Intents' `INIntent`).
/// Xcode generates an app's own intents as subclasses; what is set on one is kept.
open class INIntent: @unchecked Sendable, Identifiable {
    /// The intent's identifier (unique per intent).
    open var identifier: String? = UUID().uuidString
    /// The phrase Siri suggests for the intent.
    open var suggestedInvocationPhrase: String?
    public var id: ObjectIdentifier { ObjectIdentifier(self) }

    public init() {}
}

/// A value of a custom type of an intent definition (Intents' `INObject`; Xcode generates a
/// subclass per type). What is set is kept; equal only to itself, as an `NSObject`.
open class INObject: @unchecked Sendable, Hashable {
    public let identifier: String?
    public let displayString: String
    public let pronunciationHint: String?
    public var subtitleString: String?
    public var alternativeSpeakableMatches: [String]?

    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
    }

    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?) {
        self.init(identifier: identifier, display: displayString)
        self.subtitleString = subtitleString
    }

    public static func == (lhs: INObject, rhs: INObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The answer to an intent (Intents' `INIntentResponse`).
open class INIntentResponse: @unchecked Sendable {
    /// The activity that continues the intent in the app.
    open var userActivity: NSUserActivity?

    public init() {}
}

/// Whether Siri may handle the app's intents (Intents' `INSiriAuthorizationStatus`).
public enum INSiriAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// The app's Siri settings (Intents' `INPreferences`): never authorized here.
open class INPreferences: @unchecked Sendable {
    /// `.notDetermined`: no one is asked in a snapshot.
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { .notDetermined }

    /// Calls `handler` at once with `.notDetermined` (no one is asked in a snapshot).
    open class func requestSiriAuthorization(_ handler: @escaping (INSiriAuthorizationStatus) -> Void) {
        handler(.notDetermined)
    }
}

/// A shortcut the app offers to Siri: an intent or a user activity (Intents' `INShortcut`).
public enum INShortcut: Sendable {
    case intent(INIntent)
    case userActivity(NSUserActivity)

    /// A shortcut that runs `intent`; nil when the intent cannot be a shortcut (never here).
    public init?(intent: INIntent) {
        self = .intent(intent)
    }

    /// A shortcut that continues `userActivity`.
    public init(userActivity: NSUserActivity) {
        self = .userActivity(userActivity)
    }

    /// The intent, for an intent shortcut.
    public var intent: INIntent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }

    /// The user activity, for an activity shortcut.
    public var userActivity: NSUserActivity? {
        if case .userActivity(let activity) = self { return activity }
        return nil
    }
}

/// A shortcut the user recorded a phrase for (Intents' `INVoiceShortcut`).
open class INVoiceShortcut: @unchecked Sendable {
    /// The shortcut's identifier.
    public let identifier: UUID
    /// The phrase the user says.
    public let invocationPhrase: String
    /// What the phrase runs.
    public let shortcut: INShortcut

    public init(identifier: UUID = UUID(), invocationPhrase: String, shortcut: INShortcut) {
        self.identifier = identifier
        self.invocationPhrase = invocationPhrase
        self.shortcut = shortcut
    }
}

/// The user's voice shortcuts (Intents' `INVoiceShortcutCenter`): none exists in a snapshot.
open class INVoiceShortcutCenter: @unchecked Sendable {
    /// The app's center.
    public static let shared = INVoiceShortcutCenter()

    /// Calls `completionHandler` at once with no shortcut.
    open func getAllVoiceShortcuts(completion completionHandler: @escaping ([INVoiceShortcut]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }

    /// No voice shortcut.
    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { [] }

    /// Accepted: Siri suggests nothing in a snapshot.
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {}
}

/// How the app took part in an interaction (Intents' `INInteractionDirection`).
public enum INInteractionDirection: Int, Sendable { case unspecified, outgoing, incoming }

/// An intent and its response, donated to Siri (Intents' `INInteraction`).
open class INInteraction: @unchecked Sendable {
    /// The intent.
    public let intent: INIntent
    /// The response, when there is one.
    public let intentResponse: INIntentResponse?
    /// The interaction's identifier.
    open var identifier: String = UUID().uuidString
    /// The group the interaction belongs to.
    open var groupIdentifier: String?
    /// How the app took part.
    open var direction: INInteractionDirection = .unspecified

    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
    }

    /// Completes at once without error: Siri keeps nothing in a snapshot.
    open func donate(completion: (((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Completes at once: Siri keeps nothing in a snapshot.
    open func donate() async throws {}

    /// Completes at once without error.
    open class func deleteAll(completion: (((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Completes at once without error.
    open class func delete(with identifiers: [String], completion: (((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Completes at once without error.
    open class func delete(with groupIdentifier: String, completion: (((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }
}

extension NSUserActivity {
    /// The phrase Siri suggests for the activity (Intents' addition to `NSUserActivity`): kept.
    public var suggestedInvocationPhrase: String? {
        get { frameworkValues["suggestedInvocationPhrase"] as? String }
        set { frameworkValues["suggestedInvocationPhrase"] = newValue }
    }

    /// Removes the donations of the activities with `persistentIdentifiers`: Siri keeps
    /// nothing here, so `handler` is called at once.
    public static func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier],
                                                 completionHandler handler: @escaping () -> Void) {
        handler()
    }

    /// Removes every donated activity: `handler` is called at once.
    public static func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void) {
        handler()
    }
}
