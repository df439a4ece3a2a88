// Status: partial — toolbar items are drawn in the navigation bar and the bottom bar; the keyboard placement, toolbar backgrounds, colour schemes and roles are accepted and ignored.

nonisolated extension View {
    /// Toolbar items: in the navigation bar (leading, trailing, principal) or the bottom bar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let built = content()
        return NavigationBarModifier(content: self) { state in
            // Collected while the view is resolved: an app's own toolbar content reads the
            // environment (`@EnvironmentObject`) in its body.
            var entries: [ToolbarEntry] = []
            ProofUI.collectToolbar(built, into: &entries)
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
    /// Hides or shows a bar (iOS 18's name for `toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        NavigationBarModifier(content: self) { if visibility == .hidden { $0.hidden = true } }
    }
    /// Accepted (iOS 18's name for `toolbarBackground(_:for:)` with a visibility).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Accepted.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// Accepted.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// The role of a toolbar.
nonisolated public enum ToolbarRole: Sendable { case automatic, navigationStack, browser, editor }

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

/// Content of a toolbar (SwiftUI's `ToolbarContent`). An app's own toolbar content is made of
/// other content in `body`, as SwiftUI's is; the built-in items have `Body == Never`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this content is made of.
    associatedtype Body: ToolbarContent = Never
    /// The items this content is made of.
    @ToolbarContentBuilder var body: Body { get }
}

nonisolated extension Never: ToolbarContent {}

nonisolated extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body: the toolbar reads its items directly.
    public var body: Never { fatalError("\(Self.self) is built-in toolbar content") }
}

/// Toolbar content that knows its items.
protocol ToolbarCollecting {
    func collectToolbar(into entries: inout [ToolbarEntry])
}

func collectToolbar(_ content: any ToolbarContent, into entries: inout [ToolbarEntry]) {
    if let collecting = content as? ToolbarCollecting {
        collecting.collectToolbar(into: &entries)
    } else {
        collectBody(of: content, into: &entries)
    }
}

/// The items of an app's own toolbar content: those of its body.
private func collectBody<Content: ToolbarContent>(of content: Content, into entries: inout [ToolbarEntry]) {
    guard Content.Body.self != Never.self else { return }
    collectToolbar(evaluateOffMain(content) { $0.body }, into: &entries)
}

/// One toolbar item.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarCollecting {
    let placement: ToolbarItemPlacement
    let content: Content
    /// False for a customizable item that shows only once the user adds it.
    var showsByDefault = true

    func collectToolbar(into entries: inout [ToolbarEntry]) {
        guard showsByDefault else { return }
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

    /// A customizable item; one that does not show by default is not drawn, as a snapshot's
    /// user has added nothing to the toolbar.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.showsByDefault = showsByDefault
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
        .background(Color(systemColor: .secondarySystemBackground), ignoresSafeAreaEdges: .bottom)
        // Transparent after layout when the content above does not scroll under it.
        .modifyingElements { element, _ in element.scrollEdgeRole = .bottomBar }
    }
}
