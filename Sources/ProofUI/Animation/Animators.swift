// Views that change over time — timelines, phase and keyframe animators, Canvas drawings —
// and container-relative frames. A snapshot is one instant: a timeline shows its first date,
// an animator its first phase or initial value, and a Canvas the space it takes (its drawing
// commands are accepted and noted, not painted yet).

// MARK: - Timelines

/// The date a snapshot's timelines show: fixed, never the clock (2001-01-01 00:00:00 GMT).
public let snapshotTimelineDate = Date(timeIntervalSinceReferenceDate: 0)

/// When a timeline updates (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule {}

/// A schedule that ticks at a fixed interval.
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// A schedule that ticks every minute.
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
}

/// A schedule that ticks with the display.
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// A schedule of given dates.
nonisolated public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let first: Date?
    public init(_ dates: Entries) { first = dates.first { _ in true } }
}

nonisolated extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

nonisolated extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

nonisolated extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

nonisolated extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a timeline's content receives: the date it shows.
nonisolated public struct TimelineViewDefaultContext: Sendable {
    /// The date shown: a snapshot's is ``snapshotTimelineDate`` (or an explicit schedule's first).
    public let date: Date
    /// How often the timeline updates.
    public let cadence: Cadence

    /// How often a timeline updates.
    nonisolated public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// A view that updates on a schedule (SwiftUI's `TimelineView`): drawn at one fixed date.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let explicit = (schedule as? any ExplicitDates)?.firstDate
        content(TimelineViewDefaultContext(date: explicit ?? snapshotTimelineDate, cadence: .live))
    }
}

/// Schedules that name their dates.
protocol ExplicitDates {
    var firstDate: Date? { get }
}

nonisolated extension ExplicitTimelineSchedule: ExplicitDates {
    var firstDate: Date? { first }
}

// MARK: - Phase and keyframe animators

/// A view that cycles through phases (SwiftUI's `PhaseAnimator`): drawn in its first phase.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    public init<Phases: Sequence>(_ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        first = phases.first { _ in true }
        self.content = content
    }

    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        first = phases.first { _ in true }
        self.content = content
    }

    public var body: some View {
        if let first { content(first) }
    }
}

/// A view whose value follows keyframes over time (SwiftUI's `KeyframeAnimator`): drawn with
/// its initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(initialValue: Value, repeating: Bool, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View {
        content(initialValue)
    }
}

nonisolated extension View {
    /// Cycles the view through `phases`: drawn in the first.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        phaseAnimator(phases, content: content, animation: animation)
    }

    /// Cycles the view through `phases`: drawn in the first.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        let first = phases.first { _ in true }
        let placeholder = PlaceholderContentView(content: self)
        return Group {
            if let first { content(placeholder, first) } else { self }
        }
    }

    /// Animates the view through keyframes: drawn with the initial value.
    public func keyframeAnimator<Value, Modified: View, Path>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Animates the view through keyframes, repeating: drawn with the initial value.
    public func keyframeAnimator<Value, Modified: View, Path>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// The view an animator modifier animates (SwiftUI's `PlaceholderContentView`).
nonisolated public struct PlaceholderContentView<Content: View>: View {
    let content: Content
    public var body: some View { content }
}

/// Keyframes, built from tracks or keyframes (SwiftUI's `KeyframesBuilder`): kept only as
/// types, since a snapshot shows the initial value.
@resultBuilder
nonisolated public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildBlock(_ parts: Keyframes...) -> Keyframes { Keyframes() }
    public static func buildOptional(_ part: Keyframes?) -> Keyframes { Keyframes() }
    public static func buildEither(first: Keyframes) -> Keyframes { Keyframes() }
    public static func buildEither(second: Keyframes) -> Keyframes { Keyframes() }
    public static func buildArray(_ parts: [Keyframes]) -> Keyframes { Keyframes() }
}

/// Built keyframes.
nonisolated public struct Keyframes: Sendable {}

/// The keyframes of one property of an animated value (SwiftUI's `KeyframeTrack`).
nonisolated public struct KeyframeTrack<Root, Value, Content> {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) where Root == Value {}
}

/// The keyframes of a track (SwiftUI's `KeyframeTrackContentBuilder`).
@resultBuilder
nonisolated public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> Keyframes { Keyframes() }
    public static func buildBlock(_ parts: Keyframes...) -> Keyframes { Keyframes() }
    public static func buildOptional(_ part: Keyframes?) -> Keyframes { Keyframes() }
    public static func buildEither(first: Keyframes) -> Keyframes { Keyframes() }
    public static func buildEither(second: Keyframes) -> Keyframes { Keyframes() }
    public static func buildArray(_ parts: [Keyframes]) -> Keyframes { Keyframes() }
}

