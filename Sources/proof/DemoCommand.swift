import Foundation
import ArgumentParser
import ProofReview
import ProofSnapshots
import ProofUI
import RewardsExample
import RewardsSnapshots

/// `proof demo`: verifies the Rewards example's snapshot suite against `References/` and
/// builds the review report, as the tests would.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the Rewards example's snapshot suite, verify it against References/, and build the report.",
        discussion: """
            Run it inside the Proofsheet package (the package root is the nearest folder with a \
            Package.swift). The references are never written unless --record says so. Results and \
            the report go to the artifacts folder (PROOF_ARTIFACTS, else .build/proof). Exit \
            status 0 when every snapshot matches its reference, 1 otherwise.
            """
    )

    @OptionGroup var folders: ReviewFolderOptions

    @Option(name: .long, help: ArgumentHelp(
        "Write references: missing, failed or all (default: never; the demo only verifies).", valueName: "mode"))
    var record: String?

    @Option(name: .long, help: "How many cases render at once (default: the number of processors).")
    var jobs: Int?

    func validate() throws {
        if let record, (try? RecordMode.parse(record)) == nil {
            throw ValidationError("--record \(record) is not a record mode; use missing, failed or all")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        var passed = false
        try Terminal.run("demo") {
            var locations = try folders.locations()
            // The demo's run is not the user's: it keeps its own log and review copies, so that
            // `proof prune` and `proof report` in a user's package never take it for theirs.
            if folders.artifacts == nil { locations.artifactsRoot += "/" + DemoSummary.artifactsFolder }
            if folders.references == nil, let own = DemoSummary.proofsheetReferences() { locations.referencesRoot = own }
            let suite: ViewSnapshotSuite<RewardsViewModel>
            do {
                suite = try RewardsSnapshots.suite()
            } catch {
                throw ReviewFailure("the example's suite could not be built: \(error)")
            }
            var service = ScreenshotService(
                referencesRoot: locations.referencesRoot, artifactsRoot: locations.artifactsRoot, suite: suite.name,
                recordMode: try record.map { try RecordMode.parse($0) } ?? .never, packageRoot: locations.packageRoot
            )
            // The demo is one whole run of its own: a PROOF_SHARD or PROOF_RUN_ID meant for test
            // processes neither slices it nor joins it to their run.
            service.run = RunContext(id: service.run.id + ":demo", filtered: false, shard: nil)
            service.run.origin = .demo
            let runner = SuiteRunner(service: service, parallelism: jobs ?? SuiteRunner.processorCount)
            let outcome = runner.run(suite)
            let report = try ReviewReport.build(.init(
                artifactsRoot: locations.artifactsRoot, referencesRoot: locations.referencesRoot, title: "Proofsheet demo: Rewards"))
            print(DemoSummary.text(outcome: outcome, suite: suite, service: service, report: report.outputFolder + "/index.html"))
            passed = outcome.passed
        }
        if !passed { throw ExitCode(1) }
    }
}

/// The demo's one-screen summary.
enum DemoSummary {
    /// The folder under the artifacts folder that holds the demo's log, copies and report.
    static let artifactsFolder = "demo"

    /// `References/` of the Proofsheet package this tool was built from, when it is there
    /// (the example's references live with the example, not in the package it is run from).
    static func proofsheetReferences(sourceFile: String = #filePath) -> String? {
        var folder = sourceFile
        for _ in 0..<3 { folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]) }
        let references = folder + "/References"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: references + "/Rewards", isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return references
    }

    /// The most failing cases listed; the report has all of them.
    static let listedFailures = 8

    static func text(outcome: SuiteOutcome, suite: ViewSnapshotSuite<RewardsViewModel>, service: ScreenshotService, report: String) -> String {
        let states = Set(suite.cases.compactMap { $0.axes.first?.value }).count
        let images = suite.cases.count { ($0.formats ?? suite.formats).contains(.image) }
        var lines = [
            "Proofsheet demo: the Rewards screen (RewardsExample)",
            "  \(states) states: layout as text in all 12 size categories, and on 3 phones in both directions (all-pairs);",
            "  \(images) pictures: XS, L and AX5, and 3 phones × 2 schemes × 2 directions (all-pairs)",
            "  " + outcome.summary.split(separator: "\n", omittingEmptySubsequences: false)[0],
            "",
        ]
        for (status, count) in outcome.counts where count > 0 {
            lines.append("  " + status.rawValue.padding(to: 12) + String(count))
        }
        let failures = outcome.failures
        if !failures.isEmpty {
            lines.append("")
            lines.append("Not matching (\(failures.count) case\(failures.count == 1 ? "" : "s")):")
            for failure in failures.prefix(listedFailures) {
                let first = failure.results.first { !$0.passed }?.message.split(separator: "\n").first.map(String.init)
                    ?? failure.problems.first ?? ""
                lines.append("  \(failure.name): \(first)")
            }
            if failures.count > listedFailures { lines.append("  … and \(failures.count - listedFailures) more in the report") }
        }
        lines.append("")
        lines.append("References: \(relative(service.referencesRoot, service))/\(suite.name)   record mode: \(service.recordMode.rawValue)")
        lines.append("Report:     \(relative(report, service))")
        if !outcome.passed {
            lines.append("Accept the changes after reviewing them: swift run proof accept --failed --artifacts \(relative(service.artifactsRoot, service))")
        }
        return lines.joined(separator: "\n")
    }

    /// `path` relative to the package root when inside it.
    private static func relative(_ path: String, _ service: ScreenshotService) -> String {
        guard let root = service.packageRoot, path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
