// A libFuzzer target for ProofText (run with run.sh beside this file). The executable's main
// entry is handed to libFuzzer's driver, since SwiftPM names it after the target.
import ProofText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let face = try? FontFace(data: bytes, name: "fuzz.ttf") else { return 0 }
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
    for value: UInt32 in [0x20, 0x41, 0x61, 0xE9, 0x20AC, 0xFFFF, 0x1F600] {
        _ = face.glyph(for: Unicode.Scalar(value) ?? " ")
    }
    // The GSUB/GPOS/GDEF readers were run by the load; shaping runs their lookups (contexts,
    // ligatures, marks) on Arabic, Hebrew and Latin text and on a lone combining mark.
    for (text, script) in [("\u{0644}\u{0627} \u{0628}\u{0650}\u{0633}\u{0652}\u{0645}", ShapingScript.arabic),
                           ("\u{05E9}\u{05C1}\u{05B8}\u{05DC}\u{05D5}\u{05B9}\u{05DD}", .hebrew),
                           ("office AVA", .latin), ("\u{0301}\u{05B8}", .common)] {
        _ = Shaper.shape(Array(text.unicodeScalars), face: face, script: script)
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("FontFuzz_main")
public func fontFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzz(UnsafeRawPointer(data), size)
    }
}
