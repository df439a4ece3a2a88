import ProofRender

/// Draws a deterministic phone screenshot (1170×2532 at @3x by default): grouped list cards
/// with rounded corners, coloured icons, rows of anti-aliased "glyphs", separators, a
/// gradient banner, a search field, a tab bar. The text engine is not ready, so glyphs are
/// procedural shapes with the statistics of text: a small alphabet repeated in words, soft
/// edges with 16 coverage levels, several sizes and colours.
struct ScreenshotSynthesizer {
    var canvas: Bitmap
    private var random: SplitMix64
    private var fonts: [Int: GlyphFont] = [:]

    init(width: Int = 1170, height: Int = 2532, seed: UInt64 = 0x5EED) {
        canvas = Bitmap(width: width, height: height, fill: RGBA8(r: 242, g: 242, b: 247))
        random = SplitMix64(seed: seed)
    }

    /// The finished screenshot.
    static func make(width: Int = 1170, height: Int = 2532, seed: UInt64 = 0x5EED) -> Bitmap {
        var synthesizer = ScreenshotSynthesizer(width: width, height: height, seed: seed)
        synthesizer.drawScreen()
        return synthesizer.canvas
    }

    private static let label = RGBA8(r: 0, g: 0, b: 0)
    private static let secondary = RGBA8(r: 60, g: 60, b: 67, a: 153)
    private static let tint = RGBA8(r: 0, g: 122, b: 255)
    private static let separator = RGBA8(r: 198, g: 198, b: 200)
    private static let iconColours = [
        RGBA8(r: 255, g: 59, b: 48), RGBA8(r: 255, g: 149, b: 0), RGBA8(r: 52, g: 199, b: 89),
        RGBA8(r: 0, g: 122, b: 255), RGBA8(r: 175, g: 82, b: 222), RGBA8(r: 88, g: 86, b: 214),
    ]

    mutating func drawScreen() {
        let width = canvas.width, height = canvas.height
        // Status bar.
        drawText("9:41", x: 150, baseline: 105, size: 51, colour: Self.label)
        fillRoundedRect(x: width - 210, y: 66, width: 75, height: 36, radius: 10, colour: Self.label)
        fillRoundedRect(x: width - 300, y: 70, width: 60, height: 30, radius: 6, colour: Self.label)
        // Large title and search field.
        drawText(words(2), x: 48, baseline: 300, size: 102, colour: Self.label)
        fillRoundedRect(x: 48, y: 340, width: width - 96, height: 108, radius: 30, colour: RGBA8(r: 227, g: 227, b: 232))
        drawCircle(cx: 100, cy: 394, radius: 20, colour: RGBA8(r: 142, g: 142, b: 147), ring: 6)
        drawText(words(1), x: 140, baseline: 412, size: 51, colour: RGBA8(r: 142, g: 142, b: 147))

        // A banner with a vertical gradient.
        fillRoundedGradient(x: 48, y: 500, width: width - 96, height: 420, radius: 30,
                            top: RGBA8(r: 88, g: 86, b: 214), bottom: RGBA8(r: 0, g: 122, b: 255))
        drawText(words(3), x: 102, baseline: 620, size: 84, colour: .white)
        for line in 0..<2 { drawText(words(6), x: 102, baseline: 720 + line * 66, size: 45, colour: RGBA8(r: 255, g: 255, b: 255, a: 210)) }
        fillRoundedRect(x: 102, y: 800, width: 330, height: 84, radius: 42, colour: .white)
        drawText(words(1), x: 150, baseline: 858, size: 45, colour: Self.tint)

        // Grouped list sections.
        var y = 980
        while y < height - 420 {
            drawText(words(2).uppercased(), x: 96, baseline: y + 40, size: 39, colour: RGBA8(r: 109, g: 109, b: 114))
            y += 70
            let rows = 2 + random.next(below: 3)
            let rowHeight = 168
            fillRoundedRect(x: 48, y: y, width: width - 96, height: rows * rowHeight, radius: 30, colour: .white)
            for row in 0..<rows {
                let top = y + row * rowHeight
                let colour = Self.iconColours[random.next(below: Self.iconColours.count)]
                fillRoundedRect(x: 90, y: top + 39, width: 90, height: 90, radius: 21, colour: colour)
                drawCircle(cx: 135, cy: top + 84, radius: 24, colour: .white, ring: 7)
                drawText(words(1 + random.next(below: 3)), x: 225, baseline: top + 78, size: 51, colour: Self.label)
                drawText(words(3 + random.next(below: 4)), x: 225, baseline: top + 132, size: 42, colour: Self.secondary)
                drawChevron(x: width - 110, cy: top + 84)
                if row + 1 < rows { fillRect(x: 225, y: top + rowHeight - 1, width: width - 273, height: 1, colour: Self.separator) }
            }
            y += rows * rowHeight + 60
        }

        // Tab bar and home indicator.
        fillRect(x: 0, y: height - 249, width: width, height: 249, colour: RGBA8(r: 249, g: 249, b: 249))
        fillRect(x: 0, y: height - 249, width: width, height: 1, colour: Self.separator)
        for tab in 0..<4 {
            let cx = width * (2 * tab + 1) / 8
            let colour = tab == 0 ? Self.tint : RGBA8(r: 153, g: 153, b: 153)
            fillRoundedRect(x: cx - 39, y: height - 222, width: 78, height: 66, radius: 15, colour: colour)
            drawText(words(1), x: cx - 60, baseline: height - 120, size: 30, colour: colour)
        }
        fillRoundedRect(x: width / 2 - 201, y: height - 39, width: 402, height: 15, radius: 8, colour: Self.label)
    }

