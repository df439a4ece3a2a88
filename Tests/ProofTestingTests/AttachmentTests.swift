import Foundation
import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

/// A failing snapshot attaches its review copies (reference, actual, diff) to the test, so
/// that `swift test --attachments-path` and Xcode's report show them.
@Suite struct AttachmentTests {
    static let fixtureVariable = "PROOF_ATTACHMENT_FIXTURE"

    /// Fails on purpose, only when run by ``failingSnapshotsAttachTheirReviewCopies()``.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[fixtureVariable] != nil))
    func attachmentFixture() throws {
        let root = try #require(ProcessInfo.processInfo.environment[Self.fixtureVariable])
        let service = ScreenshotService(referencesRoot: root + "/References", artifactsRoot: root + "/artifacts", suite: "Suite",
                                        recordMode: .never, packageRoot: root, run: RunContext(id: "attachments"))
        assertSnapshot(of: samplePicture(seed: 40), named: "changed", service: service)
    }

    @Test func failingSnapshotsAttachTheirReviewCopies() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Suite/changed.png"))
        try FileManager.default.createDirectory(atPath: folder.file("attachments"), withIntermediateDirectories: true)
        // This test process's own executable runs the fixture, as `swift test` runs it.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "AttachmentTests/attachmentFixture",
                             "--attachments-path", folder.file("attachments")]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.fixtureVariable] = folder.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "the fixture fails")
        let attached = try FileManager.default.contentsOfDirectory(atPath: folder.file("attachments")).sorted()
        let names = ["changed.actual.png", "changed.diff.png", "changed.reference.png"]
        #expect(names.allSatisfy { name in attached.contains { $0.hasSuffix(name) } }, "\(attached)")
        // The attached actual image is the one verified.
        if let actual = attached.first(where: { $0.hasSuffix("changed.actual.png") }) {
            let bytes = try #require(contents(folder.file("attachments/" + actual)))
            #expect(try PNG.decode(bytes) == samplePicture(seed: 40))
        }
    }
}
