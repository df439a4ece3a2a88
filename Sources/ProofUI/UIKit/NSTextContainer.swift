// Status: accepted — the text container of a UIKit text view and the line break modes: settings kept, text is laid out by ProofUI's own engine.

import Foundation

/// The area a text view lays its text out in (UIKit's `NSTextContainer`): its settings are
/// kept.
nonisolated open class NSTextContainer: @unchecked Sendable {
    open var size: CGSize
    /// The inset of each line from the container's sides (UIKit's default: 5 points).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out (0: no limit).
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false

    public init(size: CGSize = .zero) {
        self.size = size
    }
}

/// How a line of text that does not fit ends or wraps (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
