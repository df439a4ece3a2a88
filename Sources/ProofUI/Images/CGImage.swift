// Status: partial — `CGImage` (Core Graphics' bitmap image, which SwiftUI's `Image(decorative:scale:orientation:)` and UIKit's `UIImage(cgImage:)` take) holds a ProofUI image and draws as it; its pixel size is known for images made from pixels or PNG data, and 0 × 0 for a named image until it is drawn. Core Graphics' bitmap contexts and data providers are not declared.
import ProofRender

/// A bitmap image (Core Graphics' `CGImage` on Apple platforms). On Linux it wraps the
/// image it was made from, so `UIImage(cgImage:)` and `Image(decorative:scale:)` draw that
/// image.
nonisolated public final class CGImage: @unchecked Sendable {
    let image: Image

    /// The width in pixels (0 when only drawing knows it: a named image).
    public let width: Int
    /// The height in pixels (0 when only drawing knows it: a named image).
    public let height: Int
    /// 8 bits a component, as ProofUI's RGBA bitmaps have.
    public var bitsPerComponent: Int { 8 }
    /// 32 bits a pixel (RGBA).
    public var bitsPerPixel: Int { 32 }
    /// Four bytes a pixel.
    public var bytesPerRow: Int { width * 4 }

    init(image: Image) {
        self.image = image
        (width, height) = CGImage.pixelSize(of: image)
    }

    /// The pixel size an image's own data gives: a bitmap's, a valid PNG's header's.
    static func pixelSize(of image: Image) -> (Int, Int) {
        switch image.source {
        case .bitmap(let bitmap, _, _):
            return (bitmap.width, bitmap.height)
        case .png(let bytes, _, _):
            // A damaged PNG has no size: it draws as the decoder's error says.
            return (try? PNG.size(of: bytes)) ?? (0, 0)
        default:
            return (0, 0)
        }
    }
}

nonisolated extension UIImage {
    /// The image a Core Graphics image holds.
    public convenience init(cgImage: CGImage) {
        self.init(image: cgImage.image)
    }

    /// The image a Core Graphics image holds (the scale and orientation are accepted).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(image: cgImage.image)
    }

    /// This image as a Core Graphics image.
    public var cgImage: CGImage? { CGImage(image: image) }

    /// How a UIKit image is turned (accepted: drawn upright).
    nonisolated public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}

nonisolated extension Image {
    /// A Core Graphics image, hidden from accessibility (the orientation is accepted: drawn upright).
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self = cgImage.image
        isDecorative = true
    }

    /// A Core Graphics image (the orientation is accepted: drawn upright; the label is not
    /// kept, as a named image's own name is not read out either).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self = cgImage.image
    }

    /// How an image is turned (SwiftUI's `Image.Orientation`).
    nonisolated public enum Orientation: UInt8, Sendable, CaseIterable, Hashable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
}
