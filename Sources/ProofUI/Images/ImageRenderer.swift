// Status: partial — `ImageRenderer` (iOS 16) renders its content with ProofUI's renderer at its scale and proposed size into `cgImage` and `uiImage`, transparent where nothing is drawn (black where `isOpaque`); the environment is the render in progress's (or the default one) with the renderer's scale. `colorMode` is kept and drawn as `.nonLinear`; `render(rasterizationScale:renderer:)` reports the size but draws into no context (Linux has no Core Graphics context to draw into).
import ProofRender

/// An object that makes images of a view (SwiftUI's `ImageRenderer`): its `cgImage` and
/// `uiImage` are the view drawn by ProofUI's renderer, as the snapshot of the same view would
/// draw it, at ``scale`` pixels per point and at the size the view chooses for
/// ``proposedSize``.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view rendered.
    public var content: Content

    /// The size proposed to the view (its ideal size by default); the image is as large as the
    /// view chooses to be.
    public var proposedSize: ProposedViewSize = .unspecified

    /// Pixels per point of the image (1 by default): a 100 × 50 view at scale 2 makes a
    /// 200 × 100 image.
    public var scale: CGFloat = 1

    /// Whether the image has no transparency: pixels the view leaves empty are black instead of
    /// transparent.
    public var isOpaque: Bool = false

    /// The working colour space of the image (kept; ProofUI draws every mode as `.nonLinear`,
    /// 8-bit sRGB).
    public var colorMode: ColorRenderingMode = .nonLinear

    /// A renderer of `view`.
    public init(content view: Content) {
        content = view
    }

    /// The view rasterised as a Core Graphics image; nil when it cannot be drawn (an error of
    /// the render, or a size of no pixels or above the renderer's limit).
    public var cgImage: CGImage? {
        guard let bitmap = renderBitmap() else { return nil }
        return CGImage(image: Image(bitmap: bitmap, scale: Double(scale), name: "ImageRenderer"))
    }

    /// The view rasterised as a UIKit image, of ``scale`` pixels per point.
    public var uiImage: UIImage? {
        guard let bitmap = renderBitmap() else { return nil }
        return UIImage(image: Image(bitmap: bitmap, scale: Double(scale), name: "ImageRenderer"))
    }

    /// Calls `renderer` with the view's size in points for ``proposedSize`` and a function that
    /// draws the view into a Core Graphics context. Here that function draws nothing (the view
    /// is not painted into a `CGContext`): the size is what this gives.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        let size = (try? renderedSize()) ?? .zero
        renderer(size) { _ in }
    }

    private func environment(scale: Double) -> EnvironmentValues {
        var environment = EnvironmentValues.current ?? EnvironmentValues()
        environment.displayScale = scale
        return environment
    }

    private func renderedSize() throws(RenderError) -> CGSize {
        let layout = try Renderer.nested.lay(content, in: environment(scale: 1), size: .fixed(width: 1, height: 1),
                                                     contentProposal: proposedSize.proposal).0
        return CGSize(width: layout.size.width, height: layout.size.height)
    }

    private func renderBitmap() -> Bitmap? {
        let scale = Double(scale)
        guard scale.isFinite, scale > 0 else { return nil }
        guard let bitmap = try? Renderer.nested.renderContent(
            content, in: environment(scale: scale), proposal: proposedSize.proposal, background: isOpaque ? .black : .clear)
        else { return nil }
        return bitmap.width > 0 && bitmap.height > 0 ? bitmap : nil
    }
}


nonisolated extension Renderer {
    /// `view` proposed `proposal`, painted at the size it chooses over `background`
    /// (``ImageRenderer``).
    func renderContent<V: View>(_ view: V, in environment: EnvironmentValues, proposal: Proposal,
                                background: RGBA8) throws(RenderError) -> Bitmap {
        let (layout, sources, resolver) = try lay(view, in: environment, size: .fixed(width: 1, height: 1), contentProposal: proposal)
        let scale = environment.displayScale
        var bitmap = Bitmap(width: Int((layout.size.width * scale).rounded()), height: Int((layout.size.height * scale).rounded()),
                            fill: background)
        guard bitmap.width > 0, bitmap.height > 0 else { return bitmap }
        try paint(layout, sources: sources, resolver: resolver, into: &bitmap, scale: scale)
        return bitmap
    }
}
