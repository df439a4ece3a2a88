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

/// Cells in columns, row by row (SwiftUI's `LazyVGrid`). Adaptive columns are counted from the
/// width of the screen's safe area, the usual width of a grid (a snapshot resolves views before
/// it lays them out).
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
        EnvironmentReader { environment in
            let width = environment.screenSize.width - environment.safeAreaInsets.left - environment.safeAreaInsets.right
            let tracks = gridTracks(columns, length: width)
            let cells = options(of: content).map(\.view)
            let rows = stride(from: 0, to: cells.count, by: max(1, tracks.count)).map { Array(cells[$0..<min(cells.count, $0 + tracks.count)]) }
            VStack(alignment: alignment, spacing: spacing.map { Double($0) } ?? 8) {
                ForEach(0..<rows.count, id: \.self) { row in
                    HStack(alignment: .top, spacing: 0) {
                        ForEach(0..<tracks.count, id: \.self) { column in
                            let cell = column < rows[row].count ? rows[row][column] : AnyView(Color.clear.frame(height: 0))
                            GridCell(content: cell, track: tracks[column])
                                .padding(.leading, column == 0 ? 0 : tracks[column].spacing)
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity)
        }
    }
}

/// Cells in rows, column by column (SwiftUI's `LazyHGrid`).
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
        let cells = options(of: content).map(\.view)
        let count = max(1, rows.count)
        let columns = stride(from: 0, to: cells.count, by: count).map { Array(cells[$0..<min(cells.count, $0 + count)]) }
        return HStack(alignment: alignment, spacing: spacing.map { Double($0) } ?? 8) {
            ForEach(0..<columns.count, id: \.self) { column in
                VStack(spacing: 8) {
                    ForEach(0..<columns[column].count, id: \.self) { columns[column][$0] }
                }
            }
        }
    }
}

/// A resolved grid column: fixed, or flexible within bounds.
nonisolated struct GridTrack {
    var fixed: Double?
    var minimum: Double
    var maximum: Double
    var spacing: Double
    var alignment: Alignment
}

/// The tracks of `items` across `length` points, adaptive items made into as many columns as
/// fit, as SwiftUI computes them.
func gridTracks(_ items: [GridItem], length: Double) -> [GridTrack] {
    var tracks: [GridTrack] = []
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
            let count = max(1, Int((length + spacing) / (minimum + spacing)))
            for _ in 0..<min(count, 64) {
                tracks.append(GridTrack(fixed: nil, minimum: minimum, maximum: Double(maximum), spacing: spacing, alignment: alignment))
            }
        }
    }
    return tracks.isEmpty ? [GridTrack(fixed: nil, minimum: 10, maximum: .infinity, spacing: 8, alignment: .center)] : tracks
}

nonisolated struct GridCell: View {
    let content: AnyView
    let track: GridTrack

    var body: some View {
        if let fixed = track.fixed {
            content.frame(width: fixed, alignment: track.alignment)
        } else {
            content.frame(minWidth: 0, maxWidth: track.maximum.isFinite ? track.maximum : .infinity, alignment: track.alignment)
                .frame(maxWidth: .infinity)
        }
    }
}

/// Rows of cells in columns (SwiftUI's `Grid`): each `GridRow` is a row whose cells share the
/// width equally (column widths are not matched to the widest cell: documented).
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
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing.map { Double($0) } ?? 8) {
            content.environment(\.gridSpacing, horizontalSpacing.map { Double($0) } ?? 8)
        }
    }
}

nonisolated extension EnvironmentValues {
    var gridSpacing: Double {
        get { self[GridSpacingKey.self] }
        set { self[GridSpacingKey.self] = newValue }
    }
}

nonisolated private enum GridSpacingKey: EnvironmentKey { static let defaultValue = 8.0 }

/// A row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: some View {
        EnvironmentReader { environment in
            let cells = options(of: content).map(\.view)
            HStack(alignment: alignment ?? .center, spacing: environment.gridSpacing) {
                ForEach(0..<cells.count, id: \.self) { cells[$0].frame(maxWidth: .infinity) }
            }
        }
    }
}

nonisolated extension View {
    /// Accepted: grid cells share the row's width equally.
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// Accepted.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    /// Accepted.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// Accepted.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
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
