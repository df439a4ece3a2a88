// Status: supported — a table column's title, cells and width; sorting by a column is accepted (a snapshot shows the rows in the order given).

import Foundation

/// A type that makes a table's columns (SwiftUI's `TableColumnContent`).
public protocol TableColumnContent {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
    /// How the column sorts rows (`Never` when it does not).
    associatedtype TableColumnSortComparator
}

/// One column as a table draws it: its title, its cell for a value, its fixed width if any.
nonisolated struct TableColumnEntry<Value> {
    let title: Text
    let cell: (Value) -> AnyView
    let width: CGFloat?
}

/// A column of a table (SwiftUI's `TableColumn`): a title, and a cell made from each row's value.
nonisolated public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let title: Text
    let content: (RowValue) -> Content
    var fixedWidth: CGFloat?

    var entries: [TableColumnEntry<RowValue>] {
        let content = self.content
        return [TableColumnEntry(title: title, cell: { AnyView(content($0)) }, width: fixedWidth)]
    }

    /// This column with a fixed width (`nil`: the table decides).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.fixedWidth = width
        return column
    }

    /// This column with limits on its width: the ideal width, if given, is drawn.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        width(ideal)
    }
}

nonisolated extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` whose cells `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), content: content, fixedWidth: nil)
    }

    /// A column titled `title` whose cells `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), content: content, fixedWidth: nil)
    }
}

nonisolated extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `titleKey`, sortable by `value`, whose cells `content` makes.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), content: content, fixedWidth: nil)
    }

    /// A column titled `title`, sortable by `value`, whose cells `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), content: content, fixedWidth: nil)
    }
}

nonisolated extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column titled `titleKey` showing, and sortable by, the string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: Text(titleKey), content: { Text($0[keyPath: value]) }, fixedWidth: nil)
    }

    /// A column titled `title` showing, and sortable by, the string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: Text(title), content: { Text($0[keyPath: value]) }, fixedWidth: nil)
    }
}

/// The columns a ``TableColumnBuilder`` makes, in order.
nonisolated public struct TableColumnList<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let entries: [TableColumnEntry<RowValue>]
}

/// Builds a table's columns (SwiftUI's `TableColumnBuilder`).
@resultBuilder
nonisolated public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> TableColumnList<RowValue, Sort> {
        TableColumnList(entries: column.entries)
    }
    public static func buildBlock(_ columns: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(entries: columns.flatMap(\.entries))
    }
    public static func buildOptional(_ columns: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> {
        columns ?? TableColumnList(entries: [])
    }
    public static func buildEither(first: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { first }
    public static func buildEither(second: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { second }
}
