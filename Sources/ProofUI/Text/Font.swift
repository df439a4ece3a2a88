// Status: partial — Dynamic Type styles, sizes, weights and custom fonts are set as SwiftUI sets them; designs, widths, italics, small caps and leading are accepted and ignored (the bundled fonts have none).

import ProofLayout
import ProofRender
import ProofText
/// A font for text: a Dynamic Type style (scales with the content size category, the
/// default), a fixed size, or a custom family. The bundled family is Inter, standing in for
/// San Francisco; register others in the ``Renderer``'s font library.
nonisolated public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's text styles.
    nonisolated public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var style: ProofText.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// A font weight: `.regular`, `.medium`, `.semibold`, `.bold`…
    public typealias Weight = FontWeight

    nonisolated enum Sizing: Hashable, Sendable {
        /// A text style: the HIG size and leading for the content size category.
        case style(TextStyle)
        /// A size that does not scale.
        case fixed(Double)
        /// A size designed at `.large`, scaled like the style for other categories.
        case scaled(Double, relativeTo: TextStyle)
    }

    let sizing: Sizing
    /// Nil: the renderer's default (bundled) family.
    let family: String?
    let weight: Weight?
    let isBold: Bool

    init(sizing: Sizing, family: String? = nil, weight: Weight? = nil, isBold: Bool = false) {
        self.sizing = sizing
        self.family = family
        self.weight = weight
        self.isBold = isBold
    }

    public static let largeTitle = Font(sizing: .style(.largeTitle))
    public static let title = Font(sizing: .style(.title))
    public static let title2 = Font(sizing: .style(.title2))
    public static let title3 = Font(sizing: .style(.title3))
    public static let headline = Font(sizing: .style(.headline))
    public static let subheadline = Font(sizing: .style(.subheadline))
    public static let body = Font(sizing: .style(.body))
    public static let callout = Font(sizing: .style(.callout))
    public static let footnote = Font(sizing: .style(.footnote))
    public static let caption = Font(sizing: .style(.caption))
    public static let caption2 = Font(sizing: .style(.caption2))

    /// A text style of the system family, optionally in another weight.
    public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
        Font(sizing: .style(style), weight: weight)
    }

    /// A fixed size in points of the system family: it does not follow Dynamic Type.
    public static func system(size: Double, weight: Weight? = nil) -> Font {
        Font(sizing: .fixed(size), weight: weight)
    }

    /// A registered family at `size` points, scaled with Dynamic Type like `.body`.
    public static func custom(_ name: String, size: Double) -> Font {
        Font(sizing: .scaled(size, relativeTo: .body), family: name)
    }

    /// A registered family at `size` points, scaled with Dynamic Type like `style`.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font {
        Font(sizing: .scaled(size, relativeTo: style), family: name)
    }

    /// A registered family at a size that does not follow Dynamic Type.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        Font(sizing: .fixed(fixedSize), family: name)
    }

    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(sizing: sizing, family: family, weight: weight, isBold: isBold)
    }

    /// This font's emphasized weight: bold for the large title and titles 1–2, semibold for
    /// other styles (as UIKit's bold trait), bold for fixed sizes.
    public func bold() -> Font {
        Font(sizing: sizing, family: family, weight: weight, isBold: true)
    }

    /// The size in points, line height (nil: the font's own) and weight at `category`.
    func metrics(in category: ContentSizeCategory, weightOverride: Weight?, bold: Bool)
        -> (size: Double, lineHeight: Double?, weight: Weight) {
        let emphasized = bold || isBold
        switch sizing {
        case .style(let style):
            let s = style.style
            let weight = weightOverride ?? weight ?? (emphasized ? s.emphasizedWeight : s.weight)
            return (s.pointSize(in: category), s.leading(in: category), weight)
        case .fixed(let size):
            return (size, nil, weightOverride ?? weight ?? (emphasized ? .bold : .regular))
        case .scaled(let size, let style):
            return (style.style.scaledValue(size, in: category), nil, weightOverride ?? weight ?? (emphasized ? .bold : .regular))
        }
    }

    public var description: String {
        var text: String
        switch sizing {
        case .style(let style): text = style.style.swiftUIName
        case .fixed(let size): text = "\(formatPoints(size))pt fixed"
        case .scaled(let size, let style): text = "\(formatPoints(size))pt relative to \(style.style.swiftUIName)"
        }
        if let family { text = family + " " + text }
        if let weight { text += " \(weight)" }
        if isBold { text += " bold" }
        return text
    }
}

nonisolated extension View {
    /// The font of the text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The weight of the text in this view, whatever its font says.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment { $0.fontWeight = weight }
    }

    /// Bold text: the font's emphasized weight.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment { $0.isBold = isActive }
    }
}

nonisolated extension Font {
    /// The design of a system font: the bundled font is drawn for all of them.
    nonisolated public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The width of a system font: drawn at the standard width.
    nonisolated public struct Width: Hashable, Sendable {
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// A fixed-size system font of `design` (drawn with the bundled font).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        .system(size: Double(size), weight: weight)
    }

    /// A text style's system font of `design` (drawn with the bundled font).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        .system(style, weight: weight)
    }

    /// Drawn upright: the bundled font has no italics.
    public func italic() -> Font { self }
    /// Drawn with the bundled font's digits.
    public func monospacedDigit() -> Font { self }
    /// Drawn with the bundled font.
    public func monospaced() -> Font { self }
    /// Drawn as it is (the bundled fonts' small capitals are not selected).
    public func smallCaps() -> Font { self }
    /// Drawn as it is (the bundled fonts' small capitals are not selected).
    public func lowercaseSmallCaps() -> Font { self }
    /// Drawn as it is (the bundled fonts' small capitals are not selected).
    public func uppercaseSmallCaps() -> Font { self }
    /// Drawn at the standard width.
    public func width(_ width: Width) -> Font { self }
    /// Drawn with the style's line height.
    public func leading(_ leading: Leading) -> Font { self }

    /// A font's line spacing.
    nonisolated public enum Leading: Sendable { case standard, tight, loose }
}
