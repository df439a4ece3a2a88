// Status: partial — text fields are drawn with their text, or their prompt when empty, in the built-in styles; a custom `TextFieldStyle` is drawn as the default, and a snapshot has no keyboard or cursor.

/// A field for editing text (SwiftUI's `TextField`): the text, or its prompt in the
/// placeholder colour when empty, across the width offered. A snapshot has no keyboard.
nonisolated public struct TextField<Label: View>: View {
    let text: String
    let prompt: String?
    let axis: Axis
    let secure: Bool
    /// A formatted value's text in the drawing environment's locale.
    var formatted: LocalizedText?

    init(text: String, prompt: String?, axis: Axis = .horizontal, secure: Bool = false) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.secure = secure
    }

    public var body: some View {
        TextFieldBody(text: secure ? String(repeating: "\u{2022}", count: text.count) : text, prompt: prompt, axis: axis,
                      formatted: formatted)
    }
}

nonisolated extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: titleKey.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: String(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt?.content ?? titleKey.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt?.content ?? String(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: titleKey.text, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: String(title), axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt?.content ?? titleKey.text, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: titleKey.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: String(title))
    }

    /// A field for a value formatted in the environment's locale.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(text: format.locale(Locale(identifier: "en_US")).format(input), prompt: prompt?.content ?? titleKey.text)
        formatted = LocalizedText { environment in format.locale(environment.locale).format(input) }
    }

    /// A field for an optional value formatted in the environment's locale (empty for nil).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(text: input.map { format.locale(Locale(identifier: "en_US")).format($0) } ?? "",
                  prompt: prompt?.content ?? titleKey.text)
        if let input {
            formatted = LocalizedText { environment in format.locale(environment.locale).format(input) }
        }
    }

    /// A field for a value formatted in the environment's locale, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(text: format.locale(Locale(identifier: "en_US")).format(input), prompt: prompt?.content ?? String(title))
        formatted = LocalizedText { environment in format.locale(environment.locale).format(input) }
    }

    /// A field for an optional value formatted in the environment's locale (empty for nil),
    /// titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        let input = value.wrappedValue
        self.init(text: input.map { format.locale(Locale(identifier: "en_US")).format($0) } ?? "",
                  prompt: prompt?.content ?? String(title))
        if let input {
            formatted = LocalizedText { environment in format.locale(environment.locale).format(input) }
        }
    }

    /// A field for a value shown through a `Formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: titleKey.text)
    }

    /// A field for a value shown through a `Formatter`, with a prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt?.content ?? titleKey.text)
    }

    /// A field for a value shown through a `Formatter`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: String(title))
    }

    /// A field for a value shown through a `Formatter`, titled by a string, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt?.content ?? String(title))
    }

    /// A field for a value shown through a `Formatter` (deprecated form: the actions never run
    /// in a snapshot).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: titleKey.text)
    }

    /// A field for a value shown through a `Formatter` (deprecated form: the action never runs
    /// in a snapshot).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: titleKey.text)
    }

    /// A field for a value shown through a `Formatter`, titled by a string (deprecated form: the
    /// actions never run in a snapshot).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: String(title))
    }

    /// A field for a value shown through a `Formatter`, titled by a string (deprecated form: the
    /// action never runs in a snapshot).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: String(title))
    }
}

nonisolated extension TextField {
    /// A field labelled by a view: iOS draws the prompt, and the label only describes the field
    /// (to accessibility), so the label is not drawn.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt?.content)
    }

    /// A field labelled by a view that grows along `axis` (iOS draws the prompt, not the label).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt?.content, axis: axis)
    }
}

nonisolated struct TextFieldBody: View {
    let written: String
    let prompt: String?
    let axis: Axis
    let formatted: LocalizedText?
    @Environment(\.self) var environment

    init(text: String, prompt: String?, axis: Axis, formatted: LocalizedText? = nil) {
        written = text
        self.prompt = prompt
        self.axis = axis
        self.formatted = formatted
    }

    var body: some View {
        let text = formatted?.text(environment) ?? written
        let content = Group {
            if text.isEmpty {
                Text(verbatim: prompt ?? "").foregroundStyle(Color(systemColor: .placeholderText))
            } else {
                Text(verbatim: text).foregroundStyle(environment.isEnabled ? Color.primary : Color(systemColor: .tertiaryLabel))
            }
        }
        .lineLimit(axis == .vertical ? nil : 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        if environment.textFieldLook == .roundedBorder {
            content
                .padding(ControlMetrics.roundedFieldPadding)
                .background(Color(systemColor: .systemBackground), in: RoundedRectangle(cornerRadius: ControlMetrics.roundedFieldRadius))
                .overlay(RoundedRectangle(cornerRadius: ControlMetrics.roundedFieldRadius).strokeBorder(Color(systemColor: .systemGray4), lineWidth: 0.5))
        } else {
            content
        }
    }
}

/// A look for text fields (SwiftUI's `TextFieldStyle`): the built-in ones are drawn; a custom
/// one is accepted and drawn as the default (its requirements are private in SwiftUI too).
public protocol TextFieldStyle {}

nonisolated extension TextFieldStyle {
    /// The label type of the text field a style's `_body(configuration:)` receives (SwiftUI's
    /// underscored customization point, which apps use for their own text field styles). A
    /// custom style is drawn as the default, so `_body` is not called.
    public typealias _Label = _TextFieldStyleLabel
}

/// The label of the text field a custom text field style receives (SwiftUI's `_TextFieldStyleLabel`).
nonisolated public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}

/// The name of a built-in text field look.
protocol BuiltInTextFieldLook {
    var look: TextFieldLook { get }
}

nonisolated enum TextFieldLook: Hashable, Sendable {
    case plain, roundedBorder
}

/// The platform's default: plain text.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldLook {
    public init() {}
    var look: TextFieldLook { .plain }
}

/// Plain text, no border.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldLook {
    public init() {}
    var look: TextFieldLook { .plain }
}

/// A white field with a thin grey border and 5 pt corners.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldLook {
    public init() {}
    var look: TextFieldLook { .roundedBorder }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

nonisolated extension EnvironmentValues {
    var textFieldLook: TextFieldLook {
        get { self[TextFieldLookKey.self] }
        set { self[TextFieldLookKey.self] = newValue }
    }
}

nonisolated private enum TextFieldLookKey: EnvironmentKey { static let defaultValue = TextFieldLook.plain }

nonisolated extension View {
    /// Draws text fields in this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldLook, (style as? BuiltInTextFieldLook)?.look ?? .plain)
    }
}
