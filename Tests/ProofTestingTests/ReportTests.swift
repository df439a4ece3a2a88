import ProofBase
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofReview
@testable import ProofVerification

/// The results log's run tracking, its reader, and the review tools built on it.
@Suite struct ReportLogTests {
    @Test func linesCarryRunShardAxesAndAcceptedInSchema3() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = RunContext(id: "run-1", filtered: true, shard: .init(index: 2, count: 3))
        _ = try service.verify(samplePicture(), named: "card", axes: [.init("state", "blocked"), .init("category", "AX3")])
        let raw = String(decoding: contents(folder.file("artifacts/results.jsonl"))!, as: UTF8.self)
        #expect(raw.hasPrefix("{\"schema\":4,\"time\":\""))
        #expect(raw.contains(",\"run\":\"run-1\",\"filtered\":true,\"shard\":{\"index\":2,\"count\":3},\"packageRoot\":"))
        #expect(raw.contains(",\"id\":\"Suite/card\",\"axes\":[[\"state\",\"blocked\"],[\"category\",\"AX3\"]],\"status\":\"recorded\","))
        #expect(raw.hasSuffix(",\"record\":\"result\",\"origin\":\"test\",\"accepted\":false}\n"))
        let log = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        #expect(log.results.map(\.axes) == [[.init("state", "blocked"), .init("category", "AX3")]])
        #expect(log.coverage == .filtered && log.runID == "run-1" && log.origin == .test)
        #expect(log.path == folder.file("artifacts/runs/\(RunFiles.fileStem(forRun: "run-1")).jsonl"), "the link is followed")
    }

    @Test func eachRunHasItsOwnLogAndTheLinkFollowsTheLatest() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = RunContext(id: "first")
        _ = try service.verify(samplePicture(), named: "a")
        _ = try service.verify(samplePicture(seed: 1), named: "b")
        service.run = RunContext(id: "second")
        _ = try service.verify(samplePicture(), named: "a")
        let current = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        #expect(current.results.map(\.id) == ["Suite/a"] && current.runID == "second" && current.earlierRunLines == 0)
        let first = try RunLog.read(path: ResultsLog(artifactsRoot: folder.file("artifacts")).runLogPath(for: "first"))
        #expect(first.results.map(\.id) == ["Suite/a", "Suite/b"] && first.runID == "first")
    }

    /// Two runs writing to one artifacts folder at the same time (two `swift test` processes)
    /// used to move each other's log aside at every line, losing lines.
    @Test func concurrentRunsLoseNoLine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var first = makeService(folder, mode: .missing), second = makeService(folder, mode: .missing)
        first.run = RunContext(id: "one")
        second.run = RunContext(id: "two")
        first.suite = "One"
        second.suite = "Two"
        let services = [first, second]
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            _ = try? services[index % 2].verify(samplePicture(seed: UInt8(index)), named: "n\(index)")
        }
        let log = ResultsLog(artifactsRoot: folder.file("artifacts"))
        let one = try RunLog.read(path: log.runLogPath(for: "one")), two = try RunLog.read(path: log.runLogPath(for: "two"))
        #expect(one.results.count == 20 && two.results.count == 20 && one.problems.isEmpty && two.problems.isEmpty)
        #expect(one.earlierRunLines == 0 && two.earlierRunLines == 0)
        #expect(!FileSystem.exists(folder.file("artifacts/results.previous.jsonl")))
    }

    @Test func aPlainLogFromAnOlderVersionIsMovedAside() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array("{\"schema\":1,\"time\":\"t\",\"pid\":1}\n".utf8), to: folder.file("artifacts/results.jsonl"))
        _ = try makeService(folder, mode: .missing).verify(samplePicture(), named: "a")
        #expect(contents(folder.file("artifacts/results.previous.jsonl")) == Array("{\"schema\":1,\"time\":\"t\",\"pid\":1}\n".utf8))
        #expect(logLines(folder).count == 1)
    }

    @Test func aLockThatCannotBeTakenIsAnErrorAndNothingIsWritten() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let log = ResultsLog(artifactsRoot: folder.file("artifacts"))
        var ran = false
        #expect(throws: FileSystemError.self) {
            try log.withLock(lockCall: { _, _ in errno = ENOLCK; return -1 }) { () throws(FileSystemError) in ran = true }
        }
        #expect(!ran, "the body never runs unlocked")
    }

    @Test func parallelWritersOfOneRunKeepEveryLine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var writer = makeService(folder, mode: .missing)
        writer.run = RunContext(id: "parallel")
        let service = writer
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            _ = try? service.verify(samplePicture(seed: UInt8(index)), named: "n\(index)")
        }
        let log = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        #expect(log.results.count == 32 && log.problems.isEmpty)
        #expect(log.results.map(\.id).prefix(3) == ["Suite/n0", "Suite/n1", "Suite/n2"], "sorted with numbers by value")
    }

    @Test func runDetection() {
        let facts = RunContext.ProcessFacts(
            hostName: "ci", pid: 200, startTime: "900", arguments: ["/x/PackageTests.xctest"],
            parentName: "swift-test", parentPID: 100, parentStartTime: "555",
            parentArguments: ["/usr/bin/swift-test", "--parallel", "--filter", "Card"]
        )
        let underSwiftTest = RunContext.detect(environment: [:], process: facts)
        #expect(underSwiftTest == RunContext(id: "ci:100:555", filtered: true, shard: nil))
        var alone = facts
        alone.parentName = "bash"
        alone.parentArguments = ["bash"]
        #expect(RunContext.detect(environment: ["PROOF_SHARD": "2/4"], process: alone) == RunContext(id: "ci:200:900", filtered: false, shard: .init(index: 2, count: 4)))
        #expect(RunContext.detect(environment: ["PROOF_RUN_ID": "build 42 \"x\""], process: alone).id == "build42x")
        #expect(RunContext.selectsTests(["swift-test", "--skip=Slow"]) && !RunContext.selectsTests(["swift-test", "--parallel"]))
        #expect(RunContext.selectsTests(["xctest", "--testing-library", "swift-testing", "--filter", "A"]))
        for bad in ["0/3", "4/3", "a/b", "1/", "/2", "1/2/3", "", "1/100000"] { #expect(RunContext.Shard.parse(bad) == nil, "\(bad)") }
        #expect(RunContext.Shard.parse("3/3") == .init(index: 3, count: 3))
    }

    @Test func anInvalidShardIsATypedError() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes([], to: folder.file("Package.swift"))
        #expect(throws: SnapshotError.invalidShard("3/2")) {
            try ScreenshotService.fromEnvironment(file: folder.file("Tests/T.swift"), environment: ["PROOF_SHARD": "3/2"])
        }
        let service = try? ScreenshotService.fromEnvironment(file: folder.file("Tests/T.swift"), environment: ["PROOF_SHARD": "1/2", "PROOF_RUN_ID": "r"])
        #expect(service?.run.shard == .init(index: 1, count: 2) && service?.run.id == "r")
    }

    @Test func damagedLinesAreReportedAndSkipped() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = RunContext(id: "r")
        _ = try service.verify(samplePicture(), named: "good")
        let good = String(decoding: contents(folder.file("artifacts/results.jsonl"))!, as: UTF8.self)
        let damaged = [
            "{\"schema\":2,\"run\":\"r\",\"suite\":\"S\",\"name\":\"n\",\"id\":\"S/../../etc\",\"status\":\"failed\"}",
            "{\"schema\":2,\"run\":\"r\",\"suite\":\"S\",\"name\":\"n\",\"id\":\"S/n\",\"status\":\"exploded\"}",
            "{\"schema\":5,\"run\":\"r\"}",
            String(good.prefix(40)),
            String(repeating: "[", count: 5000),
            "\u{0}\u{1}binary",
            "[1,2]",
        ].joined(separator: "\n")
        let huge = "{\"message\":\"" + String(repeating: "x", count: RunLog.maxLineBytes) + "\"}"
        writeBytes(Array((good + damaged + "\n" + huge + "\n\n" + good).utf8), to: folder.file("artifacts/results.jsonl"))
        let log = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        #expect(log.results.map(\.id) == ["Suite/good"], "duplicates collapse to the last line")
        #expect(log.problems.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 9])
        #expect(log.problems[0].reason.contains("is not a snapshot path"))
        #expect(log.problems[2].reason.contains("schema 5"))
        #expect(log.problems[4].reason.contains("nested more than 32 deep"))
        #expect(log.problems[7].reason.contains("above the limit"))
    }

    @Test func filesAboveTheLimitAreRefusedBeforeReading() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes([UInt8](repeating: 0x41, count: 4096), to: folder.file("big.jsonl"))
        #expect(throws: FileSystemError("read", folder.file("big.jsonl"), reason: "it is 4096 bytes, above the limit of 4095")) {
            try FileSystem.readFile(folder.file("big.jsonl"), limit: 4095)
        }
        #expect(try FileSystem.readFile(folder.file("big.jsonl"), limit: 4096).count == 4096)
    }

    @Test func missingFoldersAndLogsAreClearErrors() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: ReviewError.self) { try RunLog.read(artifactsRoot: folder.file("nowhere")) }
        do {
            _ = try RunLog.read(artifactsRoot: folder.file("nowhere"))
        } catch {
            #expect(error.description.contains("no artifacts folder at \(folder.file("nowhere"))"))
            #expect(error.description.contains("--artifacts"))
        }
        try? FileManager.default.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
        do {
            _ = try RunLog.read(artifactsRoot: folder.file("empty"))
        } catch {
            #expect(error.description.hasPrefix("no results log at \(folder.file("empty"))/results.jsonl"))
        }
    }

    @Test func jsonParserAcceptsTheStandardAndRefusesTheRest() throws {
        #expect(try JSONParser.parse(Array(#"{"a":[1,-2.5e3,true,null],"b":"\u00e9\ud83d\ude00\n"}"#.utf8))
            == .object([("a", .array([.number(1), .number(-2500), .bool(true), .null])), ("b", .string("é😀\n"))]))
        for bad in ["{", "[1,]", "01", "\"\\ud800\"", "\"a\u{1}\"", "{\"a\" 1}", "tru", "1 2", "-", "1e", "\"\\x\""] {
            #expect(throws: JSONParseError.self, "\(bad)") { try JSONParser.parse(Array(bad.utf8)) }
        }
    }

    @Test func naturalOrder() {
        let sorted = ["card10", "card2", "card1", "b", "a-AX3", "a-AX10", "card02"].sorted(by: NaturalOrder.precedes)
        #expect(sorted == ["a-AX3", "a-AX10", "b", "card1", "card02", "card2", "card10"])
    }
}

