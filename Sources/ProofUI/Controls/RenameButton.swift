// Status: supported — drawn as a button labelled "Rename" with the pencil symbol; its action
// is the environment's rename action (`renameAction(_:)`).

/// A button that starts renaming (SwiftUI's `RenameButton`, iOS 16): it calls the
/// environment's ``View/renameAction(_:)``.
nonisolated public struct RenameButton<Label: View>: View {
    public var body: some View {
        EnvironmentReader { environment in
            Button(action: { environment.renameAction?() }) { ProofUI.Label("Rename", systemImage: "pencil") }
        }
    }
}

nonisolated extension RenameButton where Label == ProofUI.Label<Text, Image> {
    /// The standard rename button.
    public init() {}
}

nonisolated extension View {
    /// What a ``RenameButton`` in this view does (iOS 16).
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        transformEnvironment { $0.renameAction = action }
    }

    /// Focuses `isFocused` when a ``RenameButton`` in this view is pressed (iOS 16).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        transformEnvironment { $0.renameAction = { isFocused.wrappedValue = true } }
    }
}

nonisolated extension EnvironmentValues {
    var renameAction: (() -> Void)? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

nonisolated private enum RenameActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}
