// Status: partial — the month of the earliest selected date with the chosen days circled; the label is not drawn and the `in:` bounds are ignored.

/// A picker of several dates (SwiftUI's `MultiDatePicker`): the month of the earliest selected
/// date, the chosen days circled.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let components: [DateComponents]
    let label: Label

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        components = Array(selection.wrappedValue)
        self.label = label()
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// A picker of dates from a lower bound on (the bounds are not drawn: days outside them are not greyed).
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// A picker of dates before an upper bound (the bounds are not drawn).
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public var body: some View {
        EnvironmentReader { environment in
            // Components are dates in the environment's calendar; a snapshot has no today, so
            // an empty selection shows January 1970.
            let dates = components.compactMap { environment.calendar.date(from: $0) }.sorted()
            MonthGrid(month: dates.first ?? Date(timeIntervalSince1970: 0), selected: dates)
        }
    }
}

nonisolated extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A titled picker of dates in a range (the bounds are not drawn).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A titled picker of dates from a lower bound on (the bounds are not drawn).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A titled picker of dates before an upper bound (the bounds are not drawn).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates in a range, titled with a string (the bounds are not drawn).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
