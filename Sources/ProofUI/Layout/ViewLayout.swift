// Status: supported — the layout of views (proposals, stacks, frames, alignment, priorities) as SwiftUI lays them out; Docs/Layout.md describes it.

import ProofLayout
import ProofText

/// Lays resolved views out with SwiftUI's layout model: a parent proposes a size (each
/// dimension a number of points, nil for the ideal size), the child chooses its own size, and
/// the parent places it. Each kind of element answers with its own rule (stacks divide space
/// by flexibility and layout priority, frames clamp, text wraps, colours take the proposal…),
/// and every answer is cached per proposal, so nested stacks measure each child a bounded
/// number of times.
///
/// Containers compute their children's positions from the leading edge; a container whose
/// environment is right to left mirrors them inside its own frame, so any subtree can have
/// its own layout direction.
nonisolated final class ViewLayout {
    let resolver: Resolver
    let scale: Double
    /// The screen and its safe area, where views may extend into the safe area (device renders).
    let screenSafeArea: SafeAreaGeometry?
    /// The safe area of the views now being placed: the screen's, or the space between the
    /// bars of the navigation stack or tab view they are in.
    private var safeArea: SafeAreaGeometry?
    /// The safe area of each element placed between bars that paints into the safe area (a
    /// background that ignores it, a vertical scroll view's clip), for painting it; the others
    /// use the screen's.
    private(set) var innerSafeAreas: [Int32: SafeAreaGeometry] = [:]
    /// Each element's frame on the screen, once placed (zero for elements not placed).
    private(set) var frames: [Rect] = []
    /// The line limit a height proposal imposed on each text (0: none), as placed.
    private(set) var textLineLimits: [Int] = []
    /// Children of `ViewThatFits` and stale `GeometryReader` content that are not shown.
    private(set) var unplaced: [(parent: Int32, child: Int32)] = []
    /// The first error met while resolving views during layout.
    private(set) var failure: RenderError?

    /// Sizes answered, by element and proposal.
    private var sizes = SizeTable()

    /// The sizes of the containers met (scroll views) that `containerRelativeFrame` measures
    /// against, interned; index 0 is the screen (no container met).
    private var containers: [Size?] = [nil]
    /// The container the views now being sized or placed are in (an index into `containers`).
    private(set) var containerContext: Int32 = 0
    /// Whether each element's size may depend on its container: 1 yes, 2 no, 0 not known yet.
    private var containerDependence: [UInt8] = []
    /// The ideal line height per text element, for the height rule.
    private let defaultSize = Size(width: 10, height: 10)

    /// Levels laid out on the caller's thread, whose stack may be as small as 512 KiB: a level
    /// took about 11 KiB in a debug build (measured on 20 nested stacks), far less optimized.
    #if DEBUG
    static let callerDepth = 24
    #else
    static let callerDepth = 96
    #endif
    /// Stack one level of layout may use (sizing and placing recurse once per level).
    static let stackBytesPerLevel = 64 << 10

    init(resolver: Resolver, scale: Double, safeArea: SafeAreaGeometry?) {
        self.resolver = resolver
        self.scale = scale
        self.screenSafeArea = safeArea
        self.safeArea = safeArea
        sizes.reserve(resolver.store.count * 4)
    }

    private func grow() {
        let count = resolver.store.count
        if frames.count < count {
            frames.append(contentsOf: repeatElement(.zero, count: count - frames.count))
            textLineLimits.append(contentsOf: repeatElement(0, count: count - textLineLimits.count))
        }
    }

    private func children(of id: Int32) -> [Int32] {
        resolver.store.children(of: id)
    }

    // MARK: Containers

    /// The size of the nearest container (a scroll view) of the views now being laid out, nil
    /// at the screen.
    var containerSize: Size? { containers[Int(containerContext)] }

    /// Runs `body` with `size` as the nearest container's size (a scroll view sizing or
    /// placing its content).
    func withContainer<T>(_ size: Size, _ body: () -> T) -> T {
        let outer = containerContext
        if let index = containers.firstIndex(where: { $0 == size }) {
            containerContext = Int32(index)
        } else {
            containers.append(size)
            containerContext = Int32(containers.count - 1)
        }
        defer { containerContext = outer }
        return body()
    }

    /// Whether the size of `id` may depend on the nearest container's: it holds a
    /// container-relative frame (or a `GeometryReader`, whose content is only known at layout).
    private func dependsOnContainer(_ id: Int32) -> Bool {
        let index = Int(id)
        if index < containerDependence.count, containerDependence[index] != 0 { return containerDependence[index] == 1 }
        if index >= containerDependence.count {
            containerDependence.append(contentsOf: repeatElement(0, count: resolver.store.count - containerDependence.count))
        }
        var depends: Bool
        switch resolver.store.elements[index].kind {
        case .geometryReader: depends = true
        case .custom(let box): depends = box.readsContainer
        default: depends = false
        }
        if !depends {
            var child = resolver.store.elements[index].firstChild
            while child >= 0 && !depends {
                depends = dependsOnContainer(child)
                child = resolver.store.elements[Int(child)].nextSibling
            }
        }
        containerDependence[index] = depends ? 1 : 2
        return depends
    }

    // MARK: Sizing

    /// The size element `id` chooses for `proposal`.
    func size(_ id: Int32, _ proposal: Proposal) -> Size {
        var p = proposal
        let fixed = resolver.store.elements[Int(id)].fixedAxes
        if fixed.horizontal { p.width = nil }
        if fixed.vertical { p.height = nil }
        let key = SizeKey(id: id, p, context: containerContext != 0 && dependsOnContainer(id) ? containerContext : 0)
        if let known = sizes.find(key) { return known }
        let size = computeSize(id, p)
        sizes.insert(key, size)
        return size
    }

    private func computeSize(_ id: Int32, _ p: Proposal) -> Size {
        switch resolver.store.elements[Int(id)].kind {
        case .color, .shape:
            return leafSize(id, p.replacingUnspecified(by: defaultSize))
        case .spacer(let minLength):
            return spacerSize(resolver.store.elements[Int(id)].expands, minLength: minLength, p)
        case .divider:
            let thickness = 1 / scale
            if resolver.store.elements[Int(id)].style.width.unit == .points { return Size(width: thickness, height: p.height ?? 0) }
            return Size(width: p.width ?? 0, height: thickness)
        case .text(let text):
            return textLayoutSize(text, p).size
        case .image(let image):
            return leafSize(id, image.resizable ? p.replacingUnspecified(by: image.size) : image.size)
        case let .stack(axis, alignment, spacing):
            let key: AlignmentKey
            switch alignment {
            case .horizontal(let h): key = h.key
            case .vertical(let v): key = v.key
            }
            return stackSize(id, axis: axis, key: key, spacing: spacing, p)
        case .implicitStack:
            return stackSize(id, axis: .vertical, key: .horizontalCenter, spacing: DefaultSpacing.stack, p)
        case .zStack, .layer:
            return zStackArrangement(id, p).size
        case .decorated:
            guard let primary = primaryChild(of: id) else { return .zero }
            return size(primary, p)
        case .padding(let insets):
            let child = children(of: id).first
            let inner = Proposal(width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
                                 height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
            let childSize = child.map { size($0, inner) } ?? .zero
            return Size(width: max(childSize.width + insets.leading + insets.trailing, 0),
                        height: max(childSize.height + insets.top + insets.bottom, 0))
        case .frame(let constraints):
            return frameArrangement(id, constraints, p).size
        case .flexBox:
            return flexArrangement(id, p).size
        case .position:
            return p.replacingUnspecified(by: defaultSize)
        case let .aspectRatio(ratio, mode):
            guard let child = children(of: id).first else { return .zero }
            return size(child, aspectProposal(child, ratio: ratio, mode: mode, p))
        case .geometryReader:
            return p.replacingUnspecified(by: defaultSize)
        case .viewThatFits(let axes):
            guard let chosen = chosenChild(id, axes: axes, p) else { return .zero }
            return size(chosen, p)
        case .custom(let box):
            return box.sizeThatFits(p, subviews: subviews(of: id))
        }
    }

    /// A leaf's size, where a fixed width or height set on it (a missing image's empty frame)
    /// wins over the rule.
    private func leafSize(_ id: Int32, _ size: Size) -> Size {
        var size = size
        let width = resolver.store.elements[Int(id)].style.width, height = resolver.store.elements[Int(id)].style.height
        if width.unit == .points { size.width = width.value }
        if height.unit == .points { size.height = height.value }
        return size
    }

    /// A spacer: at least its minimum length along its stack's axis and as long as offered,
    /// nothing across; outside stacks, the same along both axes.
    private func spacerSize(_ expands: AxisFlags, minLength: Double, _ p: Proposal) -> Size {
        func length(_ proposed: Double?) -> Double { max(minLength, proposed ?? minLength) }
        switch (expands.horizontal, expands.vertical) {
        case (true, false): return Size(width: length(p.width), height: 0)
        case (false, true): return Size(width: 0, height: length(p.height))
        default: return Size(width: length(p.width), height: length(p.height))
        }
    }

    // MARK: Text

    /// Text wraps at the proposed width (one line per paragraph when nil), shows as many lines
    /// as the proposed height holds (at least one, truncating the last), and is as wide as its
    /// widest line.
    private func textLayoutSize(_ text: TextContent, _ p: Proposal) -> (size: Size, lineLimit: Int) {
        let width = p.width ?? .infinity
        var needed = text.size(width: width, lineLimit: 0)
        if text.reservedLines > 0 {
            // `lineLimit(2...)` and `reservesSpace`: at least that many lines tall.
            let lines = Double(text.reservedLines)
            let reserved = lines * text.paragraph.lineHeight + (lines - 1) * text.paragraph.format.lineSpacing
            needed.height = max(needed.height, (reserved * scale - 1e-9).rounded(.up) / scale)
        }
        var limit = 0
        var size = needed
        if let height = p.height, needed.height > height + 0.5 / scale {
            let lineHeight = text.paragraph.lineHeight + text.paragraph.format.lineSpacing
            let fitting = max(1, Int(((height + text.paragraph.format.lineSpacing + 0.5 / scale) / max(lineHeight, 1e-9)).rounded(.down)))
            limit = text.paragraph.format.lineLimit > 0 ? min(fitting, text.paragraph.format.lineLimit) : fitting
            size = text.size(width: width, lineLimit: limit)
        }
        // `minimumScaleFactor`: text that would be cut shrinks until it fits (or to its minimum).
        if text.minimumScale < 1, let smaller = text.fitting(width: width, lineLimit: limit) {
            let shrunk = smaller.measure(width: width, lineLimit: limit)
            return (Size(width: shrunk.width, height: min(size.height, max(shrunk.height, 0))), limit)
        }
        return (size, limit)
    }

    // MARK: Stacks

    /// How a stack divides the space offered (SwiftUI's stack layout): spacing is set aside;
    /// children are grouped by layout priority, highest first; each group is offered what is
    /// left after the minimum sizes of the lower groups are set aside; within a group the
    /// least flexible child (its size at an infinite proposal minus its size at 0) is offered
    /// first, each an equal share of what remains. With no proposal along the axis, every
    /// child is asked for its ideal size.
    private struct StackArrangement {
        var size: Size
        var proposals: [Proposal]
        /// Child origins from the stack's leading top corner.
        var origins: [Point]
        var sizes: [Size]
    }

    private func stackArrangement(_ id: Int32, axis: Axis, spacing: Double, _ p: Proposal) -> StackArrangement {
        let key: AlignmentKey
        if case .stack(_, let alignment, _) = resolver.store.elements[Int(id)].kind {
            switch alignment {
            case .horizontal(let h): key = h.key
            case .vertical(let v): key = v.key
            }
        } else {
            key = .horizontalCenter
        }
        return stackArrangement(children(of: id), axis: axis, key: key, spacing: spacing, p, owner: id)
    }

    /// What a stack's division needs from its children alone: the children, the spacing before
    /// each (none next to a spacer) and all of it, and whether every child's cross position
    /// follows from its size alone. Computed once per stack.
    private struct StackSpacing {
        var kids: [Int32]
        var gaps: [Double]
        var totalSpacing: Double
        var plainCross: Bool
    }

    /// One step of a stack's division for one cross-axis proposal: the child offered space, the
    /// minimum lengths of the lower-priority groups set aside when it is offered, and how many
    /// children of its group remain (itself included).
    private struct OfferStep {
        var child: Int
        var setAside: Double
        var groupRemaining: Int
    }

    private var spacings: [StackSpacing?] = []
    private var offerOrders: [SizeKey: [OfferStep]] = [:]

    private func stackSpacing(_ id: Int32, key: AlignmentKey, spacing: Double) -> StackSpacing {
        if Int(id) < spacings.count, let known = spacings[Int(id)] { return known }
        let made = makeSpacing(children(of: id), key: key, spacing: spacing)
        if Int(id) >= spacings.count {
            spacings.append(contentsOf: repeatElement(nil, count: Int(id) + 1 - spacings.count))
        }
        spacings[Int(id)] = made
        return made
    }

    private func makeSpacing(_ kids: [Int32], key: AlignmentKey, spacing: Double) -> StackSpacing {
        var gaps = [Double](repeating: 0, count: kids.count)
        var totalSpacing = 0.0
        var plainCross: Bool
        switch key {
        case .leading, .horizontalCenter, .trailing, .top, .verticalCenter, .bottom: plainCross = true
        default: plainCross = false
        }
        var previousSpacer = false
        for (i, child) in kids.enumerated() {
            let element = resolver.store.elements[Int(child)]
            let spacer = element.isSpacer
            if i > 0 && !spacer && !previousSpacer {
                gaps[i] = spacing
                totalSpacing += spacing
            }
            previousSpacer = spacer
            if !element.alignmentGuides.isEmpty { plainCross = false }
        }
        return StackSpacing(kids: kids, gaps: gaps, totalSpacing: totalSpacing, plainCross: plainCross)
    }

    /// The order in which the children of `stack` are offered space for the cross-axis
    /// proposal `cross`, cached per stack and cross value when the stack is `owner`.
    private func offerOrder(_ stack: StackSpacing, owner: Int32?, axis: Axis, cross: Double?) -> [OfferStep] {
        guard let owner else { return makeOfferOrder(stack.kids, axis: axis, cross: cross) }
        let key = SizeKey(id: owner, Proposal(axis: axis, main: nil, cross: cross))
        if let known = offerOrders[key] { return known }
        let made = makeOfferOrder(stack.kids, axis: axis, cross: cross)
        offerOrders[key] = made
        return made
    }

    private func makeOfferOrder(_ kids: [Int32], axis: Axis, cross: Double?) -> [OfferStep] {
        let count = kids.count
        if count == 1 { return [OfferStep(child: 0, setAside: 0, groupRemaining: 1)] }
        var minimums = [Double](repeating: 0, count: count)
        var flexibility = [Double](repeating: 0, count: count)
        var priorities = [Double](repeating: 0, count: count)
        for (i, child) in kids.enumerated() {
            priorities[i] = resolver.store.elements[Int(child)].layoutPriority
            let minimum = size(child, Proposal(axis: axis, main: 0, cross: cross))[axis]
            let maximum = size(child, Proposal(axis: axis, main: .infinity, cross: cross))[axis]
            minimums[i] = minimum
            flexibility[i] = maximum - minimum
        }
        // Highest priority first; within a priority the least flexible first (ties: the larger
        // minimum among the infinitely flexible, then the order written), as SwiftUI sorts.
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if flexibility[a] == .infinity, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
            return a < b
        }
        var steps: [OfferStep] = []
        steps.reserveCapacity(count)
        var start = 0
        while start < count {
            var end = start
            while end < count && priorities[order[end]] == priorities[order[start]] { end += 1 }
            var lower = 0.0
            for position in end..<count { lower += minimums[order[position]] }
            for position in start..<end {
                steps.append(OfferStep(child: order[position], setAside: lower, groupRemaining: end - position))
            }
            start = end
        }
        return steps
    }

    /// Offers each child of `stack` its share of `p` along `axis`, in the offer order, and
    /// hands `chosen` the child's index, proposal and size: the one division that sizing and
    /// placing share.
    private func divide(_ stack: StackSpacing, owner: Int32?, axis: Axis, _ p: Proposal,
                        _ chosen: (Int, Proposal, Size) -> Void) {
        let cross = p[axis.cross]
        guard let proposed = p[axis], proposed > stack.totalSpacing else {
            // No proposal: every child is asked for its ideal size. No room beyond the
            // spacing: every share is 0, whatever the order.
            let proposal = Proposal(axis: axis, main: p[axis].map { _ in 0 }, cross: cross)
            for (i, child) in stack.kids.enumerated() { chosen(i, proposal, size(child, proposal)) }
            return
        }
        var remaining = proposed - stack.totalSpacing
        var available = 0.0
        var groupStart = true
        for step in offerOrder(stack, owner: owner, axis: axis, cross: cross) {
            if groupStart { available = remaining - step.setAside }
            let offer = max(available / Double(step.groupRemaining), 0)
            let proposal = Proposal(axis: axis, main: offer.isNaN ? 0 : offer, cross: cross)
            let answer = size(stack.kids[step.child], proposal)
            chosen(step.child, proposal, answer)
            available -= answer[axis]
            remaining -= answer[axis]
            groupStart = step.groupRemaining == 1
        }
    }

    /// A stack's size for `p` (``stackArrangement`` without placing anything): the children
    /// offered space in the plan's order.
    private func stackSize(_ id: Int32, axis: Axis, key: AlignmentKey, spacing: Double, _ p: Proposal) -> Size {
        let stack = stackSpacing(id, key: key, spacing: spacing)
        guard stack.plainCross else { return stackArrangement(id, axis: axis, spacing: spacing, p).size }
        var main = stack.totalSpacing, crossSize = 0.0
        divide(stack, owner: id, axis: axis, p) { _, _, chosen in
            main += chosen[axis]
            crossSize = max(crossSize, chosen[axis.cross])
        }
        return Size(axis: axis, main: main, cross: crossSize)
    }

    /// A stack of `kids` (for `HStackLayout` and `VStackLayout` used inside custom layouts).
    func stack(_ kids: [Int32], axis: Axis, key: AlignmentKey, spacing: Double?, _ p: Proposal) -> (size: Size, origins: [Point], proposals: [Proposal]) {
        let a = stackArrangement(kids, axis: axis, key: key, spacing: spacing ?? DefaultSpacing.stack, p)
        return (a.size, a.origins, a.proposals)
    }

    /// Places `subviews` as a stack in `bounds`.
    func placeStack(_ subviews: LayoutSubviews, axis: Axis, key: AlignmentKey, spacing: Double?, in bounds: CGRect, _ p: Proposal) {
        let a = stack(subviews.ids, axis: axis, key: key, spacing: spacing, p)
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: Double(bounds.minX) + a.origins[i].x, y: Double(bounds.minY) + a.origins[i].y),
                          anchor: .topLeading, proposal: ProposedViewSize(a.proposals[i]))
        }
    }

    private func stackArrangement(_ kids: [Int32], axis: Axis, key: AlignmentKey, spacing: Double, _ p: Proposal,
                                  owner: Int32? = nil) -> StackArrangement {
        let count = kids.count
        let stack = owner.map { stackSpacing($0, key: key, spacing: spacing) }
            ?? makeSpacing(kids, key: key, spacing: spacing)
        var proposals = [Proposal](repeating: .unspecified, count: count)
        var sizes = [Size](repeating: .zero, count: count)
        divide(stack, owner: owner, axis: axis, p) { i, proposal, chosen in
            proposals[i] = proposal
            sizes[i] = chosen
        }
        // Along the axis one after the other; across, aligned by the stack's guide.
        var crossOffsets = [Double](repeating: 0, count: count)
        for i in 0..<count {
            crossOffsets[i] = -guide(kids[i], proposals[i], sizes[i], key)
        }
        let start = crossOffsets.min() ?? 0
        var crossSize = 0.0
        for i in 0..<count {
            crossOffsets[i] -= start
            crossSize = max(crossSize, crossOffsets[i] + sizes[i][axis.cross])
        }
        var origins = [Point](repeating: .zero, count: count)
        var position = 0.0
        for i in 0..<count {
            position += stack.gaps[i]
            origins[i] = Point(axis: axis, main: position, cross: crossOffsets[i])
            position += sizes[i][axis]
        }
        return StackArrangement(size: Size(axis: axis, main: position, cross: crossSize), proposals: proposals,
                                origins: origins, sizes: sizes)
    }

    /// A `ZStack` (and a background or overlay layer): every child is offered the same
    /// proposal (children of lower layout priority the size of the higher ones), and the
    /// stack is the union of its children aligned by its alignment.
    private func zStackArrangement(_ id: Int32, _ p: Proposal) -> StackArrangement {
        let element = resolver.store.elements[Int(id)]
        let alignment: Alignment
        switch element.kind {
        case .zStack(let a): alignment = a
        case .layer(_, let a): alignment = a
        default: alignment = .center
        }
        let kids = children(of: id)
        var proposals = [Proposal](repeating: p, count: kids.count)
        var sizes = [Size](repeating: .zero, count: kids.count)
        let priorities = kids.map { resolver.store.elements[Int($0)].layoutPriority }
        let top = priorities.max() ?? 0
        if priorities.contains(where: { $0 != top }) {
            // The views of the highest priority size the stack; the others are offered that size.
            var union = Size.zero
            for (i, child) in kids.enumerated() where priorities[i] == top {
                sizes[i] = size(child, p)
                union.width = max(union.width, sizes[i].width)
                union.height = max(union.height, sizes[i].height)
            }
            for (i, child) in kids.enumerated() where priorities[i] != top {
                proposals[i] = Proposal(union)
                sizes[i] = size(child, proposals[i])
            }
        } else {
            for (i, child) in kids.enumerated() { sizes[i] = size(child, p) }
        }
        var xs = [Double](repeating: 0, count: kids.count), ys = xs
        for i in 0..<kids.count {
            xs[i] = -guide(kids[i], proposals[i], sizes[i], alignment.horizontal.key)
            ys[i] = -guide(kids[i], proposals[i], sizes[i], alignment.vertical.key)
        }
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        var size = Size.zero
        var origins = [Point](repeating: .zero, count: kids.count)
        for i in 0..<kids.count {
            origins[i] = Point(x: xs[i] - minX, y: ys[i] - minY)
            size.width = max(size.width, origins[i].x + sizes[i].width)
            size.height = max(size.height, origins[i].y + sizes[i].height)
        }
        if case .layer = element.kind {
            // A layer covers its view exactly: its children are aligned in that size.
            let frame = p.replacingUnspecified(by: size)
            for i in 0..<kids.count {
                origins[i] = aligned(sizes[i], in: frame, alignment, child: kids[i], proposal: proposals[i])
            }
            size = frame
        }
        return StackArrangement(size: size, proposals: proposals, origins: origins, sizes: sizes)
    }

    /// Where a child of `childSize` sits in a box of `box` by `alignment` (from the leading
    /// top corner): the child's guides on the box's.
    private func aligned(_ childSize: Size, in box: Size, _ alignment: Alignment, child: Int32, proposal: Proposal) -> Point {
        let hKey = alignment.horizontal.key, vKey = alignment.vertical.key
        let boxX = hKey.defaultValue(in: box) { _ in nil }
        let boxY = vKey.isBaseline ? box.height : vKey.defaultValue(in: box) { _ in nil }
        let childX = guide(child, proposal, childSize, hKey)
        let childY = vKey.isBaseline ? childSize.height : guide(child, proposal, childSize, vKey)
        return Point(x: boxX - childX, y: boxY - childY)
    }

    // MARK: Frames

    private struct SingleArrangement {
        var size: Size
        var childProposal: Proposal
        var childSize: Size
        var childOrigin: Point
    }

    /// `frame(width:height:)` proposes its dimensions (the proposal along axes it leaves
    /// nil) and is that size; `frame(minWidth:idealWidth:maxWidth:…)` proposes the proposal
    /// clamped to its bounds (its ideal when the proposal is nil) and is its child's size
    /// clamped: at least the minimum (up to the proposal), at most the maximum (at least the
    /// proposal). The child is aligned in it.
    private func frameArrangement(_ id: Int32, _ c: FrameConstraints, _ p: Proposal) -> SingleArrangement {
        let child = children(of: id).first
        var childProposal = Proposal.unspecified
        var result = Size.zero
        func flexible(_ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
            var value = proposed ?? ideal
            if let v = value {
                if let minimum, v < minimum { value = minimum }
                if let maximum, value! > maximum { value = maximum }
            }
            return value
        }
        if c.isFlexible {
            childProposal.width = flexible(p.width, c.minWidth, c.idealWidth, c.maxWidth)
            childProposal.height = flexible(p.height, c.minHeight, c.idealHeight, c.maxHeight)
        } else {
            childProposal.width = c.width ?? p.width
            childProposal.height = c.height ?? p.height
        }
        let childSize = child.map { size($0, childProposal) } ?? .zero
        func clamp(_ childLength: Double, _ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double {
            // With no proposal the frame is its ideal, or else its child's size, clamped.
            guard let proposed = proposed ?? ideal else {
                var value = childLength
                if let minimum { value = max(value, minimum) }
                if let maximum { value = min(value, maximum) }
                return value
            }
            var value = childLength
            if let minimum { value = max(minimum, min(value, proposed)) }
            if let maximum { value = min(maximum, max(value, proposed)) }
            return value
        }
        if c.isFlexible {
            result.width = clamp(childSize.width, p.width, c.minWidth, c.idealWidth, c.maxWidth)
            result.height = clamp(childSize.height, p.height, c.minHeight, c.idealHeight, c.maxHeight)
        } else {
            result.width = c.width ?? childSize.width
            result.height = c.height ?? childSize.height
        }
        let origin = child.map { aligned(childSize, in: result, c.alignment, child: $0, proposal: childProposal) } ?? .zero
        return SingleArrangement(size: result, childProposal: childProposal, childSize: childSize, childOrigin: origin)
    }

    /// `aspectRatio(_:contentMode:)`: the largest size of the ratio inside the proposal (fit)
    /// or the smallest covering it (fill); an unspecified dimension follows from the other;
    /// with no ratio, the child's ideal size gives it.
    private func aspectProposal(_ child: Int32, ratio: Double?, mode: ContentMode, _ p: Proposal) -> Proposal {
        let ratio: Double = {
            if let ratio, ratio > 0, ratio.isFinite { return ratio }
            let ideal = size(child, .unspecified)
            return ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
        }()
        switch (p.width, p.height) {
        case let (w?, h?):
            if w.isInfinite && h.isInfinite { return p }
            if w.isInfinite { return Proposal(width: h * ratio, height: h) }
            if h.isInfinite { return Proposal(width: w, height: w / ratio) }
            let widthLimited = w / max(h, 1e-12) < ratio
            let useWidth = mode == .fit ? widthLimited : !widthLimited
            return useWidth ? Proposal(width: w, height: w / ratio) : Proposal(width: h * ratio, height: h)
        case let (w?, nil): return w.isInfinite ? Proposal.unspecified : Proposal(width: w, height: w / ratio)
        case let (nil, h?): return h.isInfinite ? Proposal.unspecified : Proposal(width: h * ratio, height: h)
        case (nil, nil):
            let ideal = size(child, .unspecified)
            if ideal.width > 0, ideal.height > 0 {
                return Proposal(width: ideal.width, height: ideal.width / ratio)
            }
            return .unspecified
        }
    }

    /// The child of a `ViewThatFits` that it shows for `p`: the first whose ideal size along
    /// the axes fits, or else the last.
    private func chosenChild(_ id: Int32, axes: AxisFlags, _ p: Proposal) -> Int32? {
        let kids = children(of: id)
        for child in kids {
            var ask = p
            if axes.horizontal { ask.width = nil }
            if axes.vertical { ask.height = nil }
            let ideal = size(child, ask)
            let tolerance = 0.5 / scale
            let fitsWidth = !axes.horizontal || p.width.map { ideal.width <= $0 + tolerance } ?? true
            let fitsHeight = !axes.vertical || p.height.map { ideal.height <= $0 + tolerance } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return kids.last
    }

    // MARK: Flexbox as a layout

    /// A `FlexBox`: the ProofLayout engine with one node per child, each measured by this
    /// engine (a Yoga measure function proposes what the flexbox algorithm offers).
    private func flexArrangement(_ id: Int32, _ p: Proposal) -> StackArrangement {
        let element = resolver.store.elements[Int(id)]
        let kids = children(of: id)
        var rootStyle = element.style
        rootStyle.direction = element.rightToLeft ? .rtl : .ltr
        // Like a block-level flex container, the box is as wide as offered (its own width
        // wins) and as tall as its content, at most the height offered.
        if let width = p.width, width.isFinite, rootStyle.width.unit == .auto { rootStyle.width = .points(width) }
        if let height = p.height, height.isFinite { rootStyle.maxHeight = .points(height) }
        var tree = LayoutTree(root: rootStyle)
        var nodes: [LayoutTree.NodeID] = []
        let row = rootStyle.flexDirection == .row || rootStyle.flexDirection == .rowReverse
        let mainAxis: Axis = row ? .horizontal : .vertical
        for child in kids {
            // SwiftUI's flexibility as flex factors (views that expand grow, views that can
            // shrink shrink), then the view's own `flexStyle`.
            var style = Style()
            let childElement = resolver.store.elements[Int(child)]
            style.flexGrow = childElement.expands[mainAxis] ? 1 : 0
            style.flexShrink = childElement.compresses[mainAxis] || childElement.expands[mainAxis] ? 1 : 0
            for change in childElement.styleOverrides { change(&style) }
            // Yoga calls back synchronously, on this thread, during `tree.layout` below.
            let engine = UncheckedEngine(layout: self)
            let node = tree.addNode(style, parent: tree.root) { width, widthMode, height, heightMode in
                // Exact sizes are proposed as they are; a bound along the main axis asks for the
                // view's ideal size (its flex basis), across it for a size within the bound.
                func proposed(_ value: Double, _ mode: MeasureMode, main: Bool) -> Double? {
                    switch mode {
                    case .undefined: return nil
                    case .atMost where main: return nil
                    default: return value.isFinite ? max(value, 0) : .infinity
                    }
                }
                return engine.layout.size(child, Proposal(width: proposed(width, widthMode, main: row),
                                                          height: proposed(height, heightMode, main: !row)))
            }
            nodes.append(node)
        }
        do {
            try tree.layout(availableWidth: p.width.flatMap { $0.isFinite ? $0 : nil },
                            availableHeight: p.height.flatMap { $0.isFinite ? $0 : nil },
                            direction: element.rightToLeft ? .rtl : .ltr, scale: scale)
        } catch {
            failure = failure ?? RenderError.layout(error)
            return StackArrangement(size: .zero, proposals: [], origins: [], sizes: [])
        }
        let size = tree.frame(of: tree.root).size
        var origins: [Point] = [], sizes: [Size] = [], proposals: [Proposal] = []
        for node in nodes {
            var frame = tree.frame(of: node)
            // Frames come out physical; containers here work from the leading edge.
            if element.rightToLeft { frame.origin.x = size.width - frame.maxX }
            origins.append(frame.origin)
            sizes.append(frame.size)
            proposals.append(Proposal(frame.size))
        }
        return StackArrangement(size: size, proposals: proposals, origins: origins, sizes: sizes)
    }

    // MARK: Custom layouts

    func subviews(of id: Int32) -> LayoutSubviews {
        LayoutSubviews(layout: self, ids: children(of: id))
    }

    // MARK: Alignment guides

    /// The value of guide `key` in element `id` laid out at `size` for `p`: the value the view
    /// sets, or the guide's default.
    func guide(_ id: Int32, _ p: Proposal, _ size: Size, _ key: AlignmentKey) -> Double {
        // Built-in positions that the view does not set itself need no closure.
        switch key {
        case .leading, .top, .horizontalCenter, .verticalCenter, .trailing, .bottom:
            if resolver.store.elements[Int(id)].alignmentGuides.isEmpty {
                return key.defaultValue(in: size) { _ in nil }
            }
        default: break
        }
        if let value = explicitGuide(id, p, size, key) { return value }
        return key.defaultValue(in: size) { [unowned self] other in self.explicitGuide(id, p, size, other) }
    }

    /// The value element `id` sets for guide `key`, if any: its own `alignmentGuide`, a text's
    /// baselines, or what its content sets (stacks combine their children's: baselines the
    /// first or last, other guides the first child's).
    func explicitGuide(_ id: Int32, _ p: Proposal, _ size: Size, _ key: AlignmentKey) -> Double? {
        let element = resolver.store.elements[Int(id)]
        if let set = element.alignmentGuides.last(where: { $0.key == key }) {
            return set.value(ViewDimensions(size: size) { [unowned self] other in
                other == key ? nil : self.explicitGuide(id, p, size, other)
            })
        }
        // Built-in positions set by nobody are the defaults: only baselines and custom guides
        // come from content.
        switch key {
        case .firstTextBaseline, .lastTextBaseline, .custom: break
        default: return nil
        }
        if case .text(let text) = element.kind {
            guard key.isBaseline else { return nil }
            let limit = textLayoutSize(text, p).lineLimit
            let layout = text.layout(width: size.width, lineLimit: limit)
            if key == .firstTextBaseline { return layout.firstBaseline ?? text.paragraph.emptyBaseline }
            return layout.lines.last?.baseline ?? text.paragraph.emptyBaseline
        }
        guard element.kind.isContainer, element.childCount > 0 else { return nil }
        if case .geometryReader = element.kind { return nil }
        var found: Double?
        for (child, proposal, childSize, origin) in arrangement(id, p, size) {
            guard !resolver.store.elements[Int(child)].isLayer else { continue }
            guard let value = explicitGuide(child, proposal, childSize, key) else { continue }
            let position = value + (key.isVertical ? origin.y : origin.x)
            switch key {
            case .firstTextBaseline: found = min(found ?? position, position)
            case .lastTextBaseline: found = max(found ?? position, position)
            default: if found == nil { found = position }
            }
            if case .custom = key { break }
        }
        return found
    }

    // MARK: Placing

    /// Each child of `id` with the proposal it is placed with, its size and its origin from
    /// the leading top corner of `id` (laid out at `size` for `p`).
    func arrangement(_ id: Int32, _ p: Proposal, _ size: Size) -> [(Int32, Proposal, Size, Point)] {
        let element = resolver.store.elements[Int(id)]
        switch element.kind {
        case .text, .image, .shape, .color, .spacer, .divider:
            return []
        case let .stack(axis, _, spacing):
            return zipped(id, stackArrangement(id, axis: axis, spacing: spacing, p))
        case .implicitStack:
            return zipped(id, stackArrangement(id, axis: .vertical, spacing: DefaultSpacing.stack, p))
        case .zStack, .layer:
            return zipped(id, zStackArrangement(id, p))
        case .flexBox:
            return zipped(id, flexArrangement(id, p))
        case .decorated:
            let primary = primaryChild(of: id)
            return children(of: id).map { child in
                if child == primary { return (child, p, size, Point.zero) }
                // The layer is proposed the view's size and covers it.
                return (child, Proposal(size), size, Point.zero)
            }
        case .padding(let insets):
            guard let child = children(of: id).first else { return [] }
            let inner = Proposal(width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
                                 height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
            return [(child, inner, self.size(child, inner), Point(x: insets.leading, y: insets.top))]
        case .frame(let constraints):
            guard let child = children(of: id).first else { return [] }
            let a = frameArrangement(id, constraints, p)
            return [(child, a.childProposal, a.childSize, a.childOrigin)]
        case .position(let point):
            return children(of: id).map { child in
                let childSize = self.size(child, p)
                return (child, p, childSize, Point(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2))
            }
        case let .aspectRatio(ratio, mode):
            guard let child = children(of: id).first else { return [] }
            let proposal = aspectProposal(child, ratio: ratio, mode: mode, p)
            let childSize = self.size(child, proposal)
            return [(child, proposal, childSize, Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2))]
        case .geometryReader:
            return children(of: id).map { child in
                let proposal = Proposal(size)
                return (child, proposal, self.size(child, proposal), Point.zero)
            }
        case .viewThatFits(let axes):
            guard let chosen = chosenChild(id, axes: axes, p) else { return [] }
            let childSize = self.size(chosen, p)
            return [(chosen, p, childSize, Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2))]
        case .custom(let box):
            let placements = box.placeSubviews(in: Rect(origin: .zero, size: size), p, subviews: subviews(of: id))
            return placements.map { placement in
                let childSize = self.size(placement.id, placement.proposal)
                return (placement.id, placement.proposal, childSize,
                        Point(x: placement.position.x - placement.anchor.x * childSize.width,
                              y: placement.position.y - placement.anchor.y * childSize.height))
            }
        }
    }

    private func zipped(_ id: Int32, _ a: StackArrangement) -> [(Int32, Proposal, Size, Point)] {
        let kids = children(of: id)
        guard kids.count == a.origins.count else { return [] }
        return (0..<kids.count).map { (kids[$0], a.proposals[$0], a.sizes[$0], a.origins[$0]) }
    }

    /// The view a background or overlay decorates (its child that is not the layer).
    private func primaryChild(of id: Int32) -> Int32? {
        var child = resolver.store.elements[Int(id)].firstChild
        while child >= 0 {
            if !resolver.store.elements[Int(child)].isLayer { return child }
            child = resolver.store.elements[Int(child)].nextSibling
        }
        return nil
    }

    /// Places `root` for `proposal` in `bounds`, centred there (it may be larger), and every
    /// element below it.
    func placeRoot(_ root: Int32, proposal: Proposal, in bounds: Rect) {
        grow()
        let rootSize = size(root, proposal)
        let origin = Point(x: bounds.minX + (bounds.width - rootSize.width) / 2, y: bounds.minY + (bounds.height - rootSize.height) / 2)
        place(root, proposal, origin: origin, knownSize: rootSize)
    }

    /// Places `id` for proposal `p` with its top left corner at `origin` (before its own
    /// offset), then its children.
    private func place(_ id: Int32, _ p: Proposal, origin: Point, knownSize: Size? = nil) {
        grow()
        let index = Int(id)
        var size = knownSize ?? self.size(id, p)
        var proposal = p
        // A view of fixed size is placed with its size as the proposal (`fixedSize`).
        let fixed = resolver.store.elements[index].fixedAxes
        if fixed.horizontal { proposal.width = size.width }
        if fixed.vertical { proposal.height = size.height }
        let offset = resolver.store.elements[index].offset
        var frame = Rect(origin: Point(x: origin.x + offset.x, y: origin.y + offset.y), size: size)
        // Bars beside it (a `safeAreaInset` view, a navigation or tab bar): its safe area, and
        // its content's, ends at its edges there. Outside a device render, what may extend
        // under the bars is the container holding it and them.
        let region = resolver.store.elements[index].safeAreaRegion
        let outerSafeArea = safeArea
        if !region.isEmpty {
            let parent = resolver.store.elements[index].parent
            let container = parent >= 0 ? frames[Int(parent)] : frame
            let outer = safeArea ?? SafeAreaGeometry(bounds: container, safe: container, scale: scale)
            safeArea = outer.entering(frame, edges: region)
        }
        defer { safeArea = outerSafeArea }
        // A view that ignores the safe area and touches it grows over it, and is laid out again.
        let edges = resolver.store.elements[index].ignoresSafeArea
        if !edges.isEmpty, let safeArea {
            let grown = safeArea.extended(frame, edges: edges)
            if grown != frame {
                // Offered the larger region; along an axis where the view does not take it (a
                // fixed frame), it stays where it was.
                let grownSize = self.size(id, Proposal(grown.size))
                var extended = frame
                if grownSize.width == grown.width { extended.origin.x = grown.minX; extended.size.width = grown.width }
                if grownSize.height == grown.height { extended.origin.y = grown.minY; extended.size.height = grown.height }
                if extended != frame {
                    proposal = Proposal(width: extended.width == grown.width ? grown.width : proposal.width,
                                        height: extended.height == grown.height ? grown.height : proposal.height)
                    size = extended.size
                    frame = extended
                }
            }
        }
        frames[index] = frame
        if let safeArea, safeArea != screenSafeArea, Self.paintsIntoSafeArea(resolver.store.elements[index]) {
            innerSafeAreas[id] = safeArea
        }
        if case .text(let text) = resolver.store.elements[index].kind {
            let limit = textLayoutSize(text, proposal).lineLimit
            textLineLimits[index] = limit
            text.choose(text.minimumScale < 1 ? text.fitting(width: proposal.width ?? .infinity, lineLimit: limit) : nil)
            return
        }
        if case .geometryReader(let content) = resolver.store.elements[index].kind {
            resolveGeometry(id, content, frame: frame)
        }
        if case .custom(let box) = resolver.store.elements[index].kind, box.isContainer {
            // A scroll view's content is laid out in it as its container.
            withContainer(size) { placeChildren(id, proposal, frame) }
        } else {
            placeChildren(id, proposal, frame)
        }
    }

    /// Whether painting `element` reads the safe area: a background or overlay that ignores it,
    /// a vertical scroll view's clip.
    private static func paintsIntoSafeArea(_ element: Element) -> Bool {
        // A vertical scroll view's content shows under the bottom bars and the home indicator.
        if element.scrollAxes.vertical { return true }
        return element.effects.contains { effect in
            if case let .shape(_, _, edges) = effect { return !edges.isEmpty }
            return false
        }
    }

    private func placeChildren(_ id: Int32, _ proposal: Proposal, _ frame: Rect) {
        let element = resolver.store.elements[Int(id)]
        let placed = arrangement(id, proposal, frame.size)
        if case .viewThatFits = element.kind {
            let shown = Set(placed.map(\.0))
            for child in children(of: id) where !shown.contains(child) { unplaced.append((id, child)) }
        }
        for (child, childProposal, childSize, childOrigin) in placed {
            var x = childOrigin.x
            if element.rightToLeft { x = frame.width - childOrigin.x - childSize.width }
            place(child, childProposal, origin: Point(x: frame.minX + x, y: frame.minY + childOrigin.y), knownSize: childSize)
        }
    }

    /// Resolves a `GeometryReader`'s content for the size it was given (once per size).
    private func resolveGeometry(_ id: Int32, _ content: GeometryContent, frame: Rect) {
        if content.resolvedSize == frame.size { return }
        for child in children(of: id) { unplaced.append((id, child)) }
        detachChildren(of: id)
        content.resolvedSize = frame.size
        let proxy = GeometryProxy(size: CGSize(width: frame.width, height: frame.height), frame: frame,
                                  safeAreaInsets: EdgeInsets())
        do {
            let roots = try resolver.resolveDuringLayout(environment: content.environment, pathRecord: content.pathRecord) { r throws(RenderError) in
                try content.resolve(proxy, r)
            }
            for root in roots { resolver.store.attach(root, to: id) }
        } catch {
            failure = failure ?? error
        }
        grow()
    }

    private func detachChildren(of id: Int32) {
        resolver.store.elements[Int(id)].firstChild = -1
        resolver.store.elements[Int(id)].lastChild = -1
        resolver.store.elements[Int(id)].childCount = 0
    }

    /// Takes children that were not placed (views a `ViewThatFits` did not choose) out of the
    /// tree, so that nothing draws, describes or audits them.
    func detachUnplaced() {
        var byParent: [Int32: Set<Int32>] = [:]
        for (parent, child) in unplaced { byParent[parent, default: []].insert(child) }
        for (parent, removed) in byParent.sorted(by: { $0.key < $1.key }) {
            let current = children(of: parent)
            let kept = current.filter { !removed.contains($0) }
            if kept.count != current.count {
                detachChildren(of: parent)
                for child in kept { resolver.store.attach(child, to: parent) }
            }
            for child in removed where !kept.contains(child) { resolver.store.elements[Int(child)].parent = -1 }
        }
    }

    /// Frames rounded to the device pixel grid as SwiftUI draws them: the origin and the far
    /// edge each to the nearest pixel, halves up.
    func pixelAlignedFrames() -> [Rect] {
        frames.map { frame in
            func snap(_ value: Double) -> Double { (value * scale + 0.5).rounded(.down) / scale }
            guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else { return frame }
            let minX = snap(frame.minX), minY = snap(frame.minY)
            return Rect(x: minX, y: minY, width: snap(frame.maxX) - minX, height: snap(frame.maxY) - minY)
        }
    }
}

