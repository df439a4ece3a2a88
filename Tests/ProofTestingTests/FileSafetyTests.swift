import ProofBase
import Foundation
import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofVerification

/// References stay inside their folder, crashed writes leave nothing for ever, and text
/// references are compared byte for byte.
@Suite struct FileSafetyTests {
    @Test func aLinkedFolderLeadingOutsideIsRefused() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileSystem.makeFolders(folder.file("elsewhere"))
        try FileSystem.makeFolders(folder.file("References"))
        symlink(folder.file("elsewhere"), folder.file("References/Suite"))
        do {
            _ = try makeService(folder, mode: .missing).verify(samplePicture(), named: "card")
            Issue.record("expected a refusal")
        } catch {
            guard case let .referenceOutsideRoot(name, path, target) = error else { Issue.record("\(error)"); return }
            #expect(name == "card" && path == folder.file("References/Suite") && target.hasSuffix("/elsewhere"))
        }
        #expect(!FileSystem.exists(folder.file("elsewhere/card.png")), "nothing was written through the link")
    }

    @Test func aLinkedReferenceLeadingOutsideIsRefusedForTextToo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array("secret\n".utf8), to: folder.file("outside.txt"))
        try FileSystem.makeFolders(folder.file("References/Suite"))
        symlink(folder.file("outside.txt"), folder.file("References/Suite/card.txt"))
        #expect(throws: SnapshotError.self) { try makeService(folder, mode: .all).verifyText("new\n", named: "card") }
        #expect(contents(folder.file("outside.txt")) == Array("secret\n".utf8))
    }

    @Test func linksInsideTheReferencesFolderAreFine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileSystem.makeFolders(folder.file("References/Shared"))
        symlink(folder.file("References/Shared"), folder.file("References/Suite"))
        #expect(try makeService(folder, mode: .missing).verify(samplePicture(), named: "card").status == .recorded)
        #expect(FileSystem.exists(folder.file("References/Shared/card.png")))
    }

    @Test func staleTemporaryFilesOfACrashAreCleanedOnTheNextWrite() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let stale = folder.file("References/Suite/.proof-crashed.tmp"), fresh = folder.file("References/Suite/.proof-writing.tmp")
        writeBytes([1, 2, 3], to: stale)
        writeBytes([4], to: fresh)
        let old = time(nil) - FileSystem.staleTemporarySeconds - 60
        var times = [timespec(tv_sec: old, tv_nsec: 0), timespec(tv_sec: old, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, stale, &times, 0) == 0)
        _ = try makeService(folder, mode: .missing).verify(samplePicture(), named: "card")
        #expect(!FileSystem.exists(stale), "left by a crash long ago")
        #expect(FileSystem.exists(fresh), "another process may be writing it now")
    }

    @Test func textReferencesCompareBytesSoNormalisationShows() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let composed = "Café\n", decomposed = "Cafe\u{301}\n"
        #expect(composed == decomposed, "Swift's == takes them as equal")
        _ = try makeService(folder, mode: .missing).verifyText(composed, named: "label")
        let result = try makeService(folder, mode: .never).verifyText(decomposed, named: "label")
        #expect(result.status == .failed)
        #expect(result.textChange?.changedLines == 2)
    }
}
