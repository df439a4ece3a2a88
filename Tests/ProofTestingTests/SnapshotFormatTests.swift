import Foundation
import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

/// Snapshot formats as values, and the one verification that consumes them.
@Suite struct SnapshotFormatTests {
    @Test func imageFormatComparesPixelsAndGivesTheDiffPicture() throws {
        let reference = samplePicture()
        var changed = reference
        changed[3, 2] = .black
        let format = SnapshotFormat.image()
        #expect(format.fileExtension == ".png")
        let stored = format.encode(reference)
        #expect(stored == PNG.encode(reference))
        #expect(format.compare(stored, reference).verdict == .identical)
        let difference = format.compare(stored, changed)
        #expect(difference.verdict == .differs(sizeChanged: false))
        #expect(difference.imageComparison?.changedPixels == 1)
        #expect(difference.imageComparison?.changeBounds == PixelRect(x: 3, y: 2, width: 1, height: 1))
        #expect(difference.summary?.hasPrefix("1 of 384 pixels changed (0.26%) within 1×1 at (3, 2); largest ΔE94 ") == true)
        let diff = try PNG.decode(try #require(difference.diff("a", "b")))
        #expect(diff[3, 2] == DiffImage.changedColor)
        #expect(diff[0, 0] != DiffImage.changedColor)
        let taller = samplePicture(height: 17)
        #expect(format.compare(stored, taller).verdict == .differs(sizeChanged: true))
        #expect(format.compare(stored, taller).summary == "reference is 24×16, actual is 24×17")
    }

    @Test func imageFormatToleranceAndDamagedReferences() {
        let reference = samplePicture()
        var nearly = reference
        nearly[1, 1] = RGBA8(r: nearly[1, 1].r &+ 1, g: nearly[1, 1].g, b: nearly[1, 1].b, a: nearly[1, 1].a)
        let lenient = SnapshotFormat.image(tolerance: Tolerance(maxDeltaE: 5, maxFractionOver: 0))
        #expect(lenient.compare(PNG.encode(reference), nearly).verdict == .withinTolerance)
        #expect(SnapshotFormat.image().compare(PNG.encode(reference), nearly).verdict == .differs(sizeChanged: false))
        let damaged = SnapshotFormat.image().compare(Array("not a png at all".utf8), reference)
        guard case let .unreadable(problem) = damaged.verdict else {
            Issue.record("a damaged reference is unreadable, not \(damaged.verdict)")
            return
        }
        #expect(problem.remedy == .restoreOrRecord)
        #expect(problem.description.hasSuffix("; restore it from version control, or remove it and re-run to record a new reference"))
    }

    @Test func textFormatNormalisesLineEndingsAndComparesBytes() throws {
        let format = SnapshotFormat<String>.text
        #expect(format.fileExtension == ".txt")
        #expect(format.encode("a\r\nb") == Array("a\nb\n".utf8))
        #expect(format.compare(Array("a\r\nb\r\n".utf8), "a\nb").verdict == .identical)
        // NFC and NFD are equal Strings, but a change of normalisation must show.
        let difference = format.compare(Array("caf\u{E9}\n".utf8), "cafe\u{301}\n")
        #expect(difference.verdict == .differs(sizeChanged: false))
        #expect(difference.textChange == SnapshotResult.TextChange(changedLines: 2, firstChangedLine: 1))
        #expect(difference.summary == "2 lines changed, the first at line 1")
        let diff = String(decoding: try #require(difference.diff("old.txt", "new.txt")), as: UTF8.self)
        #expect(diff.hasPrefix("--- old.txt\n+++ new.txt\n"))
        let pointer = format.compare(Array("version https://git-lfs.github.com/spec/v1\n".utf8), "x")
        #expect(pointer.verdict == .unreadable(ReferenceProblem("it is a Git LFS pointer, not the text; run git lfs pull", remedy: .none)))
    }

    /// `verifyText` and `verify(_:named:)` are the text and image formats of the one verification.
    @Test func namedVerificationsAreTheirFormats() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = makeService(folder, mode: .missing)
        let recorded = try service.verify("one\ntwo\n", as: .text, named: "layout")
        #expect(recorded.status == .recorded && recorded.kind == .text)
        #expect(contents(folder.file("References/Suite/layout.txt")) == Array("one\ntwo\n".utf8))
        let viaText = try makeService(folder, mode: .never).verifyText("one\nthree", named: "layout")
        #expect(viaText.status == .failed && viaText.textChange == SnapshotResult.TextChange(changedLines: 2, firstChangedLine: 2))
        #expect(contents(folder.file("artifacts/Suite/layout.actual.txt")) == Array("one\nthree\n".utf8))
        let image = try makeService(folder, mode: .missing).verify(samplePicture(), as: .image(), named: "card")
        #expect(image.status == .recorded && image.kind == .image && image.actualSize == PixelSize(width: 24, height: 16))
        #expect(throws: SnapshotError.self) { try service.verify(Bitmap(width: 0, height: 3), as: .image(), named: "empty") }
    }
}
