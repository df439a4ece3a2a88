// Status: supported — the text from the top leading corner across the space offered; a snapshot has no keyboard or cursor.

/// A multi-line text editor (SwiftUI's `TextEditor`): the text, from the top leading corner,
/// in the space offered.
nonisolated public struct TextEditor: View {
    let text: String

    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    public var body: some View {
        Text(verbatim: text)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
    }
}
