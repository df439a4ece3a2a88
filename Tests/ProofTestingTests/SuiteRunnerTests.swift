import ProofRender
import ProofUI
import Testing
@testable import ProofSnapshots
@testable import ProofVerification

/// A service for the suite tests: whatever `PROOF_SHARD` the test process runs under, these
/// tests see every case (the runner takes its shard from the service's run).
func suiteService(_ folder: TemporaryFolder, mode: RecordMode) -> ScreenshotService {
    var service = makeService(folder, mode: mode)
    service.run.shard = nil
    return service
}

private struct RenderFailure: Error, CustomStringConvertible {
    var description: String { "the layout did not converge" }
}

@Suite struct SuiteRunnerTests {
    let states = try! Permutations(["active", "blocked", "expired"])

    private func cases() throws -> SnapshotCases<String, Settings> {
        try SnapshotCases(states, Matrix(Settings()).varying(try PermutationValues("size", ["S", "M", "L", "XL"])) { $0.size = $1 })
    }

    /// A picture that depends on the case: its state and size.
    private static func picture(_ item: SnapshotCase<String, Settings>, seed: UInt8 = 0) -> Bitmap {
        let width = 8 + ["S", "M", "L", "XL"].firstIndex(of: item.configuration.size)! * 2
        return samplePicture(width: width, height: 8 + item.model.count, seed: seed)
    }

    @Test func everyCaseIsVerifiedInOrderAndFailuresDoNotStopTheRun() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let runner = SuiteRunner(service: suiteService(folder, mode: .missing), formats: .both, parallelism: 4)
        let recorded = runner.run(try cases()) { item in
            RenderedCase(image: Self.picture(item), text: "\(item.model) \(item.configuration.size)\n")
        }
        #expect(recorded.cases.map(\.name) == (try cases()).map(\.name))
        #expect(recorded.snapshotCount == 24)
        #expect(recorded.counts.first { $0.status == .recorded }?.count == 24)
        #expect(!recorded.passed)

        // Change two cases: one picture, one text, and make one case throw.
        let verifying = SuiteRunner(service: suiteService(folder, mode: .never), formats: .both, parallelism: 3)
        let outcome = verifying.run(try cases()) { item in
            if item.name == "expired.S" { throw RenderFailure() }
            let seed: UInt8 = item.name == "blocked.L" ? 9 : 0
            let text = item.name == "active.XL" ? "active XL, changed\n" : "\(item.model) \(item.configuration.size)\n"
            return RenderedCase(image: Self.picture(item, seed: seed), text: text)
        }
        #expect(outcome.failures.map(\.name) == ["active.XL", "blocked.L", "expired.S"])
        try #require(outcome.failures.count == 3)
        #expect(outcome.failures[0].results.map(\.status) == [.passed, .failed])
        #expect(outcome.failures[1].results.map(\.status) == [.failed, .passed])
        #expect(outcome.failures[2].problems == ["could not be rendered: the layout did not converge"])
        #expect(outcome.failures[2].failureMessage == "Case expired.S (state=expired, size=S):\nThis case could not be rendered: the layout did not converge.")
        #expect(outcome.failures[0].failureMessage.hasPrefix("Case active.XL (state=active, size=XL):\nText snapshot \"active.XL\" differs"))
        #expect(outcome.counts.map(\.count) == [20, 2, 0, 0, 0, 0])
        #expect(outcome.summary.hasPrefix("Suite: 12 cases, 22 snapshots in "))
        #expect(outcome.summary.contains(": 1 case with errors, 2 failed, 20 passed.\nReview: swift run proof report (artifacts/report/index.html); accept the changes: swift run proof accept --failed."))
        // Every snapshot has its line in the log, with the case's axes.
        let lines = logLines(folder).filter { $0["recordMode"] as? String == "never" }
        #expect(lines.count == 22)
        #expect(lines.contains { $0["id"] as? String == "Suite/blocked.L" && $0["kind"] as? String == "image" && $0["axes"] as? [[String]] == [["state", "blocked"], ["size", "L"]] })
    }

    @Test func outcomesDoNotDependOnParallelism() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var messages: [[String]] = []
        for width in [1, 2, 7] {
            let runner = SuiteRunner(service: suiteService(folder, mode: .never), formats: .image, parallelism: width)
            let outcome = runner.run(try cases()) { RenderedCase(image: Self.picture($0)) }
            messages.append(outcome.cases.map { $0.failureMessage })
        }
        try #require(messages.count == 3)
        #expect(messages[0] == messages[1] && messages[1] == messages[2])
        #expect(messages[0].count == 12)
    }

    @Test func aShardRunsItsSliceAndSaysSo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        var seen: [String] = []
        for index in 1...3 {
            service.run = RunContext(id: "run", shard: RunContext.Shard(index: index, count: 3))
            let outcome = SuiteRunner(service: service).run(try cases()) { RenderedCase(image: Self.picture($0)) }
            #expect(outcome.totalCases == 12)
            #expect(outcome.summary.contains("\nShard \(index)/3: \(outcome.cases.count) of 12 cases; join the shards' logs with proof merge."))
            seen += outcome.cases.map(\.name)
        }
        #expect(seen.sorted() == (try cases()).map(\.name).sorted())
    }

    @Test func missingFormatsAndBadNamesAreCaseProblems() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let outcome = SuiteRunner(service: suiteService(folder, mode: .missing), formats: .both).run(try cases()) { item in
            RenderedCase(image: item.model == "blocked" ? nil : Bitmap(width: 0, height: 0), text: nil)
        }
        try #require(outcome.cases.count == 12)
        #expect(outcome.cases[0].problems == [
            "snapshot \"active.S\" is 0×0 pixels: there is nothing to compare and PNG cannot store an empty image; check that the view was laid out with a non-zero size",
            "the renderer returned no text, but the formats include .text",
        ])
        #expect(outcome.cases[4].problems.first == "the renderer returned no image, but the formats include .image")
        #expect(outcome.snapshotCount == 0)
    }
}

@Suite struct SuiteSummaryTests {
    @Test func aRecordingRunSaysWhatToDoNext() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cases = try SnapshotCases(try Permutations(["a"]), Matrix(Settings()))
        let outcome = SuiteRunner(service: suiteService(folder, mode: .missing)).run(cases) { _ in RenderedCase(image: samplePicture()) }
        #expect(outcome.summary.hasSuffix(": 1 recorded.\nNew references were written: look at them (swift run proof report, "
            + "artifacts/report/index.html), re-run the tests, and commit them."))
        let passing = SuiteRunner(service: suiteService(folder, mode: .never)).run(cases) { _ in RenderedCase(image: samplePicture()) }
        #expect(passing.summary.hasSuffix(": 1 passed."))
        #expect(!passing.summary.contains("\n"))
        // A matching picture in a case an audit failed is failed, never passed.
        let finding = AuditFinding(kind: .truncation, severity: .failure, message: "“Title” is cut", viewPath: "Text", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let audited = SuiteRunner(service: suiteService(folder, mode: .never)).run(cases) { _ in
            var rendered = RenderedCase(image: samplePicture())
            rendered.findings = [finding]
            return rendered
        }
        #expect(!audited.passed && audited.failedByAuditsCount == 1)
        #expect(audited.counts.first { $0.status == .passed }?.count == 0 && audited.counts.first { $0.status == .failed }?.count == 1)
        #expect(audited.summary.contains(": audit findings: 1 failing, 1 failed (1 by audits)."), "\(audited.summary)")
        #expect(!audited.summary.contains("New references were written"))
    }
}
