import BenchmarkSupport
import Foundation
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

/// CPU time of the calling thread in seconds: unlike wall time, it does not count time the
/// thread waited for a core, which matters on a shared machine.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

// Each sample lays out a freshly built tree (building is not timed), as the view layer does
// for every render.
var wallSamples: [Double] = []
var cpuSamples: [Double] = []
for iteration in 0..<53 {
    var tree = makeTree()
    let cpuStart = threadCPUSeconds()
    let start = monotonicNanoseconds()
    try tree.layout(availableWidth: 1000, availableHeight: 1000)
    let elapsed = Double(monotonicNanoseconds() - start) / 1e9
    let cpu = threadCPUSeconds() - cpuStart
    blackHole(tree)
    if iteration >= 3 {
        wallSamples.append(elapsed)
        cpuSamples.append(cpu)
    }
}
wallSamples.sort()
cpuSamples.sort()
let wallMedian = wallSamples[wallSamples.count / 2]
let cpuMedian = cpuSamples[cpuSamples.count / 2]
print("first layout (\(nodeCount) nodes)".padding(toLength: 44, withPad: " ", startingAt: 0)
    + " median \(formatDuration(wallMedian))  best \(formatDuration(wallSamples[0]))"
    + "  \(Int(Double(nodeCount) / wallMedian)) nodes/s (median of \(wallSamples.count), wall time)")
print("first layout, thread CPU time".padding(toLength: 44, withPad: " ", startingAt: 0)
    + " median \(formatDuration(cpuMedian))  best \(formatDuration(cpuSamples[0]))"
    + "  \(Int(Double(nodeCount) / cpuMedian)) nodes/s (median of \(cpuSamples.count), CPU time)")

var laidOut = template
try laidOut.layout(availableWidth: 1000, availableHeight: 1000)
let relayout = try measure(warmup: 10, iterations: 200) {
    try laidOut.layout(availableWidth: 1000, availableHeight: 1000)
}
report("re-layout unchanged (cached)", relayout)

var edited = laidOut
let leaf = edited.children(of: edited.children(of: edited.children(of: edited.children(of: edited.root)[9])[9])[9])[9]
var toggle = false
let incremental = try measure(warmup: 3, iterations: 50) {
    toggle.toggle()
    edited.updateStyle(of: leaf) { $0.width = .points(toggle ? 12 : 14) }
    try edited.layout(availableWidth: 1000, availableHeight: 1000)
}
report("re-layout after one leaf's width changed", incremental)
