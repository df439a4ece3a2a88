// Status: partial — `containerRelativeFrame` (iOS 17) as SwiftUI lays it out; a `NavigationStack`'s or a tab's content measures against the screen (their bars are not subtracted).

import ProofLayout

// Containers: scroll views (`ScrollView`, `List`, `Form`) and the screen less its safe area.

nonisolated extension View {
    /// Positions this view within an invisible frame the size of the nearest container on
    /// `axes`: the nearest scroll view, or the screen less its safe area.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Positions this view within an invisible frame of `span` of `count` equal parts of the
    /// nearest container on `axes`, the parts `spacing` apart.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(count, 1))
            let part = (length - spacing * (parts - 1)) / parts
            return part * CGFloat(max(span, 1)) + spacing * CGFloat(max(span - 1, 0))
        }
    }

    /// Positions this view within an invisible frame whose size on `axes` is `length` of the
    /// nearest container's length on that axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        EnvironmentReader { environment in
            let screen = environment.screenSize
            let insets = environment.safeAreaInsets
            ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length,
                                         screen: Size(width: screen.width - insets.left - insets.right,
                                                      height: screen.height - insets.top - insets.bottom)) {
                self
            }
        }
    }
}

/// `containerRelativeFrame`'s layout: on its axes a fixed frame of the length computed from the
/// nearest container's size (known during layout: the size the scroll view was given), on the
/// other axes the child's own size; the child is proposed that size and aligned in it, as in
/// `frame(width:height:alignment:)`.
nonisolated struct ContainerRelativeFrameLayout: Layout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    /// The screen less its safe area: the container where no scroll view encloses the view.
    let screen: Size

    /// The frame's lengths on its axes (nil on the others) and what the child is proposed: the
    /// frame's length on its axes, the proposal on the others.
    private func frame(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (width: Double?, height: Double?, inner: ProposedViewSize) {
        let container = subviews.layout.containerSize ?? screen
        func measured(_ value: Double, _ axis: Axis) -> Double {
            let result = Double(length(CGFloat(value), axis))
            // A closure's negative or non-finite length is clamped, as a frame's is.
            return result.isFinite || result == .infinity ? max(result, 0) : 0
        }
        let width = axes.contains(.horizontal) ? measured(container.width, .horizontal) : nil
        let height = axes.contains(.vertical) ? measured(container.height, .vertical) : nil
        return (width, height, ProposedViewSize(width: width.map { CGFloat($0) } ?? proposal.width,
                                                height: height.map { CGFloat($0) } ?? proposal.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let frame = frame(proposal, subviews)
        var child = CGSize.zero
        for subview in subviews {
            let size = subview.sizeThatFits(frame.inner)
            child.width = max(child.width, size.width)
            child.height = max(child.height, size.height)
        }
        return CGSize(width: frame.width.map { CGFloat($0) } ?? child.width,
                      height: frame.height.map { CGFloat($0) } ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inner = frame(proposal, subviews).inner
        let anchor = alignment.unitPoint
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y),
                          anchor: anchor, proposal: inner)
        }
    }
}
