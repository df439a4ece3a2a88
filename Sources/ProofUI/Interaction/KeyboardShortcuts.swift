// Status: accepted and ignored — keyboard shortcuts compile; a snapshot has no keyboard.
nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

/// A key of a keyboard shortcut.
nonisolated public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Sendable {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

/// Modifier keys.
nonisolated public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let control = EventModifiers(rawValue: 8)
}

/// A keyboard shortcut.
nonisolated public struct KeyboardShortcut: Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
