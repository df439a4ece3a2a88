// Status: supported — `LazyVGrid` and `LazyHGrid` laid out in fixed, flexible and adaptive tracks as SwiftUI does; a snapshot builds every cell.

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
