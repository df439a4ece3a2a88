// Status: partial — notification actions and categories (UserNotifications' `UNNotificationAction`, `UNTextInputNotificationAction`, `UNNotificationCategory`) are made and kept: the center's categories are what the app last set; no notification is shown, so no action is ever chosen.

import Foundation

/// How a notification action behaves (UserNotifications' `UNNotificationActionOptions`).
nonisolated public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button of a notification (UserNotifications' `UNNotificationAction`).
nonisolated open class UNNotificationAction: @unchecked Sendable, Hashable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }

    /// An action with an icon (iOS 15; the icon is kept, not drawn).
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.init(identifier: identifier, title: title, options: options)
    }

    public static func == (a: UNNotificationAction, b: UNNotificationAction) -> Bool {
        a.identifier == b.identifier && a.title == b.title && a.options == b.options
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// An action's icon (UserNotifications' `UNNotificationActionIcon`, iOS 15).
nonisolated open class UNNotificationActionIcon: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
    /// A system symbol.
    public convenience init(systemImageName: String) { self.init(name: systemImageName) }
    /// An image of the app's bundle.
    public convenience init(templateImageName: String) { self.init(name: templateImageName) }
}

/// A notification action that asks for text (UserNotifications' `UNTextInputNotificationAction`).
nonisolated open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String
    public let textInputPlaceholder: String

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }
}

/// How a category's notifications behave (UserNotifications' `UNNotificationCategoryOptions`).
nonisolated public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification and its actions (UserNotifications' `UNNotificationCategory`),
/// matched by a content's `categoryIdentifier`.
nonisolated open class UNNotificationCategory: @unchecked Sendable, Hashable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    public let hiddenPreviewsBodyPlaceholder: String?

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        hiddenPreviewsBodyPlaceholder = nil
    }

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    }

    public static func == (a: UNNotificationCategory, b: UNNotificationCategory) -> Bool {
        a.identifier == b.identifier && a.actions == b.actions && a.intentIdentifiers == b.intentIdentifiers && a.options == b.options
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// The categories set on the notification center, kept for the process.
nonisolated final class NotificationCategories: @unchecked Sendable {
    static let shared = NotificationCategories()
    private let lock = NSLock()
    private var categories: Set<UNNotificationCategory> = []

    var current: Set<UNNotificationCategory> {
        lock.lock(); defer { lock.unlock() }
        return categories
    }

    func replace(with categories: Set<UNNotificationCategory>) {
        lock.lock(); defer { lock.unlock() }
        self.categories = categories
    }
}

nonisolated extension UNUserNotificationCenter {
    /// Replaces the app's notification categories (kept: `notificationCategories()` answers
    /// with them, as the system does; no notification is shown with them).
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        NotificationCategories.shared.replace(with: categories)
    }

    /// The categories last set.
    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(NotificationCategories.shared.current)
    }

    /// The categories last set.
    public func notificationCategories() async -> Set<UNNotificationCategory> {
        NotificationCategories.shared.current
    }
}
