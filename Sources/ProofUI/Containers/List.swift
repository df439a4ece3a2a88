/// What list modifiers set on a row.
nonisolated struct RowTraits {
    var background: AnyView?
    var insets: EdgeInsets?
    var separatorHidden = false
    var separatorTint: Color?
}

/// A row with traits (`.listRowBackground`, `.listRowInsets`, `.listRowSeparator`): drawn as
/// its content outside lists.
nonisolated struct RowTraitView<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let change: (inout RowTraits) -> Void

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(content)
    }
}

nonisolated extension View {
    /// The row's background in a list.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        RowTraitView(content: self) { $0.background = view.map { AnyView($0) } }
    }

    /// The row's insets in a list.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        RowTraitView(content: self) { $0.insets = insets }
    }

    /// Shows or hides the row's separators in a list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        RowTraitView(content: self) { $0.separatorHidden = visibility == .hidden }
    }

    /// The colour of the row's separators in a list.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        RowTraitView(content: self) { $0.separatorTint = color }
    }

    /// Accepted: section separators follow the list style.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Accepted.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Accepted: rows are separated by their separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    /// Accepted.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    /// Accepted: section headers use the list style's prominence.
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    /// Accepted; swipe actions are hidden until swiped.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                     @ViewBuilder content: () -> T) -> some View { self }
    /// Accepted; a snapshot has no editing.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Accepted; a snapshot has no editing.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// Accepted: a badge on a list row or tab (drawn on tabs only).
    public func badge(_ count: Int) -> some View { self }
    /// Accepted.
    public func badge(_ label: Text?) -> some View { self }
    /// Accepted.
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
    /// Accepted.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, EditMode?>, _ value: EditMode?) -> some View { self }
}

/// The prominence of a section header.
nonisolated public enum Prominence: Sendable { case standard, increased }

/// A vertical edge.
nonisolated public enum VerticalEdge: Sendable {
    case top, bottom

    /// A set of vertical edges.
    nonisolated public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// A horizontal edge.
nonisolated public enum HorizontalEdge: Sendable {
    case leading, trailing

    /// A set of horizontal edges.
    nonisolated public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

/// A group of rows with a header and a footer (SwiftUI's `Section`). In a list or form it is
/// one rounded group (inset grouped); elsewhere, its header, content and footer stacked.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent?
    let content: Content
    let footer: Footer?

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
            content
            if let footer { footer.font(.footnote).foregroundStyle(.secondary) }
        }
    }
}

nonisolated extension Section where Footer == EmptyView {
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

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.header = Text(titleKey)
        self.content = content()
        self.footer = nil
    }
}

/// One item of a list: a row, or a section of rows.
nonisolated enum ListItem {
    case row(AnyView, RowTraits)
    case section(header: AnyView?, footer: AnyView?, rows: [(AnyView, RowTraits)])
}

/// Views that stand for several list items.
protocol ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem])
}

func listItems(of view: any View) -> [ListItem] {
    var items: [ListItem] = []
    gatherListItems(view, traits: RowTraits(), into: &items)
    return items
}

private func gatherListItems(_ view: any View, traits: RowTraits, into items: inout [ListItem]) {
    if let container = view as? ListItemContainer {
        container.collectListItems(traits, into: &items)
    } else if !(view is EmptyView) {
        items.append(.row(AnyView(erasing: view), traits))
    }
}

nonisolated extension Section: ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) {
        var inner: [ListItem] = []
        collectListItemsFromChild(content, traits, &inner)
        var rows: [(AnyView, RowTraits)] = []
        for item in inner {
            switch item {
            case let .row(view, traits): rows.append((view, traits))
            case let .section(_, _, sectionRows): rows += sectionRows
            }
        }
        items.append(.section(header: header.map { AnyView($0) }, footer: footer.map { AnyView($0) }, rows: rows))
    }
}

nonisolated extension RowTraitView: ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) {
        var traits = traits
        change(&traits)
        collectListItemsFromChild(content, traits, &items)
    }
}

nonisolated extension TupleView: ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) {
        for child in repeat each value { ProofUI.collectListItemsFromChild(child, traits, &items) }
    }
}

func collectListItemsFromChild(_ view: any View, _ traits: RowTraits, _ items: inout [ListItem]) {
    gatherListItems(view, traits: traits, into: &items)
}

nonisolated extension Group: ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) { collectListItemsFromChild(content, traits, &items) }
}

nonisolated extension ViewArray: ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) {
        for element in elements { collectListItemsFromChild(element, traits, &items) }
    }
}

