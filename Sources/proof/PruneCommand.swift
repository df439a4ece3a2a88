import ArgumentParser
import ProofReview
import ProofSnapshots

/// `proof prune`: references that the last complete run of the user's tests proves unused.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List references that the last complete test run proves unused; --delete moves them out of References/.",
        discussion: """
            A reference is judged only when the run proves it unused: it lies in the folder of a \
            suite that ran to its end (assertSnapshots), or in a folder where a plain assertion \
            verified another snapshot. References in folders no test of the run reached (most often \
            those of renamed or deleted tests, but also of a test skipped or that threw before \
            asserting) are listed first, on their own, and moved only with --unreached --delete. Refuses \
            (exit 1) after a filtered run (--filter, --skip), a single shard (merge the shards with \
            proof merge first), a run where a suite started and never finished (a crash), proof \
            demo's run, or when the results log has damaged lines. --delete moves the files to \
            <artifacts>/pruned/<time>/ and prints how to bring them back. Exit status 0 otherwise.
            """
    )

    @Flag(name: .long, help: "Move the unused references to <artifacts>/pruned/ (and remove folders left empty).")
    var delete = false

    @Flag(name: .long, help: "With --delete, move the references in folders no test of the run reached too (renamed or deleted tests; check that no skipped test uses them).")
    var unreached = false

    @OptionGroup var folders: ReviewFolderOptions

    func run() throws {
        try Terminal.run("prune") {
            for line in try ReferencePruning.prune(locations: try folders.locations(), delete: delete, includeUnreached: unreached) {
                print(line)
            }
        }
    }
}
