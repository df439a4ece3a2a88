import BenchmarkSupport
import Foundation
import FreeTypeRender
import ProofLayout
import ProofRender
import ProofText

// Text benchmarks and the fidelity check against FreeType.
//   swift run -c release --package-path Benchmarks TextBenchmarks [fidelity|raster|paragraph|load|phases|all] [bold] [font=PATH.ttf] [glyphs=ID,ID…]
//   (and `dump GLYPH` to print one glyph's masks from both rasterizers at 17 px)

let arguments = Array(CommandLine.arguments.dropFirst())
let selected = Set(arguments.isEmpty ? ["all"] : arguments)

// `bold` measures Inter Bold instead of Inter Regular; `font=PATH` any TrueType file (e.g. an
// italic from Debian's fonts-dejavu-core), `glyphs=…` only those glyph ids.
let faceIndex = selected.contains("bold") ? 3 : 0
let fontArgument = arguments.first { $0.hasPrefix("font=") }.map { String($0.dropFirst(5)) }
let face = try! fontArgument.map { try FontFace(contentsOf: URL(fileURLWithPath: $0)) } ?? FontLibrary.bundledFaces[faceIndex]
let fontPath = fontArgument ?? FontLibrary.bundledFileURLs[faceIndex].path
let glyphArgument = arguments.first { $0.hasPrefix("glyphs=") }
    .map { $0.dropFirst(7).split(separator: ",").map { GlyphID(rawValue: UInt16($0)!) } }
guard let freetype = freetype_open(fontPath) else { fatalError("FreeType cannot open \(fontPath)") }
defer { freetype_close(freetype) }

/// Every glyph a character maps to (Latin, Greek, Cyrillic, symbols…), each once, in glyph order.
let mappedGlyphs: [GlyphID] = glyphArgument ?? {
    var seen = Set<UInt16>()
    for value in UInt32(0x20)...UInt32(0x2FFFF) {
        if let scalar = Unicode.Scalar(value), let glyph = face.glyph(for: scalar) { seen.insert(glyph.rawValue) }
    }
    return seen.sorted().map { GlyphID(rawValue: $0) }
}()

/// CPU time of this thread: less disturbed than wall time when other processes share the cores.
func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

struct Mask {
    var width = 0, height = 0, left = 0, top = 0
    var coverage: [UInt8] = []
    func at(_ x: Int, _ y: Int) -> Int {
        let column = x - left, row = y - top
        guard column >= 0, column < width, row >= 0, row < height else { return 0 }
        return Int(coverage[row * width + column])
    }
}

var freetypeBuffer = [UInt8](repeating: 0, count: 4 << 20)

@MainActor func freetypeMask(_ glyph: GlyphID, size64: Int, subpixel: Int) -> Mask {
    var mask = Mask()
    var width: Int32 = 0, height: Int32 = 0, left: Int32 = 0, top: Int32 = 0
    let status = freetype_render(freetype, UInt32(glyph.rawValue), size64, subpixel * 16,
                                 &freetypeBuffer, freetypeBuffer.count, &width, &height, &left, &top)
    precondition(status == 0, "FreeType failed on \(glyph): \(status)")
    mask.width = Int(width); mask.height = Int(height); mask.left = Int(left); mask.top = Int(top)
    mask.coverage = Array(freetypeBuffer[0..<mask.width * mask.height])
    return mask
}

@MainActor func proofMask(_ glyph: GlyphID, size64: Int, subpixel: Int) -> Mask {
    let mask = try! GlyphRaster.mask(face: face, glyph: glyph, size64: size64, subpixel: subpixel)
    return Mask(width: mask.width, height: mask.height, left: mask.left, top: mask.top, coverage: mask.coverage)
}

