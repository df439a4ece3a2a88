import ProofBase
@testable import ProofLayout
import Testing

/// Invalid values, degenerate trees and misuse: laid out as CSS would, or a typed error.
@Suite struct BadInputTests {
    @Test func invalidLengthsActAsTheirInitialValues() throws {
        var tree = LayoutTree(root: style { $0.width = 100; $0.height = 100; $0.alignItems = .flexStart })
        let child = tree.addNode(style {
            $0.width = .points(.nan)          // invalid: auto
            $0.height = -20                   // negative size: auto
            $0.padding.left = -5              // negative padding: 0
            $0.margin.top = .points(.infinity) // not finite: 0
            $0.border.left = .percent(10)     // borders take points only: 0
            $0.minWidth = .points(-.infinity) // none
            $0.flexGrow = -1                  // invalid: 0
            $0.aspectRatio = -2               // none
            $0.gap = -3                       // 0
        }, parent: tree.root)
        tree.addNode(style { $0.width = 30; $0.height = 10 }, parent: child)
        try tree.layout()
        #expect(tree.frame(of: child) == Rect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func validateNamesTheNodePropertyAndTreatment() throws {
        var tree = LayoutTree(root: style { $0.width = 100 })
        tree.addNode(style { $0.width = 10 }, parent: tree.root)
        let bad = tree.addNode(style { $0.height = -20; $0.margin.start = .points(.nan); $0.flexShrink = -1; $0.border.all = .percent(5) }, parent: tree.root)
        let issues = tree.validate()
        #expect(issues.map(\.property) == ["flex-shrink", "height", "margin-start", "border"])
        #expect(issues.allSatisfy { $0.node == bad && $0.path == "root/1" })
        #expect(issues[1].description == "root/1: height -20 is negative, which CSS does not allow here; treated as auto")
        #expect(LayoutTree().validate().isEmpty)
    }

