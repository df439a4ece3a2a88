import Foundation
import Testing
@testable import ProofSnapshots

/// `proof init`: adds only what is missing, never replaces a file, and changes nothing the
/// second time.
@Suite struct ProjectSetupTests {
    @Test func setsAPackageUpOnceAndKeepsTheUsersFiles() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array("// swift-tools-version: 6.0\n".utf8), to: folder.file("Package.swift"))
        writeBytes(Array("*.pbxproj merge=union".utf8), to: folder.file(".gitattributes"))
        writeBytes(Array("DerivedData/\n".utf8), to: folder.file(".gitignore"))
        let mine = Array("// my test\n".utf8)
        writeBytes(mine, to: folder.file("Tests/AppTests/OtherViewSnapshotTests.swift"))
        #expect(ProjectSetup.packageRoot(from: folder.file("Tests/AppTests")) == folder.path)

        let first = try ProjectSetup.run(root: folder.path, example: .init(view: "ProfileView", module: "App"))
        #expect(first.map(\.kind) == [.created, .updated, .updated, .created])
        #expect(String(decoding: contents(folder.file(".gitattributes"))!, as: UTF8.self) == "*.pbxproj merge=union\n\n"
            + "# Reference images of Proofsheet snapshot tests, stored with Git LFS.\n" + ProjectSetup.lfsRule + "\n")
        #expect(String(decoding: contents(folder.file(".gitignore"))!, as: UTF8.self).hasSuffix("\n/.build/\n"))
        let test = String(decoding: contents(folder.file("Tests/AppTests/ProfileViewSnapshotTests.swift"))!, as: UTF8.self)
        #expect(test.contains("@testable import App") && test.contains("@Test func profileView()") && test.contains("        ProfileView()\n"))
        #expect(FileSystem.isFolder(folder.file("References")))

        let before = try snapshotOfFiles(folder)
        let second = try ProjectSetup.run(root: folder.path, example: .init(view: "ProfileView", module: "App"))
        #expect(second.map(\.kind) == [.unchanged, .unchanged, .unchanged, .unchanged])
        #expect(try snapshotOfFiles(folder) == before, "a second run changes nothing")

        let other = try ProjectSetup.run(root: folder.path, example: .init(view: "OtherView", module: "App"))
        #expect(other.last?.kind == .unchanged && contents(folder.file("Tests/AppTests/OtherViewSnapshotTests.swift")) == mine,
                "an existing test is never replaced")
    }

    @Test func existingRulesCountAndBadNamesWriteNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array("References/**/*.png filter=lfs diff=lfs merge=lfs -text\n".utf8), to: folder.file(".gitattributes"))
        writeBytes(Array(".build\n".utf8), to: folder.file(".gitignore"))
        writeBytes([], to: folder.file("References"))
        let steps = try ProjectSetup.run(root: folder.path, example: .init(view: "Bad View", module: "App"))
        #expect(steps.map(\.kind) == [.skipped, .unchanged, .unchanged, .skipped])
        #expect(!FileSystem.exists(folder.file("Tests")))
    }

    private func snapshotOfFiles(_ folder: TemporaryFolder) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in [".gitattributes", ".gitignore", "References/README.md", "Tests/AppTests/ProfileViewSnapshotTests.swift"] {
            files[name] = contents(folder.file(name))
        }
        return files
    }
}
