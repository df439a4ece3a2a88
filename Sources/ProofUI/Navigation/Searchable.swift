// Status: partial — the search field is drawn under the navigation bar's title; suggestions (shown only while typing), scopes and tokens are accepted and not drawn (the text description notes tokens); an active search (`isPresented` true) is drawn inactive and noted.

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

    /// A search field with suggestions (iOS 15). Suggestions show in a list while the user types;
    /// a snapshot shows the search field at rest, so they are not drawn.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with a prompt and suggestions (not drawn: they show while typing).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a prompt from a string value and suggestions (not drawn: they show while typing).
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                      prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field holding tokens (iOS 16) before its text. Tokens are not drawn: the field
    /// shows its text or prompt, and the text description counts the tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt).noted(tokenNote(tokens.wrappedValue.count))
    }

    /// A search field holding tokens, with a prompt (tokens not drawn).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding tokens, with a prompt from a string value (tokens not drawn).
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding tokens and offering suggested tokens while typing (neither drawn).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    /// A search field holding tokens and offering suggested tokens, with a prompt (neither drawn).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding tokens the user can edit (iOS 17; tokens not drawn).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt).noted(tokenNote(editableTokens.wrappedValue.count))
    }

    /// A search field holding tokens the user can edit, with a prompt (tokens not drawn).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Whether search suggestions show (accepted: a snapshot shows the field at rest, without suggestions).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// Accepted: suggestions show while typing.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// Accepted.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
}

/// The note for a search field's tokens, which are not drawn.
private func tokenNote(_ count: Int) -> String? {
    count == 0 ? nil : "searchable tokens: \(count) token\(count == 1 ? "" : "s") not drawn"
}

/// Where search suggestions show (SwiftUI's `SearchSuggestionsPlacement`).
nonisolated public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// The menu under the search field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    /// The content of the searched view.
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// A set of placements.
    nonisolated public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The menu under the search field.
        public static let menu = Set(rawValue: 1)
        /// The content of the searched view.
        public static let content = Set(rawValue: 2)
    }
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
            MagnifyingGlass().stroke(Color(systemColor: .secondaryLabel), lineWidth: 1.6).frame(width: 15, height: 15)
            Text(verbatim: text.isEmpty ? prompt : text)
                .foregroundStyle(text.isEmpty ? Color(systemColor: .secondaryLabel) : Color.primary)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.horizontal, 8)
        .frame(height: ListMetrics.searchFieldHeight)
        .background(Color(systemColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: ListMetrics.searchFieldRadius))
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
