import Testing
import ProofRender
@testable import ProofUI

/// `stroke(lineWidth:)` and `stroke(style:)` return a shape, as in SwiftUI: shown, the outline;
/// used as a shape, the area the stroke covers.
@Suite struct StrokedShapeTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let white = Color(red: 1, green: 1, blue: 1)

    private func draw<V: View>(_ view: V) throws -> Bitmap {
        try renderer.render(view.frame(width: 20, height: 20).background(white), in: scaleOne(),
                            size: .fixed(width: 20, height: 20)).bitmap
    }

    @Test func aStrokedShapeShownIsItsOutline() throws {
        let bitmap = try draw(Rectangle().stroke(lineWidth: 4).foregroundStyle(red))
        // Centred on the edge: 2 points inside the frame are red, the middle is white.
        #expect(bitmap.hex(0, 10) == "#ff0000ff" && bitmap.hex(1, 10) == "#ff0000ff")
        #expect(bitmap.hex(2, 10) == "#ffffffff" && bitmap.hex(10, 10) == "#ffffffff")
        let styled = try draw(Rectangle().stroke(style: StrokeStyle(lineWidth: 4)).foregroundStyle(red))
        #expect(styled == bitmap)
    }

    /// As Backyard Birds writes it: `.overlay(style, in: .capsule.stroke())` fills the ring the
    /// stroke covers.
    @Test func aStrokedShapeUsedAsAShapeIsTheAreaTheStrokeCovers() throws {
        let overlaid = try draw(Color.clear.overlay(red, in: .rect.stroke(lineWidth: 4)))
        #expect(overlaid.hex(0, 10) == "#ff0000ff" && overlaid.hex(1, 10) == "#ff0000ff" && overlaid.hex(10, 0) == "#ff0000ff")
        #expect(overlaid.hex(2, 10) == "#ffffffff" && overlaid.hex(10, 10) == "#ffffffff")
        let filled = try draw(Rectangle().stroke(lineWidth: 4).fill(red))
        #expect(filled == overlaid)
        _ = Color.clear.overlay(.bar, in: .capsule.stroke())
    }
}
