// Status: partial — `UIGraphicsImageRenderer` (with its format and context) and the older `UIGraphicsBeginImageContextWithOptions` / `UIGraphicsGetImageFromCurrentImageContext` / `UIGraphicsEndImageContext` make real bitmaps of the size and scale asked for; `fill(_:)` / `UIRectFill` paint the colour set with `UIColor.setFill()`, and `UIView.drawHierarchy(in:afterScreenUpdates:)` paints a view (a `UIHostingController`'s view draws its SwiftUI view as a snapshot does; other UIKit views draw their background colours). The context's `cgContext` (CGContext.swift) fills and draws images through its transform; paths and text drawing are not declared.
import Foundation
import ProofRender

/// The options of an image renderer's bitmaps (UIKit's `UIGraphicsImageRendererFormat`).
nonisolated open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point: the device's by default.
    open var scale: CGFloat
    /// Whether the bitmap has no alpha: false by default.
    open var opaque: Bool
    /// The colour range (kept: bitmaps here are sRGB).
    open var preferredRange: Range

    /// The format for the device: its scale, with alpha.
    public init() {
        scale = UIScreen.main.scale
        opaque = false
        preferredRange = .automatic
    }

    /// The format for the device (UIKit's `UIGraphicsImageRendererFormat.default()`).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the device's most capable screen: the same here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The colour range of the bitmaps (UIKit's `UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }
}

/// The drawing state a renderer's actions receive (UIKit's `UIGraphicsImageRendererContext`).
nonisolated open class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let canvas: ImageContext

    init(format: UIGraphicsImageRendererFormat, canvas: ImageContext) {
        self.format = format
        self.canvas = canvas
    }

    /// The image drawn so far.
    open var currentImage: UIImage { canvas.image }

    /// Fills `rect` (points) with the fill colour (`UIColor.setFill()`; black until set), over
    /// what is drawn.
    open func fill(_ rect: CGRect) { canvas.fill(rect) }

    /// The Core Graphics context the actions draw into (rectangles, images, the CTM; see `CGContext`).
    open var cgContext: CGContext { CGContext(canvas: canvas) }
}

/// Makes images from drawing actions (UIKit's `UIGraphicsImageRenderer`): each image is a
/// bitmap of the renderer's size times the format's scale, transparent (or black, when the
/// format is opaque) before the actions draw.
nonisolated open class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points.
    public let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// The image `actions` draw. The context is also the current image context while they
    /// run, so `UIRectFill` and `drawHierarchy` draw into it.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let canvas = ImageContext(size: bounds.size, opaque: format.opaque, scale: format.scale, origin: bounds.origin)
        ImageContext.push(canvas)
        defer { ImageContext.pop(canvas) }
        actions(UIGraphicsImageRendererContext(format: format, canvas: canvas))
        return canvas.image
    }

    /// The PNG data of the image `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let canvas = ImageContext(size: bounds.size, opaque: format.opaque, scale: format.scale, origin: bounds.origin)
        ImageContext.push(canvas)
        defer { ImageContext.pop(canvas) }
        actions(UIGraphicsImageRendererContext(format: format, canvas: canvas))
        return Data(PNG.encode(canvas.bitmap))
    }
}

