import Testing
@testable import ProofUI

/// `.listRowInsets`: the 44 pt minimum is the whole row's, insets included, as on iOS. Insets
/// taller than that (top + bottom over 44 pt) make the row its content plus its insets; they
/// once gave the content a negative minimum height, which threw a RenderError.
@Suite struct ListRowInsetsTests {
    /// The frame (`(x, y) w×h`) of the first colour `hex` in the description.
    func frame(of hex: String, in description: String) -> String? {
        description.split(separator: "\n").first { $0.contains("Color \(hex) ") }
            .flatMap { line in line.range(of: " (").map { String(line[line.index(after: $0.lowerBound)...]) } }
    }

    @Test func tallInsetsGrowTheRowAndTheMinimumCountsThem() throws {
        let view = List {
            Color.red.frame(height: 10)
                .listRowInsets(EdgeInsets(top: 30, leading: 8, bottom: 30, trailing: 8))
            Color.blue.frame(height: 10)
            Color.green.frame(height: 60)
                .listRowInsets(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
            Color.orange.frame(height: 4)
                .listRowInsets(EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
        }
        .listStyle(.plain)
        let description = try describe(view, width: 200, height: 300, environment: scaleOne())
        // Each row is its insets' padding around the content, and the next row starts where it
        // ends: the separator is drawn over the row's last pixel and takes no room.
        func row(_ insets: String) -> String? {
            description.split(separator: "\n").first { $0.contains("Padding \(insets) (") }
                .flatMap { line in line.range(of: " (").map { String(line[line.index(after: $0.lowerBound)...]) } }
        }
        // Row 1: 30 + 10 + 30 = 70 pt, over the 44 pt minimum; the content 30 pt down, 8 pt in.
        #expect(row("top 30 leading 8 bottom 30 trailing 8") == "(0, 0) 200×70", "\(description)")
        #expect(frame(of: "#ff3b30ff", in: description) == "(8, 30) 184×10", "\(description)")
        // Row 2 (default insets 11 × 16): the 44 pt minimum, the content centred in the 22 pt left.
        #expect(row("top 11 leading 16 bottom 11 trailing 16") == "(0, 70) 200×44", "\(description)")
        #expect(frame(of: "#007affff", in: description) == "(16, 87) 168×10", "\(description)")
        // Row 3: 2 + 60 + 2 = 64 pt.
        #expect(row("top 2 leading 4 bottom 2 trailing 4") == "(0, 114) 200×64", "\(description)")
        #expect(frame(of: "#34c759ff", in: description) == "(4, 116) 192×60", "\(description)")
        // Row 4: 20 + 4 + 20 = 44 pt, the minimum exactly (the content is given 44 - 40 = 4 pt).
        #expect(row("top 20 leading 0 bottom 20 trailing 0") == "(0, 178) 200×44", "\(description)")
        #expect(frame(of: "#ff9500ff", in: description) == "(0, 198) 200×4", "\(description)")
    }
}
