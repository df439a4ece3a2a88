// Status: partial — a `UIImage`'s `size` and `scale`, and `draw(in:)` / `draw(at:)` into the current image context (an image renderer's), for images made from pixels or PNG data (an image renderer's, `UIImage(data:)`, a Core Graphics image's). A named image (asset catalogue, bundle file) or a symbol is resolved only when a view draws it: its size is zero and drawing it draws nothing.
import ProofRender

nonisolated extension UIImage {
    /// The pixels and scale of an image made from pixels or PNG data; nil for other images.
    var pixels: (bitmap: Bitmap, scale: Double)? {
        switch image.source {
        case .bitmap(let bitmap, let scale, _):
            return (bitmap, scale)
        case .png(let bytes, let scale, _):
            guard let bitmap = try? PNG.decode(bytes) else { return nil }
            return (bitmap, scale)
        default:
            return nil
        }
    }

    /// The image's size in points: its pixels divided by its scale (zero for a named or symbol
    /// image, which only drawing resolves).
    public var size: CGSize {
        guard let (bitmap, scale) = pixels, scale > 0 else { return .zero }
        return CGSize(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
    }

    /// Pixels per point of the image's data (1 for a named or symbol image).
    public var scale: CGFloat {
        switch image.source {
        case .bitmap(_, let scale, _), .png(_, let scale, _): return CGFloat(scale)
        default: return 1
        }
    }

    /// Draws the image scaled to `rect` (points) into the current image context, over what is there.
    public func draw(in rect: CGRect) {
        guard let context = ImageContext.current, let (bitmap, _) = pixels else { return }
        context.draw(bitmap, in: rect)
    }

    /// A renderer format for drawing the image again: its scale, with alpha (UIKit's
    /// `imageRendererFormat`; opaque is false, as Apple's answer for an image it cannot prove
    /// opaque: whether UIKit inspects the pixels is not documented).
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        return format
    }

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
