// Status: accepted and ignored — drag and drop compiles; the drag never starts and a snapshot has no drop.
nonisolated extension View {
    /// Accepted; the drag never starts.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Accepted; the drag never starts, so `preview` (shown under the finger while dragging)
    /// is never drawn.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no drop.
    public func onDrop(of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
}

/// What a drop delegate is told (SwiftUI's `DropInfo`).
nonisolated public struct DropInfo: Sendable {
    public let location: CGPoint
    public func hasItemsConforming(to contentTypes: [String]) -> Bool { false }
    public func itemProviders(for contentTypes: [String]) -> [NSItemProvider] { [] }
}

/// How a drop would be handled (SwiftUI's `DropProposal`).
nonisolated public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// The operation of a drop.
nonisolated public enum DropOperation: Sendable { case cancel, forbidden, copy, move }

/// What handles drops on a view (SwiftUI's `DropDelegate`): never called in a snapshot.
public protocol DropDelegate {
    @MainActor func validateDrop(info: DropInfo) -> Bool
    @MainActor func performDrop(info: DropInfo) -> Bool
    @MainActor func dropEntered(info: DropInfo)
    @MainActor func dropUpdated(info: DropInfo) -> DropProposal?
    @MainActor func dropExited(info: DropInfo)
}

nonisolated extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// Accepted; a snapshot has no drop.
    public func onDrop(of supportedContentTypes: [String], delegate: some DropDelegate) -> some View { self }
    /// Accepted; a snapshot has no drop.
    public func onDrop(of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
    /// Accepted; the drag never starts.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Accepted; the drag never starts.
    public func draggable<T, Preview: View>(_ payload: @autoclosure @escaping () -> T,
                                            @ViewBuilder preview: () -> Preview) -> some View { self }
    /// Accepted; a snapshot has no drop.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
