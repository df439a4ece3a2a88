/// The computed layout of one node, in points.
public struct NodeLayout: Hashable, Sendable {
    /// The border box relative to the parent's border box, snapped to the pixel grid: the
    /// origin is the rounded offset from the parent, the size the difference of the rounded
    /// absolute edges (so neighbours never overlap or leave gaps).
    public var frame: Rect
    /// The border box relative to the root's containing block, on the pixel grid.
    public var absoluteFrame: Rect
    /// The resolved inline direction.
    public var direction: Direction
    /// Resolved margins, borders and padding (not rounded).
    public var margin: EdgeInsets
    public var border: EdgeInsets
    public var padding: EdgeInsets
    /// Whether the children overflow the node along its main axis.
    public var hadOverflow: Bool
}

/// A tree of flexbox nodes and its layout, with Yoga's semantics.
///
/// Nodes live in an arena and are named by ``NodeID``; building a tree is a few appends per
/// node. ``layout(availableWidth:availableHeight:direction:scale:)`` computes frames;
/// laying out again after changes redoes only the dirty part, and an unchanged tree is
/// answered from the root's cache. The tree is a value: copies are independent.
///
/// ```swift
/// var tree = LayoutTree(root: rootStyle)
/// let title = tree.addNode(titleStyle, parent: tree.root, measure: measureTitle)
/// try tree.layout(availableWidth: 375, scale: 3)
/// let frame = tree.frame(of: title)
/// ```
public struct LayoutTree: Sendable {
    /// A node of a ``LayoutTree``. Valid only with the tree that created it (or a copy).
    public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
        public let index: Int32
        public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
        public var description: String { "node#\(index)" }
    }

    public let configuration: LayoutConfiguration
    /// The root node, created with the tree.
    public let root: NodeID
    /// Counters of the last layout call.
    public internal(set) var statistics = LayoutStatistics()

    var nodes: [NodeRecord] = []
    var styles: [Style] = []
    var measureFunctions: [MeasureFunction] = []
    var baselineFunctions: [BaselineFunction] = []
    var measurements: [CacheEntry] = []
    var layoutChildren: [Int32] = []
    var structureChanged = true
    var stylesChanged = true
    var generation: UInt32 = 0
    var lastDirection: Direction = .inherit
    var lastScale: Double = .nan
    var maximumDepthFromRoot = 1
    /// Every node is in the root's tree and has a larger index than its parent.
    var parentsPrecedeChildren = false

    /// A tree with a root node of style `root`.
    public init(root: Style = Style(), configuration: LayoutConfiguration = LayoutConfiguration(), minimumCapacity: Int = 0) {
        self.configuration = configuration
        nodes.reserveCapacity(minimumCapacity)
        styles.reserveCapacity(minimumCapacity)
        self.root = NodeID(index: 0)
        nodes.append(NodeRecord())
        styles.append(root)
    }

    /// The number of nodes, attached or not.
    public var nodeCount: Int { nodes.count }

    // MARK: Building

    /// Adds a node, as the last child of `parent` if given, and returns it. A `measure`
    /// function makes the node a leaf sized by its content (text, images); `baseline`
    /// gives its first baseline for `align-items: baseline`.
    @discardableResult
    public mutating func addNode(
        _ style: Style = Style(), parent: NodeID? = nil,
        measure: MeasureFunction? = nil, baseline: BaselineFunction? = nil
    ) -> NodeID {
        precondition(nodes.count < Int(Int32.max), "a layout tree holds at most \(Int32.max) nodes")
        let id = NodeID(index: Int32(nodes.count))
        var record = NodeRecord()
        if let measure {
            record.measureSlot = Int32(measureFunctions.count)
            measureFunctions.append(measure)
        }
        if let baseline {
            record.baselineSlot = Int32(baselineFunctions.count)
            baselineFunctions.append(baseline)
        }
        nodes.append(record)
        styles.append(style)
        stylesChanged = true
        if let parent {
            check(parent)
            link(Int(id.index), to: Int(parent.index), before: noNode)
        }
        return id
    }

    /// Attaches `child` as the last child of `parent`.
    public mutating func appendChild(_ child: NodeID, to parent: NodeID) throws(LayoutError) {
        try insertChild(child, into: parent, at: childCount(of: parent))
    }

    /// Attaches `child` to `parent` before the child now at `index` (at the end when `index`
    /// is the child count).
    public mutating func insertChild(_ child: NodeID, into parent: NodeID, at index: Int) throws(LayoutError) {
        check(child)
        check(parent)
        if child == root { throw .rootCannotBeChild }
        if nodes[Int(child.index)].parent != noNode {
            throw .alreadyHasParent(child: path(of: child), parent: path(of: NodeID(index: nodes[Int(child.index)].parent)))
        }
        var ancestor = parent.index
        while ancestor != noNode {
            if ancestor == child.index { throw .wouldCreateCycle(child: path(of: child), parent: path(of: parent)) }
            ancestor = nodes[Int(ancestor)].parent
        }
        let count = childCount(of: parent)
        guard index >= 0 && index <= count else {
            throw .indexOutOfRange(parent: path(of: parent), index: index, childCount: count)
        }
        var before = nodes[Int(parent.index)].firstChild
        for _ in 0..<index { before = nodes[Int(before)].nextSibling }
        link(Int(child.index), to: Int(parent.index), before: before)
    }

    /// Detaches `node` (with its subtree) from its parent; it can be attached again later.
    public mutating func removeFromParent(_ node: NodeID) {
        check(node)
        let n = Int(node.index)
        let parent = Int(nodes[n].parent)
        guard parent >= 0 else { return }
        let previous = nodes[n].previousSibling, next = nodes[n].nextSibling
        if previous != noNode { nodes[Int(previous)].nextSibling = next } else { nodes[parent].firstChild = next }
        if next != noNode { nodes[Int(next)].previousSibling = previous } else { nodes[parent].lastChild = previous }
        nodes[n].parent = noNode
        nodes[n].previousSibling = noNode
        nodes[n].nextSibling = noNode
        nodes[parent].childCount -= 1
        structureChanged = true
        markDirty(NodeID(index: Int32(parent)))
    }

    private mutating func link(_ child: Int, to parent: Int, before: Int32) {
        nodes[child].parent = Int32(parent)
        nodes[child].nextSibling = before
        let previous = before == noNode ? nodes[parent].lastChild : nodes[Int(before)].previousSibling
        nodes[child].previousSibling = previous
        if previous != noNode { nodes[Int(previous)].nextSibling = Int32(child) } else { nodes[parent].firstChild = Int32(child) }
        if before != noNode { nodes[Int(before)].previousSibling = Int32(child) } else { nodes[parent].lastChild = Int32(child) }
        nodes[parent].childCount += 1
        structureChanged = true
        stylesChanged = true
        markDirty(NodeID(index: Int32(parent)))
    }

    @inline(__always) private func check(_ node: NodeID) {
        precondition(node.index >= 0 && Int(node.index) < nodes.count, "\(node) does not belong to this layout tree")
    }

    // MARK: Reading the tree

    public func parent(of node: NodeID) -> NodeID? {
        check(node)
        let parent = nodes[Int(node.index)].parent
        return parent == noNode ? nil : NodeID(index: parent)
    }

    public func childCount(of node: NodeID) -> Int {
        check(node)
        return Int(nodes[Int(node.index)].childCount)
    }

    /// The children of `node` in document order.
    public func children(of node: NodeID) -> [NodeID] {
        check(node)
        var result: [NodeID] = []
        result.reserveCapacity(Int(nodes[Int(node.index)].childCount))
        var child = nodes[Int(node.index)].firstChild
        while child != noNode {
            result.append(NodeID(index: child))
            child = nodes[Int(child)].nextSibling
        }
        return result
    }

    /// The node's position in the tree, such as `root/2/0`; a node outside the root's tree
    /// reads `node#17/1` from its topmost ancestor.
    public func path(of node: NodeID) -> String {
        check(node)
        var indices: [Int] = []
        var n = node.index
        while nodes[Int(n)].parent != noNode {
            var index = 0
            var sibling = nodes[Int(n)].previousSibling
            while sibling != noNode {
                index += 1
                sibling = nodes[Int(sibling)].previousSibling
            }
            indices.append(index)
            n = nodes[Int(n)].parent
        }
        let top = n == root.index ? "root" : NodeID(index: n).description
        return ([top] + indices.reversed().map(String.init)).joined(separator: "/")
    }

    // MARK: Styles and content

    public func style(of node: NodeID) -> Style {
        check(node)
        return styles[Int(node.index)]
    }

    /// Replaces the node's style; if it differs, the node and its ancestors are laid out
    /// again on the next layout.
    public mutating func setStyle(_ style: Style, for node: NodeID) {
        check(node)
        let n = Int(node.index)
        let old = styles[n]
        guard old != style else { return }
        if (old.display == .contents) != (style.display == .contents) { structureChanged = true }
        styles[n] = style
        nodes[n].needsStyleResolution = true
        stylesChanged = true
        markDirty(node)
    }

    /// Changes the node's style in place (see ``setStyle(_:for:)``).
    public mutating func updateStyle(of node: NodeID, _ change: (inout Style) -> Void) {
        var style = self.style(of: node)
        change(&style)
        setStyle(style, for: node)
    }

    /// Sets or removes the node's measure function.
    public mutating func setMeasureFunction(_ measure: MeasureFunction?, for node: NodeID) {
        check(node)
        let n = Int(node.index)
        if let measure {
            if nodes[n].measureSlot >= 0 {
                measureFunctions[Int(nodes[n].measureSlot)] = measure
            } else {
                nodes[n].measureSlot = Int32(measureFunctions.count)
                measureFunctions.append(measure)
            }
        } else {
            nodes[n].measureSlot = -1
        }
        markDirty(node)
    }

    /// Sets or removes the node's baseline function.
    public mutating func setBaselineFunction(_ baseline: BaselineFunction?, for node: NodeID) {
        check(node)
        let n = Int(node.index)
        if let baseline {
            if nodes[n].baselineSlot >= 0 {
                baselineFunctions[Int(nodes[n].baselineSlot)] = baseline
            } else {
                nodes[n].baselineSlot = Int32(baselineFunctions.count)
                baselineFunctions.append(baseline)
            }
        } else {
            nodes[n].baselineSlot = -1
        }
        markDirty(node)
    }

    /// Marks the node and its ancestors for layout, e.g. when the content its measure
    /// function measures has changed.
    public mutating func markDirty(_ node: NodeID) {
        check(node)
        var n = node.index
        while n != noNode && !nodes[Int(n)].isDirty {
            nodes[Int(n)].isDirty = true
            nodes[Int(n)].computedFlexBasis = .nan
            n = nodes[Int(n)].parent
        }
    }

    // MARK: Results

    /// The layout of `node` from the last layout call: all zeros for `display: none`
    /// subtrees and `display: contents` nodes and before the first layout; a node outside the
    /// root's tree keeps the layout it had when it was last in it.
    public func layout(of node: NodeID) -> NodeLayout {
        check(node)
        let record = nodes[Int(node.index)]
        return NodeLayout(
            frame: Rect(x: record.frameLeft, y: record.frameTop, width: record.frameWidth, height: record.frameHeight),
            absoluteFrame: Rect(x: record.absoluteLeft, y: record.absoluteTop, width: record.frameWidth, height: record.frameHeight),
            direction: record.direction,
            margin: EdgeInsets(top: record.margin.top, left: record.margin.left, bottom: record.margin.bottom, right: record.margin.right),
            border: EdgeInsets(top: record.border.top, left: record.border.left, bottom: record.border.bottom, right: record.border.right),
            padding: EdgeInsets(top: record.padding.top, left: record.padding.left, bottom: record.padding.bottom, right: record.padding.right),
            hadOverflow: record.hadOverflow
        )
    }

    /// The node's border box relative to its parent's, on the pixel grid.
    public func frame(of node: NodeID) -> Rect {
        check(node)
        let record = nodes[Int(node.index)]
        return Rect(x: record.frameLeft, y: record.frameTop, width: record.frameWidth, height: record.frameHeight)
    }

    /// The node's border box relative to the root's containing block, on the pixel grid.
    public func absoluteFrame(of node: NodeID) -> Rect {
        check(node)
        let record = nodes[Int(node.index)]
        return Rect(x: record.absoluteLeft, y: record.absoluteTop, width: record.frameWidth, height: record.frameHeight)
    }
}
