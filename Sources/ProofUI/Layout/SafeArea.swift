// Status: partial — safe areas and `ignoresSafeArea` laid out as SwiftUI does, under navigation bars, tab bars and `safeAreaInset` views too; `safeAreaInset` stacks its view with the content as at scroll position 0 (its `alignment` is not applied) and `safeAreaPadding` pads; the keyboard region is accepted and ignored (a snapshot has no keyboard).

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

/// The safe area views are laid out in and the region around it they may extend into: the
/// screen and its insets at the top level; inside a navigation stack or a tab view, the space
/// between its bars, which content that ignores the safe area goes on under to the screen's
/// edges (SwiftUI gives the content of a container with bars the bars' heights as safe-area
/// insets).
nonisolated struct SafeAreaGeometry: Equatable {
    /// Where views may extend to: the screen, or the render's bounds.
    var bounds: Rect
    /// The safe area inside `bounds`.
    var safe: Rect
    var scale: Double

    /// The screen (`width`×`height`) and its safe-area `insets`.
    init(width: Double, height: Double, insets: SafeAreaInsets, scale: Double) {
        bounds = Rect(x: 0, y: 0, width: width, height: height)
        safe = Rect(x: insets.left, y: insets.top, width: max(width - insets.left - insets.right, 0),
                    height: max(height - insets.top - insets.bottom, 0))
        self.scale = scale
    }

    init(bounds: Rect, safe: Rect, scale: Double) {
        self.bounds = bounds
        self.safe = safe
        self.scale = scale
    }

    /// The geometry inside `region`, whose edges along `edges` are bars' edges: the safe area
    /// ends there, and the bounds stay where they were.
    func entering(_ region: Rect, edges: SafeAreaEdges) -> SafeAreaGeometry {
        var minX = safe.minX, minY = safe.minY, maxX = safe.maxX, maxY = safe.maxY
        if edges.top { minY = max(minY, region.minY) }
        if edges.left { minX = max(minX, region.minX) }
        if edges.bottom { maxY = min(maxY, region.maxY) }
        if edges.right { maxX = min(maxX, region.maxX) }
        return SafeAreaGeometry(bounds: bounds, safe: Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0)),
                                scale: scale)
    }

    /// How far `frame` grows on each edge it may extend along: to the bounds' edge when it
    /// touches (or crosses) the safe area's edge there.
    func extensions(of frame: Rect, edges: SafeAreaEdges) -> SafeAreaInsets {
        let tolerance = 0.5 / scale
        var grow = SafeAreaInsets.zero
        if edges.top, safe.minY > bounds.minY, frame.minY <= safe.minY + tolerance, frame.minY > bounds.minY {
            grow.top = frame.minY - bounds.minY
        }
        if edges.left, safe.minX > bounds.minX, frame.minX <= safe.minX + tolerance, frame.minX > bounds.minX {
            grow.left = frame.minX - bounds.minX
        }
        if edges.bottom, safe.maxY < bounds.maxY, frame.maxY >= safe.maxY - tolerance, frame.maxY < bounds.maxY {
            grow.bottom = bounds.maxY - frame.maxY
        }
        if edges.right, safe.maxX < bounds.maxX, frame.maxX >= safe.maxX - tolerance, frame.maxX < bounds.maxX {
            grow.right = bounds.maxX - frame.maxX
        }
        return grow
    }

    /// `frame` grown along `edges` where it touches the safe area.
    func extended(_ frame: Rect, edges: SafeAreaEdges) -> Rect {
        guard !edges.isEmpty, safe != bounds else { return frame }
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
        // The inset view ends the content's safe area on its edge: what ignores the safe
        // area goes on under it, and it is drawn on top.
        return VStack(spacing: spacing ?? 0) {
            if edge == .top { inset.zIndex(1) }
            modifyingElements { element, _ in
                if edge == .top { element.safeAreaRegion.top = true } else { element.safeAreaRegion.bottom = true }
            }
            if edge == .bottom { inset.zIndex(1) }
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
