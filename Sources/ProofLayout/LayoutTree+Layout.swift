extension LayoutTree {
    /// Stack a tree level may use during layout, with room to spare (measured: about 1 KiB
    /// per level in release builds, several in debug builds).
    static var stackBytesPerLevel: Int {
        #if DEBUG
        return 16 << 10
        #else
        return 4 << 10
        #endif
    }

    /// Lays out the tree from its root, like Yoga's `YGNodeCalculateLayout`.
    ///
    /// - Parameters:
    ///   - availableWidth: The width of the root's containing block; nil (or NaN, or
    ///     infinity) lets the root size itself from its style and content. Negative values
    ///     count as 0.
    ///   - availableHeight: Likewise for the height.
    ///   - direction: The inline direction the root inherits.
    ///   - scale: Pixels per point (Yoga's `pointScaleFactor`): results snap to its grid;
    ///     0 leaves them unrounded. Must be finite and not negative.
    public mutating func layout(
        availableWidth: Double? = nil, availableHeight: Double? = nil, direction: Direction = .ltr, scale: Double = 1
    ) throws(LayoutError) {
        guard scale.isFinite && scale >= 0 else { throw .invalidScale(scale) }
        let ownerWidth = Self.sanitizedAvailableSize(availableWidth)
        let ownerHeight = Self.sanitizedAvailableSize(availableHeight)
        let direction: Direction = direction == .inherit ? .ltr : direction

        if structureChanged || stylesChanged || direction != lastDirection {
            try prepare(direction: direction)
        }
        lastDirection = direction
        generation &+= 1
        if generation == 0 { generation = 1 }
        statistics = LayoutStatistics()

        let depth = maximumDepthFromRoot
        let neededStack = depth * Self.stackBytesPerLevel
        let scaleChanged = !(scale == lastScale)
        lastScale = scale
        let rootInsetsLTR = physicalEdges(styles[Int(root.index)].inset, .inset, .ltr)
        // Secondary threads have 512 KiB of stack; half of it is left to the caller.
        let fitsOnThisThread = neededStack <= 256 << 10

        var threadFailed = false
        let nodeCount = nodes.count
        let parentsPrecedeChildren = self.parentsPrecedeChildren
        withEngine(scale: scale) { engine in
            let work = {
                let performed = engine.layoutRoot(
                    ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction, rootInsetsLTR: rootInsetsLTR)
                if performed || scaleChanged {
                    engine.roundLayoutResults(nodeCount: nodeCount, parentsPrecedeChildren: parentsPrecedeChildren)
                }
            }
            if fitsOnThisThread {
                work()
            } else if !LargeStack.run(bytes: neededStack + (1 << 20), work) {
                threadFailed = true
            }
        }
        if threadFailed {
            lastScale = .nan
            throw .threadUnavailable(stackBytes: neededStack + (1 << 20))
        }
        let work = statistics.layouts + statistics.measures
        if work >= Self.workBudget(nodeCount: nodes.count) {
            // Partial results must not be served from caches next time.
            for n in nodes.indices {
                nodes[n].isDirty = true
                nodes[n].cachedLayout = .empty
                nodes[n].nextMeasurementIndex = 0
                nodes[n].computedFlexBasis = .nan
            }
            lastScale = .nan
            throw .layoutTooComplex(passes: work, nodeCount: nodes.count)
        }
    }

    /// Node layouts and measurements one layout call may perform: ample for real trees
    /// (3 to 10 per node), a bound on pathological ones whose constraints defeat the caches.
    static func workBudget(nodeCount: Int) -> Int {
        32 * nodeCount + 50_000
    }

    static func sanitizedAvailableSize(_ value: Double?) -> Double {
        guard let value, value.isFinite else { return .nan }
        return Swift.min(Swift.max(value, 0), LayoutLimits.maximumLength)
    }

    /// Runs `body` with an engine over this tree's storage.
    mutating func withEngine(scale: Double, _ body: (LayoutEngine) -> Void) {
        let needed = nodes.count * measurementCacheSize
        if measurements.count < needed {
            // Entries are only read below a node's `nextMeasurementIndex`, after being
            // written, so new ones need no initial value.
            let old = measurements
            measurements = Array(unsafeUninitializedCapacity: Swift.max(needed, old.count * 2)) { buffer, count in
                _ = buffer.initialize(from: old)
                count = buffer.count
            }
        }
        let root = Int(self.root.index)
        let generation = self.generation
        let errata = configuration.errata
        let workBudget = Self.workBudget(nodeCount: nodes.count)
        var statistics = LayoutStatistics()
        nodes.withUnsafeMutableBufferPointer { nodes in
            layoutChildren.withUnsafeBufferPointer { layoutChildren in
                measurements.withUnsafeMutableBufferPointer { measurements in
                    measureFunctions.withUnsafeBufferPointer { measureFunctions in
                        baselineFunctions.withUnsafeBufferPointer { baselineFunctions in
                            withUnsafeMutablePointer(to: &statistics) { statistics in
                                body(LayoutEngine(
                                    nodes: nodes.baseAddress!,
                                    layoutChildren: layoutChildren.baseAddress ?? UnsafePointer(bitPattern: 8)!,
                                    measurements: measurements.baseAddress!,
                                    measureFunctions: measureFunctions,
                                    baselineFunctions: baselineFunctions,
                                    statistics: statistics,
                                    root: root,
                                    generation: generation,
                                    errata: errata,
                                    pointScaleFactor: scale,
                                    workBudget: workBudget))
                            }
                        }
                    }
                }
            }
        }
        self.statistics = statistics
    }

    /// Walks the root's tree without recursion: resolves styles whose style or inherited
    /// direction changed, rebuilds the flattened layout-children lists after structural
    /// changes, finds the depth and checks that measured nodes are leaves.
    mutating func prepare(direction rootDirection: Direction) throws(LayoutError) {
        let rebuildChildren = structureChanged
        if rebuildChildren { layoutChildren.removeAll(keepingCapacity: true) }
        let webDefaults = configuration.useWebDefaults
        let rootIndex = root.index
        let maximumDepth = configuration.maximumDepth
        var deepest = (depth: 1, node: root.index)
        var reached = 0
        var ordered = true
        var failure: (node: Int32, depth: Int)? = nil
        var stack: [(node: Int32, depth: Int32, direction: Direction)] = [(root.index, 1, rootDirection)]
        var contentsStack: [Int32] = []
        var layoutChildren = self.layoutChildren
        self.layoutChildren = []
        nodes.withUnsafeMutableBufferPointer { nodes in
            styles.withUnsafeBufferPointer { styles in
                while let (n32, depth, parentDirection) = stack.popLast() {
                    let n = Int(n32)
                    reached += 1
                    if nodes[n].parent > n32 { ordered = false }
                    let ownDirection = styles[n].direction
                    let direction = ownDirection == .inherit ? parentDirection : ownDirection
                    if nodes[n].needsStyleResolution || nodes[n].styleDirection != direction {
                        nodes[n].style.resolve(styles[n], direction: direction, webDefaults: webDefaults)
                        if n32 == rootIndex && nodes[n].style.display == .contents { nodes[n].style.display = .flex }
                        nodes[n].needsStyleResolution = false
                        nodes[n].styleDirection = direction
                        var dirty = n32
                        while dirty != noNode && !nodes[Int(dirty)].isDirty {
                            nodes[Int(dirty)].isDirty = true
                            nodes[Int(dirty)].computedFlexBasis = .nan
                            dirty = nodes[Int(dirty)].parent
                        }
                    }
                    if Int(depth) > deepest.depth { deepest = (Int(depth), n32) }
                    if Int(depth) > maximumDepth || (nodes[n].measureSlot >= 0 && nodes[n].firstChild != noNode
                        && nodes[n].style.display != .contents) {
                        failure = (n32, Int(depth))
                        return
                    }
                    if rebuildChildren && nodes[n].style.display != .contents {
                        // Layout children: `display: contents` children are replaced by theirs.
                        nodes[n].layoutChildStart = Int32(layoutChildren.count)
                        var child = nodes[n].firstChild
                        while true {
                            while child != noNode {
                                if styles[Int(child)].display == .contents {
                                    if nodes[Int(child)].firstChild != noNode {
                                        contentsStack.append(nodes[Int(child)].nextSibling)
                                        child = nodes[Int(child)].firstChild
                                        continue
                                    }
                                } else {
                                    layoutChildren.append(child)
                                }
                                child = nodes[Int(child)].nextSibling
                            }
                            guard let resume = contentsStack.popLast() else { break }
                            child = resume
                        }
                        nodes[n].layoutChildCount = Int32(layoutChildren.count) - nodes[n].layoutChildStart
                    }
                    var child = nodes[n].lastChild
                    while child != noNode {
                        stack.append((child, depth + 1, direction))
                        child = nodes[Int(child)].previousSibling
                    }
                }
            }
        }
        self.layoutChildren = layoutChildren
        if let failure {
            let path = path(of: NodeID(index: failure.node))
            if failure.depth > maximumDepth {
                throw .treeTooDeep(depth: failure.depth, limit: maximumDepth, path: path)
            }
            throw .measuredNodeHasChildren(path: path)
        }
        maximumDepthFromRoot = deepest.depth
        parentsPrecedeChildren = ordered && reached == nodes.count
        structureChanged = false
        stylesChanged = false
    }
}

