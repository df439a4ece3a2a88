import Testing
import ProofRender
@testable import ProofUI

/// A share link with a preview draws as one without (the share sheet never opens), and a
/// `UIImage` is `Equatable` by identity, as an `NSObject` is on iOS.
@Suite struct ShareLinkPreviewTests {
    @Test func aPreviewChangesNothingDrawn() throws {
        let image = Image(systemName: "qrcode")
        let plain = ShareLink(item: "ada")
        let previewed = ShareLink(item: "ada", preview: SharePreview("My code", image: image))
        let titled = ShareLink("Share", item: "ada", preview: SharePreview(Text("Code"), icon: image))
        let size = RenderSize.fixed(width: 120, height: 44)
        let reference = try renderer.render(plain, in: scaleOne(), size: size).bitmap
        #expect(try renderer.render(previewed, in: scaleOne(), size: size).bitmap == reference)
        #expect(try renderer.render(titled, in: scaleOne(), size: size).bitmap == reference)
    }

    @Test func aUIImageEqualsOnlyItself() {
        let star = UIImage(systemName: "star")!
        #expect(star == star && star != UIImage(systemName: "star")!)
    }
}
