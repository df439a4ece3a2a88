// Charts' scroll targets (iOS 17) and date bins. A snapshot draws a chart placeholder and
// never scrolls, so a scroll target behaviour is kept and never applied; date bins compute
// their thresholds, which apps pass to `AxisMarks(values:)`.

/// How a scrollable chart settles after a scroll (Charts' `ChartScrollTargetBehavior`).
public protocol ChartScrollTargetBehavior {}

/// Where a value-aligned scroll settles on a swipe (Charts' `MajorValueAlignment`).
nonisolated public struct MajorValueAlignment<Value: Plottable> {
    private init() {}
    /// A page: the visible domain's length.
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment() }
    /// Every multiple of `value`.
    public static func unit(_ value: Value) -> MajorValueAlignment<Value> { MajorValueAlignment() }
}

extension MajorValueAlignment where Value == Date {
    /// Dates matching `components` (midnight, the first of the month…).
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Date> { MajorValueAlignment() }
}

/// Whether a scroll may pass more than one major value (Charts' `ValueAlignedLimitBehavior`).
nonisolated public struct ValueAlignedLimitBehavior: Sendable, Equatable {
    private let name: String
    /// The system's choice.
    public static let automatic = ValueAlignedLimitBehavior(name: "automatic")
    /// One major value at most.
    public static let always = ValueAlignedLimitBehavior(name: "always")
    /// No limit.
    public static let never = ValueAlignedLimitBehavior(name: "never")
}

/// A scroll that settles on aligned values (Charts' `ValueAlignedChartScrollTargetBehavior`):
/// kept, never applied (a snapshot does not scroll).
nonisolated public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// The limit on how far a swipe goes.
    public let limitBehavior: ValueAlignedLimitBehavior

    /// Settles on dates matching `components`.
    public init(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Settles on multiples of `unit`.
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Settles on dates matching `components`.
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Settles on multiples of `unit`.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
}

extension View {
    /// Accepted: a snapshot does not scroll.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }
}

/// Consecutive date intervals of one calendar unit (Charts' `DateBins`), for bar charts of
/// dates and for axis marks (`AxisMarks(values: bins.thresholds)`).
nonisolated public struct DateBins: Sendable {
    /// The bins' edges, from the start of the unit holding the range's lower bound, a step of
    /// `stepCount` units apart, to the first edge at or past its upper bound.
    public let thresholds: [Date]

    /// Bins of `stepCount` `unit`s covering `range`, aligned to the unit's start in `calendar`.
    /// Apple does not document the alignment; this follows the axis marks Charts draws for
    /// `.stride(by:)` (each edge a whole unit). Yields at most 10,000 edges.
    public init(unit: Calendar.Component, by stepCount: Int = 1, calendar: Calendar = .current, range: ClosedRange<Date>) {
        let step = max(1, stepCount)
        var edges: [Date] = []
        var edge = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        while edges.count < 10_000 {
            edges.append(edge)
            guard edge < range.upperBound, let next = calendar.date(byAdding: unit, value: step, to: edge), next > edge else { break }
            edge = next
        }
        thresholds = edges
    }

    /// The number of bins.
    public var count: Int { max(0, thresholds.count - 1) }

    /// The `index`th bin.
    public subscript(index: Int) -> ClosedRange<Date> { thresholds[index]...thresholds[index + 1] }
}
