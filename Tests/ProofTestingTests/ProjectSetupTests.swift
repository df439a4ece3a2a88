import ProofBase
import Foundation
import Testing
@testable import ProofSnapshots
@testable import ProofReview
@testable import ProofVerification

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
        writeBytes(Array("import SwiftUI\n\nstruct ProfileView: View {\n    var body: some View { Text(\"Me\") }\n}\n".utf8),
                   to: folder.file("Sources/App/ProfileView.swift"))
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

    /// A view that no file under Sources declares gets no example test: it would stop the
    /// package's tests from compiling.
    @Test func anExampleIsWrittenOnlyForADeclaredView() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array("// swift-tools-version: 6.0\n".utf8), to: folder.file("Package.swift"))
        // Named only in a comment and a call: not declared.
        writeBytes(Array("// struct ProfileView is coming\nlet x = ProfileView()\nfinal class ProfileViewModel {}\n".utf8),
                   to: folder.file("Sources/App/Other.swift"))
        let steps = try ProjectSetup.run(root: folder.path, example: .init(view: "ProfileView", module: "App"))
        #expect(steps.last?.kind == .skipped && steps.last?.detail.contains("no type ProfileView is declared") == true)
        #expect(!FileSystem.exists(folder.file("Tests/AppTests/ProfileViewSnapshotTests.swift")))
        writeBytes(Array("public final class ProfileView: UIView {}\n".utf8), to: folder.file("Sources/App/Legacy/ProfileView.swift"))
        #expect(try ProjectSetup.run(root: folder.path, example: .init(view: "ProfileView", module: "App")).last?.kind == .created)
    }

    /// References committed before the LFS rule are named, with the command that moves them.
    @Test func imagesCommittedBeforeTheRuleAreRenormalized() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        #expect(!ProjectSetup.hasReferenceImages(root: folder.path))
        writeBytes([0x89, 0x50], to: folder.file("References/GreetingTests/greeting/a.png"))
        #expect(ProjectSetup.hasReferenceImages(root: folder.path))
        let steps = ProjectSetup.nextSteps(example: nil, gitLFSInstalled: true, referencesBeforeRule: true)
        #expect(steps.contains { $0.hasPrefix("git add --renormalize References") })
        #expect(!ProjectSetup.nextSteps(example: nil, gitLFSInstalled: true).contains { $0.contains("renormalize") })
    }

    /// `proof init` asks to add the dependency only when Package.swift lacks it: by URL, by path
    /// (the folder's name is the package's), and with the product already used.
    @Test func nextStepsAddOnlyWhatPackageSwiftLacks() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let none = ProjectSetup.nextSteps(example: nil, gitLFSInstalled: true, dependency: .find(in: "let package = Package(name: \"App\")"))
        #expect(none.contains("add Proofsheet to Package.swift's dependencies:"))
        #expect(none.contains("    .package(url: \"https://github.com/<owner>/Proofsheet\", from: \"<version>\"),"))
        #expect(none.contains { $0.contains(".package(path: \"../Proofsheet\")") })
        #expect(ProjectSetup.nextSteps(example: nil, gitLFSInstalled: true) == none, "an unreadable Package.swift shows both steps")

        let byURL = """
            dependencies: [.package(url: "https://github.com/someone/proofsheet.git", from: "1.0.0")],
            targets: [.target(name: "App"), .testTarget(name: "AppTests", dependencies: ["App"])]
            """
        let declared = ProjectSetup.Dependency.find(in: byURL)
        #expect(declared == ProjectSetup.Dependency(packageName: "proofsheet", productUsed: false))
        let steps = ProjectSetup.nextSteps(example: nil, gitLFSInstalled: true, dependency: declared)
        #expect(!steps.contains { $0.contains(".package(") })
        #expect(steps.contains("    .product(name: \"ProofTesting\", package: \"proofsheet\")"))

        // By path: the package is named after its folder ("main" here), found by its own manifest.
        writeBytes(Array("// swift-tools-version: 6.1\nlet package = Package(\n    name: \"Proofsheet\",\n)\n".utf8), to: folder.file("main/Package.swift"))
        writeBytes(Array("""
            let package = Package(
                name: "App",
                dependencies: [.package(path: "../main"), .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")],
                targets: [.testTarget(name: "AppTests", dependencies: ["App"])]
            )
            """.utf8), to: folder.file("app/Package.swift"))
        let byPath = try #require(ProjectSetup.dependency(root: folder.file("app")))
        #expect(byPath == ProjectSetup.Dependency(packageName: "main", productUsed: false))
        #expect(ProjectSetup.nextSteps(example: nil, gitLFSInstalled: true, dependency: byPath)
            .contains("    .product(name: \"ProofTesting\", package: \"main\")"))
        #expect(ProjectSetup.Dependency.find(in: ".package(path: \"../Other\")") == ProjectSetup.Dependency(packageName: nil, productUsed: false),
                "a path dependency whose manifest is not Proofsheet's is not taken for it")

        let complete = ProjectSetup.Dependency.find(in: byURL.replacingOccurrences(
            of: "dependencies: [\"App\"]", with: "dependencies: [\"App\", .product(name: \"ProofTesting\", package: \"proofsheet\")]"))
        #expect(complete.productUsed)
        let nothingToAdd = ProjectSetup.nextSteps(example: nil, gitLFSInstalled: true, dependency: complete)
        #expect(!nothingToAdd.contains { $0.contains("Package.swift") || $0.contains(".product(") || $0.contains(".package(") })
        #expect(ProjectSetup.dependency(root: folder.file("nowhere")) == nil)
    }

    private func snapshotOfFiles(_ folder: TemporaryFolder) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in [".gitattributes", ".gitignore", "References/README.md", "Tests/AppTests/ProfileViewSnapshotTests.swift"] {
            files[name] = contents(folder.file(name))
        }
        return files
    }
}
