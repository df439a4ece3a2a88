// SwiftData's SwiftUI names: `@Query`, the environment's `modelContext` and the
// `modelContainer` modifiers. A query fetches from the environment's context when the view's
// body reads it.

/// Models fetched for a view (SwiftData's `Query`): those of the environment's `modelContext`
/// matching the filter, in the sort's order. Without a container in the environment it finds
/// nothing.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let descriptor: FetchDescriptor<Element>
    private let result: ([Element]) -> Result

    /// The fetched models.
    public var wrappedValue: Result {
        result((try? modelContext.fetch(descriptor)) ?? [])
    }

    /// The context the query fetches from: the environment's.
    public var modelContext: ModelContext { Environment(\.modelContext).wrappedValue }

    /// Why the last fetch failed: a fetch here fails only when a predicate throws.
    public var fetchError: (any Error)? {
        do {
            _ = try modelContext.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }
}

extension Query where Result == [Element] {
    /// A query for every model of the type.
    public init() {
        self.init(FetchDescriptor())
    }

    /// A query with a fetch descriptor.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.descriptor = descriptor
        result = { $0 }
    }

    /// A query with a fetch descriptor, animating changes.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor)
    }

    /// A query with a predicate and sort descriptors.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// A query with a predicate and sort descriptors, animating changes.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// A query sorted by one property.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
                                   transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]))
    }

    /// A query sorted by one optional property.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
                                   transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]))
    }

    /// A query sorted by one property, animating changes.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
                                   animation: Animation) {
        self.init(filter: filter, sort: keyPath, order: order)
    }

    /// A query sorted by one optional property, animating changes.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
                                   animation: Animation) {
        self.init(filter: filter, sort: keyPath, order: order)
    }
}

/// `keyPath` as Foundation's `SortDescriptor` takes it. SwiftData's `Query` takes a plain key
/// path; a key path is an immutable value, so it is safe to share.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}

private struct ModelContextKey: EnvironmentKey {
    // A context of a container with no schema, as SwiftData's environment has without a
    // container: its fetches find nothing.
    static var defaultValue: ModelContext {
        ModelContext(try! ModelContainer(for: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
    }
}

extension EnvironmentValues {
    /// The context views insert into and queries fetch from (SwiftData's `modelContext`).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Puts `container`'s main context in the environment.
    @MainActor public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Puts a new, empty container for `modelType` in the environment (in memory whatever
    /// `inMemory` says); `onSetup` receives it.
    @MainActor public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                          isUndoEnabled: Bool = false,
                                          onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Puts a new, empty container for `modelTypes` in the environment.
    @MainActor public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                          isUndoEnabled: Bool = false,
                                          onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = makeContainer(modelTypes, inMemory: inMemory, onSetup: onSetup)
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        return environment(\.modelContext, container.mainContext)
    }

    /// Puts `modelContext` in the environment.
    @MainActor public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Accepted: a snapshot renders views, not scenes.
    @MainActor public func modelContainer(_ container: ModelContainer) -> some Scene { self }

    /// Accepted: a snapshot renders views, not scenes.
    @MainActor public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                          isUndoEnabled: Bool = false,
                                          onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }

    /// Accepted: a snapshot renders views, not scenes.
    @MainActor public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                          isUndoEnabled: Bool = false,
                                          onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }

    /// Accepted: a snapshot renders views, not scenes.
    @MainActor public func modelContext(_ modelContext: ModelContext) -> some Scene { self }
}

@MainActor private func makeContainer(_ types: [any PersistentModel.Type], inMemory: Bool,
                                      onSetup: (Swift.Result<ModelContainer, any Error>) -> Void) -> ModelContainer {
    do {
        let container = try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        onSetup(.success(container))
        return container
    } catch {
        onSetup(.failure(error))
        return try! ModelContainer(for: Schema(types), configurations: [])
    }
}
