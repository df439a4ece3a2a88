import ProofBase
import Foundation
import ProofLayout
import Testing
import XCTest
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

/// A small view for the assertion tests: a label on a tinted card.
struct BadgeView: View {
    let text: String
    var body: some View {
        Text(text)
            .font(.headline)
            .padding(12)
            .background(Color.accentColor.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
            .padding(8)
    }
}

private func badgeSuite(_ texts: KeyValuePairs<String, String>) throws -> ViewSnapshotSuite<String> {
    let states = try Permutations(texts)
    let cases = try SnapshotCases(states, .environments(categories: [.small, .accessibilityMedium], base: oneX))
    return ViewSnapshotSuite("Badges", cases: cases, formats: .both) { BadgeView(text: $0) }
}

/// 1 pixel per point keeps the test pictures small and fast.
private var oneX: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.displayScale = 1
    return environment
}

/// A preview that shows an ideograph no bundled font has.
struct MissingGlyphPreviews: PreviewProvider {
    static var previews: some View {
        BadgeView(text: "中")
    }
}

@Suite struct SwiftTestingSuiteAssertionTests {
    @Test func recordsThenPassesThenReportsOneFailurePerChangedCase() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = suiteService(folder, mode: .missing)
        let suite = try badgeSuite(["new": "New", "sale": "Sale"])
        let line = #line + 2
        withKnownIssue {
            _ = assertSnapshots(of: suite, service: service)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.first?.rawValue.hasPrefix("Case ") == true
        }
        #expect(FileManager.default.fileExists(atPath: folder.file("References/Badges/sale.iPhone15.AX1.light.ltr.png")))
        #expect(FileManager.default.fileExists(atPath: folder.file("References/Badges/sale.iPhone15.AX1.light.ltr.txt")))

        let passing = assertSnapshots(of: try badgeSuite(["new": "New", "sale": "Sale"]), service: suiteService(folder, mode: .never))
        #expect(passing?.passed == true)
        #expect(passing?.snapshotCount == 8)

