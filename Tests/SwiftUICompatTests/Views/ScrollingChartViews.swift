import Charts
import ProofUI

// A scrolling chart of daily pages read and an hourly forecast axis, as iOS 17 apps write
// them: value-aligned scroll targets, and axis marks at date bins' thresholds.

struct DailyPages: Identifiable {
    let id: Int
    let day: Date
    let pages: Int
}

struct PagesChart: View {
    let days: [DailyPages]
    let forecastRange: ClosedRange<Date>
    @State private var scrollPosition = Date(timeIntervalSince1970: 0)

    var body: some View {
        VStack {
            Chart(days) { day in
                BarMark(x: .value("Day", day.day, unit: .day), y: .value("Pages", day.pages))
            }
            .chartScrollableAxes(.horizontal)
            .chartScrollPosition(x: $scrollPosition)
            .chartXVisibleDomain(length: 86400 * 14)
            .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(.init(day: 1))))
            .chartXAxis {
                AxisMarks(values: DateBins(unit: .hour, by: 3, range: forecastRange).thresholds) { value in
                    if value.index < value.count - 1 {
                        AxisValueLabel()
                    }
                    AxisGridLine()
                }
            }
            Chart(days) { day in
                LineMark(x: .value("Index", day.id), y: .value("Pages", day.pages))
            }
            .chartScrollTargetBehavior(.valueAligned(unit: 7, majorAlignment: .page, limitBehavior: .never))
            .chartYAxis { AxisMarks(values: [0, 50, 100]) }
            .chartXAxis {
                AxisMarks(values: .stride(by: 7)) {
                    AxisTick()
                    AxisGridLine()
                }
            }
        }
    }
}
