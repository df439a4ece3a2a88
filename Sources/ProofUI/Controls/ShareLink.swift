// Status: supported — drawn as a button with its label (by default a share symbol and "Share"); the share sheet is never open in a snapshot.

/// A button that opens the share sheet: a share symbol and "Share" in the tint colour.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

nonisolated extension ShareLink where Label == ProofUI.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { ProofUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { ProofUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}
