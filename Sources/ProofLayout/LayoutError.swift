/// Why a tree could not be changed or laid out. Node paths read `root/2/0`: the root, its
/// third child, that child's first child.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The child is already attached; remove it from its parent first.
    case alreadyHasParent(child: String, parent: String)
    /// Attaching the node would make it its own ancestor.
    case wouldCreateCycle(child: String, parent: String)
    /// The tree's root cannot become a child.
    case rootCannotBeChild
    /// An insertion index beyond the parent's children.
    case indexOutOfRange(parent: String, index: Int, childCount: Int)
    /// A node has both a measure function and children; measured nodes must be leaves.
    case measuredNodeHasChildren(path: String)
    /// The tree is deeper than ``LayoutConfiguration/maximumDepth``.
    case treeTooDeep(depth: Int, limit: Int, path: String)
    /// A helper thread for a very deep tree could not be started.
    case threadUnavailable(stackBytes: Int)
    /// The pixel scale is negative or not finite.
    case invalidScale(Double)
    /// Layout needed more passes than its budget: constraints that defeat the measurement
    /// caches, as with alternating rows and columns nested far below an exhausted size.
    case layoutTooComplex(passes: Int, nodeCount: Int)

    public var description: String {
        switch self {
        case let .alreadyHasParent(child, parent):
            return "layout node \(child) already has a parent (\(parent)); remove it from its parent before attaching it elsewhere"
        case let .wouldCreateCycle(child, parent):
            return "attaching layout node \(child) to \(parent) would make it its own ancestor; attach it to a node outside its subtree"
        case .rootCannotBeChild:
            return "the root of a layout tree cannot become a child; create a new node instead"
        case let .indexOutOfRange(parent, index, childCount):
            return "index \(index) is out of range for layout node \(parent), which has \(childCount) children; use 0...\(childCount)"
        case let .measuredNodeHasChildren(path):
            return "layout node \(path) has a measure function and children; a measured node must be a leaf: remove its children or its measure function"
        case let .treeTooDeep(depth, limit, path):
            return "the layout tree is \(depth) levels deep (at \(path)), more than the limit of \(limit); flatten the tree or raise LayoutConfiguration.maximumDepth"
        case let .layoutTooComplex(passes, nodeCount):
            return "laying out \(nodeCount) nodes took more than \(passes) node passes and was stopped; deeply nested rows and columns whose content overflows a fixed size cause this: give inner containers sizes or flatten the tree"
        case let .invalidScale(scale):
            return "the layout scale \(scale) is invalid; pass the pixels per point (1, 2, 3), or 0 for unrounded results"
        case let .threadUnavailable(stackBytes):
            return "could not start a thread with a \(stackBytes)-byte stack to lay out a very deep tree; reduce the tree's depth"
        }
    }
}

/// A style value the engine does not use as written, found by ``LayoutTree/validate()``.
public struct StyleIssue: Hashable, Sendable, CustomStringConvertible {
    public var node: LayoutTree.NodeID
    /// The node's path, such as `root/2/0`.
    public var path: String
    /// The property in CSS spelling, such as `margin-left` or `flex-grow`.
    public var property: String
    /// The value as written.
    public var value: String
    /// What is wrong and how the engine treats it.
    public var problem: String

    public var description: String { "\(path): \(property) \(value) \(problem)" }
}
