// Status: supported — `textCase` shows text in upper or lower case.

/// A text case transform (`.textCase(.uppercase)`).
nonisolated extension Text {
    /// The case text is shown in.
    nonisolated public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

nonisolated extension View {
    /// Shows the text in this view in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

nonisolated extension EnvironmentValues {
    /// The case text is shown in, set by ``View/textCase(_:)``.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

nonisolated private enum TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
