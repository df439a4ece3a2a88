import BenchmarkSupport
import Foundation
import ProofLayout
import ProofRender
import ProofText

// Painting figures: a screen-like display list (see Scene.swift) at 393×852 pt, scale 3
// (1179×2556 px), into a bitmap already filled white, as a render does.
// Run: swift run -c release --package-path Benchmarks PaintBenchmarks [--write scene.png]

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

var bitmap = Bitmap(width: width, height: height, fill: .white)
report("paint screen (warm, bitmap reused)", measure(warmup: 5, iterations: 50) {
    try! painter.paint(scene.list, into: &bitmap, scale: scale)
})
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
    ("  image", only { if case .image = $0 { return true }; return false }),
    ("  text", only { if case .text = $0 { return true }; return false }),
]
for (name, list) in parts {
    report(name, measure(warmup: 5, iterations: 50) {
        try! painter.paint(list, into: &bitmap, scale: scale)
    })
}
