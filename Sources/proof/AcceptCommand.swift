import ArgumentParser
import ProofReview
import ProofSnapshots

/// `proof accept`: promotes actual images to references.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Promote the actual images of the latest run to references, rewriting only those whose pixels changed.",
        discussion: """
            NAME is Suite/name as a failing test prints it (proof accept Suite/name: the image and the \
            text snapshot of that name; Suite/name.png or Suite/name.txt for one of them); * and ? match \
            as in a shell (quote them: 'Suite/*'). --failed takes every failed, size-changed and \
            missing snapshot; --all every snapshot with an actual image. A reference with the same \
            pixels is left untouched. Refused (nothing written, exit 1): a missing or unreadable \
            actual image, or one older than its reference.
            """
    )

    @Argument(help: ArgumentHelp("Snapshots to accept: Suite/name.", valueName: "NAME"))
    var names: [String] = []

    @Flag(name: .long, help: "Accept every failed, size-changed and missing snapshot.")
    var failed = false

    @Flag(name: .long, help: "Accept every snapshot that has an actual image.")
    var all = false

    @OptionGroup var folders: ReviewFolderOptions

    func validate() throws {
        let modes = (names.isEmpty ? 0 : 1) + (failed ? 1 : 0) + (all ? 1 : 0)
        if modes == 0 { throw ValidationError("name the snapshots to accept (Suite/name), or pass --failed or --all") }
        if modes > 1 { throw ValidationError("pass names, --failed or --all, not several of them") }
    }

    func run() throws {
        var refused = false
        try Terminal.run("accept") {
            let locations = try folders.locations()
            let selection: ReferenceAcceptance.Selection = all ? .all : failed ? .failed : .names(names)
            let outcomes = try ReferenceAcceptance.accept(selection, locations: locations)
            if outcomes.isEmpty {
                print("nothing to accept: the latest run has no \(all ? "actual images" : "failed, size-changed or missing snapshots")")
                return
            }
            for outcome in outcomes { print(outcome.description) }
            let written = outcomes.filter(\.isWritten).count
            let unchanged = outcomes.filter { $0.change == .unchanged }.count
            refused = outcomes.contains(where: \.isRefused)
            print("\(written) reference\(written == 1 ? "" : "s") written, \(unchanged) unchanged, "
                + "\(outcomes.count - written - unchanged) refused; run proof report to refresh the report")
        }
        if refused { throw ExitCode(1) }
    }
}
