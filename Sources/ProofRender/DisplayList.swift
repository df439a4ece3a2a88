import ProofLayout
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
    /// Ends the innermost group.
    case endLayer
}

/// How a shape or stroke is coloured.
public enum Paint: Hashable, Sendable {
    /// One colour (sRGB, straight alpha).
    case color(RGBA8)
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

    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}
