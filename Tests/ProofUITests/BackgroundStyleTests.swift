import Testing
import ProofRender
@testable import ProofUI

/// `.background` as a style, `backgroundStyle(_:)`, and the backgrounds that paint it
/// (`background(ignoresSafeAreaEdges:)`, `background(in:fillStyle:)`), as SwiftUI draws them.
@Suite struct BackgroundStyleTests {
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// A 20-point red square padded to 40 points, its background a circle in the context's
    /// background style, over green.
    static func badge(dark: Bool = false, style: Color? = nil) throws -> Bitmap {
        let base = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).padding(10).background(in: Circle())
        let view = Group {
            if let style { AnyView(base.backgroundStyle(style)) } else { AnyView(base) }
        }.background(green)
        return try renderer.render(view, in: scaleOne { $0.colorScheme = dark ? .dark : .light },
                                   size: .fixed(width: 40, height: 40)).bitmap
    }

    @Test func backgroundInAShapeFillsItWithTheSystemBackground() throws {
        let light = try Self.badge()
        #expect(light.hex(20, 3) == "#ffffffff", "inside the circle, above the square: systemBackground (white)")
        #expect(light.hex(1, 1) == "#00ff00ff", "outside the circle: what is behind")
        #expect(light.hex(20, 20) == "#ff0000ff", "the content is over the background")
        #expect(try Self.badge(dark: true).hex(20, 3) == "#000000ff", "dark mode's systemBackground is black")
    }

    @Test func backgroundStyleSetsTheStyleBackgroundsUse() throws {
        #expect(try Self.badge(style: Self.blue).hex(20, 3) == "#0000ffff")
        // The style is the environment's: read back as an AnyShapeStyle.
        var environment = EnvironmentValues()
        #expect(environment.backgroundStyle == nil)
        environment.backgroundStyle = AnyShapeStyle(Self.blue)
        #expect(ShapeStylePainter(environment: environment).color(BackgroundStyle()) == Self.blue)
        #expect(ShapeStylePainter(environment: EnvironmentValues()).color(BackgroundStyle()) == Color(.systemBackground))
    }

    @Test func backgroundWithNoArgumentsFillsTheFrameAndTheSafeArea() throws {
        let view = Color.clear.frame(width: 10, height: 10).background().backgroundStyle(Self.blue)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap
        #expect(bitmap.hex(0, 0) == "#0000ffff" && bitmap.hex(9, 9) == "#0000ffff")
        let dark = try renderer.render(Color.clear.frame(width: 10, height: 10).background(),
                                       in: scaleOne { $0.colorScheme = .dark }, size: .fixed(width: 10, height: 10)).bitmap
        #expect(dark.hex(5, 5) == "#000000ff")
    }

    /// A gradient set as the background style is painted as a gradient, not as one colour.
    @Test func aGradientBackgroundStyleIsPaintedAsAGradient() throws {
        let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Self.blue], startPoint: .top, endPoint: .bottom)
        let view = Color.clear.frame(width: 4, height: 100).background().backgroundStyle(gradient)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 4, height: 100)).bitmap
        #expect(bitmap[2, 1].r > 240 && bitmap[2, 1].b < 15, "\(bitmap.hex(2, 1))")
        #expect(bitmap[2, 98].b > 240 && bitmap[2, 98].r < 15, "\(bitmap.hex(2, 98))")
    }

    @Test func theBackgroundStyleFillsShapes() throws {
        let view = Rectangle().fill(.background).frame(width: 10, height: 10).background(Self.green)
        let bitmap = try renderer.render(view, in: scaleOne { $0.colorScheme = .dark }, size: .fixed(width: 10, height: 10)).bitmap
        #expect(bitmap.hex(5, 5) == "#000000ff")
    }
}
