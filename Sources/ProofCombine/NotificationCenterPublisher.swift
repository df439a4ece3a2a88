// Status: supported — `NotificationCenter.Publisher` (Foundation's Combine publisher of a notification centre's notifications), made directly or by `publisher(for:object:)`. Inert, as ProofUI's publishers are: no notification is delivered in a snapshot. Its centre, name and object are kept.

#if os(Linux)
import Foundation

nonisolated extension NotificationCenter {
    /// The notifications a centre posts under a name (Foundation's `NotificationCenter.Publisher`).
    public struct Publisher: ProofCombine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The centre whose notifications are published.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The object whose notifications are published; nil for every object's.
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
    }

    /// Notifications named `name` (from `object` when one is given): none arrives in a snapshot.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }
}
#endif
