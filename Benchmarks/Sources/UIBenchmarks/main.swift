import BenchmarkSupport
import Foundation
import ProofLayout
import ProofRender
import ProofText
import ProofUI

// A typical screen (Screen.swift) rendered warm at the iPhone 15 preset (393×852 pt, scale
// 3: 1179×2556 px), with the split between view resolution + layout, text and painting.
// Run: swift run -c release --package-path Benchmarks UIBenchmarks [--write screen.png]

/// Thread CPU time of `body` (waiting for a core on a loaded machine is not counted), as a
/// line like `report`'s: median and best of `iterations` after `warmup` runs.
func cpuTime(_ name: String, warmup: Int = 10, iterations: Int = 60, _ body: () -> Void) {
    func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
    for _ in 0..<warmup { body() }
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = now()
        body()
        samples.append(Double(now() - start) / 1e9)
    }
    samples.sort()
    let padded = name.padding(toLength: 44, withPad: " ", startingAt: 0)
    print("\(padded) median \(formatDuration(samples[samples.count / 2]))  best \(formatDuration(samples[0]))")
}

let renderer = Renderer()
var environment = EnvironmentValues()
environment.device = .iPhone15
let screen = RewardsScreen(avatar: RewardsScreen.makeAvatar())

let snapshot = try renderer.render(screen, in: environment)
let nodes = snapshot.textDescription.split(separator: "\n").dropFirst()
    .filter { !$0.drop { $0 == " " }.hasPrefix("\"") }.count
let texts = snapshot.displayList.commands.filter { if case .text = $0 { true } else { false } }.count
print("screen: \(nodes) layout nodes, \(texts) text blocks, \(snapshot.displayList.commands.count) display commands, "
      + "\(snapshot.bitmap.width)×\(snapshot.bitmap.height) px, hash \(String(snapshot.bitmap.contentHash, radix: 16))")
if let index = CommandLine.arguments.firstIndex(of: "--write"), index + 1 < CommandLine.arguments.count {
    try Data(PNG.encode(snapshot.bitmap)).write(to: URL(fileURLWithPath: CommandLine.arguments[index + 1]))
    print("wrote \(CommandLine.arguments[index + 1])")
}

if CommandLine.arguments.contains("--profile-nested") {
    // A long loop of the 30-level nested stacks alone, for a profiler.
    let deep = nestedStacks(30)
    for _ in 0..<300 { blackHole(try renderer.layout(deep, in: environment)) }
    exit(0)
}

if CommandLine.arguments.contains("--profile-layout") {
    // A long loop of layouts alone, for a profiler.
    for _ in 0..<3_000 { blackHole(try renderer.layout(screen, in: environment)) }
    exit(0)
}

if CommandLine.arguments.contains("--profile-form") {
    // A long loop of settings-form renders (what the screen shows), for a profiler.
    var viewport = environment
    viewport.scrollSnapshotMode = .viewport
    for _ in 0..<600 { blackHole(try renderer.render(SettingsForm(), in: viewport)) }
    exit(0)
}

// Issue 10 and 11's figures: a 100-row inset-grouped list with icons, and a 30-row settings
// form, at @3x on the iPhone 15: on the screen (what a device shows, the rest cut at the
// viewport), and whole (every row painted: a 1179 px wide picture as tall as the content).
for (name, view) in [("100-row inset-grouped List with icons", AnyView(HundredRowList())),
                     ("Settings form, 30 rows", AnyView(SettingsForm()))] {
    var whole = environment
    whole.scrollSnapshotMode = .wholeContent
    var viewport = environment
    viewport.scrollSnapshotMode = .viewport
    let picture = try renderer.render(view, in: whole, size: .fittingWidth)
    print("\(name): whole content \(picture.bitmap.width)×\(picture.bitmap.height) px")
    cpuTime("  \(name), screen (warm)") { blackHole(try! renderer.render(view, in: viewport)) }
    cpuTime("    of which layout (resolution, text, layout)") { blackHole(try! renderer.layout(view, in: viewport)) }
    cpuTime("  \(name), whole content (warm)") { blackHole(try! renderer.render(view, in: whole, size: .fittingWidth)) }
}

