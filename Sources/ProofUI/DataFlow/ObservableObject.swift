// Status: supported — `@StateObject`, `@ObservedObject` and `@EnvironmentObject` read their objects' current values (a snapshot shows the initial state).

/// An ``ObservableObject`` a view creates and owns (SwiftUI's `@StateObject`): made once, from
/// the autoclosure, when the view is first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let storage: StateStorage<ObjectType?>
    private let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateStorage(nil)
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = storage.value { return object }
        let object = make()
        storage.value = object
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// An ``ObservableObject`` passed to a view (SwiftUI's `@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup
    nonisolated public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An ``ObservableObject`` an ancestor put in the environment with
/// ``View/environmentObject(_:)`` (SwiftUI's `@EnvironmentObject`). A view that reads one
/// nobody set fails to render with an error naming the type (SwiftUI stops the app).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = (EnvironmentValues.current ?? EnvironmentValues()).object(of: ObjectType.self) else {
            // The resolver checks before `body` runs; reached only outside a render.
            fatalError("No ObservableObject of type \(ObjectType.self) in the environment: add .environmentObject(_:) on an ancestor")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

nonisolated extension EnvironmentObject: EnvironmentRequirement {
    func missingRequirement(in environment: EnvironmentValues) -> String? {
        environment.object(of: ObjectType.self) == nil
            ? "@EnvironmentObject of type \(ObjectType.self) is not in the environment: add .environmentObject(\(ObjectType.self)()) on an ancestor"
            : nil
    }
}

/// A binding to a property of an `@Observable` object (SwiftUI's `@Bindable`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

nonisolated extension View {
    /// Puts `object` in the environment of this view and its content, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentModifier(content: self) { $0.setObject(object, as: T.self) }
    }

    /// Puts an `@Observable` object in the environment, for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentModifier(content: self) { environment in
            if let object { environment.setObject(object, as: T.self) }
        }
    }
}