/// A bitmap being drawn: an image renderer's, or one begun with
/// `UIGraphicsBeginImageContextWithOptions`. The innermost one is where UIKit's drawing
/// functions draw.
nonisolated final class ImageContext: @unchecked Sendable {
    private(set) var bitmap: Bitmap
    let scale: Double
    /// The point drawn at the bitmap's top left (a renderer's bounds' origin).
    let origin: CGPoint
    var fillColor = RGBA8(r: 0, g: 0, b: 0)
    /// The current transformation matrix (Core Graphics' CTM), in points: identity until a
    /// `CGContext` translates or scales it. Drawing follows it where it keeps rectangles
    /// axis-aligned; a rotated or skewed rectangle is not painted.
    var transform = CGAffineTransform.identity
    /// The opacity every fill is painted at (Core Graphics' `setAlpha`).
    var alpha = 1.0
    /// Core Graphics' interpolation quality (kept: images are drawn nearest-pixel).
    var interpolationQuality: Int32 = 0
    /// The rectangle drawing is clipped to (Core Graphics' clipping area), in points of the
    /// context, y down, through the CTM it was set under: nil, the whole bitmap.
    var clip: CGRect?
    /// The graphics states `CGContext.saveGState()` pushed.
    private var savedStates: [GraphicsState] = []

    /// What `CGContext.saveGState()` keeps and `restoreGState()` brings back.
    private struct GraphicsState {
        let transform: CGAffineTransform
        let fillColor: RGBA8
        let alpha: Double
        let interpolationQuality: Int32
        let clip: CGRect?
    }

    /// Pushes the graphics state.
    /// The environment a view drawn into this context is rendered in: the render in
    /// progress's (or the default one), at the context's scale.
    var viewEnvironment: EnvironmentValues {
        var environment = EnvironmentValues.current ?? EnvironmentValues()
        environment.displayScale = scale
        return environment
    }

    func saveState() {
        savedStates.append(GraphicsState(transform: transform, fillColor: fillColor, alpha: alpha,
                                         interpolationQuality: interpolationQuality, clip: clip))
    }

    /// Pops the graphics state saved last (nothing when none is saved).
    func restoreState() {
        guard let state = savedStates.popLast() else { return }
        transform = state.transform
        fillColor = state.fillColor
        alpha = state.alpha
        interpolationQuality = state.interpolationQuality
        clip = state.clip
    }

    init(size: CGSize, opaque: Bool, scale: CGFloat, origin: CGPoint = .zero) {
        let scale = scale > 0 ? Double(scale) : Double(UIScreen.main.scale)
        self.scale = scale
        self.origin = origin
        let width = max(0, Int((Double(size.width) * scale).rounded()))
        let height = max(0, Int((Double(size.height) * scale).rounded()))
        // An opaque context has no alpha: black until drawn (Core Graphics' zeroed memory).
        bitmap = Bitmap(width: width, height: height, fill: opaque ? RGBA8(r: 0, g: 0, b: 0) : .clear)
    }

    var image: UIImage { UIImage(image: Image(bitmap: bitmap, scale: scale, name: "image context")) }

    /// The pixel columns and rows `rect` (points) covers, clipped to the bitmap and the
    /// clipping rectangle.
    private func pixels(of rect: CGRect) -> (Range<Int>, Range<Int>)? {
        var rect = rect.standardized
        if let clip { rect = rect.intersection(clip) }
        guard !rect.isNull else { return nil }
        let x0 = max(0, Int(((Double(rect.minX) - Double(origin.x)) * scale).rounded()))
        let y0 = max(0, Int(((Double(rect.minY) - Double(origin.y)) * scale).rounded()))
        let x1 = min(bitmap.width, Int(((Double(rect.maxX) - Double(origin.x)) * scale).rounded()))
        let y1 = min(bitmap.height, Int(((Double(rect.maxY) - Double(origin.y)) * scale).rounded()))
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0..<x1, y0..<y1)
    }

    /// Narrows the clipping rectangle to `rect` (through the CTM); under a rotated or skewed
    /// CTM, to nothing, as such drawing paints nothing here.
    func clip(to rect: CGRect) {
        let area = transformed(rect) ?? .zero
        clip = clip.map { $0.intersection(area) } ?? area
    }

    /// `rect` through the CTM, or nil where the CTM rotates or skews it.
    private func transformed(_ rect: CGRect) -> CGRect? {
        let t = transform
        guard t.b == 0, t.c == 0 else { return nil }
        return CGRect(x: t.a * rect.minX + t.tx, y: t.d * rect.minY + t.ty, width: t.a * rect.width, height: t.d * rect.height).standardized
    }

    /// Paints `color` over `rect` (source over), through the CTM.
    func fill(_ rect: CGRect, with color: RGBA8? = nil) {
        var color = color ?? fillColor
        if alpha < 1 { color.a = UInt8((Double(color.a) * max(0, alpha)).rounded()) }
        guard let rect = transformed(rect), let (columns, rows) = pixels(of: rect) else { return }
        for y in rows {
            for x in columns {
                bitmap[x, y] = ImageContext.over(color, bitmap[x, y])
            }
        }
    }

    /// Makes `rect` (through the CTM) transparent.
    func clear(_ rect: CGRect) {
        guard let rect = transformed(rect), let (columns, rows) = pixels(of: rect) else { return }
        for y in rows {
            for x in columns { bitmap[x, y] = .clear }
        }
    }

    /// Paints `picture` (pixels at this context's scale) scaled into `rect` through the CTM,
    /// nearest pixel; `flipped` draws it upside down.
    func draw(_ picture: Bitmap, in rect: CGRect, flipped: Bool = false) {
        guard picture.width > 0, picture.height > 0, let rect = transformed(rect), let (columns, rows) = pixels(of: rect) else { return }
        let left = (Double(rect.standardized.minX) - Double(origin.x)) * scale
        let top = (Double(rect.standardized.minY) - Double(origin.y)) * scale
        let sx = Double(picture.width) / (Double(rect.width) * scale)
        let sy = Double(picture.height) / (Double(rect.height) * scale)
        for y in rows {
            let row = min(picture.height - 1, max(0, Int((Double(y) + 0.5 - top) * sy)))
            let py = flipped ? picture.height - 1 - row : row
            for x in columns {
                let px = min(picture.width - 1, max(0, Int((Double(x) + 0.5 - left) * sx)))
                bitmap[x, y] = ImageContext.over(picture[px, py], bitmap[x, y])
            }
        }
    }

    /// Source-over compositing of straight-alpha colours.
    static func over(_ source: RGBA8, _ destination: RGBA8) -> RGBA8 {
        if source.a == 255 { return source }
        if source.a == 0 { return destination }
        let sa = Double(source.a) / 255, da = Double(destination.a) / 255
        let a = sa + da * (1 - sa)
        func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(((Double(s) * sa + Double(d) * da * (1 - sa)) / a).rounded())
        }
        return RGBA8(r: channel(source.r, destination.r), g: channel(source.g, destination.g), b: channel(source.b, destination.b),
                     a: UInt8((a * 255).rounded()))
    }

    // UIKit keeps a stack of image contexts; the top one is current.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stack: [ImageContext] = []

    static var current: ImageContext? {
        lock.lock()
        defer { lock.unlock() }
        return stack.last
    }

    static func push(_ context: ImageContext) {
        lock.lock()
        stack.append(context)
        lock.unlock()
    }

    static func pop(_ context: ImageContext? = nil) {
        lock.lock()
        if let context, let index = stack.lastIndex(where: { $0 === context }) {
            stack.remove(at: index)
        } else if context == nil, !stack.isEmpty {
            stack.removeLast()
        }
        lock.unlock()
    }
}

