// `import DeviceActivity` on Linux, for SwiftUI apps' files that schedule Screen Time
// monitoring and show usage reports: `DeviceActivityCenter`, schedules and events, the monitor
// extension's `DeviceActivityMonitor`, and `DeviceActivityReport` with its filter, context and
// report extension types. A snapshot has no device activity and runs no extension:
// **monitoring is recorded in memory** — `startMonitoring` validates the schedule as Apple
// documents (an interval of at least 15 minutes and at most a week, dates that occur again, at
// most 20 activities) and keeps it with its events, so `activities`, `schedule(for:)` and
// `events(for:)` answer what the app started, for the process, until `stopMonitoring`; the
// app's Family Controls authorization is not checked (Apple's center throws `.unauthorized`
// without it; here the app's own monitoring logic runs and a test can read what it started).
// No interval starts or ends and no threshold is reached: a `DeviceActivityMonitor` is never
// called. A `DeviceActivityReport`, drawn by the app's report extension on a device, is the
// framework placeholder; a report scene's data is empty. ManagedSettings (the tokens) is
// re-exported, as by FamilyControls here. Opt-in, through the `ProofUILinuxModules` product
// (see Package.swift). On Apple platforms Apple's DeviceActivity is used.
@_exported import Foundation
@_exported import ManagedSettings
@_exported import ProofUI

// MARK: - Names, schedules, events

/// The unique name of a monitored activity (DeviceActivity's `DeviceActivityName`).
public struct DeviceActivityName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String

    /// An activity name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An activity name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// When to monitor activity: an interval given by date components (DeviceActivity's
/// `DeviceActivitySchedule`).
public struct DeviceActivitySchedule: Hashable, Sendable {
    /// The components of the interval's start (an hour and minute for a daily schedule).
    public var intervalStart: DateComponents
    /// The components of the interval's end.
    public var intervalEnd: DateComponents
    /// Whether the schedule recurs.
    public var repeats: Bool
    /// How long before an interval's start and end, and an event's threshold, the monitor is
    /// warned.
    public var warningTime: DateComponents?

    /// A schedule from `intervalStart` to `intervalEnd`.
    public init(intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool, warningTime: DateComponents? = nil) {
        self.intervalStart = intervalStart
        self.intervalEnd = intervalEnd
        self.repeats = repeats
        self.warningTime = warningTime
    }

    /// The interval going on now, or else the next one: from the latest date matching
    /// `intervalStart` to the first date after it matching `intervalEnd`, in the components'
    /// calendar and time zone (the current ones when they have none). Nil when the components
    /// match no date to come.
    public var nextInterval: DateInterval? { interval(around: Date()) }

    /// The interval going on at `now`, or else the next one after it.
    func interval(around now: Date) -> DateInterval? {
        var calendar = intervalStart.calendar ?? Calendar.current
        if let timeZone = intervalStart.timeZone ?? intervalEnd.timeZone { calendar.timeZone = timeZone }
        let start = Self.matchable(intervalStart), end = Self.matchable(intervalEnd)
        guard !start.isEmpty, !end.isEmpty else { return nil }
        if let ongoingStart = calendar.nextDate(after: now, matching: start, matchingPolicy: .nextTime, direction: .backward),
           let ongoingEnd = calendar.nextDate(after: ongoingStart, matching: end, matchingPolicy: .nextTime), ongoingEnd > now {
            return DateInterval(start: ongoingStart, end: ongoingEnd)
        }
        guard let nextStart = calendar.nextDate(after: now, matching: start, matchingPolicy: .nextTime),
              let nextEnd = calendar.nextDate(after: nextStart, matching: end, matchingPolicy: .nextTime) else { return nil }
        return DateInterval(start: nextStart, end: nextEnd)
    }

    /// `components` without their calendar and time zone, which are not fields to match.
    private static func matchable(_ components: DateComponents) -> DateComponents {
        var fields = components
        fields.calendar = nil
        fields.timeZone = nil
        return fields
    }
}

private extension DateComponents {
    /// Whether no field is set.
    var isEmpty: Bool {
        era == nil && year == nil && month == nil && day == nil && hour == nil && minute == nil && second == nil
            && nanosecond == nil && weekday == nil && weekdayOrdinal == nil && quarter == nil && weekOfMonth == nil
            && weekOfYear == nil && yearForWeekOfYear == nil
    }
}

