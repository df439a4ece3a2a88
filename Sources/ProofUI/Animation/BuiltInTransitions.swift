// Status: partial — SwiftUI's built-in transitions as `Transition` types (iOS 17: `.scale(0.5)`, `.opacity`, `.slide`, `.move(edge:)`, `.push(from:)`, `.offset`, `.blurReplace`, `.symbolEffect`, `.identity`, `combined(with:)`, `animation(_:)`, `AnyTransition(_:)`): each draws its phases with the modifiers SwiftUI names (a view at rest is drawn in `.identity`, unchanged); the phases other than `.identity` are never played in a snapshot. The scale and blur radius of the defaults (`.scale`, `.blurReplace`) are not documented: 0 and 10 points here.

/// Scales the view in and out about an anchor (SwiftUI's `ScaleTransition`).
public struct ScaleTransition: Transition {
    /// The scale of the view when it is not at rest.
    public var scale: Double
    /// The point the view is scaled about.
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Fades the view in and out (SwiftUI's `OpacityTransition`).
public struct OpacityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// The view unchanged in every phase (SwiftUI's `IdentityTransition`).
public struct IdentityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Moves the view by a fixed offset (SwiftUI's `OffsetTransition`).
public struct OffsetTransition: Transition {
    /// How far the view is moved when it is not at rest.
    public var offset: CGSize

    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Moves the view out towards an edge, by its own size (SwiftUI's `MoveTransition`).
public struct MoveTransition: Transition {
    /// The edge the view moves towards.
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        EdgeShift(edge: phase.isIdentity ? nil : edge) { content }
    }
}

/// Moves the view in from the leading edge and out towards the trailing edge (SwiftUI's
/// `SlideTransition`).
public struct SlideTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        EdgeShift(edge: phase.slideEdge(insertion: .leading, removal: .trailing)) { content }
    }
}

/// Moves the view in from an edge and out towards the opposite one, fading it (SwiftUI's
/// `PushTransition`).
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        EdgeShift(edge: phase.slideEdge(insertion: edge, removal: edge.opposite)) { content }
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Blurs and scales the view in and out (SwiftUI's `BlurReplaceTransition`).
public struct BlurReplaceTransition: Transition {
    /// How the view is scaled as it is blurred (SwiftUI's `BlurReplaceTransition.Configuration`).
    public struct Configuration: Hashable, Sendable {
        let growsOnRemoval: Bool
        /// Scales down on insertion and up on removal.
        public static let downUp = Configuration(growsOnRemoval: true)
        /// Scales up on insertion and on removal.
        public static let upUp = Configuration(growsOnRemoval: false)
    }

    /// The transition's configuration.
    public var configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.blurScale(growsOnRemoval: configuration.growsOnRemoval))
            .blur(radius: phase.isIdentity ? 0 : 10)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A symbol's own appearing and disappearing effect (SwiftUI's `SymbolEffectTransition`): drawn
/// at rest, where it leaves the view unchanged.
public struct SymbolEffectTransition: Transition {
    let effect: any SymbolEffect
    let options: SymbolEffectOptions

    public init<T: SymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.effect = effect
        self.options = options
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// One transition applied over another (`combined(with:)`).
public struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(content: PlaceholderContentView<Second>(content: first.body(content: PlaceholderContentView<First>(content: content), phase: phase)),
                    phase: phase)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// One transition on insertion, another on removal (SwiftUI's `AsymmetricTransition`).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition of a view being inserted.
    public var insertion: Insertion
    /// The transition of a view being removed.
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        let inserted = insertion.body(content: PlaceholderContentView<Insertion>(content: content),
                                      phase: phase == .willAppear ? .willAppear : .identity)
        return removal.body(content: PlaceholderContentView<Removal>(content: inserted),
                            phase: phase == .didDisappear ? .didDisappear : .identity)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

extension Transition {
    /// This transition, then `other` over it.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition with `animation` (kept: a snapshot plays no animation).
    public func animation(_ animation: Animation?) -> some Transition { self }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales the view by `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    /// Leaves the view unchanged.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view by `offset`.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// Moves the view by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == MoveTransition {
    /// Moves the view towards `edge`.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Moves the view in from the leading edge, out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Moves the view in from `edge`, out towards the opposite edge, fading it.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs and scales the view in and out.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// Blurs and scales the view in and out as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The symbol's own appearing and disappearing effect.
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: SymbolEffectKind(name: "automatic"), options: .default)
    }
    /// `effect` on insertion and removal.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> Self {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

nonisolated extension AnyTransition {
    /// A transition type as a type-erased transition (at rest, as every transition is drawn).
    public init<T: Transition>(_ transition: T) {
        self.init(name: "\(T.self)")
    }
}

nonisolated extension TransitionPhase {
    /// The edge a sliding view is moved to in this phase (nil at rest).
    func slideEdge(insertion: Edge, removal: Edge) -> Edge? {
        switch self {
        case .willAppear: insertion
        case .identity: nil
        case .didDisappear: removal
        }
    }

    /// A blur-replace transition's scale in this phase.
    func blurScale(growsOnRemoval: Bool) -> CGFloat {
        switch self {
        case .willAppear: growsOnRemoval ? 1.5 : 0.5
        case .identity: 1
        case .didDisappear: 1.5
        }
    }
}

nonisolated extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// Places its content its own width or height beyond `edge` (at rest when nil), keeping the
/// content's size as its own: how a moving transition draws its view off its place.
nonisolated struct EdgeShift: Layout {
    let edge: Edge?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var origin = bounds.origin
        switch edge {
        case .leading?: origin.x -= bounds.width
        case .trailing?: origin.x += bounds.width
        case .top?: origin.y -= bounds.height
        case .bottom?: origin.y += bounds.height
        case nil: break
        }
        for subview in subviews {
            subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
        }
    }
}
