// ProofUI engine: elements, the resolved form of views (one layout node each, with what it paints), stored flat.

import ProofVerification
import ProofLayout
import ProofRender
import ProofText

/// A resolved view: one layout node with what it paints. Views resolve into a tree of
/// elements stored flat in an ``ElementStore`` (indices, no references), so trees of any
/// depth are built, walked and freed without recursion.
nonisolated struct Element {
    var kind: ElementKind
    /// The node's own style (container properties, sizes); placement in the parent and
    /// user overrides are added when the layout tree is built.
    var style = Style()
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
    var childCount: Int32 = 0
    /// Where the view came from, for messages (an index into the resolver's path records).
    var pathRecord: Int32 = -1

    /// Takes any size offered along the axis (colours, shapes, `frame(maxWidth:)`, stacks
    /// holding such views): a spacer's orientation, and a `FlexBox` child's grow factor. Sizes
    /// themselves come from each kind's layout rule (``ViewLayout``).
    var expands = AxisFlags()
    /// May become smaller than its ideal size when space is short (text wraps): a `FlexBox`
    /// child's shrink factor.
    var compresses = AxisFlags()
    var layoutPriority = 0.0
    /// Axes along which the view is proposed nil (its ideal size): `fixedSize`.
    var fixedAxes = AxisFlags()
    /// The layout direction of the view's environment: its children are placed mirrored.
    var rightToLeft = false
    /// Alignment guides the view sets (`alignmentGuide`), the last set of a key winning.
    var alignmentGuides: [ExplicitGuide] = []
    /// Values for the custom `Layout` that places the view (`layoutValue(key:value:)`).
    var layoutValues: [ObjectIdentifier: LayoutValueBox] = [:]
    var isSpacer = false
    /// Absolutely positioned over its parent (a background or overlay layer).
    var isLayer = false
    var hidden = false
    /// Edges (physical: top, left, bottom, right as in ``SafeAreaEdges``) along which the
    /// element extends into the safe area when it touches it.
    var ignoresSafeArea = SafeAreaEdges()
    /// Edges along which bars beside the element (a navigation bar, a tab bar, a
    /// `safeAreaInset` view) inset the safe area of its content: there its frame's edge is the
    /// safe area's, and content that ignores the safe area goes on under the bar.
    var safeAreaRegion = SafeAreaEdges()
    /// The order it is drawn in among its siblings (`zIndex`): higher on top, equal in order.
    var zIndex = 0.0
    var offset = Point.zero
    /// Painting wrapped around the element's own content, innermost first.
    var effects: [Effect] = []
    var accessibility = Accessibility()
    /// Audits this element and its content waive (``View/auditWaiver(_:reason:)``).
    var waivers: [AuditWaiver] = []
    /// A tap anywhere in the frame acts on the controls inside (a list row): their touch
    /// target is this frame.
    var isTapRegion = false
    /// The axes along which the element scrolls its content (a scroll view's, a list's
    /// viewport): content it cuts along them is scrolled to, not truncated.
    var scrollAxes = AxisFlags()
    /// The SF Symbol a text element draws: an image to the audits, whose label is the name.
    var symbolName: String?
    /// Presents its content to accessibility as one element (a `Label`, a row).
    var groupsAccessibility = false
    /// The audits that system chrome is exempt from: what iOS draws this way on purpose
    /// (tab bar labels keep their size and offer the Large Content Viewer instead).
    var systemExemptions: Set<AuditKind> = []
    /// What the picture does not show as a device would (an effect not painted, a value
    /// clamped), written in the text description.
    var notes: [String] = []
    /// A list row's separator line: after layout it starts at the row's text (``ListRowSeparatorInset``).
    var isListRowSeparator = false
    /// The element's part in a bar's scroll edge appearance (a tab's content, the tab bar).
    var scrollEdgeRole: ScrollEdgeRole?
    /// `flexStyle` changes, applied after placement.
    var styleOverrides: [(inout Style) -> Void] = []

    init(kind: ElementKind) {
        self.kind = kind
    }
}

