import BenchmarkSupport
import ProofRender
import ProofText

// Colour emoji figures (issue 25): a 1,000-character paragraph (grapheme clusters) of which
// 100 are emoji (single code points, skin tones, ZWJ families, keycaps, flags, ❤️ with its
// variation selector), body style at scale 3, 343 pt wide: prepared (shaped, fallback to the
// emoji face, GSUB ligatures), laid out and drawn into a bitmap. "warm" reuses one glyph cache
// (as a test run does: the emoji are decoded and scaled once per size); "cold" starts from an
// empty cache every time (each emoji's PNG decoded and resampled).
// Run: swift run -c release --package-path Benchmarks EmojiBenchmarks

let emoji = ["😀", "🦄", "👍🏽", "🎉", "❤️", "👨‍👩‍👧‍👦", "🇫🇷", "1️⃣", "🔥", "😂", "🚀", "✅", "👋🏿", "🇯🇵", "🍕", "😍", "👨‍💻", "🙏", "⚠️", "💯"]
// Nine characters of prose, then an emoji, a hundred times.
let prose = Array(repeatedText("The quick brown fox jumps over the lazy dog, then naps under a well-kept tree. ", scalars: 900))
var text = ""
for index in 0..<100 {
    text += String(prose[(index * 9)..<(index * 9 + 9)]) + emoji[index % emoji.count]
}
let emojiCount = 100
let format = TextFormat(.body)
let width = 343.0
let prepared = try TextParagraph(text, format: format, scale: 3)
let layout = prepared.layout(width: width)
let emojiFace = FontLibrary.bundledEmojiFace
let emojiGlyphs = layout.lines.flatMap(\.glyphs).filter { $0.face == emojiFace }.count
print("paragraph: \(text.count) characters (\(text.unicodeScalars.count) scalars), \(emojiCount) emoji drawn as \(emojiGlyphs) colour glyphs, "
      + "\(layout.lines.count) lines at \(Int(width)) pt, missing \(layout.missingCharacters.count)")

let pixelWidth = Int((width * 3).rounded(.up)), pixelHeight = Int((layout.size.height * 3).rounded(.up))
let cache = GlyphMaskCache()
@MainActor func prepareLayOutAndDraw(cache: GlyphMaskCache) {
    let paragraph = try! TextParagraph(text, format: format, scale: 3)
    let lines = paragraph.layout(width: width)
    var bitmap = Bitmap(width: pixelWidth, height: pixelHeight, fill: .white)
    try! bitmap.draw(lines, of: paragraph, cache: cache)
    blackHole(bitmap)
}
report("prepare (shape + fallback + GSUB)", measure(iterations: 200) { blackHole(try! TextParagraph(text, format: format, scale: 3)) })
report("layout(width:) on a prepared paragraph", measure(iterations: 200) { blackHole(prepared.layout(width: width)) })
report("draw @3x, warm glyph cache", measure(iterations: 200) {
    var bitmap = Bitmap(width: pixelWidth, height: pixelHeight, fill: .white)
    try! bitmap.draw(layout, of: prepared, cache: cache)
    blackHole(bitmap)
})
report("prepare + layout + draw @3x, warm glyph cache", measure(iterations: 200) { prepareLayOutAndDraw(cache: cache) })
report("prepare + layout + draw @3x, cold glyph cache", measure(warmup: 1, iterations: 20) { prepareLayOutAndDraw(cache: GlyphMaskCache()) })
