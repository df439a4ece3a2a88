import ProofBase

extension FontFace: GlyphSource {
    var verticalMetrics: (ascender: Int, descender: Int, lineGap: Int) {
        (metrics.ascender, metrics.descender, metrics.lineGap)
    }
}

/// A text prepared for layout with a format and a font: characters mapped to glyphs
/// (shaping-lite: one glyph per character from `cmap`, advances from `hmtx`, pair kerning),
/// line break opportunities (UAX #14) and grapheme clusters found. Everything that does not
/// depend on the width is done once here; ``layout(width:)`` and ``measure(width:widthMode:height:heightMode:)``
/// are then cheap, so a layout engine can measure the same text at several widths.
///
/// Breaking rules: lines end at mandatory breaks (newlines, U+2028) and otherwise at the last
/// UAX #14 break opportunity that fits; a word wider than the line breaks between grapheme
/// clusters (Swift `Character`s). Spaces at the end of a line hang past the edge and do not
/// count in its width. A line that ends at a soft hyphen (U+00AD) shows a hyphen. A trailing
/// newline does not add an empty last line. Tabs advance like a space. Controls and
/// default-ignorable characters (ZWJ, variation selectors) take no space.
///
/// Characters the face lacks come from the next face of a fixed fallback chain
/// (``FontLibrary/fallbackFaces(for:weight:italic:)``: the bundled Noto Sans Arabic, Hebrew and Devanagari,
/// then the library's other families; never a system font); characters no face has are drawn
/// with the primary face's `.notdef` glyph and listed in ``missingCharacters``. Arabic, Hebrew
/// and Devanagari runs, runs in a fallback face and text in a face with `GSUB` go through ``Shaper``
/// (joining forms, ligatures, marks); other text keeps one glyph per character with pair
/// kerning, so Latin text in Inter lays out exactly as before shaping existed. The line
/// height stays the primary face's. Text with right-to-left characters is then reordered
/// line by line with the Unicode Bidirectional Algorithm (``BidiText``, the direction giving
/// the paragraph level), its brackets mirrored in right-to-left runs.
///
/// ```swift
/// let paragraph = try TextParagraph("Hello, world", format: TextFormat(.body), scale: 3)
/// let layout = paragraph.layout(width: 120)
/// #expect(layout.missingCharacters.isEmpty)
/// ```
public struct TextParagraph: Sendable {
    /// Font sizes above this many points are refused: larger than any screen needs.
    public static let maxFontSize = 4096.0
    /// Device scales above this are refused.
    public static let maxScale = 16.0
    /// The longest text accepted, in Unicode scalars: far beyond any screen, and it bounds
    /// the memory a paragraph uses (about 30 bytes per scalar).
    public static let maxScalarCount = 1_000_000

    public let format: TextFormat
    /// The face the format resolved to.
    public let face: FontFace
    public let scale: Double
    public let direction: LayoutDirection
    /// The line height in points: the format's, or the font's natural one.
    public let lineHeight: Double
    let shaped: ShapedText
    /// The bidi resolution when the text has right-to-left characters.
    let bidi: TextBidi?

    /// Prepares `text` in `format`, with the face of `fonts` that matches the format's family
    /// and weight. `scale` is the device's pixels per point (baselines snap to its pixel
    /// grid); `direction` resolves leading, trailing and natural alignment.
    public init(
        _ text: String,
        format: TextFormat,
        fonts: FontLibrary = .bundled,
        scale: Double = 1,
        direction: LayoutDirection = .leftToRight
    ) throws(TextLayoutError) {
        guard let face = fonts.face(family: format.family, weight: format.weight) else {
            throw .fontNotFound(family: format.family, weight: format.weight, available: fonts.families)
        }
        let weight = format.weight
        let shaping = ShapingContext(primary: face) { fonts.fallbackFaces(for: face, weight: weight) }
        try self.init(text, format: format, source: face, face: face, shaping: shaping, scale: scale, direction: direction)
    }

    /// Prepares `text` in `format` with `face`, whatever the format's family and weight say.
    /// Characters the face lacks fall back to the bundled script fonts in the format's weight.
    public init(
        _ text: String,
        format: TextFormat,
        face: FontFace,
        scale: Double = 1,
        direction: LayoutDirection = .leftToRight
    ) throws(TextLayoutError) {
        let weight = format.weight
        let shaping = ShapingContext(primary: face) { FontLibrary().fallbackFaces(for: face, weight: weight) }
        try self.init(text, format: format, source: face, face: face, shaping: shaping, scale: scale, direction: direction)
    }

