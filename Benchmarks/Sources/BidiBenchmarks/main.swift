import BenchmarkSupport
import ProofText

// Bidirectional text figures (UAX #9): a 1,000-character paragraph mixing Arabic and English
// words, brackets and numbers, in Inter, body style (17 pt, 22 pt lines), scale 3, 343 pt
// wide, laid out right to left. Inter has no Arabic glyphs (they draw as .notdef), which
// changes nothing in the work measured.
// Run: swift run -c release --package-path Benchmarks BidiBenchmarks

let sentence = "تم تحديث الطلب (Order 1234) إلى \"Shipped\" في 12/05 عبر Proofsheet، شكراً لك. "
let paragraph = repeatedText(sentence, scalars: 1_000)
let scalars = Array(paragraph.unicodeScalars)

let format = TextFormat(.body)
let width = 343.0
let prepared = try TextParagraph(paragraph, format: format, scale: 3, direction: .rightToLeft)
let layout = prepared.layout(width: width)
let bidi = BidiText(scalars, direction: .rightToLeft)
let lines = layout.lines.map(\.scalarRange)
let rightToLeftScalars = bidi.levels.filter { $0 & 1 == 1 }.count
print("paragraph: \(scalars.count) characters (\(rightToLeftScalars) at odd levels), \(lines.count) lines at \(Int(width)) pt, right to left")

report("resolve levels (P, X, W, N, I rules)", measure(iterations: 200) {
    blackHole(BidiText(scalars, direction: .rightToLeft))
})
report("visual runs of every line (L1, L2)", measure(iterations: 200) {
    for line in lines { blackHole(bidi.visualRuns(line)) }
})
report("prepare (shape + breaks + bidi)", measure(iterations: 200) {
    blackHole(try! TextParagraph(paragraph, format: format, scale: 3, direction: .rightToLeft))
})
report("layout(width:) on a prepared paragraph", measure(iterations: 200) {
    blackHole(prepared.layout(width: width))
})
report("prepare + layout", measure(iterations: 200) {
    blackHole(try! TextParagraph(paragraph, format: format, scale: 3, direction: .rightToLeft).layout(width: width))
})

// The same length of English only: the left-to-right fast path, for comparison.
let english = repeatedText("The quick brown fox jumps over the lazy dog, then naps under a well-kept tree. ", scalars: 1_000)
report("English only: prepare + layout", measure(iterations: 200) {
    blackHole(try! TextParagraph(english, format: format, scale: 3, direction: .rightToLeft).layout(width: width))
})
