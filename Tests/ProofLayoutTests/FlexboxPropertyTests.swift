import ProofLayout
import Testing

/// Every style property, laid out directly through the Swift API with exact frames.
@Suite struct FlexboxPropertyTests {
    /// A root of `rootSize` with children of the given styles, laid out.
    func layout(
        _ root: Style, _ children: [Style], direction: Direction = .ltr, scale: Double = 1
    ) throws -> LayoutTree {
        var tree = LayoutTree(root: root)
        for child in children { tree.addNode(child, parent: tree.root) }
        try tree.layout(direction: direction, scale: scale)
        return tree
    }

    func fixed(_ width: Length, _ height: Length, _ more: (inout Style) -> Void = { _ in }) -> Style {
        style { $0.width = width; $0.height = height; more(&$0) }
    }

    func row(_ width: Length = 100, _ height: Length = 50, _ more: (inout Style) -> Void = { _ in }) -> Style {
        style { $0.flexDirection = .row; $0.width = width; $0.height = height; more(&$0) }
    }

    // MARK: flex-direction

    @Test func flexDirectionRowPlacesChildrenLeftToRightAndStretchesThem() throws {
        let tree = try layout(row(), [style { $0.width = 10 }, style { $0.width = 20 }])
        #expect(childFrames(tree) == [Rect(x: 0, y: 0, width: 10, height: 50), Rect(x: 10, y: 0, width: 20, height: 50)])
    }

    @Test func flexDirectionRowReverseStartsAtTheRight() throws {
        let tree = try layout(row { $0.flexDirection = .rowReverse }, [style { $0.width = 10 }, style { $0.width = 20 }])
        #expect(childFrames(tree) == [Rect(x: 90, y: 0, width: 10, height: 50), Rect(x: 70, y: 0, width: 20, height: 50)])
    }

    @Test func flexDirectionColumnIsTheDefault() throws {
        let tree = try layout(fixed(100, 100), [style { $0.height = 10 }, style { $0.height = 30 }])
        #expect(childFrames(tree) == [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 10, width: 100, height: 30)])
    }

    @Test func flexDirectionColumnReverseStartsAtTheBottom() throws {
        let tree = try layout(fixed(100, 100) { $0.flexDirection = .columnReverse }, [style { $0.height = 10 }, style { $0.height = 30 }])
        #expect(childFrames(tree) == [Rect(x: 0, y: 90, width: 100, height: 10), Rect(x: 0, y: 60, width: 100, height: 30)])
    }

