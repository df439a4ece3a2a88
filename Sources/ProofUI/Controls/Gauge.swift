// Status: supported — iOS's linear and circular gauges and custom `GaugeStyle`s; values outside the range are clamped and noted.

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
            Circle().stroke(Color(systemColor: .systemGray5), lineWidth: 6)
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
                                track: Color(systemColor: .systemGray5))
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

nonisolated extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated private enum GaugeStyleKey: EnvironmentKey { static var defaultValue: AnyGaugeStyle? { nil } }

/// What a ``GaugeStyle`` draws: the value as a fraction of the range (clamped to 0…1) and the
/// gauge's labels.
nonisolated public struct GaugeStyleConfiguration {
    /// The value's position in the gauge's range, 0…1.
    public let value: Double
    public let label: StylePart
    public let currentValueLabel: StylePart?
    public let minimumValueLabel: StylePart?
    public let maximumValueLabel: StylePart?
    public typealias Label = StylePart
    public typealias CurrentValueLabel = StylePart
    public typealias MarkedValueLabel = StylePart
}
