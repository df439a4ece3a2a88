// Status: partial — labels, values, hints, traits, headings, identifiers, child grouping and hiding are recorded for the text description and audits; actions, sort priorities, input labels, representations and accessibility focus are accepted and ignored.

import ProofLayout
import ProofRender

/// Accessibility traits (SwiftUI's `AccessibilityTraits`), shown in the text description.
nonisolated public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
        (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"),
        (.isStaticText, "staticText"), (.isSummaryElement, "summary"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "directInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"), (.isToggle, "toggle"), (.isTabBar, "tabBar"),
    ]

    var names: [String] { Self.names.filter { contains($0.0) }.map(\.1) }
}

/// How an element combines its children for VoiceOver.
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// A standard accessibility action.
nonisolated public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

/// The direction of an adjustable element's change.
nonisolated public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// A heading level.
nonisolated public enum AccessibilityHeadingLevel: Int, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

nonisolated extension View {
    /// Adds traits; shown in the snapshot description.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifyingElements { element, _ in element.accessibility.traits.formUnion(traits) }
    }

    /// Removes traits; shown in the snapshot description.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifyingElements { element, _ in element.accessibility.traits.subtract(traits) }
    }

    /// The label VoiceOver reads, from a text.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.content)
    }

    /// The label VoiceOver reads, from a key.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View {
        accessibilityLabel(key.text)
    }

    /// The value VoiceOver reads, from a text.
    public func accessibilityValue(_ value: Text) -> some View {
        accessibilityValue(value.content)
    }

    /// The hint VoiceOver reads, from a text.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilityHint(hint.content)
    }

    /// The label VoiceOver reads (the older spelling).
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label.content)
    }

    /// The hint VoiceOver reads (the older spelling).
    public func accessibility(hint: Text) -> some View {
        accessibilityHint(hint.content)
    }

    /// Hides the view from VoiceOver (the older spelling).
    public func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }

    /// The identifier for UI tests (the older spelling).
    public func accessibility(identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }

    /// How the view's children are presented to VoiceOver; shown in the snapshot description.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifyingElements { element, _ in element.accessibility.children = children.name }
    }

    /// Marks the view as a heading; shown in the snapshot description.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityAddTraits(.isHeader)
    }

    /// Accepted; actions never run in a snapshot.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    /// Accepted; actions never run in a snapshot.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }
    /// Accepted; actions never run in a snapshot.
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View { self }
    /// Accepted; actions never run in a snapshot.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// Accepted; actions never run in a snapshot.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    /// Accepted; the reading order is the layout's.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// Accepted.
    public func accessibilityInputLabels(_ inputLabels: [String]) -> some View { self }
    /// Accepted.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Accepted.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    /// Accepted; the view itself is what is drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// Accepted.
    public func accessibilityFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }
}

nonisolated extension View {
    /// The text VoiceOver reads for the view; shown in the snapshot description.
    public func accessibilityLabel(_ label: String) -> some View {
        modifyingElements { element, _ in element.accessibility.label = label }
    }

    /// An identifier for UI tests; shown in the snapshot description.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifyingElements { element, _ in element.accessibility.identifier = identifier }
    }

    /// The value VoiceOver reads after the label; shown in the snapshot description.
    public func accessibilityValue(_ value: String) -> some View {
        modifyingElements { element, _ in element.accessibility.value = value }
    }

    /// A hint about what the view does; shown in the snapshot description.
    public func accessibilityHint(_ hint: String) -> some View {
        modifyingElements { element, _ in element.accessibility.hint = hint }
    }

    /// Hides the view from VoiceOver; shown in the snapshot description.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifyingElements { element, _ in element.accessibility.isHidden = hidden }
    }
}
