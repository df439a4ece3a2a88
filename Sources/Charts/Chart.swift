// The `Chart` view, its axes, legends and scales. A snapshot does not plot: a chart draws a
// neutral placeholder named "Chart (Charts)" over the space offered, noted in the text
// description; axes, legends and scales are accepted.

/// The view a `Chart` holds; a snapshot draws a placeholder.
nonisolated public struct ChartsPlaceholderContent: View {
    public var body: some View { FrameworkPlaceholder("Chart", framework: "Charts") }
}

/// A chart (Charts' `Chart`): a placeholder in a snapshot.
nonisolated public struct Chart<Content: View>: View {
    private let content: Content
    public var body: some View { content }
}

extension Chart where Content == ChartsPlaceholderContent {
    public init<C: ChartContent>(@ChartContentBuilder content: () -> C) {
        self.content = ChartsPlaceholderContent()
    }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ChartContentBuilder content: @escaping (Data.Element) -> C) {
        self.content = ChartsPlaceholderContent()
    }

    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Data.Element: Identifiable {
        self.content = ChartsPlaceholderContent()
    }
}

/// An axis value as axis marks receive it (Charts' `AxisValue`).
nonisolated public struct AxisValue {
    /// The mark's position among the axis's marks.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int
    private let value: Any

    /// The value as `type`, when it is one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value as? P }
}

/// Which values an axis marks (Charts' `AxisMarkValues`).
nonisolated public struct AxisMarkValues: Sendable {
    private init() {}
    public static let automatic = AxisMarkValues()
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                        roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues()
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by component: Calendar.Component, count: Int = 1, calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: AnyHashable...) { self.init() }
}

extension AxisMarkValues {
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues { AxisMarkValues() }
}

/// Where axis marks go (Charts' `AxisMarkPosition`).
nonisolated public struct AxisMarkPosition: Sendable {
    private let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// A preset look of axis marks (Charts' `AxisMarkPreset`).
nonisolated public struct AxisMarkPreset: Sendable {
    private let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// What an axis draws (Charts' `AxisContent`).
@MainActor @preconcurrency
public protocol AxisContent {}

/// Builds an axis's content.
@resultBuilder
nonisolated public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> AxisMarks { AxisMarks() }
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> AxisMarks { AxisMarks() }
    // Every block builds `AxisMarks`: a concrete optional, as in `AxisMarkBuilder`.
    public static func buildOptional(_ content: AxisMarks?) -> AxisMarks { AxisMarks() }
    public static func buildEither<First: AxisContent>(first content: First) -> AxisMarks { AxisMarks() }
    public static func buildEither<Second: AxisContent>(second content: Second) -> AxisMarks { AxisMarks() }
}

/// Builds one axis mark's parts.
@resultBuilder
nonisolated public enum AxisMarkBuilder {
    public static func buildExpression<Content: AxisMark>(_ content: Content) -> Content { content }
    public static func buildBlock() -> AxisMarkGroup { AxisMarkGroup() }
    public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content) -> AxisMarkGroup { AxisMarkGroup() }
    // Every block builds an `AxisMarkGroup`: a concrete optional lets an `if` without `else`
    // type-check (a generic one cannot infer its parameter from the branch that is not taken).
    public static func buildOptional(_ content: AxisMarkGroup?) -> AxisMarkGroup { AxisMarkGroup() }
    public static func buildEither<First: AxisMark>(first content: First) -> AxisMarkGroup { AxisMarkGroup() }
    public static func buildEither<Second: AxisMark>(second content: Second) -> AxisMarkGroup { AxisMarkGroup() }
}

/// A part of an axis mark: a grid line, a tick, a label (Charts' `AxisMark`).
@MainActor @preconcurrency
public protocol AxisMark {}

/// Several parts of an axis mark.
nonisolated public struct AxisMarkGroup: AxisMark {}

/// A modified part of an axis mark.
nonisolated public struct ModifiedAxisMark<Content: AxisMark>: AxisMark {
    let content: Content
}

extension AxisMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedAxisMark<Self> { ModifiedAxisMark<Self>(content: self) }
    public func font(_ font: Font?) -> ModifiedAxisMark<Self> { ModifiedAxisMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedAxisMark<Self> { ModifiedAxisMark<Self>(content: self) }
}

