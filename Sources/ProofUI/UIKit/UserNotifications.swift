// Status: accepted and ignored — UserNotifications' names, which SwiftUI and UIKit bring on iOS; authorization is never granted and nothing is delivered.

// UserNotifications' names, which `import SwiftUI` and `import UIKit` bring on iOS (UIKit's
// headers import UserNotifications: UIKit extends `UNNotificationResponse` with `targetScene`
// and names it in `UIScene.ConnectionOptions.notificationResponse`; Apple's Food Truck sample
// schedules a notification with `import SwiftUI` alone). A snapshot delivers none:
// authorization is never granted, requests are accepted and dropped, and nothing is pending.
// `import UserNotifications` (the opt-in Linux module) brings ProofUI.
import Foundation

/// What the app may do with notifications (UserNotifications' `UNAuthorizationOptions`).
nonisolated public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4)
    public static let carPlay = UNAuthorizationOptions(rawValue: 8)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

/// Whether the app may notify (UserNotifications' `UNAuthorizationStatus`).
nonisolated public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

/// How a notification is shown while the app is in front (UserNotifications' `UNNotificationPresentationOptions`).
nonisolated public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1)
    public static let sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let alert = UNNotificationPresentationOptions(rawValue: 4)
    public static let list = UNNotificationPresentationOptions(rawValue: 8)
    public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}

/// The app's notification settings (UserNotifications' `UNNotificationSettings`).
nonisolated open class UNNotificationSettings: @unchecked Sendable {
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    init() {}
}

/// A notification's sound (UserNotifications' `UNNotificationSound`).
nonisolated open class UNNotificationSound: @unchecked Sendable {
    public static let `default` = UNNotificationSound()
    public static let defaultCritical = UNNotificationSound()
    /// The default ringtone, for call notifications.
    public static let defaultRingtone = UNNotificationSound()
    public init() {}
    public convenience init(named name: UNNotificationSoundName) { self.init() }
}

/// A sound file's name (UserNotifications' `UNNotificationSoundName`).
nonisolated public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A notification's text (UserNotifications' `UNNotificationContent`).
nonisolated open class UNNotificationContent: @unchecked Sendable {
    open var title = ""
    open var subtitle = ""
    open var body = ""
    open var badge: NSNumber?
    open var sound: UNNotificationSound?
    open var userInfo: [AnyHashable: Any] = [:]
    open var categoryIdentifier = ""
    open var threadIdentifier = ""
    public init() {}
}

/// A notification's text being written (UserNotifications' `UNMutableNotificationContent`).
nonisolated open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

/// When a notification is delivered (UserNotifications' `UNNotificationTrigger`).
nonisolated open class UNNotificationTrigger: @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// After a time (UserNotifications' `UNTimeIntervalNotificationTrigger`).
nonisolated open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// At a date (UserNotifications' `UNCalendarNotificationTrigger`).
nonisolated open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A notification to deliver (UserNotifications' `UNNotificationRequest`).
nonisolated open class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A delivered notification (UserNotifications' `UNNotification`).
nonisolated open class UNNotification: @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The user's answer to a notification (UserNotifications' `UNNotificationResponse`).
nonisolated open class UNNotificationResponse: @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What the notification center tells (UserNotifications' `UNUserNotificationCenterDelegate`; methods optional).
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

nonisolated extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// The app's notifications (UserNotifications' `UNUserNotificationCenter`): in a snapshot,
/// authorization is never granted and nothing is scheduled.
nonisolated open class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    private init() {}

    open class func current() -> UNUserNotificationCenter { shared }

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func add(_ request: UNNotificationRequest) async throws {}
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) { completionHandler([]) }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { completionHandler([]) }
    open func deliveredNotifications() async -> [UNNotification] { [] }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    open func removeAllPendingNotificationRequests() {}
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