nonisolated struct AxisFlags: Hashable {
    var horizontal = false
    var vertical = false

    init(horizontal: Bool = false, vertical: Bool = false) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    static let both = AxisFlags(horizontal: true, vertical: true)

    subscript(axis: Axis) -> Bool {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    static func | (a: AxisFlags, b: AxisFlags) -> AxisFlags {
        AxisFlags(horizontal: a.horizontal || b.horizontal, vertical: a.vertical || b.vertical)
    }
}

/// Physical edges, resolved from leading/trailing with the layout direction.
nonisolated struct SafeAreaEdges: Hashable {
    var top = false
    var left = false
    var bottom = false
    var right = false

    var isEmpty: Bool { !(top || left || bottom || right) }

    init(top: Bool = false, left: Bool = false, bottom: Bool = false, right: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    init(_ edges: Edge.Set, direction: LayoutDirection) {
        let rtl = direction == .rightToLeft
        top = edges.contains(.top)
        bottom = edges.contains(.bottom)
        left = edges.contains(rtl ? .trailing : .leading)
        right = edges.contains(rtl ? .leading : .trailing)
    }

    static func | (a: SafeAreaEdges, b: SafeAreaEdges) -> SafeAreaEdges {
        SafeAreaEdges(top: a.top || b.top, left: a.left || b.left, bottom: a.bottom || b.bottom, right: a.right || b.right)
    }
}

nonisolated struct Accessibility: Hashable {
    var label: String?
    var identifier: String?
    var value: String?
    var hint: String?
    var isHidden = false
    var traits = AccessibilityTraits()
    /// How the element presents its children (`accessibilityElement(children:)`), if set.
    var children: String?

    var isEmpty: Bool { label == nil && identifier == nil && value == nil && hint == nil && !isHidden && traits.isEmpty && children == nil }
}

/// What kind of node an element is, with what it shows.
nonisolated enum ElementKind {
    /// A `VStack` or `HStack`.
    case stack(axis: Axis, alignment: StackAlignment, spacing: Double)
    case zStack(Alignment)
    /// `FlexBox`: the style is the user's.
    case flexBox
    case padding(EdgeInsets)
    case frame(FrameConstraints)
    /// A view with a background or overlay view: the view and the layer.
    case decorated(overlay: Bool)
    /// A background or overlay view laid over its parent.
    case layer(overlay: Bool, alignment: Alignment)
    /// Several top-level views, stacked as a `VStack` would.
    case implicitStack
    case text(TextContent)
    case image(ImageContent)
    case shape(ShapePaint)
    case color(RGBA8)
    case spacer(minLength: Double)
    case divider(RGBA8)
    /// `position(x:y:)`: takes the space offered, the child's centre at the point.
    case position(Point)
    /// `aspectRatio(_:contentMode:)` on any view: proposes the child the largest (fit) or
    /// smallest (fill) size of the ratio in the space offered; nil ratio: the child's ideal.
    case aspectRatio(Double?, ContentMode)
    /// A `GeometryReader`: takes the space offered; its content is resolved at layout, with the
    /// size it was given.
    case geometryReader(GeometryContent)
    /// `ViewThatFits`: shows the first child whose ideal size fits the proposal along `axes`.
    case viewThatFits(AxisFlags)
    /// A custom `Layout` (and the built-in ones as `Layout` values, `AnyLayout`).
    case custom(LayoutBox)
    var name: String {
        switch self {
        case .stack(let axis, _, _): axis == .vertical ? "VStack" : "HStack"
        case .zStack: "ZStack"
        case .flexBox: "FlexBox"
        case .padding: "Padding"
        case .frame: "Frame"
        case .decorated(let overlay): overlay ? "Overlay" : "Background"
        case .layer: "Layer"
        case .implicitStack: "VStack"
        case .text: "Text"
        case .image: "Image"
        case .shape(let paint): paint.geometry.name
        case .color: "Color"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .position: "Position"
        case .aspectRatio: "AspectRatio"
        case .geometryReader: "GeometryReader"
        case .viewThatFits: "ViewThatFits"
        case .custom(let box): box.name
        }
    }

    /// True for the kinds that hold other elements; the others are leaves.
    var isContainer: Bool {
        switch self {
        case .stack, .zStack, .flexBox, .padding, .frame, .decorated, .layer, .implicitStack, .position, .aspectRatio,
             .geometryReader, .viewThatFits, .custom: true
        case .text, .image, .shape, .color, .spacer, .divider: false
        }
    }
}

nonisolated enum StackAlignment: Hashable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// A frame's constraints as written: fixed (`width`, `height`) or flexible (minimum, ideal,
/// maximum).
nonisolated struct FrameConstraints: Hashable {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment
    var aspectRatio: Double?
    /// A flexible frame (`frame(minWidth:idealWidth:maxWidth:…)`), even with every value nil.
    var isFlexible = false

    init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
         minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment,
         aspectRatio: Double? = nil, isFlexible: Bool = false) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
        self.aspectRatio = aspectRatio
        self.isFlexible = isFlexible
    }
}

