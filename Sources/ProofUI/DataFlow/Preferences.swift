// Status: accepted and ignored — `PreferenceKey`, `preference`, `transformPreference`, the anchor preferences and `onPreferenceChange` compile; preferences are not collected in a snapshot, so `overlayPreferenceValue` and `backgroundPreferenceValue` draw what their content makes of the key's default value.
import ProofBase

nonisolated extension View {
    /// Accepted; preferences are not collected in a snapshot.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }

    /// Accepted; preferences are not collected in a snapshot.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { self }

    /// Accepted; preferences are not collected in a snapshot, so no `Anchor` is made.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                     transform: @escaping (Anchor<A>) -> K.Value) -> some View { self }

    /// Accepted; preferences are not collected in a snapshot, so no `Anchor` is made.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                              transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; preferences are not collected in a snapshot, so the action never runs.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable { self }

    /// Places the view `transform` makes of the key's value over this view (iOS 13's form,
    /// centred). Preferences are not collected in a snapshot: the value is the key's default, and
    /// the description notes it.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                  _ transform: @escaping (Key.Value) -> T) -> some View {
        overlayPreferenceValue(key, alignment: .center) { transform($0) }
    }

    /// Places the view `transform` makes of the key's value over this view, aligned in it.
    /// Preferences are not collected in a snapshot: the value is the key's default, and
    /// the description notes it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(transform(K.defaultValue), alignment: alignment)
            .noted("overlayPreferenceValue(\(K.self)) drawn for the default value: preferences are not collected")
    }

    /// Places the view `transform` makes of the key's value behind this view (iOS 13's form,
    /// centred). Preferences are not collected in a snapshot: the value is the key's default, and
    /// the description notes it.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                     _ transform: @escaping (Key.Value) -> T) -> some View {
        backgroundPreferenceValue(key, alignment: .center) { transform($0) }
    }

    /// Places the view `transform` makes of the key's value behind this view, aligned in it.
    /// Preferences are not collected in a snapshot: the value is the key's default, and
    /// the description notes it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(transform(K.defaultValue), alignment: alignment)
            .noted("backgroundPreferenceValue(\(K.self)) drawn for the default value: preferences are not collected")
    }
}

/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`); not collected in a
/// snapshot.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}