nonisolated extension ConditionalContent: ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) {
        switch storage {
        case .first(let view): collectListItemsFromChild(view, traits, &items)
        case .second(let view): collectListItemsFromChild(view, traits, &items)
        }
    }
}

nonisolated extension Optional: ListItemContainer where Wrapped: View {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) {
        if let view = self { collectListItemsFromChild(view, traits, &items) }
    }
}

nonisolated extension AnyView: ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) { collectListItemsFromChild(view, traits, &items) }
}

nonisolated extension ForEach: ListItemContainer {
    func collectListItems(_ traits: RowTraits, into items: inout [ListItem]) {
        for element in data { collectListItemsFromChild(content(element), traits, &items) }
    }
}

/// Views made from a collection (`ForEach`), which take the editing actions.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent {}

nonisolated extension DynamicViewContent {
    /// Accepted; a snapshot has no editing. Chains with `onMove` in either order.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Accepted; a snapshot has no editing. Chains with `onDelete` in either order.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
    /// Accepted; a snapshot has no editing.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = startIndex
        var offset = 0
        var current = startIndex
        while current != endIndex {
            if !offsets.contains(offset) {
                if kept != current { swapAt(kept, current) }
                formIndex(after: &kept)
            }
            formIndex(after: &current)
            offset += 1
        }
        removeSubrange(kept...)
    }
}

extension MutableCollection {
    /// Moves the elements at offsets `source` before the element at offset `destination`
    /// (0…count), keeping their order (SwiftUI's helper for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.filter { $0 < elements.count }.map { elements[$0] }
        var before: [Element] = [], after: [Element] = []
        for (offset, element) in elements.enumerated() where !source.contains(offset) {
            if offset < destination { before.append(element) } else { after.append(element) }
        }
        for (index, element) in zip(indices, before + moved + after) {
            self[index] = element
        }
    }
}

/// Rows in sections, scrolling (SwiftUI's `List`): inset grouped by default on iPhone, rows
/// at least 44 pt high with separators, on the grouped background.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListBody(items: listItems(of: content), defaultLook: .insetGrouped)
    }
}

nonisolated extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// Rows for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Rows for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Rows for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// Rows for bindings to each element of `data`.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, id: \.id, content: rowContent)
    }
}

nonisolated extension List {
    /// Rows for each element of `data`, with selection (not drawn).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Rows for each element of `data`, identified by `id`, with selection (not drawn).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             selection: Binding<SelectionValue?>?,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// Controls in grouped rows (SwiftUI's `Form`): a list in the inset grouped style.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListBody(items: listItems(of: content), defaultLook: .insetGrouped)
    }
}

/// How forms look (accepted: forms draw grouped).
public protocol FormStyle {}
nonisolated public struct AutomaticFormStyle: FormStyle { public init() {} }
nonisolated public struct GroupedFormStyle: FormStyle { public init() {} }
nonisolated public struct ColumnsFormStyle: FormStyle { public init() {} }
nonisolated extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
nonisolated extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
nonisolated extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

nonisolated extension View {
    /// Accepted: forms draw grouped.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// Draws list items in a list style.
nonisolated struct ListBody: View {
    let items: [ListItem]
    let defaultLook: ListLook
    @Environment(\.self) var environment

    var body: some View {
        let look = environment.listLook ?? defaultLook
        let grouped = look == .insetGrouped || look == .grouped || look == .sidebar
        // Consecutive rows outside sections form a section of their own.
        var sections: [(header: AnyView?, footer: AnyView?, rows: [(AnyView, RowTraits)])] = []
        var lastWasLoose = false
        for item in items {
            switch item {
            case let .row(view, traits):
                if lastWasLoose {
                    sections[sections.count - 1].rows.append((view, traits))
                } else {
                    sections.append((nil, nil, [(view, traits)]))
                }
                lastWasLoose = true
            case let .section(header, footer, rows):
                sections.append((header, footer, rows))
                lastWasLoose = false
            }
        }
        let hidden = environment.scrollSnapshotMode == .viewport ? Self.dropRowsBelowTheScreen(of: &sections, in: environment) : 0
        let background = grouped ? Color(.systemGroupedBackground) : Color(.systemBackground)
        if let bar = environment.navigationBar, bar.contentBackground == nil, !environment.hidesScrollContentBackground {
            bar.contentBackground = background
        }
        let rowBackground = grouped ? Color(.secondarySystemGroupedBackground) : Color(.systemBackground)
        let inset = look == .insetGrouped || look == .inset || look == .sidebar ? ListMetrics.sectionInset : 0
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<sections.count, id: \.self) { index in
                let section = sections[index]
                if let header = section.header {
                    header
                        .font(.footnote)
                        .textCase(grouped ? .uppercase : nil)
                        .foregroundStyle(.secondary)
                        .padding(ListMetrics.headerPadding)
                        .padding(.horizontal, inset)
                        .padding(.top, index == 0 ? 0 : ListMetrics.sectionSpacing - ListMetrics.headerPadding.top)
                } else if grouped {
                    Color.clear.frame(height: index == 0 ? ListMetrics.sectionSpacing - 15 : ListMetrics.sectionSpacing)
                }
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<section.rows.count, id: \.self) { row in
                        // The section's rounded corners are the first and last rows' own, as
                        // iOS draws its cells (no clip of the whole section).
                        let radius = inset > 0 ? ListMetrics.sectionRadius : 0
                        ListRow(content: section.rows[row].0, traits: section.rows[row].1, background: rowBackground,
                                separator: row < section.rows.count - 1 || !grouped,
                                topRadius: row == 0 ? radius : 0, bottomRadius: row == section.rows.count - 1 ? radius : 0)
                    }
                }
                .padding(.horizontal, inset)
                if let footer = section.footer {
                    footer
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .padding(ListMetrics.footerPadding)
                        .padding(.horizontal, inset)
                }
            }
        }
        .padding(.bottom, grouped ? ListMetrics.sectionSpacing : 0)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .noted(hidden > 0 ? "\(hidden) rows below the screen not laid out" : nil)
        .modifier(ScrollingContainer(axis: .vertical))
        .background(environment.hidesScrollContentBackground ? Color.clear : background, ignoresSafeAreaEdges: .all)
    }
}

