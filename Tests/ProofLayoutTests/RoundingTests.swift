import ProofLayout
import Testing

/// Snapping to the pixel grid: positions round relative to the parent, sizes come from
/// rounded absolute edges, so neighbours tile exactly at every scale.
@Suite struct RoundingTests {
    func thirds(scale: Double) throws -> LayoutTree {
        var tree = LayoutTree(root: style { $0.flexDirection = .row; $0.width = 100; $0.height = 10 })
        for _ in 0..<3 { tree.addNode(style { $0.flexGrow = 1 }, parent: tree.root) }
        try tree.layout(scale: scale)
        return tree
    }

    @Test func scaleOneGivesWholePointsWithoutGaps() throws {
        let frames = childFrames(try thirds(scale: 1))
        #expect(frames.map(\.minX) == [0, 33, 67])
        #expect(frames.map(\.width) == [33, 34, 33])
    }

    @Test func scaleTwoGivesHalfPoints() throws {
        let frames = childFrames(try thirds(scale: 2))
        #expect(frames.map(\.minX) == [0, 33.5, 66.5])
        #expect(frames.map(\.width) == [33.5, 33, 33.5])
    }

    @Test func scaleThreeGivesThirdsOfAPoint() throws {
        let frames = childFrames(try thirds(scale: 3))
        // Every edge is a whole number of pixels, and neighbours share their edges.
        for frame in frames {
            #expect((frame.minX * 3).rounded() == frame.minX * 3)
            #expect(Swift.abs(frame.width * 3 - 100) < 1e-9)
        }
        #expect(Swift.abs(frames[2].maxX - 100) < 1e-9)
    }

    @Test func zeroScaleLeavesValuesUnrounded() throws {
        let frames = childFrames(try thirds(scale: 0))
        let third: Double = 100.0 / 3
        #expect(frames.map(\.width) == [third, third, third])
    }

    @Test func fractionalStylesRoundLikeYoga() throws {
        var tree = LayoutTree(root: style { $0.width = 100; $0.height = 100 })
        let child = tree.addNode(style { $0.height = 10.4; $0.margin.top = 0.3; $0.width = 87.5 }, parent: tree.root)
        let next = tree.addNode(style { $0.height = 10 }, parent: tree.root)
        try tree.layout()
        // Top 0.3 rounds to 0; the bottom edge 10.7 rounds to 11, so the height is 11.
        #expect(tree.frame(of: child) == Rect(x: 0, y: 0, width: 88, height: 11))
        #expect(tree.frame(of: next) == Rect(x: 0, y: 11, width: 100, height: 10))
    }

    @Test func absoluteFramesAccumulateUnroundedOffsets() throws {
        var tree = LayoutTree(root: style { $0.width = 100; $0.height = 100; $0.padding.top = 0.4 })
        let a = tree.addNode(style { $0.height = 10; $0.padding.top = 0.4 }, parent: tree.root)
        let b = tree.addNode(style { $0.height = 5 }, parent: a)
        try tree.layout()
        // Relative offsets 0.4 and 0.4 each round to 0, but the absolute 0.8 rounds to 1.
        #expect(tree.frame(of: b).minY == 0)
        #expect(tree.absoluteFrame(of: b).minY == 1)
    }

    @Test func measuredLeavesAreNeverRoundedSmaller() throws {
        var tree = LayoutTree(root: style { $0.alignItems = .flexStart; $0.padding.left = 0.6 })
        let text = tree.addNode(parent: tree.root, measure: { _, _, _, _ in Size(width: 10.2, height: 12.1) })
        try tree.layout()
        // Text keeps its ink: the origin floors and the size ceils.
        #expect(tree.frame(of: text) == Rect(x: 0, y: 0, width: 11, height: 13))
    }

    @Test func changingOnlyTheScaleRoundsAgain() throws {
        var tree = try thirds(scale: 1)
        try tree.layout(scale: 2)
        #expect(childFrames(tree).map(\.width) == [33.5, 33, 33.5])
        #expect(tree.statistics.layouts == 0)
    }
}
