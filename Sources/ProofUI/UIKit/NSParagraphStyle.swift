// Status: supported — `NSParagraphStyle` and `NSMutableParagraphStyle` keep what is set; UIKit's string drawing (NSStringDrawing.swift) reads their alignment and line break mode.
import Foundation

/// How a paragraph of an attributed string is laid out (UIKit's `NSParagraphStyle`): values
/// kept as set; drawing a string (`draw(in:withAttributes:)`) aligns its lines as `alignment`
/// says and wraps or truncates them as `lineBreakMode` says.
nonisolated open class NSParagraphStyle: NSObject, @unchecked Sendable {
    // `@unchecked`: a mutable style is changed by the thread that made it, as in UIKit.
    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Every value of a style, so that a copy and equality follow the same list.
    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection = NSWritingDirection.natural
        var hyphenationFactor: Float = 0
    }

    var values = Values()

    /// How lines are aligned.
    open var alignment: NSTextAlignment { values.alignment }
    /// How a line that does not fit wraps or is truncated.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Points between lines.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Points before the paragraph.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of the first line.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the other lines.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent (negative: from the trailing edge).
    open var tailIndent: CGFloat { values.tailIndent }
    /// The least line height (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest line height (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The multiple of the font's line height (0: the font's).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The paragraph's writing direction.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated (0…1).
    open var hyphenationFactor: Float { values.hyphenationFactor }

    public override init() { super.init() }

    /// A style with `style`'s values.
    init(copying style: NSParagraphStyle) {
        values = style.values
        super.init()
    }

    /// A copy of the style.
    open override func copy() -> Any { NSParagraphStyle(copying: self) }
    /// A mutable copy of the style (an `NSMutableParagraphStyle`).
    open override func mutableCopy() -> Any { NSMutableParagraphStyle(copying: self) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.alignment.rawValue &* 31 &+ values.lineBreakMode.rawValue }
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`).
nonisolated open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }
    override init(copying style: NSParagraphStyle) { super.init(copying: style) }

    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection } set { values.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }
}

/// The direction a paragraph is written in (UIKit's `NSWritingDirection`).
nonisolated public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
