import ArgumentParser

/// The `proof` command-line tool.
@main
struct Proof: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proof",
        abstract: "Proofsheet: headless snapshot and layout testing for Swift.",
        subcommands: [InitCommand.self, LayoutCommand.self, CompareCommand.self, RenderCommand.self, ReportCommand.self, AcceptCommand.self, PruneCommand.self, ReportMergeCommand.self, DemoCommand.self, DeterminismCommand.self, ShapeCommand.self]
    )
}
