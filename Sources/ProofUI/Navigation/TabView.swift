// Status: supported — tab views drawn as iOS 18 draws them: the selected tab centred over the tab bar (with the tabs' badges), or with `.page` the selected page with its dots; `indexViewStyle` is accepted and ignored.

/// A tab item's label, set with `.tabItem` (drawn as the content elsewhere).
nonisolated struct TabItemView<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let item: AnyView

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(content)
    }
}

nonisolated extension View {
    /// The label of this view's tab in a `TabView` (a `Label`, or an image and a text).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, item: AnyView(label()))
    }

    /// How a tab view looks: `.page` shows the selected page with dots; others the tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pagedTabs, style is PageTabViewStyle)
    }

    /// Accepted: page dots follow the tab view style.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

nonisolated extension EnvironmentValues {
    var pagedTabs: Bool {
        get { self[PagedTabsKey.self] }
        set { self[PagedTabsKey.self] = newValue }
    }
}

nonisolated private enum PagedTabsKey: EnvironmentKey { static let defaultValue = false }

/// How tab views look.
public protocol TabViewStyle {}
nonisolated public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// Pages with dots under them.
nonisolated public struct PageTabViewStyle: TabViewStyle {
    public init() {}
    public init(indexDisplayMode: IndexDisplayMode) {}
    /// Whether the page dots show.
    nonisolated public enum IndexDisplayMode: Sendable { case automatic, always, never }
}
nonisolated extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
/// A tab bar that never becomes a sidebar (iOS 18): on iPhone, the tab bar, as `.automatic`.
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
/// A tab bar that becomes a sidebar where there is room (iOS 18): on iPhone, the tab bar, as `.automatic`.
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
nonisolated extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar only (iOS 18).
    public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}
nonisolated extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar, or a sidebar where there is room (iOS 18).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
nonisolated extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init() }
}
/// How page index views look (accepted: the dots follow the tab view style).
public protocol IndexViewStyle {}
/// Page index looks (accepted).
nonisolated public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
    nonisolated public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
}
nonisolated extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { .init() }
}

/// A tab of iOS 18's `TabView` builder (SwiftUI's `Tab`).
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    let content: Content
    let title: String
    let systemImage: String?
    let value: Value?

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = titleKey.text
        self.systemImage = systemImage
        self.value = value
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
    }

    /// A tab with an empty label (iOS 18), for a tab view whose bar an app hides or draws itself.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = ""
        systemImage = nil
        self.value = value
        hasLabel = false
    }

    /// A tab whose tab item is `label` (iOS 18), selected by `value`.
    public init<TabLabel: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.content = content()
        title = ""
        systemImage = nil
        self.value = value
        customLabel = AnyView(label())
    }

    /// False for a tab made without a title or image: its tab item is empty.
    var hasLabel = true
    /// The tab item given as a view (`Tab(content:label:)`), in place of the title and image.
    var customLabel: AnyView?

    /// Whether the tab is left out of its tab view (``hidden(_:)``).
    var isHidden = false
    /// The tab's badge (``badge(_:)-swift.method``).
    var badge: Text?

    /// The tab item: the label view, else the title and image.
    var item: AnyView { customLabel ?? AnyView(Label(title, systemImage: systemImage ?? "circle")) }

    /// The tab left out of its tab view when `hidden` is true (iOS 18's `TabContent.hidden(_:)`,
    /// often `.hidden(sizeClass == .compact)`): no item in the tab bar, and never selected.
    public func hidden(_ hidden: Bool) -> Tab {
        var tab = self
        tab.isHidden = hidden
        return tab
    }

    public var body: some View {
        content.tabItem {
            if hasLabel { item }
        }
    }
}

nonisolated extension Tab where Value == Never {
    /// A tab with an empty label (iOS 18).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = ""
        systemImage = nil
        value = nil
        hasLabel = false
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = titleKey.text
        self.systemImage = systemImage
        value = nil
    }

    /// A tab whose tab item is `label` (iOS 18).
    public init<TabLabel: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.content = content()
        title = ""
        systemImage = nil
        value = nil
        customLabel = AnyView(label())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
        self.systemImage = systemImage
        value = nil
    }
}

/// One tab: its content, label, tag and badge.
nonisolated struct TabEntry {
    let content: AnyView
    let item: AnyView?
    let tag: AnyHashable?
    var isHidden = false
    var badge: Text?
}

protocol TabEntryView {
    func tabEntry(tag: AnyHashable?) -> TabEntry
}

nonisolated extension TabItemView: TabEntryView {
    func tabEntry(tag: AnyHashable?) -> TabEntry {
        var traits = RowTraits()
        _ = peelRowTraits(content, into: &traits)
        return TabEntry(content: AnyView(content), item: item, tag: tag, badge: traits.badge)
    }
}

nonisolated extension Tab: TabEntryView {
    func tabEntry(tag: AnyHashable?) -> TabEntry {
        TabEntry(content: AnyView(content), item: item, tag: value.map { AnyHashable($0) } ?? tag, isHidden: isHidden, badge: badge)
    }
}

