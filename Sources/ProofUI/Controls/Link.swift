// Status: supported — its label as a borderless button in the tint colour; a snapshot never opens the URL.

/// A link to a URL: its label in the tint colour. A snapshot never opens it.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }.buttonStyle(.borderless)
    }
}

nonisolated extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
