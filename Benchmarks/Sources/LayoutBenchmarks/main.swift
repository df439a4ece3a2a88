import BenchmarkSupport
import ProofLayout

// Layout figures: the first layout of a synthetic tree of about 11,000 nodes (10 children per
// node, 4 levels, a mix of rows, columns, grow, shrink and fixed sizes), and laying the same
// unchanged tree out again (answered from the root's cache).

/// The synthetic tree: a root with 10 children per node down 4 levels (11,111 nodes).
func makeTree() -> LayoutTree {
    var rootStyle = Style()
    rootStyle.width = 1000
    rootStyle.height = 1000
    var tree = LayoutTree(root: rootStyle, minimumCapacity: 11_111)
    var level: [LayoutTree.NodeID] = [tree.root]
    var counter = 0
    for depth in 1...4 {
        var next: [LayoutTree.NodeID] = []
        next.reserveCapacity(level.count * 10)
        for parent in level {
            for i in 0..<10 {
                counter += 1
                var style = Style()
                style.flexDirection = (depth + i) % 2 == 0 ? .row : .column
                switch (counter * 7 + i) % 4 {
                case 0: style.flexGrow = 1
                case 1: style.flexShrink = 1; style.flexBasis = .points(Double(20 + i * 3))
                case 2: style.width = .points(Double(10 + i)); style.height = .points(Double(8 + i))
                default: style.flexGrow = Double(1 + i % 3); style.margin = Edges(all: 1)
                }
                if i % 3 == 0 { style.padding = Edges(all: 2) }
                if i == 5 { style.alignSelf = .center }
                next.append(tree.addNode(style, parent: parent))
            }
        }
        level = next
    }
    return tree
}

let template = makeTree()
let nodeCount = template.nodeCount

let build = measure(warmup: 3, iterations: 30) { blackHole(makeTree()) }
report("build tree (\(nodeCount) nodes)", build)

var trees: [LayoutTree] = []
let first = try measure(warmup: 3, iterations: 30) {
    var tree = template
    try tree.layout(availableWidth: 1000, availableHeight: 1000)
    blackHole(tree)
}
let nodesPerSecond = Double(nodeCount) / first.median
report("first layout (\(nodeCount) nodes)", first, extra: "\(Int(nodesPerSecond)) nodes/s (median)")

var laidOut = template
try laidOut.layout(availableWidth: 1000, availableHeight: 1000)
let relayout = try measure(warmup: 10, iterations: 200) {
    try laidOut.layout(availableWidth: 1000, availableHeight: 1000)
}
report("re-layout unchanged (cached)", relayout)

var edited = laidOut
let leaf = LayoutTree.NodeID(index: Int32(nodeCount - 1))
var toggle = false
let incremental = try measure(warmup: 3, iterations: 50) {
    toggle.toggle()
    edited.updateStyle(of: leaf) { $0.width = .points(toggle ? 12 : 14) }
    try edited.layout(availableWidth: 1000, availableHeight: 1000)
}
report("re-layout after one leaf's width changed", incremental)
