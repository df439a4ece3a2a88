// Status: supported — UIKit's attribute keys for attributed strings (`NSAttributedString.Key`), with UIKit's raw values, and `NSUnderlineStyle`. ProofUI draws SwiftUI's `Text`, not `NSAttributedString`: the keys build the dictionaries apps pass to UIKit (`titleTextAttributes`, `UILabel.attributedText`), which a snapshot does not draw.

// swift-corelibs-foundation declares `NSAttributedString.Key` without the keys UIKit adds to it.
nonisolated extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The paragraph's style (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The colour of the text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Ligatures: 0 none, 1 the default ones (an integer `NSNumber`).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The kerning adjustment in points (a floating-point `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The tracking in points (a floating-point `NSNumber`).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The strikethrough (an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline (an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The colour of the outline (a `UIColor`; the foreground colour when absent).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width in percent of the point size: positive strokes alone, negative
    /// strokes and fills (a floating-point `NSNumber`).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The text's shadow (an `NSShadow`).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A text effect (a string).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// An attachment (an `NSTextAttachment`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A link (a `URL` or a string).
    public static let link = NSAttributedString.Key("NSLink")
    /// The offset from the baseline in points (a floating-point `NSNumber`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The underline's colour (a `UIColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's colour (a `UIColor`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The skew of the glyphs (a floating-point `NSNumber`).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the expansion factor of the glyphs (a floating-point `NSNumber`).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// The writing direction (an array of `NSNumber`s).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Vertical glyphs: 0 horizontal (an integer `NSNumber`).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// The line of an underline or strikethrough (UIKit's `NSUnderlineStyle`), with UIKit's raw values.
nonisolated public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A dash-dot line.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash-dot-dot line.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// The line under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