    @Test func contentSizedRootWrapsItsChildren() throws {
        let tree = try layout(style { $0.flexDirection = .row }, [fixed(10, 20), fixed(30, 5)])
        #expect(tree.frame(of: tree.root) == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    // MARK: justify-content

    @Test(arguments: [
        (Justify.flexStart, [0.0, 20.0]), (.center, [30, 50]), (.flexEnd, [60, 80]),
        (.spaceBetween, [0, 80]), (.spaceAround, [15, 65]), (.spaceEvenly, [20, 60]),
    ])
    func justifyContentDistributesFreeSpace(_ justify: Justify, _ xs: [Double]) throws {
        let tree = try layout(row { $0.justifyContent = justify }, [style { $0.width = 20 }, style { $0.width = 20 }])
        #expect(childFrames(tree).map(\.minX) == xs)
    }

    @Test func overflowingSpaceBetweenFallsBackToFlexStart() throws {
        let tree = try layout(row(30) { $0.justifyContent = .spaceBetween }, [style { $0.width = 20 }, style { $0.width = 20 }])
        #expect(childFrames(tree).map(\.minX) == [0, 20])
    }

    // MARK: align-items, align-self

    @Test(arguments: [
        (Align.flexStart, 0.0, 20.0), (.center, 40, 20), (.flexEnd, 80, 20), (.stretch, 0, 100),
    ])
    func alignItemsPlacesOnTheCrossAxis(_ align: Align, _ y: Double, _ height: Double) throws {
        let stretchable = style { $0.width = 10; if align != .stretch { $0.height = 20 } }
        let tree = try layout(row(100, 100) { $0.alignItems = align }, [stretchable])
        #expect(childFrames(tree) == [Rect(x: 0, y: y, width: 10, height: height)])
    }

    @Test func alignSelfOverridesAlignItems() throws {
        let tree = try layout(row(100, 100) { $0.alignItems = .flexEnd }, [fixed(10, 20) { $0.alignSelf = .center }, fixed(10, 20)])
        #expect(childFrames(tree).map(\.minY) == [40, 80])
    }

    @Test func baselineAlignmentUsesBaselineFunctionsAndHeights() throws {
        var tree = LayoutTree(root: style { $0.flexDirection = .row; $0.alignItems = .baseline })
        let tall = tree.addNode(fixed(10, 30), parent: tree.root)
        let text = tree.addNode(fixed(10, 20), parent: tree.root, baseline: { _, _ in 5 })
        try tree.layout()
        // The first child's baseline is its bottom (30); the second's is 5 below its top.
        #expect(tree.frame(of: tall).minY == 0)
        #expect(tree.frame(of: text).minY == 25)
        #expect(tree.frame(of: tree.root).height == 45)
    }

    @Test func baselineComesFromTheFirstChild() throws {
        var tree = LayoutTree(root: style { $0.flexDirection = .row; $0.alignItems = .baseline; $0.width = 100 })
        tree.addNode(fixed(10, 40), parent: tree.root)
        let nested = tree.addNode(style { $0.width = 20; $0.paddingTop(8) }, parent: tree.root)
        tree.addNode(fixed(10, 10), parent: nested)
        try tree.layout()
        // The nested container's baseline: its first child's (10) plus that child's top (8).
        #expect(tree.frame(of: nested).minY == 40 - 18)
    }

    // MARK: align-content and wrapping

    @Test(arguments: [
        (Align.flexStart, [0.0, 20.0]), (.center, [30, 50]), (.flexEnd, [60, 80]), (.spaceBetween, [0, 80]),
        (.spaceAround, [15, 65]), (.spaceEvenly, [20, 60]), (.stretch, [0, 50]),
    ])
    func alignContentDistributesLines(_ align: Align, _ lineTops: [Double]) throws {
        let item = fixed(50, 20)
        let tree = try layout(row(100, 100) { $0.flexWrap = .wrap; $0.alignContent = align }, [item, item, item, item])
        #expect(childFrames(tree).map(\.minY) == [lineTops[0], lineTops[0], lineTops[1], lineTops[1]])
        #expect(childFrames(tree).map(\.minX) == [0, 50, 0, 50])
    }

    @Test func wrapReverseStacksLinesFromTheCrossEnd() throws {
        let item = fixed(60, 20)
        let tree = try layout(row(100, 100) { $0.flexWrap = .wrapReverse }, [item, item])
        #expect(childFrames(tree) == [Rect(x: 0, y: 80, width: 60, height: 20), Rect(x: 0, y: 60, width: 60, height: 20)])
    }

    @Test func noWrapOverflowsInsteadOfWrapping() throws {
        let tree = try layout(row(100, 100), [fixed(60, 20), fixed(60, 20)])
        #expect(childFrames(tree).map(\.minX) == [0, 60])
        #expect(tree.layout(of: tree.root).hadOverflow)
    }

    // MARK: flex-grow, flex-shrink, flex-basis, flex

    @Test func flexGrowSharesFreeSpaceByFactor() throws {
        let tree = try layout(row(), [style { $0.flexGrow = 1; $0.flexBasis = 0 }, style { $0.flexGrow = 3; $0.flexBasis = 0 }])
        #expect(childFrames(tree).map(\.width) == [25, 75])
    }

    @Test func flexShrinkIsScaledByTheBasis() throws {
        let tree = try layout(row(), [
            style { $0.flexShrink = 1; $0.flexBasis = 80 }, style { $0.flexShrink = 3; $0.flexBasis = 80 },
        ])
        // 60 points too many, taken in proportion to shrink × basis (80 : 240).
        #expect(childFrames(tree).map(\.width) == [65, 35])
    }

    @Test func shrinkIsZeroByDefaultUnlikeTheWeb() throws {
        let tree = try layout(row(), [style { $0.flexBasis = 80 }, style { $0.flexBasis = 80 }])
        #expect(childFrames(tree).map(\.width) == [80, 80])
    }

    @Test func flexBasisPercentResolvesAgainstTheContainer() throws {
        let tree = try layout(row(200), [style { $0.flexBasis = .percent(25) }])
        #expect(childFrames(tree).map(\.width) == [50])
    }

    @Test func flexShorthandSetsGrowAndZeroBasis() throws {
        let tree = try layout(row(), [style { $0.flex = 1; $0.width = 80 }, style { $0.flex = 1 }])
        #expect(childFrames(tree).map(\.width) == [50, 50])
    }

    @Test func smallGrowFactorsTotallingUnderOneTakeOnlyTheirShare() throws {
        let tree = try layout(row(), [style { $0.flexGrow = 0.25; $0.flexBasis = 0 }])
        #expect(childFrames(tree).map(\.width) == [25])
    }

    // MARK: width, height, min, max

    @Test func percentSizesResolveAgainstTheParent() throws {
        let tree = try layout(fixed(200, 100), [style { $0.width = .percent(50); $0.height = .percent(25) }])
        #expect(childFrames(tree) == [Rect(x: 0, y: 0, width: 100, height: 25)])
    }

    @Test func maxWidthFreezesAGrowingItemAndGivesTheRestToOthers() throws {
        let tree = try layout(row(), [style { $0.flexGrow = 1; $0.maxWidth = 30 }, style { $0.flexGrow = 1 }])
        #expect(childFrames(tree).map(\.width) == [30, 70])
    }

    @Test func minWidthStopsShrinking() throws {
        let tree = try layout(row(), [
            style { $0.flexShrink = 1; $0.flexBasis = 80; $0.minWidth = 70 }, style { $0.flexShrink = 1; $0.flexBasis = 80 },
        ])
        #expect(childFrames(tree).map(\.width) == [70, 30])
    }

    @Test func minAndMaxBoundTheRoot() throws {
        let tree = try layout(style { $0.minWidth = 50; $0.maxHeight = 10 }, [fixed(10, 40)])
        #expect(tree.frame(of: tree.root).size == Size(width: 50, height: 10))
    }

    @Test func equalMinAndMaxFixTheSize() throws {
        let tree = try layout(fixed(100, 100), [style { $0.minHeight = 30; $0.maxHeight = 30 }])
        #expect(childFrames(tree).map(\.height) == [30])
    }

    @Test func aspectRatioGivesTheMissingSize() throws {
        let tree = try layout(fixed(100, 100) { $0.alignItems = .flexStart }, [style { $0.width = 40; $0.aspectRatio = 2 }])
        #expect(childFrames(tree) == [Rect(x: 0, y: 0, width: 40, height: 20)])
    }

    @Test func intrinsicKeywordsActAsAuto() throws {
        let tree = try layout(fixed(100, 100), [style { $0.width = .stretch; $0.height = .maxContent; $0.flexBasis = .fitContent }])
        #expect(childFrames(tree) == [Rect(x: 0, y: 0, width: 100, height: 0)])
    }

    // MARK: margin, padding, border

    @Test func marginsOffsetAndShrinkTheStretchedSize() throws {
        let tree = try layout(fixed(100, 100), [style { $0.height = 10; $0.margin = Edges(left: 10, top: 5, right: 20) }])
        #expect(childFrames(tree) == [Rect(x: 10, y: 5, width: 70, height: 10)])
    }

    @Test func autoMarginsTakeTheFreeSpace() throws {
        let tree = try layout(row(), [style { $0.width = 20; $0.margin.left = .auto }])
        #expect(childFrames(tree).map(\.minX) == [80])
        let centered = try layout(row(100, 100), [fixed(20, 20) { $0.margin = Edges(all: .auto) }])
        #expect(childFrames(centered) == [Rect(x: 40, y: 40, width: 20, height: 20)])
    }

    @Test func percentMarginsAndPaddingResolveAgainstTheWidth() throws {
        let tree = try layout(fixed(200, 100), [style { $0.height = 10; $0.margin.top = .percent(10) }])
        #expect(childFrames(tree).map(\.minY) == [20])
    }

    @Test func edgePrecedenceLogicalThenPhysicalThenAxisThenAll() throws {
        var root = fixed(100, 100)
        root.padding = Edges(left: 20, start: 30, horizontal: 5, all: 10)
        let ltr = try layout(root, [style { $0.height = 10 }])
        // Left: start (30). Right: no end or right, so horizontal (5). Top: all (10).
        #expect(childFrames(ltr) == [Rect(x: 30, y: 10, width: 65, height: 10)])
        let rtl = try layout(root, [style { $0.height = 10 }], direction: .rtl)
        // In RTL, start is the right edge; left falls back to the physical slot (20).
        #expect(childFrames(rtl) == [Rect(x: 20, y: 10, width: 50, height: 10)])
        #expect(rtl.layout(of: rtl.root).padding == EdgeInsets(top: 10, left: 20, bottom: 10, right: 30))
    }

    @Test func borderInsetsChildrenAndIsReported() throws {
        let tree = try layout(fixed(100, 100) { $0.border = Edges(left: 4, top: 2) }, [style { $0.height = 10 }])
        #expect(childFrames(tree) == [Rect(x: 4, y: 2, width: 96, height: 10)])
        #expect(tree.layout(of: tree.root).border == EdgeInsets(top: 2, left: 4, bottom: 0, right: 0))
    }

    @Test func contentBoxAddsPaddingAndBorderToTheSize() throws {
        let tree = try layout(style { $0.width = 100; $0.height = 50; $0.boxSizing = .contentBox; $0.padding = Edges(all: 10); $0.border = Edges(all: 1) }, [])
        #expect(tree.frame(of: tree.root).size == Size(width: 122, height: 72))
    }

    // MARK: position and insets

    @Test func relativeInsetsOffsetAfterLayout() throws {
        let tree = try layout(row(), [fixed(10, 10) { $0.inset = Edges(left: 5, top: 3) }, fixed(10, 10) { $0.inset.right = 4 }])
        #expect(childFrames(tree).map(\.origin) == [Point(x: 5, y: 3), Point(x: 6, y: 0)])
    }

    @Test func relativeInsetsMoveTheSameWayInReversedContainers() throws {
        let tree = try layout(row { $0.flexDirection = .rowReverse }, [fixed(10, 10) { $0.inset.left = 5 }])
        #expect(childFrames(tree).map(\.minX) == [95])
    }

    @Test func absoluteChildrenAreSizedAndPlacedByInsets() throws {
        let tree = try layout(fixed(100, 100) { $0.padding = Edges(all: 5) }, [
            style { $0.positionType = .absolute; $0.inset = Edges(left: 10, right: 10, bottom: 10); $0.height = 20 },
            style { $0.height = 30 },
        ])
        #expect(childFrames(tree) == [Rect(x: 10, y: 70, width: 80, height: 20), Rect(x: 5, y: 5, width: 90, height: 30)])
    }

    @Test func absoluteChildWithoutInsetsTakesItsStaticPosition() throws {
        let tree = try layout(row(100, 100) { $0.justifyContent = .center; $0.alignItems = .flexEnd },
                              [fixed(20, 20) { $0.positionType = .absolute }])
        #expect(childFrames(tree) == [Rect(x: 40, y: 80, width: 20, height: 20)])
    }

    @Test func staticNodesIgnoreInsetsAndDoNotContainAbsoluteDescendants() throws {
        var tree = LayoutTree(root: fixed(200, 200))
        let staticParent = tree.addNode(fixed(100, 100) { $0.positionType = .static; $0.margin.left = 50; $0.inset.left = 30 }, parent: tree.root)
        let absolute = tree.addNode(fixed(10, 10) { $0.positionType = .absolute; $0.inset = Edges(right: 0, bottom: 0) }, parent: staticParent)
        try tree.layout()
        #expect(tree.frame(of: staticParent).minX == 50)
        // Placed in the root (the nearest non-static ancestor), then expressed relative to its parent.
        #expect(tree.absoluteFrame(of: absolute) == Rect(x: 190, y: 190, width: 10, height: 10))
        #expect(tree.frame(of: absolute) == Rect(x: 140, y: 190, width: 10, height: 10))
    }

    // MARK: gap

    @Test func columnGapSeparatesItemsAndRowGapSeparatesLines() throws {
        let tree = try layout(row(100, 100) { $0.flexWrap = .wrap; $0.columnGap = 10; $0.rowGap = 5 },
                              [fixed(40, 20), fixed(40, 20), fixed(40, 20)])
        #expect(childFrames(tree).map(\.origin) == [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 0, y: 25)])
    }

    @Test func gapAppliesToBothAxesUnlessOverridden() throws {
        let tree = try layout(fixed(100, 100) { $0.gap = 7 }, [style { $0.height = 10 }, style { $0.height = 10 }])
        #expect(childFrames(tree).map(\.minY) == [0, 17])
        let percent = try layout(row(200, 100) { $0.gap = .percent(10); $0.columnGap = 4 }, [fixed(10, 10), fixed(10, 10)])
        #expect(childFrames(percent).map(\.minX) == [0, 14])
    }

    // MARK: display, overflow, direction

    @Test func displayNoneRemovesTheSubtreeFromLayout() throws {
        var tree = LayoutTree(root: row())
        let hidden = tree.addNode(fixed(30, 30) { $0.display = .none }, parent: tree.root)
        let inner = tree.addNode(fixed(5, 5), parent: hidden)
        let shown = tree.addNode(fixed(20, 20), parent: tree.root)
        try tree.layout()
        #expect(tree.frame(of: hidden) == .zero)
        #expect(tree.frame(of: inner) == .zero)
        #expect(tree.frame(of: shown).minX == 0)
    }

    @Test func displayContentsLaysOutChildrenAsTheParentsItems() throws {
        var tree = LayoutTree(root: row())
        let contents = tree.addNode(style { $0.display = .contents; $0.width = 500 }, parent: tree.root)
        let a = tree.addNode(style { $0.flexGrow = 1 }, parent: contents)
        let b = tree.addNode(style { $0.flexGrow = 1 }, parent: contents)
        let c = tree.addNode(style { $0.width = 20 }, parent: tree.root)
        try tree.layout()
        #expect(tree.frame(of: contents) == .zero)
        #expect([tree.frame(of: a), tree.frame(of: b), tree.frame(of: c)] == [
            Rect(x: 0, y: 0, width: 40, height: 50), Rect(x: 40, y: 0, width: 40, height: 50), Rect(x: 80, y: 0, width: 20, height: 50),
        ])
    }

    @Test func overflowScrollLetsChildrenMeasurePastTheMainAxis() throws {
        let log = MeasureLog()
        func tree(_ overflow: Overflow) throws -> Rect {
            var tree = LayoutTree(root: row(50, 20) { $0.overflow = overflow })
            let text = tree.addNode(parent: tree.root, measure: log.textLike(width: 100, height: 10))
            try tree.layout()
            return tree.frame(of: text)
        }
        #expect(try tree(.visible).width == 50)
        #expect(try tree(.hidden).width == 50)
        #expect(try tree(.scroll).width == 100)
    }

    @Test func rtlMirrorsRowsAndInheritsDirection() throws {
        var tree = LayoutTree(root: row())
        let a = tree.addNode(style { $0.width = 10 }, parent: tree.root)
        let nested = tree.addNode(row(40) { $0.direction = .ltr }, parent: tree.root)
        let b = tree.addNode(style { $0.width = 10 }, parent: nested)
        try tree.layout(direction: .rtl)
        #expect(tree.frame(of: a).minX == 90)
        #expect(tree.frame(of: nested).minX == 50)
        #expect(tree.frame(of: b).minX == 0)
        #expect(tree.layout(of: a).direction == .rtl)
        #expect(tree.layout(of: b).direction == .ltr)
    }

    @Test func rootMarginsAndInsetsPlaceTheRoot() throws {
        let tree = try layout(fixed(10, 10) { $0.margin = Edges(left: 3, top: 4); $0.inset.top = 2 }, [])
        #expect(tree.frame(of: tree.root) == Rect(x: 3, y: 6, width: 10, height: 10))
        let rtl = try layout(fixed(10, 10) { $0.margin.end = 7; $0.margin.start = 9 }, [], direction: .rtl)
        #expect(rtl.frame(of: rtl.root).minX == 7)
    }
}

extension Style {
    fileprivate mutating func paddingTop(_ value: Length) { padding.top = value }
}
