// Status: partial — compact and graphical date pickers are drawn in the environment's locale, calendar and time zone; the wheel style is drawn compact (noted).

/// A date and time picker (SwiftUI's `DatePicker`): compact by default, the label leading and
/// the date and time in grey capsules trailing, in the environment's locale and time zone.
nonisolated public struct DatePicker<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        DatePickerBody(date: date, components: components, label: AnyView(label))
    }
}

nonisolated extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker within `range`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker on or after `range`'s start, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker on or before `range`'s end, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a date picker shows.
nonisolated public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How a date picker looks: compact (drawn) or the others (drawn compact, noted).
public protocol DatePickerStyle {}
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

nonisolated extension View {
    /// Date pickers in this view draw compact; the other styles are noted in the description.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        DrawingEffectNote(content: self, note: style is WheelDatePickerStyle ? "date picker style \(S.self) drawn compact" : nil)
            .environment(\.graphicalDatePickers, style is GraphicalDatePickerStyle)
    }
}

nonisolated struct DatePickerBody: View {
    let date: Date
    let components: DatePickerComponents
    let label: AnyView
    @Environment(\.self) var environment

    private func formatted(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = environment.calendar
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        // ICU puts a narrow no-break space before AM/PM; the bundled fonts draw a space.
        return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    var body: some View {
        if environment.graphicalDatePickers {
            MonthGrid(month: date, selected: [date])
        } else {
            compact
        }
    }

    private var compact: some View {
        HStack(spacing: 6) {
            if !environment.labelsHidden {
                label.frame(maxWidth: .infinity, alignment: .leading)
            }
            if components.contains(.date) { capsule(formatted(date: .medium, time: .none)) }
            if components.contains(.hourAndMinute) { capsule(formatted(date: .none, time: .short)) }
        }
    }

    private func capsule(_ text: String) -> some View {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(systemColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
    }
}