@Suite struct ReportBuildTests {
    @Test func fixtureHasEveryStatus() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let results = try ReportFixture.build(at: folder.path)
        for result in results where result.suite == "RewardsCard" {
            #expect(result.status == ReportFixture.expected[result.name] ?? .passed, "\(result.name)")
        }
        #expect(Set(results.map(\.status)) == Set(SnapshotResult.Status.allCases))
        // For the browser check in .ci/run: build the fixture where it is asked for.
        if let target = ProcessInfo.processInfo.environment["PROOF_REPORT_FIXTURE"], !target.isEmpty {
            try ReportFixture.build(at: target)
        }
    }

    @Test func reportFolderHasPageImagesSummaryAndJUnit() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        let summary = try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts")))
        #expect(summary.outputFolder == folder.file("artifacts/report"))
        #expect(summary.log.results.count == 20 && summary.missingImages.isEmpty)
        #expect(summary.log.countsSummary == "3 failed, 1 size changed, 1 missing, 1 unreadable, 1 recorded, 13 passed")
        let html = String(decoding: contents(summary.indexPath)!, as: UTF8.self)
        // No external resource: nothing is fetched from a network or another file tree.
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src=\"/"))
        #expect(html.contains("<script type=\"application/json\" id=\"proof-data\">"))
        // The hostile name only appears escaped.
        #expect(!html.contains("<img src=x") && !html.contains("</script><!--"))
        #expect(html.contains("\\u003cimg src=x onerror=\\\"document.body.dataset.injected=1\\\"\\u003e \\u0026 \\u003c/script\\u003e\\u003c!--"))
        #expect(html.components(separatedBy: "</script>").count == 3, "exactly the two script elements close")
        // Pictures: review copies of failures, references of passes, all by relative path.
        let failedID = "RewardsCard/expired-L-light"
        for kind in ["reference", "actual", "diff"] {
            #expect(contents(folder.file("artifacts/report/images/\(failedID).\(kind).png")) == contents(folder.file("artifacts/\(failedID).\(kind).png")))
        }
        #expect(html.contains("\"act\":\"images/\(failedID).actual.png\""))
        #expect(contents(folder.file("artifacts/report/images/RewardsCard/active-M-light.png")) == contents(folder.file("References/RewardsCard/active-M-light.png")))
        #expect(FileSystem.exists(summary.markdownPath) && FileSystem.exists(summary.junitPath))
        // Rebuilding replaces the folder, stale files included.
        writeBytes([1], to: folder.file("artifacts/report/stale.txt"))
        _ = try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts")))
        #expect(!FileSystem.exists(folder.file("artifacts/report/stale.txt")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("artifacts")).filter { $0.hasPrefix(".proof-") }.isEmpty)
    }

    @Test func pageIsTheSameBytesForTheSameLog() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        _ = try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts"), outputFolder: folder.file("one")))
        _ = try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts"), outputFolder: folder.file("two")))
        for file in ["index.html", "summary.md", "junit.xml"] {
            #expect(contents(folder.file("one/" + file)) == contents(folder.file("two/" + file)), "\(file)")
        }
    }

    @Test func refusesToReplaceAFolderThatIsNotAReport() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        writeBytes([1], to: folder.file("precious/notes.txt"))
        #expect(throws: ReviewError.self) {
            try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts"), outputFolder: folder.file("precious")))
        }
        #expect(contents(folder.file("precious/notes.txt")) == [1])
        #expect(throws: ReviewError.self) {
            try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts"), outputFolder: folder.path))
        }
    }

    @Test func missingPicturesAreListedNotFatal() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        try FileManager.default.removeItem(atPath: folder.file("artifacts/RewardsCard/expired-L-light.diff.png"))
        let summary = try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts")))
        #expect(summary.missingImages == ["RewardsCard/expired-L-light.diff.png"])
        let html = String(decoding: contents(summary.indexPath)!, as: UTF8.self)
        #expect(html.contains("1 picture is missing from the artifacts folder (first: RewardsCard/expired-L-light.diff.png)"))
    }

    @Test func markdownSummary() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        let text = MarkdownSummary.text(for: try RunLog.read(artifactsRoot: folder.file("artifacts")), reportLink: nil)
        #expect(text.hasPrefix("## ❌ Snapshots: 3 failed, 1 size changed, 1 missing, 1 unreadable, 1 recorded, 13 passed\n"))
        #expect(text.contains("| `RewardsCard/active-AX3-light` | size changed | 64×104 → 64×116 |"))
        #expect(text.contains("| `RewardsCard/blocked-M-light` | missing | no reference |"))
        #expect(text.contains("| `RewardsCard/expired-L-light` | failed | 84 px (1.491%) · ΔE "))
        #expect(text.contains("### ❌ Audits: 1 failing, 1 warning, 1 waived\n"))
        #expect(text.contains("| contrast | 1 | 0 | 0 |"))
        #expect(text.contains("| `RewardsCard/expired-L-light` | contrast | “Due” (17 pt) is 2.10:1 on \\#F6F6FA in \\#C8C8CC, below 4.50:1 for text |"))
        #expect(text.contains("| `RewardsCard/active-M-light` | truncation (warning) |"))
        #expect(MarkdownSummary.markdownEscaped("a|b <i>*x*</i>") == "a\\|b &lt;i&gt;\\*x\\*&lt;/i&gt;")
    }

    /// A case whose picture matches but that an audit failed is failed in the counts, the
    /// console line, the Markdown list, the page's data and JUnit, never "passed".
    @Test func aCaseAnAuditFailedIsNotPassed() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        let path = folder.file("artifacts/results.jsonl")
        let raw = String(decoding: contents(path)!, as: UTF8.self)
        // The fixture's passing case with a truncation warning: its warning becomes a failure.
        let warning = try #require(raw.split(separator: "\n").first { $0.contains("\"record\":\"audit\"") && $0.contains("\"severity\":\"warning\"") })
        #expect(warning.contains("\"id\":\"RewardsCard/active-M-light\""))
        writeBytes(Array((raw + warning.replacingOccurrences(of: "\"severity\":\"warning\"", with: "\"severity\":\"failure\"") + "\n").utf8), to: path)
        let log = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        let result = try #require(log.results.first { $0.id == "RewardsCard/active-M-light" && $0.kind == .image })
        #expect(result.status == .passed && result.failedByAudits && result.auditFailures == [.truncation] && result.needsReview)
        #expect(log.countsSummary == "4 failed (1 by audits), 1 size changed, 1 missing, 1 unreadable, 1 recorded, 12 passed")
        let text = MarkdownSummary.text(for: log, reportLink: nil)
        #expect(text.contains("| `RewardsCard/active-M-light` | failed by audits: truncation |"))
        let xml = JUnitReport.xml(for: log)
        #expect(xml.contains("<testcase classname=\"RewardsCard\" name=\"active-M-light\">\n      <failure type=\"audit\" message=\"failed by audits: truncation\">"))
        let summary = try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts")))
        let html = String(decoding: contents(summary.indexPath)!, as: UTF8.self)
        #expect(html.contains("\"id\":\"RewardsCard/active-M-light\",\"key\":\"RewardsCard/active-M-light\",\"kind\":\"image\",\"suite\":\"RewardsCard\","
            + "\"name\":\"active-M-light\",\"status\":\"failed\",\"picture\":\"passed\",\"audits\":\"truncation\""))
    }

    @Test func junitXML() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        let xml = JUnitReport.xml(for: try RunLog.read(artifactsRoot: folder.file("artifacts")))
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"Proofsheet snapshots\" tests=\"23\" failures=\"7\" errors=\"1\" skipped=\"1\">\n"))
        // Audit findings: a failure fails, a warning passes with its text, a waived one is skipped.
        #expect(xml.contains("<testcase classname=\"RewardsCard.audits\" name=\"expired-L-light · contrast\">\n      <failure type=\"audit.contrast\""))
        #expect(xml.contains("<system-out>warning: “Membership” is cut at its line limit of 1 line"))
        #expect(xml.contains("<skipped message=\"waived: a compact card action, as designed\"/>"))
        #expect(xml.contains("<testsuite name=\"Odd names\" tests=\"2\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("name=\"&lt;img src=x onerror=&quot;document.body.dataset.injected=1&quot;&gt; &amp; &lt;/script&gt;&lt;!--\""))
        #expect(xml.contains("<error type=\"unreadable\""))
        #expect(JUnitReport.escaped("a\u{1}b\nc") == "a\u{FFFD}b&#10;c")
        // Well-formed for a real XML parser.
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}

