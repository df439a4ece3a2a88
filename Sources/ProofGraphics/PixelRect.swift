/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`. The one
/// pixel rectangle of the package: the painter's clip and layer bounds, and the bounding
/// box of a snapshot's changed pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle `minX ..< maxX` × `minY ..< maxY`.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var minX: Int { x }
    public var minY: Int { y }
    /// The first column past the rectangle.
    public var maxX: Int { x + width }
    /// The first row past the rectangle.
    public var maxY: Int { y + height }

    /// `50×48 at (10, 100)`.
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }

    package static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// True when the rectangle holds no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    package var area: Int { isEmpty ? 0 : width * height }

    package func intersection(_ other: PixelRect) -> PixelRect {
        let result = PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                               maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }

    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                         maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    package func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
    }

    /// The whole pixels touched by a rectangle in fractional pixels, clamped to `limit` so
    /// that absurd coordinates never reach integer conversion.
    package static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double, within limit: PixelRect) -> PixelRect {
        guard minX < maxX, minY < maxY else { return .empty }
        let x0 = Int(min(max(minX, Double(limit.minX)), Double(limit.maxX)).rounded(.down))
        let y0 = Int(min(max(minY, Double(limit.minY)), Double(limit.maxY)).rounded(.down))
        let x1 = Int(min(max(maxX, Double(limit.minX)), Double(limit.maxX)).rounded(.up))
        let y1 = Int(min(max(maxY, Double(limit.minY)), Double(limit.maxY)).rounded(.up))
        let result = PixelRect(minX: x0, minY: y0, maxX: x1, maxY: y1)
        return result.isEmpty ? .empty : result
    }
}
