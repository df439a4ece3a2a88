// Status: partial — iOS 15's thumbnails (`preparingThumbnail(of:)`, `byPreparingThumbnail(ofSize:)`, `prepareThumbnail(of:completionHandler:)`): an image made of pixels is redrawn at the size asked; other images (named, symbols) give nil.

import Foundation

nonisolated extension UIImage {
    /// The image redrawn at `size` (points, at the image's scale), stretched to it; nil when
    /// the image is not made of pixels (a named or symbol image, which only drawing resolves),
    /// as UIKit answers for an image not backed by a `CGImage`. Apple documents "at the
    /// specified size" and not the thumbnail's scale or whether it keeps the aspect ratio:
    /// here it keeps the image's scale and fills the size.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard pixels != nil, size.width > 0, size.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }

    /// `preparingThumbnail(of:)`, awaited.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// `preparingThumbnail(of:)`, handed to `completionHandler` (at once, here).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// The image decoded for display: itself (a bitmap here is decoded already); nil when not
    /// made of pixels.
    public func preparingForDisplay() -> UIImage? { pixels != nil ? self : nil }

    /// `preparingForDisplay()`, awaited.
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }
}
