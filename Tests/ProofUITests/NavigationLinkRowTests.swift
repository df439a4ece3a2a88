import Testing
@testable import ProofUI

/// A navigation link's label of several views in a list row is one row content: its views sit
/// side by side from the leading edge, the chevron at the trailing edge, as on iOS.
@Suite struct NavigationLinkRowTests {
    func frame(of hex: String, in description: String) -> String? {
        description.split(separator: "\n").first { $0.contains("Color \(hex) ") }
            .flatMap { line in line.range(of: " (").map { String(line[line.index(after: $0.lowerBound)...]) } }
    }

    @Test func aLabelOfSeveralViewsStaysTogetherAtTheLeadingEdge() throws {
        let view = List {
            NavigationLink(destination: Text("Detail")) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
        }
        .listStyle(.plain)
        let description = try describe(view, width: 300, height: 100, environment: scaleOne())
        // Both at the row's 16 pt leading inset, 8 pt apart (a stack's default spacing), not
        // each alone in half of the row.
        let red = try #require(frame(of: "#ff3b30ff", in: description), "\(description)")
        let blue = try #require(frame(of: "#007affff", in: description), "\(description)")
        #expect(red.hasPrefix("(16, "), "\(description)")
        #expect(blue.hasPrefix("(44, "), "\(description)")
    }
}

/// Outside a list a navigation link is a button, drawn by the button style in the environment:
/// tinted by default, its label's own colours with `.plain`, and a custom style's body.
@Suite struct NavigationLinkButtonStyleTests {
    struct Framed: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(5).background(Color.red)
        }
    }

    func centre<V: View>(_ view: V) throws -> (centre: String, corner: String) {
        let bitmap = try renderer.render(view.frame(width: 40, height: 40).background(Color.white), in: scaleOne(),
                                         size: .fixed(width: 40, height: 40)).bitmap
        return (bitmap.hex(20, 20), bitmap.hex(7, 7))
    }

    func link() -> some View {
        NavigationLink(destination: Text("Detail")) { Rectangle().frame(width: 20, height: 20) }
    }

    @Test func theDefaultStyleTintsTheLabel() throws {
        #expect(try centre(link()).centre == "#007affff")
    }

    @Test func thePlainStyleLeavesTheLabelsOwnColours() throws {
        #expect(try centre(link().buttonStyle(.plain)).centre == "#000000ff")
        #expect(try centre(link().buttonStyle(.plain).foregroundStyle(Color(red: 0, green: 1, blue: 0))).centre == "#00ff00ff")
    }

    @Test func aCustomStyleDrawsTheLink() throws {
        let pixels = try centre(link().buttonStyle(Framed()))
        #expect(pixels.centre == "#000000ff", "a custom style's label keeps the foreground style")
        #expect(pixels.corner == "#ff3b30ff", "the style's background around the label: \(pixels.corner)")
    }
}