/// A size cache key: an element and a proposal (nil as -1: proposals are never negative).
nonisolated struct SizeKey: Hashable {
    let id: Int32
    /// The container the size was answered in (``ViewLayout/containerContext``), for views
    /// whose size depends on it; 0 for the others.
    let context: Int32
    let width: Double
    let height: Double

    init(id: Int32, _ p: Proposal, context: Int32 = 0) {
        self.id = id
        self.context = context
        width = p.width ?? -1
        height = p.height ?? -1
    }

    init(id: Int32, context: Int32, width: Double, height: Double) {
        self.id = id
        self.context = context
        self.width = width
        self.height = height
    }

    /// One word for the hasher: the fields mixed (the hasher is the costly part of a lookup).
    func hash(into hasher: inout Hasher) {
        var mixed = (UInt64(UInt32(bitPattern: id)) | UInt64(UInt32(bitPattern: context)) << 32) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= width.bitPattern &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= (height.bitPattern &* 0x1656_67B1_9E37_79F9).rotated(by: 29)
        hasher.combine(mixed)
    }
}

private extension UInt64 {
    func rotated(by bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}

/// The size cache: an open-addressing hash table (linear probing, at most half full) of
/// element and proposal to size. Layout looks sizes up far more often than it computes them,
/// and a general dictionary's hashing was the larger part of the time.
nonisolated struct SizeTable {
    private struct Slot {
        var id: Int32 = -1
        var context: Int32 = 0
        var width: UInt64 = 0
        var height: UInt64 = 0
        var value = Size.zero
    }

    private var slots: [Slot] = []
    private(set) var count = 0
    private var mask = 0

    mutating func reserve(_ capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        if size > slots.count { rehash(size) }
    }

    private static func slot(_ id: Int32, _ context: Int32, _ width: UInt64, _ height: UInt64, _ mask: Int) -> Int {
        let element = UInt64(UInt32(bitPattern: id)) | UInt64(UInt32(bitPattern: context)) << 32
        var mixed = (element &+ width &* 0xC2B2_AE3D_27D4_EB4F) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= height &* 0x1656_67B1_9E37_79F9
        mixed ^= mixed >> 29
        return Int(truncatingIfNeeded: mixed) & mask
    }

    func find(_ key: SizeKey) -> Size? {
        guard !slots.isEmpty else { return nil }
        let width = key.width.bitPattern, height = key.height.bitPattern
        return slots.withUnsafeBufferPointer { buffer in
            var index = Self.slot(key.id, key.context, width, height, mask)
            while buffer[index].id >= 0 {
                if buffer[index].id == key.id && buffer[index].context == key.context && buffer[index].width == width
                    && buffer[index].height == height { return buffer[index].value }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    mutating func insert(_ key: SizeKey, _ value: Size) {
        if (count + 1) * 2 > slots.count { rehash(max(16, slots.count * 2)) }
        let width = key.width.bitPattern, height = key.height.bitPattern
        let mask = self.mask
        let added: Bool = slots.withUnsafeMutableBufferPointer { buffer in
            var index = Self.slot(key.id, key.context, width, height, mask)
            while buffer[index].id >= 0 {
                if buffer[index].id == key.id && buffer[index].context == key.context && buffer[index].width == width
                    && buffer[index].height == height {
                    buffer[index].value = value
                    return false
                }
                index = (index + 1) & mask
            }
            buffer[index] = Slot(id: key.id, context: key.context, width: width, height: height, value: value)
            return true
        }
        if added { count += 1 }
    }

    private mutating func rehash(_ size: Int) {
        let old = slots
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
        count = 0
        for slot in old where slot.id >= 0 {
            insert(SizeKey(id: slot.id, context: slot.context, width: Double(bitPattern: slot.width),
                           height: Double(bitPattern: slot.height)), slot.value)
        }
    }
}

/// The engine handed to a flexbox measure function, which runs synchronously during layout.
nonisolated private struct UncheckedEngine: @unchecked Sendable {
    unowned let layout: ViewLayout
}

nonisolated extension AlignmentKey {
    var isVertical: Bool {
        switch self {
        case .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline: true
        case .leading, .horizontalCenter, .trailing: false
        case let .custom(_, _, vertical, _): vertical
        }
    }
}
