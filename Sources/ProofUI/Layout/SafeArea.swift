// Status: partial — safe areas and `ignoresSafeArea` laid out as SwiftUI does; `safeAreaInset` stacks its view with the content as at scroll position 0 (its `alignment` is not applied) and `safeAreaPadding` pads; the keyboard region is accepted and ignored (a snapshot has no keyboard).

import ProofRender
import ProofLayout

/// How the top-level views sit in the render.
nonisolated struct RootPlacement {
    var width: Double
    /// Nil: as tall as the content.
    var height: Double?
    var safeArea: SafeAreaInsets
    var scale: Double
    /// Set: the root is proposed this and sized as it chooses (``ImageRenderer``).
    var contentProposal: Proposal?
}

nonisolated extension RenderError {
    /// A flexbox layout error (from a `FlexBox`) as a render error.
    static func layout(_ error: LayoutError) -> RenderError {
        switch error {
        case let .treeTooDeep(depth, limit, _):
            return RenderError(.tooDeep, "views are nested \(depth) layout levels deep, more than the layout limit of \(limit); flatten the hierarchy")
        default:
            return RenderError(.layout, error.description)
        }
    }
}

/// The screen and its safe area, to extend frames that touch the safe area to the screen's
/// edges.
nonisolated struct SafeAreaGeometry {
    var width: Double
    var height: Double
    var insets: SafeAreaInsets
    var scale: Double

    /// How far `frame` grows on each edge it may extend along: to the screen edge when it
    /// touches (or crosses) the safe area's edge there.
    func extensions(of frame: Rect, edges: SafeAreaEdges) -> SafeAreaInsets {
        let tolerance = 0.5 / scale
        var grow = SafeAreaInsets.zero
        if edges.top, insets.top > 0, frame.minY <= insets.top + tolerance, frame.minY > 0 { grow.top = frame.minY }
        if edges.left, insets.left > 0, frame.minX <= insets.left + tolerance, frame.minX > 0 { grow.left = frame.minX }
        if edges.bottom, insets.bottom > 0, frame.maxY >= height - insets.bottom - tolerance, frame.maxY < height {
            grow.bottom = height - frame.maxY
        }
        if edges.right, insets.right > 0, frame.maxX >= width - insets.right - tolerance, frame.maxX < width {
            grow.right = width - frame.maxX
        }
        return grow
    }

    /// `frame` grown along `edges` where it touches the safe area.
    func extended(_ frame: Rect, edges: SafeAreaEdges) -> Rect {
        guard !edges.isEmpty, !insets.isZero else { return frame }
        let grow = extensions(of: frame, edges: edges)
        return Rect(x: frame.minX - grow.left, y: frame.minY - grow.top,
                    width: frame.width + grow.left + grow.right, height: frame.height + grow.top + grow.bottom)
    }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard to avoid.
    public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set = .all) -> some View {
        ignoresSafeArea(edges: regions.contains(.container) ? edges : [])
    }
}

/// Which safe-area regions a view ignores.
nonisolated public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// The safe area ignored on `edges` (SwiftUI's deprecated spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(edges: edges)
    }
}

nonisolated extension View {
    /// Lets the view extend into the safe area along `edges` where it touches it (a
    /// full-screen background colour, an edge-to-edge image).
    public func ignoresSafeArea(edges: Edge.Set = .all) -> some View {
        modifyingElements { element, resolver in
            element.ignoresSafeArea = element.ignoresSafeArea | SafeAreaEdges(edges, direction: resolver.environment.layoutDirection)
        }
    }
}

nonisolated extension View {
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
    /// Accepted on a leading or trailing edge: the inset view beside the content, as at scroll
    /// position 0.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }

    /// Insets the view's safe area along `edges` (16 pt by default): at scroll position 0, as a
    /// snapshot shows it, the content sits inside the inset as with `padding`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }
    /// Insets the view's safe area by `length` on every edge, as `safeAreaPadding(.all, length)`.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
    /// Insets the view's safe area by `insets`, as `padding(insets)` at scroll position 0.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }
}
