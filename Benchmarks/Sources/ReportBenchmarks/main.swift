// `proof report` at scale: 5,000 results (a run of 50 suites × 100 permutations, one in
// ten failing with reference, actual and diff pictures) made with the real screenshot
// service, then the log read and the report folder written, timed.
// Run: swift run -c release --package-path Benchmarks ReportBenchmarks
import BenchmarkSupport
import Foundation
import ProofRender
import ProofReview
import ProofSnapshots

let resultCount = 5_000
let root = NSTemporaryDirectory() + "/proof-report-benchmark-\(getpid())"
defer { try? FileManager.default.removeItem(atPath: root) }

func picture(_ index: Int, changed: Bool) -> Bitmap {
    var bitmap = Bitmap(width: 120, height: 200, fill: RGBA8(r: 246, g: 246, b: 250))
    let band = RGBA8(r: UInt8(40 + index % 200), g: 120, b: 90)
    for y in 10..<40 { for x in 10..<110 { bitmap[x, y] = band } }
    if changed { for y in 60..<70 { for x in 20..<60 { bitmap[x, y] = .black } } }
    return bitmap
}

let setupStart = monotonicNanoseconds()
let categories = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3"]
func service(_ suite: Int, _ mode: RecordMode, _ run: String) -> ScreenshotService {
    ScreenshotService(referencesRoot: root + "/References", artifactsRoot: root + "/artifacts", suite: "Screen\(suite)",
                      recordMode: mode, packageRoot: root, run: RunContext(id: run))
}
for pass in 0..<2 {
    for suite in 0..<50 {
        let verifier = service(suite, pass == 0 ? .all : .never, pass == 0 ? "setup" : "measured")
        for index in 0..<(resultCount / 50) {
            let axes = [PermutationAxis("state", "state\(index / 10)"), PermutationAxis("category", categories[index % 10])]
            _ = try verifier.verify(picture(index, changed: pass == 1 && index % 10 == 3), named: "state\(index / 10)-\(categories[index % 10])", axes: axes)
        }
    }
}
print("setup: \(resultCount) results written in \(formatDuration(Double(monotonicNanoseconds() - setupStart) / 1e9))")

let read = try measure(warmup: 1, iterations: 5) { blackHole(try RunLog.read(artifactsRoot: root + "/artifacts")) }
report("read results.jsonl (5,000 lines)", read)
var summary: ReviewReport.Summary?
let build = try measure(warmup: 1, iterations: 5) {
    summary = try ReviewReport.build(.init(artifactsRoot: root + "/artifacts", referencesRoot: root + "/References"))
}
report("proof report (5,000 results)", build, extra: "\(summary!.imageCount) pictures, \(summary!.log.countsSummary)")
let page = try FileManager.default.attributesOfItem(atPath: summary!.indexPath)[.size] as? Int ?? 0
print("index.html: \(page / 1024) KiB")
