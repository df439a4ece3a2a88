import Foundation
import Testing
@testable import ProofUI

/// `Table` as real files use it: on iPhone (compact width) Apple documents that a table shows
/// only its first column, as a list; a regular width shows every column with its title.
@Suite struct TableTests {
    struct Order: Identifiable {
        let id: Int
        let name: String
        let count: Int
    }

    static let orders = [Order(id: 1, name: "Glazed", count: 3), Order(id: 2, name: "Sprinkles", count: 12)]

    /// The strings drawn by `view` in a 393 pt wide screen of `sizeClass`.
    func texts(_ view: some View, _ sizeClass: UserInterfaceSizeClass) throws -> [String] {
        let described = try describe(view.environment(\.horizontalSizeClass, sizeClass), width: 393, height: 300)
        return described.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func aCompactTableIsAListOfItsFirstColumn() throws {
        let table = Table(Self.orders) {
            TableColumn("Name", value: \.name)
            TableColumn("Count") { order in Text("\(order.count)") }
        }
        #expect(try texts(table, .compact) == ["Glazed", "Sprinkles"])
        // The same as a plain list of the first column's cells, row for row.
        let list = List { ForEach(Self.orders) { Text($0.name) } }.listStyle(.plain)
        #expect(try describe(table.environment(\.horizontalSizeClass, .compact), width: 393, height: 300)
            == describe(list.environment(\.horizontalSizeClass, .compact), width: 393, height: 300))
    }

    @Test func aRegularTableShowsEveryColumnWithItsTitle() throws {
        let table = Table(Self.orders) {
            TableColumn("Name", value: \.name)
            TableColumn("Count") { order in Text("\(order.count)") }.width(60)
        }
        #expect(try texts(table, .regular) == ["Name", "Count", "Glazed", "3", "Sprinkles", "12"])
    }

    @Test @MainActor func explicitRowsInSectionsWithSelectionAndSortOrder() throws {
        struct OrdersTable: View {
            @State var selection: Set<Int> = []
            @State var sortOrder = [KeyPathComparator(\Order.name, order: .reverse)]
            var body: some View {
                Table(selection: $selection, sortOrder: $sortOrder) {
                    TableColumn("Order", value: \.name) { order in Text(order.name) }
                    TableColumn("Details") { _ in Text("…") }.width(60)
                } rows: {
                    TableRow(Order(id: 0, name: "First", count: 1))
                    Section {
                        ForEach(TableTests.orders) { order in TableRow(order) }
                    }
                }
                .tableStyle(.inset)
            }
        }
        // The rows keep the order given (a snapshot does not sort).
        #expect(try texts(OrdersTable(), .compact) == ["First", "Glazed", "Sprinkles"])
        #expect(try texts(Table(Self.orders, selection: .constant(Set<Int>())) { TableColumn("Name", value: \.name) }, .compact)
            == ["Glazed", "Sprinkles"])
    }
}
