// `import ActivityKit` on Linux, for SwiftUI apps' files that write it: Live Activities
// (`ActivityAttributes`, `Activity`, `ActivityContent`). A snapshot has no Lock Screen or
// Dynamic Island: activities an app requests are kept in memory (`Activity.activities`),
// updated and ended as the app asks, so the app's own logic runs; nothing is shown, and no
// push token is ever issued. The configurations that draw an activity (`ActivityConfiguration`,
// `DynamicIsland`) are WidgetKit's. Opt-in, through the `ProofUILinuxModules` product (see
// Package.swift). On Apple platforms Apple's ActivityKit is used.
@_exported import Foundation
@_exported import ProofUI

/// What a Live Activity shows: its fixed attributes and the state that changes
/// (ActivityKit's `ActivityAttributes`).
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// Where an activity is in its life (ActivityKit's `ActivityState`).
public enum ActivityState: Hashable, Sendable {
    case active, ended, dismissed, stale, pending
}

/// An activity's state with its staleness and relevance (ActivityKit's `ActivityContent`).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: @unchecked Sendable {}

/// When an ended activity leaves the Lock Screen (ActivityKit's `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let after: Date?
    let immediately: Bool
    /// After a while the system chooses.
    public static let `default` = ActivityUIDismissalPolicy(after: nil, immediately: false)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(after: nil, immediately: true)
    /// At `date`.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(after: date, immediately: false) }
}

/// How an activity is updated remotely (ActivityKit's `PushType`): no token is issued here.
public struct PushType: Hashable, Sendable {
    let name: String
    public static let token = PushType(name: "token")
    public static func channel(_ channelID: String) -> PushType { PushType(name: "channel \(channelID)") }
}

/// Why an activity could not be requested (ActivityKit's `ActivityAuthorizationError`).
public enum ActivityAuthorizationError: Error, Sendable {
    case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier
    case persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget, visibility
}

/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`):
/// enabled, so that requests are kept (nothing is shown).
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { true }
    public var frequentPushesEnabled: Bool { false }
}

/// The activities requested so far, by attributes type.
final class ActivityRegistry: @unchecked Sendable {
    static let shared = ActivityRegistry()
    private let lock = NSLock()
    private var activities: [ObjectIdentifier: [AnyObject]] = [:]

    func all<Attributes>(_ type: Attributes.Type) -> [AnyObject] {
        lock.lock(); defer { lock.unlock() }
        return activities[ObjectIdentifier(type)] ?? []
    }

    func add<Attributes>(_ activity: AnyObject, for type: Attributes.Type) {
        lock.lock(); defer { lock.unlock() }
        activities[ObjectIdentifier(type), default: []].append(activity)
    }

    func remove<Attributes>(_ activity: AnyObject, for type: Attributes.Type) {
        lock.lock(); defer { lock.unlock() }
        activities[ObjectIdentifier(type)]?.removeAll { $0 === activity }
    }
}

/// A Live Activity (ActivityKit's `Activity`): kept in memory from `request` until ended
/// and dismissed; its content changes with `update`.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    /// The content shown.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// The state shown (ActivityKit's older name).
    public var contentState: Attributes.ContentState { content.state }
    /// Where the activity is in its life.
    public private(set) var activityState = ActivityState.active
    /// The push token: none is issued here.
    public var pushToken: Data? { nil }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }

    /// The activities of this type requested and not yet dismissed, oldest first.
    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.shared.all(Attributes.self).compactMap { $0 as? Activity<Attributes> }
    }

    /// Starts an activity with `content` (kept; nothing is shown).
    @discardableResult
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil) throws -> Activity<Attributes> {
        let activity = Activity(attributes: attributes, content: content)
        ActivityRegistry.shared.add(activity, for: Attributes.self)
        return activity
    }

    /// Starts an activity with `contentState` (iOS 16.1's form).
    @discardableResult
    public static func request(attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Shows `content`.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        guard activityState == .active || activityState == .stale else { return }
        self.content = content
    }

    /// Shows `content` (the alert configuration is not shown: nothing is).
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        await update(content)
    }

    /// Shows `contentState` (iOS 16.1's form).
    public func update(using contentState: Attributes.ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: content.staleDate))
    }

    /// Ends the activity with `content` (the last shown when nil). `.immediate` dismisses it
    /// at once: it leaves `activities`; otherwise it stays, ended, as on the Lock Screen.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = dismissalPolicy.immediately ? .dismissed : .ended
        if dismissalPolicy.immediately { ActivityRegistry.shared.remove(self, for: Attributes.self) }
    }

    /// Ends the activity with `contentState` (iOS 16.1's form).
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    /// The activity's state changes: none arrive (the system changes nothing here).
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
    /// The activity's content changes from pushes: none arrive.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
    /// Push token changes: none arrive.
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
    /// New activities started by pushes: none arrive.
    public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }
}

/// An alert shown when an activity updates (ActivityKit's `AlertConfiguration`): kept.
public struct AlertConfiguration: Sendable {
    public let title: LocalizedStringResource
    public let body: LocalizedStringResource
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
    }

    /// An alert's sound (ActivityKit's `AlertConfiguration.AlertSound`).
    public struct AlertSound: Sendable {
        public static let `default` = AlertSound()
        public static func named(_ name: String) -> AlertSound { AlertSound() }
    }
}

/// How a Live Activity preview is drawn (ActivityKit's `ActivityPreviewViewKind`).
public enum ActivityPreviewViewKind: Hashable, Sendable {
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// A Dynamic Island presentation (WidgetKit's `ActivityPreviewViewKind.DynamicIslandPreviewViewState`).
    public enum DynamicIslandPreviewViewState: Hashable, Sendable { case compact, expanded, minimal }
}

extension ActivityAttributes {
    /// An Xcode preview of the activity with `contentState`: Xcode finds the app's
    /// `ActivityConfiguration` for the attributes, which a snapshot cannot: it draws nothing.
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View { EmptyView() }
}
