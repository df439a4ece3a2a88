// Status: partial — iOS 18's `Group(subviews:transform:)` and `ForEach(subviews:content:)` give the views a view builder wrote (tuple members, `ForEach` views, `if` branches, `Group` and `Section` contents, in order) as `Subview`s; a custom view is one subview (SwiftUI also splits a custom view whose body is several views), and each subview carries its container values (ContainerValues.swift).

/// One of the views another view is made of (SwiftUI's `Subview`), drawn as that view.
nonisolated public struct Subview: View, Identifiable {
    /// A subview's identity: its place among its container's subviews.
    nonisolated public struct ID: Hashable, Sendable {
        let index: Int
    }

    public let id: ID
    let content: AnyView
    /// The values the view gives its container with `.containerValue(_:_:)` (iOS 18).
    public let containerValues: ContainerValues

    public var body: some View { content }
}

/// The subviews of a view, in order (SwiftUI's `SubviewsCollection`); drawn as a view, it
/// draws them all, as the original view does.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    let subviews: [Subview]

    init(of view: some View) {
        self.init(subviewViews(of: view))
    }

    init(_ views: [SubviewEntry]) {
        subviews = views.enumerated().map {
            Subview(id: Subview.ID(index: $0.offset), content: $0.element.view, containerValues: $0.element.values)
        }
    }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    public var body: some View {
        ForEach(subviews) { $0 }
    }
}

/// A part of a ``SubviewsCollection`` (SwiftUI's `SubviewsCollectionSlice`).
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let subviews: ArraySlice<Subview>

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    public var body: some View {
        ForEach(Array(subviews)) { $0 }
    }
}

/// The subviews of a view that `ForEach(subviews:content:)` makes its views from (SwiftUI's
/// `ForEachSubviewCollection`).
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
}

/// The view `Group(subviews:transform:)` makes: `transform`'s view of the base's subviews
/// (SwiftUI's `GroupElementsOfContent`).
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content

    public var body: some View {
        transform(SubviewsCollection(of: base))
    }
}

nonisolated extension Group where Content: View {
    /// A group of the view `transform` makes from the subviews of `view` (iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }
}

nonisolated extension ForEach {
    /// A view for each subview of `view`, in order (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(subviews: SubviewsCollection(of: view).subviews), id: \.id, content: content)
    }
}

/// A view a view builder wrote, with the container values it sets.
typealias SubviewEntry = (view: AnyView, values: ContainerValues)

/// A section's header or footer as subviews (none when absent): it sets no container values.
nonisolated func subviewEntries(_ view: AnyView?) -> [SubviewEntry] {
    view.map { [($0, ContainerValues())] } ?? []
}

/// A section's rows as subviews, with the container values each sets.
nonisolated func subviewEntries(_ rows: [(AnyView, RowTraits)]) -> [SubviewEntry] {
    rows.map { ($0.0, $0.1.containerValues) }
}

/// The views a view builder wrote in `view`, in order, with the container values each sets:
/// a section's header, rows and footer are its subviews too.
nonisolated func subviewViews(of view: some View) -> [SubviewEntry] {
    listItems(of: view).flatMap { item -> [SubviewEntry] in
        switch item {
        case let .row(row, traits): return [(row, traits.containerValues)]
        case let .section(header, footer, rows): return subviewEntries(header) + subviewEntries(rows) + subviewEntries(footer)
        }
    }
}
