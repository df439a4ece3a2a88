// Status: partial — Core Graphics' drawing context as UIKit hands it out (`UIGraphicsImageRendererContext.cgContext`, `UIGraphicsGetCurrentContext()`): its state stack, CTM (translate, scale; rotation kept), fill colour and alpha, rectangle fills and clears, rectangular clipping, and images drawn as Core Graphics draws them in a UIKit context (upside down) are painted into the bitmap; paths, strokes, text, gradients and shadows are not declared, and drawing under a rotated or skewed CTM paints nothing.
import Foundation
import ProofRender

/// How images are resampled (Core Graphics' `CGInterpolationQuality`): kept; images are drawn
/// nearest-pixel here.
nonisolated public enum CGInterpolationQuality: Int32, Sendable { case `default` = 0, none = 1, low = 2, high = 3, medium = 4 }

/// A Core Graphics drawing context over a UIKit bitmap (an image renderer's, or one begun with
/// `UIGraphicsBeginImageContextWithOptions`), in UIKit's points, y down. Fills and images follow
/// the current transformation matrix where it keeps rectangles axis-aligned (translations and
/// scales); under a rotation or skew nothing is painted. `saveGState`/`restoreGState` keep the
/// CTM, fill colour, alpha, interpolation quality and clipping rectangle.
nonisolated public final class CGContext: @unchecked Sendable {
    let canvas: ImageContext

    init(canvas: ImageContext) {
        self.canvas = canvas
    }

    /// The bitmap's width in pixels.
    public var width: Int { canvas.bitmap.width }
    /// The bitmap's height in pixels.
    public var height: Int { canvas.bitmap.height }
    /// The current transformation matrix, in points.
    public var ctm: CGAffineTransform { canvas.transform }
    /// How images are resampled (kept).
    public var interpolationQuality: CGInterpolationQuality {
        get { CGInterpolationQuality(rawValue: canvas.interpolationQuality) ?? .default }
        set { canvas.interpolationQuality = newValue.rawValue }
    }

    /// Pushes the graphics state.
    public func saveGState() { canvas.saveState() }
    /// Pops the graphics state saved last (nothing when none is saved).
    public func restoreGState() { canvas.restoreState() }

    /// Moves the origin by `(x, y)`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { canvas.transform = canvas.transform.translatedBy(x: tx, y: ty) }
    /// Scales the axes by `(x, y)`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { canvas.transform = canvas.transform.scaledBy(x: sx, y: sy) }
    /// Rotates the axes by `angle` radians (kept: drawing while rotated paints nothing here).
    public func rotate(by angle: CGFloat) {
        let c = cos(angle), s = sin(angle)
        concatenate(CGAffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0))
    }
    /// Applies `transform` before the CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        let m = canvas.transform, t = transform
        canvas.transform = CGAffineTransform(a: t.a * m.a + t.b * m.c, b: t.a * m.b + t.b * m.d,
                                             c: t.c * m.a + t.d * m.c, d: t.c * m.b + t.d * m.d,
                                             tx: t.tx * m.a + t.ty * m.c + m.tx, ty: t.tx * m.b + t.ty * m.d + m.ty)
    }

    /// Sets the fill colour (the one `UIColor.setFill()` sets).
    public func setFillColor(_ color: CGColor) { canvas.fillColor = UIColor(cgColor: color).resolvedRGBA }
    /// Sets the fill colour from sRGB components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        canvas.fillColor = UIColor(red: red, green: green, blue: blue, alpha: alpha).resolvedRGBA
    }
    /// Sets the opacity every fill is painted at.
    public func setAlpha(_ alpha: CGFloat) { canvas.alpha = Double(min(max(alpha, 0), 1)) }

    /// Paints `rect` with the fill colour, over what is drawn.
    public func fill(_ rect: CGRect) { canvas.fill(rect) }
    /// Paints each of `rects`.
    public func fill(_ rects: [CGRect]) { for rect in rects { canvas.fill(rect) } }
    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) { canvas.clear(rect) }

    /// Narrows the clipping area to `rect`: later fills, clears and images paint only inside
    /// it, until `restoreGState()` returns to the state saved before.
    public func clip(to rect: CGRect) { canvas.clip(to: rect) }

    /// Draws `image` scaled into `rect`. Core Graphics' y axis points up, so in a UIKit
    /// context (y down) the image comes out upside down, as on iOS; apps flip the CTM first
    /// (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`) or draw with `UIImage.draw(in:)`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard let (bitmap, _) = UIImage(cgImage: image).pixels else { return }
        let t = canvas.transform
        // A CTM flipping y (d < 0) cancels Core Graphics' own flip.
        canvas.draw(bitmap, in: rect, flipped: t.d > 0)
    }

    /// The image drawn so far (Core Graphics' `makeImage()` of a bitmap context).
    public func makeImage() -> CGImage? { canvas.image.cgImage }
}

/// The context of the current image context (UIKit's `UIGraphicsGetCurrentContext()`): nil
/// outside an image renderer's actions and `UIGraphicsBeginImageContext…` (UIKit would have
/// a view's drawing context there, which a snapshot does not run).
nonisolated public func UIGraphicsGetCurrentContext() -> CGContext? {
    ImageContext.current.map(CGContext.init(canvas:))
}
