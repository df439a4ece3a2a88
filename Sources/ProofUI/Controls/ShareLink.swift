// Status: supported — drawn as a button with its label (by default a share symbol and "Share"); the share sheet is never open in a snapshot, so a `SharePreview` is kept and never shown.

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

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { ProofUI.Label(title, systemImage: "square.and.arrow.up") }
    }

    /// A share link titled `titleKey` for several items.
    public init<Items: Sequence>(_ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(titleKey, item: Array(items), subject: subject, message: message)
    }

    /// A share link titled `title` for several items.
    @_disfavoredOverload
    public init<S: StringProtocol, Items: Sequence>(_ title: S, items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(title, item: Array(items), subject: subject, message: message)
    }
}

nonisolated extension ShareLink {
    /// A share link whose share sheet would show `preview` (never shown in a snapshot).
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, label: label)
    }

    /// A share link for several items.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: Array(items), subject: subject, message: message, label: label)
    }
}

nonisolated extension ShareLink where Label == ProofUI.Label<Text, Image> {
    /// A share link with the default label, whose share sheet would show `preview`.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message)
    }

    /// A share link titled `titleKey`, whose share sheet would show `preview`.
    public init<Item, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }

    /// A share link with the default label for several items.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(item: Array(items), subject: subject, message: message)
    }
}

/// What the share sheet shows of an item: a title, an image, an icon (SwiftUI's
/// `SharePreview`). Kept, never shown: a snapshot never opens the share sheet.
nonisolated public struct SharePreview<PreviewImage, PreviewIcon> {
    /// The preview's title.
    public let title: Text
    let image: PreviewImage?
    let icon: PreviewIcon?

    public init(_ titleKey: LocalizedStringKey, image: PreviewImage, icon: PreviewIcon) {
        (title, self.image, self.icon) = (Text(titleKey), image, icon)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: PreviewImage, icon: PreviewIcon) {
        (self.title, self.image, self.icon) = (Text(title), image, icon)
    }
    public init(_ title: Text, image: PreviewImage, icon: PreviewIcon) {
        (self.title, self.image, self.icon) = (title, image, icon)
    }
}

nonisolated extension SharePreview where PreviewIcon == Never {
    public init(_ titleKey: LocalizedStringKey, image: PreviewImage) { (title, self.image, icon) = (Text(titleKey), image, nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: PreviewImage) { (self.title, self.image, icon) = (Text(title), image, nil) }
    public init(_ title: Text, image: PreviewImage) { (self.title, self.image, icon) = (title, image, nil) }
}

nonisolated extension SharePreview where PreviewImage == Never {
    public init(_ titleKey: LocalizedStringKey, icon: PreviewIcon) { (title, image, self.icon) = (Text(titleKey), nil, icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: PreviewIcon) { (self.title, image, self.icon) = (Text(title), nil, icon) }
    public init(_ title: Text, icon: PreviewIcon) { (self.title, image, self.icon) = (title, nil, icon) }
}

nonisolated extension SharePreview where PreviewImage == Never, PreviewIcon == Never {
    public init(_ titleKey: LocalizedStringKey) { (title, image, icon) = (Text(titleKey), nil, nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { (self.title, image, icon) = (Text(title), nil, nil) }
    public init(_ title: Text) { (self.title, image, icon) = (title, nil, nil) }
}