if selected.contains("fidelity") || selected.contains("all") {
    print("Fidelity vs FreeType \(freetypeVersion()) smooth rasterizer, unhinted, \(face.fullName), \(mappedGlyphs.count) glyphs")
    print("size  subpx  pixels    within±1   max diff  glyphs<97%  worst glyph")
    var allPixels = 0, allWithin = 0, allFailing = 0, allMaxDifference = 0
    for size in 11...51 {
        for subpixel in (size % 10 == 7 ? [0, 1, 2, 3] : [0]) {
            var pixels = 0, within = 0, maxDifference = 0, failing = 0
            var worst = (fraction: 1.0, glyph: GlyphID.notdef)
            for glyph in mappedGlyphs {
                let ours = proofMask(glyph, size64: size * 64, subpixel: subpixel)
                let theirs = freetypeMask(glyph, size64: size * 64, subpixel: subpixel)
                if ours.coverage.isEmpty && theirs.coverage.isEmpty { continue }
                let boxes = [ours, theirs].filter { !$0.coverage.isEmpty }
                let x0 = boxes.map(\.left).min()!, y0 = boxes.map(\.top).min()!
                let x1 = boxes.map { $0.left + $0.width }.max()!, y1 = boxes.map { $0.top + $0.height }.max()!
                var glyphWithin = 0
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let difference = abs(ours.at(x, y) - theirs.at(x, y))
                        maxDifference = max(maxDifference, difference)
                        if difference <= 1 { glyphWithin += 1 }
                    }
                }
                let glyphPixels = (x1 - x0) * (y1 - y0)
                pixels += glyphPixels
                within += glyphWithin
                let fraction = Double(glyphWithin) / Double(glyphPixels)
                if fraction < 0.97 { failing += 1 }
                if fraction < worst.fraction { worst = (fraction, glyph) }
            }
            allPixels += pixels; allWithin += within; allFailing += failing
            allMaxDifference = max(allMaxDifference, maxDifference)
            print(String(format: "%4d  %5d  %8d  %9.4f%%  %8d  %10d  %.2f%% (glyph %d)",
                         size, subpixel, pixels, 100 * Double(within) / Double(pixels), maxDifference, failing,
                         100 * worst.fraction, Int(worst.glyph.rawValue)))
        }
    }
    print(String(format: "all   %@  %8d  %9.4f%%  %8d  glyph renders under 97%%: %d", "     ", allPixels, 100 * Double(allWithin) / Double(allPixels),
                 allMaxDifference, allFailing))
}

func freetypeVersion() -> String {
    let version = Int(freetype_version(freetype))
    return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
}

if selected.contains("raster") || selected.contains("all") {
    print("Cold rasterization, \(face.fullName), \(mappedGlyphs.count) glyphs per pass (outline decode + scale + raster, no cache)")
    print("(thread CPU time; passes alternate between the two so that machine load affects both alike)")
    var freetypeWidth: Int32 = 0, freetypeHeight: Int32 = 0, freetypeLeft: Int32 = 0, freetypeTop: Int32 = 0
    for size in [11, 17, 34, 51] {
        var ours: [Double] = [], theirs: [Double] = []
        for round in 0..<16 {
            var start = threadCPUNanoseconds()
            for glyph in mappedGlyphs {
                blackHole(try! GlyphRaster.mask(face: face, glyph: glyph, size64: size * 64, subpixel: 0))
            }
            let oursTime = Double(threadCPUNanoseconds() - start) / 1e9
            start = threadCPUNanoseconds()
            for glyph in mappedGlyphs {
                _ = freetype_render(freetype, UInt32(glyph.rawValue), size * 64, 0,
                                    &freetypeBuffer, freetypeBuffer.count, &freetypeWidth, &freetypeHeight, &freetypeLeft, &freetypeTop)
            }
            let theirsTime = Double(threadCPUNanoseconds() - start) / 1e9
            if round > 0 {  // The first round warms caches.
                ours.append(oursTime)
                theirs.append(theirsTime)
            }
        }
        let perGlyph = { (seconds: Double) in formatDuration(seconds / Double(mappedGlyphs.count)) }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let (oursMedian, theirsMedian) = (median(ours), median(theirs))
        print("ProofText \(size) px: median \(perGlyph(oursMedian))/glyph, best \(perGlyph(ours.min()!))/glyph")
        print("FreeType  \(size) px: median \(perGlyph(theirsMedian))/glyph, best \(perGlyph(theirs.min()!))/glyph  ProofText/FreeType: median \(String(format: "%.2f", oursMedian / theirsMedian)), best \(String(format: "%.2f", ours.min()! / theirs.min()!))")
    }
}

