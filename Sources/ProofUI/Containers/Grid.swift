// Status: partial — `Grid` and `GridRow` laid out as SwiftUI does, cells spanning columns with `gridCellColumns`; `gridColumnAlignment`, `gridCellAnchor` and `gridCellUnsizedAxes` are accepted and ignored.

/// Rows of cells in columns (SwiftUI's `Grid`): each column as wide as its widest cell, each
/// row as tall as its tallest; a cell spans `gridCellColumns(_:)` columns; flexible cells (a
/// colour, a frame with an infinite maximum) share the width left over.
nonisolated public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: some View {
        let columns = GridColumns()
        var layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        layout.columns = columns
        return layout { content.environment(\.gridColumns, columns) }
    }
}

/// The column positions a `Grid` computed, which its rows place their cells at (the grid is
/// placed before its rows).
nonisolated final class GridColumns: @unchecked Sendable {
    /// Each column's start from the grid's leading edge, and width.
    var starts: [Double] = []
    var widths: [Double] = []
    var spacing = 8.0
    /// The grid's alignment of cells in their column and row, as unit points.
    var anchor = UnitPoint.center
}

nonisolated extension EnvironmentValues {
    var gridColumns: GridColumns? {
        get { self[GridColumnsKey.self] }
        set { self[GridColumnsKey.self] = newValue }
    }
}

nonisolated private enum GridColumnsKey: EnvironmentKey { static var defaultValue: GridColumns? { nil } }

/// A row of a `Grid`: its cells take the grid's columns (outside a grid, an `HStack`).
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: some View {
        EnvironmentReader { environment in
            if let columns = environment.gridColumns {
                GridRowLayout(alignment: alignment, columns: columns) { content.environment(\.gridColumns, nil) }
            } else {
                HStack(alignment: alignment ?? .center) { content }
            }
        }
    }
}

/// A `GridRow` inside a `Grid`: as wide and tall as the grid makes it, its cells at the grid's
/// columns (the grid measures the cells itself).
nonisolated struct GridRowLayout: Layout {
    let alignment: VerticalAlignment?
    let columns: GridColumns

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var column = 0
        let y = alignment?.fraction ?? columns.anchor.y
        let anchorX = columns.anchor.x
        for subview in subviews {
            guard column < columns.starts.count else { break }
            let span = subview[GridCellColumnsKey.self]
            let end = min(column + span, columns.starts.count)
            let width = columns.widths[column..<end].reduce(0, +) + columns.spacing * Double(end - column - 1)
            let x = Double(bounds.minX) + columns.starts[column]
            subview.place(at: CGPoint(x: x + anchorX * width, y: Double(bounds.minY) + y * Double(bounds.height)),
                          anchor: UnitPoint(x: anchorX, y: y), proposal: ProposedViewSize(width: width, height: bounds.height))
            column = end
        }
    }
}

nonisolated struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }

