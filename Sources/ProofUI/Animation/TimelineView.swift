// Status: partial — a `TimelineView` shows its schedule's first date (or `snapshotTimelineDate`, fixed); it never ticks.
/// The date a snapshot's timelines show: fixed, never the clock (2001-01-01 00:00:00 GMT).
public let snapshotTimelineDate = Date(timeIntervalSinceReferenceDate: 0)

/// When a timeline updates (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule {}

/// A schedule that ticks at a fixed interval.
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// A schedule that ticks every minute.
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
}

/// A schedule that ticks with the display.
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// A schedule of given dates.
nonisolated public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let first: Date?
    public init(_ dates: Entries) { first = dates.first { _ in true } }
}

nonisolated extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

nonisolated extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

nonisolated extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

nonisolated extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a timeline's content receives: the date it shows.
nonisolated public struct TimelineViewDefaultContext: Sendable {
    /// The date shown: a snapshot's is ``snapshotTimelineDate`` (or an explicit schedule's first).
    public let date: Date
    /// How often the timeline updates.
    public let cadence: Cadence

    /// How often a timeline updates.
    nonisolated public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// A view that updates on a schedule (SwiftUI's `TimelineView`): drawn at one fixed date.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let explicit = (schedule as? any ExplicitDates)?.firstDate
        content(TimelineViewDefaultContext(date: explicit ?? snapshotTimelineDate, cadence: .live))
    }
}

/// Schedules that name their dates.
protocol ExplicitDates {
    var firstDate: Date? { get }
}

nonisolated extension ExplicitTimelineSchedule: ExplicitDates {
    var firstDate: Date? { first }
}
