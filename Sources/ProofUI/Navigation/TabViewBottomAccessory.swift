// Status: partial — `tabViewBottomAccessory(content:)` and `(isEnabled:content:)` (iOS 26) draw the accessory above the tab bar, as iPhone shows it while the tab bar is at its normal size (a snapshot is never scrolled, so never collapsed): the content centred in a 48 pt Liquid Glass capsule (`glassEffect`), inset 16 pt at the sides and 8 pt above the bar, with `tabViewBottomAccessoryPlacement` `.expanded` inside it and nil elsewhere; Apple documents the placement, not the capsule's metrics, which are chosen.

/// Where a tab view's bottom accessory is shown (SwiftUI's `TabViewBottomAccessoryPlacement`,
/// iOS 26).
nonisolated public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// In line with the collapsed tab bar.
    case inline
    /// Above the tab bar at its normal size.
    case expanded
}

nonisolated extension EnvironmentValues {
    /// Where the bottom accessory being drawn is shown: `.expanded` inside a tab view's
    /// accessory in a snapshot, nil outside one.
    public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }

    /// The accessory the tab views below draw above their tab bar.
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
}

nonisolated private enum TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

nonisolated private enum TabViewBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

nonisolated extension View {
    /// Places `content` as the tab view's bottom accessory, above its tab bar.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }

    /// Places `content` as the tab view's bottom accessory while `isEnabled` is true (iOS 26.1).
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }
}

/// The accessory as drawn above the tab bar: its content centred on a glass capsule.
nonisolated struct TabViewBottomAccessoryBar: View {
    static let height: CGFloat = 48
    static let sideInset: CGFloat = 16
    static let bottomGap: CGFloat = 8

    let content: AnyView

    var body: some View {
        content
            .frame(maxWidth: .infinity)
            .frame(height: Self.height)
            .glassEffect(.regular, in: Capsule())
            .padding(.horizontal, Self.sideInset)
            .padding(.bottom, Self.bottomGap)
            .environment(\.tabViewBottomAccessoryPlacement, .expanded)
    }
}
