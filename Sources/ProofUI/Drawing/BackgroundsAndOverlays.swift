// Status: supported — backgrounds, overlays and borders laid out and drawn as SwiftUI does.

import ProofLayout
import ProofRender
nonisolated extension View {
    /// Fills the area behind the view with `style`. Like SwiftUI, the fill extends into the
    /// safe area along `ignoresSafeAreaEdges` where the view touches it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        filled(with: style, overlay: false, ignoresSafeArea: ignoresSafeAreaEdges)
    }

    /// Fills `shape` behind the view with `style`: `.background(.blue, in: Capsule())`
    /// (`fillStyle`'s nonzero rule is the one drawn).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        decorated(overlay: false, ignoresSafeArea: []) { resolver throws(RenderError) in
            try ShapeView(shape: shape, paint: .fill(style)).shapePaint(in: resolver)
        }
    }

    /// Places `content` behind the view, proposed the view's size and aligned in it.
    /// Disfavoured: SwiftUI's is iOS 15's, and apps that supported iOS 14 declared their own
    /// with this very signature (a "backport"), which iOS picks there as SwiftUI's is not
    /// available; here the app's wins the same way.
    @_disfavoredOverload
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), overlay: false, alignment: alignment)
    }

    /// Places `view` behind this view, proposed this view's size and aligned in it. Disfavoured,
    /// so that a value that is a view and a style (a colour, a gradient) is painted as a style,
    /// into the safe area, as SwiftUI chooses for it.
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        layered(view, overlay: false, alignment: alignment)
    }

    /// Paints `style` over the view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        filled(with: style, overlay: true, ignoresSafeArea: ignoresSafeAreaEdges)
    }

    /// Fills `shape` over the view with `style` (`fillStyle`'s nonzero rule is the one drawn).
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        decorated(overlay: true, ignoresSafeArea: []) { resolver throws(RenderError) in
            try ShapeView(shape: shape, paint: .fill(style)).shapePaint(in: resolver)
        }
    }

    /// Places `content` over the view, proposed the view's size and aligned in it.
    /// Disfavoured for the same reason as ``background(alignment:content:)``.
    @_disfavoredOverload
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), overlay: true, alignment: alignment)
    }

    /// Places `view` over this view, proposed this view's size and aligned in it. Disfavoured,
    /// so that a value that is a view and a style (a colour, a gradient) is painted as a style,
    /// into the safe area, as SwiftUI chooses for it.
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        layered(view, overlay: true, alignment: alignment)
    }

    /// A line `width` points wide along the inside of the view's frame.
    public func border<S: ShapeStyle>(_ style: S, width: Double = 1) -> some View {
        bordered(with: style, width: width)
    }

    /// A line `width` points wide along the inside of the view's frame.
    public func border(_ color: Color, width: Double = 1) -> some View {
        bordered(with: color, width: width)
    }

    private func filled(with style: any ShapeStyle, overlay: Bool, ignoresSafeArea edges: Edge.Set) -> some View {
        decorated(overlay: overlay, ignoresSafeArea: edges) { resolver throws(RenderError) in
            try resolver.shapePaint(.rectangle, .fill, style)
        }
    }

    private func bordered(with style: any ShapeStyle, width: Double) -> some View {
        decorated(overlay: true, ignoresSafeArea: []) { resolver throws(RenderError) in
            let width = try resolver.length(width, "the border width")
            return try resolver.shapePaint(.rectangle, .stroke(width: width, alignment: .inside), style)
        }
    }

    /// Adds a painted shape over the view's frame to each element it produces.
    private func decorated(overlay: Bool, ignoresSafeArea edges: Edge.Set,
                           _ paint: @escaping (Resolver) throws(RenderError) -> ShapePaint) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let safeArea = SafeAreaEdges(edges, direction: resolver.environment.layoutDirection)
            element.effects.append(.shape(try paint(resolver), overlay: overlay, ignoresSafeArea: safeArea))
        }
    }

    /// Puts `layer` behind or over each element this view produces. A plain colour or
    /// shape becomes a painted effect; any other view is laid out in a layer of the
    /// element's size.
    private func layered<V: View>(_ layer: V, overlay: Bool, alignment: Alignment) -> some View {
        modified { content, resolver throws(RenderError) in
            for root in try resolver.roots(of: content, stackAxis: resolver.stackAxis) {
                let layerRoots = try resolver.roots(of: layer, stackAxis: nil)
                if layerRoots.count == 1, let paint = resolver.simplePaint(layerRoots[0]) {
                    let edges = resolver.store[layerRoots[0]].ignoresSafeArea
                    resolver.discardTrailingElements(from: layerRoots[0])
                    resolver.store[root].effects.append(.shape(paint, overlay: overlay, ignoresSafeArea: edges))
                    resolver.produced.append(root)
                    continue
                }
                var layerElement = Element(kind: .layer(overlay: overlay, alignment: alignment))
                layerElement.isLayer = true
                layerElement.pathRecord = resolver.currentRecord
                layerElement.rightToLeft = resolver.environment.layoutDirection == .rightToLeft
                let layerID = resolver.store.append(layerElement)
                for child in layerRoots { resolver.store.attach(child, to: layerID) }
                let content = resolver.store[root]
                var wrapper = Element(kind: .decorated(overlay: overlay))
                wrapper.expands = content.expands
                wrapper.compresses = content.compresses
                wrapper.layoutPriority = content.layoutPriority
                let wrapperID = resolver.emit(wrapper)
                if !overlay { resolver.store.attach(layerID, to: wrapperID) }
                resolver.store.attach(root, to: wrapperID)
                if overlay { resolver.store.attach(layerID, to: wrapperID) }
            }
        }
    }
}