/// Usage of apps, categories and websites to watch for, and its threshold (DeviceActivity's
/// `DeviceActivityEvent`).
public struct DeviceActivityEvent: Hashable, Sendable {
    /// The unique name of an event (DeviceActivity's `DeviceActivityEvent.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public var rawValue: String

        /// An event name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An event name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The apps the event counts.
    public var applications: Set<ApplicationToken>
    /// The categories the event counts.
    public var categories: Set<ActivityCategoryToken>
    /// The websites the event counts.
    public var webDomains: Set<WebDomainToken>
    /// The usage at which the event is reached.
    public var threshold: DateComponents
    /// Whether usage before monitoring started counts toward the threshold (false unless set).
    public var includesPastActivity: Bool

    /// Whether the event counts all activity: no apps, categories or websites given.
    public var includesAllActivity: Bool { applications.isEmpty && categories.isEmpty && webDomains.isEmpty }

    /// An event reached after `threshold` of use of the apps, categories and websites given.
    public init(applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [], webDomains: Set<WebDomainToken> = [],
                threshold: DateComponents) {
        self.init(applications: applications, categories: categories, webDomains: webDomains, threshold: threshold, includesPastActivity: false)
    }

    /// An event reached after `threshold` of use, counting use before monitoring started or not
    /// (iOS 17.4).
    public init(applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [], webDomains: Set<WebDomainToken> = [],
                threshold: DateComponents, includesPastActivity: Bool) {
        self.applications = applications
        self.categories = categories
        self.webDomains = webDomains
        self.threshold = threshold
        self.includesPastActivity = includesPastActivity
    }
}

// MARK: - Center

/// The activities monitored in the process, in the order they were first started.
final class MonitoredActivities: @unchecked Sendable {
    static let shared = MonitoredActivities()
    private let lock = NSLock()
    private var names: [DeviceActivityName] = []
    private var monitored: [DeviceActivityName: (schedule: DeviceActivitySchedule, events: [DeviceActivityEvent.Name: DeviceActivityEvent])] = [:]

    var activities: [DeviceActivityName] {
        lock.lock(); defer { lock.unlock() }
        return names
    }

    func start(_ name: DeviceActivityName, schedule: DeviceActivitySchedule, events: [DeviceActivityEvent.Name: DeviceActivityEvent],
               limit: Int) throws(DeviceActivityCenter.MonitoringError) {
        lock.lock(); defer { lock.unlock() }
        if monitored[name] == nil {
            guard names.count < limit else { throw .excessiveActivities }
            names.append(name)
        }
        monitored[name] = (schedule, events)
    }

    func stop(_ stopped: [DeviceActivityName]) {
        lock.lock(); defer { lock.unlock() }
        let removed = stopped.isEmpty ? Set(names) : Set(stopped)
        names.removeAll { removed.contains($0) }
        for name in removed { monitored[name] = nil }
    }

    func schedule(for name: DeviceActivityName) -> DeviceActivitySchedule? {
        lock.lock(); defer { lock.unlock() }
        return monitored[name]?.schedule
    }

    func events(for name: DeviceActivityName) -> [DeviceActivityEvent.Name: DeviceActivityEvent] {
        lock.lock(); defer { lock.unlock() }
        return monitored[name]?.events ?? [:]
    }
}

/// Starts and stops monitoring scheduled device activity (DeviceActivity's
/// `DeviceActivityCenter`). All centers are equivalent. In a snapshot what is started is
/// recorded in memory for the process (authorization is not checked) and no monitor is ever
/// called.
public struct DeviceActivityCenter: Sendable {
    /// Why monitoring could not start (DeviceActivity's `DeviceActivityCenter.MonitoringError`).
    public enum MonitoringError: Error, Hashable, Sendable {
        /// More than 20 activities would be monitored.
        case excessiveActivities
        /// The schedule's interval is longer than a week.
        case intervalTooLong
        /// The schedule's interval is shorter than 15 minutes.
        case intervalTooShort
        /// The schedule's start or end matches no date to come.
        case invalidDateComponents
        /// The app isn't authorized to monitor device activity (never thrown here: authorization
        /// is not checked).
        case unauthorized
    }

    /// An activity center.
    public init() {}

    /// The activities being monitored, in the order they were first started.
    public var activities: [DeviceActivityName] { MonitoredActivities.shared.activities }

