import Testing
import ProofRender
@testable import ProofUI

/// Custom shape styles in iOS 17's shape (`resolve(in:) -> some ShapeStyle`), resolved
/// through as many styles as they nest, and painted as the built-in style they reach.
@Suite struct ShapeStyleTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let redToBlue = LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)

    /// A style that is a gradient in light mode and a colour in dark mode, as apps write them.
    struct Vibrant: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? AnyShapeStyle(Color.yellow) : AnyShapeStyle(ShapeStyleTests.redToBlue)
        }
    }

    /// A style that resolves to another custom style.
    struct Nested: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Vibrant { Vibrant() }
    }

    struct ResolvesToItself: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> ResolvesToItself { self }
    }

    static func column<S: ShapeStyle>(_ style: S, dark: Bool = false) throws -> Bitmap {
        try renderer.render(Rectangle().fill(style).frame(width: 4, height: 100).background(Color.black),
                            in: scaleOne { $0.colorScheme = dark ? .dark : .light }, size: .fixed(width: 4, height: 100)).bitmap
    }

    @Test func aCustomStyleResolvingToAGradientPaintsThatGradientsPixels() throws {
        let expected = try Self.column(Self.redToBlue)
        #expect(expected.hex(2, 0) != expected.hex(2, 99), "the reference is a gradient")
        #expect(try Self.column(Vibrant()) == expected)
        #expect(try Self.column(Nested()) == expected, "resolved through two custom styles")
        #expect(try Self.column(AnyShapeStyle(Nested())) == expected, "and through a type-erased one")
    }

    @Test func aCustomStyleResolvesInTheEnvironmentWhereItIsUsed() throws {
        let dark = try Self.column(Vibrant(), dark: true)
        #expect(dark.hex(2, 0) == "#ffd60aff" && dark.hex(2, 99) == "#ffd60aff", "systemYellow in dark mode, one colour")
        #expect(try describe(Text("x").foregroundStyle(Nested()), environment: scaleOne { $0.colorScheme = .dark }).contains("#ffd60aff"))
    }

    @Test func aStyleThatResolvesToItselfIsAnErrorNotAHang() throws {
        do throws(RenderError) {
            _ = try renderer.render(Rectangle().fill(ResolvesToItself()), in: scaleOne(), size: .fixed(width: 4, height: 4))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidValue)
            #expect(error.description.contains("ResolvesToItself resolves through more than 64 styles"), "\(error)")
        }
    }

    @Test func aColorResolvesToItsComponents() throws {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let resolved = Color.red.resolve(in: dark)
        #expect(resolved == Color.Resolved(red: 1, green: 69 / 255, blue: 58 / 255), "systemRed in dark mode")
        #expect(Color.red.resolve(in: EnvironmentValues()).green == Float(59) / 255, "systemRed in light mode")
        #expect(resolved.description == "#FF453AFF")
        #expect(Color(resolved).resolved(in: EnvironmentValues()) == RGBA8(r: 255, g: 69, b: 58, a: 255))
        let half = Color.Resolved(red: 0.5, green: 0, blue: 1)
        #expect(abs(half.linearRed - 0.21404) < 0.0001, "sRGB's transfer function")
        #expect(abs(Color.Resolved(colorSpace: .sRGBLinear, red: half.linearRed, green: 0, blue: 1).red - 0.5) < 0.0001)
        #expect(try describe(Rectangle().fill(resolved)).contains("fill #ff453aff"), "a resolved colour is a style")
    }

    @Test func separatorPaintsTheSeparatorColour() throws {
        #expect(try describe(Rectangle().fill(.separator)).contains("fill #3c3c434a"))
        #expect(try describe(Rectangle().fill(.separator), environment: scaleOne { $0.colorScheme = .dark }).contains("fill #54545899"))
    }

    @Test func levelsOfAStyleLowerItsOpacityAndTheBackgroundsAreTheSystemLevels() throws {
        #expect(try describe(Rectangle().fill(Color.red.secondary)).contains("fill #ff3b3099"), "0.6 of the opacity")
        #expect(try describe(Rectangle().fill(Color.red.tertiary)).contains("fill #ff3b304d"), "0.3")
        #expect(try describe(Rectangle().fill(.tint.secondary).tint(.green)).contains("fill #34c75999"), "the tint's level")
        #expect(try describe(Rectangle().fill(.background.secondary)).contains("fill #f2f2f7ff"), "secondarySystemBackground")
        #expect(try describe(Rectangle().fill(.background.tertiary), environment: scaleOne { $0.colorScheme = .dark })
            .contains("fill #2c2c2eff"), "tertiarySystemBackground, dark")
        #expect(try describe(Rectangle().fill(.background.secondary).backgroundStyle(Self.blue)).contains("fill #0000ff99"),
                "a background style that was set is lowered like any style")
        #expect(try describe(Rectangle().fill(.fill.secondary)).contains("fill #78788029"), "the fills keep their own levels")
    }

    @Test func opacityOfAGradientScalesEveryStop() throws {
        let expected = try renderer.render(Rectangle().fill(Self.red.opacity(0.5)).frame(width: 4, height: 10).background(Color.black),
                                           in: scaleOne(), size: .fixed(width: 4, height: 10)).bitmap
        let gradient = try renderer.render(Rectangle().fill(Self.red.gradient.opacity(0.5)).frame(width: 4, height: 10).background(Color.black),
                                           in: scaleOne(), size: .fixed(width: 4, height: 10)).bitmap
        #expect(gradient == expected)
        #expect(expected.hex(2, 5) == "#800000ff", "half red over black")
        let halfStops = LinearGradient(colors: [Self.red.opacity(0.5), Self.blue.opacity(0.5)], startPoint: .top, endPoint: .bottom)
        let column = try Self.column(Self.redToBlue.opacity(0.5))
        #expect(column == (try Self.column(halfStops)), "the same pixels as a gradient of half-opaque stops")
        #expect(column != (try Self.column(Self.redToBlue)))
        #expect(try describe(Rectangle().fill(Color.red.gradient.blendMode(.multiply))).contains("linearGradient"),
                "a blend mode is accepted and the style painted")
    }

    @Test func cornerRadiiNameTheCornersByReadingDirection() throws {
        let radii = RectangleCornerRadii(topLeading: 10, bottomTrailing: 4)
        func render<S: ProofUI.Shape>(_ shape: S, direction: LayoutDirection = .leftToRight) throws -> Bitmap {
            try renderer.render(shape.fill(Self.red).frame(width: 40, height: 40).background(Color.black),
                                in: scaleOne { $0.layoutDirection = direction }, size: .fixed(width: 40, height: 40)).bitmap
        }
        let expected = try render(UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 4))
        #expect(try render(UnevenRoundedRectangle(cornerRadii: radii)) == expected)
        #expect(try render(UnevenRoundedRectangle.rect(cornerRadii: radii)) == expected)
        #expect(expected.hex(0, 0) == "#000000ff" && expected.hex(39, 0) == "#ff0000ff" && expected.hex(0, 39) == "#ff0000ff")
        let rtl = try render(UnevenRoundedRectangle(cornerRadii: radii), direction: .rightToLeft)
        #expect(rtl.hex(39, 0) == "#000000ff" && rtl.hex(0, 0) == "#ff0000ff", "leading is the right in a right-to-left layout")
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: radii)
        #expect(path == UnevenRoundedRectangle(cornerRadii: radii).path(in: rect))
        #expect(Path(roundedRect: rect, cornerRadii: radii) == path)
        #expect(path != Path(roundedRect: rect, cornerRadius: 10))
        var shape = UnevenRoundedRectangle()
        shape.cornerRadii = radii
        #expect(shape.cornerRadii == radii && shape.topLeadingRadius == 10 && shape.bottomTrailingRadius == 4)
    }

    @Test func symbolVariantsCombine() {
        #expect(SymbolVariants.circle.fill == SymbolVariants.fill.circle)
        #expect(SymbolVariants.circle.fill.contains(.fill) && SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.circle.fill.contains(.slash) && !SymbolVariants.fill.contains(.circle.fill))
        #expect(SymbolVariants.circle.square.contains(.square) && !SymbolVariants.circle.square.contains(.circle), "one enclosing shape")
        #expect(SymbolVariants.none != .fill && SymbolVariants.slash.contains(.none))
    }
}

