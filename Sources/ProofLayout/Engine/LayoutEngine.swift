/// Counters of one layout pass, for tests and tuning.
public struct LayoutStatistics: Hashable, Sendable {
    /// Calls of measure functions.
    public var measureCallbacks = 0
    /// Calls of baseline functions.
    public var baselineCallbacks = 0
    /// Nodes laid out (positions of their children computed).
    public var layouts = 0
    /// Nodes measured (size only).
    public var measures = 0
    /// Layouts answered from a node's cache.
    public var cachedLayouts = 0
    /// Measurements answered from a node's cache.
    public var cachedMeasures = 0

    public init() {}
}

/// The flexbox algorithm over the arena, for the duration of one layout call. It holds raw
/// pointers into the tree's storage (valid only inside `LayoutTree.layout`), and mutates
/// records through them; the struct itself is never mutated, so its methods compose without
/// exclusivity checks or reference counting.
struct LayoutEngine {
    let nodes: UnsafeMutablePointer<NodeRecord>
    let layoutChildren: UnsafePointer<Int32>
    let measurements: UnsafeMutablePointer<CacheEntry>
    let measureFunctions: UnsafeBufferPointer<MeasureFunction>
    let baselineFunctions: UnsafeBufferPointer<BaselineFunction>
    let statistics: UnsafeMutablePointer<LayoutStatistics>
    let root: Int
    let generation: UInt32
    let errata: LayoutConfiguration.Errata
    let pointScaleFactor: Double
    /// The most node layouts and measurements one call may perform; past it the pass
    /// unwinds without further work and the call fails (see `LayoutError.layoutTooComplex`).
    let workBudget: Int

    // MARK: Tree access

    @inline(__always) func childCount(_ n: Int) -> Int { Int(nodes[n].layoutChildCount) }

    @inline(__always) func child(_ n: Int, _ i: Int) -> Int {
        Int(layoutChildren[Int(nodes[n].layoutChildStart) + i])
    }

    @inline(__always) func hasMeasureFunction(_ n: Int) -> Bool { nodes[n].measureSlot >= 0 }

    // MARK: Style queries (Yoga's Style / Node helpers over resolved physical edges)

    @inline(__always) func measured(_ n: Int, _ dimension: Dimension) -> Double {
        dimension == .width ? nodes[n].measuredWidth : nodes[n].measuredHeight
    }

    @inline(__always) func setMeasured(_ n: Int, _ dimension: Dimension, _ value: Double) {
        if dimension == .width { nodes[n].measuredWidth = value } else { nodes[n].measuredHeight = value }
    }

    @inline(__always) func margin(_ n: Int, _ edge: PhysicalEdge, _ widthSize: Double) -> Double {
        let value = nodes[n].style.margin[edge].resolve(widthSize)
        return value.isNaN ? 0 : value
    }

    @inline(__always) func marginForAxis(_ n: Int, _ axis: FlexDirection, _ widthSize: Double) -> Double {
        axis.isRow
            ? margin(n, .left, widthSize) + margin(n, .right, widthSize)
            : margin(n, .top, widthSize) + margin(n, .bottom, widthSize)
    }

    @inline(__always) func padding(_ n: Int, _ edge: PhysicalEdge, _ widthSize: Double) -> Double {
        guard nodes[n].style.hasPaddingOrBorder else { return 0 }
        return maxOrDefined(nodes[n].style.padding[edge].resolve(widthSize), 0)
    }

    @inline(__always) func border(_ n: Int, _ edge: PhysicalEdge) -> Double {
        nodes[n].style.border[edge]
    }

    @inline(__always) func paddingAndBorder(_ n: Int, _ edge: PhysicalEdge, _ widthSize: Double) -> Double {
        padding(n, edge, widthSize) + border(n, edge)
    }

    @inline(__always) func paddingAndBorderForAxis(_ n: Int, _ axis: FlexDirection, _ widthSize: Double) -> Double {
        guard nodes[n].style.hasPaddingOrBorder else { return 0 }
        return axis.isRow
            ? paddingAndBorder(n, .left, widthSize) + paddingAndBorder(n, .right, widthSize)
            : paddingAndBorder(n, .top, widthSize) + paddingAndBorder(n, .bottom, widthSize)
    }

