// Status: supported — bindings read and write through their closures as SwiftUI's do.

/// A reference to a value owned elsewhere (a `@State`, a model's property), read and written
/// through closures, as SwiftUI's `Binding`.
///
/// A snapshot renders the initial state: controls read their bindings, and nothing in a
/// render writes them (actions and gestures never run). A binding written by test code
/// stores through its setter as usual.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding that reads with `get` and writes with `set`; the transaction is accepted for
    /// source compatibility (a snapshot has no animations).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = { set($0, Transaction()) }
    }

    /// A binding to a value that never changes: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { (_: Value) in })
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so `$value` of a `@Binding` property passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the same value (what `@Binding var x: T` receives from `$x` or `.constant`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the bound value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.getValue()[keyPath: keyPath] },
            set: { newValue in
                var value = self.getValue()
                value[keyPath: keyPath] = newValue
                self.setValue(value)
            }
        )
    }

    /// The same binding; the animation is accepted for source compatibility.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding; the transaction is accepted for source compatibility.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

nonisolated extension Binding {
    /// A binding to an optional value made from a binding to a non-optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to the unwrapped value, or nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(get: { base.wrappedValue ?? last }, set: { newValue in
            last = newValue
            base.wrappedValue = newValue
        })
    }

    /// A type-erased binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue in
            if let value = newValue.base as? V { base.wrappedValue = value }
        })
    }
}

nonisolated extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identifier.
    public var id: Value.ID { wrappedValue.id }
}

nonisolated extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

nonisolated extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position` (`ForEach($items) { $item in … }`).
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

nonisolated extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

nonisolated extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

nonisolated extension Binding: @unchecked Sendable where Value: Sendable {}

/// The context of a state change (SwiftUI's `Transaction`). A snapshot has no animations:
/// accepted for source compatibility.
nonisolated public struct Transaction: Sendable {
    /// The animation of the change; ignored.
    public var animation: Animation?
    /// Whether animations are disabled; ignored.
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}
