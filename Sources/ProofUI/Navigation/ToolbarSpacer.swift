// Status: partial — `ToolbarSpacer` (iOS 26) compiles in a toolbar; the items around it are drawn as without it: the size of its gap between Liquid Glass groups is the system's and not documented.

/// How a spacer sizes itself (SwiftUI's `SpacerSizing`, iOS 26).
nonisolated public struct SpacerSizing: Hashable, Sendable {
    let name: String
    /// A system-defined gap.
    public static let fixed = SpacerSizing(name: "fixed")
    /// As much space as the toolbar gives.
    public static let flexible = SpacerSizing(name: "flexible")
}

/// A space between toolbar items (SwiftUI's `ToolbarSpacer`, iOS 26).
nonisolated public struct ToolbarSpacer: ToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` among the items at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }
}
