// Status: supported — SwiftUI's `Layout` protocol (iOS 16): custom layouts, `AnyLayout`, `HStackLayout`, `VStackLayout`, `ZStackLayout`, `LayoutValueKey`, `ViewSpacing`.

/// A type that lays out a collection of views (SwiftUI's `Layout`): it answers its size for a
/// proposal from its subviews' sizes, then places each subview. Use it like a stack:
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///         let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
///         return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let width = bounds.width / CGFloat(max(subviews.count, 1))
///         for (index, subview) in subviews.enumerated() {
///             subview.place(at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.midY), anchor: .leading,
///                           proposal: ProposedViewSize(width: width, height: bounds.height))
///         }
///     }
/// }
/// ```
public protocol Layout: Animatable {
    /// Data computed once per layout pass and handed to every method (`Void` by default).
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout: the axis along which it stacks, for spacers inside it.
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the layout asks for around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds` with ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

nonisolated extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays `content` out with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

nonisolated extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

nonisolated extension Layout where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Properties of a ``Layout``.
nonisolated public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along (spacers inside it stretch along it), if any.
    public var stackOrientation: Axis?

    public init() {}
}

/// The preferred spacing around a view (SwiftUI's `ViewSpacing`): the standard spacing on
/// every edge here.
nonisolated public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(value: 0)
    var value: Double

    public init() {
        value = DefaultSpacing.stack
    }

    init(value: Double) {
        self.value = value
    }

    /// The distance to `next` along `axis`: the larger preference of the two.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(max(value, next.value))
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        value = max(value, other.value)
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}

/// A key for values a view hands to its layout (``View/layoutValue(key:value:)``).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Associates `value` with `key` for the ``Layout`` that places this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifyingElements { element, _ in
            element.layoutValues[ObjectIdentifier(key)] = LayoutValueBox(value)
        }
    }
}

/// A value of a ``LayoutValueKey`` on an element.
nonisolated final class LayoutValueBox: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// The views a ``Layout`` places (SwiftUI's `LayoutSubviews`).
nonisolated public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let layout: ViewLayout
    let ids: [Int32]
    let recorder: PlacementRecorder

    init(layout: ViewLayout, ids: [Int32], recorder: PlacementRecorder = PlacementRecorder()) {
        self.layout = layout
        self.ids = ids
        self.recorder = recorder
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(layout: layout, id: ids[index], recorder: recorder)
    }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(layout: layout, ids: Array(ids[bounds]), recorder: recorder)
    }

    /// The layout direction of the layout's environment (positions are mirrored for you).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.ids == b.ids }
}

/// One view a ``Layout`` places: ask its size for proposals, read its guides, place it.
nonisolated public struct LayoutSubview: Equatable {
    let layout: ViewLayout
    let id: Int32
    let recorder: PlacementRecorder

    /// The view's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = layout.size(id, proposal.proposal)
        return CGSize(width: size.width, height: size.height)
    }

    /// The view's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let p = proposal.proposal
        let size = layout.size(id, p)
        return ViewDimensions(size: size) { [layout, id] key in layout.explicitGuide(id, p, size, key) }
    }

    /// The view's layout priority.
    public var priority: Double { layout.resolver.store.elements[Int(id)].layoutPriority }

    /// The spacing the view prefers around itself.
    public var spacing: ViewSpacing {
        layout.resolver.store.elements[Int(id)].isSpacer ? .zero : ViewSpacing()
    }

    /// The value the view sets for `key` with ``View/layoutValue(key:value:)``, or its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (layout.resolver.store.elements[Int(id)].layoutValues[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue
    }

    /// Places the view with its `anchor` at `position`, proposing it `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        recorder.placements.append(Placement(id: id, position: Point(x: Double(position.x), y: Double(position.y)),
                                             anchor: Point(x: anchor.x, y: anchor.y), proposal: proposal.proposal))
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.id == b.id }
}

/// Where a layout placed a subview.
nonisolated struct Placement {
    var id: Int32
    var position: Point
    var anchor: Point
    var proposal: Proposal
}

/// Collects the placements of one `placeSubviews` call.
nonisolated final class PlacementRecorder {
    var placements: [Placement] = []
}

