import ProofLayout
import ProofRender

/// A built-in modifier: resolves its content and changes or wraps what it produces.
nonisolated struct ModifierView<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let apply: (Content, Resolver) throws(RenderError) -> Void

    func resolve(in resolver: Resolver) throws(RenderError) {
        try apply(content, resolver)
    }
}

nonisolated extension View {
    func modified(_ apply: @escaping (Self, Resolver) throws(RenderError) -> Void) -> ModifierView<Self> {
        ModifierView(content: self, apply: apply)
    }

    /// Changes each element this view produces.
    func modifyingElements(_ change: @escaping (inout Element, Resolver) throws(RenderError) -> Void) -> ModifierView<Self> {
        modified { content, resolver throws(RenderError) in
            try resolver.modifyEach(content) { element throws(RenderError) in try change(&element, resolver) }
        }
    }
}

// MARK: - Padding

nonisolated extension View {
    /// Space around the view along `edges`: `length` points, or ``DefaultSpacing/padding``
    /// (16) when nil. Leading and trailing follow the layout direction.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let value = length ?? DefaultSpacing.padding
        return padding(EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// `length` points of space on every edge.
    public func padding(_ length: Double) -> some View {
        padding(.all, length)
    }

    /// Space around the view, edge by edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modified { content, resolver throws(RenderError) in
            try resolver.wrapEach(content, kind: .padding(insets)) { wrapper throws(RenderError) in
                // Negative padding takes space from the view, as in SwiftUI (the content then
                // reaches past the padded frame).
                for value in insets.values { _ = try resolver.finite(value, "padding") }
                wrapper.style.padding = Edges(top: .points(insets.top), bottom: .points(insets.bottom),
                                              start: .points(insets.leading), end: .points(insets.trailing))
            }
        }
    }
}

// MARK: - Frames

/// A frame dimension as SwiftUI takes it: negative lengths become 0 and non-finite ones are
/// ignored, each with a note in the description (SwiftUI logs "Invalid frame dimension").
nonisolated private func frameLength(_ value: Double?, _ what: String, notes: inout [String]) -> Double? {
    guard let value else { return nil }
    if value.isNaN || value.isInfinite {
        notes.append("\(what) is \(value): ignored, as SwiftUI ignores an invalid frame dimension")
        return nil
    }
    if value < 0 {
        notes.append("\(what) is \(formatPoints(value)): taken as 0, as SwiftUI takes an invalid frame dimension")
        return 0
    }
    return value
}

