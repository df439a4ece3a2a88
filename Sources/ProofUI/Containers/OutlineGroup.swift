// Status: supported — each root element's view; an element with children is a collapsed
// disclosure group (its label and chevron), as an outline shows before anything is opened.

/// Views for tree-structured data (SwiftUI's `OutlineGroup`, iOS 14): each element's view, and
/// for an element whose children are not nil, a disclosure group, collapsed as an outline is
/// when it first appears.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let rows: [AnyView]
}

nonisolated extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(0..<rows.count, id: \.self) { rows[$0] }
    }
}

nonisolated extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View, Data.Element: Identifiable {
    /// An outline of the elements of `data` and, under each, its `children`.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        rows = data.map { Self.row($0, children: children, content: content) }
    }

    /// An outline from one root element and, under it, its `children`.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        rows = [Self.row(root, children: children, content: content)]
    }
}

nonisolated extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
    /// An outline of the elements of `data`, identified by `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        rows = data.map { Self.row($0, children: children, content: content) }
    }

    /// An outline from one root element, identified by `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        rows = [Self.row(root, children: children, content: content)]
    }

    static func row<DataElement>(_ element: DataElement, children: KeyPath<DataElement, Data?>,
                                 content: (DataElement) -> Leaf) -> AnyView {
        let view = content(element)
        guard element[keyPath: children] != nil else { return AnyView(view) }
        return AnyView(DisclosureGroup(content: { OutlineSubgroupChildren() }, label: { view }))
    }
}

/// The children of an outline's subgroup (SwiftUI's `OutlineSubgroupChildren`): not shown, as
/// the subgroup is collapsed.
nonisolated public struct OutlineSubgroupChildren: View {
    public var body: some View { EmptyView() }
}

nonisolated extension List where SelectionValue == Never {
    /// Rows of tree-structured data: each root element, with a disclosure group for those
    /// with children (collapsed).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init(content: { OutlineGroup(data, children: children, content: rowContent) })
    }

    /// Rows of tree-structured data identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: { OutlineGroup(data, id: id, children: children, content: rowContent) })
    }
}

nonisolated extension List {
    /// Rows of tree-structured data, with selection (not drawn).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init(selection: selection, content: { OutlineGroup(data, children: children, content: rowContent) })
    }

    /// Rows of tree-structured data, with multiple selection (not drawn).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init(selection: selection, content: { OutlineGroup(data, children: children, content: rowContent) })
    }
}
