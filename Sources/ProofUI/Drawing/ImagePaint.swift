// Status: accepted and ignored — an image used as a shape style compiles; ProofUI's shape styles resolve to one colour, so the repeated image is not painted and the shape stays unfilled (clear).

/// A shape style that fills a shape by repeating a region of an image (SwiftUI's
/// `ImagePaint`). ProofUI paints shapes with one colour per style: this style paints clear,
/// so a shape filled or stroked with it draws nothing.
// `@unchecked`: an `Image` is an immutable description (a name, a bundle it only reads, or
// bytes), never mutated after it is made; it is not declared `Sendable` because `Bundle` is not.
nonisolated public struct ImagePaint: ShapeStyle, @unchecked Sendable {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while being drawn.
    public var scale: CGFloat

    /// Creates a shape-filling shape style.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

nonisolated extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
