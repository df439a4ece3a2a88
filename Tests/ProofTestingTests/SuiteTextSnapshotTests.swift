import Foundation
import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofReview
@testable import ProofVerification

@Suite struct TextDiffTests {
    @Test func hunksWithContextAsDiffWritesThem() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n"
        let new = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\n"
        let diff = TextDiff(old: old, new: new)
        #expect(diff.changedLines == 3)
        #expect(diff.firstChangedLine == 2)
        #expect(diff.unified(oldName: "old", newName: "new") == """
            --- old
            +++ new
            @@ -1,5 +1,5 @@
             a
            -b
            +B
             c
             d
             e
            @@ -9,3 +9,4 @@
             i
             j
             k
            +l

            """)
    }

    @Test func missingFinalNewline() {
        #expect(TextDiff(old: "x\ny", new: "x\ny\n").unified(oldName: "o", newName: "n") == """
            --- o
            +++ n
            @@ -1,2 +1,2 @@
             x
            -y
            \\ No newline at end of file
            +y

            """)
    }

    @Test func emptySidesAndDeletions() {
        #expect(TextDiff(old: "", new: "one\n").unified(oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -0,0 +1 @@\n+one\n")
        #expect(TextDiff(old: "one\n", new: "").unified(oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -1 +0,0 @@\n-one\n")
        #expect(TextDiff(old: "a\nb\nc\n", new: "a\nc\n").unified(oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -1,3 +1,2 @@\n a\n-b\n c\n")
        #expect(TextDiff(old: "same\n", new: "same\n").unified(oldName: "o", newName: "n") == "")
        #expect(TextDiff(old: "same\n", new: "same\n").firstChangedLine == nil)
    }

    @Test func largeInputsFallBackToABlockReplacement() {
        let old = (0..<3_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = (0..<3_000).map { $0 % 2 == 0 ? "line \($0)" : "changed \($0)" }.joined(separator: "\n") + "\n"
        let diff = TextDiff(old: old, new: new)
        // 2,998 × 2,998 lines in the middle exceed the table limit: removed and added as a block.
        #expect(diff.changedLines == 2 * 2_999 - 1 + 1)
        #expect(diff.firstChangedLine == 2)
    }
}

@Suite struct TextSnapshotServiceTests {
    private let layout = "VStack 0,0 393×120\n  Text \"Rewards\" 16,16 361×34\n"

    @Test func recordsThenPassesAndLogsKindText() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let recorded = try makeService(folder, mode: .missing).verifyText(layout, named: "card", axes: [PermutationAxis("state", "active")])
        #expect(recorded.status == .recorded)
        #expect(recorded.kind == .text)
        #expect(contents(folder.file("References/Suite/card.txt")) == Array(layout.utf8))
        #expect(recorded.message.hasPrefix("Recorded a new text reference for snapshot \"card\" at References/Suite/card.txt"))
        let passed = try makeService(folder, mode: .never).verifyText(layout, named: "card")
        #expect(passed.status == .passed)
        #expect(passed.textChange == SnapshotResult.TextChange(changedLines: 0, firstChangedLine: nil))
        let lines = logLines(folder)
        #expect(lines.last?["kind"] as? String == "text")
        #expect(lines.last?["actualSize"] is NSNull)
        #expect(lines.last?["changedLines"] as? Int == 0)
        #expect(lines.last?["reference"] as? String == "References/Suite/card.txt")
        #expect(lines.first?["axes"] as? [[String]] == [["state", "active"]])
    }

    @Test func aChangeFailsWithAUnifiedDiffArtifact() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array(layout.utf8), to: folder.file("References/Suite/card.txt"))
        let changed = layout.replacingOccurrences(of: "361×34", with: "361×68")
        let result = try makeService(folder, mode: .missing).verifyText(changed, named: "card")
        #expect(result.status == .failed)
        #expect(result.textChange == SnapshotResult.TextChange(changedLines: 2, firstChangedLine: 2))
        #expect(contents(folder.file("artifacts/Suite/card.reference.txt")) == Array(layout.utf8))
        #expect(contents(folder.file("artifacts/Suite/card.actual.txt")) == Array(changed.utf8))
        let diff = String(decoding: contents(folder.file("artifacts/Suite/card.diff.txt")) ?? [], as: UTF8.self)
        #expect(diff == """
            --- References/Suite/card.txt
            +++ artifacts/Suite/card.actual.txt
            @@ -1,2 +1,2 @@
             VStack 0,0 393×120
            -  Text "Rewards" 16,16 361×34
            +  Text "Rewards" 16,16 361×68

