// Recording against verifying in a debug build, the configuration of a plain `swift test`:
//   swift run --package-path Benchmarks DebugSnapshotBenchmarks
// (no `-c release`: the point is Proofsheet compiled at -Onone, as a test target uses it).
//
// The README tutorial's 24 cases (GreetingView: 4 ViewModels × XS, L, AX5 × light, dark;
// small views at @3x on an iPhone 15) are recorded into an empty folder, then verified against
// what was recorded, on one thread. Times are CPU time (user + system) of the process, which
// other work on the machine does not inflate, with wall time beside them.
import BenchmarkSupport
import Foundation
import ProofSnapshots
import ProofUI

#if DEBUG
let configuration = "debug"
#else
let configuration = "release"
#endif

let models = try Permutations.product(
    PermutationValues("name", ["short": "Ann", "long": "Maximiliane Alexandra von Hohenberg"]),
    PermutationValues("member", [true, false])
) { name, member in
    GreetingViewModel(title: "Hello, \(name)", message: "Your order is on its way.", isMember: member)
}
let cases = try SnapshotCases(models, .environments(categories: .extremes, schemes: .all))
let suite = ViewSnapshotSuite("Greeting", cases: cases.inFolder("greeting")) { GreetingView(model: $0) }
let renderer = Renderer()
let folder = NSTemporaryDirectory() + "proof-debug-bench-\(getpid())"
defer { try? FileManager.default.removeItem(atPath: folder) }

/// One run of the suite: CPU and wall seconds, and the outcome.
func run(_ mode: RecordMode, iteration: Int) -> (cpu: Double, wall: Double, outcome: SuiteOutcome) {
    var service = ScreenshotService(referencesRoot: folder + "/References", artifactsRoot: folder + "/artifacts",
                                    suite: suite.name, recordMode: mode)
    service.run = RunContext(id: "bench-\(mode)-\(iteration)")
    let runner = SuiteRunner(service: service, parallelism: 1)
    let (cpu, wall) = (cpuSeconds(of: .process), monotonicNanoseconds())
    let outcome = runner.run(suite, renderer: renderer)
    return (cpuSeconds(of: .process) - cpu, Double(monotonicNanoseconds() - wall) / 1e9, outcome)
}

print("\(configuration) build: the README tutorial's \(cases.count) snapshots, recorded into an empty folder, then verified (one thread)")
var record: [(cpu: Double, wall: Double)] = [], verify: [(cpu: Double, wall: Double)] = []
for iteration in 0..<6 {
    try? FileManager.default.removeItem(atPath: folder)
    let recorded = run(.missing, iteration: iteration)
    precondition(recorded.outcome.counts.contains { $0.status == .recorded && $0.count == cases.count }, recorded.outcome.summary)
    let verified = run(.never, iteration: iteration)
    precondition(verified.outcome.passed, verified.outcome.summary)
    // The first iteration warms caches (fonts, glyph masks); it is not counted.
    if iteration > 0 {
        record.append((recorded.cpu, recorded.wall))
        verify.append((verified.cpu, verified.wall))
    }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let count = Double(cases.count)
for (name, samples) in [("record", record), ("verify", verify)] {
    let cpu = median(samples.map(\.cpu)), wall = median(samples.map(\.wall))
    print("\(name) \(cases.count) snapshots: CPU \(formatDuration(cpu)) (\(formatDuration(cpu / count)) each, \(Int((count / cpu).rounded()))/s), wall \(formatDuration(wall))")
}
let ratio = median(record.map(\.cpu)) / median(verify.map(\.cpu))
print("recording takes \(String(format: "%.2f", ratio))× the CPU time of verifying")