/// A keyframe reached at a constant rate.
nonisolated public struct LinearKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring.
nonisolated public struct SpringKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
nonisolated public struct CubicKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe the value jumps to.
nonisolated public struct MoveKeyframe<Value> {
    public init(_ to: Value) {}
}

/// An easing curve (SwiftUI's `UnitCurve`).
nonisolated public struct UnitCurve: Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// A spring's motion (SwiftUI's `Spring`).
nonisolated public struct Spring: Sendable {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public init(response: Double, dampingRatio: Double) {}
    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
}

// MARK: - Completion of animations

/// When an animation counts as complete (SwiftUI's `AnimationCompletionCriteria`).
nonisolated public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` at once, then `completion`: a snapshot has no animations.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

// MARK: - Canvas

/// Immediate-mode drawing (SwiftUI's `Canvas`): takes the space offered; its drawing commands
/// are accepted and not painted yet, which the text description notes.
nonisolated public struct Canvas<Symbols: View>: View {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {}

    public var body: some View {
        Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).noted("Canvas drawing is not drawn")
    }
}

nonisolated extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// A Canvas's drawing context (SwiftUI's `GraphicsContext`): commands are accepted.
nonisolated public struct GraphicsContext {
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, in rect: CGRect) {}
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func resolve(_ text: Text) -> Text { text }
    public func resolve(_ image: Image) -> Image { image }
    public func resolveSymbol<ID: Hashable>(id: ID) -> Image? { nil }
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}

    /// What fills or strokes a path.
    nonisolated public struct Shading: Sendable {
        let name: String
        public static func color(_ color: Color) -> Shading { Shading(name: "color") }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: "style") }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(name: "linearGradient")
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(name: "radialGradient")
        }
        public static let foreground = Shading(name: "foreground")
    }

    /// Options of a gradient shading.
    nonisolated public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options of a clip.
    nonisolated public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A filter of a drawing context.
    nonisolated public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(name: "alphaThreshold") }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(name: "shadow")
        }
    }

    /// Options of a blur filter.
    nonisolated public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options of a filter.
    nonisolated public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// How layers blend.
    nonisolated public enum BlendMode: Sendable { case normal, multiply, screen, overlay, darken, lighten, plusLighter, sourceAtop, destinationOut }
}

nonisolated extension View {
    /// Moves the view by `offset` when drawn.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: Double(offset.width), y: Double(offset.height))
    }
}

// MARK: - Scroll position and phase (iOS 17, 18)

/// Where a scroll view is scrolled (SwiftUI's `ScrollPosition`): a snapshot shows the top.
nonisolated public struct ScrollPosition: Sendable {
    public init(idType: (some Hashable).Type = Never.self, edge: Edge? = nil) {}
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat? = nil, y: CGFloat? = nil) {}
    public init(edge: Edge) {}
    public init(point: CGPoint) {}
    public mutating func scrollTo(edge: Edge) {}
    public mutating func scrollTo(point: CGPoint) {}
    public mutating func scrollTo(x: CGFloat) {}
    public mutating func scrollTo(y: CGFloat) {}
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {}
    public var isPositionedByUser: Bool { false }
    public var edge: Edge? { nil }
    public var point: CGPoint? { nil }
    public var viewID: (any Hashable)? { nil }
}

/// What a scroll view is doing (SwiftUI's `ScrollPhase`): idle in a snapshot.
nonisolated public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` reports.
nonisolated public struct ScrollPhaseChangeContext: Sendable {
    public let geometry: ScrollGeometry
    public let velocity: CGVector?
}

/// A scroll view's geometry (SwiftUI's `ScrollGeometry`).
nonisolated public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var contentInsets: EdgeInsets = EdgeInsets()
    public var containerSize: CGSize = .zero
    public var visibleRect: CGRect = .zero
    public var bounds: CGRect = .zero
}

nonisolated extension View {
    /// Accepted: a snapshot shows the scroll view at its start.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
    /// Accepted: a snapshot does not scroll.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
    /// Accepted: a snapshot does not scroll.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { self }
    /// Accepted: a snapshot does not scroll.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                      action: @escaping (T, T) -> Void) -> some View { self }
}