    // MARK: Text

    private mutating func words(_ count: Int) -> String {
        var text = ""
        for index in 0..<count {
            if index > 0 { text.append(" ") }
            let length = 2 + random.next(below: 8)
            for _ in 0..<length { text.append(Character(Unicode.Scalar(UInt8(65 + random.next(below: 58))))) }
        }
        return text
    }

    private mutating func drawText(_ text: String, x: Int, baseline: Int, size: Int, colour: RGBA8) {
        if fonts[size] == nil { fonts[size] = GlyphFont(size: size) }
        let font = fonts[size]!
        var penX = x
        for scalar in text.unicodeScalars {
            if scalar == " " {
                penX += size * 3 / 10
                continue
            }
            let glyph = font.glyph(for: scalar)
            if penX + glyph.advance > canvas.width - 140 { break }
            blendMask(glyph.coverage, width: glyph.width, height: glyph.height, x: penX, y: baseline - glyph.ascent, colour: colour)
            penX += glyph.advance
        }
    }

    // MARK: Shapes

    private mutating func fillRect(x: Int, y: Int, width: Int, height: Int, colour: RGBA8) {
        let mask = [UInt8](repeating: 255, count: width * height)
        blendMask(mask, width: width, height: height, x: x, y: y, colour: colour)
    }

    private mutating func fillRoundedRect(x: Int, y: Int, width: Int, height: Int, radius: Int, colour: RGBA8) {
        blendMask(roundedRectMask(width: width, height: height, radius: radius), width: width, height: height, x: x, y: y, colour: colour)
    }

