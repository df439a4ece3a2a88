// Status: supported — the first child whose ideal size fits the proposal along the given axes, or the last.

/// The first of several views that fits the space offered (SwiftUI's `ViewThatFits`): each
/// child's ideal size along `axes` is compared with the proposal, in order; the last is shown
/// when none fits.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        let flags = AxisFlags(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        try resolver.container(.viewThatFits(flags), style: FlexStyle(), content: content, childAxis: resolver.stackAxis)
    }
}