/// A value a view sets for an alignment guide, computed from its dimensions.
nonisolated struct ExplicitGuide {
    let key: AlignmentKey
    let value: (ViewDimensions) -> Double
}

/// What a `GeometryReader` shows, resolved during layout once its size is known.
nonisolated final class GeometryContent {
    /// Resolves the content for a proxy, returning the elements it produced.
    let resolve: (GeometryProxy, Resolver) throws(RenderError) -> [Int32]
    /// The environment and view path where the reader was written.
    let environment: EnvironmentValues
    let pathRecord: Int32
    /// The size the content was last resolved for, and the elements it produced.
    var resolvedSize: Size?

    init(environment: EnvironmentValues, pathRecord: Int32,
         resolve: @escaping (GeometryProxy, Resolver) throws(RenderError) -> [Int32]) {
        self.environment = environment
        self.pathRecord = pathRecord
        self.resolve = resolve
    }
}

/// Text ready to measure and draw: the paragraph is prepared once and used by both.
nonisolated final class TextContent {
    let paragraph: TextParagraph
    let color: RGBA8
    let fontDescription: String

    init(paragraph: TextParagraph, color: RGBA8, fontDescription: String) {
        self.paragraph = paragraph
        self.color = color
        self.fontDescription = fontDescription
    }

    /// Lines the text keeps room for even when it has fewer (`lineLimit(2...4)`).
    var reservedLines = 0
    /// How far the text may shrink to fit (`minimumScaleFactor`), and how to make it smaller.
    var minimumScale = 1.0
    var makeScaled: ((Double) -> TextParagraph?)?
    /// Paragraphs shrunk for a width and line limit, and the one layout chose to draw.
    private var shrunk: [(width: Double, lineLimit: Int, paragraph: TextParagraph)] = []
    private(set) var drawn: TextParagraph?

    /// The paragraph that fits `width` in `lineLimit` lines (0: unlimited) without truncation,
    /// shrunk by up to ``minimumScale`` (the smallest when even that does not fit); the text's
    /// own when it fits or may not shrink.
    func fitting(width: Double, lineLimit: Int) -> TextParagraph? {
        guard minimumScale < 1, let makeScaled else { return nil }
        if !paragraph.layout(width: width, lineLimit: lineLimit).isTruncated { return nil }
        for entry in shrunk where entry.width == width && entry.lineLimit == lineLimit { return entry.paragraph }
        // The largest size that fits, to a hundredth of the range (SwiftUI shrinks continuously).
        var low = minimumScale, high = 1.0
        var best = makeScaled(minimumScale) ?? paragraph
        for _ in 0..<7 {
            let middle = (low + high) / 2
            guard let candidate = makeScaled(middle) else { break }
            if candidate.layout(width: width, lineLimit: lineLimit).isTruncated {
                high = middle
            } else {
                low = middle
                best = candidate
            }
        }
        if shrunk.count >= 8 { shrunk.removeFirst() }
        shrunk.append((width, lineLimit, best))
        return best
    }

    /// Sets the paragraph layout chose for the text's final size (nil: its own).
    func choose(_ chosen: TextParagraph?) {
        drawn = chosen
    }

    /// The paragraph drawn: the text's own, or the one shrunk to fit.
    var drawnParagraph: TextParagraph { drawn ?? paragraph }

    /// Sizes measured, by width and line limit: layout asks the same few widths many times.
    private var measured: [(width: Double, lineLimit: Int, size: Size)] = []

    /// The text's size wrapped at `width` (`.infinity`: unwrapped) showing at most `lineLimit`
    /// lines (0: the format's limit).
    func size(width: Double, lineLimit: Int) -> Size {
        for entry in measured where entry.width == width && entry.lineLimit == lineLimit { return entry.size }
        let size = paragraph.measure(width: width, lineLimit: lineLimit)
        if measured.count >= 64 { measured.removeFirst() }
        measured.append((width, lineLimit, size))
        return size
    }

    /// The text's lines wrapped at `width`, at most `lineLimit` of them (0: the format's limit).
    func layout(width: Double, lineLimit: Int) -> TextLayout {
        drawnParagraph.layout(width: width, lineLimit: lineLimit)
    }

    /// The width of the widest piece of text between line break opportunities (CSS's
    /// min-content width): narrower, the text would break inside a word.
    private(set) lazy var minContentWidth: Double = {
        let text = paragraph.text
        let scalars = Array(text.unicodeScalars)
        var breaks = LineBreaker().opportunities(in: text).map(\.offset)
        breaks.append(scalars.count)
        var widest = 0.0
        for line in paragraph.layout(width: .infinity).lines {
            let glyphs = line.glyphs
            // The x where the glyph of scalar `offset` (or the first after it) starts on this
            // line; the end of the line's content when none does.
            func x(at offset: Int) -> Double {
                glyphs.first { $0.scalarOffset >= offset && $0.scalarOffset < line.scalarRange.upperBound }?.x
                    ?? line.x + line.width
            }
            var start = line.scalarRange.lowerBound
            for end in breaks where end > start && end <= line.scalarRange.upperBound {
                var contentEnd = end
                while contentEnd > start, scalars[contentEnd - 1].properties.isWhitespace { contentEnd -= 1 }
                widest = max(widest, x(at: contentEnd) - x(at: start))
                start = end
            }
        }
        return widest
    }()
}

