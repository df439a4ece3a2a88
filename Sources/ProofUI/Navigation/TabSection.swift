// Status: partial — a section's tabs join the tab bar in order (an iPhone tab view has no sidebar); the header and section actions are not drawn.

/// A group of tabs under a header in iOS 18's sidebar-adaptable tab view (SwiftUI's
/// `TabSection`). An iPhone-sized tab view has no sidebar, so the section's tabs are drawn in
/// the tab bar in order, after the tabs before it; the header and `sectionActions` are kept
/// for a sidebar that a snapshot does not draw.
nonisolated public struct TabSection<Header: View, Content: View, SectionValue: Hashable>: View {
    let header: Header
    let content: Content

    /// A section of tabs with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
    }

    public var body: some View { content }

    /// The actions a sidebar shows beside the section's header (not drawn: no sidebar).
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> Self { self }

    /// The identity a user's tab customization stores the section under (kept: no sidebar to customize).
    public func customizationID(_ id: String) -> Self { self }

    /// Whether a user may move or hide the section (kept: no sidebar to customize).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }

    /// Whether the section shows by default (kept: its tabs are always drawn in the tab bar).
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
}

nonisolated extension TabSection where Header == Text, SectionValue == Never {
    /// A section of tabs titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section of tabs titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

nonisolated extension TabSection: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        options.append(contentsOf: ProofUI.options(of: content))
    }
}

/// Where a sidebar-adaptable tab view places tabs (SwiftUI's `AdaptableTabBarPlacement`).
nonisolated public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// The default placement.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Whether a user may customize a tab (SwiftUI's `TabCustomizationBehavior`).
nonisolated public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// The tab may be moved.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// The tab may not be moved or hidden.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

nonisolated extension Tab {
    /// The identity a user's tab customization stores the tab under (kept: a snapshot draws the
    /// tabs as written, with no user customization).
    public func customizationID(_ id: String) -> Self { self }

    /// Whether a user may move or hide the tab (kept: no customization in a snapshot).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }

    /// Whether the tab shows by default (kept: the tab is drawn).
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
}
