import Testing
import ProofRender
@testable import ProofUI

/// `rotationEffect` and `scaleEffect` transform fills, strokes and clips about their anchor.
@Suite struct TransformTests {
    @Test func aRingRotatedBackAQuarterStartsAtTwelve() throws {
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6)
            .rotationEffect(.degrees(-90)).frame(width: 100, height: 100)
        let bitmap = try renderer.render(ring, in: scaleOne(), size: .fixed(width: 100, height: 100)).bitmap
        let d = 50 + Int((50 * 0.7071).rounded()), e = 50 - Int((50 * 0.7071).rounded())
        #expect(bitmap[d - 1, e].g < 120, "top right is inked: \(bitmap.hex(d - 1, e))")
        #expect(bitmap[d - 1, d - 1].g == 255, "bottom right is not: \(bitmap.hex(d - 1, d - 1))")
        #expect(try describe(ring, width: 100, height: 100).contains("rotation -90° anchor (0.5, 0.5)"))
    }

    @Test func aSquareRotatedAnEighthIsADiamond() throws {
        let square = Color.blue.frame(width: 40, height: 40).rotationEffect(.degrees(45)).frame(width: 80, height: 80)
        let bitmap = try renderer.render(square, in: scaleOne(), size: .fixed(width: 80, height: 80)).bitmap
        // Blue ink has no red; the white background is all red.
        #expect(bitmap[40, 13].r < 50, "the top corner reaches up to 40 − 28: \(bitmap.hex(40, 13))")
        #expect(bitmap[21, 21].r == 255, "the unrotated square's corner is empty: \(bitmap.hex(21, 21))")
    }

    @Test func scalingAboutTheTopLeadingCorner() throws {
        let view = Color.green.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading).frame(width: 40, height: 40, alignment: .topLeading)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 40, height: 40)).bitmap
        #expect(bitmap[10, 10].g > 100 && bitmap[10, 10].r < 100)
        #expect(bitmap[30, 30].g == 255 && bitmap[30, 30].r == 255, "outside the scaled square: \(bitmap.hex(30, 30))")
    }

    @Test func nonFiniteTransformsAreErrors() {
        #expect(throws: RenderError.self) { _ = try renderer.render(Color.red.rotationEffect(.radians(.nan)), in: scaleOne()) }
        #expect(throws: RenderError.self) { _ = try renderer.render(Color.red.scaleEffect(.infinity), in: scaleOne()) }
    }
}
