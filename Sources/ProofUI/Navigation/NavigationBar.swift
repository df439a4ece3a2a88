/// What the views in a navigation stack ask of its bar, gathered while they are resolved
/// (SwiftUI passes them up as preferences). A render resolves on one thread.
nonisolated final class NavigationBarState: @unchecked Sendable {
    var title: String?
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var leading: [AnyView] = []
    var trailing: [AnyView] = []
    var principal: AnyView?
    var bottom: [AnyView] = []
    var hidden = false
    var searchPrompt: String?
    var searchText = ""
    /// True once the first title was set: the stack's root decides, pushed screens are not drawn.
    var titleSet = false
    /// The background of the root's scrolling content (a grouped list's), which iOS shows
    /// through the bar at scroll position 0.
    var contentBackground: Color?
}

nonisolated extension EnvironmentValues {
    var navigationBar: NavigationBarState? {
        get { self[NavigationBarKey.self] }
        set { self[NavigationBarKey.self] = newValue }
    }
}

nonisolated private enum NavigationBarKey: EnvironmentKey { static var defaultValue: NavigationBarState? { nil } }

/// Namespace of SwiftUI's navigation bar types.
nonisolated public enum NavigationBarItem {
    /// How the title shows: large under the bar, or inline in it.
    nonisolated public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// Changes the navigation bar state, then resolves its content.
nonisolated struct NavigationBarModifier<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let change: (NavigationBarState) -> Void

    func resolve(in resolver: Resolver) throws(RenderError) {
        if let state = resolver.environment.navigationBar { change(state) }
        try resolver.resolve(content)
    }
}

nonisolated extension View {
    /// The title of the screen in its navigation stack's bar.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationBarModifier(content: self) { if !$0.titleSet { $0.title = title.content; $0.titleSet = true } }
    }

    /// The title of the screen in its navigation stack's bar.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of the screen in its navigation stack's bar.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title of the screen, bound (shown as its current value).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// The title of the screen (the older spelling).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The title of the screen (the older spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// The title and its display mode (the older spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title and its display mode (the older spelling).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Large title under the bar, or inline in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationBarModifier(content: self) { $0.displayMode = displayMode }
    }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        NavigationBarModifier(content: self) { if hidden { $0.hidden = true } }
    }

    /// Accepted: the root of a stack has no back button.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Items in the navigation bar (the older spelling).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        NavigationBarModifier(content: self) {
            $0.leading.append(AnyView(leading))
            $0.trailing.append(AnyView(trailing))
        }
    }

    /// Items in the navigation bar (the older spelling).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        NavigationBarModifier(content: self) { $0.leading.append(AnyView(leading)) }
    }

    /// Items in the navigation bar (the older spelling).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        NavigationBarModifier(content: self) { $0.trailing.append(AnyView(trailing)) }
    }

    /// Toolbar items: in the navigation bar (leading, trailing, principal) or the bottom bar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var entries: [ToolbarEntry] = []
        ProofUI.collectToolbar(content(), into: &entries)
        return NavigationBarModifier(content: self) { state in
            for entry in entries {
                switch entry.placement.slot {
                case .leading: state.leading.append(entry.view)
                case .trailing: state.trailing.append(entry.view)
                case .principal: state.principal = entry.view
                case .bottom: state.bottom.append(entry.view)
                case .none: break
                }
            }
        }
    }

    /// Hides or shows a bar (`.toolbar(.hidden, for: .navigationBar)`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        NavigationBarModifier(content: self) { if visibility == .hidden { $0.hidden = true } }
    }

    /// Accepted: bars draw the iOS 18 look at scroll position 0.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// Accepted.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Accepted.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// Accepted.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// Accepted: pushed screens are not drawn.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// Accepted: pushed screens are not drawn.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    /// Accepted: pushed screens are not drawn.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// Accepted.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Accepted.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// Accepted: iPhone stacks draw the same whatever the style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    /// Accepted.
    public func navigationSplitViewStyle<S>(_ style: S) -> some View { self }

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

/// The role of a toolbar.
nonisolated public enum ToolbarRole: Sendable { case automatic, navigationStack, browser, editor }

/// How navigation views look (accepted on iPhone).
public protocol NavigationViewStyle {}
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
nonisolated extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
nonisolated extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { .init() } }

// MARK: - Toolbar content

/// Where a toolbar item goes.
nonisolated public struct ToolbarItemPlacement: Sendable {
    nonisolated enum Slot { case leading, trailing, principal, bottom, none }
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let keyboard = ToolbarItemPlacement(slot: .none)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}

