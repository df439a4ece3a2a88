// Status: partial — the search field is drawn under the navigation bar's title; suggestions and scopes are accepted and ignored; an active search (`isPresented` true) is drawn inactive and noted.

nonisolated extension View {
    /// A search field under the title of the navigation bar.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        NavigationBarModifier(content: self) {
            $0.searchPrompt = prompt?.content ?? "Search"
            $0.searchText = text.wrappedValue
        }
    }

    /// A search field under the title of the navigation bar.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field under the title of the navigation bar.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field under the title of the navigation bar, active while `isPresented` is
    /// true (iOS 17). An active search (the title collapsed, a Cancel button) is not drawn: the
    /// field is drawn inactive and the text description notes it.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
            .noted(isPresented.wrappedValue ? "searchable isPresented: the active search (title collapsed, Cancel button) is not drawn" : nil)
    }

    /// A search field active while `isPresented` is true (iOS 17), with a prompt.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field active while `isPresented` is true (iOS 17), with a prompt from a string value.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Accepted: suggestions show while typing.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// Accepted.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
}

/// Where a search field goes.
nonisolated public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// Whether the search drawer shows.
nonisolated public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }

/// The search field of `.searchable`: a grey rounded field with a magnifying glass.
nonisolated struct SearchField: View {
    let prompt: String
    let text: String

    var body: some View {
        HStack(spacing: 6) {
            MagnifyingGlass().stroke(Color(.secondaryLabel), lineWidth: 1.6).frame(width: 15, height: 15)
            Text(verbatim: text.isEmpty ? prompt : text)
                .foregroundStyle(text.isEmpty ? Color(.secondaryLabel) : Color.primary)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.horizontal, 8)
        .frame(height: ListMetrics.searchFieldHeight)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: ListMetrics.searchFieldRadius))
    }
}

/// A magnifying glass: a circle and its handle.
nonisolated struct MagnifyingGlass: Shape {
    func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height) * 0.72
        var path = Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: d, height: d))
        let corner = d * 0.854
        path.move(to: CGPoint(x: rect.minX + corner, y: rect.minY + corner))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
    }
}
