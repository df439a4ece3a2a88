// Status: supported — a linear bar of a known fraction, the activity indicator otherwise, and custom `ProgressViewStyle`s; values outside the range are clamped and noted; timer progress is read at the snapshot's fixed date and never moves.

/// Progress (SwiftUI's `ProgressView`): a linear bar of a known fraction, or a spinner.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let note: String?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// False for the progress view a custom style wraps (`ProgressView(configuration)`),
    /// which draws in the default style rather than calling its own style again.
    var readsStyle = true

    init(fraction: Double?, note: String?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.note = note
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let progress = value.map { clampedFraction(Double($0), in: 0...Double(total)) }
        self.init(fraction: progress?.fraction, note: progress?.note, label: label(), currentValueLabel: currentValueLabel())
    }

    public var body: some View {
        EnvironmentReader { environment in
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
            (readsStyle ? environment.progressViewStyle.makeBody(configuration)
                        : AnyView(DefaultProgressViewStyle().makeBody(configuration: configuration)))
                .noted(note)
        }
    }
}

nonisolated extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                                         CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a custom style wraps (`ProgressView(configuration).tint(.red)` in its
    /// `makeBody`): the configuration's fraction and labels in the default style (a bar for a
    /// known fraction, else the spinner).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, note: nil, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
        readsStyle = false
    }
}

nonisolated extension ProgressView {
    /// Progress through a time interval (iOS 16), read at the snapshot's fixed date
    /// (`snapshotTimelineDate`): full at the start when counting down (it empties as time
    /// passes), empty when counting up; it never moves.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: timerFraction(timerInterval, countsDown: countsDown), note: nil, label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

nonisolated extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through a time interval with the time left (or gone) as its value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

nonisolated extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through a time interval with the time left (or gone) as its value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The fraction of `interval` a timer progress view shows at `snapshotTimelineDate`.
private func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let gone = length > 0 ? min(max(snapshotTimelineDate.timeIntervalSince(interval.lowerBound) / length, 0), 1) : 1
    return countsDown ? 1 - gone : gone
}

/// The time left (counting down) or gone (counting up) of a timer progress view, as a timer
/// reads it ("5:00"), at `snapshotTimelineDate` (SwiftUI's `DefaultDateProgressLabel`).
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(snapshotTimelineDate, format: style).monospacedDigit()
    }

    private var style: SystemFormatStyle.Timer {
        let range = interval.lowerBound..<interval.upperBound
        return countsDown ? .timer(countingDownIn: range) : .timer(countingUpIn: range)
    }
}

nonisolated extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        let progress = value.map { clampedFraction(Double($0), in: 0...Double(total)) }
        self.init(fraction: progress?.fraction, note: progress?.note, label: label(), currentValueLabel: nil)
    }

    /// A spinner with a label under it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, note: nil, label: label(), currentValueLabel: nil)
    }
}

nonisolated extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(fraction: nil, note: nil, label: nil, currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        let progress = value.map { clampedFraction(Double($0), in: 0...Double(total)) }
        self.init(fraction: progress?.fraction, note: progress?.note, label: nil, currentValueLabel: nil)
    }

    /// Progress of a `Foundation.Progress`, at its current fraction.
    public init(_ progress: Progress) {
        let fraction = clampedFraction(progress.fractionCompleted, in: 0...1)
        self.init(fraction: fraction.fraction, note: fraction.note, label: nil, currentValueLabel: nil)
    }
}

nonisolated extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, note: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, note: nil, label: Text(title), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        let progress = value.map { clampedFraction(Double($0), in: 0...Double(total)) }
        self.init(fraction: progress?.fraction, note: progress?.note, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        let progress = value.map { clampedFraction(Double($0), in: 0...Double(total)) }
        self.init(fraction: progress?.fraction, note: progress?.note, label: Text(title), currentValueLabel: nil)
    }
}

/// The parts of a progress view a ``ProgressViewStyle`` draws.
nonisolated public struct ProgressViewStyleConfiguration {
    /// A label of the progress view.
    nonisolated public struct Label: View, PrimitiveView, TransparentInPath {
        public typealias Body = Never
        let content: AnyView

        func resolve(in resolver: Resolver) throws(RenderError) {
            try resolver.resolve(content)
        }
    }

    public typealias CurrentValueLabel = Label
    /// The fraction done, 0…1, or nil for a spinner.
    public let fractionCompleted: Double?
    public let label: Label?
    public let currentValueLabel: CurrentValueLabel?
}

/// A look for progress views (SwiftUI's `ProgressViewStyle`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

nonisolated extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

nonisolated private enum ProgressStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle { AnyView(DefaultProgressViewStyle().makeBody(configuration: $0)) } }
}

nonisolated extension View {
    /// Draws progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment { $0.progressViewStyle = AnyProgressViewStyle(style) { AnyView($0.makeBody(configuration: $1)) } }
    }
}

/// A bar when the fraction is known, a spinner otherwise.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A 4 pt bar filled with the tint, the label above and the current value below.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            VStack(alignment: .leading, spacing: 4) {
                if let label = configuration.label { label }
                FilledTrack(fraction: configuration.fractionCompleted ?? 0, height: ControlMetrics.progressTrackHeight,
                            fill: tint ?? environment.tint, track: Color(systemColor: .systemGray5))
                if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
            }
        }
    }
}

/// The spinner: eight dots of fading grey in a 20 pt circle (iOS draws eight bars; the
/// painter has no rotation yet), the label under it.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Spinner()
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

nonisolated struct Spinner: View {
    var body: some View {
        let diameter = ControlMetrics.spinnerDiameter
        let bar = ControlMetrics.spinnerBar
        // Eight rounded bars around the centre, from the top clockwise, fading behind the first.
        ZStack {
            ForEach(0..<8) { index in
                Capsule().fill(Color(systemColor: .secondaryLabel).opacity(1 - Double(index) * 0.1))
                    .frame(width: bar.width, height: bar.height)
                    .offset(y: -(diameter - bar.height) / 2)
                    .rotationEffect(.degrees(Double(index) * 45))
            }
        }
        .frame(width: diameter, height: diameter)
        .accessibilityLabel("In progress")
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
