// Absolutely positioned children (Yoga's AbsoluteLayout; https://www.w3.org/TR/css-flexbox-1/#abspos-items):
// sized from their own size or from opposite insets, then placed by an inset, or, with no
// inset on an axis, at their static position given by the parent's justify-content /
// align-items.

extension LayoutEngine {
    /// Whether insets are measured from the padding box (CSS) rather than the content box.
    @inline(__always) var absoluteIncludesPadding: Bool {
        !errata.contains(.absolutePositionWithoutInsetsExcludesPadding)
    }

    func setFlexStartLayoutPosition(_ parent: Int, _ child: Int, _ axis: FlexDirection, _ containingBlockWidth: Double) {
        var position = margin(child, axis.startEdge, containingBlockWidth) + nodes[parent].border[axis.startEdge]
        if absoluteIncludesPadding { position += nodes[parent].padding[axis.startEdge] }
        setPosition(child, axis.startEdge, position)
    }

    func setFlexEndLayoutPosition(_ parent: Int, _ child: Int, _ axis: FlexDirection, _ containingBlockWidth: Double) {
        var flexEndPosition = nodes[parent].border[axis.endEdge] + margin(child, axis.endEdge, containingBlockWidth)
        if absoluteIncludesPadding { flexEndPosition += nodes[parent].padding[axis.endEdge] }
        setPosition(child, axis.startEdge, positionOfOppositeEdge(flexEndPosition, axis, parent, child))
    }

    func setCenterLayoutPosition(_ parent: Int, _ child: Int, _ axis: FlexDirection, _ containingBlockWidth: Double) {
        let startEdge = axis.startEdge, endEdge = axis.endEdge
        var parentContentBoxSize = measured(parent, axis.dimension) - nodes[parent].border[startEdge] - nodes[parent].border[endEdge]
        if absoluteIncludesPadding {
            parentContentBoxSize -= nodes[parent].padding[startEdge]
            parentContentBoxSize -= nodes[parent].padding[endEdge]
        }
        let childOuterSize = measured(child, axis.dimension) + marginForAxis(child, axis, containingBlockWidth)
        var position = (parentContentBoxSize - childOuterSize) / 2 + nodes[parent].border[startEdge]
            + margin(child, startEdge, containingBlockWidth)
        if absoluteIncludesPadding { position += nodes[parent].padding[startEdge] }
        setPosition(child, startEdge, position)
    }

    func justifyAbsoluteChild(_ parent: Int, _ child: Int, _ mainAxis: FlexDirection, _ containingBlockWidth: Double) {
        switch nodes[parent].style.justifyContent {
        case .flexStart, .spaceBetween:
            setFlexStartLayoutPosition(parent, child, mainAxis, containingBlockWidth)
        case .flexEnd:
            setFlexEndLayoutPosition(parent, child, mainAxis, containingBlockWidth)
        case .center, .spaceAround, .spaceEvenly:
            setCenterLayoutPosition(parent, child, mainAxis, containingBlockWidth)
        }
    }

    func alignAbsoluteChild(_ parent: Int, _ child: Int, _ crossAxis: FlexDirection, _ containingBlockWidth: Double) {
        var itemAlign = alignment(of: child, in: parent)
        if nodes[parent].style.flexWrap == .wrapReverse {
            if itemAlign == .flexEnd {
                itemAlign = .flexStart
            } else if itemAlign != .center {
                itemAlign = .flexEnd
            }
        }
        switch itemAlign {
        case .auto, .flexStart, .baseline, .spaceAround, .spaceBetween, .stretch, .spaceEvenly:
            setFlexStartLayoutPosition(parent, child, crossAxis, containingBlockWidth)
        case .flexEnd:
            setFlexEndLayoutPosition(parent, child, crossAxis, containingBlockWidth)
        case .center:
            setCenterLayoutPosition(parent, child, crossAxis, containingBlockWidth)
        }
    }

