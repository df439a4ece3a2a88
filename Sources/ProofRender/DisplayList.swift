import ProofBase
import ProofText

/// What to paint, in order, with coordinates in points. The view layer produces one display
/// list per render; a painter executes it at a scale into a ``Bitmap``.
///
/// Commands run front to back in array order (later commands paint over earlier ones).
/// `save`/`restore` bracket clips; `beginLayer`/`endLayer` bracket a group composited as one
/// with an opacity. Both must balance.
public struct DisplayList: Sendable {
    public var commands: [DisplayCommand]

    public init(_ commands: [DisplayCommand] = []) {
        self.commands = commands
    }

    public mutating func append(_ command: DisplayCommand) {
        commands.append(command)
    }
}

/// One painting operation of a ``DisplayList``.
public enum DisplayCommand: Sendable {
    /// Fills `shape` with `paint`, anti-aliased by exact area coverage.
    case fill(Shape, Paint)
    /// Strokes the outline of `shape` with a line `width` points wide, placed inside, centred
    /// on or outside the outline (a SwiftUI `border` / `strokeBorder` is `.inside`).
    case stroke(Shape, width: Double, alignment: StrokeAlignment, Paint)
    /// Draws `image` (pixels) resampled into `rect` (points). Clip to the rect is implied.
    case image(Bitmap, in: Rect, interpolation: ImageInterpolation)
    /// Draws laid-out text in `face` at `size` points with the layout's top left at `origin`.
    case text(TextLayout, face: FontFace, size: Double, origin: Point, color: RGBA8)
    /// Saves the clip state.
    case save
    /// Restores the clip state saved by the matching `save`.
    case restore
    /// Intersects the clip with `shape` (anti-aliased) until the matching `restore`.
    case clip(Shape)
    /// Starts a group that is painted into its own layer and composited with `opacity`
    /// (0…1) at the matching `endLayer`, like SwiftUI's `opacity` on a container. A layer
    /// also saves the clip state: clips set inside the group end with it (as Skia's
    /// `saveLayer`), and `save`/`restore` and layers must nest within each other.
    case beginLayer(opacity: Double)
    /// Starts a group painted into its own layer and composited at the matching `endLayer`
    /// over its shadow: the layer's coverage blurred, tinted and offset (SwiftUI's `shadow`).
    case beginShadow(Shadow)
    /// Ends the innermost group.
    case endLayer
}

/// A drop shadow: the colour, the blur radius and the offset, in points. The blur is a
/// Gaussian of standard deviation radius / 2, made of three box blurs in integers, so the
/// same bits on every machine; the offset is rounded to whole device pixels.
public struct Shadow: Hashable, Sendable {
    public var color: RGBA8
    public var radius: Double
    public var offset: Point

    public init(color: RGBA8, radius: Double, offset: Point) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }

    /// The box blur's half width in device pixels at `scale`: three boxes of width 2k + 1
    /// have the variance of the Gaussian, (2k + 1)² − 1 = 4σ² ⋅ 3 / 3.
    func boxRadius(scale: Double) -> Int {
        let sigma = max(radius, 0) * scale / 2
        return Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded())
    }

    /// How far the shadow reaches past the layer, in device pixels.
    func reach(scale: Double) -> (left: Int, top: Int, right: Int, bottom: Int) {
        let spread = 3 * boxRadius(scale: scale)
        let dx = Int((offset.x * scale).rounded()), dy = Int((offset.y * scale).rounded())
        return (spread - min(dx, 0), spread - min(dy, 0), spread + max(dx, 0), spread + max(dy, 0))
    }
}

/// How a shape or stroke is coloured.
public enum Paint: Hashable, Sendable {
    /// One colour (sRGB, straight alpha).
    case color(RGBA8)
    /// Colours along the line from `start` to `end` (points), the same across it; before the
    /// start and past the end, the end stops' colours.
    case linearGradient(GradientStops, start: Point, end: Point)
    /// Colours outwards from `center`: the first stop at `startRadius`, the last at
    /// `endRadius` points.
    case radialGradient(GradientStops, center: Point, startRadius: Double, endRadius: Double)
}

/// The colours of a gradient at locations from 0 to 1, interpolated in premultiplied sRGB.
public struct GradientStops: Hashable, Sendable {
    /// One colour at a location.
    public struct Stop: Hashable, Sendable {
        public var location: Double
        public var color: RGBA8

        public init(location: Double, color: RGBA8) {
            self.location = location
            self.color = color
        }
    }

    /// The stops, ordered by location (stops at one location keep their order).
    public let stops: [Stop]

    /// `stops` ordered by location; locations are clamped to 0…1 (NaN reads as 0).
    public init(_ stops: [Stop]) {
        let clamped = stops.map { Stop(location: $0.location.isNaN ? 0 : min(max($0.location, 0), 1), color: $0.color) }
        self.stops = clamped.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour at `t` (0…1), the same bits on every machine (+ − × ÷ and rounding only).
    public func color(at t: Double) -> RGBA8 {
        guard let first = stops.first else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        if t <= first.location || stops.count == 1 { return first.color }
        var index = 1
        while index < stops.count && stops[index].location < t { index += 1 }
        guard index < stops.count else { return stops[stops.count - 1].color }
        let a = stops[index - 1], b = stops[index]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        let alphaA = Double(a.color.a), alphaB = Double(b.color.a)
        let alpha = alphaA + (alphaB - alphaA) * f
        guard alpha > 0 else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let premultiplied = Double(x) * alphaA + (Double(y) * alphaB - Double(x) * alphaA) * f
            return UInt8(min(max((premultiplied / alpha).rounded(), 0), 255))
        }
        return RGBA8(r: channel(a.color.r, b.color.r), g: channel(a.color.g, b.color.g), b: channel(a.color.b, b.color.b),
                     a: UInt8(min(max(alpha.rounded(), 0), 255)))
    }
}

/// Where a stroke lies relative to the outline it follows.
public enum StrokeAlignment: Hashable, Sendable {
    case inside
    case center
    case outside
}

/// How an image is resampled when its pixel size differs from its destination.
public enum ImageInterpolation: Hashable, Sendable {
    /// Nearest neighbour: pixel art, icons at integer scales.
    case nearest
    /// Smooth resampling with a deterministic fixed-point filter (the default).
    case smooth
}

/// The radius of each corner of a rounded rectangle, in points.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
}

/// The curve of a rounded corner.
public enum CornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous-curvature corners (the "squircle" of iOS app icons and SwiftUI's
    /// `RoundedRectangle(style: .continuous)`).
    case continuous
}

/// A shape to fill, stroke or clip to, in points.
public enum Shape: Hashable, Sendable {
    case rect(Rect)
    /// A rounded rectangle; radii larger than half a side are reduced as CSS reduces them.
    case roundedRect(Rect, CornerRadii, CornerStyle)
    /// The ellipse inscribed in the rectangle.
    case ellipse(Rect)
    /// Any outline.
    case path(Path)
}

/// An outline made of straight and curved segments, in points, filled by the nonzero rule.
public struct Path: Hashable, Sendable {
    /// One segment of a path.
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public var elements: [Element]

    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    // Disfavoured: ProofUI gives `Path` SwiftUI's `CGPoint` forms, and an app's
    // `path.move(to: .zero)` must mean `CGPoint.zero` there, as in SwiftUI, not be ambiguous.
    @_disfavoredOverload
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    @_disfavoredOverload
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    @_disfavoredOverload
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }
    @_disfavoredOverload
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}