    /// Starts monitoring `activity` on `schedule`, with `events`, replacing the schedule and
    /// events of an activity of the same name. Throws `.invalidDateComponents` when the schedule
    /// has no interval to come, `.intervalTooShort` under 15 minutes, `.intervalTooLong` over a
    /// week (measured on `nextInterval`), `.excessiveActivities` past 20 activities.
    public func startMonitoring(_ activity: DeviceActivityName, during schedule: DeviceActivitySchedule,
                                events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]) throws {
        guard let interval = schedule.nextInterval else { throw MonitoringError.invalidDateComponents }
        if interval.duration < 15 * 60 { throw MonitoringError.intervalTooShort }
        if interval.duration > 7 * 24 * 60 * 60 { throw MonitoringError.intervalTooLong }
        try MonitoredActivities.shared.start(activity, schedule: schedule, events: events, limit: 20)
    }

    /// Stops monitoring `activities`, or every activity when it is empty; unknown names are
    /// ignored.
    public func stopMonitoring(_ activities: [DeviceActivityName] = []) {
        MonitoredActivities.shared.stop(activities)
    }

    /// The schedule of a monitored activity, nil when it isn't monitored.
    public func schedule(for activity: DeviceActivityName) -> DeviceActivitySchedule? {
        MonitoredActivities.shared.schedule(for: activity)
    }

    /// The events of a monitored activity, empty when it isn't monitored.
    public func events(for activity: DeviceActivityName) -> [DeviceActivityEvent.Name: DeviceActivityEvent] {
        MonitoredActivities.shared.events(for: activity)
    }
}

// MARK: - Monitor extension

/// The principal class of a device activity monitor extension (DeviceActivity's
/// `DeviceActivityMonitor`): subclass it and override the callbacks. A snapshot has no device
/// activity: the system never calls them. The default implementations do nothing.
open class DeviceActivityMonitor: NSObject {
    public override init() { super.init() }

    /// An activity's interval started.
    open func intervalDidStart(for activity: DeviceActivityName) {}
    /// An activity's interval ended (or its monitoring stopped during the interval).
    open func intervalDidEnd(for activity: DeviceActivityName) {}
    /// An event reached its threshold.
    open func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
    /// An activity's interval starts in the schedule's warning time.
    open func intervalWillStartWarning(for activity: DeviceActivityName) {}
    /// An activity's interval ends in the schedule's warning time.
    open func intervalWillEndWarning(for activity: DeviceActivityName) {}
    /// An event reaches its threshold in the schedule's warning time.
    open func eventWillReachThresholdWarning(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
}

// MARK: - Reports

/// Which activity data a report shows (DeviceActivity's `DeviceActivityFilter`).
public struct DeviceActivityFilter: Hashable, Sendable {
    /// How a report's data is divided in time (DeviceActivity's
    /// `DeviceActivityFilter.SegmentInterval`).
    public enum SegmentInterval: Hashable, Sendable {
        /// Hour-long segments, by default over today so far.
        case hourly(during: DateInterval = DateInterval(start: Calendar.current.startOfDay(for: .now), end: .now))
        /// Day-long segments, by default over today.
        case daily(during: DateInterval = DeviceActivityFilter.today)
        /// Week-long segments, by default over this week.
        case weekly(during: DateInterval = DeviceActivityFilter.thisWeek)
    }

    /// Which users' data a report shows (DeviceActivity's `DeviceActivityFilter.Users`).
    public struct Users: Hashable, Sendable {
        private let name: String
        /// Every user the current iCloud user may report on.
        public static let all = Users(name: "all")
        /// The children in the current user's iCloud family.
        public static let children = Users(name: "children")
    }

    /// Which devices' data a report shows (DeviceActivity's `DeviceActivityFilter.Devices`).
    public struct Devices: Hashable, Sendable {
        /// The device models, empty for every device.
        let models: Set<DeviceActivityData.Device.Model>
        /// The devices of the models given (every device sharing activity when empty).
        public init(_ models: Set<DeviceActivityData.Device.Model>) { self.models = models }
        /// Every device sharing activity with this one.
        public static let all = Devices([])
    }

    /// How the data is divided in time.
    public var segmentInterval: DeviceActivityFilter.SegmentInterval
    /// The users, nil for the current user.
    public let users: DeviceActivityFilter.Users?
    /// The devices, nil for the current device.
    public let devices: DeviceActivityFilter.Devices?
    /// The apps to include (all when empty).
    public var applications: Set<ApplicationToken>
    /// The categories to include (all when empty).
    public var categories: Set<ActivityCategoryToken>
    /// The websites to include (all when empty).
    public var webDomains: Set<WebDomainToken>