/// A bar a toolbar modifier applies to.
nonisolated public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

nonisolated struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Content of a toolbar (SwiftUI's `ToolbarContent`).
public protocol ToolbarContent {}

/// Toolbar content that knows its items.
protocol ToolbarCollecting {
    func collectToolbar(into entries: inout [ToolbarEntry])
}

func collectToolbar(_ content: any ToolbarContent, into entries: inout [ToolbarEntry]) {
    (content as? ToolbarCollecting)?.collectToolbar(into: &entries)
}

/// One toolbar item.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarCollecting {
    let placement: ToolbarItemPlacement
    let content: Content

    func collectToolbar(into entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(content)))
    }
}

nonisolated extension ToolbarItem where ID == Void {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

nonisolated extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one place.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarCollecting {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func collectToolbar(into entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content })))
    }
}

/// A view written directly in a toolbar: a trailing item.
nonisolated public struct ToolbarViewItem<Content: View>: ToolbarContent, ToolbarCollecting {
    let content: Content
    func collectToolbar(into entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: .automatic, view: AnyView(content)))
    }
}

/// Several toolbar contents.
nonisolated public struct TupleToolbarContent<each Item: ToolbarContent>: ToolbarContent, ToolbarCollecting {
    let items: (repeat each Item)
    func collectToolbar(into entries: inout [ToolbarEntry]) {
        for item in repeat each items { ProofUI.collectToolbar(item, into: &entries) }
    }
}

/// Optional toolbar content.
nonisolated public struct OptionalToolbarContent<Item: ToolbarContent>: ToolbarContent, ToolbarCollecting {
    let item: Item?
    func collectToolbar(into entries: inout [ToolbarEntry]) {
        if let item { ProofUI.collectToolbar(item, into: &entries) }
    }
}

/// One of two toolbar contents.
nonisolated public struct EitherToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent, ToolbarCollecting {
    let first: First?
    let second: Second?
    func collectToolbar(into entries: inout [ToolbarEntry]) {
        if let first { ProofUI.collectToolbar(first, into: &entries) }
        if let second { ProofUI.collectToolbar(second, into: &entries) }
    }
}

/// Builds toolbar content: items, groups, or views (trailing items).
@resultBuilder
nonisolated public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: View>(_ content: Content) -> ToolbarViewItem<Content> { ToolbarViewItem(content: content) }
    public static func buildBlock() -> TupleToolbarContent<> { TupleToolbarContent(items: ()) }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(items: (repeat each content))
    }
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(item: content)
    }
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> EitherToolbarContent<First, Second> {
        EitherToolbarContent(first: first, second: nil)
    }
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> EitherToolbarContent<First, Second> {
        EitherToolbarContent(first: nil, second: second)
    }
}

// MARK: - Navigation containers

/// A stack of screens with a navigation bar (SwiftUI's `NavigationStack`): a snapshot shows
/// its root screen under the bar its views ask for (title, toolbar items, search field).
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolveNavigation(root, in: resolver)
    }
}

/// The older navigation container (SwiftUI's `NavigationView`): drawn as a stack on iPhone.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        // On iPhone a NavigationView shows its first column; the others would be pushed.
        let first = options(of: content).first?.view ?? AnyView(EmptyView())
        try resolveNavigation(first, in: resolver)
    }
}

/// Columns of navigation (SwiftUI's `NavigationSplitView`): on a compact iPhone, the first
/// column in a stack.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolveNavigation(sidebar, in: resolver)
    }
}

nonisolated extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

/// Which columns of a split view show.
nonisolated public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Resolves `root` under the navigation bar its views ask for.
func resolveNavigation<Root: View>(_ root: Root, in resolver: Resolver) throws(RenderError) {
    let state = NavigationBarState()
    let saved = resolver.environment
    resolver.environment.navigationBar = state
    let content: [Int32]
    do {
        content = try resolver.roots(of: root.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top), stackAxis: .vertical)
    } catch {
        resolver.environment = saved
        throw error
    }
    resolver.environment = saved
    var bar: [Int32] = []
    if !state.hidden {
        bar = try resolver.roots(of: NavigationBarView(state: state), stackAxis: .vertical)
    }
    var bottom: [Int32] = []
    if !state.bottom.isEmpty {
        bottom = try resolver.roots(of: BottomToolbarView(items: state.bottom), stackAxis: .vertical)
    }
    resolver.stack(.vertical, alignment: .horizontal(.leading), spacing: 0, children: bar + content + bottom)
    // The stack takes the space offered, as a navigation stack does.
    if let id = resolver.produced.last {
        resolver.store.elements[Int(id)].expands = .both
        resolver.store.elements[Int(id)].style.flexGrow = 1
    }
}

