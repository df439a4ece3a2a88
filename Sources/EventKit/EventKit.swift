// `import EventKit` on Linux, for SwiftUI apps' files that write it: the event store, events,
// reminders and calendars. A snapshot has no calendar database and no one to grant access:
// authorization stays `.notDetermined`, a request for access is answered "not granted", and
// the store holds only the events a test saved in it (Docs/SwiftUI/Frameworks.md). Opt-in,
// through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// EventKit is used.
@_exported import Foundation
@_exported import ProofUI

/// Events or reminders (EventKit's `EKEntityType`).
public enum EKEntityType: UInt, Sendable { case event, reminder }

/// Which kinds of entity (EventKit's `EKEntityMask`).
public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1)
    public static let reminder = EKEntityMask(rawValue: 2)
}

/// The app's access to events or reminders (EventKit's `EKAuthorizationStatus`).
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, fullAccess, writeOnly
    /// Full access, under its iOS 6–16 name.
    public static let authorized = EKAuthorizationStatus.fullAccess
}

/// Which occurrences of a recurring event a change applies to (EventKit's `EKSpan`).
public enum EKSpan: Int, Sendable { case thisEvent, futureEvents }

/// A calendar's kind (EventKit's `EKCalendarType`).
public enum EKCalendarType: Int, Sendable { case local, calDAV, exchange, subscription, birthday }

/// An account's kind (EventKit's `EKSourceType`).
public enum EKSourceType: Int, Sendable { case local, exchange, calDAV, mobileMe, subscribed, birthdays }

/// Whether an event makes its attendee busy (EventKit's `EKEventAvailability`).
public enum EKEventAvailability: Int, Sendable { case notSupported = -1, busy, free, tentative, unavailable }

/// An event's status (EventKit's `EKEventStatus`).
public enum EKEventStatus: Int, Sendable { case none, confirmed, tentative, canceled }

/// A participant's role, status and kind (EventKit's `EKParticipantRole`, `EKParticipantStatus`, `EKParticipantType`).
public enum EKParticipantRole: Int, Sendable { case unknown, required, optional, chair, nonParticipant }
public enum EKParticipantStatus: Int, Sendable { case unknown, pending, accepted, declined, tentative, delegated, completed, inProcess }
public enum EKParticipantType: Int, Sendable { case unknown, person, room, resource, group }

/// How often a recurrence repeats (EventKit's `EKRecurrenceFrequency`).
public enum EKRecurrenceFrequency: Int, Sendable { case daily, weekly, monthly, yearly }

/// Why an EventKit call failed (EventKit's `EKError`).
public struct EKError: Error, Sendable {
    /// The failure's kind (EventKit's `EKError.Code`).
    public enum Code: Int, Sendable {
        case eventNotMutable, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure, calendarReadOnly
        case durationGreaterThanRecurrence, alarmGreaterThanRecurrence, startDateTooFarInFuture, startDateCollidesWithOtherOccurrence
        case objectBelongsToDifferentStore, invitesCannotBeMoved, invalidSpan, calendarHasNoSource, calendarSourceCannotBeModified
        case calendarIsImmutable, sourceDoesNotAllowCalendarAddDelete, recurringReminderRequiresDueDate, structuredLocationsNotSupported
        case reminderLocationsNotSupported, alarmProximityNotSupported, calendarDoesNotAllowEvents, calendarDoesNotAllowReminders
        case sourceDoesNotAllowReminders, sourceDoesNotAllowEvents, priorityIsInvalid, invalidEntityType, procedureAlarmsNotMutable
        case eventStoreNotAuthorized, osNotSupported
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// The name of the notification posted when the calendar database changes (EventKit's
/// `EKEventStoreChanged`): never posted here.
extension Notification.Name {
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}

/// An account holding calendars (EventKit's `EKSource`).
open class EKSource: NSObject {
    open var sourceIdentifier: String = UUID().uuidString
    open var title: String = ""
    open var sourceType: EKSourceType = .local
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> { [] }
}

/// A calendar (EventKit's `EKCalendar`).
open class EKCalendar: NSObject {
    open var calendarIdentifier: String = UUID().uuidString
    open var title: String = ""
    open var type: EKCalendarType = .local
    open var cgColor: CGColor! = UIColor.systemBlue.cgColor
    open var source: EKSource!
    open var allowsContentModifications = true
    open var isSubscribed = false
    open var isImmutable = false
    open var allowedEntityTypes: EKEntityMask = .event

