// Verify and compare figures (issues 2 and 12), in release builds:
//   swift build -c release --product proof --disable-default-traits --static-swift-stdlib
//     (in the package root, for the process figures: the tool as Docs/Snapshots.md says to build it;
//     without --static-swift-stdlib the figure is that of a dynamically linked tool)
//   swift run -c release --package-path Benchmarks VerifyBenchmarks [FOLDER-TO-KEEP-IMAGES]
// The in-process figures use a synthetic screenshot; `proof compare` against ImageMagick's
// `compare` uses the example's rewards screen rendered at 1170×2532 (screen-a.png) and a copy
// with 2,400 pixels changed (screen-b.png), kept in the folder when one is given.
import BenchmarkSupport
import Foundation
import ProofRender
import ProofSnapshots
import ProofUI
import RewardsExample
import RewardsSnapshots

/// A 1170×2532 screenshot-like picture: flat background, cards, rules and rows of
/// anti-aliased "glyphs", the same on every run.
func screenshot(width: Int = 1170, height: Int = 2532) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, fill: RGBA8(r: 242, g: 242, b: 247))
    var seed: UInt32 = 12345
    func next() -> UInt32 {
        seed = seed &* 1_664_525 &+ 1_013_904_223
        return seed >> 8
    }
    for card in 0..<9 {
        let top = 120 + card * 270
        for y in top..<(top + 240) {
            for x in 48..<(width - 48) { bitmap[x, y] = .white }
        }
        for x in 48..<(width - 48) { bitmap[x, top + 239] = RGBA8(r: 198, g: 198, b: 200) }
        for line in 0..<4 {
            let baseline = top + 40 + line * 48
            var x = 80
            while x < width - 120 {
                let glyphWidth = 10 + Int(next() % 14)
                if next() % 7 == 0 { x += 14; continue }
                for y in (baseline - 24)..<baseline {
                    for dx in 0..<glyphWidth where (dx + y) % 5 != 0 {
                        let edge = dx == 0 || dx == glyphWidth - 1
                        let ink: UInt8 = edge ? 140 : (line == 0 ? 20 : 60)
                        bitmap[x + dx, y] = RGBA8(r: ink, g: ink, b: line == 0 ? ink : ink &+ 10)
                    }
                }
                x += glyphWidth + 3
            }
        }
    }
    return bitmap
}

/// The example's rewards screen as the toolkit renders it on an iPhone 13 (390×844 points at
/// @3x: 1170×2532 pixels), the pair `proof compare` is timed on.
@MainActor func renderedScreen() throws -> Bitmap {
    var environment = EnvironmentValues()
    environment.device = .iPhone13
    let card = RewardsFixtures.card(status: .active, holder: RewardsFixtures.longName)
    let model = RewardsController.viewModel(card: card, enrollment: RewardsFixtures.member)
    return try Renderer().render(RewardsView(model: model), in: environment, size: .device).bitmap
}

/// The same picture with a 60×40 block (2,400 pixels) recoloured, as a changed label would.
func changed(_ bitmap: Bitmap) -> Bitmap {
    var copy = bitmap
    for y in 700..<740 { for x in 300..<360 { copy[x, y] = RGBA8(r: 0, g: 122, b: 255) } }
    return copy
}

// An argument names a folder to keep the images in (a.png, b.png, the diffs), e.g. for hyperfine.
let keep = CommandLine.arguments.dropFirst().first
let folder = keep ?? NSTemporaryDirectory() + "proof-verify-bench-\(getpid())"
defer { if keep == nil { try? FileManager.default.removeItem(atPath: folder) } }
let reference = screenshot()
let actual = changed(reference)
let referencePNG = PNG.encode(reference)
let actualPNG = PNG.encode(actual)
let screen = try renderedScreen()
precondition(screen.width == 1170 && screen.height == 2532, "the rendered screen is \(screen.width)×\(screen.height)")
let screenPNG = PNG.encode(screen)
let changedScreenPNG = PNG.encode(changed(screen))
try FileManager.default.createDirectory(atPath: folder + "/References/Bench", withIntermediateDirectories: true)
_ = FileManager.default.createFile(atPath: folder + "/References/Bench/screen.png", contents: Data(referencePNG))
_ = FileManager.default.createFile(atPath: folder + "/a.png", contents: Data(referencePNG))
_ = FileManager.default.createFile(atPath: folder + "/b.png", contents: Data(actualPNG))
_ = FileManager.default.createFile(atPath: folder + "/screen-a.png", contents: Data(screenPNG))
_ = FileManager.default.createFile(atPath: folder + "/screen-b.png", contents: Data(changedScreenPNG))
print("image 1170×2532, reference PNG \(referencePNG.count) bytes; stored hash present: \(PNG.storedContentHash(in: referencePNG) != nil)")
print("rendered screen 1170×2532 (screen-a.png, screen-b.png: 2,400 pixels changed), \(screenPNG.count) bytes")

