// Status: supported — iOS 18's container values: `ContainerValueKey`, `ContainerValues` (and `@Entry` in an extension of it), `.containerValue(_:_:)` on a view a container holds, read back as `Subview.containerValues` in `Group(subviews:)` and `ForEach(subviews:)`; a value is found when `.containerValue` is the subview's outermost modifiers (or among them, as the list row modifiers are), not beneath another modifier such as `.padding()`.

/// A key of a value that a view gives the container holding it (SwiftUI's `ContainerValueKey`).
public protocol ContainerValueKey {
    /// The key's value type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view gives the container holding it, read by the container from its
/// subviews (SwiftUI's `ContainerValues`). Declare one with `@Entry` in an extension.
nonisolated public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value for `key`, or its default when the view sets none.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Gives the container holding this view `value` at `keyPath` (iOS 18): the container reads
    /// it from the view's `Subview.containerValues`.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        RowTraitView(content: self) { $0.containerValues[keyPath: keyPath] = value }
    }
}
