/// The user's preferred text size (UIKit's `UIContentSizeCategory`, SwiftUI's
/// `DynamicTypeSize`), from extra small to the fifth accessibility size. The default is
/// ``large``. Categories are ordered: `.small < .large`.
///
/// Each category has three names: the UIKit one (the case name, `accessibilityMedium`), a
/// short id used in snapshot names and on the command line (`AX1`), and the SwiftUI one
/// (`accessibility1`). ``init(_:)`` accepts any of them.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable,
    CustomStringConvertible {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The system default, `large` (L).
    public static let `default` = ContentSizeCategory.large

    /// The short id: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
    public var shortIdentifier: String {
        Self.shortIdentifiers[rawValue]
    }

    /// The name of UIKit's `UIContentSizeCategory` constant, e.g. "extraExtraLarge".
    public var uiKitName: String {
        Self.uiKitNames[rawValue]
    }

    /// The name of SwiftUI's `DynamicTypeSize` case, e.g. "xxLarge".
    public var swiftUIName: String {
        Self.swiftUINames[rawValue]
    }

    /// True for the five accessibility sizes (AX1 … AX5).
    public var isAccessibilityCategory: Bool {
        self >= .accessibilityMedium
    }

    /// The category named `name`: a short id ("XXL", "ax3"; any letter case), a UIKit name
    /// ("accessibilityLarge") or a SwiftUI name ("accessibility2"). Nil for anything else.
    public init?(_ name: String) {
        for category in Self.allCases {
            if name.uppercased() == category.shortIdentifier
                || name == category.uiKitName || name == category.swiftUIName {
                self = category
                return
            }
        }
        return nil
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { shortIdentifier }

    private static let shortIdentifiers = [
        "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5",
    ]
    private static let uiKitNames = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
        "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
        "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]
    private static let swiftUINames = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
}

/// The weight of a font, on the OpenType scale of 1 to 1000 (`usWeightClass`: 400 regular,
/// 700 bold).
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Int

    /// A weight on the 1…1000 scale; values outside it are clamped.
    public init(rawValue: Int) {
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    public static let ultraLight = FontWeight(rawValue: 100)
    public static let thin = FontWeight(rawValue: 200)
    public static let light = FontWeight(rawValue: 300)
    public static let regular = FontWeight(rawValue: 400)
    public static let medium = FontWeight(rawValue: 500)
    public static let semibold = FontWeight(rawValue: 600)
    public static let bold = FontWeight(rawValue: 700)
    public static let heavy = FontWeight(rawValue: 800)
    public static let black = FontWeight(rawValue: 900)

    private static let named: [(String, FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
        ("black", .black),
    ]

    /// The weight named `name` ("semibold", "Bold"; any letter case) or given as a number
    /// ("600"). Nil for anything else.
    public init?(_ name: String) {
        if let number = Int(name), (1...1000).contains(number) {
            self.init(rawValue: number)
            return
        }
        guard let match = Self.named.first(where: { $0.0.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match.1
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The weight's name ("semibold"), or its number when it has none.
    public var description: String {
        Self.named.first(where: { $0.1 == self })?.0 ?? String(rawValue)
    }
}

/// Apple's Dynamic Type text styles (UIKit's `UIFont.TextStyle`, SwiftUI's `Font.TextStyle`),
/// with the point size, weight and leading of each in every ``ContentSizeCategory``, as the
/// Human Interface Guidelines give them (Typography → Specifications).
public enum TextStyle: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The size in points at `category`.
    public func pointSize(in category: ContentSizeCategory = .default) -> Double {
        Double(Self.pointSizes[rawValue][category.rawValue])
    }

    /// The designed line height (leading) in points at `category`: the distance between
    /// baselines of consecutive lines set in this style.
    public func leading(in category: ContentSizeCategory = .default) -> Double {
        Double(Self.leadings[rawValue][category.rawValue])
    }

    /// The regular weight of the style: semibold for `headline`, regular for the others.
    public var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The weight of the style's emphasized variant (UIKit's `traitBold` on a text style,
    /// SwiftUI's `.bold()`): bold for the large title and titles 1 and 2, semibold for the
    /// others.
    public var emphasizedWeight: FontWeight {
        switch self {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }

    /// `value` (a font size, a spacing, a line height designed at the default category)
    /// scaled for `category` the way `UIFontMetrics(forTextStyle:).scaledValue(for:)` does:
    /// by the ratio of this style's size at `category` to its size at `large`. Not rounded.
    public func scaledValue(_ value: Double, in category: ContentSizeCategory) -> Double {
        value * pointSize(in: category) / pointSize(in: .large)
    }

    /// The UIKit name ("title1", "caption2").
    public var description: String { Self.names[rawValue] }

    /// The SwiftUI name: "title" for `title1`, "caption" for `caption1`, otherwise as UIKit.
    public var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: description
        }
    }

    /// The style named `name` in UIKit's or SwiftUI's spelling ("title1" or "title",
    /// "caption1" or "caption"). Nil for anything else.
    public init?(_ name: String) {
        guard let style = Self.allCases.first(where: { $0.description == name || $0.swiftUIName == name })
        else { return nil }
        self = style
    }

    private static let names = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
        "subheadline", "footnote", "caption1", "caption2",
    ]

    // Columns: XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5.
    private static let pointSizes: [[UInt8]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], // caption2
    ]
    private static let leadings: [[UInt8]] = [
        [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70], // largeTitle
        [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68], // title1
        [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66], // title2
        [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65], // title3
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62], // headline
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62], // body
        [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60], // callout
        [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58], // subheadline
        [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52], // footnote
        [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51], // caption1
        [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48], // caption2
    ]
}
