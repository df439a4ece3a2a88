import ProofBase
import Foundation
import ProofLayout
import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

/// The record-mode table of issue 2, row by row, plus the file-system edge cases.
@Suite struct ScreenshotServiceTests {
    let picture = samplePicture()
    let changed: Bitmap = {
        var bitmap = samplePicture()
        bitmap[3, 2] = .black
        bitmap[5, 4] = .black
        return bitmap
    }()

    // MARK: reference missing

    @Test func missingReferenceInNeverModeFailsAndWritesNoReference() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let result = try makeService(folder, mode: .never).verify(picture, named: "card")
        #expect(result.status == .missing && !result.passed && !result.referenceWritten)
        #expect(!FileSystem.exists(folder.file("References/Suite/card.png")))
        #expect(result.artifacts == .init(reference: nil, actual: folder.file("artifacts/Suite/card.actual.png"), diff: folder.file("artifacts/Suite/card.diff.png")))
        #expect(try PNG.decode(contents(folder.file("artifacts/Suite/card.actual.png"))!) == picture)
        let diff = try PNG.decode(contents(folder.file("artifacts/Suite/card.diff.png"))!)
        #expect(diff == Bitmap(width: picture.width, height: picture.height, fill: DiffImage.changedColor))
        #expect(result.message.contains("No reference for snapshot \"card\" at References/Suite/card.png"))
        #expect(result.message.contains("To accept the new image: swift run proof accept Suite/card  "))
    }

    @Test(arguments: [RecordMode.missing, .failed, .all])
    func missingReferenceIsRecordedAndFails(mode: RecordMode) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let result = try makeService(folder, mode: mode).verify(picture, named: "card")
        #expect(result.status == .recorded && !result.passed && result.referenceWritten)
        #expect(try PNG.decode(contents(folder.file("References/Suite/card.png"))!) == picture)
        #expect(result.message.contains("Recorded a new reference"))
        #expect(result.message.contains("re-run"))
        #expect(result.artifacts.actual != nil && result.artifacts.reference == nil)
    }

    // MARK: reference matches

    @Test(arguments: RecordMode.allCases)
    func matchingReferencePassesAndIsNotRewritten(mode: RecordMode) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("References/Suite/card.png")
        // Written by another tool: same pixels, other bytes. It must stay as it is.
        let foreign = withTextChunk(PNG.encode(picture))
        writeBytes(foreign, to: path)
        let before = inode(path)
        // Leftovers of an earlier failing run.
        writeBytes([1], to: folder.file("artifacts/Suite/card.actual.png"))
        let result = try makeService(folder, mode: mode).verify(picture, named: "card")
        #expect(result.status == .passed && result.passed && !result.referenceWritten)
        #expect(contents(path) == foreign && inode(path) == before)
        #expect(result.artifacts == .init())
        #expect(!FileSystem.exists(folder.file("artifacts/Suite/card.actual.png")), "a pass removes stale artifacts")
        #expect(result.comparison?.isIdentical == true)
    }

    @Test func withinToleranceRewritesOnlyInAllMode() throws {
        var nearly = picture
        nearly[1, 0] = RGBA8(r: 241, g: 240, b: 245)
        for mode in [RecordMode.failed, .all] {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            let path = folder.file("References/Suite/card.png")
            writeBytes(PNG.encode(picture), to: path)
            let service = makeService(folder, mode: mode, tolerance: Tolerance(maxDeltaE: 1))
            let result = try service.verify(nearly, named: "card")
            #expect(result.status == .passed)
            #expect(result.comparison?.changedPixels == 1)
            #expect(result.referenceWritten == (mode == .all))
            #expect(try PNG.decode(contents(path)!) == (mode == .all ? nearly : picture))
        }
    }

    // MARK: reference differs

    @Test(arguments: [RecordMode.never, .missing])
    func differingReferenceFailsAndIsKept(mode: RecordMode) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("References/Suite/card.png")
        let original = PNG.encode(picture)
        writeBytes(original, to: path)
        let result = try makeService(folder, mode: mode).verify(changed, named: "card")
        #expect(result.status == .failed && !result.referenceWritten)
        #expect(contents(path) == original)
        let comparison = try #require(result.comparison)
        #expect(comparison.changedPixels == 2)
        #expect(comparison.changeBounds == PixelRect(x: 3, y: 2, width: 3, height: 3))
        #expect(contents(folder.file("artifacts/Suite/card.reference.png")) == original)
        #expect(try PNG.decode(contents(folder.file("artifacts/Suite/card.actual.png"))!) == changed)
        #expect(try PNG.decode(contents(folder.file("artifacts/Suite/card.diff.png"))!) == DiffImage.render(reference: picture, actual: changed).bitmap)
        #expect(result.message.contains("differs from References/Suite/card.png: 2 of 384 pixels changed (0.521%) within 3×3 at (3, 2)"))
        #expect(result.message.contains("reference: artifacts/Suite/card.reference.png, actual: artifacts/Suite/card.actual.png, diff: artifacts/Suite/card.diff.png."))
        #expect(result.message.contains("To accept the new image: swift run proof accept Suite/card  "))
        #expect(result.message.contains("PROOF_RECORD=failed swift test"))
    }

    @Test(arguments: [RecordMode.failed, .all])
    func differingReferenceIsOverwrittenAndFails(mode: RecordMode) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("References/Suite/card.png")
        let original = PNG.encode(picture)
        writeBytes(original, to: path)
        let result = try makeService(folder, mode: mode).verify(changed, named: "card")
        #expect(result.status == .recorded && result.referenceWritten && !result.passed)
        #expect(try PNG.decode(contents(path)!) == changed)
        #expect(contents(folder.file("artifacts/Suite/card.reference.png")) == original, "the old reference stays reviewable")
        #expect(result.message.contains("overwrote References/Suite/card.png"))
    }

    @Test func sizeChangeFailsStatingBothSizesAndLeavesArtifacts() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(PNG.encode(picture), to: folder.file("References/Suite/card.png"))
        let taller = samplePicture(width: 24, height: 20)
        let result = try makeService(folder, mode: .missing).verify(taller, named: "card")
        #expect(result.status == .sizeChanged)
        #expect(result.message.contains("reference is 24×16, actual is 24×20"))
        let diff = try PNG.decode(contents(folder.file("artifacts/Suite/card.diff.png"))!)
        #expect(diff.width == 24 && diff.height == 20)
        #expect(diff[0, 19] == DiffImage.changedColor)
        #expect(result.artifacts.reference != nil && result.artifacts.actual != nil)
    }

    // MARK: unreadable references

    @Test(arguments: RecordMode.allCases)
    func damagedReferenceIsUnreadableAndNeverOverwritten(mode: RecordMode) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("References/Suite/card.png")
        var damaged = PNG.encode(picture)
        damaged[20] ^= 0xFF // inside IHDR: its CRC no longer matches
        writeBytes(damaged, to: path)
        let result = try makeService(folder, mode: mode).verify(picture, named: "card")
        #expect(result.status == .unreadable && !result.referenceWritten)
        #expect(contents(path) == damaged)
        #expect(result.message.hasPrefix("Cannot read the reference References/Suite/card.png for snapshot \"card\": damaged PNG"))
        #expect(result.message.contains("restore it from version control"))
        #expect(result.artifacts.reference == nil && result.artifacts.actual != nil && result.artifacts.diff != nil)
        #expect(FileSystem.exists(folder.file("artifacts/Suite/card.actual.png")))
    }

    @Test func gitLFSPointerIsNamedWithTheFix() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let oid = String(repeating: "ab", count: 32)
        let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:\(oid)\nsize 90825\n".utf8)
        writeBytes(pointer, to: folder.file("References/Suite/card.png"))
        let result = try makeService(folder, mode: .all).verify(picture, named: "card")
        #expect(result.status == .unreadable && !result.referenceWritten)
        #expect(contents(folder.file("References/Suite/card.png")) == pointer, "never overwritten, even in record mode all")
        #expect(result.message.contains("References/Suite/card.png for snapshot \"card\": this is a Git LFS pointer"))
        #expect(result.message.contains("run `git lfs pull` to fetch it"))
        #expect(result.artifacts.actual != nil && result.artifacts.diff != nil)
    }

    @Test func folderInPlaceOfReferenceIsUnreadable() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileSystem.makeFolders(folder.file("References/Suite/card.png"))
        let result = try makeService(folder, mode: .all).verify(picture, named: "card")
        #expect(result.status == .unreadable)
        #expect(result.message.contains("References/Suite/card.png for snapshot \"card\": it is a folder, not a file"))
        #expect(FileSystem.isFolder(folder.file("References/Suite/card.png")))
        #expect(FileSystem.exists(folder.file("artifacts/Suite/card.actual.png")))
    }

    @Test func oversizedReferenceIsRefusedBeforeDecoding() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(PNG.encode(Bitmap(width: 100, height: 100, fill: .white)), to: folder.file("References/Suite/card.png"))
        var service = makeService(folder, mode: .never)
        service.pixelLimit = PixelLimit(maxPixels: 500)
        let result = try service.verify(picture, named: "card")
        #expect(result.status == .unreadable)
        #expect(result.message.contains("100×100 pixels, above the limit of 500 pixels"))
    }

    // MARK: read-only folders

    @Test func fileInPlaceOfTheSuiteFolderIsAClearFailure() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes([0], to: folder.file("References/Suite")) // a file where the suite folder belongs
        let result = try makeService(folder, mode: .missing).verify(picture, named: "card")
        #expect(result.status == .missing && !result.referenceWritten)
        #expect(result.message.contains("No reference for snapshot \"card\" at References/Suite/card.png, and recording one failed."))
        #expect(result.message.contains("Could not record the reference: cannot create folder \(folder.file("References/Suite")): a file of that name is in the way."))
        #expect(FileSystem.exists(folder.file("artifacts/Suite/card.actual.png")))
    }

    @Test func unwritableReferencesFolderIsAClearFailure() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileSystem.makeFolders(folder.file("References"))
        // A dangling link: reading finds no reference, recording cannot create the folder.
        symlink(folder.file("nowhere/at/all"), folder.file("References/Suite"))
        let result = try makeService(folder, mode: .missing).verify(picture, named: "card")
        #expect(result.status == .missing && !result.referenceWritten)
        #expect(result.message.contains("Could not record the reference: cannot create folder \(folder.file("References/Suite")): a broken symbolic link of that name is in the way."))
        #expect(FileSystem.exists(folder.file("artifacts/Suite/card.actual.png")))
    }

    /// A folder nobody may write to, root included (root ignores permission bits, so a
    /// `chmod` folder does not do): sysfs on Linux, the read-only system volume on macOS.
    private var unwritableFolder: String {
        #if os(Linux)
        "/sys"
        #else
        "/System"
        #endif
    }

    @Test func readOnlyReferencesFolderIsAClearFailure() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = ScreenshotService(referencesRoot: unwritableFolder, artifactsRoot: folder.file("artifacts"), suite: "ProofsheetTest",
                                        recordMode: .missing, packageRoot: folder.path)
        let result = try service.verify(picture, named: "card")
        #expect(result.status == .missing && !result.referenceWritten)
        #expect(result.message.contains("Could not record the reference: cannot create folder \(unwritableFolder)/ProofsheetTest: "))
        #expect(result.message.contains("(make the folder writable, or point PROOF_REFERENCES / PROOF_ARTIFACTS at a writable folder)"))
    }

    @Test func readOnlyArtifactsFolderStillGivesTheResult() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = ScreenshotService(referencesRoot: folder.file("References"), artifactsRoot: unwritableFolder + "/proofsheet-artifacts",
                                        suite: "Suite", recordMode: .never, packageRoot: folder.path)
        let result = try service.verify(picture, named: "card")
        #expect(result.status == .missing)
        #expect(result.message.contains("Artifacts could not be written"))
        #expect(result.message.contains("The results log could not be written"))
    }

    // MARK: names

    @Test func namesMappingToOneFileAreAnErrorNamingBoth() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = makeService(folder, mode: .missing)
        _ = try service.verify(picture, named: "card: big")
        #expect(throws: SnapshotError.nameCollision(name: "card? big", existing: "card: big", path: "References/Suite/card__big.png")) {
            try service.verify(picture, named: "card? big")
        }
        #expect(throws: SnapshotError.nameCollision(name: "CARD: BIG", existing: "card: big", path: "References/Suite/CARD__BIG.png")) {
            try service.verify(picture, named: "CARD: BIG")
        }
        // The same name again (a repeated test) is fine, and so is a copy of the service.
        var copy = service
        copy.recordMode = .never
        #expect(try copy.verify(picture, named: "card: big").status == .passed)
        #expect(throws: SnapshotError.self) { try copy.verify(picture, named: "Card: Big") }
        #expect(throws: SnapshotError.emptyName) { try service.verify(picture, named: "") }
        #expect(throws: SnapshotError.self) { try service.verify(picture, named: "../../etc/passwd") }
        #expect(!FileSystem.exists(folder.file("etc")))
    }

    @Test func emptyImageIsAnErrorNotACrash() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = makeService(folder, mode: .all)
        #expect(throws: SnapshotError.emptyImage(name: "blank", width: 0, height: 10)) {
            try service.verify(Bitmap(width: 0, height: 10), named: "blank")
        }
        #expect(!FileSystem.exists(folder.file("References")) && !FileSystem.exists(folder.file("artifacts")))
    }

    @Test func parallelVerificationsAreSafe() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = makeService(folder, mode: .missing)
        let bitmap = picture
        let statuses = await withTaskGroup(of: SnapshotResult.Status?.self) { group in
            for index in 0..<64 {
                group.addTask { try? service.verify(bitmap, named: "shot-\(index % 32)").status }
            }
            var all: [SnapshotResult.Status?] = []
            for await status in group { all.append(status) }
            return all
        }
        #expect(statuses.count == 64 && !statuses.contains(nil))
        #expect(statuses.filter { $0 == .recorded }.count + statuses.filter { $0 == .passed }.count == 64)
        #expect(logLines(folder).count == 64)
        for index in 0..<32 {
            #expect(try PNG.decode(contents(folder.file("References/Suite/shot-\(index).png"))!) == bitmap)
        }
    }

    // MARK: the results log

    @Test func resultsLogHasOneCompleteLinePerVerification() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = makeService(folder, mode: .never, tolerance: Tolerance(maxDeltaE: 2, maxFractionOver: 0.5))
        writeBytes(PNG.encode(picture), to: folder.file("References/Suite/card.png"))
        _ = try service.verify(changed, named: "card")
        _ = try service.verify(picture, named: "other \"one\"")
        let lines = logLines(folder)
        #expect(lines.count == 2)
        let first = lines[0]
        #expect(first["schema"] as? Int == 4)
        #expect(first["status"] as? String == "passed")
        #expect(first["id"] as? String == "Suite/card")
        #expect(first["reference"] as? String == "References/Suite/card.png")
        #expect(first["packageRoot"] as? String == folder.path)
        #expect(first["changedPixels"] as? Int == 2)
        #expect(first["pixelsOverTolerance"] as? Int == 2)
        #expect((first["changeBounds"] as? [String: Int]) == ["x": 3, "y": 2, "width": 3, "height": 3])
        #expect((first["tolerance"] as? [String: Double]) == ["maxDeltaE": 2, "maxFractionOver": 0.5])
        #expect((first["maxDeltaE"] as? Double).map { $0 > 90 } == true)
        let second = lines[1]
        #expect(second["status"] as? String == "missing")
        #expect(second["name"] as? String == "other \"one\"")
        #expect(second["referenceSize"] is NSNull)
        #expect((second["actualSize"] as? [String: Int]) == ["width": 24, "height": 16])
        #expect((second["artifacts"] as? [String: Any])?["actual"] as? String == "artifacts/Suite/other__one_.actual.png")
        let raw = String(decoding: contents(folder.file("artifacts/results.jsonl"))!, as: UTF8.self)
        #expect(raw.hasPrefix("{\"schema\":4,\"time\":\""))
    }

    @Test func concurrentAppendsKeepEveryLineWhole() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("log.jsonl")
        let threads = 8, perThread = 100
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                // Lines longer than PIPE_BUF (4 KiB), which POSIX does not promise to write whole.
                let filler = String(repeating: Character(UnicodeScalar(UInt8(97 + thread))), count: 5000)
                try? FileSystem.appendLine("{\"thread\":\(thread),\"index\":\(index),\"fill\":\"\(filler)\"}", to: path)
            }
        }
        let lines = String(decoding: contents(path)!, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == threads * perThread + 1 && lines.last == "")
        var seen = Set<String>()
        for line in lines.dropLast() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let thread = try #require(object["thread"] as? Int)
            #expect(object["fill"] as? String == String(repeating: Character(UnicodeScalar(UInt8(97 + thread))), count: 5000))
            seen.insert("\(thread)-\(object["index"] as? Int ?? -1)")
        }
        #expect(seen.count == threads * perThread)
    }

    // MARK: atomic writes

    @Test func parallelWritersNeverLeaveAPartialFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("shot.png")
        let versions = (0..<4).map { seed in PNG.encode(samplePicture(width: 300, height: 200, seed: UInt8(seed * 40))) }
        writeBytes(versions[0], to: path)
        let torn = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 5) { worker in
            for round in 0..<20 {
                if worker == 4 {
                    if let bytes = contents(path), !versions.contains(bytes) { torn.withLock { $0 += 1 } }
                } else {
                    try? FileSystem.writeAtomically(versions[(worker + round) % 4], to: path)
                }
            }
        }
        #expect(torn.withLock { $0 } == 0)
        #expect(versions.contains(contents(path)!))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "shot.png" }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }
}
