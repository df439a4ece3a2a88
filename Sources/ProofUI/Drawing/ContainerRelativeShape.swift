// Status: partial — `ContainerRelativeShape` draws the shape set by `containerShape(_:)` (a rectangle where none is set); the concentric inset SwiftUI applies to a shape drawn inside its container (a smaller corner radius the further in it lies) is not applied: the container's shape is drawn in the view's own frame, and an inset container-relative shape is an inset rectangle.

/// A shape that takes the shape of its container (SwiftUI's `ContainerRelativeShape`): the
/// shape set by ``View/containerShape(_:)`` around it, or a rectangle where none is set.
nonisolated public struct ContainerRelativeShape: Shape {
    /// The shape of the surrounding container.
    public init() {}

    /// A rectangle: the container's shape is known only where the shape is drawn, in a view.
    public func path(in rect: CGRect) -> Path { Rectangle().path(in: rect) }
}

nonisolated extension ContainerRelativeShape: InsettableShape {
    /// A rectangle inset by `amount` on every side (the container's shape is not inset).
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The shape of the surrounding container, or a rectangle.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

nonisolated extension EnvironmentValues {
    /// The shape set by the nearest ``View/containerShape(_:)``, which container-relative
    /// shapes inside it take.
    var containerShape: (any Shape)? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

nonisolated private enum ContainerShapeKey: EnvironmentKey { static var defaultValue: (any Shape)? { nil } }

nonisolated extension View {
    /// Sets the shape that ``ContainerRelativeShape``s inside this view take. It draws nothing
    /// itself.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\.containerShape, shape)
    }
}

nonisolated extension Shape {
    /// The shape's geometry where it is drawn: a container-relative shape takes its
    /// container's (a rectangle where none is set).
    func resolvedGeometry(in environment: EnvironmentValues) -> ShapeGeometry {
        let direction = environment.layoutDirection
        if self is ContainerRelativeShape {
            guard let container = environment.containerShape, !(container is ContainerRelativeShape) else { return .rectangle }
            return container.resolvedGeometry(in: environment)
        }
        return resolvedGeometry(direction: direction)
    }
}
