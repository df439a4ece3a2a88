import ArgumentParser
import ProofSnapshots

/// `proof prune`: references that the last complete run of the user's tests proves unused.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List references that the last complete test run proves unused; --delete moves them out of References/.",
        discussion: """
            A reference is judged only when the run proves it unused: it lies in the folder of a \
            suite that ran to its end (assertSnapshots), or in a folder where a plain assertion \
            verified another snapshot. References in folders no test of the run reached (a test \
            skipped, filtered, or that threw before asserting) are left alone and counted. Refuses \
            (exit 1) after a filtered run (--filter, --skip), a single shard (merge the shards with \
            proof merge first), a run where a suite started and never finished (a crash), proof \
            demo's run, or when the results log has damaged lines. --delete moves the files to \
            <artifacts>/pruned/<time>/ and prints how to bring them back. Exit status 0 otherwise.
            """
    )

    @Flag(name: .long, help: "Move the unused references to <artifacts>/pruned/ (and remove folders left empty).")
    var delete = false

    @OptionGroup var folders: ReviewFolderOptions

    func run() throws {
        try Terminal.run("prune") {
            let locations = try folders.locations()
            let findings = try ReferencePruning.findings(locations: locations)
            let root = locations.referencesRoot
            if !findings.notJudged.isEmpty {
                let folders = Set(findings.notJudged.map { $0.split(separator: "/").dropLast().joined(separator: "/") }).sorted()
                print("\(findings.notJudged.count) reference\(findings.notJudged.count == 1 ? "" : "s") not judged: no test of the run "
                    + "reached \(folders.count == 1 ? "its folder" : "their folders") (\(folders.prefix(5).joined(separator: ", "))"
                    + "\(folders.count > 5 ? ", …" : ""))")
            }
            if findings.unused.isEmpty {
                print("no unused references in \(root) (\(findings.judgedFolders.count) folder\(findings.judgedFolders.count == 1 ? "" : "s") judged)")
                return
            }
            if delete {
                let (trash, moved) = try ReferencePruning.delete(findings.unused, locations: locations)
                for path in moved { print("moved \(path)") }
                print("moved \(moved.count) unused reference\(moved.count == 1 ? "" : "s") from \(root) to \(trash)")
                print("to bring them back: cp -R \(shellQuoted(trash))/. \(shellQuoted(root))/   "
                    + "(or from git: git checkout HEAD -- \(shellQuoted(root)))")
            } else {
                for path in findings.unused { print(path) }
                print("\(findings.unused.count) unused reference\(findings.unused.count == 1 ? "" : "s") in \(root); "
                    + "proof prune --delete moves \(findings.unused.count == 1 ? "it" : "them") to the artifacts folder")
            }
        }
    }

    private func shellQuoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) } ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
