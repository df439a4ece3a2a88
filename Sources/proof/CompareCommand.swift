import ArgumentParser
import ProofRender
import ProofReview
import ProofSnapshots
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `proof compare A.png B.png`: compares two PNGs as the screenshot service does.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG images as the screenshot service does.",
        discussion: """
            Exit status: 0 when the images are the same (or within the tolerance), 1 when they \
            differ, 2 when a file cannot be read or the diff cannot be written (one line on stderr \
            names the file and the cause), 64 for a usage error.
            Colour differences are CIE ΔE*94; see the README for how alpha is treated.
            """
    )

    @Argument(help: "The reference image.")
    var reference: String

    @Argument(help: "The image to compare with the reference.")
    var actual: String

    @Option(name: .long, help: ArgumentHelp("Write a picture of the difference here.", valueName: "D.png"))
    var diff: String?

    @Flag(name: .long, help: "Print one JSON object instead of a sentence.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Largest per-pixel ΔE*94 that is not a change (default: exact comparison).", valueName: "deltaE"))
    var tolerance: String?

    @Option(name: .long, help: ArgumentHelp("Share of pixels allowed over the tolerance, as 0.001 or 0.1% (default 0).", valueName: "fraction"))
    var allowedFraction: String?

    @Option(name: .long, help: ArgumentHelp("Refuse images with more pixels than this.", valueName: "pixels"))
    var maxPixels: Int = PixelLimit.default.maxPixels

    func validate() throws {
        if allowedFraction != nil && tolerance == nil {
            throw ValidationError("--allowed-fraction needs --tolerance")
        }
        if maxPixels <= 0 {
            throw ValidationError("--max-pixels must be a positive number of pixels")
        }
        if let tolerance {
            do {
                _ = try Tolerance.parse(deltaE: tolerance, fraction: allowedFraction)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    func run() throws {
        var threshold = Tolerance.exact
        if let tolerance {
            threshold = (try? Tolerance.parse(deltaE: tolerance, fraction: allowedFraction)) ?? .exact
        }
        let result = FileComparison(
            referencePath: reference, actualPath: actual, tolerance: threshold,
            diffPath: diff, limit: PixelLimit(maxPixels: maxPixels)
        )
        if let error = result.error {
            var line = "proof compare: \(error.description)"
            if case .tooLarge = error.pngError { line += " (here: --max-pixels)" }
            printError(line)
        } else if let diffError = result.diffError {
            printError("proof compare: could not write the diff image: \(diffError.description)")
        }
        if json {
            print(result.json)
        } else if result.outcome != .unreadable {
            print(result.summary)
        }
        let code = result.diffError != nil && result.outcome != .unreadable ? 2 : result.outcome.exitCode
        if code != 0 { throw ExitCode(code) }
    }

    private func printError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