extension LayoutEngine {
    /// The root's constraint along one dimension: its definite size plus margins, else its
    /// maximum as an upper bound, else the available size (unconstrained when undefined).
    func rootConstraint(_ dimension: Dimension, ownerSize: Double, ownerWidth: Double) -> (Double, SizingMode) {
        if hasDefiniteLength(root, dimension, ownerSize) {
            let axis: FlexDirection = dimension == .width ? .row : .column
            return (resolvedDimension(root, dimension, ownerSize, ownerWidth) + marginForAxis(root, axis, ownerWidth), .stretchFit)
        }
        let maximum = resolvedMaxDimension(root, dimension, ownerSize, ownerWidth)
        if !maximum.isNaN { return (maximum, .fitContent) }
        return (ownerSize, ownerSize.isNaN ? .maxContent : .stretchFit)
    }

    /// Yoga's `calculateLayout`: sizes the root from its style and the available space,
    /// lays it out and places it. Returns whether any layout work was done.
    func layoutRoot(ownerWidth: Double, ownerHeight: Double, direction: Direction, rootInsetsLTR: EdgeLengths) -> Bool {
        let n = root
        let (width, widthMode) = rootConstraint(.width, ownerSize: ownerWidth, ownerWidth: ownerWidth)
        let (height, heightMode) = rootConstraint(.height, ownerSize: ownerHeight, ownerWidth: ownerWidth)
        let performed = calculateLayoutInternal(
            n, width, height, direction, widthMode, heightMode, ownerWidth, ownerHeight, performLayout: true, depth: 0)
        if performed {
            // As Yoga, the root's insets are read left-to-right whatever its direction.
            var dx = 0.0, dy = 0.0
            if nodes[n].style.positionType != .static {
                let left = rootInsetsLTR.left, right = rootInsetsLTR.right
                let top = rootInsetsLTR.top, bottom = rootInsetsLTR.bottom
                @inline(__always) func value(_ length: Length, _ reference: Double) -> Double {
                    let v = length.resolve(reference)
                    return v.isNaN ? 0 : v
                }
                dx = left.isDefined && left.unit != .auto ? value(left, ownerWidth) : -value(right, ownerWidth)
                dy = top.isDefined && top.unit != .auto ? value(top, ownerHeight) : -value(bottom, ownerHeight)
            }
            nodes[n].position = EdgeValues(
                left: margin(n, .left, ownerWidth) + dx, top: margin(n, .top, ownerWidth) + dy,
                right: margin(n, .right, ownerWidth) - dx, bottom: margin(n, .bottom, ownerWidth) - dy)
        }
        return performed
    }
}