/// An image with its pixels, size in points and how it fills its frame.
nonisolated struct ImageContent {
    var bitmap: Bitmap
    /// The image's size in points (pixels over the image's own scale).
    var size: Size
    var name: String
    var resizable: Bool
    /// Nil: stretched to the frame (a resizable image without an aspect ratio).
    var contentMode: ContentMode?
    /// Width over height used by the content mode; nil: the image's own.
    var aspectRatio: Double?
    var interpolation: ImageInterpolation

    var ratio: Double {
        if let aspectRatio, aspectRatio > 0, aspectRatio.isFinite { return aspectRatio }
        return size.height > 0 ? size.width / size.height : 1
    }

    /// Where the image is drawn for a frame, by its content mode.
    func destination(in frame: Rect) -> Rect {
        guard resizable, let contentMode, frame.width > 0, frame.height > 0 else { return frame }
        let ratio = self.ratio
        let widthLimited = frame.width / frame.height < ratio
        let useWidth = contentMode == .fit ? widthLimited : !widthLimited
        let width = useWidth ? frame.width : frame.height * ratio
        let height = useWidth ? frame.width / ratio : frame.height
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
}

/// A shape filled or stroked with a colour.
nonisolated struct ShapePaint {
    nonisolated enum Style {
        case fill
        case stroke(width: Double, alignment: StrokeAlignment)
    }

    var geometry: ShapeGeometry
    var style: Style
    /// The colour, or for a gradient its middle colour (what the description names).
    var color: RGBA8
    /// A gradient painted instead of `color`.
    var gradient: ShapeGradient?
}

/// A gradient with its colours resolved, placed in the unit square of the shape's frame.
nonisolated enum ShapeGradient {
    case linear(GradientStops, start: UnitPoint, end: UnitPoint)
    /// Radii in points.
    case radial(GradientStops, center: UnitPoint, startRadius: Double, endRadius: Double)

    /// The painter's paint for a shape in `frame`.
    func paint(in frame: Rect) -> Paint {
        func point(_ unit: UnitPoint) -> Point { Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height) }
        switch self {
        case let .linear(stops, start, end): return .linearGradient(stops, start: point(start), end: point(end))
        case let .radial(stops, center, startRadius, endRadius):
            return .radialGradient(stops, center: point(center), startRadius: startRadius, endRadius: endRadius)
        }
    }

    var name: String {
        switch self {
        case let .linear(stops, _, _): "linearGradient " + stops.stops.map { "\($0.color)" }.joined(separator: "→")
        case let .radial(stops, _, _, _): "radialGradient " + stops.stops.map { "\($0.color)" }.joined(separator: "→")
        }
    }
}

