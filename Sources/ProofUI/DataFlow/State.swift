// Status: supported — `@State` holds the view's initial value; writes through `$value` are seen by later reads, as in SwiftUI.
import ProofBase

/// A value a view owns, as SwiftUI's `@State`. A snapshot renders the view's initial state:
/// the value is the one the property was initialised with, and `$value` is a binding to it
/// (writes go to this view's storage and are seen by later reads, as in SwiftUI).
@propertyWrapper
public struct State<Value> {
    private let storage: StateStorage<Value>

    /// State with the initial value written at the property's declaration.
    public init(wrappedValue value: Value) {
        storage = StateStorage(value)
    }

    /// State with an initial value (SwiftUI's older spelling).
    public init(initialValue value: Value) {
        storage = StateStorage(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value, for controls and child views: `Toggle("On", isOn: $isOn)`.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

nonisolated extension State where Value: ExpressibleByNilLiteral {
    /// State whose initial value is nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The box behind a `@State`: views are values, the state they own is not. One render reads it
/// on one thread; the lock keeps writes from test code on other threads well-defined.
nonisolated final class StateStorage<Value>: @unchecked Sendable {
    // `Value` need not be Sendable (SwiftUI's `@State` takes any value): hence `@unchecked`.
    private let stored: Locked<Value>

    init(_ value: Value) {
        stored = Locked(value)
    }

    var value: Value {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