/// The navigation bar: leading and trailing items around an inline title, or a large title
/// under them, then the search field.
nonisolated struct NavigationBarView: View {
    let state: NavigationBarState
    @Environment(\.self) var environment

    var body: some View {
        let large = state.displayMode != .inline && state.title != nil
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 16) {
                    ForEach(0..<state.leading.count, id: \.self) { state.leading[$0] }
                    Spacer(minLength: 0)
                    ForEach(0..<state.trailing.count, id: \.self) { state.trailing[$0] }
                }
                .font(.body)
                .imageScale(SystemChrome.barSymbolScale)
                .foregroundStyle(environment.tint)
                // UIKit gives bar button items a hit area of at least 44×44 pt, whatever they draw.
                .modifyingElements { element, _ in element.systemExemptions.insert(.touchTarget) }
                .padding(.horizontal, ListMetrics.barItemInset)
                if let principal = state.principal {
                    principal
                } else if !large, let title = state.title {
                    Text(verbatim: title).font(.headline).lineLimit(1).padding(.horizontal, 80)
                }
            }
            .frame(height: ListMetrics.barHeight)
            .frame(maxWidth: .infinity)
            if large, let title = state.title {
                Text(verbatim: title)
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .padding(.horizontal, ListMetrics.barItemInset)
                    .frame(maxWidth: .infinity, minHeight: ListMetrics.largeTitleHeight, alignment: .leading)
            }
            if let prompt = state.searchPrompt {
                SearchField(prompt: prompt, text: state.searchText)
                    .padding(.horizontal, ListMetrics.barItemInset)
                    .padding(.bottom, 8)
            }
        }
        // UINavigationBar keeps its size at every text size (the Large Content Viewer shows
        // its items and title at the accessibility sizes).
        .systemChromeSize()
        .background(state.contentBackground ?? Color.clear, ignoresSafeAreaEdges: .top)
        .accessibilityAddTraits(.isHeader)
    }
}

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

/// The bottom toolbar: items spread across a 49 pt bar.
nonisolated struct BottomToolbarView: View {
    let items: [AnyView]
    @Environment(\.self) var environment

    var body: some View {
        HStack {
            ForEach(0..<items.count, id: \.self) { index in
                if index > 0 { Spacer(minLength: 0) }
                items[index]
            }
        }
        .font(.body)
        .imageScale(SystemChrome.barSymbolScale)
        .foregroundStyle(environment.tint)
        // UIKit gives bar button items a hit area of at least 44×44 pt, whatever they draw.
        .modifyingElements { element, _ in element.systemExemptions.insert(.touchTarget) }
        .padding(.horizontal, ListMetrics.barItemInset)
        .frame(height: ListMetrics.tabBarHeight)
        .frame(maxWidth: .infinity)
        // UIToolbar keeps its size at every text size, as the navigation bar does.
        .systemChromeSize()
        .background(Color(.secondarySystemBackground), ignoresSafeAreaEdges: .bottom)
    }
}

/// A link to another screen (SwiftUI's `NavigationLink`): in a list, a row with a disclosure
/// chevron; elsewhere, its label in the tint colour. The destination is not drawn.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        EnvironmentReader { environment in
            if environment.isInListRow {
                HStack(spacing: ControlMetrics.rowSpacing) {
                    // A label of several views is one row content, side by side: the frame on the
                    // label itself would apply to each of its views and split the row.
                    if label is any SeveralViews {
                        HStack { label }
                            .foregroundStyle(environment.isEnabled ? Color.primary : Color(.tertiaryLabel))
                            .frame(maxWidth: .infinity, alignment: .leading)
                    } else {
                        label.foregroundStyle(environment.isEnabled ? Color.primary : Color(.tertiaryLabel))
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    DisclosureChevron()
                }
                .accessibilityAddTraits(.isButton)
            } else {
                label.foregroundStyle(ControlColors.accent(environment)).accessibilityAddTraits(.isButton)
            }
        }
    }
}

nonisolated extension NavigationLink where Destination == Never {
    /// A link to the screen for `value` (`.navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

nonisolated extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(titleKey)
    }
}

nonisolated extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

/// A stack's path of pushed values (SwiftUI's `NavigationPath`): a snapshot shows the root.
nonisolated public struct NavigationPath: Sendable {
    public private(set) var count = 0
    public var isEmpty: Bool { count == 0 }
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}
