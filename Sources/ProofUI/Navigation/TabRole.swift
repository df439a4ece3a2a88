// Status: supported — iOS 18's `TabRole` (`.search`) and the `Tab` initialisers with `role:` compile and draw; a search tab is drawn in the tab bar as an ordinary tab, in its place, with the title and symbol given (or "Search" and `magnifyingglass` when the label is inferred from the role). iOS 18 on iPhone also draws it in line with the others; iOS 26 sets it apart on the trailing side, which is not drawn.

/// The purpose of a tab, which picks its look and place (SwiftUI's `TabRole`).
nonisolated public struct TabRole: Hashable, Sendable {
    let name: String

    /// The tab that searches the app's content.
    public static let search = TabRole(name: "search")

    /// The label a tab of this role gets when none is given.
    var inferredLabel: (title: String, systemImage: String) {
        ("Search", "magnifyingglass")
    }
}

nonisolated extension Tab {
    /// A tab the tab view shows when its selection is `value`, with a role (iOS 18).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// A tab the tab view shows when its selection is `value`, labelled after its role (iOS 18).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        if let role {
            self.init(LocalizedStringKey(stringLiteral: role.inferredLabel.title), systemImage: role.inferredLabel.systemImage,
                      value: value, content: content)
        } else {
            self.init(value: value, content: content)
        }
    }
}

nonisolated extension Tab where Value == Never {
    /// A tab with a role (iOS 18).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// A tab with a role and a title from a string value (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }

    /// A tab labelled after its role (iOS 18).
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        if let role {
            self.init(LocalizedStringKey(stringLiteral: role.inferredLabel.title), systemImage: role.inferredLabel.systemImage, content: content)
        } else {
            self.init(content: content)
        }
    }
}
