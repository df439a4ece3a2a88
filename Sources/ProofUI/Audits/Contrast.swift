import ProofLayout
import ProofRender

/// WCAG 2.2 contrast of a text against the pixels painted around it.
///
/// The background is read from the picture, not from the view tree: the pixels on the edges
/// of each line's box (above the ascenders, below the descenders, beside the first and last
/// glyph), which the glyphs rarely touch, so photos, gradients, materials and overlapping
/// views count as they look. The text's colour is composited over each of those pixels with
/// its opacity, and the ratio reported is the one that at least a fifth of the surroundings
/// fall below: a gradient failing over a fifth of the text fails, a few stray pixels do not.
nonisolated enum ContrastSampler {
    /// The most pixels read per line: enough for a 20th-percentile estimate, cheap for a
    /// screen of text.
    static let samplesPerLine = 96

    struct Measure {
        var ratio: Double
        var foreground: RGBA8
        var background: RGBA8
    }

    /// The measure for a text of `lines` (points) in `color` at `opacity`, on `pixels` at
    /// `scale`; nil when no line shows in `window`.
    static func measure(_ lines: [Rect], window: Rect, color: RGBA8, opacity: Double, pixels: Bitmap, scale: Double) -> Measure? {
        var samples: [(ratio: Double, background: RGBA8, foreground: RGBA8)] = []
        let alpha = Double(color.a) / 255 * min(max(opacity, 0), 1)
        for line in lines {
            let visible = Auditor.intersection(line, window)
            guard visible.width > 0, visible.height > 0 else { continue }
            let x0 = max(0, Int((visible.minX * scale).rounded(.down))), x1 = min(pixels.width - 1, Int((visible.maxX * scale).rounded(.up)) - 1)
            let y0 = max(0, Int((visible.minY * scale).rounded(.down))), y1 = min(pixels.height - 1, Int((visible.maxY * scale).rounded(.up)) - 1)
            guard x0 <= x1, y0 <= y1 else { continue }
            let perimeter = 2 * (x1 - x0 + 1) + 2 * (y1 - y0 + 1)
            let step = max(1, perimeter / samplesPerLine)
            var walked = 0
            func sample(_ x: Int, _ y: Int) {
                defer { walked += 1 }
                guard walked % step == 0 else { return }
                let background = pixels[x, y]
                let foreground = composite(color, alpha: alpha, over: background)
                samples.append((ratio(foreground, background), background, foreground))
            }
            for x in x0...x1 { sample(x, y0) }
            for x in x0...x1 { sample(x, y1) }
            for y in y0...y1 { sample(x0, y) }
            for y in y0...y1 { sample(x1, y) }
        }
        guard !samples.isEmpty else { return nil }
        samples.sort { $0.ratio < $1.ratio || ($0.ratio == $1.ratio && ($0.background.r, $0.background.g, $0.background.b) < ($1.background.r, $1.background.g, $1.background.b)) }
        let chosen = samples[(samples.count - 1) / 5]
        return Measure(ratio: chosen.ratio, foreground: chosen.foreground, background: chosen.background)
    }

    /// `color` at `alpha` over an opaque `background`, per channel, rounded.
    static func composite(_ color: RGBA8, alpha: Double, over background: RGBA8) -> RGBA8 {
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return RGBA8(r: mix(color.r, background.r), g: mix(color.g, background.g), b: mix(color.b, background.b))
    }

    /// WCAG 2.2 relative luminance of an sRGB colour.
    static func luminance(_ color: RGBA8) -> Double {
        0.2126 * srgbToLinear[Int(color.r)] + 0.7152 * srgbToLinear[Int(color.g)] + 0.0722 * srgbToLinear[Int(color.b)]
    }

    /// `4.48`, rounded down so that a ratio shown never passes a threshold the measure failed.
    static func format(ratio value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// WCAG 2.2 contrast ratio, 1…21.
    static func ratio(_ a: RGBA8, _ b: RGBA8) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
