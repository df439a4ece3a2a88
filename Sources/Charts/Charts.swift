// `import Charts` on Linux, for SwiftUI apps' files that write it: Swift Charts' marks,
// values, axes, scales and modifiers. A snapshot does not plot: a `Chart` draws a neutral
// placeholder named "Chart (Charts)" over the space offered and notes it in the text
// description (Docs/SwiftUI/Frameworks.md). Opt-in, through the `ProofUILinuxModules`
// product (see Package.swift). On Apple platforms Apple's Charts is used.
//
// Chart content types (marks, modified marks, axis marks) are also views that draw nothing:
// `ForEach` — a view in ProofUI — then lists them in a chart as it does in Swift Charts.
@_exported import Foundation
@_exported import ProofUI

/// A value a chart can plot (Charts' `Plottable`).
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Plottable where PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: Plottable { public typealias PrimitivePlottable = String }
extension Int: Plottable { public typealias PrimitivePlottable = Int }
extension Int8: Plottable { public typealias PrimitivePlottable = Int8 }
extension Int16: Plottable { public typealias PrimitivePlottable = Int16 }
extension Int32: Plottable { public typealias PrimitivePlottable = Int32 }
extension Int64: Plottable { public typealias PrimitivePlottable = Int64 }
extension UInt: Plottable { public typealias PrimitivePlottable = UInt }
extension UInt8: Plottable { public typealias PrimitivePlottable = UInt8 }
extension UInt16: Plottable { public typealias PrimitivePlottable = UInt16 }
extension UInt32: Plottable { public typealias PrimitivePlottable = UInt32 }
extension UInt64: Plottable { public typealias PrimitivePlottable = UInt64 }
extension Double: Plottable { public typealias PrimitivePlottable = Double }
extension Float: Plottable { public typealias PrimitivePlottable = Float }
extension CGFloat: Plottable { public typealias PrimitivePlottable = CGFloat }
extension Date: Plottable { public typealias PrimitivePlottable = Date }
extension Decimal: Plottable { public typealias PrimitivePlottable = Decimal }

/// A labelled value of a mark (Charts' `PlottableValue`).
nonisolated public struct PlottableValue<Value: Plottable> {
    /// The value's label, as an axis or a legend shows it.
    public let label: Text
    /// The value.
    public let value: Value

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { PlottableValue(label: label, value: value) }
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { PlottableValue(label: Text(label), value: value) }
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { PlottableValue(label: Text(label), value: value) }
}

extension PlottableValue where Value == Date {
    /// A date binned by `unit` (a day, a month…).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: Text(label), value: value)
    }
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: Text(label), value: value)
    }
}

/// A mark's width or height (Charts' `MarkDimension`).
nonisolated public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    private enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    private let kind: Kind
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    private init(kind: Kind) { self.kind = kind }
    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
}

/// How marks of one position stack (Charts' `MarkStackingMethod`).
nonisolated public struct MarkStackingMethod: Equatable, Sendable {
    private let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line joins its points (Charts' `InterpolationMethod`).
nonisolated public struct InterpolationMethod: Equatable, Sendable {
    private let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// A point mark's symbol (Charts' `ChartSymbolShape`).
public protocol ChartSymbolShape: Shape {}

/// The built-in symbols (Charts' `BasicChartSymbolShape`).
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape {
    private let sides: Int
    public func path(in rect: CGRect) -> Path { sides == 0 ? Circle().path(in: rect) : Rectangle().path(in: rect) }
    public static let circle = BasicChartSymbolShape(sides: 0)
    public static let square = BasicChartSymbolShape(sides: 4)
    public static let triangle = BasicChartSymbolShape(sides: 3)
    public static let diamond = BasicChartSymbolShape(sides: 4)
    public static let pentagon = BasicChartSymbolShape(sides: 5)
    public static let plus = BasicChartSymbolShape(sides: 12)
    public static let cross = BasicChartSymbolShape(sides: 12)
    public static let asterisk = BasicChartSymbolShape(sides: 6)
}

/// Where an annotation goes around its mark (Charts' `AnnotationPosition`).
nonisolated public struct AnnotationPosition: Sendable {
    private let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// What an annotation may overflow (Charts' `AnnotationOverflowResolution`).
nonisolated public struct AnnotationOverflowResolution: Sendable {
    /// A strategy (Charts' `AnnotationOverflowResolution.Strategy`).
    public struct Strategy: Sendable {
        public static let automatic = Strategy()
        public static let fit = Strategy()
        public static func fit(to: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        public static let padScale = Strategy()
        public static let disabled = Strategy()
    }
    /// A boundary (Charts' `AnnotationOverflowResolution.Boundary`).
    public struct Boundary: Sendable {
        public static let automatic = Boundary()
        public static let chart = Boundary()
        public static let plot = Boundary()
    }
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    public static let automatic = AnnotationOverflowResolution()
}

/// Something a chart plots (Charts' `ChartContent`).
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}


/// A mark or group of chart content as a builder or modifier makes it; a view drawing nothing,
/// so that `ForEach` can list it.
nonisolated public struct ChartContentGroup: ChartContent, View {
    public typealias Body = Never
    init() {}
}

/// Builds a chart's content.
@resultBuilder
nonisolated public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildExpression<Data, ID, Content>(_ content: ForEach<Data, ID, Content>) -> ChartContentGroup { ChartContentGroup() }
    public static func buildBlock() -> ChartContentGroup { ChartContentGroup() }
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> ChartContentGroup { ChartContentGroup() }
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> ChartContentGroup { ChartContentGroup() }
    public static func buildEither<First: ChartContent>(first content: First) -> ChartContentGroup { ChartContentGroup() }
    public static func buildEither<Second: ChartContent>(second content: Second) -> ChartContentGroup { ChartContentGroup() }
    public static func buildArray<Content: ChartContent>(_ components: [Content]) -> ChartContentGroup { ChartContentGroup() }
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> ChartContentGroup { ChartContentGroup() }
}

/// A bar (Charts' `BarMark`).
nonisolated public struct BarMark: ChartContent, View {
    public typealias Body = Never
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {}
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {}
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {}
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
}

/// A line through points (Charts' `LineMark`).
nonisolated public struct LineMark: ChartContent, View {
    public typealias Body = Never
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {}
}

/// A point (Charts' `PointMark`).
nonisolated public struct PointMark: ChartContent, View {
    public typealias Body = Never
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    public init<X: Plottable>(x: PlottableValue<X>) {}
    public init<Y: Plottable>(y: PlottableValue<Y>) {}
}

/// An area under a line (Charts' `AreaMark`).
nonisolated public struct AreaMark: ChartContent, View {
    public typealias Body = Never
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {}
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                           stacking: MarkStackingMethod = .standard) {}
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                           series: PlottableValue<S>) {}
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                           series: PlottableValue<S>) {}
}

