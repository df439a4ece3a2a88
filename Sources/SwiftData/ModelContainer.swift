// SwiftData's container, configuration and context. A container is an in-memory store: it
// starts empty, a context's inserts join it when the context saves, and nothing is written
// to disk whatever the configuration says (a snapshot must not depend on an earlier run).

/// How a container stores a group of models (SwiftData's `ModelConfiguration`).
public struct ModelConfiguration: Hashable, @unchecked Sendable {
    /// The configuration's name.
    public let name: String
    public let schema: Schema?
    /// Whether the store is only in memory: every store is, here.
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase
    /// Where the store would be on disk; nothing is written there.
    public let url: URL

    /// A configuration named `name` for `schema`.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        url = URL(fileURLWithPath: isStoredInMemoryOnly ? "/dev/null" : "\(name ?? "default").store")
    }

    /// A configuration whose store would be at `url` (nothing is written there).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
        self.url = url
    }

    /// A basic configuration.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration for the given model types.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// The app group whose container would hold the store (SwiftData's `ModelConfiguration.GroupContainer`).
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        public static let automatic = GroupContainer(identifier: nil)
        public static let none = GroupContainer(identifier: "")
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// The CloudKit database the store would sync with (SwiftData's `ModelConfiguration.CloudKitDatabase`): none syncs here.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        public static let automatic = CloudKitDatabase(identifier: nil)
        public static let none = CloudKitDatabase(identifier: "")
        public static func `private`(_ privateDBName: String) -> CloudKitDatabase { CloudKitDatabase(identifier: privateDBName) }
    }
}

/// An app's model store (SwiftData's `ModelContainer`): here in memory, empty when made.
public final class ModelContainer: @unchecked Sendable {
    /// The model types it stores.
    public let schema: Schema
    /// How it stores them.
    public var configurations: Set<ModelConfiguration>
    /// The migration plan given; never run.
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    let store = ModelStore()

    /// A container for the given schema.
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.migrationPlan = migrationPlan
        self.configurations = Set(configurations.isEmpty ? [ModelConfiguration(schema: givenSchema)] : configurations)
    }

    /// A container for the given schema and configurations.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for the given model types.
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    nonisolated(unsafe) private var mainContextStorage: ModelContext?

    /// The context bound to the main actor, which saves on its own (`autosaveEnabled`).
    @MainActor public var mainContext: ModelContext {
        if let context = mainContextStorage { return context }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        mainContextStorage = context
        return context
    }

    /// Removes every stored model.
    public func deleteAllData() {
        store.removeAll()
    }
}

/// The models a container holds, in the order they were saved.
final class ModelStore: @unchecked Sendable {
    private let lock = NSLock()
    private var models: [any PersistentModel] = []

    var all: [any PersistentModel] { lock.withLock { models } }

    func add(_ added: [any PersistentModel]) {
        lock.withLock {
            for model in added where !models.contains(where: { $0 === model }) { models.append(model) }
        }
    }

    func remove(_ removed: [any PersistentModel]) {
        lock.withLock { models.removeAll { model in removed.contains { $0 === model } } }
    }

    func removeAll() {
        lock.withLock { models.removeAll() }
    }
}