if selected.contains("dump") {
    let glyph = GlyphID(rawValue: UInt16(arguments.last!)!)
    for (name, mask) in [("ours", proofMask(glyph, size64: 17 * 64, subpixel: 0)), ("freetype", freetypeMask(glyph, size64: 17 * 64, subpixel: 0))] {
        print(name, mask.width, mask.height, mask.left, mask.top)
        for row in 0..<mask.height {
            print(mask.coverage[row * mask.width..<(row + 1) * mask.width].map { String(format: "%4d", $0) }.joined())
        }
    }
}

if selected.contains("phases") {
    let outlines = measure(warmup: 1, iterations: 9) {
        for glyph in mappedGlyphs { blackHole(face.outline(of: glyph)) }
    }
    report("outline decode only", outlines, extra: "\(formatDuration(outlines.median / Double(mappedGlyphs.count)))/glyph")
    for size in [11, 51] {
        let masks = measure(warmup: 1, iterations: 9) {
            for glyph in mappedGlyphs { blackHole(try! GlyphRaster.mask(face: face, glyph: glyph, size64: size * 64, subpixel: 0)) }
        }
        report("mask \(size) px", masks, extra: "\(formatDuration(masks.median / Double(mappedGlyphs.count)))/glyph")
    }
}

if selected.contains("paragraph") || selected.contains("all") {
    // The same paragraph as TextLayoutBenchmarks: 1,000 characters, body (17 pt), 343 pt wide, scale 3.
    let sentence = "The quick brown fox jumps over the lazy dog, then naps under a well-kept tree. "
    let text = repeatedText(sentence, scalars: 1_000)
    let format = TextFormat(.body)
    let cache = GlyphMaskCache()
    let prepared = try! TextParagraph(text, format: format, scale: 3)
    let layout = prepared.layout(width: 343)
    let width = Int(343 * 3), height = Int((layout.size.height * 3).rounded(.up))
    var canvas = Bitmap(width: width, height: height, fill: .white)
    try! canvas.draw(layout, of: prepared, cache: cache)  // Warms the cache.
    let glyphCount = layout.lines.reduce(0) { $0 + $1.glyphs.count }
    print("Paragraph: \(text.unicodeScalars.count) characters, \(glyphCount) glyphs, \(layout.lines.count) lines, \(width)×\(height) px, warm cache (\(cache.statistics.masks) masks)")
    report("draw a laid-out paragraph", measure(iterations: 100) {
        try! canvas.draw(layout, of: prepared, cache: cache)
    })
    report("prepare + layout + draw", measure(iterations: 100) {
        let paragraph = try! TextParagraph(text, format: format, scale: 3)
        try! canvas.draw(paragraph.layout(width: 343), of: paragraph, cache: cache)
    })
    report("prepare + layout + draw into a new bitmap", measure(iterations: 100) {
        let paragraph = try! TextParagraph(text, format: format, scale: 3)
        var bitmap = Bitmap(width: width, height: height, fill: .white)
        try! bitmap.draw(paragraph.layout(width: 343), of: paragraph, cache: cache)
        blackHole(bitmap)
    })
    var fresh = Bitmap(width: width, height: height, fill: .white)
    try! fresh.draw(layout, of: prepared, cache: cache)
    try! Data(PNG.encode(fresh)).write(to: URL(fileURLWithPath: "/tmp/proof-paragraph.png"))
}

if selected.contains("load") || selected.contains("all") {
    // Loading validates every table and decodes every glyph once.
    let bytes = [UInt8](try! Data(contentsOf: FontLibrary.bundledFileURLs[0]))
    report("load Inter Regular (\(bytes.count / 1024) KiB, \(face.glyphCount) glyphs)", measure(iterations: 20) {
        blackHole(try! FontFace(data: bytes, name: "Inter-Regular.ttf"))
    })
}

if selected.contains("profile11") {
    for _ in 0..<200 {
        for glyph in mappedGlyphs { blackHole(try! GlyphRaster.mask(face: face, glyph: glyph, size64: 11 * 64, subpixel: 0)) }
    }
}