    /// Places an absolute child on one axis. When both insets are set the inline-start one
    /// wins; the result is written to the axis's flex-start edge like every other position.
    func positionAbsoluteChild(
        _ containingNode: Int, _ parent: Int, _ child: Int, _ direction: Direction, _ axis: FlexDirection,
        isMainAxis: Bool, _ containingBlockWidth: Double, _ containingBlockHeight: Double
    ) {
        let containingBlockSize = axis.isRow ? containingBlockWidth : containingBlockHeight
        let inlineStart = axis.inlineStartEdge(direction)
        let inlineEnd = axis.inlineEndEdge(direction)
        if isPositionDefined(child, inlineStart) {
            let positionRelativeToInlineStart = position(child, inlineStart, containingBlockSize)
                + nodes[containingNode].style.border[inlineStart] + margin(child, inlineStart, containingBlockWidth)
            let positionRelativeToFlexStart = inlineStart != axis.startEdge
                ? positionOfOppositeEdge(positionRelativeToInlineStart, axis, containingNode, child)
                : positionRelativeToInlineStart
            setPosition(child, axis.startEdge, positionRelativeToFlexStart)
        } else if isPositionDefined(child, inlineEnd) {
            let positionRelativeToInlineStart = measured(containingNode, axis.dimension) - measured(child, axis.dimension)
                - nodes[containingNode].style.border[inlineEnd] - margin(child, inlineEnd, containingBlockWidth)
                - position(child, inlineEnd, containingBlockSize)
            let positionRelativeToFlexStart = inlineStart != axis.startEdge
                ? positionOfOppositeEdge(positionRelativeToInlineStart, axis, containingNode, child)
                : positionRelativeToInlineStart
            setPosition(child, axis.startEdge, positionRelativeToFlexStart)
        } else if isMainAxis {
            justifyAbsoluteChild(parent, child, axis, containingBlockWidth)
        } else {
            alignAbsoluteChild(parent, child, axis, containingBlockWidth)
        }
    }

    func layoutAbsoluteChild(
        _ containingNode: Int, _ node: Int, _ child: Int, _ containingBlockWidth: Double, _ containingBlockHeight: Double,
        _ widthMode: SizingMode, _ direction: Direction, depth: Int
    ) {
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow

        var childWidth = Double.nan
        var childHeight = Double.nan
        let marginRow = marginForAxis(child, .row, containingBlockWidth)
        let marginColumn = marginForAxis(child, .column, containingBlockWidth)

        if hasDefiniteLength(child, .width, containingBlockWidth) {
            childWidth = resolvedDimension(child, .width, containingBlockWidth, containingBlockWidth) + marginRow
        } else if isPositionDefined(child, .left) && isPositionDefined(child, .right) {
            // No width: the insets define it.
            childWidth = measured(containingNode, .width)
                - (nodes[containingNode].style.border.left + nodes[containingNode].style.border.right)
                - (position(child, .left, containingBlockWidth) + position(child, .right, containingBlockWidth))
            childWidth = boundAxis(child, .row, childWidth, containingBlockWidth, containingBlockWidth)
        }
        if hasDefiniteLength(child, .height, containingBlockHeight) {
            childHeight = resolvedDimension(child, .height, containingBlockHeight, containingBlockWidth) + marginColumn
        } else if isPositionDefined(child, .top) && isPositionDefined(child, .bottom) {
            childHeight = measured(containingNode, .height)
                - (nodes[containingNode].style.border.top + nodes[containingNode].style.border.bottom)
                - (position(child, .top, containingBlockHeight) + position(child, .bottom, containingBlockHeight))
            childHeight = boundAxis(child, .column, childHeight, containingBlockHeight, containingBlockWidth)
        }

        // With exactly one size known, the aspect ratio gives the other.
        let aspectRatio = nodes[child].style.aspectRatio
        if childWidth.isNaN != childHeight.isNaN && !aspectRatio.isNaN {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * aspectRatio
            } else {
                childHeight = marginColumn + (childWidth - marginRow) / aspectRatio
            }
        }