    private mutating func fillRoundedGradient(x: Int, y: Int, width: Int, height: Int, radius: Int, top: RGBA8, bottom: RGBA8) {
        let mask = roundedRectMask(width: width, height: height, radius: radius)
        for row in 0..<height {
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * (height - 1 - row) + Int(b) * row) / max(1, height - 1)) }
            let colour = RGBA8(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b))
            blendMask(Array(mask[(row * width)..<((row + 1) * width)]), width: width, height: 1, x: x, y: y + row, colour: colour)
        }
    }

    private mutating func drawCircle(cx: Int, cy: Int, radius: Int, colour: RGBA8, ring: Int) {
        let size = radius * 2 + 2
        var mask = [UInt8](repeating: 0, count: size * size)
        for py in 0..<size {
            for px in 0..<size {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        // Sample positions in quarter-pixel units relative to the centre.
                        let dx = (px * 4 + sx) * 2 + 1 - (radius + 1) * 8
                        let dy = (py * 4 + sy) * 2 + 1 - (radius + 1) * 8
                        let d2 = dx * dx + dy * dy
                        let outer = radius * 8, inner = (radius - ring) * 8
                        if d2 <= outer * outer && d2 >= inner * inner { hits += 1 }
                    }
                }
                mask[py * size + px] = UInt8(hits * 255 / 16)
            }
        }
        blendMask(mask, width: size, height: size, x: cx - radius - 1, y: cy - radius - 1, colour: colour)
    }

    private mutating func drawChevron(x: Int, cy: Int) {
        let font = GlyphFont(size: 45)
        let stroke = Stroke.segment(0.1, 0.1, 0.45, 0.5, 0.07)
        let other = Stroke.segment(0.45, 0.5, 0.1, 0.9, 0.07)
        let mask = font.rasterize([stroke, other], width: 30, height: 45)
        blendMask(mask, width: 30, height: 45, x: x, y: cy - 22, colour: RGBA8(r: 196, g: 196, b: 199))
    }

    private func roundedRectMask(width: Int, height: Int, radius: Int) -> [UInt8] {
        var mask = [UInt8](repeating: 255, count: width * height)
        for py in 0..<min(radius, height) {
            for px in 0..<min(radius, width) {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = radius * 8 - ((px * 4 + sx) * 2 + 1)
                        let dy = radius * 8 - ((py * 4 + sy) * 2 + 1)
                        if dx * dx + dy * dy <= radius * radius * 64 { hits += 1 }
                    }
                }
                let value = UInt8(hits * 255 / 16)
                mask[py * width + px] = value
                mask[py * width + (width - 1 - px)] = value
                mask[(height - 1 - py) * width + px] = value
                mask[(height - 1 - py) * width + (width - 1 - px)] = value
            }
        }
        return mask
    }

    /// Source-over of `colour` through a coverage mask, in integer arithmetic.
    private mutating func blendMask(_ mask: [UInt8], width: Int, height: Int, x: Int, y: Int, colour: RGBA8) {
        let canvasWidth = canvas.width, canvasHeight = canvas.height
        canvas.withUnsafeMutableBytes { pixels in
            for row in 0..<height where y + row >= 0 && y + row < canvasHeight {
                for column in 0..<width where x + column >= 0 && x + column < canvasWidth {
                    let coverage = Int(mask[row * width + column])
                    if coverage == 0 { continue }
                    let alpha = coverage * Int(colour.a) / 255
                    let offset = ((y + row) * canvasWidth + x + column) * 4
                    for (channel, value) in [colour.r, colour.g, colour.b].enumerated() {
                        let under = Int(pixels[offset + channel])
                        pixels[offset + channel] = UInt8((Int(value) * alpha + under * (255 - alpha) + 127) / 255)
                    }
                }
            }
        }
    }
}

/// A procedural alphabet: each letter is two or three strokes (stems, bowls, diagonals)
/// rasterised with 4×4 supersampling, so edges carry 16 levels of coverage like real text.
struct GlyphFont {
    struct Glyph {
        var coverage: [UInt8]
        var width: Int
        var height: Int
        var ascent: Int
        var advance: Int
    }

    let size: Int
    private var glyphs: [Glyph] = []

    init(size: Int) {
        self.size = size
        var random = SplitMix64(seed: 0xF0E7)
        func unit(_ low: Int, _ high: Int) -> Double { Double(low + random.next(below: high - low + 1)) / 100 }
        for _ in 0..<52 {
            let width = size * (40 + random.next(below: 30)) / 100
            let height = size * 3 / 4
            let weight = Double(8 + random.next(below: 4)) / 100
            var strokes: [Stroke] = []
            for _ in 0..<(2 + random.next(below: 2)) {
                switch random.next(below: 5) {
                case 0: // stem
                    let x = unit(12, 88)
                    strokes.append(.segment(x, unit(3, 40), x, unit(90, 97), weight))
                case 1: // bowl
                    strokes.append(.ring(unit(40, 60), unit(50, 65), unit(28, 42), unit(28, 40), weight))
                case 2: // diagonal
                    strokes.append(.segment(unit(5, 40), unit(5, 30), unit(55, 95), unit(85, 97), weight))
                case 3: // bar
                    let y = unit(30, 70)
                    strokes.append(.segment(unit(10, 30), y, unit(70, 90), y + unit(0, 10) - 0.05, weight))
                default: // dot or short tick
                    let x = unit(20, 80), y = unit(5, 30)
                    strokes.append(.segment(x, y, x + unit(0, 15), y + unit(0, 10), weight * 1.2))
                }
            }
            let coverage = rasterize(strokes, width: width, height: height)
            glyphs.append(Glyph(coverage: coverage, width: width, height: height, ascent: height, advance: width + size / 12))
        }
    }

