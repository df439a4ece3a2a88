// Status: supported — a section's header, rows and footer, grouped as its list or form style draws them, and laid out as their content elsewhere; a collapsed section (`isExpanded:` false, iOS 17) draws its header and footer without its rows (the header's disclosure chevron is not drawn).

/// The prominence of a section header.
nonisolated public enum Prominence: Sendable { case standard, increased }

/// A group of rows with a header and a footer (SwiftUI's `Section`). In a list or form it is
/// one rounded group (inset grouped); elsewhere, its header, content and footer stacked.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent?
    let content: Content
    let footer: Footer?
    /// False for a collapsed section (`isExpanded:`): only its header is drawn.
    var isExpanded = true

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let header { header.font(.headline) }
            if isExpanded { content }
            if let footer { footer.font(.footnote).foregroundStyle(.secondary) }
        }
    }
}

nonisolated extension Section where Footer == EmptyView {
    /// A collapsible section with a header view (iOS 17): collapsed, only the header is drawn.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        self.footer = nil
        self.isExpanded = isExpanded.wrappedValue
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: nil, content: content)
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: nil, content: content)
    }

    init(header: Parent?, footer: Footer?, content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

nonisolated extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.header = nil
        self.content = content()
        self.footer = footer()
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
        self.footer = footer
    }
}

nonisolated extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
        self.footer = nil
    }
}

nonisolated extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.header = Text(titleKey)
        self.content = content()
        self.footer = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
        self.footer = nil
    }

    /// A collapsible section titled `titleKey` (iOS 17): collapsed, only the title is drawn.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.header = Text(titleKey)
        self.content = content()
        self.footer = nil
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A collapsible section titled `title` (iOS 17): collapsed, only the title is drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
        self.footer = nil
        self.isExpanded = isExpanded.wrappedValue
    }

}
