// Status: accepted and ignored — focused values compile; nothing has focus in a snapshot, so `@FocusedValue`, `@FocusedBinding` and `@FocusedObject` read nil, and `focusedValue`/`focusedSceneValue`/`focusedObject` publish nothing.

/// A key of a value that the focused view publishes (SwiftUI's `FocusedValueKey`).
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and its ancestors publish (SwiftUI's `FocusedValues`). A
/// snapshot has no focus: a value read through `@FocusedValue` is nil.
nonisolated public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value published for `key`, if any.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value published by the focused view (SwiftUI's `@FocusedValue`): nil in a snapshot, where
/// nothing has focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    public var wrappedValue: Value? { nil }

    public mutating func update() {}
}

/// A binding published by the focused view (SwiftUI's `@FocusedBinding`): nil in a snapshot,
/// where nothing has focus; setting it does nothing.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value?> { .constant(nil) }

    public mutating func update() {}
}

/// An observable object published by the focused view (SwiftUI's `@FocusedObject`): nil in a
/// snapshot, where nothing has focus.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    public var wrappedValue: ObjectType? { nil }

    public mutating func update() {}
}

nonisolated extension View {
    /// Publishes `value` while the view has focus: accepted (nothing has focus in a snapshot).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Publishes `value` while the view's scene is focused: accepted (nothing has focus in a
    /// snapshot).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Publishes `object` while the view has focus: accepted.
    public func focusedObject<Object: ObservableObject>(_ object: Object) -> some View { self }

    /// Publishes `object` while the view's scene is focused: accepted.
    public func focusedSceneObject<Object: ObservableObject>(_ object: Object) -> some View { self }
}
