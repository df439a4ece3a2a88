/// What a snapshot shows of scrolling content.
nonisolated public enum ScrollSnapshotMode: Hashable, Sendable {
    /// The visible part, as on the device: the content from the top, cut at the viewport.
    case viewport
    /// The whole content: a scroll view is as long as what it holds (render with
    /// `.fittingWidth` to see all of it).
    case wholeContent
}

nonisolated extension EnvironmentValues {
    /// What snapshots show of scroll views, lists and forms: the viewport unless set.
    public var scrollSnapshotMode: ScrollSnapshotMode {
        get { self[ScrollModeKey.self] }
        set { self[ScrollModeKey.self] = newValue }
    }
}

nonisolated private enum ScrollModeKey: EnvironmentKey { static let defaultValue = ScrollSnapshotMode.viewport }

/// Makes content scroll along `axis`: the content is proposed nil along the axis (its ideal
/// length), the scroll view takes the space offered (its content's size where nothing is
/// offered), and the content starts at its top leading corner, cut at the viewport
/// (``ScrollSnapshotMode/viewport``) or running past it (`wholeContent`).
nonisolated struct ScrollingContainer: ViewModifier {
    let axis: Axis
    @Environment(\.scrollSnapshotMode) var mode

    func body(content: Content) -> some View {
        let vertical = axis == .vertical
        let viewport = ScrollViewport(axis: axis) { content }.modifyingElements { element, _ in
            if vertical { element.scrollAxes.vertical = true } else { element.scrollAxes.horizontal = true }
        }
        if mode == .wholeContent {
            viewport
        } else {
            viewport.clipped()
        }
    }
}

/// The layout of a scroll view's viewport (SwiftUI's `ScrollView` sizing).
nonisolated struct ScrollViewport: ContainerLayout {
    let axis: Axis

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        func contentSize() -> CGSize {
            var content = CGSize.zero
            for subview in subviews {
                let size = subview.sizeThatFits(contentProposal(proposal))
                content.width = max(content.width, size.width)
                content.height = max(content.height, size.height)
            }
            return content
        }
        // The content is measured in the scroll view as its container, whose size is the one
        // proposed (the outer container's where nothing is proposed).
        let outer = subviews.layout.containerSize
        let content: CGSize
        if let width = proposal.width.map(Double.init) ?? outer?.width, let height = proposal.height.map(Double.init) ?? outer?.height {
            content = subviews.layout.withContainer(Size(width: width, height: height), contentSize)
        } else {
            content = contentSize()
        }
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inner = contentProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: inner)
        }
    }
}

/// Scrolling content (SwiftUI's `ScrollView`): a snapshot shows it at its scroll position 0,
/// cut at the viewport, or whole (``EnvironmentValues/scrollSnapshotMode``). Indicators are
/// not drawn (iOS hides them at rest).
nonisolated public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        if axes.contains(.horizontal) && !axes.contains(.vertical) {
            HStack(spacing: 0) { content }.modifier(ScrollingContainer(axis: .horizontal))
        } else {
            VStack(spacing: 0) { content }
                .frame(maxWidth: .infinity, alignment: .top)
                .modifier(ScrollingContainer(axis: .vertical))
        }
    }
}

nonisolated extension Axis.Set {
    public static let all: Axis.Set = [.horizontal, .vertical]
}

/// Scrolls to views by id (SwiftUI's `ScrollViewReader`): the proxy is handed to the content
/// and never scrolls in a snapshot.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls a scroll view (SwiftUI's `ScrollViewProxy`): does nothing in a snapshot.
nonisolated public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

nonisolated extension View {
    /// Accepted: indicators are not drawn.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// Accepted: a snapshot does not scroll.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Accepted: a snapshot is at scroll position 0.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Accepted.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Accepted: a snapshot is at scroll position 0.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
    /// Accepted.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// Accepted.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    /// Accepted.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Accepted: the content is drawn at scroll position 0.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }
    /// Insets the view's safe area along `edges` (16 pt by default): at scroll position 0, as a
    /// snapshot shows it, the content sits inside the inset as with `padding`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length.map { Double($0) })
    }
}

/// Whether scroll indicators show.
nonisolated public struct ScrollIndicatorVisibility: Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether scroll views bounce.
nonisolated public struct ScrollBounceBehavior: Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where content margins apply.
nonisolated public struct ContentMarginPlacement: Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Where scrolling may stop (accepted: a snapshot is at scroll position 0).
public protocol ScrollTargetBehavior {}
nonisolated public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable { public init() {} }
nonisolated public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable { public init() {} }
nonisolated extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior { public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() } }
nonisolated extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { .init() } }