    @inline(__always) func borderForAxis(_ n: Int, _ axis: FlexDirection) -> Double {
        axis.isRow ? border(n, .left) + border(n, .right) : border(n, .top) + border(n, .bottom)
    }

    @inline(__always) func isMarginAuto(_ n: Int, _ edge: PhysicalEdge) -> Bool {
        nodes[n].style.margin[edge].unit == .auto
    }

    @inline(__always) func isPositionDefined(_ n: Int, _ edge: PhysicalEdge) -> Bool {
        let unit = nodes[n].style.position[edge].unit
        return unit != .undefined && unit != .auto
    }

    @inline(__always) func position(_ n: Int, _ edge: PhysicalEdge, _ axisSize: Double) -> Double {
        let value = nodes[n].style.position[edge].resolve(axisSize)
        return value.isNaN ? 0 : value
    }

    @inline(__always) func gapForAxis(_ n: Int, _ axis: FlexDirection, _ ownerSize: Double) -> Double {
        let gap = axis.isRow ? nodes[n].style.columnGap : nodes[n].style.rowGap
        return maxOrDefined(gap.resolve(ownerSize), 0)
    }

    @inline(__always) func paddingAndBorderForDimension(_ n: Int, _ dimension: Dimension, _ widthSize: Double) -> Double {
        paddingAndBorderForAxis(n, dimension == .width ? .row : .column, widthSize)
    }

    /// The `min-*` size in points (border box), or NaN.
    @inline(__always) func resolvedMinDimension(_ n: Int, _ dimension: Dimension, _ reference: Double, _ ownerWidth: Double) -> Double {
        let value = (dimension == .width ? nodes[n].style.minWidth : nodes[n].style.minHeight).resolve(reference)
        if nodes[n].style.boxSizing == .borderBox { return value }
        return value + paddingAndBorderForDimension(n, dimension, ownerWidth)
    }

    /// The `max-*` size in points (border box), or NaN.
    @inline(__always) func resolvedMaxDimension(_ n: Int, _ dimension: Dimension, _ reference: Double, _ ownerWidth: Double) -> Double {
        let value = (dimension == .width ? nodes[n].style.maxWidth : nodes[n].style.maxHeight).resolve(reference)
        if nodes[n].style.boxSizing == .borderBox { return value }
        return value + paddingAndBorderForDimension(n, dimension, ownerWidth)
    }

    @inline(__always) func styleDimension(_ n: Int, _ dimension: Dimension) -> Length {
        dimension == .width ? nodes[n].style.width : nodes[n].style.height
    }

    /// The `width` / `height` in points (border box), or NaN.
    @inline(__always) func resolvedDimension(_ n: Int, _ dimension: Dimension, _ reference: Double, _ ownerWidth: Double) -> Double {
        let value = styleDimension(n, dimension).resolve(reference)
        if nodes[n].style.boxSizing == .borderBox { return value }
        return value + paddingAndBorderForDimension(n, dimension, ownerWidth)
    }

    /// Whether the node's size along `dimension` is definite (https://www.w3.org/TR/css-sizing-3/#definite).
    @inline(__always) func hasDefiniteLength(_ n: Int, _ dimension: Dimension, _ ownerSize: Double) -> Bool {
        let value = styleDimension(n, dimension).resolve(ownerSize)
        return !value.isNaN && value >= 0
    }

    @inline(__always) func resolvedFlexBasis(_ n: Int, _ axis: FlexDirection, _ reference: Double, _ ownerWidth: Double) -> Double {
        let value = nodes[n].style.flexBasis.resolve(reference)
        if nodes[n].style.boxSizing == .borderBox { return value }
        return value + paddingAndBorderForDimension(n, axis.dimension, ownerWidth)
    }

    @inline(__always) func flexGrow(_ n: Int) -> Double { n == root ? 0 : nodes[n].style.flexGrow }

    @inline(__always) func flexShrink(_ n: Int) -> Double { n == root ? 0 : nodes[n].style.flexShrink }

    @inline(__always) func isFlexible(_ n: Int) -> Bool {
        nodes[n].style.positionType != .absolute && (flexGrow(n) != 0 || flexShrink(n) != 0)
    }

