import ProofRender
import ProofTesting
import Testing

/// Colour literals and the colour extensions apps declare themselves compile with
/// `import ProofUI` and draw their exact colours.
@MainActor @Suite struct AppExtensionTests {
    @Test func literalsAndHexColoursDrawTheirColours() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let snapshot = try Renderer().render(LiteralSwatches(), in: environment, size: .fixed(width: 70, height: 10))
        let pixels = (0..<7).map { snapshot.bitmap[$0 * 10 + 5, 5].description }
        #expect(pixels == ["#336699ff", "#996633ff", "#ff8000ff", "#008080ff", "#123456ff", "#abcdefff", pixels[6]])
        // The image literal names an image of the app, as `Image("missing-asset")` does.
        let literal = try Renderer().layout(Image(uiImage: #imageLiteral(resourceName: "missing-asset")), in: environment,
                                            size: .fixed(width: 10, height: 10)).textDescription
        let named = try Renderer().layout(Image("missing-asset"), in: environment, size: .fixed(width: 10, height: 10)).textDescription
        #expect(literal == named)
    }

    @Test func aColourLiteralIsAUIColor() {
        let color: UIColor = #colorLiteral(red: 1, green: 0.5019607843, blue: 0, alpha: 0.5)
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        // Typed apart: with the literal inside `#expect`, the solver's search over every
        // array-literal type with `==` (UIKit's option sets among them) runs out of time.
        let expected: [CGFloat] = [1, 128 / 255, 0, 128 / 255]
        #expect([red, green, blue, alpha] == expected)
        #expect(color.cgColor.components == [1.0, 128.0 / 255, 0.0, 128.0 / 255])
        #expect(Color(cgColor: color.cgColor) == Color(uiColor: color))
    }
}
