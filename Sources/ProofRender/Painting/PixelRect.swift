/// An axis-aligned rectangle of whole device pixels, `minX..<maxX` × `minY..<maxY`.
struct PixelRect: Hashable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }
    var area: Int { isEmpty ? 0 : width * height }

    func intersection(_ other: PixelRect) -> PixelRect {
        let result = PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                               maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                         maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
    }

    /// The whole pixels touched by a rectangle in device pixels, clamped to `limit` so that
    /// absurd coordinates never reach integer conversion.
    static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double, within limit: PixelRect) -> PixelRect {
        guard minX < maxX, minY < maxY else { return .empty }
        let x0 = Int(min(max(minX, Double(limit.minX)), Double(limit.maxX)).rounded(.down))
        let y0 = Int(min(max(minY, Double(limit.minY)), Double(limit.maxY)).rounded(.down))
        let x1 = Int(min(max(maxX, Double(limit.minX)), Double(limit.maxX)).rounded(.up))
        let y1 = Int(min(max(maxY, Double(limit.minY)), Double(limit.maxY)).rounded(.up))
        let result = PixelRect(minX: x0, minY: y0, maxX: x1, maxY: y1)
        return result.isEmpty ? .empty : result
    }
}

/// A rectangle in device pixels (not rounded), as shapes are after scaling.
struct DeviceRect: Hashable, Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    func insetBy(_ amount: Double) -> DeviceRect {
        DeviceRect(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
    }

    func pixels(within limit: PixelRect) -> PixelRect {
        PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, within: limit)
    }
}
