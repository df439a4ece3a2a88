// Status: supported — a bullet per character, or the prompt when empty.

/// A field for a password (SwiftUI's `SecureField`): a bullet per character.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

nonisolated extension SecureField {
    /// A secure field with a prompt and a label view (iOS 15).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, prompt: prompt?.content, secure: true)
    }
}

nonisolated extension SecureField where Label == Text {
    /// A secure field titled with a string, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt?.content ?? String(title), secure: true)
    }

    /// A secure field titled with a localized key, with a commit action.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        field = TextField(text: text.wrappedValue, prompt: titleKey.text, secure: true)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: titleKey.text, secure: true)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: String(title), secure: true)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt?.content ?? titleKey.text, secure: true)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        field = TextField(text: text.wrappedValue, prompt: String(title), secure: true)
    }
}
