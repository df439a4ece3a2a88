// Snapping results to the pixel grid (Yoga's PixelGrid). Positions round relative to the
// parent; sizes are the difference of the rounded absolute edges, so neighbours never
// overlap or leave a gap. Only floor and exact arithmetic: the same on every machine.

/// `value` on the grid of `1 / pointScaleFactor` points: half-up rounding, with values
/// within 1/10000 of a grid line snapped to it. NaN stays NaN.
@inline(__always) func roundValueToPixelGrid(_ value: Double, _ pointScaleFactor: Double, forceCeil: Bool, forceFloor: Bool) -> Double {
    var scaledValue = value * pointScaleFactor
    // `fractional` is what `floor` removes, also for negative values.
    let fractional = scaledValue - scaledValue.rounded(.down)
    if inexactEquals(fractional, 0) {
        scaledValue -= fractional
    } else if inexactEquals(fractional, 1) {
        scaledValue = scaledValue - fractional + 1
    } else if forceCeil {
        scaledValue = scaledValue - fractional + 1
    } else if forceFloor {
        scaledValue -= fractional
    } else {
        scaledValue = scaledValue - fractional + (!fractional.isNaN && (fractional > 0.5 || inexactEquals(fractional, 0.5)) ? 1 : 0)
    }
    return scaledValue.isNaN || pointScaleFactor.isNaN ? .nan : scaledValue / pointScaleFactor
}

extension LayoutEngine {
    /// Writes every node's rounded frame (`display: contents` and `display: none` nodes get
    /// all-zero frames). With `parentsPrecedeChildren` (every node of the root's tree has a
    /// larger index than its parent, and the tree holds no other nodes), one pass in index
    /// order; otherwise a depth-first walk. A scale of 0 leaves values unrounded.
    func roundLayoutResults(nodeCount: Int, parentsPrecedeChildren: Bool) {
        let absolute = UnsafeMutableBufferPointer<(left: Double, top: Double)>.allocate(capacity: nodeCount)
        defer { absolute.deallocate() }
        if parentsPrecedeChildren {
            for n in 0..<nodeCount {
                let parent = Int(nodes[n].parent)
                let origin = parent < 0 ? (left: 0.0, top: 0.0) : absolute[parent]
                absolute[n] = roundNode(n, parentLeft: origin.left, parentTop: origin.top)
            }
            return
        }
        var stack: [Int32] = [Int32(root)]
        while let n32 = stack.popLast() {
            let n = Int(n32)
            let parent = Int(nodes[n].parent)
            let origin = parent < 0 ? (left: 0.0, top: 0.0) : absolute[parent]
            absolute[n] = roundNode(n, parentLeft: origin.left, parentTop: origin.top)
            var child = nodes[n].lastChild
            while child != noNode {
                stack.append(child)
                child = nodes[Int(child)].previousSibling
            }
        }
    }

    /// Rounds one node given its parent's unrounded absolute origin; returns its own.
    @inline(__always) func roundNode(_ n: Int, parentLeft: Double, parentTop: Double) -> (left: Double, top: Double) {
        let record = nodes + n
        let isContents = record.pointee.style.display == .contents && n != root
        var nodeLeft = record.pointee.position.left
        var nodeTop = record.pointee.position.top
        var nodeWidth = record.pointee.width
        var nodeHeight = record.pointee.height
        if isContents || !(nodeLeft.isFinite && nodeTop.isFinite && nodeWidth.isFinite && nodeHeight.isFinite) {
            // A contents node has no box; its children are placed relative to its parent.
            nodeLeft = 0; nodeTop = 0; nodeWidth = 0; nodeHeight = 0
        }
        if isContents {
            record.pointee.margin = EdgeValues()
            record.pointee.border = EdgeValues()
            record.pointee.padding = EdgeValues()
            record.pointee.hadOverflow = false
            // Never laid out itself: clean, so that later changes below it dirty its ancestors.
            record.pointee.isDirty = false
        }
        let absoluteLeft = parentLeft + nodeLeft
        let absoluteTop = parentTop + nodeTop
        let scale = pointScaleFactor
        if scale != 0 {
            // Never round a measured leaf (text) smaller: ceil its size, floor its origin.
            let textRounding = record.pointee.measureSlot >= 0
            let fractionalWidth = Self.hasFraction(nodeWidth * scale)
            let fractionalHeight = Self.hasFraction(nodeHeight * scale)
            let left = roundValueToPixelGrid(absoluteLeft, scale, forceCeil: false, forceFloor: textRounding)
            let top = roundValueToPixelGrid(absoluteTop, scale, forceCeil: false, forceFloor: textRounding)
            record.pointee.frameLeft = roundValueToPixelGrid(nodeLeft, scale, forceCeil: false, forceFloor: textRounding)
            record.pointee.frameTop = roundValueToPixelGrid(nodeTop, scale, forceCeil: false, forceFloor: textRounding)
            record.pointee.frameWidth = roundValueToPixelGrid(
                absoluteLeft + nodeWidth, scale,
                forceCeil: textRounding && fractionalWidth, forceFloor: textRounding && !fractionalWidth) - left
            record.pointee.frameHeight = roundValueToPixelGrid(
                absoluteTop + nodeHeight, scale,
                forceCeil: textRounding && fractionalHeight, forceFloor: textRounding && !fractionalHeight) - top
            record.pointee.absoluteLeft = left
            record.pointee.absoluteTop = top
        } else {
            record.pointee.frameLeft = nodeLeft
            record.pointee.frameTop = nodeTop
            record.pointee.frameWidth = nodeWidth
            record.pointee.frameHeight = nodeHeight
            record.pointee.absoluteLeft = absoluteLeft
            record.pointee.absoluteTop = absoluteTop
        }
        return (absoluteLeft, absoluteTop)
    }

    @inline(__always) static func hasFraction(_ scaled: Double) -> Bool {
        let fraction = scaled - scaled.rounded(.towardZero)
        return !inexactEquals(fraction, 0) && !inexactEquals(fraction, 1) && !inexactEquals(fraction, -1)
    }
}
