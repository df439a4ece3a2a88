// Status: supported — `@AppStorage` and `@SceneStorage` read the environment's `storedValues` (set per test), else the declared default; never the machine's user defaults.
import ProofBase

/// Values kept across launches (SwiftUI's `@AppStorage`, `@SceneStorage`). A snapshot never
/// reads the machine's user defaults: values come from the environment's
/// ``EnvironmentValues/storedValues`` (set per test), else the declared default.
nonisolated public final class StoredValues: @unchecked Sendable {
    // The values are `Any` (what `UserDefaults` holds): hence `@unchecked`.
    private let values: Locked<[String: Any]>

    public init(_ values: [String: Any] = [:]) {
        self.values = Locked(values)
    }

    public subscript(key: String) -> Any? {
        get { values.withLock { $0[key] } }
        set { values.withLock { $0[key] = newValue } }
    }
}

nonisolated extension EnvironmentValues {
    /// The values `@AppStorage` and `@SceneStorage` read, by key: empty unless a test sets them.
    public var storedValues: StoredValues {
        get { self[StoredValuesKey.self] }
        set { self[StoredValuesKey.self] = newValue }
    }
}

nonisolated private enum StoredValuesKey: EnvironmentKey { static var defaultValue: StoredValues { StoredValues() } }

/// A value stored under a key (SwiftUI's `@AppStorage`): the test's stored value for the key,
/// else the default. Writes stay in the snapshot's store.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    private let local: StateStorage<Value?>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = wrappedValue
        local = StateStorage(nil)
    }

    public var wrappedValue: Value {
        get {
            if let value = local.value { return value }
            return (EnvironmentValues.current?.storedValues[key] as? Value) ?? defaultValue
        }
        nonmutating set { local.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }
}

nonisolated extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: nil, key, store: store)
    }
}

nonisolated extension View {
    /// The user defaults `@AppStorage` uses in this view when it names no store (SwiftUI's
    /// `defaultAppStorage(_:)`). Accepted: a snapshot never reads user defaults, so the
    /// view's stored values are the environment's ``EnvironmentValues/storedValues``,
    /// whichever store is named, as an `@AppStorage(store:)` is.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}

/// A value stored per scene (SwiftUI's `@SceneStorage`): as ``AppStorage``.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let storage: AppStorage<Value>

    public init(wrappedValue: Value, _ key: String) {
        storage = AppStorage(wrappedValue: wrappedValue, key)
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { storage.projectedValue }
}

nonisolated extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) {
        self.init(wrappedValue: nil, key)
    }
}

/// A length that scales with Dynamic Type (SwiftUI's `@ScaledMetric`), as `UIFontMetrics`
/// scales it: by the ratio of the text style's size at the environment's category to its size
/// at `.large`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let style: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        base = wrappedValue
        style = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    public var wrappedValue: Value {
        let category = EnvironmentValues.current?.contentSizeCategory ?? .large
        return Value(style.style.scaledValue(Double(base), in: category))
    }
}

