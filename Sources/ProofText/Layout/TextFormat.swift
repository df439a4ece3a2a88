/// The direction of the user interface a text sits in. It decides which edge
/// ``TextAlignment/natural``, ``TextAlignment/leading`` and ``TextAlignment/trailing`` mean,
/// and it is the paragraph direction of text with right-to-left characters, which is
/// reordered by the Unicode Bidirectional Algorithm (Arabic is not shaped yet); text without
/// any reads left to right in either direction.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// Where each line sits horizontally within the width the text is laid out in.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// The start edge of the layout direction: left in left-to-right, right in right-to-left
    /// (SwiftUI's `.leading`).
    case leading
    case center
    /// The end edge of the layout direction (SwiftUI's `.trailing`).
    case trailing
    /// UIKit's default (`NSTextAlignment.natural`): the start edge of the layout direction.
    /// It resolves like ``leading`` today; once paragraphs get a base direction from their
    /// own characters, it will follow that instead.
    case natural
    /// The left edge whatever the direction (`NSTextAlignment.left`).
    case left
    /// The right edge whatever the direction (`NSTextAlignment.right`).
    case right

    /// True when lines of this alignment sit against the right edge in `direction`.
    func isRightAligned(in direction: LayoutDirection) -> Bool {
        switch self {
        case .right: true
        case .left, .center: false
        case .leading, .natural: direction == .rightToLeft
        case .trailing: direction == .leftToRight
        }
    }
}

/// What happens to text that does not fit in the line limit.
public enum TruncationMode: Hashable, Sendable, CaseIterable {
    /// The last allowed line ends with "…" (U+2026) after as many whole grapheme clusters as
    /// fit (UIKit's `.byTruncatingTail`, the default).
    case tail
    /// The last allowed line is "…" and then the end of the text (the last paragraph's last
    /// whole grapheme clusters that fit; UIKit's `.byTruncatingHead`).
    case head
    /// The last allowed line keeps the start of what remains and the end of the text, about
    /// half the width each, with "…" between them (UIKit's `.byTruncatingMiddle`).
    case middle
    /// The last allowed line breaks like the others and the rest is dropped, without a mark.
    case clip
}

/// A colour in sRGB with 8-bit straight (not premultiplied) alpha. Text layout carries it
/// for whoever draws the text.
public struct TextColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = TextColor(red: 0, green: 0, blue: 0)
    public static let white = TextColor(red: 255, green: 255, blue: 255)

    /// A colour written `#RRGGBB` or `#RRGGBBAA` (the `#` is optional). Nil otherwise.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(red: UInt8(full >> 24), green: UInt8(full >> 16 & 0xFF),
                  blue: UInt8(full >> 8 & 0xFF), alpha: UInt8(full & 0xFF))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}

/// How a run of text looks and wraps: font, size, line height, colour, alignment, line limit,
/// truncation and letter spacing. All lengths are in points.
///
/// Start from a Dynamic Type style, or from a custom size:
///
/// ```swift
/// let body = TextFormat(.body, category: .extraLarge)              // 19 pt, 24 pt lines
/// let title = TextFormat(.title1, emphasized: true, lineLimit: 2)   // bold, 28 pt
/// let brand = TextFormat(size: 15, lineHeight: 20).scaled(relativeTo: .body, in: .accessibilityMedium)
/// ```
/// Vertical font metrics for line boxes, as fractions of the point size: a line is
/// `ascender + descender` tall, with its baseline `ascender` below its top.
public struct LineBox: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double

    public init(ascender: Double, descender: Double) {
        self.ascender = ascender
        self.descender = descender
    }

    /// The iOS system font (SF Pro): ascender 1950, descender 494 and no line gap at 2048
    /// units per em, so a line is 1.1934 × the point size (17 pt body: 20.29 pt).
    public static let systemFont = LineBox(ascender: 1950.0 / 2048, descender: 494.0 / 2048)
}

public struct TextFormat: Hashable, Sendable {
    /// The font family, looked up in the ``FontLibrary`` the layout is given.
    public var family: String
    /// The weight; the library picks the nearest face of the family by the CSS rules.
    public var weight: FontWeight
    /// The font size in points.
    public var size: Double
    /// The distance between baselines of consecutive lines, in points; `nil` uses the font's
    /// own line height (ascender − descender + line gap, scaled to ``size``).
    public var lineHeight: Double?
    public var color: TextColor
    public var alignment: TextAlignment
    /// The most lines to show; 0 means no limit.
    public var lineLimit: Int
    public var truncation: TruncationMode
    /// Extra space in points between grapheme clusters (SwiftUI's `tracking`): added between
    /// clusters of a line, not after its last one. Negative values tighten.
    public var letterSpacing: Double
    /// Extra space in points between the lines of a paragraph (SwiftUI's `lineSpacing`): not
    /// added above the first line or below the last.
    public var lineSpacing: Double = 0
    /// The vertical metrics that size line boxes and place baselines when ``lineHeight`` is
    /// nil, instead of the drawing font's own: ``LineBox/systemFont`` makes text of the
    /// substituted system font as tall as iOS sets it.
    public var lineBox: LineBox?

    public init(
        family: String = FontLibrary.bundledFamily,
        weight: FontWeight = .regular,
        size: Double = 17,
        lineHeight: Double? = nil,
        color: TextColor = .black,
        alignment: TextAlignment = .natural,
        lineLimit: Int = 0,
        truncation: TruncationMode = .tail,
        letterSpacing: Double = 0
    ) {
        self.family = family
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.letterSpacing = letterSpacing
    }

    /// A Dynamic Type style at `category`: the style's point size, weight (or emphasized
    /// weight) and designed leading as the line height.
    public init(
        _ style: TextStyle,
        category: ContentSizeCategory = .default,
        emphasized: Bool = false,
        family: String = FontLibrary.bundledFamily,
        color: TextColor = .black,
        alignment: TextAlignment = .natural,
        lineLimit: Int = 0,
        truncation: TruncationMode = .tail,
        letterSpacing: Double = 0
    ) {
        self.init(
            family: family,
            weight: emphasized ? style.emphasizedWeight : style.weight,
            size: style.pointSize(in: category),
            lineHeight: style.leading(in: category),
            color: color,
            alignment: alignment,
            lineLimit: lineLimit,
            truncation: truncation,
            letterSpacing: letterSpacing
        )
    }

    /// This format, designed at the default category, scaled for `category` like
    /// `UIFontMetrics(forTextStyle: style)`: size, explicit line height and letter spacing
    /// are multiplied by the style's size at `category` over its size at `large`.
    public func scaled(relativeTo style: TextStyle = .body, in category: ContentSizeCategory) -> TextFormat {
        var scaled = self
        scaled.size = style.scaledValue(size, in: category)
        scaled.lineHeight = lineHeight.map { style.scaledValue($0, in: category) }
        scaled.letterSpacing = style.scaledValue(letterSpacing, in: category)
        return scaled
    }
}
