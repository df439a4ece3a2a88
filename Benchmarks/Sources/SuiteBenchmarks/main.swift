// Permutation and suite figures, in release builds:
//   swift run -c release --package-path Benchmarks SuiteBenchmarks [pairs|suite]
//
// pairs: all-pairs sizes and generation time on realistic and classic inputs.
// suite: the Rewards example's suite verified against References/ (read-only), on all
//        processors and on one.
import BenchmarkSupport
import Foundation
import ProofSnapshots
import ProofUI
import RewardsSnapshots

let mode = CommandLine.arguments.dropFirst().first ?? "all"

/// The cases of all-pairs over axes of the given sizes (the first axis as the permutations).
func allPairsCases(_ sizes: [Int]) throws -> Int {
    let first = try Permutations(Array(0..<sizes[0]), axis: "a0")
    var matrix = Matrix([Int](repeating: 0, count: sizes.count))
    for (index, size) in sizes.enumerated().dropFirst() {
        matrix = try matrix.varying(PermutationValues("a\(index)", Array(0..<size))) { row, value in row[index] = value }
    }
    return try SnapshotCases(first, matrix, coverage: .allPairs).count
}

if mode == "all" || mode == "pairs" {
    print("All-pairs: cases for every pair of values of any two axes (deterministic greedy)")
    print("axes".padding(toLength: 58, withPad: " ", startingAt: 0) + "full product     all-pairs   lower bound      time")
    let inputs: [(String, [Int])] = [
        ("Rewards: 11 states × 12 sizes × 3 phones × 2 × 2", [11, 12, 3, 2, 2]),
        ("ViewModel 4·3·3·2·2·2 × 12 sizes × 3 phones × 2 × 2", [4, 3, 3, 2, 2, 2, 12, 3, 2, 2]),
        ("ViewModel 5·4·3·3·2·2·2·2 × 12 × 13 devices × 2 × 2 × 2", [5, 4, 3, 3, 2, 2, 2, 2, 12, 13, 2, 2, 2]),
        ("3^4", [3, 3, 3, 3]),
        ("3^13", Array(repeating: 3, count: 13)),
        ("4^15", Array(repeating: 4, count: 15)),
        ("10^20", Array(repeating: 10, count: 20)),
    ]
    for (name, sizes) in inputs {
        var count = 0
        let timing = try measure(warmup: 1, iterations: 5) { count = try allPairsCases(sizes) }
        let product = sizes.reduce(1.0) { $0 * Double($1) }
        let sorted = sizes.sorted(by: >)
        let productText = product < 1e9 ? String(Int(product)) : String(format: "%.2g", product)
        print(name.padding(toLength: 58, withPad: " ", startingAt: 0)
            + productText.padding(toLength: 17, withPad: " ", startingAt: 0)
            + String(count).padding(toLength: 12, withPad: " ", startingAt: 0)
            + String(sorted[0] * sorted[1]).padding(toLength: 17, withPad: " ", startingAt: 0)
            + formatDuration(timing.median))
    }
    print("")
}

if mode == "all" || mode == "suite" {
    // The package root is the folder above Benchmarks/.
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    let artifacts = NSTemporaryDirectory() + "/proof-suite-benchmark"
    let suite = try RewardsSnapshots.suite()
    let build = try measure(warmup: 1, iterations: 10) { blackHole(try RewardsSnapshots.suite()) }
    report("Rewards suite: build \(suite.cases.count) cases", build)
    let renderer = Renderer()
    for parallelism in [SuiteRunner.processorCount, 1] {
        var service = ScreenshotService(referencesRoot: packageRoot + "/References", artifactsRoot: artifacts, suite: suite.name,
                                        recordMode: .never, packageRoot: packageRoot)
        service.run = RunContext(id: "benchmark-\(parallelism)")
        let runner = SuiteRunner(service: service, parallelism: parallelism)
        var outcome: SuiteOutcome?
        let timing = measure(warmup: 1, iterations: 5) { outcome = runner.run(suite, renderer: renderer) }
        guard let outcome, outcome.passed else {
            print("the suite did not pass: \(outcome?.summary ?? "no outcome")")
            exit(1)
        }
        let perSecond = Double(outcome.snapshotCount) / timing.median
        report("Rewards suite: verify, \(parallelism) thread\(parallelism == 1 ? "" : "s")", timing,
               extra: "\(outcome.snapshotCount) snapshots, \(Int(perSecond.rounded())) snapshots/s")
    }
    try? FileManager.default.removeItem(atPath: artifacts)
}
