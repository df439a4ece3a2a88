// Status: partial — timer, stopwatch, reference and offset styles (iOS 18) format their date as text at the snapshot's fixed date (`snapshotTimelineDate`); they never tick, and they give a `String` where SwiftUI gives an `AttributedString`.

import Foundation

/// The format styles of iOS 18's live dates (SwiftUI's `SystemFormatStyle`): timers,
/// stopwatches and dates relative to another. On a device they tick; a snapshot formats the
/// date it is given once. `Text(.currentDate, format:)` reads `snapshotTimelineDate`
/// (2001-01-01 00:00:00 GMT), the date a snapshot's timelines show, so the text never
/// depends on the clock. Their output is a `String` (an `AttributedString` in SwiftUI).
nonisolated public enum SystemFormatStyle {
    /// A timer counting down to the end of an interval or up from its start: "4:59", "1:02:03".
    public struct Timer: FormatStyle, Sendable {
        let interval: Range<Date>
        let countsDown: Bool
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration

        /// The time left (counting down) or gone (counting up) at `date`, held to the interval.
        public func format(_ date: Date) -> String {
            let held = min(max(date, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? interval.upperBound.timeIntervalSince(held) : held.timeIntervalSince(interval.lowerBound)
            return clockText(seconds: seconds, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }
    }

    /// A stopwatch: the time gone since a start date, to hundredths by default: "2:11:00.00".
    public struct Stopwatch: FormatStyle, Sendable {
        let start: Date
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration

        /// The time from the start to `date` (zero before the start).
        public func format(_ date: Date) -> String {
            clockText(seconds: max(0, date.timeIntervalSince(start)), showsHours: showsHours, maxFieldCount: maxFieldCount,
                      maxPrecision: maxPrecision)
        }
    }

    /// A date as it relates to a reference date in words: "in 2 days", "20 minutes ago".
    public struct DateReference: FormatStyle, Sendable {
        let reference: Date
        let allowedFields: Set<Date.ComponentsFormatStyle.Field>
        let maxFieldCount: Int
        var locale = Locale(identifier: "en_US")

        /// `date` relative to the reference: the largest `maxFieldCount` allowed fields.
        public func format(_ date: Date) -> String {
            let words = componentsText(from: min(date, reference), to: max(date, reference), allowedFields: allowedFields,
                                       maxFieldCount: maxFieldCount, locale: locale)
            guard let words else { return "now" }
            return reference > date ? "in " + words : words + " ago"
        }

        public func locale(_ locale: Locale) -> DateReference {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The signed offset of a date from another: "+2 hours, 3 minutes", "-35 years".
    public struct DateOffset: FormatStyle, Sendable {
        let other: Date
        let allowedFields: Set<Date.ComponentsFormatStyle.Field>
        let maxFieldCount: Int
        var locale = Locale(identifier: "en_US")

        /// The offset from `date` to the other date, signed: "+" when the other date is later.
        public func format(_ date: Date) -> String {
            let words = componentsText(from: min(date, other), to: max(date, other), allowedFields: allowedFields,
                                       maxFieldCount: maxFieldCount, locale: locale)
            guard let words else { return "0 seconds" }
            return (other >= date ? "+" : "-") + words
        }

        public func locale(_ locale: Locale) -> DateOffset {
            var style = self
            style.locale = locale
            return style
        }
    }
}

/// A duration as a clock reads it: minutes and seconds, with hours first when there are any
/// (or hours counted in the minutes when `showsHours` is false), then fractions of a second
/// as fine as `maxPrecision`; only the first `maxFieldCount` fields.
private func clockText(seconds: Double, showsHours: Bool, maxFieldCount: Int, maxPrecision: Duration) -> String {
    let precision = Double(maxPrecision.components.seconds) + Double(maxPrecision.components.attoseconds) / 1e18
    let fractionDigits = precision >= 1 || precision <= 0 ? 0 : min(3, Int((-log10(precision)).rounded(.up)))
    let scale = pow(10, Double(fractionDigits))
    let total = Int((seconds * scale).rounded(.down))
    let wholeSeconds = total / Int(scale)
    var fields: [String] = []
    let hours = wholeSeconds / 3600
    if showsHours && hours > 0 {
        fields = [String(hours), twoDigits(wholeSeconds / 60 % 60), twoDigits(wholeSeconds % 60)]
    } else {
        fields = [String(showsHours ? wholeSeconds / 60 % 60 : wholeSeconds / 60), twoDigits(wholeSeconds % 60)]
    }
    var text = fields.prefix(max(1, maxFieldCount)).joined(separator: ":")
    if fractionDigits > 0 && maxFieldCount > fields.count {
        let fraction = String(total % Int(scale))
        text += "." + String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    }
    return text
}

private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

/// The largest `maxFieldCount` of the allowed calendar fields between two dates, in English
/// words ("2 hours, 3 minutes"), counted in the Gregorian calendar in GMT; nil when they are
/// closer than the smallest allowed field. Other locales' words are not reproduced.
private func componentsText(from start: Date, to end: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field>,
                            maxFieldCount: Int, locale: Locale) -> String? {
    let order: [(Date.ComponentsFormatStyle.Field, Calendar.Component, String)] = [
        (.year, .year, "year"), (.month, .month, "month"), (.week, .weekOfMonth, "week"), (.day, .day, "day"),
        (.hour, .hour, "hour"), (.minute, .minute, "minute"), (.second, .second, "second")
    ]
    let allowed = order.filter { allowedFields.contains($0.0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
    let components = calendar.dateComponents(Set(allowed.map(\.1)), from: start, to: end)
    guard let first = allowed.firstIndex(where: { (components.value(for: $0.1) ?? 0) != 0 }) else { return nil }
    // Fields after the largest are counted from it, and zero ones are left out ("2 days").
    return allowed[first...].prefix(max(1, maxFieldCount)).compactMap { field in
        let count = components.value(for: field.1) ?? 0
        return count == 0 ? nil : "\(count) \(field.2)\(count == 1 ? "" : "s")"
    }.joined(separator: ", ")
}

nonisolated extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting down to the end of `interval` (iOS 18).
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(interval: interval, countsDown: true, showsHours: showsHours, maxFieldCount: maxFieldCount,
                                maxPrecision: maxPrecision)
    }

    /// A timer counting up from the start of `interval` (iOS 18).
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(interval: interval, countsDown: false, showsHours: showsHours, maxFieldCount: maxFieldCount,
                                maxPrecision: maxPrecision)
    }
}

nonisolated extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch started at `startDate` (iOS 18).
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(start: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

nonisolated extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// A date relative to `date` in words (iOS 18).
    public static func reference(to date: Date,
                                 allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute],
                                 maxFieldCount: Int = 2) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(reference: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount)
    }
}

nonisolated extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The signed offset to `date` (iOS 18).
    public static func offset(to date: Date,
                              allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(other: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount)
    }
}

/// A source of values that change with time (SwiftUI's `TimeDataSource`, iOS 18). A snapshot
/// reads each at `snapshotTimelineDate`.
nonisolated public struct TimeDataSource<Value>: Sendable where Value: Sendable {
    let value: Value
}

nonisolated extension TimeDataSource where Value == Date {
    /// The current date: in a snapshot, `snapshotTimelineDate`.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource(value: snapshotTimelineDate) }
}

nonisolated extension Text {
    /// A value that changes with time, formatted (iOS 18): read at `snapshotTimelineDate`.
    public init<V, F: FormatStyle>(_ source: TimeDataSource<V>, format: F) where F.FormatInput == V, F.FormatOutput == String {
        self.init(source.value, format: format)
    }
}