/// On types that are views and styles at once, `opacity` and `blendMode` are not ambiguous.
@Suite struct ShapeStyleViewOverloadTests {
    @Test func opacityAndBlendModeOnAColourCompileAndPaint() throws {
        // As an app's shimmer writes it: the colour is a view and a style.
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            .overlay(Color(.systemBackground).blendMode(.sourceAtop).opacity(0.5))
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap
        let pixel = bitmap[5, 5]
        #expect(pixel.r == 255 && abs(Int(pixel.g) - 128) <= 1 && abs(Int(pixel.b) - 128) <= 1, "half white over red: \(pixel)")
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(try describe(Rectangle().fill(gradient.opacity(0.5))).contains("linearGradient"), "a style where only a style fits")
    }

    @Test func aBlendedColourBehindStyledTextIsNotAmbiguous() throws {
        // As a widget of a real app writes it: text modifiers that Text and View both have,
        // then a blended colour as the background (a view or a style: the style is taken).
        let view = Text("Just").foregroundColor(.white).font(.body).fontWeight(.bold)
            .background(Color(red: 0, green: 0, blue: 0, opacity: 0.5).blendMode(.overlay))
        let blended = try renderer.render(view, in: scaleOne(), size: .fixed(width: 60, height: 30)).bitmap
        let plain = try renderer.render(Text("Just").foregroundColor(.white).font(.body).fontWeight(.bold)
            .background(Color(red: 0, green: 0, blue: 0, opacity: 0.5)), in: scaleOne(), size: .fixed(width: 60, height: 30)).bitmap
        #expect(blended == plain, "the blend mode is accepted and the colour painted with normal blending")
    }
}

/// A value that is a view and a style passed to `background(_:)` / `overlay(_:)` is painted
/// as a style (into the safe area), as SwiftUI chooses for a colour.
@Suite struct ViewOrStyleBackgroundTests {
    @Test func aGradientBackgroundOrOverlayIsPaintedAsAStyle() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let base = Color.clear.frame(width: 10, height: 10)
        #expect(try describe(base.background(gradient)) == describe(base.background(AnyShapeStyle(gradient))))
        #expect(try describe(base.overlay(gradient)) == describe(base.overlay(AnyShapeStyle(gradient))))
        #expect(try describe(base.overlay(gradient)).contains("overlay Rectangle fill linearGradient"))
    }
}
