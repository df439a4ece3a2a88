// Status: partial — on iPhone (compact width) a table is drawn as Apple documents: its first column only, as a list; in regular width its column titles and cells side by side (the look of iPad's table header is not measured). Selection and sorting are accepted: the rows keep the order given.

import Foundation

/// Rows of values in columns (SwiftUI's `Table`). As Apple documents, a narrow display (a
/// compact horizontal size class, as on iPhone) shows only the first column, and the table
/// behaves like a list; a regular width shows every column with its title.
nonisolated public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
    where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let values: [Value]
    let columns: [TableColumnEntry<Value>]
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    init(values: [Value], columns: [TableColumnEntry<Value>]) {
        self.values = values
        self.columns = columns
    }

    public var body: some View {
        if horizontalSizeClass == .regular {
            List {
                HStack(spacing: 8) {
                    ForEach(columns.indices, id: \.self) { index in
                        cell(columns[index].title.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary), index)
                    }
                }
                ForEach(values.indices, id: \.self) { row in
                    HStack(spacing: 8) {
                        ForEach(columns.indices, id: \.self) { index in cell(columns[index].cell(values[row]), index) }
                    }
                }
            }
            .listStyle(.plain)
        } else {
            List {
                if let first = columns.first {
                    ForEach(values.indices, id: \.self) { row in first.cell(values[row]) }
                }
            }
            .listStyle(.plain)
        }
    }

    /// A cell of column `index`: its fixed width, or an equal share of what is left.
    private func cell(_ content: some View, _ index: Int) -> some View {
        Group {
            if let width = columns[index].width {
                content.frame(width: width, alignment: .leading)
            } else {
                content.frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

nonisolated extension Table {
    /// A table of `data`'s elements, one row each, in the columns `columns` makes.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableRowList<Value>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(values: Array(data), columns: columns().entries)
    }

    /// A table of `data` whose rows can be selected (a snapshot shows no selection).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableRowList<Value>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(values: Array(data), columns: columns().entries)
    }

    /// A table of `data` where one row can be selected (a snapshot shows no selection).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableRowList<Value>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(values: Array(data), columns: columns().entries)
    }

    /// A table of `data` sortable by its columns (the rows are drawn in `data`'s order).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableRowList<Value>, Data.Element == Value, Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        self.init(values: Array(data), columns: columns().entries)
    }

    /// A table of `data`, selectable and sortable (a snapshot shows no selection; the rows
    /// are drawn in `data`'s order).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                   sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableRowList<Value>, Data.Element == Value, Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        self.init(values: Array(data), columns: columns().entries)
    }

    /// A table whose rows `rows` lists, in the columns `columns` makes.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Never> {
        self.init(values: rows().values, columns: columns().entries)
    }

    /// A table with explicit rows whose rows can be selected (a snapshot shows no selection).
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Never> {
        self.init(values: rows().values, columns: columns().entries)
    }

    /// A table with explicit rows, sortable by its columns (the rows keep the order given).
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        self.init(values: rows().values, columns: columns().entries)
    }

    /// A table with explicit rows, selectable and sortable (a snapshot shows no selection; the
    /// rows keep the order given).
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        self.init(values: rows().values, columns: columns().entries)
    }
}
