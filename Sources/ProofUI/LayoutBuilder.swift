import Foundation
import ProofLayout

/// One flexbox tree of a render. The main tree holds the screen; every child of a `ZStack`
/// gets a tree of its own (an island) that the `ZStack`'s node measures, so the stack is as
/// large as its largest child, which flexbox alone cannot express.
nonisolated final class LayoutIsland: @unchecked Sendable {
    // Measure calls come from the layout engine of the enclosing tree, one at a time; the
    // lock keeps the tree consistent should an engine ever call from several threads.
    private let lock = NSLock()
    var tree: LayoutTree
    let root: LayoutTree.NodeID
    /// The flexibility of the island's one child (islands only).
    let childExpands: AxisFlags
    let direction: Direction
    let scale: Double
    /// Elements laid out in this tree, with their nodes, in tree order.
    var members: [(element: Int32, node: LayoutTree.NodeID)] = []
    /// Elements extending into the safe area, with the node holding their place.
    var safeAreaItems: [(element: Int32, placeholder: LayoutTree.NodeID, node: LayoutTree.NodeID)] = []
    /// Islands of `ZStack`s in this tree, by the stack's element.
    var childIslands: [(element: Int32, islands: [LayoutIsland])] = []
    /// The position of the tree's root on the screen, known after the enclosing tree's layout.
    var origin = Point.zero
    var failure: LayoutError?

    init(rootStyle: Style, childExpands: AxisFlags, direction: Direction, scale: Double) {
        tree = LayoutTree(root: rootStyle)
        root = tree.root
        self.childExpands = childExpands
        self.direction = direction
        self.scale = scale
    }

    /// The island's size for a proposal, as a measure function answers: its child is laid
    /// out in the largest space allowed, taking all of it along axes where it expands.
    func measure(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) -> Size {
        lock.lock()
        defer { lock.unlock() }
        tree.updateStyle(of: root) { style in
            Self.constrain(&style.width, &style.maxWidth, width, widthMode, expands: childExpands.horizontal)
            Self.constrain(&style.height, &style.maxHeight, height, heightMode, expands: childExpands.vertical)
        }
        do {
            try tree.layout(availableWidth: nil, availableHeight: nil, direction: direction, scale: scale)
        } catch {
            failure = failure ?? error
            return .zero
        }
        return tree.frame(of: root).size
    }

    private static func constrain(_ size: inout Length, _ maximum: inout Length, _ value: Double, _ mode: MeasureMode, expands: Bool) {
        let usable = value.isFinite && value >= 0
        switch mode {
        case .exactly where usable:
            size = .points(value)
            maximum = .undefined
        case .atMost where usable:
            size = expands ? .points(value) : .auto
            maximum = expands ? .undefined : .points(value)
        default:
            size = .auto
            maximum = .undefined
        }
    }

    /// Lays the island out at its final size.
    func layOut(width: Double, height: Double) throws(LayoutError) {
        tree.updateStyle(of: root) { style in
            style.width = .points(max(width, 0))
            style.height = .points(max(height, 0))
            style.maxWidth = .undefined
            style.maxHeight = .undefined
        }
        try relayOut()
    }

    func relayOut() throws(LayoutError) {
        try tree.layout(availableWidth: nil, availableHeight: nil, direction: direction, scale: scale)
    }

    /// The measure function of a `ZStack` made of `islands`: the largest of them.
    static func stackMeasure(_ islands: [LayoutIsland]) -> MeasureFunction {
        { width, widthMode, height, heightMode in
            var size = Size.zero
            for island in islands {
                let measured = island.measure(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
                size.width = max(size.width, measured.width)
                size.height = max(size.height, measured.height)
            }
            return size
        }
    }
}

/// How the top-level views sit in the render.
nonisolated struct RootPlacement {
    var width: Double
    /// Nil: as tall as the content.
    var height: Double?
    var safeArea: SafeAreaInsets
    var direction: Direction
    var scale: Double
}

/// Builds the layout trees of a render from its elements, lays them out and reports each
/// element's frame on the screen.
nonisolated struct LayoutBuilder {
    let store: ElementStore
    let placement: RootPlacement
    private(set) var main: LayoutIsland
    /// Every island, the main tree first, in the order they were made.
    private(set) var islands: [LayoutIsland] = []
    /// How many `ZStack`s deep the deepest island is: each level adds a layout, run from
    /// the enclosing one's measure function, to the stack.
    private(set) var islandDepth = 0

    /// `ZStack`s nested deeper than this are refused.
    static let maximumIslandDepth = 1_000
    /// Stack one level of nested `ZStack` layout may use (measured: under 30 KiB in debug
    /// builds).
    static let stackBytesPerIsland = 64 << 10

    init(store: ElementStore, topLevel: Int32, placement: RootPlacement) {
        self.store = store
        self.placement = placement
        var rootStyle = Style()
        rootStyle.direction = placement.direction
        rootStyle.width = .points(placement.width)
        rootStyle.alignItems = .center
        if let height = placement.height {
            rootStyle.height = .points(height)
            rootStyle.justifyContent = .center
            let insets = placement.safeArea
            rootStyle.padding = Edges(left: .points(insets.left), top: .points(insets.top),
                                      right: .points(insets.right), bottom: .points(insets.bottom))
        }
        main = LayoutIsland(rootStyle: rootStyle, childExpands: AxisFlags(), direction: placement.direction, scale: placement.scale)
        islands = [main]
        build(topLevel: topLevel)
    }

    // MARK: Building

    nonisolated private struct Pending {
        var element: Int32
        var parentNode: LayoutTree.NodeID
        var island: LayoutIsland
        var item: Style
        var islandDepth = 0
    }

    private mutating func build(topLevel: Int32) {
        var item = Style()
        Self.placeInWrapper(store[topLevel], item: &item)
        var pending = [Pending(element: topLevel, parentNode: main.root, island: main, item: item)]
        while let next = pending.popLast() {
            let element = store[next.element]
            var style = element.style
            Self.merge(item: next.item, into: &style)
            if element.offset != .zero {
                style.inset.left = .points(element.offset.x)
                style.inset.top = .points(element.offset.y)
            }
            for change in element.styleOverrides { change(&style) }

            var parentNode = next.parentNode
            if !element.ignoresSafeArea.isEmpty, !placement.safeArea.isZero, placement.height != nil {
                // A stand-in holds the element's place; if the element turns out to touch the
                // safe area, it is re-laid out over the stand-in and the insets it touches.
                var placeholder = Style()
                Self.merge(item: next.item, into: &placeholder)
                placeholder.alignItems = .center
                placeholder.justifyContent = .center
                var inner = element.style
                for change in element.styleOverrides { change(&inner) }
                Self.placeInWrapper(element, item: &inner)
                let holder = next.island.tree.addNode(placeholder, parent: parentNode)
                parentNode = holder
                style = inner
            }

            let node = next.island.tree.addNode(style, parent: parentNode, measure: measure(of: element),
                                                baseline: baseline(of: element))
            next.island.members.append((next.element, node))
            if parentNode != next.parentNode {
                next.island.safeAreaItems.append((next.element, parentNode, node))
            }

            let children = store.children(of: next.element)
            if case .zStack(let alignment) = element.kind {
                var stackIslands: [LayoutIsland] = []
                for child in children {
                    var rootStyle = Style()
                    rootStyle.alignItems = alignment.horizontal.align
                    rootStyle.justifyContent = alignment.vertical.justify
                    let island = LayoutIsland(rootStyle: rootStyle, childExpands: store[child].expands,
                                              direction: placement.direction, scale: placement.scale)
                    islands.append(island)
                    stackIslands.append(island)
                    var item = Style()
                    Self.placeInWrapper(store[child], item: &item)
                    pending.append(Pending(element: child, parentNode: island.root, island: island, item: item,
                                           islandDepth: next.islandDepth + 1))
                    islandDepth = max(islandDepth, next.islandDepth + 1)
                }
                next.island.childIslands.append((next.element, stackIslands))
                next.island.tree.setMeasureFunction(LayoutIsland.stackMeasure(stackIslands), for: node)
                // Children are pushed in order; reverse the just-pushed run so they pop in order.
                pending[(pending.count - children.count)...].reverse()
                continue
            }
            let items = childItems(of: next.element, children: children)
            for (child, item) in zip(children, items).reversed() {
                pending.append(Pending(element: child, parentNode: node, island: next.island, item: item,
                                       islandDepth: next.islandDepth))
            }
        }
    }

    /// Flex item properties for each child of `parent`, by the SwiftUI rules of its kind.
    private func childItems(of parent: Int32, children: [Int32]) -> [Style] {
        let element = store[parent]
        switch element.kind {
        case let .stack(axis, _, spacing):
            return stackItems(children, axis: axis, spacing: spacing)
        case .implicitStack:
            return stackItems(children, axis: .vertical, spacing: DefaultSpacing.stack)
        case .flexBox:
            let direction = element.style.flexDirection
            let axis: Axis = direction == .row || direction == .rowReverse ? .horizontal : .vertical
            return stackItems(children, axis: axis, spacing: 0)
        default:
            return children.map { child in
                var item = Style()
                Self.placeInWrapper(store[child], item: &item)
                return item
            }
        }
    }

    private func stackItems(_ children: [Int32], axis: Axis, spacing: Double) -> [Style] {
        let shrinkFactors = Self.shrinkFactors(children.map { store[$0].layoutPriority })
        var items: [Style] = []
        items.reserveCapacity(children.count)
        var previousInFlow: Element?
        for (index, child) in children.enumerated() {
            let element = store[child]
            var item = Style()
            guard !element.isLayer else {
                items.append(item)
                continue
            }
            Self.place(element, axis: axis, shrink: shrinkFactors[index], item: &item)
            if let previous = previousInFlow, spacing > 0, !previous.isSpacer, !element.isSpacer {
                if axis == .vertical { item.margin.top = .points(spacing) } else { item.margin.start = .points(spacing) }
            }
            previousInFlow = element
            items.append(item)
        }
        return items
    }

    /// Shrink factors from layout priorities: each lower priority shrinks a thousand times
    /// more readily, so views give way in priority order (flexbox shrinks in proportion).
    static func shrinkFactors(_ priorities: [Double]) -> [Double] {
        let distinct = Array(Set(priorities)).sorted(by: >)
        guard distinct.count > 1 else { return priorities.map { _ in 1 } }
        return priorities.map { priority in
            let rank = distinct.firstIndex(of: priority) ?? 0
            var factor = 1.0
            for _ in 0..<min(rank, 4) { factor *= 1000 }
            return factor
        }
    }

    /// Item properties of a child in a container whose main axis is `axis`.
    static func place(_ element: Element, axis: Axis, shrink: Double, item: inout Style) {
        let cross: Axis = axis == .vertical ? .horizontal : .vertical
        if element.expands[axis] { item.flexGrow = 1 }
        // Text shrinking along a row keeps whole words, as CSS's automatic minimum size does:
        // a short label next to a long text does not break in the middle of a word.
        if axis == .horizontal, element.compresses.horizontal, case .text(let text) = element.kind,
           element.style.width.unit == .auto {
            item.minWidth = .points(text.minContentWidth)
        }
        item.flexShrink = element.compresses[axis] ? shrink : 0
        if element.expands[cross] {
            if element.boundedExpansion[cross] {
                if cross == .horizontal { item.width = .percent(100) } else { item.height = .percent(100) }
            } else {
                item.alignSelf = .stretch
            }
        }
        // A content-sized flex container only shrinks its children when it has a maximum
        // size (Yoga sizes it by content otherwise): a container that may shrink is at most
        // as large as the space offered, as SwiftUI proposes it.
        if element.kind.isContainer {
            if element.compresses.horizontal && !(cross == .horizontal && element.expands.horizontal) {
                item.maxWidth = .percent(100)
            }
            if element.compresses.vertical && !(cross == .vertical && element.expands.vertical) {
                item.maxHeight = .percent(100)
            }
        }
    }

    /// Item properties of the one child of a wrapper (padding, frame, layer…): a column.
    static func placeInWrapper(_ element: Element, item: inout Style) {
        place(element, axis: .vertical, shrink: 1, item: &item)
    }

    /// Copies the item properties placement sets into a node's style, keeping sizes the
    /// element sets itself.
    static func merge(item: Style, into style: inout Style) {
        if let grow = item.flexGrow { style.flexGrow = grow }
        if let shrink = item.flexShrink { style.flexShrink = shrink }
        if item.alignSelf != .auto { style.alignSelf = item.alignSelf }
        if item.width.unit == .percent, style.width.unit == .auto { style.width = item.width }
        if item.height.unit == .percent, style.height.unit == .auto { style.height = item.height }
        if item.minWidth.isDefined, !style.minWidth.isDefined { style.minWidth = item.minWidth }
        if item.maxWidth.isDefined, !style.maxWidth.isDefined, style.width.unit == .auto { style.maxWidth = item.maxWidth }
        if item.maxHeight.isDefined, !style.maxHeight.isDefined, style.height.unit == .auto { style.maxHeight = item.maxHeight }
        if item.margin.top.isDefined { style.margin.top = item.margin.top }
        if item.margin.start.isDefined { style.margin.start = item.margin.start }
    }

    private func measure(of element: Element) -> MeasureFunction? {
        switch element.kind {
        case .text(let text):
            return text.paragraph.measureFunction
        case .image(let image) where image.resizable:
            return Self.imageMeasure(natural: image.size, ratio: image.ratio, mode: image.contentMode)
        default:
            return nil
        }
    }

    private func baseline(of element: Element) -> BaselineFunction? {
        if case .text(let text) = element.kind { return text.paragraph.baselineFunction }
        return nil
    }

    /// A resizable image's size for a proposal: the proposal itself when stretched, the
    /// largest (fit) or smallest (fill) size of the image's ratio that fits or covers it.
    static func imageMeasure(natural: Size, ratio: Double, mode: ContentMode?) -> MeasureFunction {
        { width, widthMode, height, heightMode in
            let hasWidth = widthMode != .undefined && width.isFinite && width >= 0
            let hasHeight = heightMode != .undefined && height.isFinite && height >= 0
            guard let mode else {
                return Size(width: hasWidth ? width : natural.width, height: hasHeight ? height : natural.height)
            }
            switch (hasWidth, hasHeight) {
            case (true, true):
                let side = mode == .fit ? min(width, height * ratio) : max(width, height * ratio)
                return Size(width: side, height: side / ratio)
            case (true, false):
                return Size(width: width, height: width / ratio)
            case (false, true):
                return Size(width: height * ratio, height: height)
            case (false, false):
                return natural
            }
        }
    }

    // MARK: Laying out

    /// Lays out every tree and returns the frame of each element on the screen (zero for
    /// elements in no tree). Nested `ZStack`s measure each other recursively; when they nest
    /// more than a few deep, layout runs on a helper thread with room for all the levels.
    mutating func layOut() throws(RenderError) -> [Rect] {
        guard islandDepth <= Self.maximumIslandDepth else {
            throw RenderError(.tooDeep, "ZStacks are nested \(islandDepth) deep, more than \(Self.maximumIslandDepth): each ZStack "
                + "measures its children's layouts inside its own; flatten the hierarchy (an overlay or background lays out "
                + "without nesting)")
        }
        guard islandDepth > 4 else { return try layOutHere() }
        var result: Result<[Rect], RenderError> = .failure(RenderError(.layout, "layout did not run"))
        let bytes = (16 << 20) + islandDepth * Self.stackBytesPerIsland
        let started = LargeStack.run(bytes: bytes) {
            do throws(RenderError) { result = .success(try self.layOutHere()) } catch { result = .failure(error) }
        }
        guard started else {
            throw RenderError(.tooDeep, "could not start a thread with a \(bytes >> 20) MiB stack for ZStacks nested \(islandDepth) deep; flatten the hierarchy")
        }
        return try result.get()
    }

    private func layOutHere() throws(RenderError) -> [Rect] {
        do {
            return try layOutTrees()
        } catch {
            throw Self.renderError(error)
        }
    }

    static func renderError(_ error: LayoutError) -> RenderError {
        switch error {
        case let .treeTooDeep(depth, limit, _):
            return RenderError(.tooDeep, "views are nested \(depth) layout levels deep, more than the layout limit of \(limit); flatten the hierarchy")
        default:
            return RenderError(.layout, error.description)
        }
    }

    private func layOutTrees() throws(LayoutError) -> [Rect] {
        var frames = [Rect](repeating: .zero, count: store.count)
        try main.relayOut()
        var queue = [main]
        var next = 0
        while next < queue.count {
            let island = queue[next]
            next += 1
            collectFrames(island, into: &frames)
            if try extendIntoSafeArea(island, frames: frames) {
                collectFrames(island, into: &frames)
            }
            for (element, stackIslands) in island.childIslands {
                let frame = frames[Int(element)]
                for child in stackIslands {
                    child.origin = frame.origin
                    try child.layOut(width: frame.width, height: frame.height)
                    queue.append(child)
                }
            }
        }
        for island in islands {
            if let failure = island.failure { throw failure }
        }
        return frames
    }

    private func collectFrames(_ island: LayoutIsland, into frames: inout [Rect]) {
        for (element, node) in island.members {
            frames[Int(element)] = island.tree.absoluteFrame(of: node).offsetBy(dx: island.origin.x, dy: island.origin.y)
        }
    }

    /// Re-lays out elements that ignore the safe area and touch it, over the insets they
    /// touch. Returns whether anything changed.
    private func extendIntoSafeArea(_ island: LayoutIsland, frames: [Rect]) throws(LayoutError) -> Bool {
        guard !island.safeAreaItems.isEmpty, let height = placement.height else { return false }
        let extensions = SafeAreaGeometry(width: placement.width, height: height, insets: placement.safeArea, scale: placement.scale)
        var changed = false
        for (element, placeholder, node) in island.safeAreaItems {
            let frame = frames[Int(element)]
            let grow = extensions.extensions(of: frame, edges: store[element].ignoresSafeArea)
            guard grow != .zero else { continue }
            changed = true
            island.tree.updateStyle(of: placeholder) { style in
                style.width = .points(frame.width)
                style.height = .points(frame.height)
                style.flexGrow = 0
                style.flexShrink = 0
            }
            island.tree.updateStyle(of: node) { style in
                style.positionType = .absolute
                style.width = .auto
                style.height = .auto
                // Placement capped the element at the space offered; it now covers more.
                if style.maxWidth == .percent(100) { style.maxWidth = .undefined }
                if style.maxHeight == .percent(100) { style.maxHeight = .undefined }
                style.inset = Edges(left: .points(-grow.left), top: .points(-grow.top),
                                    right: .points(-grow.right), bottom: .points(-grow.bottom))
            }
        }
        if changed { try island.relayOut() }
        return changed
    }
}

/// The screen and its safe area, to extend frames that touch the safe area to the screen's
/// edges.
nonisolated struct SafeAreaGeometry {
    var width: Double
    var height: Double
    var insets: SafeAreaInsets
    var scale: Double

    /// How far `frame` grows on each edge it may extend along: to the screen edge when it
    /// touches (or crosses) the safe area's edge there.
    func extensions(of frame: Rect, edges: SafeAreaEdges) -> SafeAreaInsets {
        let tolerance = 0.5 / scale
        var grow = SafeAreaInsets.zero
        if edges.top, insets.top > 0, frame.minY <= insets.top + tolerance, frame.minY > 0 { grow.top = frame.minY }
        if edges.left, insets.left > 0, frame.minX <= insets.left + tolerance, frame.minX > 0 { grow.left = frame.minX }
        if edges.bottom, insets.bottom > 0, frame.maxY >= height - insets.bottom - tolerance, frame.maxY < height {
            grow.bottom = height - frame.maxY
        }
        if edges.right, insets.right > 0, frame.maxX >= width - insets.right - tolerance, frame.maxX < width {
            grow.right = width - frame.maxX
        }
        return grow
    }

    /// `frame` grown along `edges` where it touches the safe area.
    func extended(_ frame: Rect, edges: SafeAreaEdges) -> Rect {
        guard !edges.isEmpty, !insets.isZero else { return frame }
        let grow = extensions(of: frame, edges: edges)
        return Rect(x: frame.minX - grow.left, y: frame.minY - grow.top,
                    width: frame.width + grow.left + grow.right, height: frame.height + grow.top + grow.bottom)
    }
}