/// The criteria of a fetch (SwiftData's `FetchDescriptor`).
public struct FetchDescriptor<T: PersistentModel> {
    /// The filter; nil fetches every model of the type.
    public var predicate: Predicate<T>?
    /// The order, first descriptor first.
    public var sortBy: [SortDescriptor<T>]
    /// The most models to return; nil for all.
    public var fetchLimit: Int?
    /// How many matching models to skip.
    public var fetchOffset: Int?
    /// Whether models inserted and not yet saved are included (true by default).
    public var includePendingChanges: Bool = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Fetches, inserts and deletes models (SwiftData's `ModelContext`). Inserts and deletes are
/// pending until `save()` (or at once, when `autosaveEnabled`); fetches see pending changes.
public class ModelContext {
    /// The context's container.
    public let container: ModelContainer
    /// Whether changes are saved as they are made (true for a container's `mainContext`).
    public var autosaveEnabled = false
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether there are unsaved inserts or deletes.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty }
    /// The models inserted and not yet saved.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The models deleted and not yet saved.
    public var deletedModelsArray: [any PersistentModel] { deleted }
    /// Changed models: changes to a model's properties are not tracked here (always empty).
    public var changedModelsArray: [any PersistentModel] { [] }

    /// Adds `model` to the context; it joins the store at the next save.
    public func insert<T: PersistentModel>(_ model: T) {
        deleted.removeAll { $0 === model }
        if !inserted.contains(where: { $0 === model }) && !container.store.all.contains(where: { $0 === model }) {
            inserted.append(model)
        }
        ModelRegistry.shared.register(model, in: self)
        if autosaveEnabled { try? save() }
    }

    /// Removes `model`; it leaves the store at the next save.
    public func delete<T: PersistentModel>(_ model: T) {
        if inserted.contains(where: { $0 === model }) {
            inserted.removeAll { $0 === model }
            ModelRegistry.shared.unregister(model)
        } else if !deleted.contains(where: { $0 === model }) {
            deleted.append(model)
        }
        if autosaveEnabled { try? save() }
    }

    /// Deletes every model of `model` matching `predicate`.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// Writes pending inserts and deletes to the container's (in-memory) store.
    public func save() throws {
        NotificationCenter.default.post(name: ModelContext.willSave, object: self)
        container.store.add(inserted)
        container.store.remove(deleted)
        for model in deleted { ModelRegistry.shared.unregister(model) }
        inserted = []
        deleted = []
        NotificationCenter.default.post(name: ModelContext.didSave, object: self)
    }

    /// Discards pending inserts and deletes.
    public func rollback() {
        for model in inserted { ModelRegistry.shared.unregister(model) }
        inserted = []
        deleted = []
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Nothing to process: changes are applied as they are made.
    public func processPendingChanges() {}

    /// The models of `T` matching `descriptor`: the saved ones, then the pending inserts (when
    /// `includePendingChanges`), less pending deletes; filtered, sorted, offset and limited.
    /// The context of an empty schema (the environment's when no container was set) finds
    /// nothing, as SwiftData's schemaless default context does.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        guard !container.schema.types.isEmpty else { return [] }
        var candidates = container.store.all
        if descriptor.includePendingChanges {
            candidates += inserted
            candidates.removeAll { model in deleted.contains { $0 === model } }
        }
        var models = candidates.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        let offset = min(descriptor.fetchOffset ?? 0, models.count)
        let end = descriptor.fetchLimit.map { min(offset + $0, models.count) } ?? models.count
        return Array(models[offset..<end])
    }

    /// Calls `block` with each model `fetch(descriptor)` returns, in order (the batch size
    /// only bounds memory in SwiftData's store; a store in memory has no batches). What the
    /// block changes stays in the context: SwiftData documents `allowEscapingMutations` as
    /// whether the block may leave the context modified, not what happens when it does, so it
    /// is not enforced here.
    public func enumerate<T: PersistentModel>(_ fetch: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
                                              block: (T) throws -> Void) throws {
        for model in try self.fetch(fetch) { try block(model) }
    }

    /// How many models `fetch` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model of this context (or its store) with that identifier, if any.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        (container.store.all + inserted).lazy.compactMap { $0 as? T }.first { $0.persistentModelID == persistentModelID }
    }

    func isPendingDeletion(_ model: AnyObject) -> Bool { deleted.contains { $0 === model } }
    func isPendingInsertion(_ model: AnyObject) -> Bool { inserted.contains { $0 === model } }

    /// Posted before a context saves.
    public static let willSave = Notification.Name("ModelContextWillSave")
    /// Posted after a context saved.
    public static let didSave = Notification.Name("ModelContextDidSave")
}

/// Runs a model actor's work with its context (SwiftData's `ModelExecutor`).
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` makes (SwiftData's `DefaultSerialModelExecutor`).
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext

    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }
}

/// An actor with a context of its own (SwiftData's `ModelActor`); `@ModelActor` conforms one.
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model of the actor's context with that identifier, if any.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}
