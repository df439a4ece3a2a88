// Status: partial — drawn disabled, as iOS draws it when the pasteboard holds nothing it
// accepts (a snapshot's pasteboard starts empty); the look is a prominent capsule with the
// paste symbol and "Paste", an approximation of the system's button.

#if !os(Linux)
import UniformTypeIdentifiers
#endif

/// A system button that pastes the pasteboard's items (SwiftUI's `PasteButton`, iOS 16).
nonisolated public struct PasteButton: View {
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    public var body: some View {
        // Apple: "If the pasteboard doesn't contain any of the supported types, the button
        // becomes disabled."
        Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .disabled(true)
    }
}