    @Test func hugeValuesAreClampedSoResultsStayFinite() throws {
        var tree = LayoutTree(root: style { $0.flexDirection = .row })
        let huge = tree.addNode(style { $0.width = 1e300; $0.height = .percent(1e300); $0.margin.left = -1e308; $0.flexGrow = 1e308 }, parent: tree.root)
        let text = tree.addNode(parent: tree.root, measure: { _, _, _, _ in Size(width: .infinity, height: .nan) })
        try tree.layout(availableWidth: .infinity, availableHeight: -5)
        for node in [tree.root, huge, text] {
            let frame = tree.absoluteFrame(of: node)
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
        #expect(tree.frame(of: text).height == 0)
        #expect(tree.validate().map(\.property) == ["flex-grow", "width", "height", "margin-left"])
    }

    @Test func percentagesOfAnUndefinedSizeActAsAuto() throws {
        var tree = LayoutTree(root: style { $0.alignItems = .flexStart })
        let child = tree.addNode(style { $0.width = .percent(50); $0.height = .percent(50); $0.flexBasis = .percent(10) }, parent: tree.root)
        tree.addNode(style { $0.width = 40; $0.height = 8 }, parent: child)
        try tree.layout()
        #expect(tree.frame(of: child).size == Size(width: 40, height: 8))
    }

    @Test func measureAndBaselineAnswersAreSanitized() throws {
        var tree = LayoutTree(root: style { $0.flexDirection = .row; $0.alignItems = .baseline })
        let negative = tree.addNode(parent: tree.root, measure: { _, _, _, _ in Size(width: -10, height: -3) }, baseline: { _, _ in .nan })
        let normal = tree.addNode(style { $0.width = 5; $0.height = 20 }, parent: tree.root)
        try tree.layout()
        #expect(tree.frame(of: negative).size == .zero)
        // A NaN baseline counts as the node's height (0), so it sits on the other's baseline.
        #expect(tree.frame(of: negative).minY == 20)
        #expect(tree.frame(of: normal).minY == 0)
    }

    @Test func invalidScaleIsRejected() throws {
        var tree = LayoutTree()
        #expect(throws: LayoutError.invalidScale(-1)) { try tree.layout(scale: -1) }
        #expect(throws: LayoutError.self) { try tree.layout(scale: .nan) }
        try tree.layout(scale: 0)
    }

    @Test func structuralMisuseThrowsTypedErrors() throws {
        var tree = LayoutTree()
        let a = tree.addNode(parent: tree.root)
        let b = tree.addNode(parent: a)
        let loose = tree.addNode()
        #expect(throws: LayoutError.alreadyHasParent(child: "root/0/0", parent: "root/0")) { try tree.appendChild(b, to: tree.root) }
        let detached = tree.addNode()
        let inside = tree.addNode(parent: detached)
        #expect(throws: LayoutError.wouldCreateCycle(child: "node#4", parent: "node#4/0")) { try tree.appendChild(detached, to: inside) }
        #expect(throws: LayoutError.rootCannotBeChild) { try tree.appendChild(tree.root, to: loose) }
        #expect(throws: LayoutError.indexOutOfRange(parent: "root", index: 3, childCount: 1)) { try tree.insertChild(loose, into: tree.root, at: 3) }
        try tree.insertChild(loose, into: tree.root, at: 0)
        #expect(tree.path(of: b) == "root/1/0")
        #expect(tree.children(of: tree.root) == [loose, a])
    }

    @Test func measuredNodeWithChildrenIsRejectedAtLayout() throws {
        var tree = LayoutTree()
        let text = tree.addNode(parent: tree.root, measure: { _, _, _, _ in .zero })
        tree.addNode(parent: text)
        #expect(throws: LayoutError.measuredNodeHasChildren(path: "root/0")) { try tree.layout() }
        #expect(LayoutError.measuredNodeHasChildren(path: "root/0").description.contains("must be a leaf"))
    }

    /// A chain `depth` nodes deep, alternating rows and columns; returns the tree and its leaf.
    static func chain(depth: Int, configuration: LayoutConfiguration = LayoutConfiguration()) -> (LayoutTree, LayoutTree.NodeID) {
        var tree = LayoutTree(root: style { $0.width = 500 }, configuration: configuration)
        var parent = tree.root
        for i in 1..<depth {
            parent = tree.addNode(style { $0.flexDirection = i % 2 == 0 ? .row : .column; $0.padding.top = 1 }, parent: parent)
        }
        return (tree, parent)
    }

    @Test func tenThousandLevelsDeepLayOutOnTheCallingThread() throws {
        var (tree, leaf) = Self.chain(depth: 10_000)
        try tree.layout()
        #expect(tree.absoluteFrame(of: leaf).minY == 9_998)
        #expect(tree.frame(of: tree.root).height == 9_999)
    }

    @Test func tenThousandLevelsDeepLayOutOnASmallStackThread() throws {
        var result: Rect? = nil
        var failure: LayoutError? = nil
        // A 512 KiB stack, like secondary threads on Darwin.
        let started = LargeStack.run(bytes: 512 << 10) {
            var (tree, leaf) = Self.chain(depth: 10_000)
            do throws(LayoutError) {
                try tree.layout()
                result = tree.absoluteFrame(of: leaf)
            } catch {
                failure = error
            }
        }
        #expect(started)
        #expect(failure == nil)
        #expect(result?.minY == 9_998)
    }

    @Test func treesDeeperThanTheLimitAreRejectedWithThePath() throws {
        var (tree, _) = Self.chain(depth: 50, configuration: LayoutConfiguration(maximumDepth: 40))
        #expect(throws: LayoutError.self) { try tree.layout() }
        do {
            try tree.layout()
        } catch {
            guard case let .treeTooDeep(depth, limit, path) = error else { Issue.record("unexpected \(error)"); return }
            #expect(depth == 41 && limit == 40)
            #expect(path == "root" + String(repeating: "/0", count: 40))
        }
    }

    @Test func oneHundredThousandChildren() throws {
        var tree = LayoutTree(root: style { $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = 1000 }, minimumCapacity: 100_001)
        var last = tree.root
        for _ in 0..<100_000 { last = tree.addNode(style { $0.width = 10; $0.height = 10 }, parent: tree.root) }
        try tree.layout()
        #expect(tree.frame(of: last) == Rect(x: 990, y: 9_990, width: 10, height: 10))
        #expect(tree.frame(of: tree.root).height == 10_000)
    }
}

extension BadInputTests {
    @Test func cacheDefeatingTreesStopWithAnErrorInsteadOfHanging() throws {
        // Alternating rows and columns nested below an exhausted width re-measure
        // exponentially; the work budget turns that into an error.
        var tree = LayoutTree(root: style { $0.width = 100 })
        var parent = tree.root
        for i in 0..<130 {
            parent = tree.addNode(style { $0.flexDirection = i % 2 == 0 ? .row : .column; $0.padding.left = 1 }, parent: parent)
        }
        tree.addNode(parent: parent, measure: { _, _, _, _ in Size(width: 1, height: 1) })
        #expect(throws: LayoutError.self) { try tree.layout() }
        // The tree stays usable: after a fix, it lays out.
        tree.updateStyle(of: tree.root) { $0.width = 1000 }
        try tree.layout()
        #expect(tree.frame(of: tree.root).width == 1000)
    }
}