/// Begins a bitmap of `size` points at `scale` pixels a point (0: the device's), transparent
/// or, when `opaque`, black; UIKit's drawing functions draw into it until
/// `UIGraphicsEndImageContext()`.
nonisolated public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContext.push(ImageContext(size: size, opaque: opaque, scale: scale))
}

/// Begins a transparent bitmap of `size` points at 1 pixel a point.
nonisolated public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of the current image context; nil when none was begun.
nonisolated public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContext.current?.image
}

/// Ends the current image context.
nonisolated public func UIGraphicsEndImageContext() {
    ImageContext.pop()
}

/// Fills `rect` in the current image context with the fill colour (`UIColor.setFill()`).
nonisolated public func UIRectFill(_ rect: CGRect) {
    ImageContext.current?.fill(rect)
}

nonisolated extension UIColor {
    /// Makes this colour the fill colour of the current image context.
    public func setFill() {
        guard let context = ImageContext.current else { return }
        context.fillColor = resolvedRGBA
    }

    /// Makes this colour the fill colour of the current image context (UIKit also makes it
    /// the stroke colour, which nothing here strokes with).
    public func set() { setFill() }

    /// The colour in the render in progress (or the default environment), as pixels.
    var resolvedRGBA: RGBA8 {
        color.resolved(in: EnvironmentValues.current ?? EnvironmentValues()) ?? RGBA8(r: 0, g: 0, b: 0)
    }
}

extension UIView {
    /// Draws the view, scaled to `rect`, into the current image context; false when there is
    /// none. A hosting controller's view draws its SwiftUI view as a snapshot does; other
    /// UIKit views draw their background colour, then their subviews at their frames.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = ImageContext.current else { return false }
        drawContent(in: rect, context: context)
        return true
    }

}