    /// A filter of the current user's data.
    public init(segment: DeviceActivityFilter.SegmentInterval = .daily(during: DeviceActivityFilter.today),
                devices: DeviceActivityFilter.Devices? = nil, applications: Set<ApplicationToken> = [],
                categories: Set<ActivityCategoryToken> = [], webDomains: Set<WebDomainToken> = []) {
        self.init(segment: segment, users: nil, devices: devices, applications: applications, categories: categories, webDomains: webDomains)
    }

    /// A filter of some users' data.
    public init(segment: DeviceActivityFilter.SegmentInterval = .daily(during: DeviceActivityFilter.today),
                users: DeviceActivityFilter.Users?, devices: DeviceActivityFilter.Devices? = nil,
                applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
                webDomains: Set<WebDomainToken> = []) {
        segmentInterval = segment
        self.users = users
        self.devices = devices
        self.applications = applications
        self.categories = categories
        self.webDomains = webDomains
    }

    /// Today, from midnight.
    @usableFromInline static var today: DateInterval { Calendar.current.dateInterval(of: .day, for: .now) ?? DateInterval(start: .now, duration: 0) }
    /// This week.
    @usableFromInline static var thisWeek: DateInterval { Calendar.current.dateInterval(of: .weekOfYear, for: .now) ?? DateInterval(start: .now, duration: 0) }
}

/// A person's activity on a device, as a report extension receives it (DeviceActivity's
/// `DeviceActivityData`). A snapshot has none: a report scene's results are empty.
public struct DeviceActivityData: Sendable {
    /// A person in a report (DeviceActivity's `DeviceActivityData.User`).
    public struct User: Hashable, Sendable {
        /// A person's role in their iCloud family.
        public enum FamilyRole: Int, Hashable, Sendable {
            /// A person who authorized the app themselves.
            case individual
            /// A child managed by a parent or guardian.
            case child
        }

        /// The person's Apple Account email address, if known.
        public let appleID: String?
        /// The person's name components, if known.
        public let nameComponents: PersonNameComponents?
        /// The person's role in their family.
        public let role: DeviceActivityData.User.FamilyRole
    }

    /// A device in a report (DeviceActivity's `DeviceActivityData.Device`).
    public struct Device: Hashable, Sendable {
        /// A kind of device (the kinds apps name; Apple's other cases are not declared).
        public enum Model: Int, Hashable, Sendable {
            case iPhone, iPad
        }

        /// The device's kind.
        public let model: DeviceActivityData.Device.Model
    }

    /// Activity over one segment of the filter's interval (DeviceActivity's
    /// `DeviceActivityData.ActivitySegment`).
    public struct ActivitySegment: Sendable {
        /// The segment's interval.
        public let dateInterval: DateInterval
        /// The time the device was used during the segment.
        public let totalActivityDuration: TimeInterval
        /// The longest stretch of use during the segment.
        public let longestActivity: DateInterval?
        /// The first pickup during the segment.
        public let firstPickup: Date?
        /// How many times the device was picked up without using an app.
        public let totalPickupsWithoutApplicationActivity: Int
        /// The activity by category.
        public var categories: DeviceActivityResults<DeviceActivityData.CategoryActivity> { DeviceActivityResults() }
    }

    /// Activity in one category (DeviceActivity's `DeviceActivityData.CategoryActivity`).
    public struct CategoryActivity: Sendable {
        /// The category.
        public let category: ActivityCategory
        /// The time spent in the category.
        public let totalActivityDuration: TimeInterval
        /// The activity by app.
        public var applications: DeviceActivityResults<DeviceActivityData.ApplicationActivity> { DeviceActivityResults() }
        /// The activity by website.
        public var webDomains: DeviceActivityResults<DeviceActivityData.WebDomainActivity> { DeviceActivityResults() }
    }

    /// Activity in one app (DeviceActivity's `DeviceActivityData.ApplicationActivity`).
    public struct ApplicationActivity: Sendable {
        /// The app.
        public let application: Application
        /// The time spent in the app.
        public let totalActivityDuration: TimeInterval
        /// How many notifications the app delivered.
        public let numberOfNotifications: Int
        /// How many times the device was picked up to use the app first.
        public let numberOfPickups: Int
    }

