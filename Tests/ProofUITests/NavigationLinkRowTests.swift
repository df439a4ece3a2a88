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
