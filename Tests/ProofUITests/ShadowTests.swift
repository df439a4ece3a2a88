import Testing
import ProofRender
@testable import ProofUI

/// `.shadow` paints the view's coverage blurred, tinted and offset under the view.
@Suite struct ShadowTests {
    func card(radius: Double, y: Double = 0) -> some View {
        RoundedRectangle(cornerRadius: 8).fill(Color.white)
            .frame(width: 40, height: 40)
            .shadow(color: .black.opacity(0.5), radius: radius, x: 0, y: y)
            .frame(width: 80, height: 80)
            .background(Color.white)
    }

    @Test func aShadowDarkensAroundTheViewAndFadesAway() throws {
        let bitmap = try renderer.render(card(radius: 4, y: 4), in: scaleOne(), size: .fixed(width: 80, height: 80)).bitmap
        #expect(bitmap.hex(40, 40) == "#ffffffff", "the card itself")
        let below = bitmap[40, 62], above = bitmap[40, 18]
        #expect(below.r < 200, "under the card, moved down: \(bitmap.hex(40, 62))")
        #expect(below.r < above.r, "the offset moves the shadow down")
        #expect(bitmap.hex(2, 2) == "#ffffffff", "far away")
        let description = try describe(card(radius: 4, y: 4), width: 80, height: 80)
        #expect(description.contains("shadow radius 4 x 0 y 4 #00000080"), "\(description)")
    }

    @Test func theSameShadowTwiceIsTheSameBits() throws {
        let a = try renderer.render(card(radius: 6), in: scaleOne { $0.displayScale = 3 }, size: .fixed(width: 80, height: 80)).bitmap
        let b = try renderer.render(card(radius: 6), in: scaleOne { $0.displayScale = 3 }, size: .fixed(width: 80, height: 80)).bitmap
        #expect(a.contentHash == b.contentHash)
    }

    @Test func badShadowsAreErrors() {
        #expect(throws: RenderError.self) { _ = try renderer.render(Color.red.shadow(radius: .nan), in: scaleOne()) }
        #expect(throws: RenderError.self) { _ = try renderer.render(Color.red.shadow(radius: 2, x: .infinity), in: scaleOne()) }
    }
}