/// A line across the plot (Charts' `RuleMark`).
nonisolated public struct RuleMark: ChartContent, View {
    public typealias Body = Never
    public init<X: Plottable>(x: PlottableValue<X>) {}
    public init<Y: Plottable>(y: PlottableValue<Y>) {}
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>) {}
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {}
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {}
}

/// A rectangle (Charts' `RectangleMark`).
nonisolated public struct RectangleMark: ChartContent, View {
    public typealias Body = Never
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
    /// The forms with a fixed interval in points on one axis (nil: the plot area's edge).
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {}
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {}
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {}
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
}

/// A pie or donut sector (Charts' `SectorMark`).
nonisolated public struct SectorMark: ChartContent, View {
    public typealias Body = Never
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {}
}

/// A mark with a modifier applied (the type chart content modifiers return).
nonisolated public struct ModifiedChartMark<Content: ChartContent>: ChartContent, View {
    public typealias Body = Never
    let content: Content
}

// Modifiers of chart content. Those whose names are also view modifiers are declared for
// content that is both (marks) too, so that such a call picks these.
extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func symbolSize(_ size: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func symbolSize(_ area: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

// Chart content modifiers applied to a `ForEach` of marks (Charts' `ForEach` is chart
// content; ProofUI's is a view, listed by `ChartContentBuilder`). Only the names no view
// modifier has: `ForEach { … }.opacity(…)` stays the view modifier, which a chart accepts too.
// Unconstrained: `where Content: ChartContent` cannot be declared (the `Body` requirements of
// `View` and `ChartContent` recurse), so a file importing Charts also sees them on a `ForEach`
// of views, where iOS would not compile them.
extension ForEach {
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ChartContentGroup { ChartContentGroup() }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ChartContentGroup { ChartContentGroup() }
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ChartContentGroup { ChartContentGroup() }
    public func symbolSize(_ size: CGSize) -> ChartContentGroup { ChartContentGroup() }
    public func symbolSize(_ area: CGFloat) -> ChartContentGroup { ChartContentGroup() }
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> ChartContentGroup { ChartContentGroup() }
    public func lineStyle(_ style: StrokeStyle) -> ChartContentGroup { ChartContentGroup() }
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> ChartContentGroup { ChartContentGroup() }
    public func interpolationMethod(_ method: InterpolationMethod) -> ChartContentGroup { ChartContentGroup() }
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> ChartContentGroup {
        ChartContentGroup()
    }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ChartContentGroup { ChartContentGroup() }
}

// The modifiers above whose names view modifiers share, declared again on each mark: marks
// are views too, and a type's own method is chosen over both protocols' extensions (an
// extension of `ChartContent where Self: View` cannot be declared: the two protocols' `Body`
// requirements recurse).
extension BarMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

extension LineMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

extension PointMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

extension AreaMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

extension RuleMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

extension RectangleMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

extension SectorMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

extension ChartContentGroup {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}

extension ModifiedChartMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func opacity(_ opacity: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func offset(_ offset: CGSize) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func zIndex(_ value: Double) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue(_ value: Text) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func blur(radius: CGFloat) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartMark<Self> {
        ModifiedChartMark<Self>(content: self)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartMark<Self> { ModifiedChartMark<Self>(content: self) }
}
