// Status: partial — fonts, weights, colours, tracking, line limits, line spacing, alignment and shrinking are set as SwiftUI sets them; italics, underlines, strikethroughs, baseline offsets, designs and widths are accepted and ignored.

import ProofLayout
import ProofText

import ProofRender
/// A change a `Text` modifier makes to how the text is set.
nonisolated struct TextStyleChange: @unchecked Sendable {
    let apply: (inout EnvironmentValues) -> Void
}

nonisolated extension Text {
    private func styled(_ change: @escaping (inout EnvironmentValues) -> Void) -> Text {
        var copy = self
        copy.styles.append(TextStyleChange(apply: change))
        return copy
    }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    /// The text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.fontWeight = weight } }
    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text { styled { if isActive { $0.isBold = true } } }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foregroundStyle = color } }
    /// The text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.foregroundStyle = style } }
    /// Extra space between characters.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.tracking = Double(kerning) } }
    /// Extra space between characters.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = Double(tracking) } }
    /// Italic: drawn upright (the bundled fonts have no italics), noted in the description.
    public func italic(_ isActive: Bool = true) -> Text { self }
    /// Accepted: underlines are not drawn yet.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Accepted: strikethroughs are not drawn yet.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Accepted: the bundled font's digits are drawn as they are.
    public func monospacedDigit() -> Text { self }
    /// Accepted: the bundled font is drawn.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// Accepted.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// Accepted: the bundled font is drawn.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// Accepted.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// Accepted: text is drawn as written.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    /// The scale of text relative to its font.
    nonisolated public enum Scale: Sendable { case `default`, secondary }

    /// Two texts run together. The second takes the first's style (runs of different styles
    /// are not drawn yet).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.styles = lhs.styles
        if lhs.localized != nil || rhs.localized != nil {
            joined.localized = LocalizedText { environment in
                (lhs.localized?.text(environment) ?? lhs.content) + (rhs.localized?.text(environment) ?? rhs.content)
            }
        }
        return joined
    }
}

nonisolated extension View {
    /// Accepted: the bundled font is drawn for every design.
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    /// Accepted: drawn at the standard width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// Drawn upright (the bundled fonts have no italics).
    public func italic(_ isActive: Bool = true) -> some View { self }
    /// Accepted: underlines are not drawn yet.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    /// Accepted: strikethroughs are not drawn yet.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    /// Accepted.
    public func monospacedDigit() -> some View { self }
    /// Accepted.
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    /// Text that does not fit the space offered shrinks, down to `factor` of its size, before
    /// it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, min(max(Double(factor), 0.01), 1))
    }
    /// Accepted.
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Accepted.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    /// Accepted.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
    /// Accepted: typesetting follows the environment's locale, which is fixed.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

    /// At most `limit` lines; with `reservesSpace`, as tall as `limit` lines even when fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit).environment(\.reservedLines, reservesSpace ? limit : nil)
    }
    /// At most the range's upper bound of lines, at least the height of its lower bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound).environment(\.reservedLines, limit.lowerBound)
    }
    /// At most the range's upper bound of lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }
    /// Lines as needed, at least the height of the range's lower bound.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil).environment(\.reservedLines, limit.lowerBound)
    }
}

nonisolated extension Text {
    /// A line under or through text.
    nonisolated public struct LineStyle: Hashable, Sendable {
        /// How the line is dashed.
        public let pattern: Pattern
        /// The line's colour; nil draws it in the text's colour.
        public let color: Color?

        /// A line drawn with `pattern`, in `color` or the text's colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// How the line is drawn.
        nonisolated public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

nonisolated extension EnvironmentValues {
    /// The lines text keeps room for (`lineLimit(2...4)`, `lineLimit(3, reservesSpace: true)`).
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

nonisolated private enum ReservedLinesKey: EnvironmentKey { static var defaultValue: Int? { nil } }

nonisolated extension EnvironmentValues {
    /// How far text may shrink to fit (`minimumScaleFactor`): 1, not at all.
    var minimumScaleFactor: Double {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

nonisolated private enum MinimumScaleFactorKey: EnvironmentKey { static let defaultValue = 1.0 }

/// The alignment of lines within a multiline text.
nonisolated public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing

    var textAlignment: ProofText.TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

nonisolated extension Text {
    /// Where the last line of text that does not fit its line limit is cut, marked "…"
    /// (SwiftUI's `Text.TruncationMode`).
    public enum TruncationMode: Hashable, Sendable {
        /// "…" and then the end of the text.
        case head
        /// "…" at the end of the last line (the default).
        case tail
        /// The start and the end of the text around "…", about half the line each (how
        /// SwiftUI splits the line is not documented).
        case middle
    }
}

nonisolated extension View {
    /// The most lines text in this view shows; nil for no limit.
    public func lineLimit(_ limit: Int?) -> some View {
        environment(\.lineLimit, limit)
    }

    /// How the lines of multiline text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// How text that does not fit its line limit ends.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Extra space between characters, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.tracking, Double(tracking))
    }

    /// Extra space between characters, in points (the same as ``tracking(_:)`` here: there
    /// are no ligatures to keep).
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.tracking, Double(kerning))
    }

    /// Extra space between the lines of text, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, Double(lineSpacing))
    }
}
