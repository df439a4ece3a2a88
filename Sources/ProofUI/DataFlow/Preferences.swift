// Status: partial — `PreferenceKey`, `preference`, `transformPreference` and `onPreferenceChange` compile; preferences are not collected in a snapshot, so `overlayPreferenceValue` and `backgroundPreferenceValue` draw their closure's view for the key's default value (noted).
nonisolated extension View {
    /// Accepted; preferences are not collected in a snapshot.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
}

nonisolated extension View {
    /// Accepted; preferences are not collected in a snapshot, so the action never runs.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable { self }
}

/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`); not collected in a
/// snapshot.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

nonisolated extension View {
    /// Accepted; preferences are not collected in a snapshot.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { self }

    /// Draws `transform`'s view over this one, aligned by `alignment`, as SwiftUI does with the
    /// key's collected value. Preferences are not collected in a snapshot, so the closure is
    /// given the key's default value, and the description notes it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(alignment: alignment) { transform(K.defaultValue) }
            .noted("overlayPreferenceValue(\(K.self)) drawn for the default value: preferences are not collected")
    }

    /// Draws `transform`'s view behind this one, aligned by `alignment`, as SwiftUI does with the
    /// key's collected value. Preferences are not collected in a snapshot, so the closure is
    /// given the key's default value, and the description notes it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(alignment: alignment) { transform(K.defaultValue) }
            .noted("backgroundPreferenceValue(\(K.self)) drawn for the default value: preferences are not collected")
    }
}