nonisolated extension View {
    /// Places the view in a frame of a fixed width and/or height (an axis left nil keeps the
    /// view's own sizing), aligned in it by `alignment`: the view is proposed the frame's
    /// size, and one larger than the frame overflows it, centred by default.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modified { content, resolver throws(RenderError) in
            var notes: [String] = []
            let width = frameLength(width, "frame(width:)", notes: &notes)
            let height = frameLength(height, "frame(height:)", notes: &notes)
            let constraints = FrameConstraints(width: width, height: height, alignment: alignment)
            try resolver.wrapEach(content, kind: .frame(constraints)) { wrapper in
                wrapper.notes += notes
                if width != nil {
                    wrapper.expands.horizontal = false
                    wrapper.compresses.horizontal = false
                }
                if height != nil {
                    wrapper.expands.vertical = false
                    wrapper.compresses.vertical = false
                }
            }
        }
    }

    /// Places the view in a flexible frame, with SwiftUI's rules: the view is proposed the
    /// proposal clamped between the minimum and maximum (the ideal when the proposal is
    /// unspecified), and the frame is the view's size clamped: at least the minimum (up to
    /// the proposal), at most the maximum (at least the proposal). `maxWidth: .infinity`
    /// takes all the width offered.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modified { content, resolver throws(RenderError) in
            var notes: [String] = []
            func bounds(_ min: Double?, _ ideal: Double?, _ max: Double?, _ axis: String) -> (Double?, Double?, Double?) {
                let minimum = frameLength(min, "frame(min\(axis):)", notes: &notes)
                let idealValue = frameLength(ideal, "frame(ideal\(axis):)", notes: &notes)
                var maximum = max
                if let value = max, value.isNaN || value < 0 {
                    notes.append("frame(max\(axis):) is \(value): taken as 0, as SwiftUI takes an invalid frame dimension")
                    maximum = 0
                }
                if let minimum, let upper = maximum, minimum > upper {
                    notes.append("frame(min\(axis): \(formatPoints(minimum)), max\(axis): \(formatPoints(upper))) is contradictory: the maximum is raised to the minimum")
                    maximum = minimum
                }
                return (minimum, idealValue, maximum)
            }
            let (minW, idealW, maxW) = bounds(minWidth, idealWidth, maxWidth, "Width")
            let (minH, idealH, maxH) = bounds(minHeight, idealHeight, maxHeight, "Height")
            let constraints = FrameConstraints(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH,
                                               idealHeight: idealH, maxHeight: maxH, alignment: alignment, isFlexible: true)
            try resolver.wrapEach(content, kind: .frame(constraints)) { wrapper in
                wrapper.notes += notes
                if maxW != nil { wrapper.expands.horizontal = true }
                if maxH != nil { wrapper.expands.vertical = true }
            }
        }
    }

    /// Keeps the view at its ideal size along the given axes: it is proposed nil there, so
    /// text does not wrap or truncate and nothing shrinks or stretches.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifyingElements { element, _ in
            if horizontal { element.fixedAxes.horizontal = true }
            if vertical { element.fixedAxes.vertical = true }
        }
    }

    /// Keeps the view at its ideal size in both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Constrains the view to an aspect ratio (width over height; nil: the view's own ideal
    /// size's): it is proposed the largest size of the ratio inside the space offered (fit)
    /// or the smallest covering it (fill).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        modified { content, resolver throws(RenderError) in
            for root in try resolver.roots(of: content, stackAxis: resolver.stackAxis) {
                var ratio = ratio
                if let value = ratio, !(value.isFinite && value > 0) {
                    resolver.store[root].notes.append("aspectRatio(\(value)) is not a positive ratio: the view's own ratio is used")
                    ratio = nil
                }
                if case .image(var image) = resolver.store[root].kind, image.resizable {
                    image.contentMode = contentMode
                    image.aspectRatio = ratio
                    resolver.store[root].kind = .image(image)
                }
                try resolver.wrap(root, kind: .aspectRatio(ratio, contentMode)) { _ in }
            }
        }
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(nil, contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its aspect ratio (it may overflow:
    /// add ``clipped()``).
    public func scaledToFill() -> some View {
        aspectRatio(nil, contentMode: .fill)
    }

    /// Scales the view to fit or fill the space offered, keeping its aspect ratio.
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(ratio.height > 0 ? Double(ratio.width / ratio.height) : nil, contentMode: contentMode)
    }

    /// Moves the view by `x`, `y` points when drawn, without changing the layout around it.
    /// As in SwiftUI, a positive `x` moves towards the trailing edge (left in a
    /// right-to-left layout).
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let x = try resolver.finite(x, "offset(x:)")
            element.offset.x += resolver.environment.layoutDirection == .rightToLeft ? -x : x
            element.offset.y += try resolver.finite(y, "offset(y:)")
        }
    }

    /// Moves the view by `offset` when drawn.
    public func offset(_ offset: Size) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Places the view's centre at `x`, `y` in the space offered, which the positioned view
    /// takes whole (SwiftUI's `position(x:y:)`).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modified { content, resolver throws(RenderError) in
            let x = try resolver.finite(Double(x), "position(x:)"), y = try resolver.finite(Double(y), "position(y:)")
            try resolver.wrapEach(content, kind: .position(Point(x: x, y: y))) { wrapper in
                wrapper.expands = .both
                wrapper.compresses = .both
            }
        }
    }

    /// Places the view's centre at `position` in the space offered.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}

// MARK: - Layout priority and flexbox

nonisolated extension View {
    /// Which views shrink first when a stack is short of space: lower priorities give way
    /// before higher ones (0 by default).
    public func layoutPriority(_ priority: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            element.layoutPriority = try resolver.finite(priority, "layoutPriority")
        }
    }

    /// Sets flexbox properties of this view's layout node directly (after the SwiftUI rules
    /// have set theirs): `.flexStyle { $0.flexGrow = 2; $0.alignSelf = .flexEnd }`.
    public func flexStyle(_ change: @escaping (inout FlexStyle) -> Void) -> some View {
        modifyingElements { element, _ in element.styleOverrides.append(change) }
    }

    /// The view's flexbox grow factor in its container.
    public func flexGrow(_ grow: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let grow = try resolver.length(grow, "flexGrow")
            element.styleOverrides.append { $0.flexGrow = grow }
        }
    }

    /// The view's flexbox shrink factor in its container.
    public func flexShrink(_ shrink: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let shrink = try resolver.length(shrink, "flexShrink")
            element.styleOverrides.append { $0.flexShrink = shrink }
        }
    }
}

// MARK: - Backgrounds, overlays, borders

