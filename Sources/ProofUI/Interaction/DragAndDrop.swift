// Status: accepted and ignored — drag and drop compiles; the drag never starts and a snapshot has no drop.
nonisolated extension View {
    /// Accepted; the drag never starts.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Accepted; the drag never starts, so `preview` (shown under the finger while dragging)
    /// is never drawn.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no drop (deprecated: SwiftUI's form taking identifiers).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// Accepted; a snapshot has no drop.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// Accepted; a snapshot has no drop.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
}

/// The current state of a drop (SwiftUI's `DropInfo`). A snapshot has no drop, so ProofUI
/// never makes one; ``proofDropInfo(location:)`` makes one for a test calling a delegate.
nonisolated public struct DropInfo: Sendable {
    /// The location of the drag in the coordinate space of the drop view.
    public let location: CGPoint
    /// Whether at least one dragged item conforms to one of `contentTypes`: never, as
    /// ProofUI's drops carry no items.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    /// The dragged items conforming to one of `contentTypes`: none.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
    /// Deprecated form of ``hasItemsConforming(to:)-(UTType)`` taking identifiers.
    public func hasItemsConforming(to contentTypes: [String]) -> Bool { false }
    /// Deprecated form of ``itemProviders(for:)-(UTType)`` taking identifiers.
    public func itemProviders(for contentTypes: [String]) -> [NSItemProvider] { [] }

    /// A drop at `location` carrying no items, for tests that call a ``DropDelegate``.
    public static func proofDropInfo(location: CGPoint) -> DropInfo { DropInfo(location: location) }
}

/// How a drop would be handled (SwiftUI's `DropProposal`).
nonisolated public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// The operation of a drop.
nonisolated public enum DropOperation: Sendable { case cancel, forbidden, copy, move }

/// What handles drops on a view (SwiftUI's `DropDelegate`): never called in a snapshot.
/// `validateDrop` defaults to `true`, `dropUpdated` to `nil` (keep the proposal), and
/// `dropEntered` and `dropExited` to nothing, as SwiftUI documents.
@MainActor @preconcurrency public protocol DropDelegate {
    @MainActor func validateDrop(info: DropInfo) -> Bool
    @MainActor func performDrop(info: DropInfo) -> Bool
    @MainActor func dropEntered(info: DropInfo)
    @MainActor func dropUpdated(info: DropInfo) -> DropProposal?
    @MainActor func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// Accepted; a snapshot has no drop. The delegate is an existential, as in SwiftUI: a
    /// function returning `DropDelegate` passes its result straight in (a generic parameter
    /// would open it and make the modified view's type `any View`).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
    /// Accepted; a snapshot has no drop (deprecated: SwiftUI's form taking identifiers).
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }
    /// Accepted; a snapshot has no drop (deprecated: SwiftUI's form taking identifiers).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
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
