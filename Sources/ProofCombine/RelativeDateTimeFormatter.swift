// Status: supported — Foundation's RelativeDateTimeFormatter, which swift-corelibs-foundation lacks, formatted as en_US by Foundation's own relative date style.

import Foundation

#if !canImport(Darwin)
/// Writes how far a date is from another ("2 hours ago", "in 3 days", "yesterday"):
/// Foundation's `RelativeDateTimeFormatter`, which swift-corelibs-foundation lacks (on Apple
/// platforms Foundation's own is used).
///
/// The text is Foundation's `Date.AnchoredRelativeFormatStyle` (ICU's relative date formatting,
/// present on Linux), in en_US whatever the locale, so a snapshot never depends on the
/// machine. The unit is the largest one that is not zero, rounded as that style rounds it
/// (90 minutes is "2 hours ago"); Apple documents no unit-choice rule for this class, and this
/// is its format style's.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers only ("1 day ago"), or names where the language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    /// How units are written: "2 months ago", "two months ago", "2 mo. ago", "2mo ago".
    public enum UnitsStyle: Int, Sendable {
        case full, spellOut, short, abbreviated
    }

    /// Where the text is used (accepted: the text is as written at the start of a sentence or
    /// in its middle alike).
    public enum Context: Int, Sendable {
        case unknown, dynamic, standalone, listItem, beginningOfSentence, middleOfSentence
    }

    open var dateTimeStyle = DateTimeStyle.numeric
    open var unitsStyle = UnitsStyle.full
    open var formattingContext = Context.unknown
    /// The calendar that counts days, weeks and months (Gregorian by default).
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// Accepted: the text is en_US whatever the locale.
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// How far `date` is from `referenceDate`: "in 2 hours" when later, "2 hours ago" when earlier.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: relativeUnitsStyle,
                                                     locale: Locale(identifier: "en_US"), calendar: countingCalendar)
        return style.format(referenceDate)
    }

    /// How far from now `timeInterval` seconds are (negative: in the past).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// How far `dateComponents` reach from now ("in 1 day" for `day: 1`).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        return localizedString(for: countingCalendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// A date's distance from now; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    /// The calendar set, or the Gregorian one where it was set to nil.
    private var countingCalendar: Calendar { calendar ?? Calendar(identifier: .gregorian) }

    private var presentation: Date.RelativeFormatStyle.Presentation {
        dateTimeStyle == .named ? .named : .numeric
    }

    private var relativeUnitsStyle: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }
}
#endif
