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

    /// `.offset(…).rotationEffect(…)` turns about the laid-out frame (a clock hand), and
    /// `.rotationEffect(…).offset(…)` turns in place and then moves.
    @Test func anOffsetInsideARotationTurnsAboutTheLaidOutFrame() throws {
        let hand = Color.red.frame(width: 4, height: 20).offset(y: -10).rotationEffect(.degrees(90)).frame(width: 60, height: 60)
        let bitmap = try renderer.render(hand, in: scaleOne(), size: .fixed(width: 60, height: 60)).bitmap
        // Pointing up from the centre, turned a quarter clockwise: pointing right (system red has
        // green 59; the white background 255).
        #expect(bitmap[45, 30].g < 100, "right of the centre: \(bitmap.hex(45, 30))")
        #expect(bitmap[30, 15].g == 255, "no longer above it: \(bitmap.hex(30, 15))")
        let moved = Color.red.frame(width: 4, height: 20).rotationEffect(.degrees(90)).offset(x: 15).frame(width: 60, height: 60)
        let movedBitmap = try renderer.render(moved, in: scaleOne(), size: .fixed(width: 60, height: 60)).bitmap
        #expect(movedBitmap[45, 30].g < 100 && movedBitmap[36, 30].g < 100, "a horizontal bar centred at x = 45")
        #expect(movedBitmap[45, 22].g == 255, "not the unrotated bar: \(movedBitmap.hex(45, 22))")
    }

    @Test func nonFiniteTransformsAreErrors() {
        #expect(throws: RenderError.self) { _ = try renderer.render(Color.red.rotationEffect(.radians(.nan)), in: scaleOne()) }
        #expect(throws: RenderError.self) { _ = try renderer.render(Color.red.scaleEffect(.infinity), in: scaleOne()) }
    }
}