@Suite struct ReviewCommandTests {
    func locations(_ folder: TemporaryFolder) -> ReviewLocations {
        ReviewLocations(artifactsRoot: folder.file("artifacts"), referencesRoot: folder.file("References"))
    }

    @Test func acceptPromotesOnlyChangedPixelsAndMarksTheLog() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        let failedPath = folder.file("References/RewardsCard/expired-L-light.png")
        let outcomes = try ReferenceAcceptance.accept(.failed, locations: locations(folder))
        let changes = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.id, $0.change) })
        #expect(changes.count == 5)
        #expect(changes["RewardsCard/active-AX3-light"] == .updated(changedPixels: 768, from: .init(width: 64, height: 104), to: .init(width: 64, height: 116)))
        #expect(changes["RewardsCard/blocked-M-light"] == .created(.init(width: 64, height: 72)))
        #expect(changes["RewardsCard/expired-L-light"] == .updated(changedPixels: 84, from: .init(width: 64, height: 88), to: .init(width: 64, height: 88)))
        #expect(changes["RewardsCard/blocked-AX3-dark"] == .updated(changedPixels: 84, from: .init(width: 64, height: 104), to: .init(width: 64, height: 104)))
        #expect(changes.keys.contains { $0.hasPrefix("Odd_names/_img_src=x") })
        #expect(try PNG.decode(contents(failedPath)!) == ReportFixture.card(state: "expired", category: "L", scheme: "light", changed: true))
        #expect(contents(failedPath) == PNG.encode(ReportFixture.card(state: "expired", category: "L", scheme: "light", changed: true)), "canonical bytes")
        let log = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        #expect(log.results.filter(\.accepted).map(\.id) == outcomes.map(\.id).sorted(by: NaturalOrder.precedes))
        #expect(try ReferenceAcceptance.accept(.failed, locations: locations(folder)).isEmpty, "accepted ones are not offered again")
        // Accepting again by name leaves the reference alone.
        let fileBefore = inode(failedPath)
        #expect(try ReferenceAcceptance.accept(.names(["RewardsCard/expired-L-light"]), locations: locations(folder)).map(\.change) == [.unchanged])
        #expect(fileBefore == inode(failedPath))
    }

    @Test func acceptRefusesMissingAndOlderActualImages() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        let id = "RewardsCard/expired-L-light"
        let reference = folder.file("References/\(id).png")
        let before = contents(reference)
        // The reference changed after the run.
        let later = Date().addingTimeInterval(60)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: reference)
        let refused = try ReferenceAcceptance.accept(.names([id]), locations: locations(folder))
        #expect(refused.count == 1 && refused[0].isRefused)
        #expect(refused[0].description.contains("the reference is newer than the actual image"))
        #expect(contents(reference) == before)
        try FileManager.default.removeItem(atPath: folder.file("artifacts/\(id).actual.png"))
        let missing = try ReferenceAcceptance.accept(.names([id]), locations: locations(folder))
        #expect(missing[0].description.contains("no actual image at \(folder.file("artifacts/\(id).actual.png"))"))
        #expect(throws: ReviewError.self) { try ReferenceAcceptance.accept(.names(["expired-L-light"]), locations: locations(folder)) }
        do {
            _ = try ReferenceAcceptance.accept(.names(["expired-L-light"]), locations: locations(folder))
        } catch {
            #expect(error.description.contains("did you mean RewardsCard/expired-L-light?"))
        }
    }

    @Test func acceptByPatternAndAll() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        let outcomes = try ReferenceAcceptance.accept(.names(["RewardsCard/blocked-*", "RewardsCard/blocked-AX3-dark.png"]), locations: locations(folder))
        #expect(outcomes.map(\.id) == ["RewardsCard/blocked-AX3-dark", "RewardsCard/blocked-M-light"])
        let all = try ReferenceAcceptance.accept(.all, locations: locations(folder))
        #expect(all.count == 7)
        #expect(all.first { $0.id == "RewardsCard/active-L-dark" }?.change == .updated(changedPixels: nil, from: nil, to: .init(width: 64, height: 88)),
                "an unreadable reference (an LFS pointer) is replaced only when asked for by name or --all")
    }

    @Test func pruneListsUnusedReferencesOfACompleteRunOnly() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Gone/old.png"))
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/RewardsCard/renamed.png"))
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/RewardsCard/sub/deeper.png"))
        writeBytes([1], to: folder.file("References/README.md"))
        let findings = try ReferencePruning.findings(locations: locations(folder))
        #expect(findings.unused == ["RewardsCard/renamed.png"])
        #expect(findings.notJudged == ["Gone/old.png", "RewardsCard/sub/deeper.png"],
                "no test of the run reached those folders: a skipped test's references are not unused")
        let (trash, moved) = try ReferencePruning.delete(findings.unused, locations: locations(folder))
        #expect(moved == findings.unused && trash.hasPrefix(folder.file("artifacts/pruned/")))
        #expect(!FileSystem.exists(folder.file("References/RewardsCard/renamed.png")) && FileSystem.exists(trash + "/RewardsCard/renamed.png"),
                "pruned references are moved where they can be brought back from")
        #expect(FileSystem.exists(folder.file("References/README.md")) && FileSystem.exists(folder.file("References/RewardsCard/active-M-light.png")))
        #expect(try ReferencePruning.unusedReferences(locations: locations(folder)).isEmpty)
    }

    /// `proof prune`: the folders no test reached (a renamed or deleted test's) are listed first
    /// and on their own, and moved only with --unreached --delete; --delete alone moves the
    /// unused references only.
    @Test func pruneOffersUnreachedFoldersSeparately() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try ReportFixture.build(at: folder.path)
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Gone/old.png"))
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Gone/older.txt"))
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/RewardsCard/renamed.png"))
        let references = folder.file("References")

        let listed = try ReferencePruning.prune(locations: locations(folder), delete: false, includeUnreached: false)
        #expect(listed == [
            "2 references in 1 folder that no test of the run reached (a renamed or deleted test, or one that was skipped or threw before asserting):",
            "  Gone/old.png",
            "  Gone/older.txt",
            "not moved: proof prune --unreached --delete moves them too, once you have checked that no skipped test still uses them",
            "1 unused reference in \(references), in folders the run judged:",
            "  RewardsCard/renamed.png",
            "proof prune --delete moves it to the artifacts folder",
        ])
        #expect(FileSystem.exists(folder.file("References/Gone/old.png")) && FileSystem.exists(folder.file("References/RewardsCard/renamed.png")))

        let unusedOnly = try ReferencePruning.prune(locations: locations(folder), delete: true, includeUnreached: false)
        #expect(unusedOnly.contains("moved RewardsCard/renamed.png") && !unusedOnly.contains("moved Gone/old.png"))
        #expect(!FileSystem.exists(folder.file("References/RewardsCard/renamed.png")))
        #expect(FileSystem.exists(folder.file("References/Gone/old.png")), "unreached references stay without --unreached")

        let both = try ReferencePruning.prune(locations: locations(folder), delete: true, includeUnreached: true)
        #expect(both.first == listed.first)
        #expect(both.filter { $0.hasPrefix("moved ") }.prefix(2) == ["moved Gone/old.png", "moved Gone/older.txt"])
        let trash = try #require(both.first { $0.hasPrefix("moved 2 references from ") }).split(separator: " ").last.map(String.init) ?? ""
        #expect(trash.hasPrefix(folder.file("artifacts/pruned/")))
        #expect(FileSystem.exists(trash + "/Gone/old.png") && FileSystem.exists(trash + "/Gone/older.txt"), "moved, not deleted")
        #expect(!FileSystem.exists(folder.file("References/Gone")), "the folder left empty is removed")
        #expect(FileSystem.exists(folder.file("References/RewardsCard/active-M-light.png")), "references the run produced stay")
        let after = try ReferencePruning.prune(locations: locations(folder), delete: false, includeUnreached: true)
        #expect(after.count == 1 && after.first?.hasPrefix("no unused references in \(references) (") == true, "\(after)")
    }

    /// A suite that ran to its end proves its whole folder; the references of a suite that did
    /// not run (skipped, filtered by a runner, threw before asserting) are not judged.
    @Test func pruneJudgesTheFoldersOfSuitesThatFinished() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        for path in ["S/ran/kept.png", "S/ran/old.png", "S/ran/deeper/old.png", "S/skipped/kept.png"] {
            writeBytes(PNG.encode(samplePicture()), to: folder.file("References/" + path))
        }
        var service = makeService(folder, mode: .never)
        service.suite = "S"
        service.run = RunContext(id: "complete")
        let cases = try SnapshotCases(try Permutations(labelled: [("kept", 1)]), Matrix(Settings())).inFolder("ran")
        let outcome = SuiteRunner(service: service, parallelism: 1).run(cases) { _ in RenderedCase(image: samplePicture()) }
        #expect(outcome.cases.count == 1)
        let findings = try ReferencePruning.findings(locations: locations(folder))
        #expect(findings.judgedFolders == ["S/ran"])
        #expect(findings.unused == ["S/ran/deeper/old.png", "S/ran/old.png"] && findings.notJudged == ["S/skipped/kept.png"])
    }

    @Test func pruneRefusesARunWhereASuiteNeverFinished() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = RunContext(id: "crashed")
        try ResultsLog(artifactsRoot: service.artifactsRoot).appendScope(ScopeRecord(scope: "Suite", cases: 2, finished: false), service: service)
        _ = try service.verify(samplePicture(), named: "a")
        do {
            _ = try ReferencePruning.findings(locations: locations(folder))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description.contains("the suite of Suite started but never finished"))
        }
    }

    @Test func pruneNeverTakesTheDemosRunForTheUsers() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = RunContext(id: "demo")
        service.run.origin = .demo
        _ = try service.verify(samplePicture(), named: "a")
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Suite/mine.png"))
        do {
            _ = try ReferencePruning.findings(locations: locations(folder))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description.contains("is proof demo's"))
        }
    }

    @Test(arguments: [RunContext(id: "f", filtered: true), RunContext(id: "s", shard: .init(index: 1, count: 2))])
    func pruneRefusesPartialRuns(run: RunContext) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = run
        _ = try service.verify(samplePicture(), named: "a")
        #expect(throws: ReviewError.self) { try ReferencePruning.unusedReferences(locations: locations(folder)) }
    }

    @Test func pruneRefusesADamagedLog() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = RunContext(id: "complete") // not this test process's run, which may be filtered
        _ = try service.verify(samplePicture(), named: "a")
        let path = folder.file("artifacts/results.jsonl")
        writeBytes(contents(path)! + Array("{broken\n".utf8), to: path)
        do {
            _ = try ReferencePruning.unusedReferences(locations: locations(folder))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description.contains("1 line of \(path) could not be read (line 2: not JSON"))
        }
    }

    @Test func mergeJoinsAllShardsIntoACompleteRun() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        for index in 1...2 {
            let service = ScreenshotService(
                referencesRoot: folder.file("References"), artifactsRoot: folder.file("shard\(index)"), suite: "S",
                recordMode: .never, packageRoot: folder.path, run: RunContext(id: "machine\(index)", shard: .init(index: index, count: 2))
            )
            _ = try service.verify(samplePicture(), named: "from-\(index)")
        }
        #expect(throws: ReviewError.self) { try LogMerge.merge([folder.file("shard1")], into: folder.file("merged")) }
        #expect(throws: ReviewError.self) { try LogMerge.merge([folder.file("shard1"), folder.file("shard1/results.jsonl")], into: folder.file("merged")) }
        let summary = try LogMerge.merge([folder.file("shard2"), folder.file("shard1/results.jsonl")], into: folder.file("merged"))
        #expect(summary.shardCount == 2 && summary.lineCount == 2 && summary.imageCount == 4 && summary.runID == "merged-machine1+machine2")
        let log = try RunLog.read(artifactsRoot: folder.file("merged"))
        #expect(log.coverage == .complete && log.results.map(\.id) == ["S/from-1", "S/from-2"] && log.problems.isEmpty)
        #expect(FileSystem.exists(folder.file("merged/S/from-2.actual.png")))
        // The merged folder is a complete run: prune may look at it.
        #expect(try ReferencePruning.unusedReferences(locations: ReviewLocations(artifactsRoot: folder.file("merged"), referencesRoot: folder.file("References"))).isEmpty)
    }

    @Test func locationsFollowThePackageAndTheEnvironment() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes([], to: folder.file("Package.swift"))
        try FileManager.default.createDirectory(atPath: folder.file("Sources/X"), withIntermediateDirectories: true)
        let found = try ReviewLocations.resolve(artifacts: nil, references: nil, environment: [:], currentDirectory: folder.file("Sources/X"))
        #expect(found == ReviewLocations(artifactsRoot: folder.file(".build/proof"), referencesRoot: folder.file("References"), packageRoot: folder.path))
        let set = try ReviewLocations.resolve(artifacts: "out", references: nil, environment: ["PROOF_REFERENCES": "Refs"], currentDirectory: folder.file("Sources"))
        #expect(set.artifactsRoot == folder.file("Sources/out") && set.referencesRoot == folder.file("Refs"))
        #expect(throws: ReviewError.self) { try ReviewLocations.resolve(artifacts: nil, references: nil, environment: [:], currentDirectory: "/") }
    }
}
