// Status: accepted and ignored — `buttonRepeatBehavior` compiles; a snapshot has no presses.
nonisolated extension View {
    /// Accepted: a snapshot has no presses.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}

/// Whether a button repeats while pressed.
nonisolated public struct ButtonRepeatBehavior: Sendable {
    let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}