let service = ScreenshotService(
    referencesRoot: folder + "/References", artifactsRoot: folder + "/artifacts", suite: "Bench", recordMode: .never
)
report("PNG.decode 1170×2532 (codec, for scale)", try measure(iterations: 5) { blackHole(try PNG.decode(referencePNG)) })
report("PNG.encode 1170×2532 (codec, for scale)", measure(iterations: 5) { blackHole(PNG.encode(reference)) })
report("contentHash of 1170×2532", measure { blackHole(reference.contentHash) })
report("compare identical 1170×2532 (memcmp rows)", measure { blackHole(ImageComparison(reference: reference, actual: reference)) })
report("compare 2,400 changed pixels", measure { blackHole(ImageComparison(reference: reference, actual: actual)) })
report("diff image 1170×2532", measure { blackHole(DiffImage.render(reference: reference, actual: actual)) })
let diffPicture = DiffImage.render(reference: reference, actual: actual)
report("PNG.encode diff picture (palette)", measure(iterations: 5) { blackHole(PNG.encode(diffPicture)) })
report("verify unchanged (reference on disk)", try measure(iterations: 30) {
    let status = try service.verify(reference, named: "screen").status
    precondition(status == .passed, "unexpected \(status)")
})
report("verify mismatch (artifacts + log)", try measure(iterations: 10) {
    let status = try service.verify(actual, named: "screen").status
    precondition(status == .failed, "unexpected \(status)")
})

/// Wall and CPU time of running `arguments` as a process, and its exit status. The process is
/// started with posix_spawn and awaited with waitpid: Foundation's `Process` adds its own work in
/// the child before exec (closing descriptors) and polls for the exit, which blurred both figures.
func run(_ executable: String, _ arguments: [String]) -> (seconds: Double, cpu: Double, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let cpu = cpuSeconds(of: .children)
    let start = monotonicNanoseconds()
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return (0, 0, -1) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let seconds = Double(monotonicNanoseconds() - start) / 1e9
    let exited = status & 0x7F == 0
    return (seconds, cpuSeconds(of: .children) - cpu, exited ? (status >> 8) & 0xFF : -1)
}

/// Wall and CPU timings of a whole process run, after checking once that it exits as expected.
/// CPU time is what the machine's other work does not inflate; wall time counts the second core.
func processTiming(_ executable: String, _ arguments: [String], expect: Int32) -> (wall: Timing, cpu: Timing)? {
    let (_, _, status) = run(executable, arguments)
    guard status == expect else {
        print("  \(executable) exited \(status), expected \(expect); skipped")
        return nil
    }
    var cpu: [Double] = []
    let wall = measure(warmup: 2, iterations: 20) { cpu.append(run(executable, arguments).cpu) }
    return (wall, Timing(samples: Array(cpu.suffix(20))))
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
let proof = packageRoot + "/.build/release/proof"
guard FileManager.default.isExecutableFile(atPath: proof) else {
    print("process figures skipped: build \(proof) first with `swift build -c release --product proof --disable-default-traits --static-swift-stdlib`")
    exit(0)
}
// The process figures use the rendered screen.
let proofTiming = processTiming(proof, ["compare", folder + "/screen-a.png", folder + "/screen-b.png", "--diff", folder + "/proof-diff.png"], expect: 1)
if let proofTiming {
    report("proof compare --diff (process, wall)", proofTiming.wall)
    report("proof compare --diff (process, CPU)", proofTiming.cpu)
}
let magick = ["/usr/bin/compare", "/usr/local/bin/compare"].first { FileManager.default.isExecutableFile(atPath: $0) }
if let magick, let proofTiming,
   let magickTiming = processTiming(magick, ["-metric", "AE", folder + "/screen-a.png", folder + "/screen-b.png", folder + "/magick-diff.png"], expect: 1) {
    report("ImageMagick compare -metric AE (process, wall)", magickTiming.wall)
    report("ImageMagick compare -metric AE (process, CPU)", magickTiming.cpu)
    func percent(_ a: Timing, _ b: Timing) -> Int { Int((a.median / b.median * 100).rounded()) }
    print("proof compare takes \(percent(proofTiming.wall, magickTiming.wall))% of ImageMagick's median wall time, "
        + "\(percent(proofTiming.cpu, magickTiming.cpu))% of its CPU time")
} else {
    print("ImageMagick's compare not found (apt-get install imagemagick); no comparison figure")
}