    init<Source: GlyphSource>(
        _ text: String,
        format: TextFormat,
        source: Source,
        face: FontFace,
        shaping: ShapingContext? = nil,
        scale: Double,
        direction: LayoutDirection
    ) throws(TextLayoutError) {
        try Self.validate(format, scale: scale)
        let scalarCount = text.unicodeScalars.count
        guard scalarCount <= Self.maxScalarCount else {
            throw .textTooLong(scalarCount: scalarCount, limit: Self.maxScalarCount)
        }
        self.format = format
        self.face = face
        self.scale = scale
        self.direction = direction
        let shaped = ShapedText(text, font: source, shaping: shaping)
        self.shaped = shaped
        bidi = TextBidi(shaped, direction: direction, font: source)
        if let lineHeight = format.lineHeight {
            self.lineHeight = lineHeight
        } else if let box = format.lineBox {
            self.lineHeight = (box.ascender + box.descender) * format.size
        } else {
            let units = shaped.ascender - shaped.descender + shaped.lineGap
            self.lineHeight = Double(units) * format.size / Double(shaped.unitsPerEm)
        }
    }

    private static func validate(_ format: TextFormat, scale: Double) throws(TextLayoutError) {
        guard format.size > 0 && format.size <= maxFontSize else {
            throw .invalidValue(name: "the font size", value: format.size,
                                allowed: "greater than 0 and at most \(Int(maxFontSize)) points")
        }
        if let lineHeight = format.lineHeight, !(lineHeight > 0 && lineHeight <= 4 * maxFontSize) {
            throw .invalidValue(name: "the line height", value: lineHeight,
                                allowed: "greater than 0 and at most \(Int(4 * maxFontSize)) points, or nil for the font's own")
        }
        guard format.letterSpacing.isFinite && abs(format.letterSpacing) <= maxFontSize else {
            throw .invalidValue(name: "the letter spacing", value: format.letterSpacing,
                                allowed: "between -\(Int(maxFontSize)) and \(Int(maxFontSize)) points")
        }
        guard format.lineSpacing.isFinite && abs(format.lineSpacing) <= 4 * maxFontSize else {
            throw .invalidValue(name: "the line spacing", value: format.lineSpacing,
                                allowed: "between -\(Int(4 * maxFontSize)) and \(Int(4 * maxFontSize)) points")
        }
        if let box = format.lineBox, !(box.ascender.isFinite && box.descender.isFinite && box.ascender + box.descender > 0
                                       && abs(box.ascender) <= 4 && abs(box.descender) <= 4) {
            throw .invalidValue(name: "the line box ascender + descender", value: box.ascender + box.descender,
                                allowed: "a positive height of at most 8 em")
        }
        guard format.lineLimit >= 0 else {
            throw .invalidValue(name: "the line limit", value: Double(format.lineLimit),
                                allowed: "0 (no limit) or more")
        }
        guard scale > 0 && scale <= maxScale else {
            throw .invalidValue(name: "the scale", value: scale,
                                allowed: "greater than 0 and at most \(Int(maxScale)) pixels per point")
        }
    }

    /// The text as given.
    public var text: String { shaped.text }

    /// Characters the font has no glyph for, each once, in order of first appearance (they
    /// draw as `.notdef`). Controls, newlines and default-ignorable characters never count.
    public var missingCharacters: [Unicode.Scalar] { shaped.missingCharacters }

    private var setter: LineSetter { setter(lineLimit: format.lineLimit) }

    private func setter(lineLimit: Int) -> LineSetter {
        LineSetter(
            shaped: shaped,
            size: format.size,
            lineHeight: lineHeight,
            lineSpacing: format.lineSpacing,
            baselineOffset: format.lineHeight == nil ? format.lineBox.map { $0.ascender * format.size } : nil,
            letterSpacing: format.letterSpacing,
            alignment: format.alignment,
            direction: direction,
            lineLimit: lineLimit,
            truncation: format.truncation,
            scale: scale,
            bidi: bidi
        )
    }

    /// Lays the text out in lines at most `width` points wide (`.infinity`: only newlines
    /// break). A negative width counts as 0 (one grapheme cluster per line) and NaN as
    /// unbounded. Lines are aligned within `width`, or within the widest line when unbounded.
    public func layout(width: Double = .infinity) -> TextLayout {
        setter.layout(maxWidth: Self.sanitized(width))
    }

    /// ``layout(width:)`` showing at most `lineLimit` lines (0: the format's limit), the last
    /// truncated: the lines a height holds.
    public func layout(width: Double, lineLimit: Int) -> TextLayout {
        setter(lineLimit: effectiveLimit(lineLimit)).layout(maxWidth: Self.sanitized(width))
    }

    /// The size of ``layout(width:lineLimit:)`` without placing glyphs.
    public func measure(width: Double, lineLimit: Int) -> Size {
        setter(lineLimit: effectiveLimit(lineLimit)).measure(maxWidth: Self.sanitized(width))
    }

    /// Where the baseline of a first line would be, for text with no lines (an empty string).
    public var emptyBaseline: Double { setter.baseline(top: 0) }

    private func effectiveLimit(_ limit: Int) -> Int {
        guard limit > 0 else { return format.lineLimit }
        return format.lineLimit > 0 ? min(limit, format.lineLimit) : limit
    }

    private static func sanitized(_ width: Double) -> Double {
        width.isNaN ? .infinity : max(width, 0)
    }
}
