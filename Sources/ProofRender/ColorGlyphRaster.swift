import ProofText

/// Colour glyphs (emoji from a font's `CBDT` table): the PNG decoded by ``PNGDecoder`` and
/// scaled to the text size by exact area averaging, into a ``GlyphMask`` with colours.
enum ColorGlyphRaster {
    /// The picture of `glyph` at `size64` / 64 pixels per em, or nil when the glyph has no
    /// colour picture (it is then drawn from its outline).
    static func mask(face: FontFace, glyph: GlyphID, size64: Int, cache: GlyphMaskCache) throws(FontError) -> GlyphMask? {
        guard size64 >= 1, size64 <= GlyphRaster.maxPixelsPerEm * 64 else {
            throw FontError(.limitExceeded, source: face.sourceName,
                            "cannot draw at \(Double(size64) / 64) pixels per em; sizes must be between 1/64 and \(GlyphRaster.maxPixelsPerEm)")
        }
        let pixelsPerEm = Double(size64) / 64
        guard let bitmap = try face.colorBitmap(of: glyph, pixelsPerEm: pixelsPerEm) else { return nil }
        return try cache.colorMask(face: face, glyph: glyph, size64: size64) { () throws(FontError) -> GlyphMask in
            try render(bitmap, face: face, glyph: glyph, size64: size64)
        }
    }

    static func render(_ bitmap: ColorGlyphBitmap, face: FontFace, glyph: GlyphID, size64: Int) throws(FontError) -> GlyphMask {
        func failure(_ kind: FontError.Kind, _ message: String) -> FontError {
            FontError(kind, source: face.sourceName, table: "CBDT", offset: bitmap.fileOffset, "glyph \(glyph.rawValue): " + message)
        }
        let limit = PixelLimit(maxPixels: bitmap.width * bitmap.height)
        let decoded: Bitmap
        do {
            decoded = try bitmap.png.withUnsafeBytes { (raw) throws(PNGError) -> Bitmap in try PNGDecoder.decode(raw, limit: limit) }
        } catch {
            throw failure(.malformed, "the PNG picture cannot be decoded: \(error)")
        }
        guard decoded.width == bitmap.width, decoded.height == bitmap.height else {
            throw failure(.malformed, "the PNG is \(decoded.width) × \(decoded.height) pixels; the font declares \(bitmap.width) × \(bitmap.height)")
        }
        // Scale: target pixels per source pixel = size / strike ppem, as a fraction of integers
        // (size64 / (64 · ppem)), so every edge and weight below is exact.
        let denominator = 64 * bitmap.pixelsPerEm
        func scaled(_ value: Int) -> Int {  // round half away from zero
            let product = value * size64
            return product >= 0 ? (2 * product + denominator) / (2 * denominator) : -((-2 * product + denominator) / (2 * denominator))
        }
        let width = max(scaled(bitmap.width), 1), height = max(scaled(bitmap.height), 1)
        guard width * height <= GlyphRaster.maxMaskPixels else {
            throw failure(.limitExceeded, "the picture would be \(width) × \(height) pixels")
        }
        let (alpha, colors) = resample(decoded, toWidth: width, height: height)
        return GlyphMask(width: width, height: height, left: scaled(bitmap.bearingX), top: -scaled(bitmap.bearingY),
                         coverage: alpha, colors: colors)
    }

    /// Area-averaged resampling of a straight-alpha RGBA picture (each target pixel the mean of
    /// the source area it covers, weighted by alpha for the colours), in integers: source pixel
    /// `i` spans `[i·W, (i+1)·W)` and target pixel `j` spans `[j·S, (j+1)·S)` on a common
    /// axis (`S`, `W`: source and target sizes), so the overlaps are exact integers.
    static func resample(_ source: Bitmap, toWidth width: Int, height: Int) -> (alpha: [UInt8], colors: [UInt8]) {
        let sourceWidth = source.width, sourceHeight = source.height
        // Horizontal pass: premultiplied channels (value·alpha) and alpha, summed with weights
        // that add up to `sourceWidth` per target column.
        var rows = [Int](repeating: 0, count: sourceHeight * width * 4)
        source.bytes.withUnsafeBufferPointer { pixels in
            for column in 0..<width {
                let start = column * sourceWidth, end = start + sourceWidth
                let first = start / width, last = (end - 1) / width
                for y in 0..<sourceHeight {
                    var red = 0, green = 0, blue = 0, alpha = 0
                    for x in first...last {
                        let weight = min(end, (x + 1) * width) - max(start, x * width)
                        let pixel = (y * sourceWidth + x) * 4
                        let a = Int(pixels[pixel + 3]) * weight
                        red += Int(pixels[pixel]) * a
                        green += Int(pixels[pixel + 1]) * a
                        blue += Int(pixels[pixel + 2]) * a
                        alpha += a
                    }
                    let index = (y * width + column) * 4
                    rows[index] = red
                    rows[index + 1] = green
                    rows[index + 2] = blue
                    rows[index + 3] = alpha
                }
            }
        }
        // Vertical pass, then alpha = Σ / (sourceWidth · sourceHeight) and colours = Σ(value·alpha) / Σ alpha.
        var alphaOut = [UInt8](repeating: 0, count: width * height)
        var colorsOut = [UInt8](repeating: 0, count: width * height * 3)
        let area = sourceWidth * sourceHeight
        for row in 0..<height {
            let start = row * sourceHeight, end = start + sourceHeight
            let first = start / height, last = (end - 1) / height
            for column in 0..<width {
                var red = 0, green = 0, blue = 0, alpha = 0
                for y in first...last {
                    let weight = min(end, (y + 1) * height) - max(start, y * height)
                    let index = (y * width + column) * 4
                    red += rows[index] * weight
                    green += rows[index + 1] * weight
                    blue += rows[index + 2] * weight
                    alpha += rows[index + 3] * weight
                }
                let target = row * width + column
                alphaOut[target] = UInt8((2 * alpha + area) / (2 * area))
                if alpha > 0 {
                    colorsOut[target * 3] = UInt8((2 * red + alpha) / (2 * alpha))
                    colorsOut[target * 3 + 1] = UInt8((2 * green + alpha) / (2 * alpha))
                    colorsOut[target * 3 + 2] = UInt8((2 * blue + alpha) / (2 * alpha))
                }
            }
        }
        return (alphaOut, colorsOut)
    }
}
