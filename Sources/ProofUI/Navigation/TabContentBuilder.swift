// Status: partial — iOS 18's tab builder types each tab's value as the tab view's selection, so `Tab("Home", systemImage: "house", value: .home)` compiles as in SwiftUI; tabs, sections, `ForEach`, `if` and `switch` are built as `@ViewBuilder` builds them. A tab's `badge` is accepted and not drawn, as a view's is.

/// Builds the tabs of iOS 18's `TabView(selection:)` (SwiftUI's `TabContentBuilder`): each tab's
/// value has the selection's type, which is what lets `value: .home` name a case of it.
///
/// SwiftUI's tab content is its own protocol, `TabContent`; here tabs are views, and this
/// builder differs from `@ViewBuilder` only in typing them. A tab view whose closure compiles
/// with both builders is built by `@ViewBuilder` (the same views), and one whose tabs name
/// their values by a leading dot is built by this one.
@resultBuilder
nonisolated public enum TabContentBuilder<TabValue: Hashable> {
    /// A tab selected by a value of the selection's type.
    public static func buildExpression<Content: View>(_ tab: Tab<TabValue, Content>) -> Tab<TabValue, Content> {
        tab
    }

    /// A section whose tabs are selected by values of the selection's type.
    public static func buildExpression<Header: View, Content: View>(
        _ section: TabSection<Header, Content, TabValue>
    ) -> TabSection<Header, Content, TabValue> {
        section
    }

    /// Tabs made from data.
    public static func buildExpression<Data, ID, Content>(_ tabs: ForEach<Data, ID, Content>) -> ForEach<Data, ID, Content> {
        tabs
    }

    /// Anything else a tab view holds (a tab with other modifiers, a view with `.tabItem`).
    @_disfavoredOverload
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyView {
        ViewBuilder.buildBlock()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        ViewBuilder.buildBlock(repeat each content)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

nonisolated extension TabView {
    /// Tabs whose values have the selection's type (iOS 18), so a tab may name its value by a
    /// leading dot: `Tab("Home", systemImage: "house", value: .home)`.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), content: content)
    }
}

nonisolated extension TabSection {
    /// A section titled with a localized key, whose tabs' values have the tab view's selection
    /// type (iOS 18).
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SectionValue> content: () -> Content) where Header == Text {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section titled with a string, whose tabs' values have the tab view's selection type
    /// (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SectionValue> content: () -> Content) where Header == Text {
        self.init(content: content) { Text(title) }
    }

}

nonisolated extension Tab {
    /// A count on the tab's item; zero hides it.
    public func badge(_ count: Int) -> Self { badged(badgeText(count: count)) }

    /// A label on the tab's item; nil hides it.
    public func badge(_ label: Text?) -> Self { badged(label) }

    /// A label on the tab's item; nil hides it.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Self { badged(badgeText(label)) }

    private func badged(_ label: Text?) -> Self {
        var tab = self
        tab.badge = label
        return tab
    }
}
