// Status: accepted and ignored — UIKit's calendar view compiles and keeps what is set; wrapped
// with `UIViewRepresentable` it is drawn as every UIKit view is (not drawn), and no date is
// ever selected or decorated by a user in a snapshot.

/// UIKit's month calendar (`UICalendarView`, iOS 16), usually wrapped with `UIViewRepresentable`.
@preconcurrency @MainActor
open class UICalendarView: UIView {
    /// The calendar the view shows its months in.
    open var calendar = Calendar.current
    /// The locale of its month and weekday names.
    open var locale = Locale.current
    /// The time zone its dates are in.
    open var timeZone: TimeZone?
    /// The font design of its text.
    open var fontDesign = UIFontDescriptor.SystemDesign.default
    /// The dates a user may scroll to.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    /// The month shown.
    open var visibleDateComponents = DateComponents()
    /// Whether dates may show decorations.
    open var wantsDateDecorations = true
    /// Where the view asks for decorations.
    open weak var delegate: (any UICalendarViewDelegate)?
    /// How dates are selected: a ``UICalendarSelectionSingleDate``, a
    /// ``UICalendarSelectionMultiDate``, or none.
    open var selectionBehavior: UICalendarSelection?

    /// Shows the month of `dateComponents` (kept; nothing animates in a snapshot).
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        visibleDateComponents = dateComponents
    }

    /// Asks the delegate again for the decorations of these dates: accepted (none is drawn).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UICalendarView { UICalendarView() }

    /// What a date shows under its number (UIKit's `UICalendarView.Decoration`).
    @preconcurrency @MainActor
    public final class Decoration {
        /// The size of a decoration.
        public enum Size: Int, Sendable { case small, medium, large }

        private init() {}

        /// A filled circle in `color` (the tint colour when nil).
        public static func `default`(color: UIColor? = nil, size: Size = .medium) -> Decoration { Decoration() }
        /// An image in `color`.
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: Size = .medium) -> Decoration { Decoration() }
        /// A view the app makes.
        public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration { Decoration() }
    }
}

/// What a calendar view asks its delegate (UIKit's `UICalendarViewDelegate`).
@preconcurrency @MainActor
public protocol UICalendarViewDelegate: AnyObject {
    /// The decoration of a date, or nil for none.
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    /// The month shown changed (optional in UIKit).
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

/// How a calendar view selects dates (UIKit's `UICalendarSelection`).
@preconcurrency @MainActor
open class UICalendarSelection {
    public init() {}

    /// Asks the delegate again which dates may be selected: accepted.
    open func updateSelectableDates() {}
}

/// One selected date (UIKit's `UICalendarSelectionSingleDate`).
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    /// The selected date; a snapshot has only what the app sets.
    open var selectedDate: DateComponents?
    /// Where the selection reports.
    open weak var delegate: (any UICalendarSelectionSingleDateDelegate)?

    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects `selectedDate` (kept; the delegate is told only of a user's selection, as in UIKit).
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        self.selectedDate = selectedDate
    }
}

/// Several selected dates (UIKit's `UICalendarSelectionMultiDate`).
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
    /// The selected dates; a snapshot has only what the app sets.
    open var selectedDates: [DateComponents] = []
    /// Where the selection reports.
    open weak var delegate: (any UICalendarSelectionMultiDateDelegate)?

    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects `selectedDates` (kept; the delegate is told only of a user's selection).
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
    }
}

/// What a single-date selection tells its delegate (UIKit's `UICalendarSelectionSingleDateDelegate`).
@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    /// A user selected `dateComponents` (never in a snapshot).
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether a user may select `dateComponents` (optional in UIKit: yes).
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// What a multi-date selection tells its delegate (UIKit's `UICalendarSelectionMultiDateDelegate`).
@preconcurrency @MainActor
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    /// A user selected `dateComponents` (never in a snapshot).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// A user deselected `dateComponents` (never in a snapshot).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether a user may select `dateComponents` (optional in UIKit: yes).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    /// Whether a user may deselect `dateComponents` (optional in UIKit: yes).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }
}
