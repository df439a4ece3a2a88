import ArgumentParser
import Foundation
import ProofReview
import ProofSnapshots

/// `proof init`: prepares a package for snapshot tests.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Prepare the package for snapshot tests: References/, the Git LFS rule, the artifacts ignored, an example test.",
        discussion: """
            Run it in the package (the nearest folder with a Package.swift). It creates References/, \
            adds the Git LFS rule for reference images to .gitattributes and /.build/ to .gitignore \
            when they are missing, and with --example writes a snapshot test for a view that \
            takes no arguments. Safe to run again: it only adds what is missing and never replaces \
            a file. It prints what it did and what to do next.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Write an example snapshot test for this view type (initialised as View()).", valueName: "View"))
    var example: String?

    @Option(name: .long, help: ArgumentHelp("The module that declares the view (required with --example).", valueName: "Module"))
    var module: String?

    @Option(name: .long, help: ArgumentHelp("The test target's folder under Tests/ (default: <Module>Tests).", valueName: "Target"))
    var tests: String?

    func validate() throws {
        if example != nil && module == nil { throw ValidationError("--example needs --module, the module that declares the view") }
    }

    func run() throws {
        try Terminal.run("init") {
            let here = FileManager.default.currentDirectoryPath
            guard let root = ProjectSetup.packageRoot(from: here) else {
                throw ReviewFailure("no Package.swift in \(here) or any folder above it; run proof init in your package")
            }
            let exampleTest = example.map { ProjectSetup.ExampleTest(view: $0, module: module ?? "", testTarget: tests) }
            let hadImages = ProjectSetup.hasReferenceImages(root: root)
            let steps = try ProjectSetup.run(root: root, example: exampleTest)
            let ruleAdded = steps.contains { $0.path == ".gitattributes" && ($0.kind == .created || $0.kind == .updated) }
            print("Proofsheet in \(root):")
            for step in steps { print("  \(step)") }
            print("")
            print("Next:")
            let dependency = ProjectSetup.dependency(root: root)
            for line in ProjectSetup.nextSteps(example: exampleTest, gitLFSInstalled: Self.gitLFSInstalled(), dependency: dependency,
                                               referencesBeforeRule: hadImages && ruleAdded) {
                print("  " + line)
            }
        }
    }

    /// True when `git lfs version` runs.
    static func gitLFSInstalled() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "lfs", "version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
