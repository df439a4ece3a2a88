// Status: supported — the symbol, title, description and actions, centred, as iOS draws an empty screen.

/// What an empty screen shows (SwiftUI's `ContentUnavailableView`): a large secondary symbol,
/// a bold title and a secondary description, centred.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
                .labelStyle(UnavailableLabelStyle())
            description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions.padding(.top, 8)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

nonisolated extension ContentUnavailableView where Label == ProofUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(titleKey, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Titled `titleKey` with an image of the app's asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(titleKey, image: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(title, image: name) }, description: { description })
    }

    /// "No Results", for an empty search.
    public static var search: ContentUnavailableView<ProofUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<ProofUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// The symbol above the title, large and secondary.
nonisolated struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
        .multilineTextAlignment(.center)
    }
}
