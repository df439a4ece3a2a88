import Foundation
import ArgumentParser
import ProofReview
import ProofSnapshots
import ProofUI

/// `proof determinism`: runs the snapshot suites twice, under two hosts that differ in time
/// zone, locale and clock, and lists every snapshot whose bytes changed, with what changed it
/// and where the code reads it.
struct DeterminismCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "determinism",
        abstract: "Run the snapshot suites twice, under another time zone, locale and clock, and list every snapshot whose bytes changed.",
        discussion: """
            Builds the tests once (swift build --build-tests), then runs `swift test --skip-build` \
            (with the arguments after --, e.g. -- --filter CardTests) twice, each recording every \
            snapshot into its own folder under --work (PROOF_REFERENCES, PROOF_RECORD=all: your \
            References/ are never written): first with TZ=UTC LANG=C.UTF-8 and the real clock, then \
            with TZ=Pacific/Kiritimati LANG=de_DE.UTF-8 and the clock 400 days ahead (libfaketime's \
            faketime program: apt-get install faketime, brew install libfaketime). The two folders are compared byte \
            for byte. When snapshots changed, one more run per factor (clock, time zone, locale) tells \
            which one changed each, and the Swift files of Sources/ and Tests/ are searched for the \
            code that reads it. --demo checks Proofsheet's own demo instead of your tests. \
            Exit status 0 when every snapshot is byte-identical, 1 when some changed, 2 when the \
            runs could not be made or wrote no snapshot.
            """
    )

    @Flag(name: .long, help: "Check `proof demo` (the Rewards example) instead of the package's tests.")
    var demo = false

    @Option(name: .long, help: ArgumentHelp("The second run's time zone.", valueName: "tz"))
    var timeZone = RunHost.moved.timeZone

    @Option(name: .long, help: ArgumentHelp("The second run's locale (LANG, LC_ALL).", valueName: "name"))
    var locale = RunHost.moved.locale

    @Option(name: .long, help: ArgumentHelp("How far the second run's clock is moved (faketime -f: +400d, -2y, +5h…).", valueName: "offset"))
    var clock = RunHost.moved.clockOffset ?? "+400d"

    @Option(name: .long, help: ArgumentHelp("libfaketime's faketime program (default: faketime, looked up in PATH).", valueName: "path"))
    var faketime = "faketime"

    @Flag(name: .long, help: "Do not run once per factor to tell which one changed each snapshot.")
    var noAttribution = false

    @Option(name: .long, help: ArgumentHelp("The folder of the runs' snapshots and output (default: <package root>/.build/proof-determinism; the previous check's are replaced).", valueName: "folder"))
    var work: String?

    @Argument(parsing: .postTerminator, help: "Arguments passed on to `swift test` (after --).")
    var testArguments: [String] = []

    func run() throws {
        let fileManager = FileManager.default
        let root = Self.packageRoot(above: fileManager.currentDirectoryPath) ?? fileManager.currentDirectoryPath
        let workFolder = work.map { $0.hasPrefix("/") ? $0 : fileManager.currentDirectoryPath + "/" + $0 } ?? root + "/.build/proof-determinism"
        try fileManager.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
        // Only what an earlier check wrote is removed: --work may name a folder that holds more.
        for entry in (try? fileManager.contentsOfDirectory(atPath: workFolder)) ?? []
        where ["first", "second", "build.log"].contains(entry) || entry.hasPrefix("first.") || entry.hasPrefix("second.") || entry.hasPrefix("only-") {
            try? fileManager.removeItem(atPath: workFolder + "/" + entry)
        }

        var moved = RunHost(timeZone: timeZone, locale: locale, clockOffset: clock)
        if let problem = Self.clockProblem(faketime: faketime, offset: clock) {
            print("proof determinism: the clock is NOT moved: \(problem)")
            moved.clockOffset = nil
        }
        let base = RunHost.base
        if !demo {
            print("building the tests: swift build --build-tests")
            let build = Self.launch(["swift", "build", "--build-tests"], environment: ProcessInfo.processInfo.environment, log: workFolder + "/build.log", in: root)
            guard build == 0 else {
                Terminal.error("determinism", "the build failed (exit \(build)); see \(workFolder)/build.log")
                throw ExitCode(2)
            }
        }
        let command = demo ? [Self.executablePath(), "demo"] : ["swift", "test", "--skip-build"] + testArguments
        print("proof determinism: \(command.joined(separator: " ")), twice")

        func record(_ host: RunHost, _ name: String) -> String {
            let folder = workFolder + "/" + name
            var environment = host.environment(ProcessInfo.processInfo.environment)
            if !demo {
                environment["PROOF_REFERENCES"] = folder + "/References"
                environment["PROOF_ARTIFACTS"] = folder + "/artifacts"
                environment["PROOF_RECORD"] = "all"
            }
            let start = ContinuousClock.now
            let arguments = demo ? command + ["--references", folder + "/References", "--artifacts", folder + "/artifacts", "--record", "all"] : command
            let status = Self.launch(host.command(arguments, faketime: faketime), environment: environment, log: folder + ".log", in: root)
            let seconds = Self.seconds(ContinuousClock.now - start)
            print("  \(name): \(host) — \(seconds) s (exit \(status); output in \(folder).log)")
            return folder + "/References"
        }

        let first = record(base, "first")
        let second = record(moved, "second")
        let start = ContinuousClock.now
        let comparison: SnapshotFolderComparison
        do {
            comparison = try SnapshotFolderComparison.compare(first, second)
        } catch {
            Terminal.error("determinism", error.description)
            throw ExitCode(2)
        }
        print("  comparison: \(comparison.identical.count + comparison.differences.count) files — \(Self.seconds(ContinuousClock.now - start)) s")
        guard !(comparison.identical.isEmpty && comparison.differences.isEmpty) else {
            Terminal.error("determinism", "the runs wrote no snapshot; see \(workFolder)/first.log")
            throw ExitCode(2)
        }
        let varied = base.factors(differingFrom: moved)
        print("proof determinism: note: \(SnapshotHost.localeNote) (Docs/Determinism.md)")
        guard !comparison.differences.isEmpty else {
            print("proof determinism: all \(comparison.identical.count) snapshots are byte-identical under another "
                  + varied.map(\.description).joined(separator: ", ") + ".")
            return
        }

        var causes: [String: [HostFactor]] = [:]
        if !noAttribution && varied.count > 1 {
            print("proof determinism: \(comparison.differences.count) changed; one run per factor to tell which")
            for factor in varied {
                let folder = record(base.with(factor, from: moved), "only-" + factor.rawValue.replacingOccurrences(of: " ", with: "-"))
                if let changed = try? SnapshotFolderComparison.compare(first, folder).changedPaths {
                    for path in changed { causes[path, default: []].append(factor) }
                }
            }
        } else if varied.count == 1 {
            for difference in comparison.differences { causes[difference.path] = varied }
        }

        print("\nproof determinism: \(comparison.differences.count) of \(comparison.identical.count + comparison.differences.count) snapshots changed:")
        var suites: [String: Set<HostFactor>] = [:]
        for difference in comparison.differences {
            let factors = causes[difference.path] ?? []
            let cause: String
            if noAttribution && varied.count > 1 {
                cause = "changed with " + varied.map(\.description).joined(separator: ", ") + " (not told apart: --no-attribution)"
            } else if factors.isEmpty {
                cause = "changed only when all of them changed, or between runs whatever the host (randomness, hashing order, a finer clock)"
            } else if factors.count == varied.count && varied.count > 1 {
                cause = "changed with each of the " + factors.map(\.description).joined(separator: ", ")
                    + " on its own: it may change on every run, whatever the host (randomness, hashing order, a finer clock)"
            } else {
                cause = "changed with the " + factors.map(\.description).joined(separator: " and ")
            }
            let note = difference.change == .changed ? "" : " (\(difference.change.rawValue))"
            print("  \(difference.path)\(note): \(cause)")
            let suite = String(difference.path.split(separator: "/").first ?? "")
            suites[suite, default: []].formUnion(factors.isEmpty ? Set(varied) : Set(factors))
        }
        Self.printReads(root: root, suites: suites)
        print("""

            Fixes: give the view its date (inject it into the ViewModel, as the controller makes it; \
            a fixed clock through the environment for views that read it), format with the \
            environment's locale and time zone (@Environment(\\.locale), formatter.locale = locale), \
            and see Docs/Determinism.md.
            """)
        throw ExitCode(1)
    }

    /// Prints, for each suite whose snapshots changed, the reads of its factors in the suite's
    /// test file (`Tests/**/<Suite>.swift`), then in the package's sources.
    static func printReads(root: String, suites: [String: Set<HostFactor>]) {
        let files = SwiftSources.files(in: root)
        var printed = Set<SourceLine>()
        print("\nwhere the code reads them:")
        for suite in suites.keys.sorted() {
            let factors = suites[suite] ?? []
            let testFiles = files.filter { $0.hasPrefix("Tests/") && $0.hasSuffix("/" + suite + ".swift") }
            for file in testFiles {
                for read in SwiftSources.lines(of: root + "/" + file).map({ HostReadScan.reads(in: $0, path: file, factors: factors) }) ?? [] {
                    if printed.insert(read).inserted { print("  \(read)   [suite \(suite)]") }
                }
            }
        }
        let all = Set(suites.values.flatMap { $0 })
        let sources = files.filter { $0.hasPrefix("Sources/") }.flatMap { file in
            SwiftSources.lines(of: root + "/" + file).map { HostReadScan.reads(in: $0, path: file, factors: all) } ?? []
        }.filter { !printed.contains($0) }
        if !sources.isEmpty { print("  elsewhere (Sources/):") }
        for read in sources.prefix(40) { print("    \(read)") }
        if sources.count > 40 { print("    … and \(sources.count - 40) more") }
        if printed.isEmpty && sources.isEmpty { print("  none found in Sources/ or Tests/ (a dependency may read them)") }
    }

    /// Why the clock cannot be moved with the `faketime` program, or nil when it can: it is
    /// missing, or a process run through it does not see the moved date.
    static func clockProblem(faketime: String, offset: String) -> String? {
        let probe = RunHost(timeZone: "UTC", locale: "C.UTF-8", clockOffset: offset)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = probe.command(["date", "+%s"], faketime: faketime)
        process.environment = probe.environment(ProcessInfo.processInfo.environment)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "/usr/bin/env could not be run to check it: \(error)" }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let moved = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return "\(faketime) is not there or failed (apt-get install faketime; brew install libfaketime; or give --faketime)"
        }
        if abs(moved - Date().timeIntervalSince1970) < 3_600 {
            return "a process run through \(faketime) still sees the real clock (on macOS, System Integrity Protection strips DYLD_INSERT_LIBRARIES from system programs)"
        }
        return nil
    }

    /// Runs `arguments` (the program looked up in PATH) with `environment`, its output into `log`;
    /// the exit status, or 127 when it could not start.
    static func launch(_ arguments: [String], environment: [String: String], log: String, in folder: String? = nil) -> Int32 {
        if !FileManager.default.fileExists(atPath: log) { _ = FileManager.default.createFile(atPath: log, contents: nil) }
        guard let output = FileHandle(forWritingAtPath: log) else { return 127 }
        defer { try? output.close() }
        output.seekToEndOfFile()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { return 127 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) + Double(attoseconds) / 1e18)
    }

    static func executablePath() -> String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    static func packageRoot(above folder: String) -> String? {
        ProjectSetup.packageRoot(from: folder)
    }
}
