// Status: accepted and ignored — `onDelete`, `onMove` and `onInsert` compile (a snapshot has no editing); the collection helpers `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` work as SwiftUI's.

/// Views made from a collection (`ForEach`), which take the editing actions.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent {}

nonisolated extension DynamicViewContent {
    /// Accepted; a snapshot has no editing. Chains with `onMove` in either order.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Accepted; a snapshot has no editing. Chains with `onDelete` in either order.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
    /// Accepted; a snapshot has no editing.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
    /// Accepted (iOS 14's form, with content types): nothing is dropped in a snapshot.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = startIndex
        var offset = 0
        var current = startIndex
        while current != endIndex {
            if !offsets.contains(offset) {
                if kept != current { swapAt(kept, current) }
                formIndex(after: &kept)
            }
            formIndex(after: &current)
            offset += 1
        }
        removeSubrange(kept...)
    }
}

extension MutableCollection {
    /// Moves the elements at offsets `source` before the element at offset `destination`
    /// (0…count), keeping their order (SwiftUI's helper for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.filter { $0 < elements.count }.map { elements[$0] }
        var before: [Element] = [], after: [Element] = []
        for (offset, element) in elements.enumerated() where !source.contains(offset) {
            if offset < destination { before.append(element) } else { after.append(element) }
        }
        for (index, element) in zip(indices, before + moved + after) {
            self[index] = element
        }
    }
}
