import Foundation
import ProofLayout
import YogaCases
import Testing

/// A representative subset of the Yoga-derived conformance corpus (about four tests per
/// group, each in both directions), copied into the test target with Yoga's licence beside it.
/// The full corpus runs from `.ci/run`.
@Suite struct ConformanceSubsetTests {
    static let cases: [String] = {
        guard let url = Bundle.module.url(forResource: "yoga-subset", withExtension: "jsonl", subdirectory: "Conformance"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }()

    @Test func subsetIsPresent() {
        #expect(Self.cases.count >= 150)
    }

    @Test(arguments: cases)
    func caseMatchesExpectedLayout(_ line: String) throws {
        var layoutCase = try LayoutCase(json: line)
        let output = try layoutCase.layoutJSON()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let expected = try #require(document["expected"] as? [String: Any])
        let actual = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let mismatches = Self.compare(expected, actual, path: "root")
        #expect(mismatches.isEmpty, "\(layoutCase.id ?? "?"): \(mismatches.prefix(5).joined(separator: "; "))")
    }

    /// Differences between two layout trees, each as `path.field expected X got Y`.
    static func compare(_ expected: [String: Any], _ actual: [String: Any], path: String) -> [String] {
        var mismatches: [String] = []
        for field in ["left", "top", "width", "height"] {
            let e = (expected[field] as? NSNumber)?.doubleValue ?? .nan
            let a = (actual[field] as? NSNumber)?.doubleValue ?? .nan
            if !(Swift.abs(e - a) <= 0.01) { mismatches.append("\(path).\(field) expected \(e) got \(a)") }
        }
        let expectedChildren = expected["children"] as? [[String: Any]] ?? []
        let actualChildren = actual["children"] as? [[String: Any]] ?? []
        guard expectedChildren.count == actualChildren.count else {
            return mismatches + ["\(path) has \(actualChildren.count) children, expected \(expectedChildren.count)"]
        }
        for (index, pair) in zip(expectedChildren, actualChildren).enumerated() {
            mismatches += compare(pair.0, pair.1, path: "\(path)/\(index)")
        }
        return mismatches
    }
}
