import ProofLayout
import Testing

/// Measure modes passed to leaves, baselines, and caching of layouts and measurements.
@Suite struct MeasureAndCacheTests {
    @Test func stretchedColumnChildIsMeasuredAtTheExactWidth() throws {
        let log = MeasureLog()
        var tree = LayoutTree(root: style { $0.width = 100 })
        let text = tree.addNode(parent: tree.root, measure: log.textLike(width: 150, height: 10))
        try tree.layout()
        let first = try #require(log.calls.first)
        #expect(first.width == 100 && first.widthMode == .exactly)
        #expect(first.height.isNaN && first.heightMode == .undefined)
        #expect(tree.frame(of: text) == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func rowChildIsMeasuredAtMostTheRowWidthAndExactlyItsHeight() throws {
        let log = MeasureLog()
        var tree = LayoutTree(root: style { $0.flexDirection = .row; $0.width = 100; $0.height = 40 })
        let text = tree.addNode(parent: tree.root, measure: log.textLike(width: 60, height: 10))
        try tree.layout()
        let first = try #require(log.calls.first)
        #expect(first.width == 100 && first.widthMode == .atMost)
        #expect(first.height == 40 && first.heightMode == .exactly)
        #expect(tree.frame(of: text) == Rect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test func unconstrainedRootMeasuresWithUndefinedModes() throws {
        let log = MeasureLog()
        var tree = LayoutTree(root: style { $0.alignItems = .flexStart })
        tree.addNode(parent: tree.root, measure: log.textLike(width: 60, height: 10))
        try tree.layout()
        #expect(log.calls.allSatisfy { $0.widthMode == .undefined && $0.heightMode == .undefined })
        #expect(tree.frame(of: tree.root).size == Size(width: 60, height: 10))
    }

    @Test func measureIsGivenTheContentBox() throws {
        let log = MeasureLog()
        var tree = LayoutTree(root: style { $0.width = 100 })
        let text = tree.addNode(style { $0.padding = Edges(all: 5) }, parent: tree.root, measure: log.textLike(width: 50, height: 10))
        try tree.layout()
        #expect(log.calls.first?.width == 90)
        #expect(tree.frame(of: text).size == Size(width: 100, height: 20))
    }

    @Test func relayoutWithSameConstraintsCallsNoMeasureFunction() throws {
        let log = MeasureLog()
        var tree = LayoutTree(root: style { $0.width = 200; $0.flexDirection = .row })
        for _ in 0..<5 { tree.addNode(style { $0.flexShrink = 1 }, parent: tree.root, measure: log.textLike(width: 80, height: 10)) }
        try tree.layout()
        let firstCount = log.count
        #expect(firstCount > 0)
        #expect(firstCount <= 10, "each leaf measured at most twice, got \(firstCount) calls")
        #expect(tree.statistics.measureCallbacks == firstCount)

        try tree.layout()
        #expect(log.count == firstCount)
        #expect(tree.statistics.measureCallbacks == 0)
        #expect(tree.statistics.layouts == 0)
        #expect(tree.statistics.cachedLayouts == 1)
    }

    @Test func changingOneLeafRemeasuresOnlyWhatDependsOnIt() throws {
        let log = MeasureLog()
        var tree = LayoutTree(root: style { $0.width = 300 })
        var leaves: [LayoutTree.NodeID] = []
        for _ in 0..<4 {
            let card = tree.addNode(style { $0.flexDirection = .row; $0.height = 20 }, parent: tree.root)
            leaves.append(tree.addNode(parent: card, measure: log.textLike(width: 50, height: 10)))
        }
        try tree.layout()
        let before = log.count
        tree.updateStyle(of: leaves[2]) { $0.margin.left = 4 }
        try tree.layout()
        // Only the changed leaf is measured again; its siblings' cards are served from cache.
        #expect(tree.statistics.measureCallbacks >= 1)
        #expect(tree.statistics.measureCallbacks <= 2)
        #expect(log.count == before + tree.statistics.measureCallbacks)
        #expect(tree.frame(of: leaves[2]).minX == 4)
    }

