import BenchmarkSupport
import Foundation
import ProofLayout
import ProofRender
import ProofText
import ProofUI

// A typical screen (Screen.swift) rendered warm at the iPhone 15 preset (393×852 pt, scale
// 3: 1179×2556 px), with the split between view resolution + layout, text and painting.
// Run: swift run -c release --package-path Benchmarks UIBenchmarks [--write screen.png]

let renderer = Renderer()
var environment = EnvironmentValues()
environment.device = .iPhone15
let screen = RewardsScreen(avatar: RewardsScreen.makeAvatar())

let snapshot = try renderer.render(screen, in: environment)
let nodes = snapshot.textDescription.split(separator: "\n").count - 1
let texts = snapshot.displayList.commands.filter { if case .text = $0 { true } else { false } }.count
print("screen: \(nodes) layout nodes, \(texts) text blocks, \(snapshot.displayList.commands.count) display commands, "
      + "\(snapshot.bitmap.width)×\(snapshot.bitmap.height) px, hash \(String(snapshot.bitmap.contentHash, radix: 16))")
if let index = CommandLine.arguments.firstIndex(of: "--write"), index + 1 < CommandLine.arguments.count {
    try Data(PNG.encode(snapshot.bitmap)).write(to: URL(fileURLWithPath: CommandLine.arguments[index + 1]))
    print("wrote \(CommandLine.arguments[index + 1])")
}

let total = measure(warmup: 10, iterations: 60) { blackHole(try! renderer.render(screen, in: environment)) }
report("render screen (total, warm)", total)

let layout = measure(warmup: 10, iterations: 60) { blackHole(try! renderer.layout(screen, in: environment)) }
report("  resolution + text + layout (no pixels)", layout)

// The text part of that: the screen's paragraphs prepared (shaping, breaks) and laid out
// at their final widths, as the renderer does for measuring and drawing.
let textStrings = ["Rewards", "Alex Morgan", "Gold member since 2021 · 1,250 points to spend this month",
                   "Free coffee", "250 points", "Cinema ticket", "900 points", "Bookshop voucher", "1,200 points",
                   "Donate to charity", "Any amount", "Redeem points"]
let formats = [TextFormat(.largeTitle, emphasized: true), TextFormat(.headline), TextFormat(.subheadline)]
    + Array(repeating: TextFormat(.body), count: 8) + [TextFormat(.headline)]
let text = measure(warmup: 10, iterations: 60) {
    for (string, format) in zip(textStrings, formats) {
        let paragraph = try! TextParagraph(string, format: format, scale: 3)
        blackHole(paragraph.measure(width: 361, widthMode: .atMost, height: .nan, heightMode: .undefined))
        blackHole(paragraph.layout(width: 361))
    }
}
report("    of which text (12 paragraphs: prepare + measure + lay out)", text)

let painter = Painter(glyphCache: renderer.glyphCache)
let background = Bitmap(width: snapshot.bitmap.width, height: snapshot.bitmap.height, fill: .white)
let paint = measure(warmup: 10, iterations: 60) {
    var bitmap = background
    try! painter.paint(snapshot.displayList, into: &bitmap, scale: 3)
    blackHole(bitmap)
}
report("  painting (display list into a filled bitmap)", paint)
let fill = measure(warmup: 10, iterations: 60) {
    blackHole(Bitmap(width: 1179, height: 2556, fill: .white))
}
report("  background fill (1179×2556 bitmap)", fill)
print("split (medians): resolution + layout \(formatDuration(layout.median - text.median)), text \(formatDuration(text.median)), "
      + "painting \(formatDuration(total.median - layout.median)) of \(formatDuration(total.median))")
