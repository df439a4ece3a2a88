// Status: supported — `NSParagraphStyle` and `NSMutableParagraphStyle` keep what is set; UIKit's string drawing (NSStringDrawing.swift) reads their alignment and line break mode.
import Foundation

/// How a paragraph of an attributed string is laid out (UIKit's `NSParagraphStyle`): values
/// kept as set; drawing a string (`draw(in:withAttributes:)`) aligns its lines as `alignment`
/// says and wraps or truncates them as `lineBreakMode` says.
nonisolated open class NSParagraphStyle: NSObject, @unchecked Sendable {
    // `@unchecked`: a mutable style is changed by the thread that made it, as in UIKit.
    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned.
    open internal(set) var alignment = NSTextAlignment.natural
    /// How a line that does not fit wraps or is truncated.
    open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Points between lines.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Points after the paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Points before the paragraph.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The indent of the first line.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The indent of the other lines.
    open internal(set) var headIndent: CGFloat = 0
    /// The trailing indent (negative: from the trailing edge).
    open internal(set) var tailIndent: CGFloat = 0
    /// The least line height (0: none).
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest line height (0: none).
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// The multiple of the font's line height (0: the font's).
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The paragraph's writing direction.
    open internal(set) var baseWritingDirection = NSWritingDirection.natural
    /// How eagerly words are hyphenated (0…1).
    open internal(set) var hyphenationFactor: Float = 0

    public override init() { super.init() }

    /// A style with `style`'s values.
    init(copying style: NSParagraphStyle) {
        super.init()
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        lineSpacing = style.lineSpacing
        paragraphSpacing = style.paragraphSpacing
        paragraphSpacingBefore = style.paragraphSpacingBefore
        firstLineHeadIndent = style.firstLineHeadIndent
        headIndent = style.headIndent
        tailIndent = style.tailIndent
        minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight
        lineHeightMultiple = style.lineHeightMultiple
        baseWritingDirection = style.baseWritingDirection
        hyphenationFactor = style.hyphenationFactor
    }

    /// A copy of the style.
    open override func copy() -> Any { NSParagraphStyle(copying: self) }
    /// A mutable copy of the style (an `NSMutableParagraphStyle`).
    open override func mutableCopy() -> Any { NSMutableParagraphStyle(copying: self) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && lineSpacing == other.lineSpacing
            && paragraphSpacing == other.paragraphSpacing && paragraphSpacingBefore == other.paragraphSpacingBefore
            && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent && tailIndent == other.tailIndent
            && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
            && lineHeightMultiple == other.lineHeightMultiple && baseWritingDirection == other.baseWritingDirection
            && hyphenationFactor == other.hyphenationFactor
    }

    open override var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue }
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`).
nonisolated open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }
    override init(copying style: NSParagraphStyle) { super.init(copying: style) }

    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection } set { super.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
}

/// The direction a paragraph is written in (UIKit's `NSWritingDirection`).
nonisolated public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
