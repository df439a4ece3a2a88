// ProofUI engine: the month grid that graphical and multi-date pickers draw.

nonisolated extension EnvironmentValues {
    /// Set by `.datePickerStyle(.graphical)`: date pickers draw a month.
    var graphicalDatePickers: Bool {
        get { self[GraphicalDatePickersKey.self] }
        set { self[GraphicalDatePickersKey.self] = newValue }
    }
}

nonisolated private enum GraphicalDatePickersKey: EnvironmentKey { static let defaultValue = false }

/// The month of a graphical date picker: the month and year with the month arrows, the
/// weekday initials, and the days in weeks with the selected days in a tinted circle. Names and
/// the first weekday come from the environment's calendar and locale; the days are counted in
/// its time zone.
nonisolated struct MonthGrid: View {
    let month: Date
    let selected: [Date]
    @Environment(\.self) var environment

    var body: some View {
        let calendar = environment.calendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMM y")
        let title = formatter.string(from: month)
        let symbols = formatter.veryShortStandaloneWeekdaySymbols.isEmpty ? ["S", "M", "T", "W", "T", "F", "S"] : formatter.veryShortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        let weekdays = (0..<7).map { symbols[(first + $0) % symbols.count] }
        let start = calendar.dateInterval(of: .month, for: month)?.start ?? month
        let dayCount = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let lead = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let chosen = Set(selected.filter { calendar.isDate($0, equalTo: month, toGranularity: .month) }
            .map { calendar.component(.day, from: $0) })
        let cells: [Int?] = Array(repeating: nil, count: lead) + (1...max(dayCount, 1)).map { Optional($0) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min(cells.count, $0 + 7)]) }
        let accent = ControlColors.accent(environment)
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let forward: Chevron.Direction = rightToLeft ? .back : .forward, back: Chevron.Direction = rightToLeft ? .forward : .back
        return VStack(spacing: 6) {
            HStack {
                Text(verbatim: title).font(.headline)
                // Chevrons point by reading direction, as the stack orders them.
                Chevron(direction: forward).stroke(accent, lineWidth: 2).frame(width: 6, height: 10)
                Spacer(minLength: 0)
                Chevron(direction: back).stroke(accent, lineWidth: 2).frame(width: 8, height: 14).padding(.trailing, 20)
                Chevron(direction: forward).stroke(accent, lineWidth: 2).frame(width: 8, height: 14)
            }
            .padding(.bottom, 4)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { index in
                    Text(verbatim: weekdays[index].uppercased()).font(.caption.weight(.semibold))
                        .foregroundStyle(Color(systemColor: .tertiaryLabel)).frame(maxWidth: .infinity)
                }
            }
            ForEach(0..<weeks.count, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = column < weeks[week].count ? weeks[week][column] : nil
                        ZStack {
                            if let day, chosen.contains(day) {
                                Circle().fill(accent.opacity(0.15)).frame(width: 40, height: 40)
                            }
                            Text(verbatim: day.map(String.init) ?? "")
                                .font(.title3.weight(day.map { chosen.contains($0) } == true ? .semibold : .regular))
                                .foregroundStyle(day.map { chosen.contains($0) } == true ? accent : Color.primary)
                        }
                        .frame(maxWidth: .infinity, minHeight: 44)
                    }
                }
            }
        }
    }
}
