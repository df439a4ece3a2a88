// Status: accepted — UIKit's date picker compiles and keeps what is set on it; wrapped in a representable it is a UIKit view and draws nothing (SwiftUI's `DatePicker` is drawn).

/// UIKit's control for entering a date, a time or a duration (`UIDatePicker`), as apps wrap it
/// in a `UIViewRepresentable`. It keeps its mode, style, date and limits; nothing is drawn.
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// What the picker enters (UIKit's `UIDatePicker.Mode`).
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
        /// Month and year only (iOS 17.4).
        case yearAndMonth
    }

    /// The date shown: the date the picker was made, as in UIKit.
    open var date = Date()
    /// What the picker enters: date and time by default.
    open var datePickerMode = Mode.dateAndTime
    /// The style asked for: `.automatic` by default.
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic
    /// The style in use: the preferred one (which concrete style iOS picks for `.automatic`
    /// is not documented, so it is reported as asked).
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle }
    /// The earliest date that can be picked (none by default).
    open var minimumDate: Date?
    /// The latest date that can be picked (none by default).
    open var maximumDate: Date?
    /// The minute wheel's step, 1 by default.
    open var minuteInterval = 1
    /// The count-down timer's duration in seconds.
    open var countDownDuration: TimeInterval = 0
    /// The picker's locale (nil: the current one).
    open var locale: Locale?
    /// The picker's calendar (nil: the current one).
    open var calendar: Calendar!
    /// The picker's time zone (nil: the calendar's).
    open var timeZone: TimeZone?
    /// Shows `date` (nothing animates in a snapshot).
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UIDatePicker { UIDatePicker() }
}

/// How a date picker looks (UIKit's `UIDatePickerStyle`).
nonisolated public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}