    @Test func markDirtyRemeasuresChangedContent() throws {
        let width = LockedValue(40.0)
        var tree = LayoutTree(root: style { $0.alignItems = .flexStart })
        let text = tree.addNode(parent: tree.root, measure: { _, _, _, _ in Size(width: width.value, height: 10) })
        try tree.layout()
        #expect(tree.frame(of: text).width == 40)
        width.value = 70
        try tree.layout()
        #expect(tree.frame(of: text).width == 40, "unchanged tree answers from the cache")
        tree.markDirty(text)
        try tree.layout()
        #expect(tree.frame(of: text).width == 70)
        #expect(tree.frame(of: tree.root).width == 70)
    }

    @Test func newAvailableWidthLaysOutAgain() throws {
        var tree = LayoutTree(root: style { $0.flexDirection = .row })
        let child = tree.addNode(style { $0.flexGrow = 1 }, parent: tree.root)
        try tree.layout(availableWidth: 100)
        #expect(tree.frame(of: child).width == 100)
        try tree.layout(availableWidth: 250)
        #expect(tree.frame(of: child).width == 250)
        try tree.layout(availableWidth: 100, direction: .rtl)
        #expect(tree.frame(of: child).width == 100)
    }

    @Test func relayoutMatchesAFreshLayoutAfterEdits() throws {
        func build() -> (LayoutTree, [LayoutTree.NodeID]) {
            var tree = LayoutTree(root: style { $0.width = 320; $0.flexDirection = .row; $0.flexWrap = .wrap })
            var nodes: [LayoutTree.NodeID] = []
            for i in 0..<12 {
                nodes.append(tree.addNode(style { $0.width = .points(Double(40 + i * 7)); $0.height = 20; $0.flexGrow = Double(i % 3) }, parent: tree.root))
            }
            return (tree, nodes)
        }
        var (edited, nodes) = build()
        try edited.layout()
        edited.updateStyle(of: nodes[3]) { $0.width = 150 }
        edited.removeFromParent(nodes[7])
        try edited.insertChild(nodes[7], into: edited.root, at: 0)
        try edited.layout()

        var (fresh, freshNodes) = build()
        fresh.updateStyle(of: freshNodes[3]) { $0.width = 150 }
        fresh.removeFromParent(freshNodes[7])
        try fresh.insertChild(freshNodes[7], into: fresh.root, at: 0)
        try fresh.layout()
        #expect(nodes.map { edited.frame(of: $0) } == freshNodes.map { fresh.frame(of: $0) })
    }

    @Test func baselineFunctionReceivesTheFinalSize() throws {
        let sizes = LockedValue<[Size]>([])
        var tree = LayoutTree(root: style { $0.flexDirection = .row; $0.alignItems = .baseline; $0.width = 100 })
        tree.addNode(style { $0.width = 10; $0.height = 30 }, parent: tree.root)
        let text = tree.addNode(style { $0.width = 20; $0.height = 16 }, parent: tree.root, baseline: { width, height in
            sizes.value.append(Size(width: width, height: height))
            return 12
        })
        try tree.layout()
        #expect(sizes.value.contains(Size(width: 20, height: 16)))
        #expect(tree.frame(of: text).minY == 18)
        #expect(tree.statistics.baselineCallbacks > 0)
    }

    @Test func referenceBaselineChildWins() throws {
        var tree = LayoutTree(root: style { $0.flexDirection = .row; $0.alignItems = .baseline; $0.width = 100 })
        tree.addNode(style { $0.width = 10; $0.height = 50 }, parent: tree.root)
        let container = tree.addNode(style { $0.flexDirection = .row; $0.width = 40 }, parent: tree.root)
        tree.addNode(style { $0.width = 10; $0.height = 10 }, parent: container)
        tree.addNode(style { $0.width = 10; $0.height = 30; $0.isReferenceBaseline = true }, parent: container)
        try tree.layout()
        // The container's baseline is its second child's bottom (30), aligned with 50.
        #expect(tree.frame(of: container).minY == 20)
    }
}

/// A value shared with a `@Sendable` measure function in tests.
final class LockedValue<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