    @inline(__always) func alignment(of child: Int, in parent: Int) -> Align {
        let alignSelf = nodes[child].style.alignSelf
        let align = alignSelf == .auto ? nodes[parent].style.alignItems : alignSelf
        if align == .baseline && nodes[parent].style.flexDirection.isColumn { return .flexStart }
        return align
    }

    @inline(__always) func dimensionWithMargin(_ n: Int, _ axis: FlexDirection, _ widthSize: Double) -> Double {
        measured(n, axis.dimension) + marginForAxis(n, axis, widthSize)
    }

    @inline(__always) func isLayoutDimensionDefined(_ n: Int, _ axis: FlexDirection) -> Bool {
        let value = measured(n, axis.dimension)
        return !value.isNaN && value >= 0
    }

    // MARK: Bounds

    /// `value` clamped to the node's min and max along `axis` (Yoga's `boundAxisWithinMinAndMax`).
    @inline(__always) func boundAxisWithinMinAndMax(_ n: Int, _ axis: FlexDirection, _ value: Double, _ axisSize: Double, _ widthSize: Double) -> Double {
        guard axis.isRow ? nodes[n].style.hasWidthBounds : nodes[n].style.hasHeightBounds else { return value }
        let dimension = axis.dimension
        let minimum = resolvedMinDimension(n, dimension, axisSize, widthSize)
        let maximum = resolvedMaxDimension(n, dimension, axisSize, widthSize)
        if maximum >= 0 && value > maximum { return maximum }
        if minimum >= 0 && value < minimum { return minimum }
        return value
    }

    /// Like `boundAxisWithinMinAndMax`, and never below the node's padding and border.
    @inline(__always) func boundAxis(_ n: Int, _ axis: FlexDirection, _ value: Double, _ axisSize: Double, _ widthSize: Double) -> Double {
        maxOrDefined(boundAxisWithinMinAndMax(n, axis, value, axisSize, widthSize), paddingAndBorderForAxis(n, axis, widthSize))
    }

    // MARK: Positions

    @inline(__always) func setPosition(_ n: Int, _ edge: PhysicalEdge, _ value: Double) {
        nodes[n].position[edge] = value
    }

    @inline(__always) func positionOfOppositeEdge(_ position: Double, _ axis: FlexDirection, _ container: Int, _ n: Int) -> Double {
        measured(container, axis.dimension) - measured(n, axis.dimension) - position
    }

    @inline(__always) func setChildTrailingPosition(_ parent: Int, _ child: Int, _ axis: FlexDirection) {
        setPosition(child, axis.endEdge, positionOfOppositeEdge(nodes[child].position[axis.startEdge], axis, parent, child))
    }

    /// The relative offset of a node in points, rightwards and downwards. When both insets
    /// of an axis are set, the inline-start one wins, as in CSS.
    @inline(__always) func relativeOffset(_ n: Int, direction: Direction, ownerWidth: Double, ownerHeight: Double) -> (dx: Double, dy: Double) {
        if nodes[n].style.positionType == .static { return (0, 0) }
        let dx: Double
        if direction == .rtl {
            dx = isPositionDefined(n, .right) ? -position(n, .right, ownerWidth) : position(n, .left, ownerWidth)
        } else {
            dx = isPositionDefined(n, .left) ? position(n, .left, ownerWidth) : -position(n, .right, ownerWidth)
        }
        let dy = isPositionDefined(n, .top) ? position(n, .top, ownerHeight) : -position(n, .bottom, ownerHeight)
        return (dx, dy)
    }

    /// Sets a child's initial position from its margins and relative offset (Yoga's
    /// `Node::setPosition`). The far edges hold the offset measured the other way, so a
    /// relative offset moves the node the same way in reversed containers too.
    func setInitialPosition(_ n: Int, direction: Direction, ownerWidth: Double, ownerHeight: Double) {
        let (dx, dy) = relativeOffset(n, direction: direction, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        nodes[n].position = EdgeValues(
            left: margin(n, .left, ownerWidth) + dx,
            top: margin(n, .top, ownerWidth) + dy,
            right: margin(n, .right, ownerWidth) - dx,
            bottom: margin(n, .bottom, ownerWidth) - dy
        )
    }
}
