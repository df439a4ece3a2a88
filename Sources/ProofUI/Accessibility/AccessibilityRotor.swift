// Status: accepted and ignored — custom rotors compile; a snapshot has no VoiceOver rotor to show them in, so their entries are never built.

/// What a custom VoiceOver rotor lists (SwiftUI's `AccessibilityRotorContent`): entries, and
/// `ForEach` over entries.
///
/// A type of the app's own declares its entries in a `body` built with
/// ``AccessibilityRotorContentBuilder``; the requirement is left out here, since entries are never
/// built in a snapshot and `ForEach`, a view, could not share a `Body` with it.
public protocol AccessibilityRotorContent {}

/// Builds a rotor's entries from `if`, `for`-less lists of entries and `ForEach` (SwiftUI's
/// `AccessibilityRotorContentBuilder`).
@resultBuilder
nonisolated public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content) -> AccessibilityRotorEntryList {
        AccessibilityRotorEntryList()
    }

    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<Content: AccessibilityRotorContent>(first: Content) -> AccessibilityRotorEntryList {
        AccessibilityRotorEntryList()
    }

    public static func buildEither<Content: AccessibilityRotorContent>(second: Content) -> AccessibilityRotorEntryList {
        AccessibilityRotorEntryList()
    }
}

/// Several rotor entries built together (what the builder makes of a list).
nonisolated public struct AccessibilityRotorEntryList: AccessibilityRotorContent, View {
    public typealias Body = Never
}

/// One entry of a custom rotor (SwiftUI's `AccessibilityRotorEntry`): a label and the id of the
/// element VoiceOver moves to. It is also a `View` here so that `ForEach`, whose content is a
/// view in ProofUI, can list entries; it draws nothing.
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, View {
    public typealias Body = Never
    let label: String?

    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.label = label.content
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        label = labelKey.text
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }

    public init(_ label: Text?, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label?.content
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        label = labelKey.text
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }
}

nonisolated extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of text in the element the rotor is on.
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label?.content
    }
}

nonisolated extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}
nonisolated extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}
nonisolated extension ConditionalContent: AccessibilityRotorContent
    where TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent {}

/// VoiceOver's built-in rotors (SwiftUI's `AccessibilitySystemRotor`).
nonisolated public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

nonisolated extension View {
    /// A custom rotor named `label` listing `entries`.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// A custom rotor named `labelKey` listing `entries`.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// A custom rotor named `label` listing `entries`.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// Entries added to one of VoiceOver's built-in rotors.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// A custom rotor named `rotorLabel` with an entry per model.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A custom rotor named `rotorLabelKey` with an entry per model.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A custom rotor named `rotorLabel` with an entry per model.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A custom rotor named `rotorLabel` with an entry per identifiable model.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A custom rotor named `rotorLabelKey` with an entry per identifiable model.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A custom rotor named `rotorLabel` with an entry per identifiable model.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A custom rotor named `label` over ranges of this element's text.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { self }

    /// A custom rotor named `label` over ranges of this element's text.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }

    /// A custom rotor named `labelKey` over ranges of this element's text.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }

    /// Marks this view as the rotor entry `id` in `namespace`.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