// Issue 13's figure: every audit on a typical screen at @3x, warm (the render is done: what
// the audits add to each snapshot), and on the settings form (a list of controls).
let auditedForm = try renderer.render(SettingsForm(), in: environment)
print("audits: \(snapshot.audit(.all).findings.count) findings on the screen, \(auditedForm.audit(.all).findings.count) on the settings form")
cpuTime("all audits on the screen (warm, after its render)") { blackHole(snapshot.audit(.all)) }
cpuTime("all audits on the settings form (warm, after its render)") { blackHole(auditedForm.audit(.all)) }
if CommandLine.arguments.contains("--audit-kinds") {
    for kind in AuditKind.allCases {
        cpuTime("  \(kind) alone on the settings form") { blackHole(auditedForm.audit(AuditPolicy(kinds: [kind]))) }
    }
    exit(0)
}

let total = measure(warmup: 10, iterations: 60) { blackHole(try! renderer.render(screen, in: environment)) }
report("render screen (total, warm)", total)
cpuTime("  same, thread CPU time") { blackHole(try! renderer.render(screen, in: environment)) }

let layout = measure(warmup: 10, iterations: 60) { blackHole(try! renderer.layout(screen, in: environment)) }
report("  resolution + text + layout + display list", layout)
cpuTime("  same, thread CPU time") { blackHole(try! renderer.layout(screen, in: environment)) }

// The text part of that: the screen's paragraphs prepared (shaping, breaks) and laid out,
// as the renderer does for measuring and drawing.
let textStrings = ["Rewards", "Alex Morgan", "Gold member since 2021 · 1,250 points to spend this month",
                   "Free coffee", "250 points", "Cinema ticket", "900 points", "Bookshop voucher", "1,200 points",
                   "Redeem points"]
let formats = [TextFormat(.largeTitle, emphasized: true), TextFormat(.headline), TextFormat(.subheadline)]
    + Array(repeating: TextFormat(.body), count: 6) + [TextFormat(.headline)]
let text = measure(warmup: 10, iterations: 60) {
    for (string, format) in zip(textStrings, formats) {
        let paragraph = try! TextParagraph(string, format: format, scale: 3)
        blackHole(paragraph.measure(width: 361, widthMode: .atMost, height: .nan, heightMode: .undefined))
        blackHole(paragraph.layout(width: 361))
    }
}
report("    of which text (10 paragraphs: prepare, measure, lay out)", text)

let painter = Painter(glyphCache: renderer.glyphCache)
var canvas = Bitmap(width: snapshot.bitmap.width, height: snapshot.bitmap.height, fill: .white)
let paint = measure(warmup: 10, iterations: 60) { try! painter.paint(snapshot.displayList, into: &canvas, scale: 3) }
report("  painter alone (display list, bitmap reused)", paint)
let fill = measure(warmup: 10, iterations: 60) {
    blackHole(Bitmap(width: 1179, height: 2556, fill: .white))
}
report("  background (a new 1179×2556 bitmap, filled)", fill)
let describe = measure(warmup: 10, iterations: 60) {
    blackHole(try! renderer.layout(screen, in: environment).textDescription)
}
report("text description on demand (layout + description)", describe)
print("split (medians): resolution + layout \(formatDuration(layout.median - text.median)), text \(formatDuration(text.median)), "
      + "painting with its bitmap \(formatDuration(total.median - layout.median)), total \(formatDuration(total.median))")

// Issue 21's figure: 30 levels of nested HStack/VStack with text leaves, laid out (SwiftUI's
// proposal/response model answers each proposal once per view: no exponential re-measuring).
func nestedStacks(_ depth: Int) -> AnyView {
    var view = AnyView(Text("Leaf text that wraps when it is short of space"))
    for level in 0..<depth {
        view = level % 2 == 0
            ? AnyView(HStack { Text("L\(level)"); view })
            : AnyView(VStack(alignment: .leading) { view; Text("Level \(level)") })
    }
    return view
}
let nested = nestedStacks(30)
cpuTime("30 nested HStack/VStack levels, layout (warm)") { blackHole(try! renderer.layout(nested, in: environment)) }
report("  same, wall time", measure(warmup: 10, iterations: 60) { blackHole(try! renderer.layout(nested, in: environment)) })
