import Foundation
import ProofLayout
import YogaCases
import Testing

/// Percentage min and max sizes on flex items, above all combined with percentage
/// `flex-basis`: where Yoga resolves them against the container's owner size rather than its
/// inner size (see `flexBasisWithinMinAndMax` in the engine).
///
/// `Conformance/percentage-min-max.jsonl` holds, in both directions:
/// - every case of Yoga's generated tests (facebook/yoga f6206ec, `tests/generated/*.cpp`)
///   with a percentage min or max size, expected frames as those tests assert them (Chrome's
///   layout of `gentest/fixtures`), among them the two that failed before,
///   `percentage_flex_basis_main_min_width` (8 points off) in both directions;
/// - group `YogaComputed`: cases where the container's owner size differs from its inner
///   size (nested containers, an available width given to the root, lines measured without
///   flexing), expected frames computed by Yoga itself at that commit.
@Suite struct PercentageMinMaxTests {
    static let cases: [String] = {
        guard let url = Bundle.module.url(forResource: "percentage-min-max", withExtension: "jsonl", subdirectory: "Conformance"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }()

    /// A node's frame and its children's, as the corpus writes them.
    struct Frame: Decodable, Equatable, CustomStringConvertible {
        var left, top, width, height: Double
        var children: [Frame]

        var description: String {
            "[\(left), \(top), \(width), \(height)]" + (children.isEmpty ? "" : "(\(children.map(\.description).joined(separator: ", ")))")
        }
    }

    struct Expectation: Decodable {
        var id: String
        var expected: Frame
    }

    @Test func casesArePresent() {
        #expect(Self.cases.count == 26)
        #expect(Self.cases.filter { $0.contains(#""name":"percentage_flex_basis_main_min_width""#) }.count == 2)
    }

    @Test(arguments: cases)
    func frameMatchesYogaExactly(_ line: String) throws {
        let expectation = try JSONDecoder().decode(Expectation.self, from: Data(line.utf8))
        var layoutCase = try LayoutCase(json: line)
        let actual = try JSONDecoder().decode(Frame.self, from: Data(try layoutCase.layoutJSON().utf8))
        #expect(actual == expectation.expected, "\(expectation.id)")
    }

    /// The row of the fixture, through the Swift API: bases 15% and 10% of 200, mins 60% and
    /// 20%, grow 1 and 4. The mins only freeze the first item at 120; the rest of the free
    /// space goes to the second (a clamp against the inner size gave 128 and 72).
    @Test func percentageMinWidthDoesNotRaiseTheBasisTheFreeSpaceIsSharedFrom() throws {
        var tree = LayoutTree(root: style {
            $0.positionType = .absolute
            $0.flexDirection = .row
            $0.width = 200
            $0.height = 200
        })
        tree.addNode(style { $0.flexGrow = 1; $0.flexBasis = .percent(15); $0.minWidth = .percent(60) }, parent: tree.root)
        tree.addNode(style { $0.flexGrow = 4; $0.flexBasis = .percent(10); $0.minWidth = .percent(20) }, parent: tree.root)
        try tree.layout(direction: .ltr)
        #expect(childFrames(tree) == [Rect(x: 0, y: 0, width: 120, height: 200), Rect(x: 120, y: 0, width: 80, height: 200)])
        try tree.layout(direction: .rtl)
        #expect(childFrames(tree) == [Rect(x: 80, y: 0, width: 120, height: 200), Rect(x: 0, y: 0, width: 80, height: 200)])
    }
}
