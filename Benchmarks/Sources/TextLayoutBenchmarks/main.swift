import BenchmarkSupport
import ProofText

// Text layout figures: a 1,000-character English paragraph in Inter, body style (17 pt,
// 22 pt lines), scale 3, 343 pt wide (an iPhone's 375 pt less 16 pt margins).
// Run: swift run -c release --package-path Benchmarks TextLayoutBenchmarks

let sentence = "The quick brown fox jumps over the lazy dog, then naps under a well-kept tree. "
let paragraph = repeatedText(sentence, scalars: 1_000)

let format = TextFormat(.body)
let width = 343.0
let prepared = try TextParagraph(paragraph, format: format, scale: 3)
let layout = prepared.layout(width: width)
print("paragraph: \(paragraph.unicodeScalars.count) characters, \(layout.lines.count) lines at \(Int(width)) pt, missing \(layout.missingCharacters.count)")

let scalars = Array(paragraph.unicodeScalars)
report("line breaking (UAX #14), 1,000 chars", measure(iterations: 200) {
    blackHole(scalars.withUnsafeBufferPointer { LineBreaker().actions(for: $0) })
})
report("prepare (shape + breaks + clusters)", measure(iterations: 200) {
    blackHole(try! TextParagraph(paragraph, format: format, scale: 3))
})
report("layout(width:) on a prepared paragraph", measure(iterations: 200) {
    blackHole(prepared.layout(width: width))
})
report("measure at most 343 pt", measure(iterations: 200) {
    blackHole(prepared.measure(width: width, lineLimit: 0))
})
report("prepare + layout", measure(iterations: 200) {
    blackHole(try! TextParagraph(paragraph, format: format, scale: 3).layout(width: width))
})