nonisolated extension View {
    /// The number of grid columns the cell spans.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: max(1, count)) }
    /// Accepted: cells align by the grid's alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    /// Accepted: cells align by the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// Accepted.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

/// SwiftUI's `GridLayout`: the `Grid` container's layout, for `AnyLayout` too.
nonisolated public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    /// Where the grid leaves its column positions for its rows.
    var columns: GridColumns?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// One cell: its subview, row, first column and span.
    private struct Cell {
        var view: LayoutSubview
        var row: Int
        var column: Int
        var span: Int
    }

    private struct Arrangement {
        var cells: [Cell]
        var columnWidths: [Double]
        var rowHeights: [Double]
        var size: CGSize
    }

    private func cells(_ subviews: Subviews) -> (cells: [Cell], rows: Int, columns: Int) {
        var cells: [Cell] = []
        var rows = 0, columns = 0
        for subview in subviews {
            let children = subview.gridRowChildren
            if let children {
                var column = 0
                for child in children {
                    let span = child[GridCellColumnsKey.self]
                    cells.append(Cell(view: child, row: rows, column: column, span: span))
                    column += span
                }
                columns = max(columns, column)
            } else {
                // A view outside a row takes a row of its own, across every column.
                cells.append(Cell(view: subview, row: rows, column: 0, span: 0))
            }
            rows += 1
        }
        return (cells, rows, max(columns, 1))
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let hSpacing = Double(horizontalSpacing ?? 8), vSpacing = Double(verticalSpacing ?? 8)
        var (cells, rows, columns) = cells(subviews)
        for index in cells.indices where cells[index].span == 0 { cells[index].span = columns }
        var widths = [Double](repeating: 0, count: columns)
        var flexible = [Bool](repeating: false, count: columns)
        for cell in cells where cell.span == 1 {
            let ideal = Double(cell.view.sizeThatFits(.unspecified).width)
            widths[cell.column] = max(widths[cell.column], ideal)
            if Double(cell.view.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width) > ideal { flexible[cell.column] = true }
        }
        let spacingTotal = hSpacing * Double(columns - 1)
        if let width = proposal.width.map({ Double($0) }), width.isFinite {
            let free = width - spacingTotal - widths.reduce(0, +)
            let open = flexible.filter { $0 }.count
            if free > 0, open > 0 {
                for column in 0..<columns where flexible[column] { widths[column] += free / Double(open) }
            }
        }
        var heights = [Double](repeating: 0, count: rows)
        for cell in cells {
            let width = widths[cell.column..<min(cell.column + cell.span, columns)].reduce(0, +) + hSpacing * Double(cell.span - 1)
            heights[cell.row] = max(heights[cell.row], Double(cell.view.sizeThatFits(ProposedViewSize(width: width, height: nil)).height))
        }
        let size = CGSize(width: widths.reduce(0, +) + spacingTotal, height: heights.reduce(0, +) + vSpacing * Double(max(rows - 1, 0)))
        return Arrangement(cells: cells, columnWidths: widths, rowHeights: heights, size: size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let hSpacing = Double(horizontalSpacing ?? 8), vSpacing = Double(verticalSpacing ?? 8)
        let a = arrange(ProposedViewSize(width: bounds.width, height: bounds.height), subviews)
        var xs: [Double] = [], ys: [Double] = []
        var x = Double(bounds.minX), y = Double(bounds.minY)
        for width in a.columnWidths { xs.append(x); x += width + hSpacing }
        for height in a.rowHeights { ys.append(y); y += height + vSpacing }
        columns?.starts = xs.map { $0 - Double(bounds.minX) }
        columns?.widths = a.columnWidths
        columns?.spacing = hSpacing
        columns?.anchor = alignment.unitPoint
        for (row, subview) in subviews.enumerated() where subview.gridRowChildren != nil {
            // A row is placed across the grid; it places its cells at the columns.
            subview.place(at: CGPoint(x: bounds.minX, y: ys[row]), anchor: .topLeading,
                          proposal: ProposedViewSize(width: a.size.width, height: a.rowHeights[row]))
        }
        let anchor = alignment.unitPoint
        for cell in a.cells where subviews.contains(cell.view) {
            let end = min(cell.column + cell.span, a.columnWidths.count)
            let width = a.columnWidths[cell.column..<end].reduce(0, +) + hSpacing * Double(end - cell.column - 1)
            let height = a.rowHeights[cell.row]
            cell.view.place(at: CGPoint(x: xs[cell.column] + anchor.x * width, y: ys[cell.row] + anchor.y * height), anchor: anchor,
                            proposal: ProposedViewSize(width: width, height: height))
        }
    }
}

nonisolated extension LayoutSubview {
    /// The cells of a `GridRow` inside a `Grid`, or nil for another view.
    var gridRowChildren: [LayoutSubview]? {
        guard case .custom(let box) = layout.resolver.store.elements[Int(id)].kind, box.name == "GridRowLayout" else { return nil }
        return layout.resolver.store.children(of: id).map { LayoutSubview(layout: layout, id: $0, recorder: recorder) }
    }
}
