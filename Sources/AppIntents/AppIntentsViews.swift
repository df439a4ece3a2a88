// SwiftUI's views of AppIntents (iOS 17; on Apple platforms they are declared by SwiftUI when
// AppIntents is imported): buttons and toggles that perform an intent, Siri tips and the
// Shortcuts link. A snapshot is not tapped, so no intent is performed; a button or toggle draws
// as one with an action does. Siri and Shortcuts are not in a snapshot: their views draw a
// named placeholder of a fixed height (Proofsheet's choice: Apple documents no measurements).

extension Button {
    /// A button that performs an intent (SwiftUI's `init(intent:label:)`): drawn as any button;
    /// the intent is not performed (a snapshot is not tapped).
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }

    /// A button with a role that performs an intent.
    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled by a localized key that performs an intent.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(titleKey, action: {})
    }

    /// A button titled by a string that performs an intent.
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(title, action: {})
    }

    /// A button with a role, titled by a localized key, that performs an intent.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(titleKey, role: role, action: {})
    }
}

extension Toggle {
    /// A toggle that performs an intent when switched (SwiftUI's `init(isOn:intent:label:)`):
    /// drawn on or off as `isOn` says; the intent is not performed.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a localized key that performs an intent.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(titleKey, isOn: .constant(isOn))
    }

    /// A toggle titled by a string that performs an intent.
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(title, isOn: .constant(isOn))
    }
}

/// Siri's tip for an intent's phrase (AppIntents' `SiriTipView`): Siri is not in a snapshot, so
/// the tip is a named placeholder 64 points high while visible, and nothing once hidden.
public struct SiriTipView: View {
    let isVisible: Bool

    public init(intent: some AppIntent, isVisible: Binding<Bool> = .constant(true)) {
        self.isVisible = isVisible.wrappedValue
    }

    public var body: some View {
        if isVisible {
            FrameworkPlaceholder("SiriTipView", framework: "AppIntents").frame(height: 64)
        }
    }
}

/// A button that opens the app's page in Shortcuts (AppIntents' `ShortcutsLink`): a named
/// placeholder 44 points high (Shortcuts is not in a snapshot).
public struct ShortcutsLink: View {
    public init(action: (() -> Void)? = nil) {}

    public var body: some View {
        FrameworkPlaceholder("ShortcutsLink", framework: "AppIntents").frame(height: 44)
    }
}

/// The style of a Siri tip (AppIntents' `SiriTipViewStyle`).
public enum SiriTipViewStyle: Sendable { case automatic, light, dark }

/// The style of a Shortcuts link (AppIntents' `ShortcutsLinkStyle`).
public enum ShortcutsLinkStyle: Sendable { case automatic, automaticOutline, dark, darkOutline, light, lightOutline }

extension View {
    /// Accepted: the tip is a placeholder in a snapshot.
    public func siriTipViewStyle(_ style: SiriTipViewStyle) -> some View { self }
    /// Accepted: the link is a placeholder in a snapshot.
    public func shortcutsLinkStyle(_ style: ShortcutsLinkStyle) -> some View { self }
}
