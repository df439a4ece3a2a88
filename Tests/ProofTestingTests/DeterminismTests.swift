import ProofBase
import Foundation
import Testing
@testable import ProofSnapshots
@testable import ProofReview
@testable import ProofVerification

/// The parts of `proof determinism` and of the platform branch warning: comparing two runs'
/// snapshots, the hosts of the runs, and finding where code reads the host or branches on the
/// platform.
@Suite struct DeterminismTests {
    @Test func foldersAreComparedByteForByte() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes([1, 2, 3], to: folder.file("a/Card/same.png"))
        writeBytes([1, 2, 3], to: folder.file("b/Card/same.png"))
        writeBytes([1, 2, 3], to: folder.file("a/Card/dated.png"))
        writeBytes([1, 2, 4], to: folder.file("b/Card/dated.png"))
        writeBytes([9], to: folder.file("a/List/gone.txt"))
        writeBytes([9], to: folder.file("b/List/new.txt"))
        let comparison = try SnapshotFolderComparison.compare(folder.file("a"), folder.file("b"))
        #expect(comparison.identical == ["Card/same.png"])
        #expect(comparison.differences == [
            .init(path: "Card/dated.png", change: .changed),
            .init(path: "List/gone.txt", change: .onlyInFirst),
            .init(path: "List/new.txt", change: .onlyInSecond),
        ])
        let empty = try SnapshotFolderComparison.compare(folder.file("none"), folder.file("b"))
        #expect(empty.identical.isEmpty && empty.differences.count == 3)
    }

    @Test func theRunsDifferInTimeZoneLocaleAndClock() {
        #expect(RunHost.base.factors(differingFrom: .moved) == [.clock, .timeZone, .locale])
        let onlyZone = RunHost.base.with(.timeZone, from: .moved)
        #expect(onlyZone == RunHost(timeZone: "Pacific/Kiritimati", locale: "C.UTF-8"))
        #expect(onlyZone.factors(differingFrom: .base) == [.timeZone])

        let environment = RunHost.moved.environment(["LANGUAGE": "fr", "PATH": "/bin"])
        #expect(environment["TZ"] == "Pacific/Kiritimati")
        #expect(environment["LANG"] == "de_DE.UTF-8" && environment["LC_ALL"] == "de_DE.UTF-8")
        #expect(environment["LANGUAGE"] == nil && environment["PATH"] == "/bin")
        #expect(environment["FAKETIME_DONT_FAKE_MONOTONIC"] == "1")
        #expect(RunHost.moved.command(["swift", "test"]) == ["faketime", "-f", "+400d", "swift", "test"])
        // The real clock runs the command as it is.
        #expect(RunHost.base.command(["swift", "test"], faketime: "/opt/faketime") == ["swift", "test"])
        #expect(RunHost.base.environment([:])["FAKETIME_DONT_FAKE_MONOTONIC"] == nil)
    }

    @Test func readsOfTheHostAreFoundByFactor() {
        let source: [Substring] = """
            struct AddItemForm: View {
                @State var date = Date()
                // let example = Date()   (a comment: not a read)
                var body: some View {
                    Text(date.formatted(date: .abbreviated, time: .omitted))
                    Text(Locale.current.identifier)
                    Text(price, format: .currency(code: "EUR"))
                }
            }
            """.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(HostReadScan.reads(in: source, path: "Form.swift", factors: [.clock]).map(\.description)
                == ["Form.swift:2: @State var date = Date()"])
        #expect(HostReadScan.reads(in: source, path: "Form.swift", factors: [.timeZone]).map(\.line) == [5])
        #expect(HostReadScan.reads(in: source, path: "Form.swift", factors: [.locale]).map(\.line) == [5, 6])
        // A string that names a read is not one; an interpolation is code.
        let strings: [Substring] = [#"print("call Date() here")"#, #"Text("now: \(Date())")"#, #"let url = "https://x/Locale.current""#]
        #expect(HostReadScan.reads(in: strings, path: "S.swift", factors: [.clock, .locale]).map(\.line) == [2])
    }

    @Test func platformBranchesOfViewCodeAreFound() {
        let view: [Substring] = """
            #if canImport(SwiftUI) && !PROOFSHEET
            import SwiftUI
            #else
            import ProofUI
            #endif
            struct Root: View {
                var body: some View {
                    #if os(iOS)
                    TabView {}
                    #elseif targetEnvironment(macCatalyst) // the Mac app
                    Sidebar()
                    #endif
                    #if os(iOS) || PROOFSHEET
                    TabView {}
                    #endif
                    #if DEBUG
                    Text("debug")
                    #endif
                }
            }
            """.split(separator: "\n", omittingEmptySubsequences: false)
        let found = PlatformBranchScan.branches(in: view, path: "Sources/App/Root.swift")
        #expect(found.map(\.line) == [8, 10])
        #expect(found.first?.code == "#if os(iOS)")
        let warning = PlatformBranchScan.warning(for: found[0], root: "/app")
        #expect(warning.hasPrefix("/app/Sources/App/Root.swift:8:1: warning: snapshots draw the "))
        #expect(warning.contains("|| PROOFSHEET"))
        // A model file (no SwiftUI, no ProofUI) may branch on the platform freely.
        let model: [Substring] = ["import Foundation", "#if os(iOS)", "let x = 1", "#endif"]
        #expect(PlatformBranchScan.branches(in: model, path: "Model.swift").isEmpty)
    }

    @Test func packagesAreScannedThroughSymbolicLinks() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(Array("import ProofUI\n#if os(macOS)\nlet a = 1\n#endif\n".utf8), to: folder.file("Sources/App/View.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("Sources/AppSnapshots"), withDestinationPath: "App")
        writeBytes(Array("let now = Date()\n".utf8), to: folder.file("Tests/AppTests/CardTests.swift"))
        // The linked folder is the same files: each is listed once.
        #expect(SwiftSources.files(in: folder.path) == ["Sources/App/View.swift", "Tests/AppTests/CardTests.swift"])
        #expect(PlatformBranchScan.branches(inPackage: folder.path).map(\.description) == ["Sources/App/View.swift:2: #if os(macOS)"])
        #expect(HostReadScan.reads(inPackage: folder.path, factors: [.clock]).map(\.path) == ["Tests/AppTests/CardTests.swift"])
    }

    @Test func theProjectsOwnViewCodeHasNoUnacknowledgedPlatformBranch() throws {
        let root = try #require(Paths.packageRoot(above: Paths.absolute(#filePath)))
        #expect(PlatformBranchScan.branches(inPackage: root).map(\.description) == [])
    }
}