            """)
        #expect(result.message == """
            Text snapshot "card" differs from References/Suite/card.txt: 2 lines changed, the first at line 2.
                @@ -1,2 +1,2 @@
                 VStack 0,0 393×120
                -  Text "Rewards" 16,16 361×34
                +  Text "Rewards" 16,16 361×68
            reference: artifacts/Suite/card.reference.txt, actual: artifacts/Suite/card.actual.txt, diff: artifacts/Suite/card.diff.txt.
            To accept the new text: swift run proof accept Suite/card.txt  (or re-run with PROOF_RECORD=failed swift test).
            """)
        // The reference is untouched; record mode failed overwrites it, and a pass clears the artifacts.
        #expect(contents(folder.file("References/Suite/card.txt")) == Array(layout.utf8))
        #expect(try makeService(folder, mode: .failed).verifyText(changed, named: "card").status == .recorded)
        #expect(try makeService(folder, mode: .never).verifyText(changed, named: "card").status == .passed)
        #expect(contents(folder.file("artifacts/Suite/card.diff.txt")) == nil)
    }

    @Test func lineEndingsAndTheFinalNewlineDoNotCount() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array("a\r\nb\r\n".utf8), to: folder.file("References/Suite/crlf.txt"))
        let service = makeService(folder, mode: .all)
        #expect(try service.verifyText("a\nb", named: "crlf").status == .passed)
        // Equal text is never rewritten, even in record mode all.
        #expect(contents(folder.file("References/Suite/crlf.txt")) == Array("a\r\nb\r\n".utf8))
    }

    @Test func unreadableReferencesSayWhy() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 12\n".utf8), to: folder.file("References/Suite/lfs.txt"))
        writeBytes([0x66, 0xFF, 0xFE, 0x0A], to: folder.file("References/Suite/binary.txt"))
        try FileManager.default.createDirectory(atPath: folder.file("References/Suite/folder.txt"), withIntermediateDirectories: true)
        let service = makeService(folder, mode: .all)
        let lfs = try service.verifyText("x", named: "lfs")
        #expect(lfs.status == .unreadable)
        #expect(lfs.message.contains("it is a Git LFS pointer, not the text; run git lfs pull"))
        #expect(try service.verifyText("x", named: "binary").message.contains("it is not UTF-8 text"))
        #expect(try service.verifyText("x", named: "folder").message.contains("it is a folder, not a file"))
        // Never overwritten.
        #expect(contents(folder.file("References/Suite/binary.txt")) == [0x66, 0xFF, 0xFE, 0x0A])
    }

    @Test func neverModeFailsOnAMissingReference() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let result = try makeService(folder, mode: .never).verifyText("x", named: "absent")
        #expect(result.status == .missing)
        #expect(!FileManager.default.fileExists(atPath: folder.file("References/Suite/absent.txt")))
        #expect(contents(folder.file("artifacts/Suite/absent.actual.txt")) == Array("x\n".utf8))
    }

    @Test func imageAndTextOfOneNameLiveSideBySide() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = makeService(folder, mode: .missing)
        #expect(try service.verify(samplePicture(), named: "card").status == .recorded)
        #expect(try service.verifyText(layout, named: "card").status == .recorded)
        #expect(throws: SnapshotError.self) { try service.verifyText(layout, named: "CARD") }
    }
}

/// `proof accept`, `prune`, `report` and `merge` on runs with text snapshots beside images.
@Suite struct TextSnapshotReviewTests {
    private func locations(_ folder: TemporaryFolder) -> ReviewLocations {
        ReviewLocations(artifactsRoot: folder.file("artifacts"), referencesRoot: folder.file("References"), packageRoot: folder.path)
    }

    /// A run where `card`'s image passes and its text fails, and `new` has no references yet.
    private func failingRun(_ folder: TemporaryFolder) throws {
        let setup = makeService(folder, mode: .missing)
        _ = try setup.verify(samplePicture(), named: "card")
        _ = try setup.verifyText("a\nb\n", named: "card")
        var service = makeService(folder, mode: .never)
        service.run = RunContext(id: "second")
        _ = try service.verify(samplePicture(), named: "card")
        _ = try service.verifyText("a\nB\n", named: "card")
        _ = try service.verifyText("fresh\n", named: "new")
    }

    @Test func theLogKeepsTheImageAndTheTextOfOneName() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try failingRun(folder)
        let log = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        #expect(log.results.map(\.key) == ["Suite/card", "Suite/card.txt", "Suite/new.txt"])
        #expect(log.results.map(\.status) == [.passed, .failed, .missing])
        #expect(log.results[1].changedLines == 2 && log.results[1].kind == .text)
    }

    @Test func acceptTakesTextByNameOrSuffix() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try failingRun(folder)
        // `.png` takes the image only, which passed.
        #expect(try ReferenceAcceptance.accept(.names(["Suite/card.png"]), locations: locations(folder)).map(\.isWritten) == [false])
        #expect(throws: ReviewError.self) { try ReferenceAcceptance.accept(.names(["Suite/new.png"]), locations: locations(folder)) }
        let outcomes = try ReferenceAcceptance.accept(.names(["Suite/card"]), locations: locations(folder))
        #expect(outcomes.map(\.description) == [
            "refused    Suite/card: it passed, there is nothing to accept",
            "updated    Suite/card.txt  (2 lines changed)",
        ])
        #expect(contents(folder.file("References/Suite/card.txt")) == Array("a\nB\n".utf8))
        let created = try ReferenceAcceptance.accept(.failed, locations: locations(folder))
        #expect(created.map(\.description) == ["created    Suite/new.txt  (1 line)"])
        let log = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        #expect(log.results.map(\.accepted) == [false, true, true])
        // Accepting the same text again leaves the file alone.
        #expect(try ReferenceAcceptance.accept(.names(["Suite/card.txt"]), locations: locations(folder)).map(\.change) == [.unchanged])
    }

    @Test func pruneListsUnusedTextReferences() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try failingRun(folder)
        writeBytes(Array("old\n".utf8), to: folder.file("References/Suite/gone.txt"))
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Suite/gone.png"))
        #expect(try ReferencePruning.unusedReferences(locations: locations(folder)) == ["Suite/gone.png", "Suite/gone.txt"])
    }

    @Test func theReportShowsTheDiffAndKeepsTextOutOfContactSheets() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try failingRun(folder)
        let summary = try ReviewReport.build(.init(artifactsRoot: folder.file("artifacts"), referencesRoot: folder.file("References")))
        let html = String(decoding: contents(summary.outputFolder + "/index.html") ?? [], as: UTF8.self)
        #expect(html.contains("\"key\":\"Suite/card.txt\",\"kind\":\"text\""))
        #expect(html.contains("\"diff\":\"images/Suite/card.diff.txt\""))
        #expect(html.contains("\"lines\":2,\"text\":\"--- References/Suite/card.txt\\n+++ artifacts/Suite/card.actual.txt\\n@@ -1,2 +1,2 @@\\n a\\n-b\\n+B\\n\""))
        #expect(contents(summary.outputFolder + "/images/Suite/card.diff.txt") != nil)
        #expect(contents(summary.outputFolder + "/images/Suite/card.png") != nil)
        let junit = String(decoding: contents(summary.outputFolder + "/junit.xml") ?? [], as: UTF8.self)
        #expect(junit.contains("<testcase classname=\"Suite\" name=\"card (text)\">"))
    }

    @Test func mergeLinksTextArtifacts() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        for index in 1...2 {
            var service = ScreenshotService(referencesRoot: folder.file("References"), artifactsRoot: folder.file("shard\(index)"),
                                            suite: "Suite", recordMode: .never, packageRoot: folder.path)
            service.run = RunContext(id: "ci-\(index)", shard: RunContext.Shard(index: index, count: 2))
            _ = try service.verifyText("text \(index)\n", named: "case\(index)")
        }
        let summary = try LogMerge.merge([folder.file("shard1"), folder.file("shard2")], into: folder.file("merged"))
        #expect(summary.lineCount == 2)
        #expect(contents(folder.file("merged/Suite/case2.actual.txt")) == Array("text 2\n".utf8))
    }
}