        // The "sale" badge now reads differently: its two cases fail, each once, in case order.
        let changed = try badgeSuite(["new": "New", "sale": "Sale!"])
        let reported = Locked<[String]>([])
        var outcome: SuiteOutcome?
        withKnownIssue {
            outcome = assertSnapshots(of: changed, service: suiteService(folder, mode: .never))
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            reported.withLock { $0.append(message) }
            return message.hasPrefix("Case sale.")
        }
        #expect(outcome?.failures.map(\.name) == ["sale.iPhone15.S.light.ltr", "sale.iPhone15.AX1.light.ltr"])
        let messages = reported.withLock { $0 }
        #expect(messages == outcome?.failures.map(\.failureMessage))
        #expect(messages.first?.hasPrefix("Case sale.iPhone15.S.light.ltr (state=sale, device=iPhone15, category=S, scheme=light, direction=ltr, orientation=portrait):\n") == true)
        #expect(messages.first?.contains("Snapshot \"sale.iPhone15.S.light.ltr\" differs from References/Badges/sale.iPhone15.S.light.ltr.png") == true)
        #expect(messages.first?.contains("Text snapshot \"sale.iPhone15.S.light.ltr\" differs") == true)
    }

    @Test func oneCallOverPermutationsUsesTheTestFunctionAsFolder() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let states = try Permutations(["Hi", "Bye"])
        let matrix = try EnvironmentMatrix.environments(schemes: .all, base: oneX)
        withKnownIssue {
            assertSnapshots(of: states, in: matrix, service: suiteService(folder, mode: .missing)) { BadgeView(text: $0) }
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            return message.hasPrefix("Case ") && message.contains("\nRecorded a new reference for snapshot ")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.file("References/Suite/oneCallOverPermutationsUsesTheTestFunctionAsFolder")).sorted()
        #expect(files == ["Bye.iPhone15.L.dark.ltr.png", "Bye.iPhone15.L.light.ltr.png", "Hi.iPhone15.L.dark.ltr.png", "Hi.iPhone15.L.light.ltr.png"])
    }

    @Test func aClosureIgnoringItsArgumentStillVerifiesEveryPermutation() throws {
        // `{ _ in … }` leaves the model type open: the permutations overload must win over the
        // one-value overload, which would take the `Permutations` itself as the value.
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let states = try Permutations(["Hi", "Bye"])
        var outcome: SuiteOutcome?
        withKnownIssue {
            outcome = assertSnapshots(of: states, folder: "", service: suiteService(folder, mode: .missing)) { _ in BadgeView(text: "Same") }
        } matching: { issue in
            issue.comments.first?.rawValue.contains("\nRecorded a new reference for snapshot ") == true
        }
        #expect(outcome?.cases.map(\.name) == ["Hi.iPhone15.L.light.ltr", "Bye.iPhone15.L.light.ltr"])
    }

    @Test func optionsInOneValueGiveTheSameCases() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let states = try Permutations(["Hi", "Bye"])
        let options = SnapshotOptions(matrix: try .environments(schemes: .all, base: oneX), formats: .text, folder: "shared",
                                      service: suiteService(folder, mode: .missing))
        var outcome: SuiteOutcome?
        withKnownIssue {
            outcome = assertSnapshots(of: states, options: options) { BadgeView(text: $0) }
        } matching: { issue in
            issue.comments.first?.rawValue.contains("\nRecorded a new text reference for snapshot ") == true
        }
        #expect(outcome?.cases.count == 4)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.file("References/Suite/shared")).sorted()
        #expect(files == ["Bye.iPhone15.L.dark.ltr.txt", "Bye.iPhone15.L.light.ltr.txt", "Hi.iPhone15.L.dark.ltr.txt", "Hi.iPhone15.L.light.ltr.txt"])
    }

    @Test(arguments: ["Sale", "Sold out"])
    func parameterisedTestsGetANamePerArgument(_ text: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var outcome: SuiteOutcome?
        let label = text == "Sale" ? "Sale" : "Sold_out"
        withKnownIssue {
            outcome = assertSnapshots(of: text, service: suiteService(folder, mode: .missing)) { BadgeView(text: $0) }
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            return message.hasPrefix("Case parameterisedTestsGetANamePerArgument/\(label).iPhone15.L.light.ltr ")
                && message.contains("\nRecorded a new reference for snapshot ")
        }
        #expect(outcome?.cases.map(\.name) == ["parameterisedTestsGetANamePerArgument/\(label).iPhone15.L.light.ltr"])
    }

    @Test(arguments: try! Permutations(["short": "Hi", "long": "A much longer label"]))
    func permutationsAsArguments(_ permutation: Permutation<String>) throws {
        #expect(permutation.testDescription == permutation.name)
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var outcome: SuiteOutcome?
        withKnownIssue {
            outcome = assertSnapshots(of: permutation, folder: "", service: suiteService(folder, mode: .missing)) { BadgeView(text: $0) }
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            return message.hasPrefix("Case \(permutation.name).iPhone15.L.light.ltr ")
                && message.contains("\nRecorded a new reference for snapshot ")
        }
        #expect(outcome?.cases.first?.axes.first == PermutationAxis("state", permutation.name))
        #expect(outcome?.cases.first?.name == permutation.name + ".iPhone15.L.light.ltr")
    }

    @Test func badPermutationsAreReportedAtTheCallersLine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let states = try Permutations(["a", "b"], axis: "category")
        let matrix = try EnvironmentMatrix.environments()
        let line = #line + 2
        withKnownIssue {
            let outcome = assertSnapshots(of: states, in: matrix, service: suiteService(folder, mode: .missing)) { BadgeView(text: $0) }
            #expect(outcome == nil)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.first?.rawValue == "axis name \"category\" cannot be used: two axes have this name; rename one"
        }
    }

    @Test func missingGlyphsFailTheCase() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let suite = ViewSnapshotSuite("Glyphs", cases: try SnapshotCases(try Permutations(["ideograph": "中"]), Matrix(oneX)), formats: .text) {
            BadgeView(text: $0)
        }
        var outcome: SuiteOutcome?
        withKnownIssue {
            outcome = assertSnapshots(of: suite, service: suiteService(folder, mode: .missing))
        } matching: { issue in
            issue.comments.first?.rawValue.contains("\nThis case shows characters the fonts lack, drawn as boxes: U+4E2D in ") == true
        }
        #expect(outcome?.cases.first?.problems.first?.hasPrefix("shows characters the fonts lack, drawn as boxes: U+4E2D in ") == true)
    }

    @Test func emojiAreDrawnAndDoNotFailTheCase() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let emoji = try Permutations(["gift": "🎁 🦄 👍🏽"])
        var outcome: SuiteOutcome?
        withKnownIssue {
            outcome = assertSnapshots(of: emoji, in: Matrix(oneX), as: .text, service: suiteService(folder, mode: .all)) { BadgeView(text: $0) }
        } matching: { Self.onlyRecorded($0) }
        #expect(outcome?.cases.first?.problems == [])
    }

    @Test func theMissingCharacterPolicyHoldsOnEveryAssertion() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = suiteService(folder, mode: .all)
        // Permutations: fail by default, pass when allowed.
        let han = try Permutations(["han": "中"])
        withKnownIssue {
            assertSnapshots(of: han, in: Matrix(oneX), as: .text, service: service) { BadgeView(text: $0) }
        } matching: { $0.comments.first?.rawValue.contains("shows characters the fonts lack, drawn as boxes: U+4E2D in ") == true }
        var allowed: SuiteOutcome?
        withKnownIssue {
            allowed = assertSnapshots(of: han, in: Matrix(oneX), as: .text, allowsMissingCharacters: true, folder: "allowed", service: service) {
                BadgeView(text: $0)
            }
        } matching: { Self.onlyRecorded($0) }
        #expect(allowed?.cases.first?.problems == [])
        // Previews.
        withKnownIssue {
            assertSnapshots(of: MissingGlyphPreviews.self, in: Matrix(oneX), as: .text, service: service)
        } matching: { $0.comments.first?.rawValue.contains("shows characters the fonts lack, drawn as boxes: U+4E2D in ") == true }
        var previews: SuiteOutcome?
        withKnownIssue {
            previews = assertSnapshots(of: MissingGlyphPreviews.self, in: Matrix(oneX), as: .text, allowsMissingCharacters: true,
                                       suite: "AllowedPreviews", service: service)
        } matching: { Self.onlyRecorded($0) }
        #expect(previews?.cases.first?.problems == [])
        // One rendered view: recorded while allowed, then verified against that reference, so
        // the only failure left is the missing character.
        let snapshot = try Renderer().render(BadgeView(text: "中"), in: oneX, size: .fittingWidth)
        withKnownIssue {
            assertSnapshot(of: snapshot, named: "han", service: service, allowsMissingCharacters: true)
        } matching: { Self.onlyRecorded($0) }
        withKnownIssue {
            let result = assertSnapshot(of: snapshot, named: "han", service: suiteService(folder, mode: .missing))
            #expect(result?.passed == true)
        } matching: { $0.comments.first?.rawValue == "han: " + (MissingCharacter.problem(snapshot.missingCharacters) ?? "") }
    }

    /// A failure that only says a reference was recorded (record mode `all`), not that the
    /// case shows missing characters.
    static func onlyRecorded(_ issue: Issue) -> Bool {
        let message = issue.comments.first?.rawValue ?? ""
        return message.contains("Recorded a new") && !message.contains("fonts lack")
    }

    @Test func missingImagesAreWarningsUnlessTheAuditsListThem() throws {
        let cases = try SnapshotCases(try Permutations(["logo": "logo"]), Matrix(oneX))
        let renderer = Renderer()
        let counted = ViewSnapshotSuite("Logos", cases: cases, formats: .text) { Image($0) }
        let warning = try counted.render(cases[0], with: renderer).findings
        #expect(warning.map(\.kind) == [.missingImage] && warning.map(\.severity) == [.warning])
        #expect(warning.first?.message.hasPrefix("shows no picture: \"logo\": no image named \"logo\" in bundle ") == true)
        let failing = ViewSnapshotSuite("Logos", cases: cases, formats: .text, audits: [.missingImage]) { Image($0) }
        #expect(try failing.render(cases[0], with: renderer).findings.map(\.severity) == [.failure])
        let waived = ViewSnapshotSuite("Logos", cases: cases, formats: .text, audits: AuditPolicy.all.warning(.missingImage)) { Image($0) }
        #expect(try waived.render(cases[0], with: renderer).findings.filter { $0.kind == .missingImage }.map(\.severity) == [.warning])
    }
}

