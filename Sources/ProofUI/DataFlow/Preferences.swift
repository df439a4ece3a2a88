// Status: accepted and ignored — `PreferenceKey`, `preference` and `onPreferenceChange` compile; preferences are not collected in a snapshot.
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
