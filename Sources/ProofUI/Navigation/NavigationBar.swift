// Status: partial — the navigation bar is drawn as iOS 18 draws it at scroll position 0 (titles, bar items, hiding); the back button is not drawn (a stack shows its root).

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
        if let state = resolver.environment.navigationBar { resolver.withViewEnvironment { change(state) } }
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

    /// The toolbar title's display mode (iOS 17), drawn as the navigation bar's mode of the same
    /// name; `.inlineLarge` is drawn as `.large` (its layout is not documented).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
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
        // The toolbar is transparent after layout when this content does not scroll under it.
        for id in content { resolver.store[id].scrollEdgeRole = .content }
    }
    // The bars end the content's safe area: what ignores it goes on under them (a background
    // colour to the screen's top), and the bars are drawn over it.
    for id in content {
        resolver.store[id].safeAreaRegion.top = !bar.isEmpty
        resolver.store[id].safeAreaRegion.bottom = !bottom.isEmpty
    }
    for id in bar + bottom { resolver.store[id].zIndex = 1 }
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

/// How a toolbar shows its title (SwiftUI's `ToolbarTitleDisplayMode`, iOS 17).
nonisolated public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode

    /// The mode inherited from the previous screen.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .automatic) }
    /// A small title in the middle of the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
    /// A large title below the bar's content.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    /// A large title inside the bar (drawn as ``large``).
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
}
