import Testing
import ProofRender
@testable import ProofUI

/// `ImageRenderer` (iOS 16) draws its content with ProofUI's renderer: the image a share sheet
/// or thumbnail gets is what a snapshot of the view shows.
@MainActor
@Suite struct ImageRendererTests {
    /// The pixels of a rendered image.
    private func pixels(_ image: CGImage?) throws -> Bitmap {
        let image = try #require(image)
        guard case .bitmap(let bitmap, _, _) = image.image.source else {
            Issue.record("the rendered image holds no pixels")
            return Bitmap(width: 0, height: 0)
        }
        return bitmap
    }

    @Test func aRectangleAtScaleTwoIsTwiceItsPointsInRedPixels() throws {
        let renderer = ImageRenderer(content: Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 10))
        renderer.scale = 2
        let bitmap = try pixels(renderer.cgImage)
        #expect(bitmap.width == 40 && bitmap.height == 20)
        #expect(renderer.cgImage?.width == 40 && renderer.cgImage?.height == 20)
        for (x, y) in [(0, 0), (39, 0), (0, 19), (39, 19), (20, 10)] {
            #expect(bitmap.hex(x, y) == "#ff0000ff", "pixel \(x), \(y)")
        }
    }

    /// The default scale is 1; pixels the view leaves empty are transparent, or black when the
    /// image is opaque.
    @Test func emptyPixelsAreTransparentUnlessOpaque() throws {
        let view = HStack(spacing: 0) {
            Color(red: 0, green: 0, blue: 1).frame(width: 4, height: 4)
            Color.clear.frame(width: 4, height: 4)
        }
        let renderer = ImageRenderer(content: view)
        var bitmap = try pixels(renderer.cgImage)
        #expect(bitmap.width == 8 && bitmap.height == 4)
        #expect(bitmap.hex(1, 1) == "#0000ffff" && bitmap[6, 1].a == 0)
        renderer.isOpaque = true
        bitmap = try pixels(renderer.cgImage)
        #expect(bitmap.hex(1, 1) == "#0000ffff" && bitmap.hex(6, 1) == "#000000ff")
    }

    /// The image is as large as the view chooses for the proposal: a flexible colour takes the
    /// proposed size; unspecified, it takes its ideal size (10 × 10 for a shape, as in SwiftUI).
    @Test func theProposedSizeIsOfferedToTheView() throws {
        let renderer = ImageRenderer(content: Color(red: 0, green: 1, blue: 0))
        renderer.proposedSize = ProposedViewSize(width: 30, height: 12)
        var bitmap = try pixels(renderer.cgImage)
        #expect(bitmap.width == 30 && bitmap.height == 12 && bitmap.hex(29, 11) == "#00ff00ff")
        renderer.proposedSize = .unspecified
        bitmap = try pixels(renderer.cgImage)
        #expect(bitmap.width == 10 && bitmap.height == 10)
        var reported = CGSize.zero
        renderer.proposedSize = ProposedViewSize(width: 25, height: 5)
        renderer.render { size, draw in reported = size }
        #expect(reported == CGSize(width: 25, height: 5))
    }

    /// `uiImage` carries the same pixels at the renderer's scale, and `Image(uiImage:)` draws
    /// them back at their size in points.
    @Test func theUIImageDrawsAsTheViewDid() throws {
        let renderer = ImageRenderer(content: Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10))
        renderer.scale = 3
        let image = try #require(renderer.uiImage)
        let bitmap = try pixels(image.cgImage)
        #expect(bitmap.width == 30 && bitmap.height == 30)
        #expect(bitmap.hex(15, 15) == "#ff0000ff" && bitmap[0, 0].a == 0)
        let redrawn = try drawn(Image(uiImage: image), scale: 3, size: 10)
        #expect(redrawn.hex(15, 15) == "#ff0000ff")
    }

    /// As Food Truck makes thumbnails: a view's body renders another view to an image while
    /// the snapshot is being drawn, and shows it.
    struct Thumbnail: View {
        var body: some View {
            let renderer = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10))
            renderer.scale = 2
            return Image(uiImage: renderer.uiImage ?? UIImage())
        }
    }

    @Test func aBodyRendersAnImageDuringASnapshot() throws {
        let snapshot = try ProofUITests.renderer.render(Thumbnail(), in: scaleOne(), size: .fixed(width: 10, height: 10))
        #expect(snapshot.bitmap.hex(0, 0) == "#ff0000ff" && snapshot.bitmap.hex(9, 9) == "#ff0000ff")
    }

    /// A view that cannot be drawn gives no image rather than a crash.
    @Test func anEmptyOrInvalidRenderGivesNoImage() {
        let renderer = ImageRenderer(content: EmptyView())
        #expect(renderer.cgImage == nil && renderer.uiImage == nil)
        let scaled = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 2, height: 2))
        scaled.scale = 0
        #expect(scaled.cgImage == nil)
    }

    private func drawn(_ view: Image, scale: Double, size: Double) throws -> Bitmap {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        return try ProofUITests.renderer.render(view, in: environment, size: .fixed(width: size, height: size)).bitmap
    }
}