nonisolated extension View {
    /// Fills the area behind the view with `style`. Like SwiftUI, the fill extends into the
    /// safe area along `ignoresSafeAreaEdges` where the view touches it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        filled(with: style, overlay: false, ignoresSafeArea: ignoresSafeAreaEdges)
    }

    /// Fills the area behind the view with a colour (extending into the safe area where the
    /// view touches it, as SwiftUI's shape-style backgrounds do).
    public func background(_ color: Color, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        filled(with: color, overlay: false, ignoresSafeArea: ignoresSafeAreaEdges)
    }

    /// Fills `shape` behind the view with `style`: `.background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        decorated(overlay: false, ignoresSafeArea: []) { resolver throws(RenderError) in
            try ShapeView(shape: shape, paint: .fill(style)).shapePaint(in: resolver)
        }
    }

    /// Places `content` behind the view, proposed the view's size and aligned in it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), overlay: false, alignment: alignment)
    }

    /// Places `view` behind this view, proposed this view's size and aligned in it.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        layered(view, overlay: false, alignment: alignment)
    }

    /// Paints `style` over the view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        filled(with: style, overlay: true, ignoresSafeArea: ignoresSafeAreaEdges)
    }

    /// Paints a colour over the view.
    public func overlay(_ color: Color, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        filled(with: color, overlay: true, ignoresSafeArea: ignoresSafeAreaEdges)
    }

    /// Fills `shape` over the view with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        decorated(overlay: true, ignoresSafeArea: []) { resolver throws(RenderError) in
            try ShapeView(shape: shape, paint: .fill(style)).shapePaint(in: resolver)
        }
    }

    /// Places `content` over the view, proposed the view's size and aligned in it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), overlay: true, alignment: alignment)
    }

    /// Places `view` over this view, proposed this view's size and aligned in it.
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

// MARK: - Clipping, opacity, visibility

nonisolated extension View {
    /// Clips the view to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            element.effects.append(.clip(try resolver.validated(shape.resolvedGeometry(direction: resolver.environment.layoutDirection))))
        }
    }

    /// Clips the view to its frame.
    public func clipped() -> some View {
        modifyingElements { element, _ in element.effects.append(.clip(.rectangle)) }
    }

    /// Clips the view to its frame with rounded corners (quarter circles, as SwiftUI's
    /// `cornerRadius`).
    public func cornerRadius(_ radius: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let radius = try resolver.length(radius, "the corner radius")
            element.effects.append(.clip(.roundedRectangle(radius: radius, style: .circular)))
        }
    }

    /// Draws the view and its content as one layer with this opacity (0 transparent, 1
    /// opaque; values outside are clamped).
    public func opacity(_ opacity: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            guard !opacity.isNaN else {
                throw resolver.error(.invalidValue, "opacity is NaN; use a number from 0 to 1")
            }
            element.effects.append(.opacity(min(max(opacity, 0), 1)))
        }
    }

    /// Keeps the view's space in the layout without drawing it.
    public func hidden() -> some View {
        modifyingElements { element, _ in element.hidden = true }
    }

    /// Lets the view extend into the safe area along `edges` where it touches it (a
    /// full-screen background colour, an edge-to-edge image).
    public func ignoresSafeArea(edges: Edge.Set = .all) -> some View {
        modifyingElements { element, resolver in
            element.ignoresSafeArea = element.ignoresSafeArea | SafeAreaEdges(edges, direction: resolver.environment.layoutDirection)
        }
    }
}

// MARK: - Accessibility

nonisolated extension View {
    /// The text VoiceOver reads for the view; shown in the snapshot description.
    public func accessibilityLabel(_ label: String) -> some View {
        modifyingElements { element, _ in element.accessibility.label = label }
    }

    /// An identifier for UI tests; shown in the snapshot description.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifyingElements { element, _ in element.accessibility.identifier = identifier }
    }

    /// The value VoiceOver reads after the label; shown in the snapshot description.
    public func accessibilityValue(_ value: String) -> some View {
        modifyingElements { element, _ in element.accessibility.value = value }
    }

    /// A hint about what the view does; shown in the snapshot description.
    public func accessibilityHint(_ hint: String) -> some View {
        modifyingElements { element, _ in element.accessibility.hint = hint }
    }

    /// Hides the view from VoiceOver; shown in the snapshot description.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifyingElements { element, _ in element.accessibility.isHidden = hidden }
    }
}

// MARK: - Custom modifiers

/// A reusable change to views, as in SwiftUI:
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified.
    typealias Content = ModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as passed to its `body(content:)`.
nonisolated public struct ModifierContent: View, PrimitiveView, TransparentInPath {
    public typealias Body = Never
    let resolveContent: (Resolver) throws(RenderError) -> Void

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolveContent(resolver)
    }
}

/// A view with a ``ViewModifier`` applied.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        let content = self.content
        let placeholder = ModifierContent { resolver throws(RenderError) in try resolver.resolve(content) }
        let body = EnvironmentValues.$current.withValue(resolver.environment) { evaluateOffMain((modifier, placeholder)) { $0.0.body(content: $0.1) } }
        try resolver.resolve(body)
    }
}

nonisolated extension View {
    /// Applies a ``ViewModifier``.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
