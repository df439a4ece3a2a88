/// A fraction of `bounds` clamped to 0…1, and a note when the value had to be clamped (NaN,
/// outside the range, an empty range), as iOS clamps what it draws.
func clampedFraction(_ value: Double, in bounds: ClosedRange<Double>) -> (fraction: Double, note: String?) {
    guard value.isFinite else { return (0, "value \(value) drawn as the minimum") }
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0, span.isFinite else { return (0, "empty range \(bounds) drawn as the minimum") }
    let fraction = (value - bounds.lowerBound) / span
    if fraction < 0 { return (0, "value \(value) below \(bounds.lowerBound) drawn at the minimum") }
    if fraction > 1 { return (1, "value \(value) above \(bounds.upperBound) drawn at the maximum") }
    return (fraction, nil)
}

/// A track with a filled part of `fraction` of its width, `height` high: the filled and the
/// empty parts share the width by flex grow factors, so the split is exact at any width.
nonisolated struct FilledTrack: View {
    let fraction: Double
    let height: Double
    let fill: Color
    let track: Color

    var body: some View {
        ShareLayout(shares: [fraction, 1 - fraction]) {
            Color.clear.frame(height: height)
            Color.clear.frame(height: height)
        }
        .background(track, in: Capsule())
        .overlay(alignment: .leading) {
            ShareLayout(shares: [fraction, 1 - fraction]) {
                fill.frame(height: height)
                Color.clear.frame(height: height)
            }
            .clipShape(Capsule())
        }
        .frame(height: height)
        .frame(maxWidth: .infinity)
    }
}

/// Views side by side: those with a share take that part of the width the others leave (a
/// slider's filled and empty parts around its thumb); the others keep their ideal width.
nonisolated struct ShareLayout: Layout {
    let shares: [Double?]

    private func widths(_ total: CGFloat, _ subviews: Subviews) -> [CGFloat] {
        var fixed: CGFloat = 0
        for (index, subview) in subviews.enumerated() where share(index) == nil {
            fixed += subview.sizeThatFits(.unspecified).width
        }
        let free = max(total - fixed, 0)
        return subviews.indices.map { index in
            share(index).map { free * CGFloat($0) } ?? subviews[index].sizeThatFits(.unspecified).width
        }
    }

    private func share(_ index: Int) -> Double? {
        index < shares.count ? shares[index].map { max($0, 0) } : 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let widths = widths(proposal.width ?? 0, subviews)
        var height: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            height = max(height, subview.sizeThatFits(ProposedViewSize(width: widths[index], height: proposal.height)).height)
        }
        return CGSize(width: proposal.width ?? widths.reduce(0, +), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var x = bounds.minX
        for (index, width) in widths(bounds.width, subviews).enumerated() {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                                  proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// A control for a value in a range (SwiftUI's `Slider`): a 4 pt track filled with the tint
/// up to a 28 pt white thumb, between optional minimum and maximum labels.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let note: String?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel)
        where V.Stride: BinaryFloatingPoint {
        (fraction, note) = clampedFraction(Double(value.wrappedValue), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        SliderBody(fraction: fraction, note: note, minimum: minimumValueLabel.map { AnyView($0) },
                   maximum: maximumValueLabel.map { AnyView($0) })
    }
}

nonisolated extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        (fraction, note) = clampedFraction(Double(value.wrappedValue), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged, label: label)
    }
}

nonisolated extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged) { EmptyView() }
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}

nonisolated struct SliderBody: View {
    let fraction: Double
    let note: String?
    let minimum: AnyView?
    let maximum: AnyView?
    @Environment(\.self) var environment

    var body: some View {
        let thumb = ControlMetrics.sliderThumbDiameter
        let accent = environment.isEnabled ? environment.tint : Color(.tertiaryLabel)
        HStack(spacing: ControlMetrics.rowSpacing) {
            if let minimum { minimum.foregroundStyle(.secondary) }
            ZStack(alignment: .leading) {
                FilledTrack(fraction: fraction, height: ControlMetrics.sliderTrackHeight, fill: accent, track: Color(.systemFill))
                    .padding(.horizontal, thumb / 2)
                ShareLayout(shares: [fraction, nil, 1 - fraction]) {
                    Color.clear.frame(height: 1)
                    Circle().fill(Color.white)
                        .frame(width: thumb, height: thumb)
                        .shadow(color: .black.opacity(ControlMetrics.thumbContactShadow.opacity), radius: ControlMetrics.thumbContactShadow.radius,
                                y: ControlMetrics.thumbContactShadow.y)
                        .shadow(color: .black.opacity(ControlMetrics.sliderThumbShadow.opacity), radius: ControlMetrics.sliderThumbShadow.radius,
                                y: ControlMetrics.sliderThumbShadow.y)
                    Color.clear.frame(height: 1)
                }
            }
            .frame(height: thumb)
            .frame(maxWidth: .infinity)
            if let maximum { maximum.foregroundStyle(.secondary) }
        }
        .noted(note)
        .accessibilityValue("\(Int((fraction * 100).rounded()))%")
    }
}

/// A control that steps a value up and down (SwiftUI's `Stepper`): its label, then a 94×32 pt
/// pair of − and + buttons.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label

    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        StepperBody(label: AnyView(label))
    }
}

