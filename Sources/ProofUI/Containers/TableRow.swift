// Status: supported — a table's rows: single rows, a `ForEach` of rows and sections of them, in order.

/// A type that makes a table's rows (SwiftUI's `TableRowContent`).
public protocol TableRowContent {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
}

/// Row content that knows its values, in order.
protocol TableRowCollecting {
    func tableRowValues() -> [Any]
}

/// One row of a table, showing `value` in every column (SwiftUI's `TableRow`).
///
/// It is also a view, which draws nothing, so that `ForEach(orders) { TableRow($0) }` and a
/// `Section` of them compile where ProofUI's `ForEach` makes views (as SwiftUI's table rows
/// are listed by a `ForEach` of row content).
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent, TableRowCollecting, View {
    public typealias TableRowValue = Value
    let value: Value

    /// A row showing `value`.
    public init(_ value: Value) {
        self.value = value
    }

    public var body: some View { EmptyView() }

    func tableRowValues() -> [Any] { [value] }
}

/// The rows a ``TableRowBuilder`` or a table's collection makes: values, in order.
nonisolated public struct TableRowList<Value: Identifiable>: TableRowContent, TableRowCollecting {
    public typealias TableRowValue = Value
    let values: [Value]

    func tableRowValues() -> [Any] { values }
}

/// Builds a table's rows (SwiftUI's `TableRowBuilder`): rows, `ForEach`es of rows and
/// sections holding them.
@resultBuilder
nonisolated public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression(_ row: TableRow<Value>) -> TableRowList<Value> { TableRowList(values: [row.value]) }
    public static func buildExpression<Data, ID>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> TableRowList<Value> {
        TableRowList(values: rows.data.map { rows.content($0).value })
    }
    public static func buildExpression<Parent, Data, ID, Footer>(_ section: Section<Parent, ForEach<Data, ID, TableRow<Value>>, Footer>)
        -> TableRowList<Value> {
        buildExpression(section.content)
    }
    public static func buildExpression<Parent, Footer>(_ section: Section<Parent, TableRow<Value>, Footer>) -> TableRowList<Value> {
        buildExpression(section.content)
    }
    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(values: parts.flatMap(\.values))
    }
    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> { part ?? TableRowList(values: []) }
    public static func buildEither(first: TableRowList<Value>) -> TableRowList<Value> { first }
    public static func buildEither(second: TableRowList<Value>) -> TableRowList<Value> { second }
    public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> { TableRowList(values: parts.flatMap(\.values)) }
}
