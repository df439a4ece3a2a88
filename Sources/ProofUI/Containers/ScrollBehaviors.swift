// Status: accepted and ignored — scroll indicators, disabling, clipping, bouncing, content margins, keyboard dismissal and the default scroll anchor compile; a snapshot is at scroll position 0 with no keyboard (target behaviours: ScrollTargetBehavior.swift).
nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no scroll position to restore.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

/// When the keyboard goes away on scrolling.
nonisolated public enum ScrollDismissesKeyboardMode: Sendable {
    case automatic, immediately, interactively, never
}

nonisolated extension View {
    /// Accepted: indicators are not drawn.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// Accepted: a snapshot does not scroll.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Accepted: a snapshot draws no scroll indicators flashing.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    /// Accepted: a snapshot draws no scroll indicators flashing.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
    /// Accepted: a snapshot does not scroll, so the action never runs (iOS 18).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
    /// Accepted.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}

nonisolated extension View {
    /// Accepted.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// Accepted.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    /// Accepted.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Accepted.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Accepted.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { self }
}

/// Whether scroll indicators show.
nonisolated public struct ScrollIndicatorVisibility: Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether scroll views bounce.
nonisolated public struct ScrollBounceBehavior: Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where content margins apply.
nonisolated public struct ContentMarginPlacement: Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
