// Status: partial — `Button(role:action:)` (iOS 26) draws its `DefaultButtonLabel` as the role's symbol: `xmark` for `.cancel` (Apple's documentation: "a 'x' symbol") and `.close`, `checkmark` for `.confirm`, `trash` for `.destructive`; only the cancel symbol is documented by Apple, the others are the ones the system buttons are described with elsewhere (the close and done buttons) or, for `.destructive`, chosen; the label's text, which VoiceOver reads, is the role's English name.

/// The label SwiftUI makes for a button created with a role and no label (SwiftUI's
/// `DefaultButtonLabel`, iOS 26): the role's symbol.
nonisolated public struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// The symbol drawn for a role.
    static func systemName(for role: ButtonRole) -> String {
        switch role {
        case .confirm: "checkmark"
        case .destructive: "trash"
        default: "xmark"
        }
    }

    /// What VoiceOver reads for a role's button.
    static func title(for role: ButtonRole) -> String {
        switch role {
        case .confirm: "Done"
        case .destructive: "Delete"
        case .close: "Close"
        default: "Cancel"
        }
    }

    public var body: some View {
        Image(systemName: Self.systemName(for: role))
            .accessibilityLabel(Self.title(for: role))
    }
}

nonisolated extension Button where Label == DefaultButtonLabel {
    /// A button with a role and the role's default label (SwiftUI's `init(role:action:)`,
    /// iOS 26): `Button(role: .cancel) { dismiss() }` shows an x.
    @preconcurrency public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
