// ProofUI engine: WCAG 2.2 contrast of text against the pixels painted around it.

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
///
/// A border or outline that hugs the text (a 1 pt stroke around a tag's frame) lies on those
/// edges but is not what the text sits on: each edge pixel is paired with the pixel
/// ``innerRingInset`` further in (past a hairline or 1 pt stroke), and that inner pixel is the
/// background unless it is the text's own ink; when most inner pixels are the text's colour,
/// the text sits on its own colour and fails.
nonisolated enum ContrastSampler {
    /// The most pixels read per line: enough for a 20th-percentile estimate, cheap for a
    /// screen of text.
    static let samplesPerLine = 96
    /// How far inside each line's box the background is read, in points.
    static let innerRingInset = 1.5

    struct Measure {
        var ratio: Double
        var foreground: RGBA8
        var background: RGBA8
    }

    /// The measure for a text of `lines` (points) in `color` at `opacity`, on `pixels` at
    /// `scale`; nil when no line shows in `window`. Pixels inside `excluding` (colour glyphs,
    /// which draw their own colours) are neither ink nor background and are not read.
    static func measure(_ lines: [Rect], window: Rect, color: RGBA8, opacity: Double, pixels: Bitmap, scale: Double,
                        excluding: [Rect] = []) -> Measure? {
        // Each sample is a pair: the pixel on the box's edge, and the one `inset` pixels
        // further in (the background between a hugging border and the glyphs).
        var pairs: [(edge: RGBA8, inner: RGBA8)] = []
        let alpha = Double(color.a) / 255 * min(max(opacity, 0), 1)
        let inset = max(1, Int((innerRingInset * scale).rounded()))
        let excluded = excluding.map {
            (minX: Int(($0.minX * scale).rounded(.down)), maxX: Int(($0.maxX * scale).rounded(.up)),
             minY: Int(($0.minY * scale).rounded(.down)), maxY: Int(($0.maxY * scale).rounded(.up)))
        }
        func isExcluded(_ x: Int, _ y: Int) -> Bool {
            excluded.contains { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }
        }
        for line in lines {
            let visible = Auditor.intersection(line, window)
            guard visible.width > 0, visible.height > 0 else { continue }
            let x0 = max(0, Int((visible.minX * scale).rounded(.down))), x1 = min(pixels.width - 1, Int((visible.maxX * scale).rounded(.up)) - 1)
            let y0 = max(0, Int((visible.minY * scale).rounded(.down))), y1 = min(pixels.height - 1, Int((visible.maxY * scale).rounded(.up)) - 1)
            guard x0 <= x1, y0 <= y1 else { continue }
            // The inner pixel stays inside the box's middle on small boxes.
            let dx = min(inset, (x1 - x0) / 2), dy = min(inset, (y1 - y0) / 2)
            let perimeter = 2 * (x1 - x0 + 1) + 2 * (y1 - y0 + 1)
            let step = max(1, perimeter / samplesPerLine)
            var walked = 0
            func sample(_ x: Int, _ y: Int, _ ix: Int, _ iy: Int) {
                defer { walked += 1 }
                guard walked % step == 0, !isExcluded(x, y), !isExcluded(ix, iy) else { return }
                pairs.append((pixels[x, y], pixels[ix, iy]))
            }
            for x in x0...x1 { sample(x, y0, x, y0 + dy) }
            for x in x0...x1 { sample(x, y1, x, y1 - dy) }
            for y in y0...y1 { sample(x0, y, x0 + dx, y) }
            for y in y0...y1 { sample(x1, y, x1 - dx, y) }
        }
        guard !pairs.isEmpty else { return nil }
        // An inner pixel that is the text's ink, or a blend of it with the edge pixel (a glyph's
        // antialiased edge), is left out; the other inner pixels are the background the text
        // sits on, inside whatever border hugs the box. When most inner pixels are the text's
        // own colour, the text sits on its own colour; when every inner pixel is ink, the edges
        // are read.
        let ownColour = pairs.count { isInk($0.inner, color: color, alpha: alpha) }
        var backgrounds: [RGBA8] = []
        if ownColour * 2 > pairs.count {
            backgrounds = pairs.map(\.inner)
        } else {
            backgrounds = pairs.filter { !isBlend($0.inner, of: composite(color, alpha: alpha, over: $0.edge), and: $0.edge) }.map(\.inner)
            if backgrounds.isEmpty { backgrounds = pairs.map(\.edge) }
        }
        var samples: [(ratio: Double, background: RGBA8, foreground: RGBA8)] = []
        samples.reserveCapacity(backgrounds.count)
        for background in backgrounds {
            let foreground = composite(color, alpha: alpha, over: background)
            samples.append((ratio(foreground, background), background, foreground))
        }
        samples.sort { $0.ratio < $1.ratio || ($0.ratio == $1.ratio && ($0.background.r, $0.background.g, $0.background.b) < ($1.background.r, $1.background.g, $1.background.b)) }
        let chosen = samples[(samples.count - 1) / 5]
        return Measure(ratio: chosen.ratio, foreground: chosen.foreground, background: chosen.background)
    }

    /// True when `pixel` lies on the way from `a` to `b` (a mix of the two), to 8 levels a channel.
    static func isBlend(_ pixel: RGBA8, of a: RGBA8, and b: RGBA8) -> Bool {
        let channels = [(Int(a.r), Int(b.r), Int(pixel.r)), (Int(a.g), Int(b.g), Int(pixel.g)), (Int(a.b), Int(b.b), Int(pixel.b))]
        guard let widest = channels.max(by: { abs($0.0 - $0.1) < abs($1.0 - $1.1) }), abs(widest.0 - widest.1) > 8 else {
            // Ink and edge alike: the pixel is a blend when it is that colour too.
            return channels.allSatisfy { abs($0.2 - $0.1) <= 8 }
        }
        let t = Double(widest.2 - widest.1) / Double(widest.0 - widest.1)
        guard t >= -0.05, t <= 1.05 else { return false }
        return channels.allSatisfy { abs(Double($0.1) + t * Double($0.0 - $0.1) - Double($0.2)) <= 8 }
    }

    /// True when `pixel` is the text's colour drawn over it (a glyph's ink), to 8 levels.
    static func isInk(_ pixel: RGBA8, color: RGBA8, alpha: Double) -> Bool {
        let ink = composite(color, alpha: alpha, over: pixel)
        return abs(Int(ink.r) - Int(pixel.r)) <= 8 && abs(Int(ink.g) - Int(pixel.g)) <= 8 && abs(Int(ink.b) - Int(pixel.b)) <= 8
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
