// Status: supported — `Text` set, wrapped and truncated with ProofText as SwiftUI sets it.

import ProofLayout
import ProofRender
import ProofText

/// A run of text, set in the environment's font (Dynamic Type `.body` by default), colour and
/// text settings. It takes the width it needs and wraps within the width it is offered.
nonisolated public struct Text: View, PrimitiveView {
    public typealias Body = Never
    let content: String
    /// Modifiers applied to the text itself (`Text("a").bold()`), in order.
    var styles: [TextStyleChange] = []
    /// For formatted values (`Text(date, style:)`, `Text(value, format:)`): the text in the
    /// environment's locale, calendar and time zone, made when the view is resolved.
    var localized: LocalizedText?
    /// Made from a `LocalizedStringKey` (a literal): the text a localiser translates, which
    /// a pseudo-locale transforms; text from a string value is not.
    var isLocalizable = false

    /// Text from a string value (a view model's), shown as written: as in SwiftUI, a string
    /// literal is a `LocalizedStringKey` instead (this initialiser is disfavoured for it).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing `content` as written.
    public init(verbatim content: String) {
        self.content = content
    }

    /// An image inside text, to join with others (`Text(Image(systemName: "star")) + Text("4.5")`):
    /// its place, as in an interpolation (inline images are not drawn yet).
    public init(_ image: Image) {
        self.content = "\u{FFFC}"
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        resolver.labelCurrentPath(content)
        if !styles.isEmpty {
            let saved = resolver.environment
            for change in styles { change.apply(&resolver.environment) }
            defer { resolver.environment = saved }
            var plain = self
            plain.styles = []
            try plain.resolve(in: resolver)
            return
        }
        let environment = resolver.environment
        var written = localized?.text(environment) ?? self.content
        if isLocalizable, let pseudoLocale = environment.pseudoLocale {
            written = pseudoLocale.transform(written)
        }
        let content: String
        switch environment.textCase {
        case .uppercase?: content = written.uppercased()
        case .lowercase?: content = written.lowercased()
        case nil: content = written
        }
        let font = environment.font ?? .body
        let metrics = font.metrics(in: environment.contentSizeCategory, weightOverride: environment.fontWeight,
                                   bold: environment.isBold)
        let color = try resolver.foreground
        // SwiftUI: "The maximum number of lines is 1 if the value is less than 1" (0 is not
        // UILabel's "no limit" here; nil is).
        let lineLimit = environment.lineLimit.map { max($0, 1) } ?? 0
        let spacing = try resolver.finite(environment.lineSpacing, "the line spacing")
        var format = TextFormat(
            family: font.family ?? resolver.defaultFamily,
            weight: metrics.weight,
            size: metrics.size,
            color: TextColor(red: color.r, green: color.g, blue: color.b, alpha: color.a),
            alignment: environment.multilineTextAlignment.textAlignment,
            lineLimit: lineLimit,
            truncation: {
                switch environment.truncationMode {
                case .head: .head
                case .tail: .tail
                case .middle: .middle
                }
            }(),
            letterSpacing: environment.tracking)
        // The system font's lines are as tall as SF Pro sets them, whichever font draws it.
        if font.family == nil { format.lineBox = .systemFont }
        format.lineSpacing = spacing
        let paragraph = try makeParagraph(content, format, resolver: resolver)
        let text = TextContent(paragraph: paragraph, color: color, fontDescription: describe(format, font, environment))
        text.reservedLines = max(0, min(environment.reservedLines ?? 0, lineLimit == 0 ? 1_000 : lineLimit))
        let minimumScale = environment.minimumScaleFactor
        if minimumScale < 1 {
            text.minimumScale = minimumScale
            let fonts = resolver.fonts, scale = environment.displayScale, direction = environment.layoutDirection
            text.makeScaled = { factor in
                var smaller = format
                smaller.size = format.size * factor
                smaller.letterSpacing = format.letterSpacing * factor
                smaller.lineSpacing = format.lineSpacing * factor
                return try? TextParagraph(content, format: smaller, fonts: fonts, scale: scale, direction: direction)
            }
        }
        var element = Element(kind: .text(text))
        element.compresses.horizontal = true
        // WCAG 1.4.3 exempts text of an inactive control from the contrast minimum.
        if !environment.isEnabled { element.systemExemptions.insert(.contrast) }
        resolver.emit(element)
    }

    private func makeParagraph(_ content: String, _ format: TextFormat, resolver: Resolver) throws(RenderError) -> TextParagraph {
        let environment = resolver.environment
        do {
            return try TextParagraph(content, format: format, fonts: resolver.fonts,
                                     scale: environment.displayScale, direction: environment.layoutDirection)
        } catch {
            throw resolver.error(.text, error.description)
        }
    }

    private func describe(_ format: TextFormat, _ font: Font, _ resolverEnvironment: EnvironmentValues) -> String {
        var text = "\(font) \(formatPoints(format.size))pt \(format.weight)"
        if let lineHeight = format.lineHeight {
            text += " line \(formatPoints(lineHeight))"
        } else if let box = format.lineBox {
            // The system font's line box (SF Pro's metrics), the height iOS gives one line.
            text += " line \(formatPoints((box.ascender + box.descender) * format.size))"
        }
        if format.lineSpacing != 0 { text += " lineSpacing \(formatPoints(format.lineSpacing))" }
        if format.letterSpacing != 0 { text += " tracking \(formatPoints(format.letterSpacing))" }
        if format.lineLimit > 0 { text += " lineLimit \(format.lineLimit)" }
        let environment = resolverEnvironment
        if environment.multilineTextAlignment != .leading { text += " alignment \(environment.multilineTextAlignment)" }
        if environment.truncationMode != .tail { text += " truncation \(environment.truncationMode)" }
        return text
    }

    /// The start of `text` for view paths, quoted: `"Hello, wor…"`.
    static func preview(_ text: String) -> String {
        let limit = 24
        var result = "\""
        var count = 0
        for character in text {
            if count == limit {
                result += "…"
                break
            }
            result += character == "\n" ? "\\n" : String(character)
            count += 1
        }
        return result + "\""
    }
}
