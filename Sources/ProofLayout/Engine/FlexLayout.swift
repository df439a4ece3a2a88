// The flexbox algorithm, following Yoga's CalculateLayout (which implements
// https://www.w3.org/TR/css-flexbox-1/#layout-algorithm with Yoga's deviations): each step
// keeps Yoga's name and order so the two can be compared side by side.

/// A run of items on one flex line: `startIndex..<endIndex` of the container's layout
/// children, absolute and `display: none` children in that range excluded.
struct FlexLine {
    var startIndex = 0
    var endIndex = 0
    var itemCount = 0
    var lastItem = -1
    var sizeConsumed = 0.0
    var numberOfAutoMargins = 0
    var totalFlexGrowFactors = 0.0
    var totalFlexShrinkScaledFactors = 0.0
    var remainingFreeSpace = 0.0
    var mainDim = 0.0
    var crossDim = 0.0
}

extension LayoutEngine {
    @inline(__always) func isInFlow(_ n: Int) -> Bool {
        nodes[n].style.display != .none && nodes[n].style.positionType != .absolute
    }

    // MARK: Entry point with caching

    /// Lays out or measures `n` unless a cached result for the same constraints exists
    /// (Yoga's `calculateLayoutInternal`). Returns whether work was done.
    @discardableResult
    func calculateLayoutInternal(
        _ n: Int, _ availableWidth: Double, _ availableHeight: Double, _ ownerDirection: Direction,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        performLayout: Bool, depth: Int
    ) -> Bool {
        let record = nodes + n
        let depth = depth + 1
        let needToVisitNode = (record.pointee.isDirty && record.pointee.generation != generation)
            || record.pointee.lastOwnerDirection != ownerDirection
        if needToVisitNode {
            record.pointee.nextMeasurementIndex = 0
            record.pointee.cachedLayout = .empty
        }

        let cacheBase = measurements + n * measurementCacheSize
        var cached: UnsafeMutablePointer<CacheEntry>? = nil
        if hasMeasureFunction(n) {
            let marginRow = marginForAxis(n, .row, ownerWidth)
            let marginColumn = marginForAxis(n, .column, ownerWidth)
            if canUseCachedMeasurement(widthMode, availableWidth, heightMode, availableHeight, record.pointee.cachedLayout, marginRow, marginColumn) {
                cached = withUnsafeMutablePointer(to: &record.pointee.cachedLayout) { $0 }
            } else {
                for i in 0..<Int(record.pointee.nextMeasurementIndex)
                where canUseCachedMeasurement(widthMode, availableWidth, heightMode, availableHeight, cacheBase[i], marginRow, marginColumn) {
                    cached = cacheBase + i
                    break
                }
            }
        } else if performLayout {
            let entry = record.pointee.cachedLayout
            if inexactEquals(entry.availableWidth, availableWidth) && inexactEquals(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode {
                cached = withUnsafeMutablePointer(to: &record.pointee.cachedLayout) { $0 }
            }
        } else {
            for i in 0..<Int(record.pointee.nextMeasurementIndex) {
                let entry = cacheBase[i]
                if inexactEquals(entry.availableWidth, availableWidth) && inexactEquals(entry.availableHeight, availableHeight)
                    && entry.widthMode == widthMode && entry.heightMode == heightMode {
                    cached = cacheBase + i
                    break
                }
            }
        }

        if !needToVisitNode, let cached {
            record.pointee.measuredWidth = cached.pointee.computedWidth
            record.pointee.measuredHeight = cached.pointee.computedHeight
            if performLayout { statistics.pointee.cachedLayouts += 1 } else { statistics.pointee.cachedMeasures += 1 }
        } else if statistics.pointee.layouts + statistics.pointee.measures >= workBudget {
            // Over budget: stop working and unwind; the caller reports the failure.
            record.pointee.measuredWidth = 0
            record.pointee.measuredHeight = 0
            return false
        } else {
            calculateLayoutImpl(
                n, availableWidth, availableHeight, ownerDirection, widthMode, heightMode,
                ownerWidth, ownerHeight, performLayout: performLayout, depth: depth)
            record.pointee.lastOwnerDirection = ownerDirection
            if cached == nil {
                var entry = CacheEntry(
                    availableWidth: availableWidth, availableHeight: availableHeight,
                    computedWidth: record.pointee.measuredWidth, computedHeight: record.pointee.measuredHeight,
                    widthMode: widthMode, heightMode: heightMode)
                if performLayout {
                    record.pointee.cachedLayout = entry
                } else {
                    if Int(record.pointee.nextMeasurementIndex) == measurementCacheSize {
                        record.pointee.nextMeasurementIndex = 0
                    }
                    swap(&cacheBase[Int(record.pointee.nextMeasurementIndex)], &entry)
                    record.pointee.nextMeasurementIndex += 1
                }
            }
        }

        if performLayout {
            record.pointee.width = record.pointee.measuredWidth
            record.pointee.height = record.pointee.measuredHeight
            record.pointee.isDirty = false
        }
        record.pointee.generation = generation
        return needToVisitNode || cached == nil
    }

    /// Whether a measurement made under `entry`'s constraints answers the new ones (Yoga's
    /// `canUseCachedMeasurement`): same constraints on the pixel grid, an exact size equal to
    /// the old result, or a looser / stricter bound the old result still satisfies.
    func canUseCachedMeasurement(
        _ widthMode: SizingMode, _ availableWidth: Double, _ heightMode: SizingMode, _ availableHeight: Double,
        _ entry: CacheEntry, _ marginRow: Double, _ marginColumn: Double
    ) -> Bool {
        if (!entry.computedHeight.isNaN && entry.computedHeight < 0) || (!entry.computedWidth.isNaN && entry.computedWidth < 0) {
            return false
        }
        let useRounded = pointScaleFactor != 0
        let width = useRounded ? roundValueToPixelGrid(availableWidth, pointScaleFactor, forceCeil: false, forceFloor: false) : availableWidth
        let height = useRounded ? roundValueToPixelGrid(availableHeight, pointScaleFactor, forceCeil: false, forceFloor: false) : availableHeight
        let lastWidth = useRounded ? roundValueToPixelGrid(entry.availableWidth, pointScaleFactor, forceCeil: false, forceFloor: false) : entry.availableWidth
        let lastHeight = useRounded ? roundValueToPixelGrid(entry.availableHeight, pointScaleFactor, forceCeil: false, forceFloor: false) : entry.availableHeight

        let sameWidth = entry.widthMode == widthMode && inexactEquals(lastWidth, width)
        let sameHeight = entry.heightMode == heightMode && inexactEquals(lastHeight, height)

        let widthCompatible = sameWidth
            || Self.sizeIsExactAndMatchesOldMeasuredSize(widthMode, availableWidth - marginRow, entry.computedWidth)
            || Self.oldSizeIsMaxContentAndStillFits(widthMode, availableWidth - marginRow, entry.widthMode, entry.computedWidth)
            || Self.newSizeIsStricterAndStillValid(widthMode, availableWidth - marginRow, entry.widthMode, entry.availableWidth - marginRow, entry.computedWidth)
        let heightCompatible = sameHeight
            || Self.sizeIsExactAndMatchesOldMeasuredSize(heightMode, availableHeight - marginColumn, entry.computedHeight)
            || Self.oldSizeIsMaxContentAndStillFits(heightMode, availableHeight - marginColumn, entry.heightMode, entry.computedHeight)
            || Self.newSizeIsStricterAndStillValid(heightMode, availableHeight - marginColumn, entry.heightMode, entry.availableHeight - marginColumn, entry.computedHeight)
        return widthCompatible && heightCompatible
    }

    @inline(__always) static func sizeIsExactAndMatchesOldMeasuredSize(_ mode: SizingMode, _ size: Double, _ lastComputed: Double) -> Bool {
        mode == .stretchFit && inexactEquals(size, lastComputed)
    }

    @inline(__always) static func oldSizeIsMaxContentAndStillFits(_ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastComputed: Double) -> Bool {
        mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed))
    }

    @inline(__always) static func newSizeIsStricterAndStillValid(_ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastSize: Double, _ lastComputed: Double) -> Bool {
        lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
            && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed))
    }

    // MARK: Leaves

    @inline(__always) func constrainMaxSizeForMode(_ n: Int, _ axis: FlexDirection, _ ownerAxisSize: Double, _ ownerWidth: Double, _ mode: inout SizingMode, _ size: inout Double) {
        let maxLength = axis.isRow ? nodes[n].style.maxWidth : nodes[n].style.maxHeight
        guard maxLength.unit == .points || maxLength.unit == .percent else { return }
        let maxSize = resolvedMaxDimension(n, axis.dimension, ownerAxisSize, ownerWidth) + marginForAxis(n, axis, ownerWidth)
        switch mode {
        case .stretchFit, .fitContent:
            if !(maxSize.isNaN || size < maxSize) { size = maxSize }
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }

    func measureNodeWithMeasureFunction(
        _ n: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let availableWidth = widthMode == .maxContent ? .nan : availableWidth
        let availableHeight = heightMode == .maxContent ? .nan : availableHeight
        let record = nodes + n
        let paddingAndBorderRow = record.pointee.padding.left + record.pointee.padding.right
            + record.pointee.border.left + record.pointee.border.right
        let paddingAndBorderColumn = record.pointee.padding.top + record.pointee.padding.bottom
            + record.pointee.border.top + record.pointee.border.bottom
        // Never ask a measure function to fit a negative size.
        let innerWidth = availableWidth.isNaN ? availableWidth : maxOrDefined(0, availableWidth - paddingAndBorderRow)
        let innerHeight = availableHeight.isNaN ? availableHeight : maxOrDefined(0, availableHeight - paddingAndBorderColumn)

        if widthMode == .stretchFit && heightMode == .stretchFit {
            record.pointee.measuredWidth = boundAxis(n, .row, availableWidth, ownerWidth, ownerWidth)
            record.pointee.measuredHeight = boundAxis(n, .column, availableHeight, ownerHeight, ownerWidth)
            return
        }
        let measure = measureFunctions[Int(record.pointee.measureSlot)]
        let size = measure(innerWidth, widthMode.measureMode, innerHeight, heightMode.measureMode)
        statistics.pointee.measureCallbacks += 1
        let measuredWidth = sanitizedMeasurement(size.width)
        let measuredHeight = sanitizedMeasurement(size.height)
        record.pointee.measuredWidth = boundAxis(
            n, .row, widthMode == .stretchFit ? availableWidth : measuredWidth + paddingAndBorderRow, ownerWidth, ownerWidth)
        record.pointee.measuredHeight = boundAxis(
            n, .column, heightMode == .stretchFit ? availableHeight : measuredHeight + paddingAndBorderColumn, ownerHeight, ownerWidth)
    }

    /// A measure function's answer made usable: NaN and negative sizes become 0 (as Yoga
    /// does), infinite and huge ones the engine's maximum length.
    @inline(__always) func sanitizedMeasurement(_ value: Double) -> Double {
        if value.isNaN || value < 0 { return 0 }
        return value > LayoutLimits.maximumLength ? LayoutLimits.maximumLength : value
    }

    /// A leaf without a measure function: its padding and border, or the given size.
    func measureNodeWithoutChildren(
        _ n: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let record = nodes + n
        var width = availableWidth
        if widthMode == .maxContent || widthMode == .fitContent {
            width = record.pointee.padding.left + record.pointee.padding.right + record.pointee.border.left + record.pointee.border.right
        }
        record.pointee.measuredWidth = boundAxis(n, .row, width, ownerWidth, ownerWidth)
        var height = availableHeight
        if heightMode == .maxContent || heightMode == .fitContent {
            height = record.pointee.padding.top + record.pointee.padding.bottom + record.pointee.border.top + record.pointee.border.bottom
        }
        record.pointee.measuredHeight = boundAxis(n, .column, height, ownerHeight, ownerWidth)
    }

    @inline(__always) static func isFixedSize(_ dimension: Double, _ mode: SizingMode) -> Bool {
        mode == .stretchFit || (!dimension.isNaN && mode == .fitContent && dimension <= 0)
    }

    /// When only measuring and both sizes are already known, sets them and returns true.
    func measureNodeWithFixedSize(
        _ n: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Bool {
        guard Self.isFixedSize(availableWidth, widthMode) && Self.isFixedSize(availableHeight, heightMode) else { return false }
        let width = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
        let height = availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0) ? 0 : availableHeight
        nodes[n].measuredWidth = boundAxis(n, .row, width, ownerWidth, ownerWidth)
        nodes[n].measuredHeight = boundAxis(n, .column, height, ownerHeight, ownerWidth)
        return true
    }

    /// Resets the layout of a `display: none` subtree to zero.
    func zeroOutLayout(_ start: Int) {
        var stack = [start]
        while let n = stack.popLast() {
            let record = nodes + n
            record.pointee.position = EdgeValues()
            record.pointee.width = 0
            record.pointee.height = 0
            record.pointee.measuredWidth = .nan
            record.pointee.measuredHeight = .nan
            record.pointee.margin = EdgeValues()
            record.pointee.border = EdgeValues()
            record.pointee.padding = EdgeValues()
            record.pointee.hadOverflow = false
            record.pointee.lineIndex = 0
            record.pointee.computedFlexBasis = .nan
            record.pointee.computedFlexBasisGeneration = 0
            record.pointee.generation = 0
            record.pointee.lastOwnerDirection = .inherit
            record.pointee.nextMeasurementIndex = 0
            record.pointee.cachedLayout = .empty
            record.pointee.isDirty = false
            var child = record.pointee.firstChild
            while child != noNode {
                stack.append(Int(child))
                child = nodes[Int(child)].nextSibling
            }
        }
    }

    func calculateAvailableInnerDimension(
        _ n: Int, _ dimension: Dimension, _ availableDim: Double, _ paddingAndBorder: Double, _ ownerDim: Double, _ ownerWidth: Double
    ) -> Double {
        var availableInnerDim = availableDim - paddingAndBorder
        if !availableInnerDim.isNaN {
            // The container's own min and max bound the space its children get.
            let minDimension = resolvedMinDimension(n, dimension, ownerDim, ownerWidth)
            let minInnerDim = minDimension.isNaN ? 0 : minDimension - paddingAndBorder
            let maxDimension = resolvedMaxDimension(n, dimension, ownerDim, ownerWidth)
            let maxInnerDim = maxDimension.isNaN ? Double.greatestFiniteMagnitude : maxDimension - paddingAndBorder
            availableInnerDim = maxOrDefined(minOrDefined(availableInnerDim, maxInnerDim), minInnerDim)
        }
        return availableInnerDim
    }

    // MARK: Step 3: flex basis

    func computeFlexBasisForChild(
        _ node: Int, _ child: Int, _ width: Double, _ widthMode: SizingMode, _ height: Double,
        _ ownerWidth: Double, _ ownerHeight: Double, _ heightMode: SizingMode, _ direction: Direction, depth: Int
    ) {
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let isMainAxisRow = mainAxis.isRow
        let mainAxisSize = isMainAxisRow ? width : height
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight

        let flexBasis = resolvedFlexBasis(child, mainAxis, mainAxisOwnerSize, ownerWidth)
        let isRowStyleDimDefined = hasDefiniteLength(child, .width, ownerWidth)
        let isColumnStyleDimDefined = hasDefiniteLength(child, .height, ownerHeight)
        let childRecord = nodes + child

        if !flexBasis.isNaN && !mainAxisSize.isNaN {
            // A percentage basis depends on the container, so it is computed once per pass.
            if childRecord.pointee.computedFlexBasis.isNaN || childRecord.pointee.computedFlexBasisGeneration != generation {
                childRecord.pointee.computedFlexBasis = maxOrDefined(flexBasis, paddingAndBorderForAxis(child, mainAxis, ownerWidth))
            }
        } else if isMainAxisRow && isRowStyleDimDefined {
            childRecord.pointee.computedFlexBasis = maxOrDefined(
                resolvedDimension(child, .width, ownerWidth, ownerWidth), paddingAndBorderForAxis(child, .row, ownerWidth))
        } else if !isMainAxisRow && isColumnStyleDimDefined {
            childRecord.pointee.computedFlexBasis = maxOrDefined(
                resolvedDimension(child, .height, ownerHeight, ownerWidth), paddingAndBorderForAxis(child, .column, ownerWidth))
        } else {
            // The hypothetical main size: measure the child.
            var childWidth = Double.nan
            var childHeight = Double.nan
            var childWidthMode = SizingMode.maxContent
            var childHeightMode = SizingMode.maxContent
            let marginRow = marginForAxis(child, .row, ownerWidth)
            let marginColumn = marginForAxis(child, .column, ownerWidth)

            if isRowStyleDimDefined {
                childWidth = resolvedDimension(child, .width, ownerWidth, ownerWidth) + marginRow
                childWidthMode = .stretchFit
            }
            if isColumnStyleDimDefined {
                childHeight = resolvedDimension(child, .height, ownerHeight, ownerWidth) + marginColumn
                childHeightMode = .stretchFit
            }

            // Browsers let children of a scroll container measure past it along its main axis.
            let overflow = nodes[node].style.overflow
            if (!isMainAxisRow && overflow == .scroll) || overflow != .scroll {
                if childWidth.isNaN && !width.isNaN {
                    childWidth = width
                    childWidthMode = .fitContent
                }
            }
            if (isMainAxisRow && overflow == .scroll) || overflow != .scroll {
                if childHeight.isNaN && !height.isNaN {
                    childHeight = height
                    childHeightMode = .fitContent
                }
            }

            let aspectRatio = childRecord.pointee.style.aspectRatio
            if !aspectRatio.isNaN {
                if !isMainAxisRow && childWidthMode == .stretchFit {
                    childHeight = marginColumn + (childWidth - marginRow) / aspectRatio
                    childHeightMode = .stretchFit
                } else if isMainAxisRow && childHeightMode == .stretchFit {
                    childWidth = marginRow + (childHeight - marginColumn) * aspectRatio
                    childWidthMode = .stretchFit
                }
            }

            // A child stretched on the cross axis is measured at the container's exact width.
            let childAlign = alignment(of: child, in: node)
            let hasExactWidth = !width.isNaN && widthMode == .stretchFit
            let childWidthStretch = childAlign == .stretch && childWidthMode != .stretchFit
            if !isMainAxisRow && !isRowStyleDimDefined && hasExactWidth && childWidthStretch {
                childWidth = width
                childWidthMode = .stretchFit
                if !aspectRatio.isNaN {
                    childHeight = (childWidth - marginRow) / aspectRatio
                    childHeightMode = .stretchFit
                }
            }
            let hasExactHeight = !height.isNaN && heightMode == .stretchFit
            let childHeightStretch = childAlign == .stretch && childHeightMode != .stretchFit
            if isMainAxisRow && !isColumnStyleDimDefined && hasExactHeight && childHeightStretch {
                childHeight = height
                childHeightMode = .stretchFit
                if !aspectRatio.isNaN {
                    childWidth = (childHeight - marginColumn) * aspectRatio
                    childWidthMode = .stretchFit
                }
            }

            constrainMaxSizeForMode(child, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
            constrainMaxSizeForMode(child, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)

            calculateLayoutInternal(
                child, childWidth, childHeight, direction, childWidthMode, childHeightMode, ownerWidth, ownerHeight,
                performLayout: false, depth: depth)
            childRecord.pointee.computedFlexBasis = maxOrDefined(
                measured(child, mainAxis.dimension), paddingAndBorderForAxis(child, mainAxis, ownerWidth))
        }
        childRecord.pointee.computedFlexBasisGeneration = generation
    }

    func computeFlexBasisForChildren(
        _ node: Int, _ availableInnerWidth: Double, _ availableInnerHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ direction: Direction, _ mainAxis: FlexDirection, performLayout: Bool, depth: Int
    ) -> Double {
        var totalOuterFlexBasis = 0.0
        var singleFlexChild = -1
        let count = childCount(node)
        let mainMode = mainAxis.isRow ? widthMode : heightMode
        // A lone child that can both grow and shrink gets basis 0 instead of being measured:
        // it will take exactly the remaining space anyway.
        if mainMode == .stretchFit {
            for i in 0..<count {
                let child = self.child(node, i)
                guard isFlexible(child) else { continue }
                if singleFlexChild >= 0 || inexactEquals(flexGrow(child), 0) || inexactEquals(flexShrink(child), 0) {
                    singleFlexChild = -1
                    break
                }
                singleFlexChild = child
            }
        }

        for i in 0..<count {
            let child = self.child(node, i)
            if nodes[child].style.display == .none {
                zeroOutLayout(child)
                continue
            }
            if performLayout {
                setInitialPosition(child, direction: nodes[child].direction(inheriting: direction),
                                   ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight)
            }
            if nodes[child].style.positionType == .absolute { continue }
            if child == singleFlexChild {
                nodes[child].computedFlexBasisGeneration = generation
                nodes[child].computedFlexBasis = 0
            } else {
                computeFlexBasisForChild(
                    node, child, availableInnerWidth, widthMode, availableInnerHeight, availableInnerWidth,
                    availableInnerHeight, heightMode, direction, depth: depth)
            }
            totalOuterFlexBasis += nodes[child].computedFlexBasis + marginForAxis(child, mainAxis, availableInnerWidth)
        }
        return totalOuterFlexBasis
    }

    // MARK: Step 4: lines

    /// A child's computed flex basis clamped to its min and max main size, as the line
    /// collection, both passes of the freeze loop and the skipped-flex measure use it.
    ///
    /// Yoga's rule (`calculateFlexLine` in FlexLine.cpp, `distributeFreeSpaceFirstPass`,
    /// `distributeFreeSpaceSecondPass` and `justifyMainAxis` in CalculateLayout.cpp): this clamp
    /// resolves percentage min and max against `mainAxisOwnerSize`, the container's *own*
    /// owner's main size (what the container's percentages resolve against), not the container's
    /// inner size. For the root that is the size given to the layout call, so without one a
    /// percentage `min-width` does not raise the basis here; it still clamps the flexed size,
    /// which `boundAxis` resolves against the inner size. Resolving the clamp against the inner
    /// size too would make a percentage min raise the basis the free space is shared from, so
    /// the item would keep its min *and* take a share (a row of 200 with bases 15% and 10%, mins
    /// 60% and 20%, grow 1 and 4: 128 + 72 where Yoga and Chrome give 120 + 80).
    @inline(__always) func flexBasisWithinMinAndMax(
        _ child: Int, _ mainAxis: FlexDirection, _ mainAxisOwnerSize: Double, _ ownerWidth: Double
    ) -> Double {
        boundAxisWithinMinAndMax(child, mainAxis, nodes[child].computedFlexBasis, mainAxisOwnerSize, ownerWidth)
    }

    func calculateFlexLine(
        _ node: Int, _ direction: Direction, _ ownerWidth: Double, _ mainAxisOwnerSize: Double,
        _ availableInnerWidth: Double, _ availableInnerMainDim: Double, _ startIndex: Int, _ lineCount: Int
    ) -> FlexLine {
        var line = FlexLine()
        line.startIndex = startIndex
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let isNodeFlexWrap = nodes[node].style.flexWrap != .noWrap
        let gap = gapForAxis(node, mainAxis, availableInnerMainDim)
        let count = childCount(node)
        var sizeConsumedIncludingMinConstraint = 0.0
        var index = startIndex
        while index < count {
            let child = self.child(node, index)
            guard isInFlow(child) else {
                index += 1
                continue
            }
            let childMarginMainAxis = marginForAxis(child, mainAxis, availableInnerWidth)
            let childLeadingGapMainAxis = line.itemCount == 0 ? 0 : gap
            let flexBasisWithMinAndMaxConstraints = flexBasisWithinMinAndMax(child, mainAxis, mainAxisOwnerSize, ownerWidth)
            let outerSize = flexBasisWithMinAndMaxConstraints + childMarginMainAxis + childLeadingGapMainAxis

            // In a wrapping container, an item that does not fit starts the next line.
            if sizeConsumedIncludingMinConstraint + outerSize > availableInnerMainDim && isNodeFlexWrap && line.itemCount > 0 {
                break
            }
            if isMarginAuto(child, mainAxis.startEdge) { line.numberOfAutoMargins += 1 }
            if isMarginAuto(child, mainAxis.endEdge) { line.numberOfAutoMargins += 1 }
            nodes[child].lineIndex = Int32(lineCount)
            sizeConsumedIncludingMinConstraint += outerSize
            line.sizeConsumed += outerSize
            if isFlexible(child) {
                line.totalFlexGrowFactors += flexGrow(child)
                // The shrink factor is scaled by the item's basis, unlike the grow factor.
                line.totalFlexShrinkScaledFactors += -flexShrink(child) * nodes[child].computedFlexBasis
            }
            line.itemCount += 1
            line.lastItem = child
            index += 1
        }
        line.endIndex = index
        // Totals below 1 count as 1, so items with small factors share only part of the space.
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 { line.totalFlexShrinkScaledFactors = 1 }
        return line
    }

    // MARK: Step 5: resolving flexible lengths

    /// First pass of Yoga's two-pass freeze loop: items whose min or max clamps their flexed
    /// size are frozen, and their space and factors leave the line's totals.
    func distributeFreeSpaceFirstPass(
        _ line: inout FlexLine, _ node: Int, _ mainAxis: FlexDirection, _ ownerWidth: Double, _ mainAxisOwnerSize: Double,
        _ availableInnerMainDim: Double, _ availableInnerWidth: Double
    ) {
        var deltaFreeSpace = 0.0
        for index in line.startIndex..<line.endIndex {
            let child = self.child(node, index)
            guard isInFlow(child) else { continue }
            let childFlexBasis = flexBasisWithinMinAndMax(child, mainAxis, mainAxisOwnerSize, ownerWidth)
            if line.remainingFreeSpace < 0 {
                let flexShrinkScaledFactor = -flexShrink(child) * childFlexBasis
                if !flexShrinkScaledFactor.isNaN && flexShrinkScaledFactor != 0 {
                    let baseMainSize = childFlexBasis
                        + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * flexShrinkScaledFactor
                    let boundMainSize = boundAxis(child, mainAxis, baseMainSize, availableInnerMainDim, availableInnerWidth)
                    if !baseMainSize.isNaN && !boundMainSize.isNaN && baseMainSize != boundMainSize {
                        deltaFreeSpace += boundMainSize - childFlexBasis
                        line.totalFlexShrinkScaledFactors -= -flexShrink(child) * nodes[child].computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let flexGrowFactor = flexGrow(child)
                if !flexGrowFactor.isNaN && flexGrowFactor != 0 {
                    let baseMainSize = childFlexBasis + line.remainingFreeSpace / line.totalFlexGrowFactors * flexGrowFactor
                    let boundMainSize = boundAxis(child, mainAxis, baseMainSize, availableInnerMainDim, availableInnerWidth)
                    if !baseMainSize.isNaN && !boundMainSize.isNaN && baseMainSize != boundMainSize {
                        deltaFreeSpace += boundMainSize - childFlexBasis
                        line.totalFlexGrowFactors -= flexGrowFactor
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Second pass: sizes every item of the line and lays it out at that main size.
    func distributeFreeSpaceSecondPass(
        _ line: inout FlexLine, _ node: Int, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection,
        _ direction: Direction, _ ownerWidth: Double, _ mainAxisOwnerSize: Double, _ availableInnerMainDim: Double,
        _ availableInnerCrossDim: Double, _ availableInnerWidth: Double, _ availableInnerHeight: Double,
        _ mainAxisOverflows: Bool, _ crossMode: SizingMode, performLayout: Bool, depth: Int
    ) -> Double {
        var deltaFreeSpace = 0.0
        let isMainAxisRow = mainAxis.isRow
        let isNodeFlexWrap = nodes[node].style.flexWrap != .noWrap
        let crossDimension = crossAxis.dimension

        for index in line.startIndex..<line.endIndex {
            let child = self.child(node, index)
            guard isInFlow(child) else { continue }
            let childFlexBasis = flexBasisWithinMinAndMax(child, mainAxis, mainAxisOwnerSize, ownerWidth)
            var updatedMainSize = childFlexBasis

            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let flexShrinkScaledFactor = -flexShrink(child) * childFlexBasis
                if flexShrinkScaledFactor != 0 {
                    let childSize: Double
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        childSize = childFlexBasis + flexShrinkScaledFactor
                    } else {
                        childSize = childFlexBasis
                            + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * flexShrinkScaledFactor
                    }
                    updatedMainSize = boundAxis(child, mainAxis, childSize, availableInnerMainDim, availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let flexGrowFactor = flexGrow(child)
                if !flexGrowFactor.isNaN && flexGrowFactor != 0 {
                    updatedMainSize = boundAxis(
                        child, mainAxis,
                        childFlexBasis + line.remainingFreeSpace / line.totalFlexGrowFactors * flexGrowFactor,
                        availableInnerMainDim, availableInnerWidth)
                }
            }
            deltaFreeSpace += updatedMainSize - childFlexBasis

            let marginMain = marginForAxis(child, mainAxis, availableInnerWidth)
            let marginCross = marginForAxis(child, crossAxis, availableInnerWidth)
            var childCrossSize = Double.nan
            var childMainSize = updatedMainSize + marginMain
            var childCrossMode: SizingMode
            var childMainMode = SizingMode.stretchFit
            let aspectRatio = nodes[child].style.aspectRatio
            let childAlign = alignment(of: child, in: node)
            let hasDefiniteCross = hasDefiniteLength(child, crossDimension, availableInnerCrossDim)
            let autoCrossMargins = isMarginAuto(child, crossAxis.startEdge) || isMarginAuto(child, crossAxis.endEdge)

            if !aspectRatio.isNaN {
                childCrossSize = isMainAxisRow
                    ? (childMainSize - marginMain) / aspectRatio
                    : (childMainSize - marginMain) * aspectRatio
                childCrossMode = .stretchFit
                childCrossSize += marginCross
            } else if !availableInnerCrossDim.isNaN && !hasDefiniteCross && crossMode == .stretchFit
                && !(isNodeFlexWrap && mainAxisOverflows) && childAlign == .stretch && !autoCrossMargins {
                childCrossSize = availableInnerCrossDim
                childCrossMode = .stretchFit
            } else if !hasDefiniteCross {
                childCrossSize = availableInnerCrossDim
                childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize = resolvedDimension(child, crossDimension, availableInnerCrossDim, availableInnerWidth) + marginCross
                let isLoosePercentageMeasurement = styleDimension(child, crossDimension).unit == .percent && crossMode != .stretchFit
                childCrossMode = childCrossSize.isNaN || isLoosePercentageMeasurement ? .maxContent : .stretchFit
            }

            constrainMaxSizeForMode(child, mainAxis, availableInnerMainDim, availableInnerWidth, &childMainMode, &childMainSize)
            constrainMaxSizeForMode(child, crossAxis, availableInnerCrossDim, availableInnerWidth, &childCrossMode, &childCrossSize)

            let requiresStretchLayout = !hasDefiniteCross && childAlign == .stretch && !autoCrossMargins
            let childWidth = isMainAxisRow ? childMainSize : childCrossSize
            let childHeight = isMainAxisRow ? childCrossSize : childMainSize
            let childWidthMode = isMainAxisRow ? childMainMode : childCrossMode
            let childHeightMode = isMainAxisRow ? childCrossMode : childMainMode
            let isLayoutPass = performLayout && !requiresStretchLayout
            calculateLayoutInternal(
                child, childWidth, childHeight, nodes[node].direction, childWidthMode, childHeightMode,
                availableInnerWidth, availableInnerHeight, performLayout: isLayoutPass, depth: depth)
            nodes[node].hadOverflow = nodes[node].hadOverflow || nodes[child].hadOverflow
        }
        return deltaFreeSpace
    }

    func resolveFlexibleLength(
        _ line: inout FlexLine, _ node: Int, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection,
        _ direction: Direction, _ ownerWidth: Double, _ mainAxisOwnerSize: Double, _ availableInnerMainDim: Double,
        _ availableInnerCrossDim: Double, _ availableInnerWidth: Double, _ availableInnerHeight: Double,
        _ mainAxisOverflows: Bool, _ crossMode: SizingMode, performLayout: Bool, depth: Int
    ) {
        let originalFreeSpace = line.remainingFreeSpace
        distributeFreeSpaceFirstPass(&line, node, mainAxis, ownerWidth, mainAxisOwnerSize, availableInnerMainDim, availableInnerWidth)
        let distributedFreeSpace = distributeFreeSpaceSecondPass(
            &line, node, mainAxis, crossAxis, direction, ownerWidth, mainAxisOwnerSize, availableInnerMainDim, availableInnerCrossDim,
            availableInnerWidth, availableInnerHeight, mainAxisOverflows, crossMode,
            performLayout: performLayout, depth: depth)
        line.remainingFreeSpace = originalFreeSpace - distributedFreeSpace
    }

    // MARK: Step 6: main axis justification

    func justifyMainAxis(
        _ line: inout FlexLine, _ node: Int, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection,
        _ direction: Direction, _ mainMode: SizingMode, _ crossMode: SizingMode, _ mainAxisOwnerSize: Double,
        _ ownerWidth: Double, _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double,
        _ availableInnerWidth: Double, isNodeBaselineLayout: Bool, performLayout: Bool
    ) {
        let leadingPaddingAndBorderMain = paddingAndBorder(node, mainAxis.startEdge, ownerWidth)
        let trailingPaddingAndBorderMain = paddingAndBorder(node, mainAxis.endEdge, ownerWidth)
        let gap = gapForAxis(node, mainAxis, availableInnerMainDim)

        // Sized by content ("at most"): no free space to distribute unless a min size asks for it.
        if mainMode == .fitContent && line.remainingFreeSpace > 0 {
            let minDimension = resolvedMinDimension(node, mainAxis.dimension, mainAxisOwnerSize, ownerWidth)
            if (mainAxis.isRow ? nodes[node].style.minWidth : nodes[node].style.minHeight).isDefined && !minDimension.isNaN {
                let minAvailableMainDim = minDimension - leadingPaddingAndBorderMain - trailingPaddingAndBorderMain
                let occupiedSpaceByChildNodes = availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailableMainDim - occupiedSpaceByChildNodes)
            } else {
                line.remainingFreeSpace = 0
            }
        }

        var leadingMainDim = 0.0
        var betweenMainDim = gap
        var justify = nodes[node].style.justifyContent
        if !(line.remainingFreeSpace >= 0) {
            // Overflowing distributed alignment falls back to flex-start.
            switch justify {
            case .spaceBetween, .spaceAround, .spaceEvenly: justify = .flexStart
            default: break
            }
        }
        if line.numberOfAutoMargins == 0 {
            switch justify {
            case .center:
                leadingMainDim = line.remainingFreeSpace / 2
            case .flexEnd:
                leadingMainDim = line.remainingFreeSpace
            case .spaceBetween:
                if line.itemCount > 1 {
                    betweenMainDim += line.remainingFreeSpace / Double(line.itemCount - 1)
                }
            case .spaceEvenly:
                leadingMainDim = line.remainingFreeSpace / Double(line.itemCount + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                leadingMainDim = 0.5 * line.remainingFreeSpace / Double(line.itemCount)
                betweenMainDim += leadingMainDim * 2
            case .flexStart:
                break
            }
        }

        line.mainDim = leadingPaddingAndBorderMain + leadingMainDim
        line.crossDim = 0
        var maxAscentForCurrentLine = 0.0
        var maxDescentForCurrentLine = 0.0
        let mainStart = mainAxis.startEdge
        for index in line.startIndex..<line.endIndex {
            let child = self.child(node, index)
            guard isInFlow(child) else { continue }
            if isMarginAuto(child, mainAxis.startEdge) && line.remainingFreeSpace > 0 {
                line.mainDim += line.remainingFreeSpace / Double(line.numberOfAutoMargins)
            }
            if performLayout {
                setPosition(child, mainStart, nodes[child].position[mainStart] + line.mainDim)
            }
            if child != line.lastItem {
                line.mainDim += betweenMainDim
            }
            if isMarginAuto(child, mainAxis.endEdge) && line.remainingFreeSpace > 0 {
                line.mainDim += line.remainingFreeSpace / Double(line.numberOfAutoMargins)
            }
            let canSkipFlex = !performLayout && crossMode == .stretchFit
            if canSkipFlex {
                // The flex step was skipped, so measured sizes are not valid: use the clamped basis.
                line.mainDim += marginForAxis(child, mainAxis, availableInnerWidth)
                    + flexBasisWithinMinAndMax(child, mainAxis, mainAxisOwnerSize, ownerWidth)
                line.crossDim = availableInnerCrossDim
            } else {
                line.mainDim += dimensionWithMargin(child, mainAxis, availableInnerWidth)
                if isNodeBaselineLayout {
                    let ascent = calculateBaseline(child) + margin(child, FlexDirection.column.startEdge, availableInnerWidth)
                    let descent = nodes[child].measuredHeight + marginForAxis(child, .column, availableInnerWidth) - ascent
                    maxAscentForCurrentLine = maxOrDefined(maxAscentForCurrentLine, ascent)
                    maxDescentForCurrentLine = maxOrDefined(maxDescentForCurrentLine, descent)
                } else {
                    line.crossDim = maxOrDefined(line.crossDim, dimensionWithMargin(child, crossAxis, availableInnerWidth))
                }
            }
        }
        line.mainDim += trailingPaddingAndBorderMain
        if isNodeBaselineLayout {
            line.crossDim = maxAscentForCurrentLine + maxDescentForCurrentLine
        }
    }

    // MARK: The algorithm

    /// Lays out (or, without `performLayout`, only sizes) one node and, as needed, its
    /// subtree (Yoga's `calculateLayoutImpl`).
    func calculateLayoutImpl(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ ownerDirection: Direction,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        performLayout: Bool, depth: Int
    ) {
        if performLayout { statistics.pointee.layouts += 1 } else { statistics.pointee.measures += 1 }
        let record = nodes + node
        let direction = record.pointee.direction(inheriting: ownerDirection)
        record.pointee.direction = direction

        record.pointee.margin = EdgeValues(
            left: margin(node, .left, ownerWidth), top: margin(node, .top, ownerWidth),
            right: margin(node, .right, ownerWidth), bottom: margin(node, .bottom, ownerWidth))
        record.pointee.border = record.pointee.style.border
        record.pointee.padding = EdgeValues(
            left: padding(node, .left, ownerWidth), top: padding(node, .top, ownerWidth),
            right: padding(node, .right, ownerWidth), bottom: padding(node, .bottom, ownerWidth))
        let marginAxisRow = record.pointee.margin.left + record.pointee.margin.right
        let marginAxisColumn = record.pointee.margin.top + record.pointee.margin.bottom

        if hasMeasureFunction(node) {
            measureNodeWithMeasureFunction(
                node, availableWidth - marginAxisRow, availableHeight - marginAxisColumn, widthMode, heightMode,
                ownerWidth, ownerHeight)
            return
        }
        let childCount = self.childCount(node)
        if childCount == 0 {
            measureNodeWithoutChildren(
                node, availableWidth - marginAxisRow, availableHeight - marginAxisColumn, widthMode, heightMode,
                ownerWidth, ownerHeight)
            return
        }
        // Only measuring, and the size is already known.
        if !performLayout && measureNodeWithFixedSize(
            node, availableWidth - marginAxisRow, availableHeight - marginAxisColumn, widthMode, heightMode,
            ownerWidth, ownerHeight) {
            return
        }
        record.pointee.hadOverflow = false

        // STEP 1: values for the rest of the algorithm.
        let mainAxis = record.pointee.style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow
        let isNodeFlexWrap = record.pointee.style.flexWrap != .noWrap
        let overflow = record.pointee.style.overflow
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
        let paddingAndBorderAxisMain = paddingAndBorderForAxis(node, mainAxis, ownerWidth)
        let paddingAndBorderAxisCross = paddingAndBorderForAxis(node, crossAxis, ownerWidth)
        let leadingPaddingAndBorderCross = paddingAndBorder(node, crossAxis.startEdge, ownerWidth)
        var mainMode = isMainAxisRow ? widthMode : heightMode
        let crossMode = isMainAxisRow ? heightMode : widthMode
        let paddingAndBorderAxisRow = isMainAxisRow ? paddingAndBorderAxisMain : paddingAndBorderAxisCross
        let paddingAndBorderAxisColumn = isMainAxisRow ? paddingAndBorderAxisCross : paddingAndBorderAxisMain

        // STEP 2: available size in the main and cross directions.
        let availableInnerWidth = calculateAvailableInnerDimension(
            node, .width, availableWidth - marginAxisRow, paddingAndBorderAxisRow, ownerWidth, ownerWidth)
        let availableInnerHeight = calculateAvailableInnerDimension(
            node, .height, availableHeight - marginAxisColumn, paddingAndBorderAxisColumn, ownerHeight, ownerWidth)
        var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth

        // STEP 3: flex basis of each item (basis + margins + gaps).
        var totalMainDim = computeFlexBasisForChildren(
            node, availableInnerWidth, availableInnerHeight, widthMode, heightMode, direction, mainAxis,
            performLayout: performLayout, depth: depth)
        if childCount > 1 {
            totalMainDim += gapForAxis(node, mainAxis, availableInnerMainDim) * Double(childCount - 1)
        }
        let mainAxisOverflows = mainMode != .maxContent && totalMainDim > availableInnerMainDim
        if isNodeFlexWrap && mainAxisOverflows && mainMode == .fitContent {
            mainMode = .stretchFit
        }

        // STEP 4: collect items into lines.
        var startOfLine = 0
        var lineCount = 0
        var totalLineCrossDim = 0.0
        let crossAxisGap = gapForAxis(node, crossAxis, availableInnerCrossDim)
        let isNodeBaselineLayout = isBaselineLayout(node)
        var maxLineMainDim = 0.0
        while startOfLine < childCount {
            var line = calculateFlexLine(
                node, direction, ownerWidth, mainAxisOwnerSize, availableInnerWidth, availableInnerMainDim, startOfLine, lineCount)
            startOfLine = line.endIndex
            defer { lineCount += 1 }

            // No need to measure the cross axis: skip flexing.
            let canSkipFlex = !performLayout && crossMode == .stretchFit

            // STEP 5: resolve flexible lengths. Without a definite main size the line is as
            // long as its content and there is no space to distribute.
            var sizeBasedOnContent = false
            if mainMode != .stretchFit {
                let minInnerWidth = resolvedMinDimension(node, .width, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                let maxInnerWidth = resolvedMaxDimension(node, .width, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                let minInnerHeight = resolvedMinDimension(node, .height, ownerHeight, ownerWidth) - paddingAndBorderAxisColumn
                let maxInnerHeight = resolvedMaxDimension(node, .height, ownerHeight, ownerWidth) - paddingAndBorderAxisColumn
                let minInnerMainDim = isMainAxisRow ? minInnerWidth : minInnerHeight
                let maxInnerMainDim = isMainAxisRow ? maxInnerWidth : maxInnerHeight
                if !minInnerMainDim.isNaN && line.sizeConsumed < minInnerMainDim {
                    availableInnerMainDim = minInnerMainDim
                } else if !maxInnerMainDim.isNaN && line.sizeConsumed > maxInnerMainDim {
                    availableInnerMainDim = maxInnerMainDim
                } else {
                    let useLegacyStretchBehaviour = errata.contains(.stretchFlexBasis)
                    if !useLegacyStretchBehaviour
                        && ((!line.totalFlexGrowFactors.isNaN && line.totalFlexGrowFactors == 0)
                            || (!flexGrow(node).isNaN && flexGrow(node) == 0)) {
                        // Nothing can grow: the space used is all the space needed.
                        availableInnerMainDim = line.sizeConsumed
                    }
                    sizeBasedOnContent = !useLegacyStretchBehaviour
                }
            }
            if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                // Content-sized with a negative total: the content gets 0 points.
                line.remainingFreeSpace = -line.sizeConsumed
            }

            if !canSkipFlex {
                resolveFlexibleLength(
                    &line, node, mainAxis, crossAxis, direction, ownerWidth, mainAxisOwnerSize, availableInnerMainDim,
                    availableInnerCrossDim, availableInnerWidth, availableInnerHeight, mainAxisOverflows, crossMode,
                    performLayout: performLayout, depth: depth)
            }
            record.pointee.hadOverflow = record.pointee.hadOverflow || line.remainingFreeSpace < 0

            // STEP 6: main-axis justification and cross-axis size.
            justifyMainAxis(
                &line, node, mainAxis, crossAxis, direction, mainMode, crossMode, mainAxisOwnerSize, ownerWidth,
                availableInnerMainDim, availableInnerCrossDim, availableInnerWidth,
                isNodeBaselineLayout: isNodeBaselineLayout, performLayout: performLayout)

            var containerCrossAxis = availableInnerCrossDim
            if crossMode == .maxContent || crossMode == .fitContent {
                // The cross size comes from the largest item.
                containerCrossAxis = boundAxis(
                    node, crossAxis, line.crossDim + paddingAndBorderAxisCross, crossAxisOwnerSize, ownerWidth)
                    - paddingAndBorderAxisCross
            }
            // Without wrapping, the container defines the line's cross size.
            if !isNodeFlexWrap && crossMode == .stretchFit {
                line.crossDim = availableInnerCrossDim
            }
            // A single-line container's line is bound by the container's min and max
            // (https://www.w3.org/TR/css-flexbox-1/#cross-sizing).
            if !isNodeFlexWrap {
                line.crossDim = boundAxis(
                    node, crossAxis, line.crossDim + paddingAndBorderAxisCross, crossAxisOwnerSize, ownerWidth)
                    - paddingAndBorderAxisCross
            }

            // STEP 7: cross-axis alignment (skipped when only measuring).
            if performLayout {
                alignItemsInLine(
                    line, node, mainAxis, crossAxis, direction, availableInnerMainDim, availableInnerCrossDim,
                    availableInnerWidth, availableInnerHeight, containerCrossAxis, totalLineCrossDim,
                    leadingPaddingAndBorderCross, isNodeFlexWrap, depth: depth)
            }
            let appliedCrossGap = lineCount != 0 ? crossAxisGap : 0
            totalLineCrossDim += line.crossDim + appliedCrossGap
            maxLineMainDim = maxOrDefined(maxLineMainDim, line.mainDim)
        }

        // STEP 8: multi-line content alignment.
        if performLayout && (isNodeFlexWrap || isNodeBaselineLayout) {
            alignContent(
                node, mainAxis, crossAxis, direction, crossMode, lineCount, totalLineCrossDim, crossAxisGap,
                leadingPaddingAndBorderCross, paddingAndBorderAxisCross, crossAxisOwnerSize, ownerWidth,
                availableInnerCrossDim, availableInnerWidth, availableInnerHeight, depth: depth)
        }

        // STEP 9: final dimensions.
        record.pointee.measuredWidth = boundAxis(node, .row, availableWidth - marginAxisRow, ownerWidth, ownerWidth)
        record.pointee.measuredHeight = boundAxis(node, .column, availableHeight - marginAxisColumn, ownerHeight, ownerWidth)

        // Without a given size, the size comes from the children, bound by min and max.
        if mainMode == .maxContent || (overflow != .scroll && mainMode == .fitContent) {
            setMeasured(node, mainAxis.dimension, boundAxis(node, mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth))
        } else if mainMode == .fitContent && overflow == .scroll {
            setMeasured(node, mainAxis.dimension, maxOrDefined(
                minOrDefined(
                    availableInnerMainDim + paddingAndBorderAxisMain,
                    boundAxisWithinMinAndMax(node, mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth)),
                paddingAndBorderAxisMain))
        }
        if crossMode == .maxContent || (overflow != .scroll && crossMode == .fitContent) {
            setMeasured(node, crossAxis.dimension, boundAxis(
                node, crossAxis, totalLineCrossDim + paddingAndBorderAxisCross, crossAxisOwnerSize, ownerWidth))
        } else if crossMode == .fitContent && overflow == .scroll {
            setMeasured(node, crossAxis.dimension, maxOrDefined(
                minOrDefined(
                    availableInnerCrossDim + paddingAndBorderAxisCross,
                    boundAxisWithinMinAndMax(
                        node, crossAxis, totalLineCrossDim + paddingAndBorderAxisCross, crossAxisOwnerSize, ownerWidth)),
                paddingAndBorderAxisCross))
        }

        // Lines were stacked in the normal direction; wrap-reverse mirrors them.
        if performLayout && record.pointee.style.flexWrap == .wrapReverse {
            let crossStart = crossAxis.startEdge
            for i in 0..<childCount {
                let child = self.child(node, i)
                guard nodes[child].style.positionType != .absolute else { continue }
                setPosition(child, crossStart, measured(node, crossAxis.dimension) - nodes[child].position[crossStart]
                    - measured(child, crossAxis.dimension))
            }
        }

        if performLayout {
            // STEP 10: positions from the far edge, for reversed axes.
            let needsMainTrailingPosition = mainAxis == .rowReverse || mainAxis == .columnReverse
            let needsCrossTrailingPosition = crossAxis == .rowReverse || crossAxis == .columnReverse
            if needsMainTrailingPosition || needsCrossTrailingPosition {
                for i in 0..<childCount {
                    let child = self.child(node, i)
                    // Absolute children are placed by their containing block.
                    guard isInFlow(child) else { continue }
                    if needsMainTrailingPosition { setChildTrailingPosition(node, child, mainAxis) }
                    if needsCrossTrailingPosition { setChildTrailingPosition(node, child, crossAxis) }
                }
            }

            // STEP 11: absolute children, laid out by their containing block.
            if record.pointee.style.positionType != .static || depth == 1 {
                layoutAbsoluteDescendants(
                    node, node, isMainAxisRow ? mainMode : crossMode, direction, depth: depth,
                    offsetLeft: 0, offsetTop: 0, availableInnerWidth, availableInnerHeight)
            }
        }
    }

    /// STEP 7 for one line: stretch or align each item on the cross axis.
    func alignItemsInLine(
        _ line: FlexLine, _ node: Int, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ direction: Direction,
        _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double, _ availableInnerWidth: Double,
        _ availableInnerHeight: Double, _ containerCrossAxis: Double, _ totalLineCrossDim: Double,
        _ leadingPaddingAndBorderCross: Double, _ isNodeFlexWrap: Bool, depth: Int
    ) {
        let isMainAxisRow = mainAxis.isRow
        let crossStart = crossAxis.startEdge
        let crossEnd = crossAxis.endEdge
        for index in line.startIndex..<line.endIndex {
            let child = self.child(node, index)
            guard isInFlow(child) else { continue }
            var leadingCrossDim = leadingPaddingAndBorderCross
            let alignItem = alignment(of: child, in: node)
            let autoStart = isMarginAuto(child, crossStart)
            let autoEnd = isMarginAuto(child, crossEnd)

            if alignItem == .stretch && !autoStart && !autoEnd {
                // Stretch: lay the child out again at the line's cross size, unless its own
                // cross size is definite.
                if !hasDefiniteLength(child, crossAxis.dimension, availableInnerCrossDim) {
                    var childMainSize = measured(child, mainAxis.dimension)
                    let aspectRatio = nodes[child].style.aspectRatio
                    var childCrossSize = !aspectRatio.isNaN
                        ? marginForAxis(child, crossAxis, availableInnerWidth)
                            + (isMainAxisRow ? childMainSize / aspectRatio : childMainSize * aspectRatio)
                        : line.crossDim
                    childMainSize += marginForAxis(child, mainAxis, availableInnerWidth)
                    var childMainMode = SizingMode.stretchFit
                    var childCrossMode = SizingMode.stretchFit
                    constrainMaxSizeForMode(child, mainAxis, availableInnerMainDim, availableInnerWidth, &childMainMode, &childMainSize)
                    constrainMaxSizeForMode(child, crossAxis, availableInnerCrossDim, availableInnerWidth, &childCrossMode, &childCrossSize)
                    let childWidth = isMainAxisRow ? childMainSize : childCrossSize
                    let childHeight = isMainAxisRow ? childCrossSize : childMainSize
                    let crossAxisDoesNotGrow = nodes[node].style.alignContent != .stretch && isNodeFlexWrap
                    let childWidthMode: SizingMode = childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
                    let childHeightMode: SizingMode = childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
                    calculateLayoutInternal(
                        child, childWidth, childHeight, direction, childWidthMode, childHeightMode,
                        availableInnerWidth, availableInnerHeight, performLayout: true, depth: depth)
                }
            } else {
                let remainingCrossDim = containerCrossAxis - dimensionWithMargin(child, crossAxis, availableInnerWidth)
                if autoStart && autoEnd {
                    leadingCrossDim += maxOrDefined(0, remainingCrossDim / 2)
                } else if autoEnd {
                    // Pushed to the start by its end margin.
                } else if autoStart {
                    leadingCrossDim += maxOrDefined(0, remainingCrossDim)
                } else if alignItem == .flexStart {
                    // Already at the start.
                } else if alignItem == .center {
                    leadingCrossDim += remainingCrossDim / 2
                } else {
                    leadingCrossDim += remainingCrossDim
                }
            }
            setPosition(child, crossStart, nodes[child].position[crossStart] + totalLineCrossDim + leadingCrossDim)
        }
    }

    /// STEP 8: distribute lines with `align-content`, and place items within their line
    /// (including baseline alignment).
    func alignContent(
        _ node: Int, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ direction: Direction,
        _ crossMode: SizingMode, _ lineCount: Int, _ totalLineCrossDim: Double, _ crossAxisGap: Double,
        _ leadingPaddingAndBorderCross: Double, _ paddingAndBorderAxisCross: Double, _ crossAxisOwnerSize: Double,
        _ ownerWidth: Double, _ availableInnerCrossDim: Double, _ availableInnerWidth: Double,
        _ availableInnerHeight: Double, depth: Int
    ) {
        let isMainAxisRow = mainAxis.isRow
        var leadPerLine = 0.0
        var currentLead = leadingPaddingAndBorderCross
        var extraSpacePerLine = 0.0

        let unclampedCrossDim: Double
        if crossMode == .stretchFit {
            unclampedCrossDim = availableInnerCrossDim + paddingAndBorderAxisCross
        } else if hasDefiniteLength(node, crossAxis.dimension, crossAxisOwnerSize) {
            unclampedCrossDim = resolvedDimension(node, crossAxis.dimension, crossAxisOwnerSize, ownerWidth)
        } else {
            unclampedCrossDim = totalLineCrossDim + paddingAndBorderAxisCross
        }
        let innerCrossDim = boundAxis(node, crossAxis, unclampedCrossDim, crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
        let remainingAlignContentDim = innerCrossDim - totalLineCrossDim

        var alignContent = nodes[node].style.alignContent
        if !(remainingAlignContentDim >= 0) {
            switch alignContent {
            case .spaceBetween, .stretch, .spaceAround, .spaceEvenly: alignContent = .flexStart
            default: break
            }
        }
        switch alignContent {
        case .flexEnd:
            currentLead += remainingAlignContentDim
        case .center:
            currentLead += remainingAlignContentDim / 2
        case .stretch:
            extraSpacePerLine = remainingAlignContentDim / Double(lineCount)
        case .spaceAround:
            currentLead += remainingAlignContentDim / (2 * Double(lineCount))
            leadPerLine = remainingAlignContentDim / Double(lineCount)
        case .spaceEvenly:
            currentLead += remainingAlignContentDim / Double(lineCount + 1)
            leadPerLine = remainingAlignContentDim / Double(lineCount + 1)
        case .spaceBetween:
            if lineCount > 1 {
                leadPerLine = remainingAlignContentDim / Double(lineCount - 1)
            }
        case .auto, .flexStart, .baseline:
            break
        }

        let childCount = self.childCount(node)
        let crossStart = crossAxis.startEdge
        var endIndex = 0
        for lineIndex in 0..<lineCount {
            let startIndex = endIndex
            var index = startIndex

            // The line's cross size, and where it ends.
            var lineHeight = 0.0
            var maxAscentForCurrentLine = 0.0
            var maxDescentForCurrentLine = 0.0
            while index < childCount {
                let child = self.child(node, index)
                if nodes[child].style.display == .none { index += 1; continue }
                if nodes[child].style.positionType != .absolute {
                    if Int(nodes[child].lineIndex) != lineIndex { break }
                    if isLayoutDimensionDefined(child, crossAxis) {
                        lineHeight = maxOrDefined(
                            lineHeight,
                            measured(child, crossAxis.dimension) + marginForAxis(child, crossAxis, availableInnerWidth))
                    }
                    if alignment(of: child, in: node) == .baseline {
                        let ascent = calculateBaseline(child) + margin(child, .top, availableInnerWidth)
                        let descent = nodes[child].measuredHeight + marginForAxis(child, .column, availableInnerWidth) - ascent
                        maxAscentForCurrentLine = maxOrDefined(maxAscentForCurrentLine, ascent)
                        maxDescentForCurrentLine = maxOrDefined(maxDescentForCurrentLine, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscentForCurrentLine + maxDescentForCurrentLine)
                    }
                }
                index += 1
            }
            endIndex = index
            currentLead += lineIndex != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine

            for i in startIndex..<endIndex {
                let child = self.child(node, i)
                guard isInFlow(child) else { continue }
                switch alignment(of: child, in: node) {
                case .flexStart:
                    setPosition(child, crossStart, currentLead + margin(child, crossStart, availableInnerWidth))
                case .flexEnd:
                    setPosition(child, crossStart, currentLead + lineHeight - margin(child, crossAxis.endEdge, availableInnerWidth)
                        - measured(child, crossAxis.dimension))
                case .center:
                    let childHeight = measured(child, crossAxis.dimension)
                    setPosition(child, crossStart, currentLead + (lineHeight - childHeight) / 2)
                case .stretch:
                    setPosition(child, crossStart, currentLead + margin(child, crossStart, availableInnerWidth))
                    // Remeasure with the line's cross size: so far it was measured with the container's.
                    if !hasDefiniteLength(child, crossAxis.dimension, availableInnerCrossDim) {
                        let childWidth = isMainAxisRow
                            ? nodes[child].measuredWidth + marginForAxis(child, mainAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        let childHeight = !isMainAxisRow
                            ? nodes[child].measuredHeight + marginForAxis(child, crossAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        if !(inexactEquals(childWidth, nodes[child].measuredWidth)
                            && inexactEquals(childHeight, nodes[child].measuredHeight)) {
                            calculateLayoutInternal(
                                child, childWidth, childHeight, direction, .stretchFit, .stretchFit,
                                availableInnerWidth, availableInnerHeight, performLayout: true, depth: depth)
                        }
                    }
                case .baseline:
                    setPosition(child, .top, currentLead + maxAscentForCurrentLine - calculateBaseline(child)
                        + position(child, .top, availableInnerCrossDim))
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
                    break
                }
            }
            currentLead = currentLead + leadPerLine + lineHeight
        }
    }
}

extension NodeRecord {
    /// The node's direction given its parent's.
    @inline(__always) func direction(inheriting ownerDirection: Direction) -> Direction {
        let own = style.direction
        if own != .inherit { return own }
        return ownerDirection == .inherit ? .ltr : ownerDirection
    }
}
