/// A glyph index in one font. Glyph 0 is `.notdef`, the box drawn for missing characters.
public struct GlyphID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The glyph every TrueType font has at index 0, drawn for characters the font lacks.
    public static let notdef = GlyphID(0)

    public static func < (lhs: GlyphID, rhs: GlyphID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "glyph \(rawValue)" }
}

/// One point of a TrueType outline, in font units (y grows upwards).
public struct OutlinePoint: Hashable, Sendable {
    public var x: Int32
    public var y: Int32
    /// On-curve points are ends of segments; an off-curve point is the control point of a
    /// quadratic Bézier, and two consecutive off-curve points imply an on-curve point midway.
    public var isOnCurve: Bool

    public init(x: Int32, y: Int32, isOnCurve: Bool) {
        self.x = x
        self.y = y
        self.isOnCurve = isOnCurve
    }
}

/// The outline of a glyph in font units: closed contours of quadratic Bézier segments, with
/// composite glyphs already resolved into their components' transformed points, x measured
/// from the glyph's origin (see ``FontFace/outline(of:)``).
public struct GlyphOutline: Hashable, Sendable {
    /// All points of all contours, contour after contour.
    public var points: [OutlinePoint]
    /// For each contour, the index in ``points`` one past its last point.
    public var contourEnds: [Int]
    /// The offsets composite glyphs moved their components by, innermost first, so that a
    /// rasterizer can scale them separately from the components' points, as FreeType does.
    /// ``points`` already include them.
    var componentOffsets: [ComponentOffset] = []
    /// The glyph's horizontal origin (`xMin − lsb`) in the font's own coordinates, already
    /// subtracted from ``points``; kept so that a rasterizer can scale it separately, as
    /// FreeType scales the phantom point it moves the outline by.
    var originX: Int32 = 0

    public init(points: [OutlinePoint] = [], contourEnds: [Int] = []) {
        self.points = points
        self.contourEnds = contourEnds
    }

    /// True for glyphs that draw nothing (a space).
    public var isEmpty: Bool { points.isEmpty }

    /// The box around all points (on- and off-curve, so it contains the curves), in font
    /// units; `nil` for an empty outline.
    public var controlBounds: FontBox? {
        guard var box = points.first.map({ FontBox(xMin: Int($0.x), yMin: Int($0.y), xMax: Int($0.x), yMax: Int($0.y)) }) else { return nil }
        for point in points {
            box.xMin = min(box.xMin, Int(point.x))
            box.yMin = min(box.yMin, Int(point.y))
            box.xMax = max(box.xMax, Int(point.x))
            box.yMax = max(box.yMax, Int(point.y))
        }
        return box
    }
}

/// A rectangle in font units, y growing upwards.
public struct FontBox: Hashable, Sendable {
    public var xMin: Int
    public var yMin: Int
    public var xMax: Int
    public var yMax: Int

    public init(xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
        self.xMin = xMin
        self.yMin = yMin
        self.xMax = xMax
        self.yMax = yMax
    }
}

/// A composite glyph's component moved by `(dx, dy)` font units.
struct ComponentOffset: Hashable, Sendable {
    var points: Range<Int>
    var dx: Int32
    var dy: Int32
}