/// A custom layout on an element, with its cache.
nonisolated final class LayoutBox {
    let name: String
    /// Whether the layout is a container `containerRelativeFrame` measures against.
    let isContainer: Bool
    /// Whether the layout's size depends on the nearest container's.
    let readsContainer: Bool
    private let sizing: (LayoutBox, Proposal, LayoutSubviews) -> Size
    private let placing: (LayoutBox, Rect, Proposal, LayoutSubviews) -> Void
    var cache: Any?

    init<L: Layout>(_ layout: L) {
        name = Resolver.typeName(L.self)
        isContainer = layout is any ContainerLayout
        readsContainer = layout is ContainerRelativeFrameLayout
        sizing = { box, proposal, subviews in
            var cache = (box.cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
            let size = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
            box.cache = cache
            return Size(width: Double(size.width), height: Double(size.height))
        }
        placing = { box, bounds, proposal, subviews in
            var cache = (box.cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height),
                                 proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
            box.cache = cache
        }
    }

    func sizeThatFits(_ proposal: Proposal, subviews: LayoutSubviews) -> Size {
        let size = sizing(self, proposal, subviews)
        guard size.width.isFinite || size.width == .infinity, size.height.isFinite || size.height == .infinity,
              size.width >= 0, size.height >= 0 else { return .zero }
        return size
    }

    /// The subviews' placements in `bounds` (unplaced subviews at the centre, proposed nil as
    /// SwiftUI does).
    func placeSubviews(in bounds: Rect, _ proposal: Proposal, subviews: LayoutSubviews) -> [Placement] {
        let recorder = PlacementRecorder()
        let recording = LayoutSubviews(layout: subviews.layout, ids: subviews.ids, recorder: recorder)
        placing(self, bounds, proposal, recording)
        var placements: [Placement] = []
        for id in subviews.ids {
            if let placed = recorder.placements.last(where: { $0.id == id }) {
                var checked = placed
                if !(checked.position.x.isFinite && checked.position.y.isFinite) { checked.position = Point(x: bounds.midX, y: bounds.midY) }
                placements.append(checked)
            } else {
                placements.append(Placement(id: id, position: Point(x: bounds.midX, y: bounds.midY),
                                            anchor: Point(x: 0.5, y: 0.5), proposal: .unspecified))
            }
        }
        return placements
    }
}

/// A view laid out by a ``Layout`` value.
nonisolated struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func resolve(in resolver: Resolver) throws(RenderError) {
        let builtIn = (layout as? AnyLayout)?.layout ?? layout
        let axis = type(of: builtIn as any Layout).layoutProperties.stackOrientation
        if let stack = builtIn as? HStackLayout {
            try resolver.stack(.horizontal, alignment: .vertical(stack.alignment), spacing: stack.spacing.map { Double($0) }, content: content)
        } else if let stack = builtIn as? VStackLayout {
            try resolver.stack(.vertical, alignment: .horizontal(stack.alignment), spacing: stack.spacing.map { Double($0) }, content: content)
        } else if let stack = builtIn as? ZStackLayout {
            try resolver.container(.zStack(stack.alignment), style: FlexStyle(), content: content, childAxis: nil)
        } else {
            try resolver.container(.custom(LayoutBox(layout: builtIn)), style: FlexStyle(), content: content, childAxis: axis)
        }
    }
}

nonisolated extension LayoutBox {
    convenience init(layout: any Layout) {
        self.init(opening: layout)
    }

    private convenience init<L: Layout>(opening layout: L) {
        self.init(layout)
    }
}

/// A type-erased ``Layout``, to switch layouts while keeping the views' identity.
nonisolated public struct AnyLayout: Layout {
    let layout: any Layout

    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        LayoutBox(layout: layout).sizeThatFits(proposal.proposal, subviews: subviews).cgSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let rect = Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height))
        for placement in LayoutBox(layout: layout).placeSubviews(in: rect, proposal.proposal, subviews: subviews) {
            subviews.recorder.placements.append(placement)
        }
    }
}

/// A horizontal stack as a ``Layout`` value (for `AnyLayout`).
nonisolated public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.layout.stack(subviews.ids, axis: .horizontal, key: alignment.key, spacing: spacing.map { Double($0) },
                              proposal.proposal).size.cgSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.layout.placeStack(subviews, axis: .horizontal, key: alignment.key, spacing: spacing.map { Double($0) },
                                   in: bounds, proposal.proposal)
    }
}

/// A vertical stack as a ``Layout`` value (for `AnyLayout`).
nonisolated public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.layout.stack(subviews.ids, axis: .vertical, key: alignment.key, spacing: spacing.map { Double($0) },
                              proposal.proposal).size.cgSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.layout.placeStack(subviews, axis: .vertical, key: alignment.key, spacing: spacing.map { Double($0) },
                                   in: bounds, proposal.proposal)
    }
}

/// An overlaying stack as a ``Layout`` value (for `AnyLayout`).
nonisolated public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let anchor = alignment.unitPoint
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height),
                          anchor: anchor, proposal: proposal)
        }
    }
}

nonisolated extension Size {
    var cgSize: CGSize { CGSize(width: width, height: height) }
}

/// A layout whose content `containerRelativeFrame` measures against (a scroll view): it lays
/// its subviews out inside ``ViewLayout/withContainer(_:_:)`` with its own size.
nonisolated protocol ContainerLayout: Layout {}