    func glyph(for scalar: Unicode.Scalar) -> Glyph {
        glyphs[Int(scalar.value) % glyphs.count]
    }

    /// Coverage of the strokes over a `width`×`height` box, strokes in unit coordinates.
    func rasterize(_ strokes: [Stroke], width: Int, height: Int) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: width * height)
        for py in 0..<height {
            for px in 0..<width {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let u = (Double(px) + (Double(sx) + 0.5) / 4) / Double(width)
                        let v = (Double(py) + (Double(sy) + 0.5) / 4) / Double(height)
                        if strokes.contains(where: { $0.contains(u, v, aspect: Double(width) / Double(height)) }) { hits += 1 }
                    }
                }
                mask[py * width + px] = UInt8(hits * 255 / 16)
            }
        }
        return mask
    }
}

enum Stroke {
    case segment(Double, Double, Double, Double, Double)
    case ring(Double, Double, Double, Double, Double)

    func contains(_ u: Double, _ v: Double, aspect: Double) -> Bool {
        switch self {
        case let .segment(x0, y0, x1, y1, weight):
            // Distance from the capsule's axis, measured in height units.
            let px = (u - x0) * aspect, py = v - y0
            let dx = (x1 - x0) * aspect, dy = y1 - y0
            let t = max(0, min(1, (px * dx + py * dy) / max(1e-9, dx * dx + dy * dy)))
            let ex = px - t * dx, ey = py - t * dy
            return ex * ex + ey * ey <= weight * weight
        case let .ring(cx, cy, rx, ry, weight):
            let nx = (u - cx) / rx, ny = (v - cy) / ry
            let r2 = nx * nx + ny * ny
            let inner = 1 - weight / min(rx, ry) * 2
            return r2 <= 1 && r2 >= inner * inner
        }
    }
}

/// A small seeded generator (SplitMix64), the same sequence on every platform.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

/// A photograph stand-in: smooth value noise over several octaves plus fine grain, the
/// content where predictive filters matter and long matches are rare.
enum PhotoSynthesizer {
    static func make(width: Int, height: Int, seed: UInt64 = 0xF070) -> Bitmap {
        var random = SplitMix64(seed: seed)
        let grid = 9
        let lattice = (0..<(grid * grid * 3)).map { _ in Double(random.next(below: 256)) }
        var bitmap = Bitmap(width: width, height: height)
        bitmap.withUnsafeMutableBytes { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let u = Double(x) / Double(width) * Double(grid - 1), v = Double(y) / Double(height) * Double(grid - 1)
                    let i = min(Int(u), grid - 2), j = min(Int(v), grid - 2)
                    let fu = u - Double(i), fv = v - Double(j)
                    let offset = (y * width + x) * 4
                    for channel in 0..<3 {
                        func at(_ a: Int, _ b: Int) -> Double { lattice[((b * grid) + a) * 3 + channel] }
                        let top = at(i, j) * (1 - fu) + at(i + 1, j) * fu
                        let bottom = at(i, j + 1) * (1 - fu) + at(i + 1, j + 1) * fu
                        let grain = Double(random.next(below: 9)) - 4
                        pixels[offset + channel] = UInt8(max(0, min(255, top * (1 - fv) + bottom * fv + grain)))
                    }
                    pixels[offset + 3] = 255
                }
            }
        }
        return bitmap
    }
}
