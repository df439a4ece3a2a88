// Status: supported — on iOS the automatic and plain text editor styles are the same unbordered editor, drawn as `TextEditor` draws.

/// A look for text editors (SwiftUI's `TextEditorStyle`, iOS 17). On iPhone and iPad both
/// built-in styles draw the editor as it is, without a border; a custom style is accepted and
/// drawn the same way (its requirements are private in SwiftUI too).
public protocol TextEditorStyle {}

/// The platform's text editor look (on iOS: plain).
nonisolated public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
}

/// A text editor with no decoration: the text alone.
nonisolated public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
}

nonisolated extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's text editor look.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

nonisolated extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor with no decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

nonisolated extension View {
    /// Sets the look of text editors in this view (on iOS every built-in look is the plain,
    /// unbordered editor, so the drawing does not change).
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}