/// The outline of a built-in or custom shape in a frame.
nonisolated enum ShapeGeometry {
    case rectangle
    case roundedRectangle(radius: Double, style: RoundedCornerStyle)
    case unevenRoundedRectangle(CornerRadii, style: RoundedCornerStyle)
    case capsule(RoundedCornerStyle)
    case circle
    case ellipse
    case custom(name: String, path: (Rect) -> Path)

    var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle, .unevenRoundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .custom(let name, _): name
        }
    }

    /// The outline for the painter in `rect`.
    func outline(in rect: Rect) -> ProofRender.Shape {
        switch self {
        case .rectangle:
            return .rect(rect)
        case let .roundedRectangle(radius, style):
            return .roundedRect(rect, CornerRadii(all: max(radius, 0)), style.cornerStyle)
        case let .unevenRoundedRectangle(radii, style):
            return .roundedRect(rect, radii, style.cornerStyle)
        case let .capsule(style):
            return .roundedRect(rect, CornerRadii(all: min(rect.width, rect.height) / 2), style.cornerStyle)
        case .circle:
            let side = min(rect.width, rect.height)
            return .ellipse(Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse:
            return .ellipse(rect)
        case let .custom(_, path):
            // As in SwiftUI, a shape draws its path in its own bounds (origin at zero); the path
            // is then moved to where the shape is.
            let local = path(Rect(x: 0, y: 0, width: rect.width, height: rect.height))
            return .path(local.offsetBy(dx: rect.minX, dy: rect.minY))
        }
    }

    /// Parameters for the description.
    var details: String {
        switch self {
        case let .roundedRectangle(radius, style): "radius \(formatPoints(radius)) \(style)"
        case let .unevenRoundedRectangle(r, style):
            "radii \(formatPoints(r.topLeft)) \(formatPoints(r.topRight)) \(formatPoints(r.bottomRight)) \(formatPoints(r.bottomLeft)) \(style)"
        case let .capsule(style): "\(style)"
        default: ""
        }
    }
}

/// Painting around an element's content.
nonisolated enum Effect {
    /// A shape painted behind (background) or in front of (overlay) the content, over the
    /// element's frame (extended into the safe area along `ignoresSafeArea` edges when the
    /// frame touches them).
    case shape(ShapePaint, overlay: Bool, ignoresSafeArea: SafeAreaEdges)
    case clip(ShapeGeometry)
    case opacity(Double)
    /// A drop shadow under everything the element draws (its decorations and children).
    case shadow(Shadow)
    /// A rotation or scale of the element's drawing about an anchor of its frame.
    case transform(DrawingTransform)
}

/// A rotation or scale of a view's drawing (`rotationEffect`, `scaleEffect`) about a point of
/// its frame. Fills, strokes and clips are drawn transformed; text and images are drawn
/// untransformed (noted in the description).
nonisolated struct DrawingTransform {
    enum Kind {
        case rotation(radians: Double)
        case scale(x: Double, y: Double)
    }

    let kind: Kind
    let anchor: UnitPoint
    /// The offset applied inside the transform (`.offset(…).rotationEffect(…)`): the anchor
    /// is in the view's laid-out frame, which that offset does not move, as in SwiftUI.
    var innerOffset = Point(x: 0, y: 0)

    /// The transform in points for an element drawn in `frame` (offsets included).
    func affine(in frame: Rect) -> AffineMap {
        let cx = frame.minX + anchor.x * frame.width - innerOffset.x, cy = frame.minY + anchor.y * frame.height - innerOffset.y
        switch kind {
        case .rotation(let radians):
            let c = DeterministicTrig.cos(radians), s = DeterministicTrig.sin(radians)
            return AffineMap(a: c, b: s, c: -s, d: c, tx: cx - c * cx + s * cy, ty: cy - s * cx - c * cy)
        case let .scale(x, y):
            return AffineMap(a: x, b: 0, c: 0, d: y, tx: cx - x * cx, ty: cy - y * cy)
        }
    }
}

