import Foundation
import Testing
@testable import ProofText

/// Unicode's own conformance file for UAX #14, `LineBreakTest.txt` (copied into the test
/// resources with its licence). The file assumes the number tailoring of UAX #14 section 8.2
/// Example 7; `LineBreaker` implements both that and the annex's default rules.
@Suite struct LineBreakConformanceTests {
    struct Case {
        let line: Int
        let scalars: [Unicode.Scalar]
        /// `true` where the file marks a break (÷), for positions 0...scalars.count.
        let breaks: [Bool]
    }

    static let cases: [Case] = {
        guard let url = Bundle.module.url(
            forResource: "LineBreakTest", withExtension: "txt", subdirectory: "unicode"
        ), let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var cases: [Case] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Bool] = []
            for token in tokens {
                switch token {
                case "÷": breaks.append(true)
                case "×": breaks.append(false)
                default: scalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
                }
            }
            precondition(breaks.count == scalars.count + 1, "line \(number + 1)")
            cases.append(Case(line: number + 1, scalars: scalars, breaks: breaks))
        }
        return cases
    }()

    /// Positions where `breaker` disagrees with the file.
    static func mismatches(_ testCase: Case, _ breaker: LineBreaker) -> [Int] {
        let decisions = breaker.decisions(for: testCase.scalars)
        return decisions.indices.filter { (decisions[$0].action != .prohibited) != testCase.breaks[$0] }
    }

    @Test func fileIsUnicode15AndComplete() throws {
        #expect(LineBreakClass.unicodeVersion == "15.0.0")
        #expect(Self.cases.count == 7654)
        let url = try #require(Bundle.module.url(
            forResource: "LineBreakTest", withExtension: "txt", subdirectory: "unicode"))
        let header = try String(contentsOf: url, encoding: .utf8).prefix(40)
        #expect(header.hasPrefix("# LineBreakTest-15.0.0.txt"))
    }

    @Test func tailoredNumbersPassEveryLine() {
        let breaker = LineBreaker(numberRule: .regularExpression)
        let failing = Self.cases.filter { !Self.mismatches($0, breaker).isEmpty }.map(\.line)
        #expect(failing == [])
    }

    /// With the annex's default number rules, 7,620 of the 7,654 lines pass, and the 34 that
    /// fail are exactly those that depend on the tailoring: each passes with the tailoring,
    /// and at each position in dispute one of the two rule sets decided by its number rule
    /// (LB13 or LB25). Examples: "a.2" (default IS × NU keeps it; the file breaks before 2)
    /// and "%(" (default PO × OP keeps it; the file breaks, as no number follows).
    @Test func defaultRulesFailOnlyOnNumberTailoring() {
        let standard = LineBreaker(numberRule: .pairs)
        let tailored = LineBreaker(numberRule: .regularExpression)
        let numberRules: Set<LineBreakRule> = [.lb13, .lb25]
        var passing = 0
        var failingLines: [Int] = []
        for testCase in Self.cases {
            let positions = Self.mismatches(testCase, standard)
            if positions.isEmpty {
                passing += 1
                continue
            }
            failingLines.append(testCase.line)
            #expect(Self.mismatches(testCase, tailored).isEmpty, "line \(testCase.line)")
            let standardRules = standard.decisions(for: testCase.scalars).map(\.rule)
            let tailoredRules = tailored.decisions(for: testCase.scalars).map(\.rule)
            for position in positions {
                #expect(
                    numberRules.contains(standardRules[position])
                        || numberRules.contains(tailoredRules[position]),
                    "line \(testCase.line) position \(position): \(standardRules[position]) / \(tailoredRules[position])"
                )
            }
        }
        #expect(passing == 7620)
        #expect(failingLines == [
            1161, 1163, 1165, 1167, 2873, 2875, 4425, 4427, 4473, 4475, 4597, 4599, 4645, 4647,
            5109, 5111, 6149, 6151, 6153, 6155, 7477, 7486, 7491, 7576, 7577, 7578, 7579, 7580,
            7581, 7583, 7584, 7585, 7586, 7587,
        ])
    }
}
