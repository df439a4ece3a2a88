import ProofBase
import ArgumentParser
import ProofReview
import ProofSnapshots
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Options shared by the review commands: where the artifacts and references are.
struct ReviewFolderOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The folder holding results.jsonl (default: PROOF_ARTIFACTS, else <package root>/.build/proof).", valueName: "folder"))
    var artifacts: String?

    @Option(name: .long, help: ArgumentHelp(
        "The references folder (default: PROOF_REFERENCES, else <package root>/References).", valueName: "folder"))
    var references: String?

    func locations() throws -> ReviewLocations {
        do {
            return try ReviewLocations.resolve(artifacts: artifacts, references: references)
        } catch {
            throw ReviewFailure(error.description)
        }
    }
}

/// A review command's failure: one line on stderr, exit status 1.
struct ReviewFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum Terminal {
    static func error(_ command: String, _ text: String) {
        let bytes = Array("proof \(command): \(text)\n".utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Runs `body`, turning a review error into a message on stderr and exit status 1.
    static func run(_ command: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as ReviewFailure {
            error(command, failure.description)
            throw ExitCode(1)
        } catch let failure as ReviewError {
            error(command, failure.description)
            throw ExitCode(1)
        }
    }
}

/// `proof report`: the HTML report, Markdown summary and JUnit XML of the latest run.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Build the HTML report of the latest snapshot run, with a Markdown summary and JUnit XML beside it.",
        discussion: """
            Writes <output>/index.html (self-contained: open it from disk, or zip the folder as a CI \
            artifact), images/, summary.md and junit.xml. The folder is replaced as a whole.
            Exit status: 0 when the report was written (whatever the snapshots' statuses; add \
            --fail-on-changes to make changes an error), 1 when it could not be, 2 with \
            --fail-on-changes when a snapshot did not pass.
            """
    )

    @OptionGroup var folders: ReviewFolderOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The report folder (default: <artifacts>/report).", valueName: "folder"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Also append the Markdown summary to this file (e.g. \"$GITHUB_STEP_SUMMARY\").", valueName: "file"))
    var appendSummary: String?

    @Option(name: .long, help: "The page title.")
    var title = "Snapshot report"

    @Flag(name: .long, help: "Exit with status 2 when any snapshot did not pass.")
    var failOnChanges = false

    func run() throws {
        var failed = false
        try Terminal.run("report") {
            let locations = try folders.locations()
            let options = ReviewReport.Options(
                artifactsRoot: locations.artifactsRoot, outputFolder: output,
                referencesRoot: folders.references != nil || locations.packageRoot == nil ? locations.referencesRoot : nil, title: title
            )
            let summary = try ReviewReport.build(options)
            for problem in summary.log.problems.prefix(5) {
                Terminal.error("report", "warning: \(summary.log.path) \(problem); the line is left out")
            }
            if summary.log.problems.count > 5 {
                Terminal.error("report", "warning: \(summary.log.problems.count - 5) more damaged lines left out")
            }
            if !summary.missingImages.isEmpty {
                Terminal.error("report", "warning: \(summary.missingImages.count) picture(s) missing from \(locations.artifactsRoot), "
                    + "first \(summary.missingImages[0])")
            }
            if let appendSummary {
                do throws(FileSystemError) {
                    // Other steps append to `$GITHUB_STEP_SUMMARY` too, without a lock.
                    try FileSystem.append(Array(summary.markdown.utf8), to: appendSummary, exclusive: false)
                } catch {
                    throw ReviewFailure("cannot append the summary to \(appendSummary): \(error.reason)")
                }
            }
            var coverage = ""
            if summary.log.coverage != .complete { coverage = " (\(summary.log.coverage))" }
            print("\(summary.log.countsSummary)\(coverage)")
            print("report: \(summary.indexPath)")
            print("summary: \(summary.markdownPath)")
            print("junit: \(summary.junitPath)")
            failed = summary.log.results.contains(where: \.needsReview)
        }
        if failOnChanges && failed { throw ExitCode(2) }
    }
}

/// `proof merge`: joins the logs of all shards of a run.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the results logs of the shards of one run (PROOF_SHARD=i/n) into one complete run.",
        discussion: """
            Each input is a results.jsonl or an artifacts folder holding one; together they must \
            cover shards 1…n once each. The merged log and the shards' review images go to --output \
            (default: the artifacts folder), where proof report, accept and prune then see one \
            complete run.
            """
    )

    @Argument(help: ArgumentHelp("The shards' results.jsonl files or artifacts folders.", valueName: "log"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The artifacts folder to write (default: PROOF_ARTIFACTS, else <package root>/.build/proof).", valueName: "folder"))
    var output: String?

    func run() throws {
        try Terminal.run("merge") {
            let folder: String
            if let output {
                folder = output
            } else {
                // Not `ReviewFolderOptions().locations()`: options made with `init()` hold no
                // value, and reading one stops the process.
                do {
                    folder = try ReviewLocations.resolve(artifacts: nil, references: nil).artifactsRoot
                } catch {
                    throw ReviewFailure("\(error)")
                }
            }
            let summary = try LogMerge.merge(inputs, into: folder)
            if !summary.duplicateIDs.isEmpty {
                Terminal.error("merge", "warning: \(summary.duplicateIDs.count) snapshot(s) ran in more than one shard with different outcomes, first "
                    + "\(summary.duplicateIDs[0]); the report shows the first shard's result")
            }
            print("merged \(summary.shardCount) shards, \(summary.lineCount) results, \(summary.imageCount) images into \(summary.outputLog)")
        }
    }
}
