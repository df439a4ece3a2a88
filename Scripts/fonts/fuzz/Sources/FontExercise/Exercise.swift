// What one fuzz input does, shared by the libFuzzer target (FontFuzz) and the timing pass
// (FontTiming), so both run exactly the same work.
import ProofRender
import ProofText

/// Loads `bytes` as a font and, when it loads, decodes, measures and draws some of its glyphs,
/// maps a few characters and shapes Arabic, Hebrew and Latin text with it.
public func exercise(_ bytes: [UInt8]) {
    guard let face = try? FontFace(data: bytes, name: "fuzz.ttf") else { return }
    // Loading checks every glyph; six of them are then drawn at two sizes: enough to reach
    // the rasterizer with any outline, few enough that one input stays within milliseconds
    // when each glyph is as large as the limits allow.
    let glyphs = min(face.glyphCount, 6)
    for index in 0..<glyphs {
        let glyph = GlyphID(UInt16(index))
        _ = face.advance(of: glyph)
        _ = face.kerning(glyph, GlyphID(UInt16((index + 1) % max(glyphs, 1))))
        for (size, subpixel) in [(17 * 64, 3), (3 * 64 + 7, 1)] {
            _ = try? GlyphRaster.mask(face: face, glyph: glyph, size64: size, subpixel: subpixel)
        }
    }
    // Colour glyphs (CBDT/CBLC): the PNGs of six glyphs decoded by ProofRender and scaled to
    // two sizes (below and above the strike), drawn into a small bitmap.
    if face.hasColorGlyphs {
        var bitmap = Bitmap(width: 64, height: 64, fill: .white)
        let cache = GlyphMaskCache()
        for index in 0..<min(face.glyphCount, 6) {
            for size in [51.0, 150.0] {
                _ = try? face.colorBitmap(of: GlyphID(UInt16(index)), pixelsPerEm: size)
                try? bitmap.draw([GlyphPlacement(face: face, glyph: GlyphID(UInt16(index)), pixelsPerEm: size, x: 2, baseline: 48)],
                                 color: .black, cache: cache)
            }
        }
    }
    for value: UInt32 in [0x20, 0x41, 0x61, 0xE9, 0x20AC, 0xFFFF, 0x1F600] {
        _ = face.glyph(for: Unicode.Scalar(value) ?? " ")
    }
    // The GSUB/GPOS/GDEF readers were run by the load; shaping runs their lookups (contexts,
    // ligatures, marks) on Arabic, Hebrew, Devanagari (the Indic shaper: reph, pre-base
    // matra, conjuncts, a broken cluster) and Latin text and on a lone combining mark.
    for (text, script) in [("\u{0644}\u{0627} \u{0628}\u{0650}\u{0633}\u{0652}\u{0645}", ShapingScript.arabic),
                           ("\u{05E9}\u{05C1}\u{05B8}\u{05DC}\u{05D5}\u{05B9}\u{05DD}", .hebrew),
                           ("\u{0915}\u{094D}\u{0937}\u{093F} \u{0927}\u{0930}\u{094D}\u{092E} \u{094D}\u{093F}", .devanagari),
                           ("office AVA", .latin), ("\u{0301}\u{05B8}", .common),
                           // Emoji ligatures: skin tone, ZWJ family, keycap, flag, tag flag.
                           ("\u{1F44D}\u{1F3FD}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}1\u{FE0F}\u{20E3}\u{1F1EB}\u{1F1F7}"
                            + "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", .common)] {
        _ = Shaper.shape(Array(text.unicodeScalars), face: face, script: script)
    }
}
