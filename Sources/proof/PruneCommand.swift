import ArgumentParser
import ProofSnapshots

/// `proof prune`: references that no test produced in the last complete run.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List references that no test produced in the last complete run; --delete removes them.",
        discussion: """
            Refuses (exit 1) after a filtered run (--filter, --skip), a single shard (merge the \
            shards with proof merge first), or when the results log has damaged lines. Only .png \
            files under the references folder are considered. Exit status 0 otherwise.
            """
    )

    @Flag(name: .long, help: "Delete the unused references (and folders left empty).")
    var delete = false

    @OptionGroup var folders: ReviewFolderOptions

    func run() throws {
        try Terminal.run("prune") {
            let locations = try folders.locations()
            let unused = try ReferencePruning.unusedReferences(locations: locations)
            if unused.isEmpty {
                print("no unused references in \(locations.referencesRoot)")
                return
            }
            if delete {
                let deleted = try ReferencePruning.delete(unused, locations: locations)
                for path in deleted { print("deleted \(path)") }
                print("deleted \(deleted.count) unused reference\(deleted.count == 1 ? "" : "s") from \(locations.referencesRoot)")
            } else {
                for path in unused { print(path) }
                print("\(unused.count) unused reference\(unused.count == 1 ? "" : "s") in \(locations.referencesRoot); "
                    + "proof prune --delete removes \(unused.count == 1 ? "it" : "them")")
            }
        }
    }
}