nonisolated extension ListBody {
    /// Keeps the rows a picture of the screen can show, as a lazy list makes only the rows it
    /// shows: every row is at least `rowMinHeight` tall and the list starts at the top of the
    /// screen at the highest, so rows past a screen's height of minimum rows are below it.
    /// Returns how many rows were dropped (noted in the description).
    static func dropRowsBelowTheScreen(of sections: inout [(header: AnyView?, footer: AnyView?, rows: [(AnyView, RowTraits)])],
                                       in environment: EnvironmentValues) -> Int {
        let screen = environment.screenSize.height
        var reached = 0.0
        for index in sections.indices {
            let rows = sections[index].rows.count
            // One row more than can reach into the screen: the last row kept, drawn as a
            // section's last (rounded, no separator), is then wholly below it.
            let fitting = max(0, Int(((screen - reached) / ListMetrics.rowMinHeight).rounded(.up))) + 1
            if rows > fitting {
                let dropped = (rows - fitting) + sections[(index + 1)...].reduce(0) { $0 + $1.rows.count }
                sections[index].rows.removeLast(rows - fitting)
                sections[index].footer = nil
                sections.removeLast(sections.count - index - 1)
                return dropped
            }
            reached += Double(rows) * ListMetrics.rowMinHeight
        }
        return 0
    }
}

/// One row of a list: its content padded to at least 44 pt, its background, its separator.
nonisolated struct ListRow: View {
    let content: AnyView
    let traits: RowTraits
    let background: Color
    let separator: Bool
    var topRadius = 0.0
    var bottomRadius = 0.0

    var body: some View {
        let insets = traits.insets ?? ListMetrics.rowPadding
        // The 44 pt minimum is the whole row's, insets included (as on iOS): insets taller than
        // that leave the content no minimum, and the row is its content plus its insets.
        let contentMinHeight = max(0, ListMetrics.rowMinHeight - insets.top - insets.bottom)
        VStack(alignment: .leading, spacing: 0) {
            content
                .environment(\.isInListRow, true)
                .frame(maxWidth: .infinity, minHeight: contentMinHeight, alignment: .leading)
                .padding(insets)
            if separator && !traits.separatorHidden {
                Rectangle().fill(traits.separatorTint ?? Color(.separator)).frame(height: 0.5)
                    .padding(.leading, insets.leading)
            }
        }
        .modifyingElements { element, _ in element.isTapRegion = true }
        .background(traits.background ?? AnyView(UnevenRoundedRectangle(
            topLeadingRadius: topRadius, bottomLeadingRadius: bottomRadius, bottomTrailingRadius: bottomRadius,
            topTrailingRadius: topRadius, style: .continuous).fill(background)))
    }
}

/// A text case transform (`.textCase(.uppercase)`).
nonisolated extension Text {
    /// The case text is shown in.
    nonisolated public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

nonisolated extension View {
    /// Shows the text in this view in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

nonisolated extension EnvironmentValues {
    /// The case text is shown in, set by ``View/textCase(_:)``.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

nonisolated private enum TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
