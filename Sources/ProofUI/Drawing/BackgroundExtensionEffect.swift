// Status: partial — `backgroundExtensionEffect()` and `backgroundExtensionEffect(isEnabled:)` (iOS 26) draw the view as it is: the mirrored, blurred copies SwiftUI places in the safe area around it (under a sidebar or an inspector) are not drawn.

nonisolated extension View {
    /// Extends the view with mirrored, blurred copies into the safe area around it (iOS 26);
    /// the copies are not drawn here.
    public func backgroundExtensionEffect() -> some View { self }

    /// `backgroundExtensionEffect()` while `isEnabled` is true.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}
