import ProofBase
import Testing
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

@Suite struct EnvironmentTests {
    /// A package with a test file two folders down.
    private func package() -> (TemporaryFolder, String) {
        let folder = TemporaryFolder()
        writeBytes(Array("// swift-tools-version: 6.0\n".utf8), to: folder.file("Package.swift"))
        let file = folder.file("Tests/CardTests/CardTests.swift")
        writeBytes([], to: file)
        return (folder, file)
    }

    @Test func defaultsComeFromThePackageRoot() throws {
        let (folder, file) = package()
        defer { folder.remove() }
        let service = try ScreenshotService.fromEnvironment(file: file, environment: [:])
        #expect(service.packageRoot == folder.path)
        #expect(service.referencesRoot == folder.file("References"))
        #expect(service.artifactsRoot == folder.file(".build/proof"))
        #expect(service.suite == "CardTests")
        #expect(service.recordMode == .missing)
        #expect(service.tolerance == .exact)
        #expect(try service.referencePath(for: "expired") == folder.file("References/CardTests/expired.png"))
    }

    @Test func variablesOverrideTheDefaults() throws {
        let (folder, file) = package()
        defer { folder.remove() }
        let service = try ScreenshotService.fromEnvironment(file: file, suite: "Cards", environment: [
            "PROOF_RECORD": "all", "PROOF_REFERENCES": "Snapshots/../Refs", "PROOF_ARTIFACTS": "/tmp/proof-artifacts",
        ])
        #expect(service.recordMode == .all)
        #expect(service.referencesRoot == folder.file("Refs"))
        #expect(service.artifactsRoot == "/tmp/proof-artifacts")
        #expect(service.suite == "Cards")
    }

    @Test(arguments: [
        ([:], RecordMode.missing),
        (["CI": "true"], .never),
        (["CI": "1"], .never),
        (["CI": "false"], .missing),
        (["CI": "0"], .missing),
        (["CI": ""], .missing),
        (["CI": "true", "PROOF_RECORD": "failed"], .failed),
        (["PROOF_RECORD": ""], .missing),
        (["PROOF_RECORD": "never"], .never),
    ] as [([String: String], RecordMode)])
    func recordModeDefaultsByCI(environment: [String: String], mode: RecordMode) throws {
        let (folder, file) = package()
        defer { folder.remove() }
        #expect(try ScreenshotService.fromEnvironment(file: file, environment: environment).recordMode == mode)
    }

    @Test(arguments: ["yes", "ALL", "record", " missing"])
    func invalidRecordModeIsAnError(value: String) throws {
        let (folder, file) = package()
        defer { folder.remove() }
        #expect(throws: SnapshotError.invalidRecordMode(value)) {
            try ScreenshotService.fromEnvironment(file: file, environment: ["PROOF_RECORD": value])
        }
        #expect(SnapshotError.invalidRecordMode("yes").description == "PROOF_RECORD=\"yes\" is not a record mode; use never, missing, failed or all")
    }

    @Test func noPackageAboveIsAnError() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("Loose/Test.swift")
        writeBytes([], to: file)
        // The temporary folder has no Package.swift above it (unless the machine's root has one).
        if !FileSystem.exists("/Package.swift") && Paths.packageRoot(above: folder.path + "/x") == nil {
            #expect(throws: SnapshotError.packageRootNotFound(file: file)) {
                try ScreenshotService.fromEnvironment(file: file, environment: [:])
            }
        }
    }

    @Test func thisPackageIsFoundFromThisFile() throws {
        let service = try ScreenshotService.fromEnvironment(environment: [:])
        let root = try #require(service.packageRoot)
        #expect(FileSystem.exists(root + "/Package.swift"))
        #expect(FileSystem.exists(root + "/Tests/ProofTestingTests/EnvironmentTests.swift"))
        #expect(service.suite == "EnvironmentTests")
    }
}