    public override init() { super.init() }

    /// A new calendar of `entityType` in `eventStore`.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        allowedEntityTypes = entityType == .event ? .event : .reminder
        super.init()
    }
}

/// An alarm (EventKit's `EKAlarm`).
open class EKAlarm: NSObject {
    open var relativeOffset: TimeInterval = 0
    open var absoluteDate: Date?

    /// An alarm `offset` seconds from the event's start.
    public init(relativeOffset offset: TimeInterval) {
        relativeOffset = offset
        super.init()
    }

    /// An alarm at `date`.
    public init(absoluteDate date: Date) {
        absoluteDate = date
        super.init()
    }
}

/// A rule for when an event repeats (EventKit's `EKRecurrenceRule`).
open class EKRecurrenceRule: NSObject {
    open var frequency: EKRecurrenceFrequency
    open var interval: Int
    open var recurrenceEnd: EKRecurrenceEnd?

    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
        super.init()
    }
}

/// When a recurrence ends (EventKit's `EKRecurrenceEnd`).
open class EKRecurrenceEnd: NSObject {
    open var endDate: Date?
    open var occurrenceCount: Int = 0

    public init(end endDate: Date) {
        self.endDate = endDate
        super.init()
    }

    public init(occurrenceCount: Int) {
        self.occurrenceCount = occurrenceCount
        super.init()
    }
}

/// A location with coordinates (EventKit's `EKStructuredLocation`).
open class EKStructuredLocation: NSObject {
    open var title: String?
    open var radius: Double = 0

    public init(title: String) {
        self.title = title
        super.init()
    }
}

/// A person invited to an event (EventKit's `EKParticipant`).
open class EKParticipant: NSObject {
    open var url: URL = URL(fileURLWithPath: "/")
    open var name: String?
    open var participantRole: EKParticipantRole = .unknown
    open var participantStatus: EKParticipantStatus = .unknown
    open var participantType: EKParticipantType = .unknown
    open var isCurrentUser = false
}

/// An event or a reminder (EventKit's `EKCalendarItem`).
open class EKCalendarItem: NSObject {
    open var calendarItemIdentifier: String = UUID().uuidString
    open var calendarItemExternalIdentifier: String!
    open var calendar: EKCalendar!
    open var title: String! = ""
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var creationDate: Date?
    open var lastModifiedDate: Date?
    open var alarms: [EKAlarm]?
    open var recurrenceRules: [EKRecurrenceRule]?
    open var attendees: [EKParticipant]?
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    open var hasAttendees: Bool { !(attendees ?? []).isEmpty }
    open var hasNotes: Bool { !(notes ?? "").isEmpty }

    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules?.removeAll { $0 === rule } }
}

/// An event (EventKit's `EKEvent`).
open class EKEvent: EKCalendarItem {
    open var eventIdentifier: String! { calendarItemIdentifier }
    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    open var occurrenceDate: Date! { startDate }
    open var isDetached = false
    open var availability: EKEventAvailability = .busy
    open var status: EKEventStatus = .none
    open var organizer: EKParticipant?
    open var structuredLocation: EKStructuredLocation?
    open var birthdayContactIdentifier: String?

    /// A new event for `eventStore`.
    public init(eventStore: EKEventStore) { super.init() }

    /// Orders events by start date (EventKit's `compareStartDate(with:)`).
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let (a, b) = (startDate ?? .distantPast, other.startDate ?? .distantPast)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    open func refresh() -> Bool { true }
}

