import BenchmarkSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ProofLayout
import ProofRender
import ProofText

// Painting figures: a screen-like display list (see Scene.swift) at 393×852 pt, scale 3
// (1179×2556 px), into a bitmap already filled white, as a render does.
// Run: swift run -c release --package-path Benchmarks PaintBenchmarks [--write scene.png] [--screen]

let scale = 3.0
let scene = try ScreenScene(scale: scale)
let width = Int(ScreenScene.size.width * scale), height = Int(ScreenScene.size.height * scale)
let painter = Painter(glyphCache: GlyphMaskCache())
print("scene: \(scene.list.commands.count) commands, \(scene.textBlocks) text blocks, \(width)×\(height) px")

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--write"), index + 1 < arguments.count {
    var bitmap = Bitmap(width: width, height: height, fill: .white)
    let report = try painter.paint(scene.list, into: &bitmap, scale: scale)
    try Data(PNG.encode(bitmap)).write(to: URL(fileURLWithPath: arguments[index + 1]))
    print("wrote \(arguments[index + 1]) (hash \(String(bitmap.contentHash, radix: 16)), skipped \(report.skippedCommands.count))")
}

/// CPU time of this thread in seconds: unlike wall time, it does not grow when other
/// processes share the cores (the machine is shared), so it is the steadier figure.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Reports wall time (median, best) and the best thread CPU time of `body`.
func measureBoth(_ name: String, iterations: Int = 50, _ body: () -> Void) {
    var cpu: [Double] = []
    let wall = measure(warmup: 5, iterations: iterations) {
        let start = threadCPUSeconds()
        body()
        cpu.append(threadCPUSeconds() - start)
    }
    report(name, wall, extra: "cpu best \(formatDuration(cpu.min()!)) median \(formatDuration(cpu.sorted()[cpu.count / 2]))")
}

var bitmap = Bitmap(width: width, height: height, fill: .white)
measureBoth("paint screen (warm, bitmap reused)") {
    try! painter.paint(scene.list, into: &bitmap, scale: scale)
}
// `--screen`: only the figure above, repeated, for profiling.
if arguments.contains("--screen") {
    for _ in 0..<500 { try! painter.paint(scene.list, into: &bitmap, scale: scale) }
    exit(0)
}
report("allocate white 1179×2556 bitmap", measure(warmup: 5, iterations: 50) {
    blackHole(Bitmap(width: width, height: height, fill: .white))
})

// Where the time goes: each kind of command on its own, over the same background.
func only(_ keep: (DisplayCommand) -> Bool) -> DisplayList {
    DisplayList(scene.list.commands.filter { command in
        switch command {
        case .save, .restore, .clip, .beginLayer, .endLayer: return true
        default: return keep(command)
        }
    })
}
let parts: [(String, DisplayList)] = [
    ("  rectangles", only { if case .fill(.rect, _) = $0 { return true }; return false }),
    ("  rounded rects, ellipses, paths (fill)", only { command in
        if case let .fill(shape, _) = command, case .rect = shape { return false }
        if case .fill = command { return true }
        return false
    }),
    ("  strokes", only { if case .stroke = $0 { return true }; return false }),
    ("  image (1083×450 px @3x photo, rounded clip)", only { if case .image = $0 { return true }; return false }),
    ("  text", only { if case .text = $0 { return true }; return false }),
]
for (name, list) in parts {
    measureBoth(name) {
        try! painter.paint(list, into: &bitmap, scale: scale)
    }
}

// Resampling on its own: the photo's 361×150 pt frame (1083×450 px) clipped to its rounded
// rectangle, from a smaller image (smooth: bilinear) and a larger one (smooth: box filter).
let frame = Rect(x: 16, y: 600, width: 361, height: 150)
for (name, source, interpolation) in [("  image 240×100 → 1083×450 px, bilinear", ScreenScene.photo(width: 240, height: 100), ImageInterpolation.smooth),
                                      ("  image 240×100 → 1083×450 px, nearest", ScreenScene.photo(width: 240, height: 100), .nearest),
                                      ("  image 2166×900 → 1083×450 px, box", ScreenScene.photo(width: 2166, height: 900), .smooth),
                                      ("  image 1083×450 → 1083×450 px, copy", ScreenScene.photo(width: 1083, height: 450), .smooth)] {
    let list = DisplayList([.save, .clip(.roundedRect(frame, CornerRadii(all: 20), .continuous)),
                            .image(source, in: frame, interpolation: interpolation), .restore])
    measureBoth(name) {
        try! painter.paint(list, into: &bitmap, scale: scale)
    }
}

// Absurd sizes cost what lands on the bitmap: a 10⁹-point rectangle and circle against a
// rectangle the size of the bitmap.
for (name, shape) in [("  fill the bitmap's own rectangle", Shape.rect(Rect(x: 0, y: 0, width: 393, height: 852))),
                      ("  fill a 10⁹-point rectangle", .rect(Rect(x: -5e8, y: -5e8, width: 1e9, height: 1e9))),
                      ("  fill a 10⁹-point circle", .ellipse(Rect(x: -5e8, y: -5e8, width: 1e9, height: 1e9)))] {
    let list = DisplayList([.fill(shape, .color(RGBA8(r: 10, g: 20, b: 30)))])
    measureBoth(name) {
        try! painter.paint(list, into: &bitmap, scale: scale)
    }
}