    /// Activity on one website (DeviceActivity's `DeviceActivityData.WebDomainActivity`).
    public struct WebDomainActivity: Sendable {
        /// The website.
        public let webDomain: WebDomain
        /// The time spent on the website.
        public let totalActivityDuration: TimeInterval
    }

    /// The person.
    public let user: DeviceActivityData.User
    /// The device.
    public let device: DeviceActivityData.Device
    /// When the data was last updated.
    public let lastUpdatedDate: Date
    /// How the data is divided in time.
    public let segmentInterval: DeviceActivityFilter.SegmentInterval
    /// The activity by segment.
    public var activitySegments: DeviceActivityResults<DeviceActivityData.ActivitySegment> { DeviceActivityResults() }
}

/// Activity data delivered over time (DeviceActivity's `DeviceActivityResults`): an
/// asynchronous sequence, empty in a snapshot.
public struct DeviceActivityResults<Element>: AsyncSequence, Sendable {
    /// Iterates over no element.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// The end: there is no activity data.
        public mutating func next() async -> Element? { nil }
    }

    init() {}

    /// An iterator that ends at once.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// A report of the user's activity drawn by the app's report extension (DeviceActivity's
/// `DeviceActivityReport`). The extension runs out of process on a device; a snapshot runs none,
/// so the report is drawn as the framework placeholder, filling the space offered.
@MainActor @preconcurrency
public struct DeviceActivityReport: View {
    /// Which of the extension's scenes draws a report (DeviceActivity's
    /// `DeviceActivityReport.Context`).
    public struct Context: RawRepresentable, Hashable, Sendable {
        /// The context's name.
        public var rawValue: String
        /// A context.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A context.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private let context: Context
    private let filter: DeviceActivityFilter

    /// A report drawn by the extension's scene for `context`, of the data `filter` selects.
    public init(_ context: DeviceActivityReport.Context, filter: DeviceActivityFilter = DeviceActivityFilter()) {
        self.context = context
        self.filter = filter
    }

    public var body: some View {
        FrameworkPlaceholder("DeviceActivityReport", framework: "DeviceActivity")
    }
}

/// A scene of a report extension: the view for one report context (DeviceActivity's
/// `DeviceActivityReportScene`). A snapshot runs no extension: the system never asks a scene
/// for its configuration (a test may call its `content` itself).
public protocol DeviceActivityReportScene {
    /// What the scene's content is made from.
    associatedtype Configuration
    /// The scene's view.
    associatedtype Content: View
    /// The report context the scene draws.
    var context: DeviceActivityReport.Context { get }
    /// Makes the scene's view from a configuration.
    var content: (Configuration) -> Content { get }
    /// Makes a configuration from the activity data.
    func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> Configuration
}

/// The scenes of a report extension combined (what ``DeviceActivityReportBuilder`` builds).
public struct DeviceActivityReportScenes: DeviceActivityReportScene {
    /// The contexts of the scenes combined.
    public let contexts: [DeviceActivityReport.Context]
    public var context: DeviceActivityReport.Context { contexts.first ?? DeviceActivityReport.Context("") }
    public var content: ([DeviceActivityReport.Context]) -> EmptyView { { _ in EmptyView() } }
    public func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> [DeviceActivityReport.Context] {
        contexts
    }
}

/// Combines a report extension's scenes (DeviceActivity's `DeviceActivityReportBuilder`).
@resultBuilder
public enum DeviceActivityReportBuilder {
    /// One or more scenes.
    public static func buildBlock(_ scenes: any DeviceActivityReportScene...) -> DeviceActivityReportScenes {
        DeviceActivityReportScenes(contexts: scenes.map(\.context))
    }
}

/// A report extension: its scenes, one per report context (DeviceActivity's
/// `DeviceActivityReportExtension`). `@main` compiles; a snapshot never runs the extension.
public protocol DeviceActivityReportExtension {
    /// The extension's scenes.
    associatedtype Body: DeviceActivityReportScene
    /// The extension's scenes, one per context.
    @DeviceActivityReportBuilder var body: Body { get }
    /// The extension, as the system makes it.
    init()
}

extension DeviceActivityReportExtension {
    /// The extension's entry point: does nothing (no extension runs in a snapshot).
    public static func main() {}
}