/// Shapes under an affine map (the transform itself is the ground floor's `AffineMap`).
nonisolated extension AffineMap {
    /// `shape` mapped: as a path, since a rotated rectangle is not a rectangle.
    func apply(_ shape: ProofRender.Shape) -> ProofRender.Shape {
        let path: Path
        switch shape {
        case .rect(let rect):
            path = Path([.move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.maxX, y: rect.minY)),
                         .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.minX, y: rect.maxY)), .closeSubpath])
        case let .roundedRect(rect, radii, _):
            path = Path.roundedRect(rect, radii: radii)
        case .ellipse(let rect):
            path = Path.ellipse(in: rect)
        case .path(let original):
            path = original
        }
        return .path(apply(to: path))
    }
}

/// The transforms open while the display list is built, composed; a reference so that the
/// builder's non-mutating steps can push and pop.
nonisolated final class TransformStack {
    private(set) var stack: [AffineMap] = []

    var current: AffineMap? { stack.last }

    func push(_ local: AffineMap) {
        stack.append(current.map { $0.concatenating(after: local) } ?? local)
    }

    func pop() {
        stack.removeLast()
    }

    /// `shape` under the open transforms.
    func map(_ shape: ProofRender.Shape) -> ProofRender.Shape {
        current?.apply(shape) ?? shape
    }

    /// A gradient's geometry under the open transforms (a colour is unchanged).
    func map(_ paint: Paint) -> Paint {
        guard let current else { return paint }
        switch paint {
        case .color: return paint
        case let .linearGradient(stops, start, end):
            return .linearGradient(stops, start: current.apply(start), end: current.apply(end))
        case let .radialGradient(stops, center, startRadius, endRadius):
            return .radialGradient(stops, center: current.apply(center), startRadius: startRadius * current.lengthScale,
                                   endRadius: endRadius * current.lengthScale)
        }
    }

    /// A stroke width under the open transforms.
    func map(width: Double) -> Double {
        current.map { width * $0.lengthScale } ?? width
    }

    /// `rect` under the open transforms when they keep rectangles upright (scales, mirrors and
    /// moves), with whether it was mirrored on each axis; nil under a rotation.
    func map(rect: Rect) -> (rect: Rect, mirroredX: Bool, mirroredY: Bool)? {
        guard let current else { return (rect, false, false) }
        guard current.b == 0, current.c == 0 else { return nil }
        let a = current.apply(Point(x: rect.minX, y: rect.minY)), b = current.apply(Point(x: rect.maxX, y: rect.maxY))
        return (Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)),
                current.a < 0, current.d < 0)
    }
}

/// The elements of one render, flat.
nonisolated struct ElementStore {
    var elements: [Element] = []

    var count: Int { elements.count }

    subscript(index: Int32) -> Element {
        get { elements[Int(index)] }
        set { elements[Int(index)] = newValue }
    }

    mutating func append(_ element: Element) -> Int32 {
        elements.append(element)
        return Int32(elements.count - 1)
    }

    /// Makes `child` the last child of `parent`.
    mutating func attach(_ child: Int32, to parent: Int32) {
        elements[Int(child)].parent = parent
        elements[Int(child)].nextSibling = -1
        let last = elements[Int(parent)].lastChild
        if last >= 0 {
            elements[Int(last)].nextSibling = child
        } else {
            elements[Int(parent)].firstChild = child
        }
        elements[Int(parent)].lastChild = child
        elements[Int(parent)].childCount += 1
    }

    /// How many levels deep the tree under `root` is (`root` alone: 1), walked without
    /// recursion.
    func depth(from root: Int32) -> Int {
        var deepest = 0
        var pending: [(Int32, Int)] = [(root, 1)]
        while let (id, level) = pending.popLast() {
            deepest = max(deepest, level)
            var child = elements[Int(id)].firstChild
            while child >= 0 {
                pending.append((child, level + 1))
                child = elements[Int(child)].nextSibling
            }
        }
        return deepest
    }

    /// The elements of the tree under `root`, in no particular order.
    func reachable(from root: Int32) -> [Int32] {
        var result: [Int32] = []
        var pending: [Int32] = [root]
        while let id = pending.popLast() {
            result.append(id)
            var child = elements[Int(id)].firstChild
            while child >= 0 {
                pending.append(child)
                child = elements[Int(child)].nextSibling
            }
        }
        return result
    }

    /// The children of `parent` in order.
    func children(of parent: Int32) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(Int(elements[Int(parent)].childCount))
        var child = elements[Int(parent)].firstChild
        while child >= 0 {
            result.append(child)
            child = elements[Int(child)].nextSibling
        }
        return result
    }
}
