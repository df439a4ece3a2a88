// Status: supported — a bullet per character, or the prompt when empty.

/// A field for a password (SwiftUI's `SecureField`): a bullet per character.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

nonisolated extension SecureField where Label == Text {
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