/// A reminder (EventKit's `EKReminder`).
open class EKReminder: EKCalendarItem {
    open var startDateComponents: DateComponents?
    open var dueDateComponents: DateComponents?
    open var isCompleted = false
    open var completionDate: Date?
    open var priority: Int = 0

    /// A new reminder for `eventStore`.
    public init(eventStore: EKEventStore) { super.init() }
}

/// The calendar database (EventKit's `EKEventStore`). A snapshot has none: the store starts
/// empty, access is never granted, and it holds only what was saved in it.
open class EKEventStore: NSObject {
    private var savedEvents: [EKEvent] = []
    private var savedReminders: [EKReminder] = []
    private var savedCalendars: [EKCalendar] = []

    public override init() { super.init() }

    /// The app's access: not determined (no one is asked in a snapshot).
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    /// Answers "not granted", without asking.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, nil)
    }

    /// Answers "not granted", without asking.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }

    /// Answers "not granted", without asking.
    open func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    open func requestFullAccessToEvents() async throws -> Bool { false }
    open func requestWriteOnlyAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    open func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    open func requestFullAccessToReminders() async throws -> Bool { false }

    open var eventStoreIdentifier: String { "ProofUI" }
    /// No accounts.
    open var sources: [EKSource] { [] }
    open var delegateSources: [EKSource] { [] }
    /// The calendars saved in this store.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        savedCalendars.filter { $0.allowedEntityTypes.contains(entityType == .event ? .event : .reminder) }
    }
    /// No default calendar: there is no calendar database.
    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
    open func calendar(withIdentifier identifier: String) -> EKCalendar? { savedCalendars.first { $0.calendarIdentifier == identifier } }
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        if !savedCalendars.contains(calendar) { savedCalendars.append(calendar) }
    }
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws { savedCalendars.removeAll { $0 === calendar } }

    /// Keeps `event` in this store.
    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        guard event.startDate != nil else { throw EKError(.noStartDate) }
        guard event.endDate != nil else { throw EKError(.noEndDate) }
        guard event.endDate >= event.startDate else { throw EKError(.datesInverted) }
        if !savedEvents.contains(event) { savedEvents.append(event) }
    }
    open func remove(_ event: EKEvent, span: EKSpan) throws { savedEvents.removeAll { $0 === event } }
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws { savedEvents.removeAll { $0 === event } }
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        if !savedReminders.contains(reminder) { savedReminders.append(reminder) }
    }
    open func remove(_ reminder: EKReminder, commit: Bool) throws { savedReminders.removeAll { $0 === reminder } }
    open func commit() throws {}
    open func reset() {}
    open func refreshSourcesIfNecessary() {}

    open func event(withIdentifier identifier: String) -> EKEvent? { savedEvents.first { $0.eventIdentifier == identifier } }
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        (savedEvents as [EKCalendarItem] + savedReminders).first { $0.calendarItemIdentifier == identifier }
    }

    /// Events overlapping `startDate..<endDate` in `calendars` (all when nil).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate else { return false }
            let inCalendars = calendars.map { $0.contains { $0 === event.calendar } } ?? true
            return inCalendars && start < endDate && end >= startDate
        }
    }

    /// The saved events matching `predicate`, by start date.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        savedEvents.filter { predicate.evaluate(with: $0) }.sorted { $0.compareStartDate(with: $1) == .orderedAscending }
    }

    open func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for event in events(matching: predicate) {
            block(event, &stop)
            if stop.boolValue { break }
        }
    }

    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in
            guard let reminder = object as? EKReminder else { return false }
            return calendars.map { $0.contains { $0 === reminder.calendar } } ?? true
        }
    }

    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in (object as? EKReminder).map { !$0.isCompleted } ?? false }
    }

    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in (object as? EKReminder)?.isCompleted ?? false }
    }

    /// The saved reminders matching `predicate`, delivered at once.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        completion(savedReminders.filter { predicate.evaluate(with: $0) })
        return predicate
    }

    open func cancelFetchRequest(_ fetchIdentifier: Any) {}
}