/// Views in tabs (SwiftUI's `TabView`): the selected tab's content above the tab bar (each
/// tab's icon and title, the selected one in the tint colour), or pages with dots.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: AnyHashable?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    public var body: some View {
        let entries = tabEntries(of: content)
        let selected = entries.firstIndex { selection != nil && $0.tag == selection } ?? 0
        return TabViewBody(entries: entries, selected: selected)
    }

    private func tabEntries(of content: Content) -> [TabEntry] {
        options(of: content).map { option in
            // `.badge` may be written after `.tabItem` (around the tab) or before it (on its content).
            var traits = RowTraits()
            if let entry = unwrapTabEntry(option.view.view, traits: &traits) {
                var tab = entry.tabEntry(tag: option.tag)
                if tab.badge == nil { tab.badge = traits.badge }
                return tab
            }
            return TabEntry(content: option.view, item: nil, tag: option.tag, badge: traits.badge)
        }.filter { !$0.isHidden }
    }

    private func unwrapTabEntry(_ view: any View, traits: inout RowTraits) -> TabEntryView? {
        let inner = peelRowTraits(view, into: &traits)
        if let entry = inner as? TabEntryView { return entry }
        if let body = (inner as? any BodyRevealing)?.revealedBody { return unwrapTabEntry(body, traits: &traits) }
        return nil
    }
}

/// Views whose body can be taken without a render (for tabs wrapped in a modifier view).
protocol BodyRevealing {
    var revealedBody: any View { get }
}

nonisolated extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

nonisolated struct TabViewBody: View {
    let entries: [TabEntry]
    let selected: Int
    @Environment(\.self) var environment

    var body: some View {
        if environment.pagedTabs {
            ZStack(alignment: .bottom) {
                if selected < entries.count { entries[selected].content.frame(maxWidth: .infinity, maxHeight: .infinity) }
                HStack(spacing: 8) {
                    ForEach(0..<entries.count, id: \.self) { index in
                        Circle().fill(index == selected ? Color.primary : Color(systemColor: .tertiaryLabel)).frame(width: 7, height: 7)
                    }
                }
                .padding(.bottom, 12)
            }
        } else {
            VStack(spacing: 0) {
                if selected < entries.count {
                    // A tab's content is centred in the space above the bar, as a hosting
                    // controller places its root view; the bar ends its safe area, and what
                    // ignores the safe area goes on under the bar.
                    entries[selected].content.frame(maxWidth: .infinity, maxHeight: .infinity)
                        .environment(\.tabViewBottomAccessory, nil)
                        .modifyingElements { element, _ in
                            element.scrollEdgeRole = .content
                            element.safeAreaRegion.bottom = true
                        }
                }
                if let accessory = environment.tabViewBottomAccessory {
                    TabViewBottomAccessoryBar(content: accessory)
                }
                TabBar(entries: entries, selected: selected)
            }
        }
    }
}

/// The tab bar: the items spread evenly, icon over title, under a one-pixel hairline.
nonisolated struct TabBar: View {
    let entries: [TabEntry]
    let selected: Int
    @Environment(\.self) var environment

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<entries.count, id: \.self) { index in
                Self.item(entries[index].item, number: index + 1)
                    .labelStyle(TabItemLabelStyle(badge: entries[index].badge))
                    .foregroundStyle(index == selected ? environment.tint : Color(systemColor: .systemGray))
                    // The whole cell of the bar is the button that is tapped.
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .accessibilityAddTraits(index == selected ? [.isButton, .isSelected] : .isButton)
            }
        }
        .frame(height: ListMetrics.tabBarHeight)
        // The bar's hairline is one pixel over its top edge: the bar stays 49 pt tall.
        .overlay(alignment: .top) {
            Rectangle().fill(Color(systemColor: .separator)).frame(height: environment.pixelLength)
        }
        // UITabBar keeps its size at every text size (the Large Content Viewer shows an item
        // on a long press at the accessibility sizes).
        .systemChromeSize()
        .background(Color(systemColor: .secondarySystemBackground).opacity(0.94), ignoresSafeAreaEdges: .bottom)
        .accessibilityAddTraits(.isTabBar)
        // Transparent after layout when the tab's content does not scroll under it.
        .modifyingElements { element, _ in element.scrollEdgeRole = .bottomBar }
    }

    /// One tab item from what `.tabItem` was given: a `Label`, or the iOS 13 form of an image
    /// and a text (SwiftUI takes the first image as the icon and the first text as the title,
    /// whatever else the builder holds).
    static func item(_ item: AnyView?, number: Int) -> AnyView {
        guard let item else { return AnyView(Text(verbatim: "Tab \(number)")) }
        let parts = options(of: item.view).map(\.view)
        guard parts.count > 1 else { return item }
        let title = parts.first { $0.view is Text }
        let icon = parts.first { $0.view is Image } ?? parts.first { !($0.view is Text) }
        return AnyView(Label {
            if let title { title }
        } icon: {
            if let icon { icon }
        })
    }
}

/// A tab item: the icon over a 10 pt title, and the tab's badge at the icon's top trailing
/// corner.
nonisolated struct TabItemLabelStyle: LabelStyle {
    var badge: Text?

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            if let badge {
                configuration.icon.font(.system(size: 22))
                    .overlay(alignment: .topTrailing) { TabBarBadge(label: badge) }
            } else {
                configuration.icon.font(.system(size: 22))
            }
            configuration.title.font(.system(size: 10, weight: .medium)).lineLimit(1)
        }
    }
}

/// UITabBarItem's badge: white text on a red oval at least as wide as it is tall, its leading
/// edge 8 pt inside the icon's trailing edge and its top 3 pt above the icon. UIKit documents
/// the red; the size and the placement are not documented and are approximations (13 pt text,
/// 18 pt tall, 5 pt beside the text).
nonisolated struct TabBarBadge: View {
    let label: Text

    var body: some View {
        label.font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color(systemColor: .systemRed)))
            .alignmentGuide(.trailing) { _ in 8 }
            .alignmentGuide(.top) { _ in 3 }
            .fixedSize()
    }
}
