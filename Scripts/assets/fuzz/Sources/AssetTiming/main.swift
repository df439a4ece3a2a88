// The timing pass of run.sh: each input of the corpus, run as the fuzz target runs it, in a
// release build without instrumentation (libFuzzer's coverage callbacks and AddressSanitizer
// would time the instrumentation rather than the readers' work).
//   AssetTiming FILE...   prints "<milliseconds> <file>" per file, the best of three runs
import AssetExercise
import Foundation

for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("unreadable \(path)")
        continue
    }
    let bytes = [UInt8](data)
    var best = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        exercise(bytes)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    print(String(format: "%.1f %@", best, path))
}
