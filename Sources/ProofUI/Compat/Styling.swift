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
    /// Drawn as it is.
    public func smallCaps() -> Font { self }
    /// Drawn at the standard width.
    public func width(_ width: Width) -> Font { self }
    /// Drawn with the style's line height.
    public func leading(_ leading: Leading) -> Font { self }

    /// A font's line spacing.
    nonisolated public enum Leading: Sendable { case standard, tight, loose }
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

    /// The colour scheme of this view's content (SwiftUI applies it to the whole presentation;
    /// a snapshot applies it to the view).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment { if let colorScheme { $0.colorScheme = colorScheme } }
    }

    /// The Dynamic Type size of this view's content.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size).auditWaiver(.dynamicType, reason: Self.dynamicTypeSizeWaiver)
    }

    /// Clamps the Dynamic Type size of this view's content to `range`.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        transformEnvironment { environment in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            if !range.contains(environment.dynamicTypeSize), let first = allowed.first, let last = allowed.last {
                environment.dynamicTypeSize = environment.dynamicTypeSize < first ? first : last
            }
        }
        .auditWaiver(.dynamicType, reason: Self.dynamicTypeSizeWaiver)
    }

    /// Text under `.dynamicTypeSize` stops growing where the view said: listed as waived, not failed.
    static var dynamicTypeSizeWaiver: String { "the view limits its Dynamic Type size (.dynamicTypeSize)" }

    /// Content redacted for `reason`: the environment's `redactionReasons` (text is drawn as is,
    /// noted in the description).
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }.noted(reason.isEmpty ? nil : "redacted: drawn unredacted")
    }

    /// Content never redacted.
    public func unredacted() -> some View {
        transformEnvironment { $0.redactionReasons = [] }
    }

    /// A shadow under the view: its coverage blurred by `radius` (a Gaussian of standard
    /// deviation radius / 2), in `color`, moved by `x` (towards the trailing edge) and `y`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let radius = try resolver.length(Double(radius), "the shadow radius")
            let x = try resolver.finite(Double(x), "the shadow's x offset"), y = try resolver.finite(Double(y), "the shadow's y offset")
            let offset = Point(x: resolver.environment.layoutDirection == .rightToLeft ? -x : x, y: y)
            guard radius > 0 || offset != Point(x: 0, y: 0) else { return }
            element.effects.append(.shadow(Shadow(color: try resolver.resolve(color), radius: radius, offset: offset)))
        }
    }

    /// A blur: not painted yet (noted).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        noted(radius > 0 ? "blur radius \(Self.number(Double(radius))) not drawn" : nil)
    }

    /// A mask: drawn unmasked when it is not a shape (noted).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        noted("mask not drawn")
    }

    /// A mask: drawn unmasked when it is not a shape (noted).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        noted("mask not drawn")
    }

    /// Colour effects, not painted yet (noted).
    public func brightness(_ amount: Double) -> some View { noted(amount == 0 ? nil : "brightness not drawn") }
    public func contrast(_ amount: Double) -> some View { noted(amount == 1 ? nil : "contrast not drawn") }
    public func saturation(_ amount: Double) -> some View { noted(amount == 1 ? nil : "saturation not drawn") }
    public func grayscale(_ amount: Double) -> some View { noted(amount == 0 ? nil : "grayscale not drawn") }
    public func colorInvert() -> some View { noted("colorInvert not drawn") }
    public func colorMultiply(_ color: Color) -> some View { noted("colorMultiply not drawn") }
    public func hueRotation(_ angle: Angle) -> some View { noted(angle == .zero ? nil : "hueRotation not drawn") }
    public func luminanceToAlpha() -> some View { noted("luminanceToAlpha not drawn") }
    public func blendMode(_ blendMode: BlendMode) -> some View { noted(blendMode == .normal ? nil : "blendMode not drawn") }

    /// Accepted: symbols are drawn in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// Accepted.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    /// Accepted: a snapshot has no symbol animation.
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    /// Accepted: a snapshot has no symbol animation.
    public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View { self }
    /// Accepted.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

nonisolated extension Text {
    /// A line under or through text.
    nonisolated public struct LineStyle: Sendable {
        /// How the line is drawn.
        nonisolated public struct Pattern: Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

nonisolated extension Image {
    /// The scale of a system symbol.
    nonisolated public enum Scale: Hashable, Sendable { case small, medium, large }

    /// Accepted: symbols follow the font.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    /// Accepted.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// How symbols are coloured.
nonisolated public struct SymbolRenderingMode: Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// Variants of a symbol.
nonisolated public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
}

/// How content changes animate (accepted).
nonisolated public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }

    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

/// How colours blend.
nonisolated public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

nonisolated extension Color {
    /// A colour space of SwiftUI's colour initialisers.
    nonisolated public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour of components in `colorSpace` (drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey of `white` in `colorSpace` (drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, converted with + − × ÷ only.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}

// iOS 17's shape names where a shape is expected: `.clipShape(.rect(cornerRadius: 8))`.
nonisolated extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: Double(cornerRadius), style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: Double(topLeadingRadius), bottomLeadingRadius: Double(bottomLeadingRadius),
                               bottomTrailingRadius: Double(bottomTrailingRadius), topTrailingRadius: Double(topTrailingRadius), style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
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
