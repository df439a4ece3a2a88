import Testing
import ProofRender
@testable import ProofUI

/// Linear and radial gradients paint pixel by pixel, interpolated in premultiplied sRGB, the
/// same bits on every machine.
@Suite struct GradientTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    @Test func aLinearGradientRunsFromItsStartToItsEnd() throws {
        let view = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 4)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 100, height: 4)).bitmap
        // The pixel centre at x + 0.5 is at t = (x + 0.5) / 100.
        #expect(bitmap.hex(0, 2) == "#fe0001ff")
        #expect(bitmap.hex(50, 2) == "#7e0081ff")
        #expect(bitmap.hex(99, 2) == "#0100feff")
        let description = try describe(view, width: 100, height: 4)
        #expect(description.contains("fill linearGradient #ff0000ff→#0000ffff"), "\(description)")
    }

    @Test func leadingAndTrailingSwapRightToLeft() throws {
        let view = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 4)
        let bitmap = try renderer.render(view, in: scaleOne { $0.layoutDirection = .rightToLeft }, size: .fixed(width: 100, height: 4)).bitmap
        #expect(bitmap.hex(0, 2) == "#0100feff")
        #expect(bitmap.hex(99, 2) == "#fe0001ff")
    }

    @Test func stopsAndTranslucency() throws {
        let view = LinearGradient(stops: [.init(color: Self.red, location: 0.5), .init(color: .clear, location: 1)],
                                  startPoint: .top, endPoint: .bottom)
            .frame(width: 4, height: 100)
            .background(Color.white)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 4, height: 100)).bitmap
        #expect(bitmap.hex(2, 10) == "#ff0000ff", "before the first stop: its colour")
        // Towards clear, red fades over white without a dark band (premultiplied interpolation).
        let fading = bitmap[2, 75]
        #expect(fading.r == 255 && fading.g == fading.b && fading.g > 100 && fading.g < 155, "\(bitmap.hex(2, 75))")
    }

    @Test func aRadialGradientGrowsFromItsCentre() throws {
        let view = RadialGradient(colors: [Self.red, Self.blue], center: .center, startRadius: 0, endRadius: 50)
            .frame(width: 100, height: 100)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 100, height: 100)).bitmap
        #expect(bitmap[50, 50].r > 245 && bitmap[50, 50].b < 10)
        #expect(bitmap.hex(0, 0) == "#0000ffff", "past the end radius: the last colour")
        #expect(bitmap[75, 50].r > 120 && bitmap[75, 50].r < 135, "halfway out: \(bitmap.hex(75, 50))")
    }

    @Test func aGradientStrokesAndClipsToItsShape() throws {
        let view = Circle().fill(LinearGradient(colors: [Self.red, Self.blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 40, height: 40).background(Color.white)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 40, height: 40)).bitmap
        #expect(bitmap.hex(1, 1) == "#ffffffff", "outside the circle")
        #expect(bitmap[20, 2].r > 200 && bitmap[20, 37].b > 200)
    }
}

/// A `Gradient` or an `AnyGradient` (`Color.gradient`) used as a shape style is painted as a
/// linear gradient from the top centre to the bottom centre, as Apple documents for `AnyGradient`.
@Suite struct GradientShapeStyleTests {
    static let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])

    static func column<S: ShapeStyle>(_ style: S) throws -> Bitmap {
        try renderer.render(Rectangle().fill(style).frame(width: 4, height: 100), in: scaleOne(), size: .fixed(width: 4, height: 100)).bitmap
    }

    @Test func aGradientIsPaintedTopToBottom() throws {
        for bitmap in [try Self.column(Self.gradient), try Self.column(AnyGradient(Self.gradient))] {
            #expect(bitmap[2, 0].r > 240 && bitmap[2, 0].b < 15, "\(bitmap.hex(2, 0))")
            #expect(bitmap[2, 99].b > 240 && bitmap[2, 99].r < 15, "\(bitmap.hex(2, 99))")
            #expect(bitmap.hex(0, 50) == bitmap.hex(3, 50), "no change across")
        }
    }
}
