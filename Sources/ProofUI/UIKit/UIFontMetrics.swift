// Status: supported — UIFontMetrics scales values and fonts by the text style's Dynamic Type ratio at the render's (or a trait collection's) content size category; UIContentSizeCategory bridges to ContentSizeCategory.

import Foundation

/// The user's preferred text size as UIKit names it (UIKit's `UIContentSizeCategory`): the
/// categories SwiftUI's `ContentSizeCategory` has, and `unspecified`.
nonisolated public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the text size: never in a snapshot.
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The categories in order, smallest first (`unspecified` is not among them).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// UIKit's name of SwiftUI's `sizeCategory` (iOS 14's `UIContentSizeCategory(_:)`).
    public init(_ sizeCategory: ContentSizeCategory) {
        self = Self.ordered[sizeCategory.rawValue]
    }

    /// SwiftUI's category, or nil for `unspecified` (or an unknown name).
    var contentSizeCategory: ContentSizeCategory? {
        Self.ordered.firstIndex(of: self).flatMap(ContentSizeCategory.init(rawValue:))
    }

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool {
        contentSizeCategory?.isAccessibilityCategory ?? false
    }

    /// Size order; `unspecified` is smaller than every category.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.contentSizeCategory?.rawValue ?? -1) < (rhs.contentSizeCategory?.rawValue ?? -1)
    }
}

nonisolated extension ContentSizeCategory {
    /// SwiftUI's name of UIKit's `uiSizeCategory`; nil for `unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let category = uiSizeCategory.contentSizeCategory else { return nil }
        self = category
    }
}

/// Scales custom fonts and values with Dynamic Type (UIKit's `UIFontMetrics`): by the ratio
/// of the text style's size at the user's category to its size at `large`, the Dynamic Type
/// table ProofUI's text styles and `@ScaledMetric` use. The user's category is the render's
/// in progress (`large` outside a render), or the trait collection's where one is given.
nonisolated public final class UIFontMetrics: @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// The metrics of `body`.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` (a size designed at the `large` category) at the current category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` at the category of `traitCollection` (the current one when nil or `unspecified`).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        CGFloat(textStyle.fontStyle.style.scaledValue(Double(value), in: category(traitCollection)))
    }

    /// `font` scaled to the current category: its point size times the style's ratio.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled to the current category, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled to the category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled to the category of `traitCollection`, no larger than `maximumPointSize`
    /// (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        if maximumPointSize > 0 {
            size = min(size, maximumPointSize)
        }
        return UIFont(pointSize: size, weight: font.weight, textStyle: nil)
    }

    private func category(_ traitCollection: UITraitCollection?) -> ContentSizeCategory {
        traitCollection?.preferredContentSizeCategory.contentSizeCategory ?? renderingEnvironment.contentSizeCategory
    }
}