        // Still missing a size: measure the content.
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            // Like browsers, let the content wrap to the containing block's width.
            if !isMainAxisRow && childWidth.isNaN && widthMode != .maxContent
                && !containingBlockWidth.isNaN && containingBlockWidth > 0 {
                childWidth = containingBlockWidth
                childWidthMode = .fitContent
            }
            calculateLayoutInternal(
                child, childWidth, childHeight, direction, childWidthMode, childHeightMode,
                containingBlockWidth, containingBlockHeight, performLayout: false, depth: depth)
            childWidth = nodes[child].measuredWidth + marginForAxis(child, .row, containingBlockWidth)
            childHeight = nodes[child].measuredHeight + marginForAxis(child, .column, containingBlockWidth)
        }

        calculateLayoutInternal(
            child, childWidth, childHeight, direction, .stretchFit, .stretchFit,
            containingBlockWidth, containingBlockHeight, performLayout: true, depth: depth)

        positionAbsoluteChild(containingNode, node, child, direction, mainAxis, isMainAxis: true, containingBlockWidth, containingBlockHeight)
        positionAbsoluteChild(containingNode, node, child, direction, crossAxis, isMainAxis: false, containingBlockWidth, containingBlockHeight)
    }

    /// Lays out the absolute children of `currentNode` and, through static children, those
    /// further down whose containing block is `containingNode`. Offsets are `currentNode`'s
    /// position within the containing block.
    func layoutAbsoluteDescendants(
        _ containingNode: Int, _ currentNode: Int, _ widthMode: SizingMode, _ currentNodeDirection: Direction,
        depth: Int, offsetLeft: Double, offsetTop: Double,
        _ containingNodeAvailableInnerWidth: Double, _ containingNodeAvailableInnerHeight: Double
    ) {
        let count = childCount(currentNode)
        for i in 0..<count {
            let child = self.child(currentNode, i)
            if nodes[child].style.display == .none { continue }
            let positionType = nodes[child].style.positionType
            let horizontalInsetsDefined = nodes[child].style.horizontalInsetsDefined
            let verticalInsetsDefined = nodes[child].style.verticalInsetsDefined
            if positionType == .absolute {
                let containingBlockWidth: Double
                let containingBlockHeight: Double
                if errata.contains(.absolutePercentAgainstInnerSize) {
                    containingBlockWidth = containingNodeAvailableInnerWidth
                    containingBlockHeight = containingNodeAvailableInnerHeight
                } else {
                    containingBlockWidth = measured(containingNode, .width) - borderForAxis(containingNode, .row)
                    containingBlockHeight = measured(containingNode, .height) - borderForAxis(containingNode, .column)
                }
                layoutAbsoluteChild(
                    containingNode, currentNode, child, containingBlockWidth, containingBlockHeight, widthMode,
                    currentNodeDirection, depth: depth)

                // The child is placed on its parent's flex-start edges, relative to the
                // containing block where it has insets: fill in the far edges, then make
                // the position relative to the parent.
                let parentMainAxis = nodes[currentNode].style.flexDirection.resolved(currentNodeDirection)
                let parentCrossAxis = parentMainAxis.cross(currentNodeDirection)
                if parentMainAxis == .rowReverse || parentMainAxis == .columnReverse {
                    let insetsDefined = parentMainAxis.isRow ? horizontalInsetsDefined : verticalInsetsDefined
                    setChildTrailingPosition(insetsDefined ? containingNode : currentNode, child, parentMainAxis)
                }
                if parentCrossAxis == .rowReverse || parentCrossAxis == .columnReverse {
                    let insetsDefined = parentCrossAxis.isRow ? horizontalInsetsDefined : verticalInsetsDefined
                    setChildTrailingPosition(insetsDefined ? containingNode : currentNode, child, parentCrossAxis)
                }
                let childLeft = nodes[child].position.left
                let childTop = nodes[child].position.top
                nodes[child].position.left = horizontalInsetsDefined ? childLeft - offsetLeft : childLeft
                nodes[child].position.top = verticalInsetsDefined ? childTop - offsetTop : childTop
            } else if positionType == .static {
                let childDirection = nodes[child].direction(inheriting: currentNodeDirection)
                layoutAbsoluteDescendants(
                    containingNode, child, widthMode, childDirection, depth: depth + 1,
                    offsetLeft: offsetLeft + nodes[child].position.left, offsetTop: offsetTop + nodes[child].position.top,
                    containingNodeAvailableInnerWidth, containingNodeAvailableInnerHeight)
            }
        }
    }

    // MARK: Baselines

    /// The distance from the node's top edge to its first baseline: its baseline function's
    /// answer, or the baseline of its first baseline-aligned (else first) child on the first
    /// line, or its height.
    func calculateBaseline(_ start: Int) -> Double {
        var chain: [Int] = []
        var n = start
        var baseline: Double
        while true {
            if nodes[n].baselineSlot >= 0 {
                let function = baselineFunctions[Int(nodes[n].baselineSlot)]
                let value = function(nodes[n].measuredWidth, nodes[n].measuredHeight)
                statistics.pointee.baselineCallbacks += 1
                baseline = value.isFinite ? value : nodes[n].measuredHeight
                break
            }
            var baselineChild = -1
            for i in 0..<childCount(n) {
                let child = self.child(n, i)
                if nodes[child].lineIndex > 0 { break }
                if nodes[child].style.positionType == .absolute { continue }
                if alignment(of: child, in: n) == .baseline || nodes[child].style.isReferenceBaseline {
                    baselineChild = child
                    break
                }
                if baselineChild < 0 { baselineChild = child }
            }
            if baselineChild < 0 {
                baseline = nodes[n].measuredHeight
                break
            }
            chain.append(baselineChild)
            n = baselineChild
        }
        // Add the offsets innermost first, the order of a recursive definition.
        for child in chain.reversed() {
            baseline += nodes[child].position.top
        }
        return baseline
    }

    func isBaselineLayout(_ n: Int) -> Bool {
        if nodes[n].style.flexDirection.isColumn { return false }
        if nodes[n].style.alignItems == .baseline { return true }
        for i in 0..<childCount(n) {
            let child = self.child(n, i)
            if nodes[child].style.positionType != .absolute && nodes[child].style.alignSelf == .baseline {
                return true
            }
        }
        return false
    }
}