/// The marks along an axis (Charts' `AxisMarks`).
nonisolated public struct AxisMarks: AxisContent {
    init() {}
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {}
    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                   @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {}
    public init(format: Date.FormatStyle, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {}
    /// Marks drawn by `content`, which does not read the value.
    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                   @AxisMarkBuilder content: @escaping () -> Content) {}
    /// Marks at exactly `values`, drawn by `content`, which does not read the value.
    public init<Values: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                      values: [Values], @AxisMarkBuilder content: @escaping () -> Content) {}
    /// Marks at exactly `values` (`DateBins(…).thresholds`, an array the app computes).
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values],
                                   stroke: StrokeStyle? = nil) {}
    /// Marks at exactly `values`, each drawn by `content`.
    public init<Values: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                      values: [Values], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {}
}

extension AxisContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarks { AxisMarks() }
}

/// A grid line (Charts' `AxisGridLine`).
nonisolated public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick (Charts' `AxisTick`).
nonisolated public struct AxisTick: AxisMark {
    /// A tick's length (Charts' `AxisTick.Length`).
    public struct Length: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
        public init(floatLiteral value: Double) {}
        public init(integerLiteral value: Int) {}
        public static let automatic: Length = 0
        public static let label: Length = 0
        public static func longestLabel(padding: CGFloat = 0) -> Length { 0 }
    }
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {}
}

/// How an axis label collides with others (Charts' `AxisValueLabelCollisionResolution`).
nonisolated public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let truncate = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
}

/// An axis label (Charts' `AxisValueLabel`).
nonisolated public struct AxisValueLabel: AxisMark {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: Orientation = .automatic,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: Orientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                               @ViewBuilder content: () -> Content) {}
    /// A label showing a string the app formats.
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: Orientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: Orientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: Orientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where F.FormatOutput == String {}

    /// A label's orientation (Charts' `AxisValueLabel.Orientation`).
    public struct Orientation: Sendable {
        public static let automatic = Orientation()
        public static let horizontal = Orientation()
        public static let vertical = Orientation()
        public static let verticalReversed = Orientation()
    }
}

/// A scale's type (Charts' `ScaleType`).
nonisolated public struct ScaleType: Sendable {
    public static let linear = ScaleType()
    public static let log = ScaleType()
    public static let squareRoot = ScaleType()
    public static let category = ScaleType()
    public static let date = ScaleType()
    public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType() }
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType() }
}

/// A scale's range (Charts' `ScaleRange`).
public protocol ScaleRange {}
extension ClosedRange: ScaleRange where Bound == CGFloat {}

/// A plot's frame in a chart proxy (Charts' `PlotDimensionScaleRange`).
nonisolated public struct PlotDimensionScaleRange: ScaleRange, Sendable {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
}

/// A legend's position (Charts' `AnnotationPosition` is used for legends too).
public typealias LegendPosition = AnnotationPosition

/// The plot area given to `chartPlotStyle` (Charts' `ChartPlotContent`).
nonisolated public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}

/// A chart's geometry, for overlays (Charts' `ChartProxy`). A snapshot does not plot, so it
/// finds no positions and no values.
nonisolated public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    public var plotAreaSize: CGSize { .zero }
    /// The frame of the plot (iOS 17): nil, as Charts answers where no chart is plotted.
    public var plotFrame: Anchor<CGRect>? { nil }
    /// The frame of the plot's visible part (iOS 17): nil, as Charts answers where no chart is
    /// plotted.
    public var plotContainerFrame: Anchor<CGRect>? { nil }
    /// The frame of the plot (iOS 16; deprecated in iOS 17 for `plotFrame`): empty, at the
    /// origin.
    public var plotAreaFrame: Anchor<CGRect> { Anchor(globalValue: .zero) }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
}

extension View {
    // Axes, legends and scales: accepted, a snapshot draws a chart placeholder.
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View { self }
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View { self }
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View { self }
    public func chartXScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    /// The domain inferred from the data (`.automatic(includesZero: false)`), accepted.
    public func chartXScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View { self }
    /// The domain inferred from the data (`.automatic(includesZero: false)`), accepted.
    public func chartYScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View { self }
    public func chartXScale<Domain, R: ScaleRange>(domain: Domain, range: R, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<Domain, R: ScaleRange>(domain: Domain, range: R, type: ScaleType? = nil) -> some View { self }
    public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }
    public func chartForegroundStyleScale<Domain, S: ShapeStyle>(domain: Domain, range: [S], type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View { self }
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View { self }
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View { self }
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View { self }
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}

/// A scale domain inferred from the plotted data (Charts' `AutomaticScaleDomain`).
nonisolated public struct AutomaticScaleDomain: Sendable {
    /// Whether the domain includes zero (nil: the chart decides).
    public let includesZero: Bool?
    /// Whether the domain runs backwards.
    public let reversed: Bool?

    /// The domain the chart infers.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The inferred domain, with or without zero, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}
