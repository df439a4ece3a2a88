/// A lazily built vertical stack (SwiftUI's `LazyVStack`): a snapshot builds every view, so it
/// is a `VStack` that takes the width offered.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing.map { Double($0) }) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A lazily built horizontal stack (SwiftUI's `LazyHStack`): an `HStack`.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing.map { Double($0) }) { content }
    }
}

/// Which views of a lazy stack stay pinned while scrolling.
nonisolated public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column (or row) of a lazy grid.
nonisolated public struct GridItem: Sendable {
    /// How the column is sized.
    nonisolated public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Cells in columns, row by row (SwiftUI's `LazyVGrid`): the columns are sized from the width
/// offered (fixed items their size, flexible items an equal share of what is left within their
/// bounds, adaptive items as many columns of at least their minimum as fit), each row as tall
/// as its tallest cell. A snapshot builds every cell.
nonisolated public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyGridLayout(items: columns, axis: .vertical, spacing: spacing.map { Double($0) } ?? 8,
                       alignment: Alignment(horizontal: alignment, vertical: .center)) { content }
    }
}

/// Cells in rows, column by column (SwiftUI's `LazyHGrid`): the rows are sized from the height
/// offered, as `LazyVGrid`'s columns are from the width.
nonisolated public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyGridLayout(items: rows, axis: .horizontal, spacing: spacing.map { Double($0) } ?? 8,
                       alignment: Alignment(horizontal: .center, vertical: alignment)) { content }
    }
}

/// A resolved grid track (a column of a `LazyVGrid`, a row of a `LazyHGrid`).
nonisolated struct GridTrack {
    var fixed: Double?
    var minimum: Double
    var maximum: Double
    var spacing: Double
    var alignment: Alignment
}

/// The tracks of `items` across `length` points, adaptive items made into as many tracks as
/// fit, as SwiftUI computes them.
func gridTracks(_ items: [GridItem], length: Double) -> [GridTrack] {
    var tracks: [GridTrack] = []
    let fixedLength = items.reduce(0.0) { total, item in
        if case .fixed(let size) = item.size { return total + Double(size) + Double(item.spacing ?? 8) }
        return total
    }
    let adaptiveCount = items.filter { if case .adaptive = $0.size { true } else { false } }.count
    for item in items {
        let spacing = Double(item.spacing ?? 8)
        let alignment = item.alignment ?? .center
        switch item.size {
        case .fixed(let size):
            tracks.append(GridTrack(fixed: Double(size), minimum: Double(size), maximum: Double(size), spacing: spacing, alignment: alignment))
        case .flexible(let minimum, let maximum):
            tracks.append(GridTrack(fixed: nil, minimum: Double(minimum), maximum: Double(maximum), spacing: spacing, alignment: alignment))
        case .adaptive(let minimum, let maximum):
            let minimum = max(1, Double(minimum))
            let available = length.isFinite ? max(length - fixedLength, 0) / Double(max(adaptiveCount, 1)) : minimum
            let count = max(1, Int((available + spacing) / (minimum + spacing)))
            for _ in 0..<min(count, 256) {
                tracks.append(GridTrack(fixed: nil, minimum: minimum, maximum: Double(maximum), spacing: spacing, alignment: alignment))
            }
        }
    }
    return tracks.isEmpty ? [GridTrack(fixed: nil, minimum: 10, maximum: .infinity, spacing: 8, alignment: .center)] : tracks
}

/// The lengths of `tracks` sharing `length`: fixed tracks their size, the others an equal share
/// of the rest, clamped to their bounds (a clamped track's excess shared again).
func gridTrackLengths(_ tracks: [GridTrack], length: Double?) -> [Double] {
    var lengths = tracks.map { $0.fixed ?? $0.minimum }
    guard let length, length.isFinite else { return lengths }
    let spacing = tracks.dropFirst().reduce(0.0) { $0 + $1.spacing }
    var open = Set(tracks.indices.filter { tracks[$0].fixed == nil })
    var remaining = length - spacing - tracks.reduce(0.0) { $0 + ($1.fixed ?? 0) }
    while !open.isEmpty {
        let share = max(remaining, 0) / Double(open.count)
        var clamped = false
        for index in open.sorted() {
            let track = tracks[index]
            if share < track.minimum || share > track.maximum {
                lengths[index] = min(max(share, track.minimum), track.maximum)
                remaining -= lengths[index]
                open.remove(index)
                clamped = true
            }
        }
        if !clamped {
            for index in open { lengths[index] = share }
            break
        }
    }
    return lengths
}

