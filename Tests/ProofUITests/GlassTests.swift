import Testing
import ProofRender
@testable import ProofUI

/// Liquid Glass paints its shape behind the view, anchored to the view's bounds: the tint
/// where there is one, a light veil otherwise, nothing for `identity`.
@Suite struct GlassTests {
    static let green = Color(red: 0, green: 1, blue: 0)

    static func render<V: View>(_ view: V, width: Double = 80) throws -> Bitmap {
        try renderer.render(view.background(green), in: scaleOne(), size: .fixed(width: width, height: 40)).bitmap
    }

    @Test func tintedGlassFillsACapsuleByDefault() throws {
        let bitmap = try Self.render(Color.clear.glassEffect(.regular.tint(Color(red: 0, green: 0, blue: 1))))
        // 80 % blue over the green behind it.
        #expect(bitmap.hex(40, 20) == "#0033ccff")
        #expect(bitmap.hex(1, 1) == "#00ff00ff", "outside the capsule's rounded end")
    }

    @Test func glassTakesTheShapeItIsGiven() throws {
        let bitmap = try Self.render(Color.clear.glassEffect(.regular.tint(Color(red: 0, green: 0, blue: 1)), in: Rectangle()))
        #expect(bitmap.hex(1, 1) == "#0033ccff" && bitmap.hex(78, 38) == "#0033ccff")
    }

    @Test func untintedGlassIsAVeilThatFollowsTheColorScheme() throws {
        let light = try Self.render(Color.clear.glassEffect(in: Rectangle()))
        let dark = try Self.render(Color.clear.glassEffect(in: Rectangle()).environment(\.colorScheme, .dark))
        let clear = try Self.render(Color.clear.glassEffect(.clear, in: Rectangle()))
        // 98 % white at 70 %, 18 % white at 55 %, white at 30 %, over the green behind.
        #expect(light.hex(40, 20) == "#affbafff" && dark.hex(40, 20) == "#198c19ff" && clear.hex(40, 20) == "#4dff4dff")
        #expect(light.hex(40, 20) != dark.hex(40, 20) && light.hex(40, 20) != clear.hex(40, 20))
        #expect(light.hex(40, 20) != "#00ff00ff" && clear.hex(40, 20) != "#00ff00ff")
    }

    @Test func identityGlassDrawsNothing() throws {
        let bitmap = try Self.render(Color.clear.glassEffect(.identity, in: Rectangle()))
        #expect(bitmap.hex(40, 20) == "#00ff00ff")
        #expect(Glass.regular.interactive() != Glass.regular && Glass.regular.interactive(false) == Glass.regular)
    }

    @Test func theProminentGlassButtonIsATintedCapsule() throws {
        let button = Button("Go") {}.buttonStyle(.glassProminent).tint(Color(red: 1, green: 0, blue: 0))
        let bitmap = try renderer.render(button, in: scaleOne(), size: .fixed(width: 120, height: 60)).bitmap
        // The capsule: 80 % red over the white page, the white label inside, the page outside.
        #expect(bitmap.hex(36, 30) == "#ffffffff" && bitmap.hex(38, 30) == "#ff3333ff" && bitmap.hex(81, 30) == "#ff3333ff")
        #expect((45..<75).contains { bitmap.hex($0, 30) == "#ffffffff" }, "the white label")
        let container = GlassEffectContainer(spacing: 20) { Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10) }
        let inside = try Self.render(container)
        #expect(inside.hex(40, 20) == "#ff0000ff" && inside.hex(30, 20) != "#ff0000ff", "the content as it is, centred")
    }
}
