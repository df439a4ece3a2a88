import ProofGraphics

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
