import BenchmarkSupport
import ProofText

// Shaping figures: a 1,000-character paragraph mixing Arabic (joining forms, lam-alef, a few
// vowel marks, in the bundled Noto Sans Arabic by fallback) and English (Inter), body style
// (17 pt), scale 3, 343 pt wide. The goal: prepare + layout under 1 ms warm. Then the
// same for a Devanagari/English paragraph.
// Run: swift run -c release --package-path Benchmarks ShapingBenchmarks

let sentence = "مرحبا بالعالم، هذا تطبيق المكافآت: you have 120 points لا تنسَ استبدالها today. "
let paragraph = repeatedText(sentence, scalars: 1_000)

let format = TextFormat(.body)
let width = 343.0
let prepared = try TextParagraph(paragraph, format: format, scale: 3)
let layout = prepared.layout(width: width)
print("paragraph: \(paragraph.unicodeScalars.count) characters, \(layout.lines.count) lines at \(Int(width)) pt, missing \(layout.missingCharacters.count)")

let arabic = FontLibrary.bundledScriptFaces[0]
let words = paragraph.split(separator: " ").map { Array($0.unicodeScalars) }.filter { !$0.isEmpty && ShapingScript.of($0[0]) == .arabic }
report("Shaper.shape, \(words.count) Arabic words", measure(iterations: 200) {
    for word in words { blackHole(Shaper.shape(word, face: arabic, script: .arabic)) }
})
report("prepare (fallback + shaping + breaks + clusters)", measure(iterations: 200) {
    blackHole(try! TextParagraph(paragraph, format: format, scale: 3))
})
report("layout(width:) on a prepared paragraph", measure(iterations: 200) {
    blackHole(prepared.layout(width: width))
})
report("prepare + layout, 1,000 chars mixed Arabic/English", measure(iterations: 200) {
    blackHole(try! TextParagraph(paragraph, format: format, scale: 3).layout(width: width))
})

// The same for Devanagari (Hindi with English, the Indic shaper: conjuncts, reph, pre-base
// matras, nukta letters, in the bundled Noto Sans Devanagari by fallback).
let hindiSentence = "नमस्ते दुनिया, यह पुरस्कार ऐप है: you have 120 points, कृपया प्रधानमंत्री की स्थिति और धर्म ज़िंदगी देखें today. "
let hindiParagraph = repeatedText(hindiSentence, scalars: 1_000)
let hindiLayout = try TextParagraph(hindiParagraph, format: format, scale: 3).layout(width: width)
print("Devanagari paragraph: \(hindiParagraph.unicodeScalars.count) characters, \(hindiLayout.lines.count) lines, missing \(hindiLayout.missingCharacters.count)")
report("prepare + layout, 1,000 chars mixed Devanagari/English", measure(iterations: 200) {
    blackHole(try! TextParagraph(hindiParagraph, format: format, scale: 3).layout(width: width))
})
