// Status: supported — drawn as iOS draws it: "Edit" in the tint colour; a snapshot has no editing mode.

/// A button that switches a list into editing: "Edit" in the tint colour.
nonisolated public struct EditButton: View {
    public init() {}
    public var body: some View {
        Button("Edit") {}
    }
}