nonisolated extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
    }

    /// A stepper over a value formatted in the snapshot locale (`en_US`).
    public init<F: FormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F)
        where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step) { Text(value.wrappedValue, format: format) }
    }
}

nonisolated struct StepperBody: View {
    let label: AnyView
    @Environment(\.self) var environment

    var body: some View {
        let size = ControlMetrics.stepperSize
        let symbol = environment.isEnabled ? Color.primary : Color(.tertiaryLabel)
        RowStack(label: label) { _ in
            HStack(spacing: 0) {
                Text("\u{2212}").font(.system(size: 20, weight: .medium)).foregroundStyle(symbol).frame(maxWidth: .infinity)
                Color(.separator).frame(width: 1, height: 18)
                Text("+").font(.system(size: 20, weight: .medium)).foregroundStyle(symbol).frame(maxWidth: .infinity)
            }
            // UIStepper's glyphs keep their size at every text size; the buttons are not text.
            .modifyingElements { element, _ in element.systemExemptions = [.dynamicType, .contrast] }
            .frame(width: size.width, height: size.height)
            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: ControlMetrics.stepperRadius))
        }
    }
}

/// Progress (SwiftUI's `ProgressView`): a linear bar of a known fraction, or a spinner.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let note: String?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

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
            environment.progressViewStyle.makeBody(ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) }))
                .noted(note)
        }
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
                            fill: tint ?? environment.tint, track: Color(.systemGray5))
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
                Capsule().fill(Color(.secondaryLabel).opacity(1 - Double(index) * 0.1))
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

/// A value in a range shown as a gauge (SwiftUI's `Gauge`): the label, then a filled track
/// between the minimum and maximum labels.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let note: String?
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        (fraction, note) = clampedFraction(Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) })
        return EnvironmentReader { environment in
            (environment.gaugeStyle?.makeBody(configuration) ?? AnyView(BuiltInGauge(configuration: configuration, circular: false)))
                .noted(note)
        }
    }
}

/// iOS's gauges: a linear capacity bar, or the accessory circular ring.
nonisolated struct BuiltInGauge: View {
    let configuration: GaugeStyleConfiguration
    let circular: Bool

    var body: some View {
        EnvironmentReader { environment in
            if circular {
                ring(environment)
            } else {
                linear
            }
        }
    }

    /// iOS's accessory circular gauge: a 6 pt ring, the value's part tinted, the current value
    /// (else the label) in the middle.
    private func ring(_ environment: EnvironmentValues) -> some View {
        ZStack {
            Circle().stroke(Color(.systemGray5), lineWidth: 6)
            GaugeArc(fraction: configuration.value).stroke(environment.tint, lineWidth: 6)
            // The ring keeps its size, so its text stops growing at XXXL (as watch and widget
            // complications cap theirs) instead of spilling out of it.
            Group {
                if let currentValueLabel = configuration.currentValueLabel {
                    currentValueLabel.font(.caption.weight(.semibold))
                } else {
                    configuration.label.font(.caption2)
                }
            }
            .lineLimit(1)
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .frame(width: 58, height: 58)
    }

    private var linear: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                if let currentValueLabel = configuration.currentValueLabel { currentValueLabel.foregroundStyle(.secondary) }
            }
            HStack(spacing: ControlMetrics.rowSpacing) {
                if let minimumValueLabel = configuration.minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(.secondary) }
                EnvironmentReader { environment in
                    FilledTrack(fraction: configuration.value, height: ControlMetrics.progressTrackHeight, fill: environment.tint,
                                track: Color(.systemGray5))
                }
                if let maximumValueLabel = configuration.maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(.secondary) }
            }
        }
    }
}

nonisolated extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        (fraction, note) = clampedFraction(Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

nonisolated extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        (fraction, note) = clampedFraction(Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

nonisolated extension View {
    /// Draws gauges in this view with `style`: iOS's circular ring for the `accessoryCircular`
    /// styles, its linear bar for the others, or a custom style's body.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.gaugeStyle = AnyGaugeStyle(style) { AnyView($0.makeBody(configuration: $1)) }
        }
    }

    /// Notes on this view's element what the picture shows differently from the value given.
    func noted(_ note: String?) -> some View {
        DrawingEffectNote(content: self, note: note)
    }

}

/// A look for gauges (SwiftUI's `GaugeStyle`), drawn from a ``GaugeStyleConfiguration``.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// SwiftUI's built-in gauge styles: the circular ring for the `accessoryCircular` ones, the
/// linear bar for the others.
nonisolated public struct BuiltInGaugeStyle: GaugeStyle, Sendable {
    let name: String

    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, circular: name.hasPrefix("accessoryCircular"))
    }
}

nonisolated extension GaugeStyle where Self == BuiltInGaugeStyle {
    public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "automatic") }
    public static var linearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "linearCapacity") }
    public static var accessoryLinear: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessoryLinear") }
    public static var accessoryLinearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessoryLinearCapacity") }
    public static var accessoryCircular: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessoryCircular") }
    public static var accessoryCircularCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessoryCircularCapacity") }
}


/// The part of a ring from the top, clockwise, for a fraction of a circle.
nonisolated struct GaugeArc: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard fraction > 0 else { return path }
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * min(fraction, 1)), clockwise: false)
        return path
    }
}
