// Status: supported — scroll views laid out and cut at the viewport at scroll position 0, or drawn whole (`scrollSnapshotMode`); indicators are not drawn, as iOS hides them at rest.

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