/// The same call inside an `XCTestCase` reports through `XCTFail`. The failures of the call
/// under test are captured (only while `capturingFailures` runs it); every other failure, this
/// case's own `XCTAssert…` included, goes on to XCTest.
final class XCTestSuiteAssertionTests: XCTestCase {
    private var capturing = false
    private var captured: [(message: String, line: Int)] = []

    /// Runs `body`, returning its result and the failures it recorded, which fail nothing.
    private func capturingFailures<T>(_ body: () -> T) -> (T, [(message: String, line: Int)]) {
        captured.removeAll()
        capturing = true
        let result = body()
        capturing = false
        let failures = captured
        captured.removeAll()
        return (result, failures)
    }

    #if os(Linux)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #else
    override func record(_ issue: XCTIssue) {
        if capturing {
            captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
        } else {
            super.record(issue)
        }
    }
    #endif

    func testEachFailingCaseIsOneFailureAtTheCallersLine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let suite = try badgeSuite(["new": "New"])
        let service = suiteService(folder, mode: .never)
        let line = #line + 2
        let (outcome, failures) = capturingFailures {
            assertSnapshots(of: suite, service: service)
        }
        XCTAssertEqual(outcome?.failures.count, 2)
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.map(\.line), [line, line])
        guard failures.count == 2 else { return }
        XCTAssertTrue(failures[0].message.contains("No reference for snapshot \"new.iPhone15.S.light.ltr\""))
        XCTAssertTrue(failures[1].message.contains("new.iPhone15.AX1.light.ltr"))
    }
}
