// Per-node storage of the arena. A node is an index; its record holds the tree links, the
// resolved style, the state of the algorithm (measured sizes, positions, caches) and the
// rounded results. Records are plain values without references, so the arena can be walked
// through a raw pointer with no reference counting.

/// How a size constraint is to be read (Yoga's `SizingMode`).
enum SizingMode: UInt8 {
    /// The size is exactly the value (`MeasureMode.exactly`).
    case stretchFit
    /// The size is at most the value (`MeasureMode.atMost`).
    case fitContent
    /// No constraint; the value is undefined (`MeasureMode.undefined`).
    case maxContent

    var measureMode: MeasureMode {
        switch self {
        case .stretchFit: return .exactly
        case .fitContent: return .atMost
        case .maxContent: return .undefined
        }
    }
}

/// One remembered result of laying out or measuring a node under given constraints.
struct CacheEntry {
    var availableWidth: Double = -1
    var availableHeight: Double = -1
    var computedWidth: Double = -1
    var computedHeight: Double = -1
    var widthMode: SizingMode = .maxContent
    var heightMode: SizingMode = .maxContent

    static let empty = CacheEntry()
}

/// Measurements remembered per node besides the layout entry (Yoga keeps 8).
let measurementCacheSize = 8

/// Sentinel for "no node".
let noNode: Int32 = -1

struct NodeRecord {
    // Fields are ordered by how often the algorithm touches them: the sizes and positions
    // first, then the resolved style, then the tree links, caches and rounded results.

    var measuredWidth: Double = .nan
    var measuredHeight: Double = .nan
    var computedFlexBasis: Double = .nan
    /// Unrounded offsets from the parent's border box: once layout is complete,
    /// `position.left` / `position.top` place the border box; `right` / `bottom` are
    /// working values measured from the far edges, for reversed axes.
    var position = EdgeValues()
    /// Unrounded border-box size from the last full layout.
    var width: Double = 0
    var height: Double = 0
    // Results snapped to the pixel grid.
    var frameLeft: Double = 0
    var frameTop: Double = 0
    var frameWidth: Double = 0
    var frameHeight: Double = 0
    var absoluteLeft: Double = 0
    var absoluteTop: Double = 0
    var generation: UInt32 = 0
    var computedFlexBasisGeneration: UInt32 = 0
    var lineIndex: Int32 = 0
    var nextMeasurementIndex: Int32 = 0
    var isDirty = true
    var hadOverflow = false
    var direction: Direction = .ltr
    var lastOwnerDirection: Direction = .inherit
    /// Index into the tree's measure / baseline function lists, or -1.
    var measureSlot: Int32 = -1
    var baselineSlot: Int32 = -1
    /// The node's layout children: its children with `display: contents` children replaced
    /// by their own layout children, as a slice of the tree's flattened child list.
    var layoutChildStart: Int32 = 0
    var layoutChildCount: Int32 = 0

    var style = ResolvedStyle()

    // Tree links (document order).
    var parent: Int32 = noNode
    var firstChild: Int32 = noNode
    var lastChild: Int32 = noNode
    var nextSibling: Int32 = noNode
    var previousSibling: Int32 = noNode
    var childCount: Int32 = 0
    /// The style must be resolved again (changed, or the inherited direction changed).
    var needsStyleResolution = true
    /// The direction the resolved style was computed for.
    var styleDirection: Direction = .inherit

    var cachedLayout = CacheEntry.empty
    var margin = EdgeValues()
    var border = EdgeValues()
    var padding = EdgeValues()
}

enum Dimension {
    case width, height
}

extension FlexDirection {
    @inline(__always) var isRow: Bool { self == .row || self == .rowReverse }
    @inline(__always) var isColumn: Bool { self == .column || self == .columnReverse }

    /// The physical direction of this axis in `direction`: rows flip in RTL.
    @inline(__always) func resolved(_ direction: Direction) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        default: return self
        }
    }

    /// The cross axis of a container whose main axis is `self`.
    @inline(__always) func cross(_ direction: Direction) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }

    @inline(__always) var startEdge: PhysicalEdge {
        switch self {
        case .column: return .top
        case .columnReverse: return .bottom
        case .row: return .left
        case .rowReverse: return .right
        }
    }

    @inline(__always) var endEdge: PhysicalEdge {
        switch self {
        case .column: return .bottom
        case .columnReverse: return .top
        case .row: return .right
        case .rowReverse: return .left
        }
    }

    @inline(__always) func inlineStartEdge(_ direction: Direction) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    @inline(__always) func inlineEndEdge(_ direction: Direction) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }

    @inline(__always) var dimension: Dimension { isRow ? .width : .height }
}

/// The larger of two values, ignoring an undefined (NaN) one.
@inline(__always) func maxOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a < b ? b : a }
    return a.isNaN ? b : a
}

/// The smaller of two values, ignoring an undefined (NaN) one.
@inline(__always) func minOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return b < a ? b : a }
    return a.isNaN ? b : a
}
