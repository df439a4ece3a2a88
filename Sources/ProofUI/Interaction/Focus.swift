// Status: partial — `@FocusState` holds its value (nothing has focus unless the initial value says so); `focused` and `focusable` are accepted and ignored.
nonisolated extension View {
    /// Accepted; a snapshot has no focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

/// Focus of a text field or control (SwiftUI's `@FocusState`): nothing has focus in a snapshot
/// unless the initial value says so.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let storage: StateStorage<Value>

    public init() where Value == Bool {
        storage = StateStorage(false)
    }

    public init<T: Hashable>() where Value == T? {
        storage = StateStorage(nil)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding { Binding(storage: storage) }

    /// A focus binding (`$focusedField`).
    @propertyWrapper
    public struct Binding {
        let storage: StateStorage<Value>

        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        public var projectedValue: Binding { self }
    }
}
