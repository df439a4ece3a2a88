// Status: accepted and ignored — `App`, `Scene` and `WindowGroup` compile; a snapshot renders views, not apps, so `main()` does nothing.

/// An app (SwiftUI's `App`): declared so that an app's files compile; a snapshot renders
/// views, not apps, so `main()` does nothing.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

nonisolated extension App {
    /// Does nothing: Proofsheet renders views, it does not run apps.
    public static func main() {}
}

/// A part of an app's interface (SwiftUI's `Scene`).
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

nonisolated extension Never: Scene {}

nonisolated extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a built-in scene") }
}

/// A window of views (SwiftUI's `WindowGroup`).
nonisolated public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    /// The window's root view.
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The settings window of a macOS app (SwiftUI's `Settings`).
nonisolated public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Several scenes.
nonisolated public struct TupleScene<each Content: Scene>: Scene {
    public typealias Body = Never
    public let value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }
}

/// Builds scenes from the statements of an app's `body`.
@resultBuilder
nonisolated public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }
}

nonisolated extension Scene {
    /// Accepted for source compatibility: a snapshot has no scene life cycle.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    /// Accepted for source compatibility: a snapshot has no scene life cycle, so neither a
    /// change nor the initial value (`initial: true`) calls the action.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    /// Accepted for source compatibility: a snapshot has no scene life cycle, so neither a
    /// change nor the initial value (`initial: true`) calls the action.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
    /// Accepted: `@AppStorage` in a snapshot reads the environment's `storedValues`, never a
    /// `UserDefaults` (see ``View/defaultAppStorage(_:)``).
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
    /// Accepted for source compatibility: an app's environment object is not used by snapshots.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    /// Accepted for source compatibility.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    /// Accepted for source compatibility.
    public func modelContainer<T>(_ container: T) -> some Scene { self }
}

/// Where an app is in its life cycle (SwiftUI's `ScenePhase`): a snapshot is always active.
nonisolated public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
}
