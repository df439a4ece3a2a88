// Status: partial — lists drawn as iOS 18 draws them at scroll position 0 (sections as groups, rows, separators, the grouped background); `selection:` is accepted and not drawn.

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
        // A collapsed section keeps its header and footer, not its rows.
        if isExpanded { collectListItemsFromChild(content, traits, &inner) }
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
        for child in children { ProofUI.collectListItemsFromChild(child, traits, &items) }
    }
}

func collectListItemsFromChild(_ view: any View, _ traits: RowTraits, _ items: inout [ListItem]) {
    gatherListItems(view, traits: traits, into: &items)
}

nonisolated extension Group: ListItemContainer where Content: View {
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

    /// Rows for each element of `data`, with multiple selection (not drawn).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Rows for each element of `data`, identified by `id`, with multiple selection (not drawn).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             selection: Binding<Set<SelectionValue>>?,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
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
        let background = grouped ? Color(systemColor: .systemGroupedBackground) : Color(systemColor: .systemBackground)
        if let bar = environment.navigationBar, bar.contentBackground == nil, !environment.hidesScrollContentBackground {
            bar.contentBackground = background
        }
        let rowBackground = grouped ? Color(systemColor: .secondarySystemGroupedBackground) : Color(systemColor: .systemBackground)
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
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        let insets = traits.insets ?? ListMetrics.rowPadding
        // The 44 pt minimum is the whole row's, insets included (as on iOS): insets taller than
        // that leave the content no minimum, and the row is its content plus its insets.
        let contentMinHeight = max(0, ListMetrics.rowMinHeight - insets.top - insets.bottom)
        let padded = rowContent
            .frame(maxWidth: .infinity, minHeight: contentMinHeight, alignment: .leading)
            .padding(insets)
        Group {
            if separator && !traits.separatorHidden {
                // The separator is one pixel over the row's bottom edge, as a list cell draws
                // it: it adds no height, so rows follow each other every 44 pt.
                padded.overlay(alignment: .bottomLeading) {
                    Rectangle().fill(traits.separatorTint ?? Color(systemColor: .separator)).frame(height: pixelLength)
                        .modifyingElements { element, _ in element.isListRowSeparator = true }
                        .padding(.leading, insets.leading)
                }
            } else {
                padded
            }
        }
        .modifyingElements { element, _ in element.isTapRegion = true }
        .background(traits.background ?? AnyView(UnevenRoundedRectangle(
            topLeadingRadius: topRadius, bottomLeadingRadius: bottomRadius, bottomTrailingRadius: bottomRadius,
            topTrailingRadius: topRadius, style: .continuous).fill(background)))
    }

    /// The content, and its badge at the trailing edge; a navigation link draws the badge
    /// itself, before its chevron.
    @ViewBuilder private var rowContent: some View {
        let marked = content.environment(\.isInListRow, true)
        if let label = traits.badge {
            let badge = ListRowBadge(label: label, prominence: traits.badgeProminence)
            var inner = RowTraits()
            if peelRowTraits(content, into: &inner) is DrawsListRowBadge {
                marked.environment(\.listRowBadge, badge)
            } else {
                HStack(spacing: ControlMetrics.rowSpacing) {
                    marked.frame(maxWidth: .infinity, alignment: .leading)
                    badge
                }
            }
        } else {
            marked
        }
    }
}

/// Views that draw their list row's badge themselves (a navigation link, before its chevron).
protocol DrawsListRowBadge {}

/// A list row's badge: secondary text at the standard and decreased prominences, white text on
/// a red platter at the increased one (as SwiftUI documents for iOS). The platter's size is not
/// documented: a capsule 2 pt above and below the text and 7 pt beside it.
nonisolated struct ListRowBadge: View {
    let label: Text
    /// The row's own prominence; nil for the environment's.
    let prominence: BadgeProminence?
    @Environment(\.badgeProminence) private var environmentProminence

    var body: some View {
        if (prominence ?? environmentProminence) == .increased {
            label.foregroundStyle(Color.white).lineLimit(1)
                .padding(.vertical, 2).padding(.horizontal, 7)
                .background(Capsule().fill(Color(systemColor: .systemRed)))
        } else {
            label.foregroundStyle(Color(systemColor: .secondaryLabel)).lineLimit(1)
        }
    }
}

nonisolated extension EnvironmentValues {
    /// The badge of the list row being drawn, for a view that draws it itself.
    var listRowBadge: ListRowBadge? {
        get { self[ListRowBadgeKey.self] }
        set { self[ListRowBadgeKey.self] = newValue }
    }
}

nonisolated private enum ListRowBadgeKey: EnvironmentKey { static var defaultValue: ListRowBadge? { nil } }
