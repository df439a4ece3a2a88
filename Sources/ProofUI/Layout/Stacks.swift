// Status: supported — `VStack`, `HStack` and `ZStack` laid out as SwiftUI lays them out.

import ProofLayout

/// Views one above the other, sized to fit them, aligned horizontally by `alignment`
/// (leading and trailing follow the layout direction).
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A vertical stack; `spacing` between views defaults to ``DefaultSpacing/stack``.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { Double($0) }
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.stack(.vertical, alignment: .horizontal(alignment), spacing: spacing, content: content)
    }
}

/// Views side by side, in reading order (right to left in a right-to-left layout), sized to
/// fit them, aligned vertically by `alignment`.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A horizontal stack; `spacing` between views defaults to ``DefaultSpacing/stack``.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { Double($0) }
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.stack(.horizontal, alignment: .vertical(alignment), spacing: spacing, content: content)
    }
}

/// Views on top of each other, the first at the back, each aligned in the stack by
/// `alignment`. The stack is as large as its largest view.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.container(.zStack(alignment), style: Style(), content: content, childAxis: nil)
    }
}

/// A flexbox container with a style of your own: every property of ``FlexStyle``
/// (wrapping, justification, gaps, percentages…), for layouts stacks cannot express.
///
/// ```swift
/// FlexBox(style: FlexStyle { $0.flexDirection = .row; $0.flexWrap = .wrap; $0.gap = 8 }) {
///     ForEach(tags, id: \.self) { Text($0).padding(6).background(Capsule().fill(.gray)) }
/// }
/// ```
///
/// Children keep their SwiftUI flexibility along the style's main axis (spacers and
/// `frame(maxWidth: .infinity)` grow, text shrinks); set item properties on a child with
/// ``View/flexStyle(_:)``.
nonisolated public struct FlexBox<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let style: FlexStyle
    let content: Content

    public init(style: FlexStyle, @ViewBuilder content: () -> Content) {
        self.style = style
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        let axis: Axis = style.flexDirection == .row || style.flexDirection == .rowReverse ? .horizontal : .vertical
        try resolver.container(.flexBox, style: style, content: content, childAxis: axis)
    }
}

nonisolated extension Style {
    /// A style built inline: `Style { $0.flexWrap = .wrap }`.
    public init(_ configure: (inout Style) -> Void) {
        self.init()
        configure(&self)
    }
}

nonisolated extension Resolver {
    func stack<V: View>(_ axis: Axis, alignment: StackAlignment, spacing: Double?, content: V) throws(RenderError) {
        // Negative spacing overlaps the children, as in SwiftUI.
        let spacing = try finite(spacing ?? DefaultSpacing.stack, "the stack spacing")
        let style = Style()
        try container(.stack(axis: axis, alignment: alignment, spacing: spacing), style: style, content: content, childAxis: axis)
    }

    /// A stack of elements already resolved (with `axis` as their stack axis).
    func stack(_ axis: Axis, alignment: StackAlignment, spacing: Double, children: [Int32]) {
        let style = Style()
        container(.stack(axis: axis, alignment: alignment, spacing: spacing), style: style, children: children)
    }
}