/// The layout of lazy grids: tracks across the grid's axis from the proposal, lines of cells
/// along it.
nonisolated struct LazyGridLayout: Layout {
    let items: [GridItem]
    /// `.vertical` for `LazyVGrid` (columns across, rows down), `.horizontal` for `LazyHGrid`.
    let axis: Axis
    let spacing: Double
    let alignment: Alignment

    struct Arrangement {
        var tracks: [GridTrack]
        var trackLengths: [Double]
        var lineLengths: [Double]
        var size: CGSize
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let across = axis == .vertical ? proposal.width.map { Double($0) } : proposal.height.map { Double($0) }
        let tracks = gridTracks(items, length: across ?? .infinity)
        let lengths = gridTrackLengths(tracks, length: across)
        var lines: [Double] = []
        for (index, subview) in subviews.enumerated() {
            let track = index % tracks.count
            let cell = axis == .vertical ? ProposedViewSize(width: CGFloat(lengths[track]), height: nil)
                                         : ProposedViewSize(width: nil, height: CGFloat(lengths[track]))
            let size = subview.sizeThatFits(cell)
            let along = Double(axis == .vertical ? size.height : size.width)
            if track == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], along)
        }
        let acrossTotal = lengths.reduce(0, +) + tracks.dropFirst().reduce(0.0) { $0 + $1.spacing }
        let alongTotal = lines.reduce(0, +) + spacing * Double(max(lines.count - 1, 0))
        let size = axis == .vertical ? CGSize(width: acrossTotal, height: alongTotal) : CGSize(width: alongTotal, height: acrossTotal)
        return Arrangement(tracks: tracks, trackLengths: lengths, lineLengths: lines, size: size)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        arrange(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let a = arrange(ProposedViewSize(width: bounds.width, height: bounds.height), subviews)
        var trackStarts: [Double] = []
        var position = 0.0
        for (index, track) in a.tracks.enumerated() {
            if index > 0 { position += track.spacing }
            trackStarts.append(position)
            position += a.trackLengths[index]
        }
        // The tracks are centred in the grid (they may be narrower than it), by its alignment.
        let acrossBounds = Double(axis == .vertical ? bounds.width : bounds.height)
        let free = acrossBounds - position
        let shift = free * (axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction)
        var lineStart = 0.0
        for (index, subview) in subviews.enumerated() {
            let trackIndex = index % a.tracks.count, line = index / a.tracks.count
            if trackIndex == 0 && line > 0 { lineStart += a.lineLengths[line - 1] + spacing }
            let track = a.tracks[trackIndex]
            let cellAcross = a.trackLengths[trackIndex], cellAlong = a.lineLengths[line]
            let cell: CGRect = axis == .vertical
                ? CGRect(x: Double(bounds.minX) + shift + trackStarts[trackIndex], y: Double(bounds.minY) + lineStart, width: cellAcross, height: cellAlong)
                : CGRect(x: Double(bounds.minX) + lineStart, y: Double(bounds.minY) + shift + trackStarts[trackIndex], width: cellAlong, height: cellAcross)
            let anchor = track.alignment.unitPoint
            subview.place(at: CGPoint(x: cell.minX + anchor.x * cell.width, y: cell.minY + anchor.y * cell.height), anchor: anchor,
                          proposal: axis == .vertical ? ProposedViewSize(width: cellAcross, height: nil) : ProposedViewSize(width: nil, height: cellAcross))
        }
    }
}

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

/// The first of several views that fits the space offered (SwiftUI's `ViewThatFits`): each
/// child's ideal size along `axes` is compared with the proposal, in order; the last is shown
/// when none fits.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        let flags = AxisFlags(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        try resolver.container(.viewThatFits(flags), style: FlexStyle(), content: content, childAxis: resolver.stackAxis)
    }
}

/// Controls grouped together (SwiftUI's `ControlGroup`): side by side.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 16) { content }
    }
}

/// Reads the size it is offered (SwiftUI's `GeometryReader`): it takes the space offered (10×10
/// when asked for its ideal size), and its content is made during layout with that size and
/// placed at its top leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        let content = self.content
        let geometry = GeometryContent(environment: resolver.environment, pathRecord: resolver.currentRecord) { proxy, resolver throws(RenderError) in
            let view = resolver.withViewEnvironment { evaluateOffMain((content, proxy)) { $0.0($0.1) } }
            return try resolver.roots(of: view, stackAxis: nil)
        }
        var element = Element(kind: .geometryReader(geometry))
        element.expands = .both
        element.compresses = .both
        resolver.emit(element)
    }
}

/// The geometry of a `GeometryReader`: the size it was given, and where it is.
nonisolated public struct GeometryProxy: Sendable {
    /// The size the reader was given.
    public let size: CGSize
    /// The safe-area insets within it.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame on the screen.
    let globalFrame: CGRect

    init(size: CGSize, frame: Rect, safeAreaInsets: EdgeInsets) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        globalFrame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The reader's frame in a coordinate space: on the screen for `.global`, at the origin
    /// for `.local` (named spaces are taken as local).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .global ? globalFrame : CGRect(origin: .zero, size: size)
    }

    /// The frame in a named coordinate space (`.global` and `.local` name the enumeration's).
    @_disfavoredOverload
    public func frame(in coordinateSpace: NamedCoordinateSpace) -> CGRect {
        coordinateSpace == .global ? globalFrame : CGRect(origin: .zero, size: size)
    }
}

nonisolated extension EnvironmentValues {
    /// The size offered to the render's root, set by the renderer.
    var rootSize: Size? {
        get { self[RootSizeKey.self] }
        set { self[RootSizeKey.self] = newValue }
    }
}

nonisolated private enum RootSizeKey: EnvironmentKey { static var defaultValue: Size? { nil } }

nonisolated extension LayoutSubview {
    /// The cells of a `GridRow` inside a `Grid`, or nil for another view.
    var gridRowChildren: [LayoutSubview]? {
        guard case .custom(let box) = layout.resolver.store.elements[Int(id)].kind, box.name == "GridRowLayout" else { return nil }
        return layout.resolver.store.children(of: id).map { LayoutSubview(layout: layout, id: $0, recorder: recorder) }
    }
}
