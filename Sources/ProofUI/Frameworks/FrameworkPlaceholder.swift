// ProofUI engine: the placeholder a framework view that cannot run draws (a map, a chart, a video player), with a note in the text description.
/// A view of an Apple framework a snapshot cannot run (a map, a chart, a video player, a web
/// view): a neutral fill the size of the space offered, with the framework's view named in its
/// middle, and a note in the text description. Used by the opt-in Linux modules named like
/// Apple's (MapKit, Charts, AVKit, WebKit…), so such a view is never silently empty.
nonisolated package struct FrameworkPlaceholder: View {
    /// The view's name as the app wrote it, such as `Map` or `Chart`.
    package let view: String
    /// The Apple framework that draws it, such as `MapKit`.
    package let framework: String

    package init(_ view: String, framework: String) {
        self.view = view
        self.framework = framework
    }

    package var body: some View {
        ZStack {
            Color(red: 0.9, green: 0.9, blue: 0.92)
            Text("\(view) (\(framework))")
                .font(.caption)
                .foregroundColor(Color(red: 0.4, green: 0.4, blue: 0.44))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .noted("\(view) (\(framework)) cannot run in a snapshot: drawn as a placeholder")
    }
}

nonisolated extension View {
    /// Notes on this view's element what a framework view shows in a snapshot in place of what
    /// it would load or run on a device (a store with no App Store, a link with no network),
    /// for the opt-in Linux modules.
    package func frameworkNote(_ note: String) -> some View { noted(note) }
}
