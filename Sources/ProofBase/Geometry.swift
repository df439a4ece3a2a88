/// A position in points, with the origin at the top left and y growing downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public static let zero = Point(x: 0, y: 0)

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public static let zero = Size(width: 0, height: 0)

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public static let zero = Rect(origin: .zero, size: .zero)

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    /// True when the rectangle covers no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` on each edge (negative insets grow it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public var description: String { "\(origin) \(size)" }
}

/// Distances from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }

    public var description: String {
        "(top \(formatPoints(top)), left \(formatPoints(left)), bottom \(formatPoints(bottom)), right \(formatPoints(right)))"
    }
}

/// Formats a point value for descriptions: integers without a fraction, others with at
/// most three decimals, so text descriptions are short and stable across platforms.
public func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let thousandths = (value * 1000).rounded()
    if thousandths == 0 { return "0" }
    let negative = thousandths < 0
    let magnitude = Swift.abs(thousandths)
    guard magnitude < 1e15 else { return String(value) }
    let scaled = Int64(magnitude)
    let whole = scaled / 1000
    var fraction = scaled % 1000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let raw = String(fraction)
        text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
}

/// A 2-D affine map of points: (x, y) → (a·x + c·y + tx, b·x + d·y + ty). The one transform
/// of the package: the painter's vector pictures and ProofUI's rotation and scale effects.
package struct AffineMap: Hashable, Sendable {
    package var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    package init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    package static let identity = AffineMap()

    /// `self` applied after `first`: `first`'s points, then this map.
    package func concatenating(after first: AffineMap) -> AffineMap {
        AffineMap(a: a * first.a + c * first.b, b: b * first.a + d * first.b,
                        c: a * first.c + c * first.d, d: b * first.c + d * first.d,
                        tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }

    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// How much the transform scales lengths on average (the square root of |det|).
    package var lengthScale: Double { abs(a * d - b * c).squareRoot() }
}
