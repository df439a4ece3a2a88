// `import CoreData` on Linux, for SwiftUI apps' files that write it: Core Data's names, and
// SwiftUI's Core Data initialisers and environment value, over no store at all. Objects are
// made and changed in memory; a fetch finds nothing and a save writes nothing, so a view fed
// by `@FetchRequest` draws its empty state (Docs/SwiftUI/Frameworks.md). Opt-in, through the
// `ProofUILinuxModules` product: a module named like Apple's makes `canImport(CoreData)` true
// for every package built after it. On Apple platforms Apple's Core Data is used.
@_exported import Foundation
@_exported import ProofUI

/// What a fetch can return (Core Data's `NSFetchRequestResult`).
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// An object of a Core Data model (Core Data's `NSManagedObject`): its `@NSManaged`
/// properties are the app's.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The context the object was inserted in.
    open private(set) var managedObjectContext: NSManagedObjectContext?
    private var values: [String: Any] = [:]

    public override init() { super.init() }

    /// An object of `entity`, inserted in `context`.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init()
        context?.insert(self)
    }

    /// An object of the class's entity, inserted in `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity of this class: named after it.
    open class func entity() -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = String(describing: self)
        entity.managedObjectClassName = String(describing: self)
        return entity
    }

    /// A fetch of this class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: String(describing: self))
    }

    /// The object's entity.
    open var entity: NSEntityDescription { Self.entity() }
    /// The object's identity.
    open var objectID: NSManagedObjectID { NSManagedObjectID() }
    open var isInserted: Bool { managedObjectContext != nil }
    open var isUpdated: Bool { false }
    open var isDeleted: Bool { false }
    open var isFault: Bool { false }
    open var hasChanges: Bool { false }
    open var hasPersistentChangedValues: Bool { false }

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}

    /// A value set with ``setValue(_:forKey:)`` (Linux has no key-value coding of properties).
    open func value(forKey key: String) -> Any? { values[key] }
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func changedValues() -> [String: Any] { [:] }

    fileprivate func inserted(in context: NSManagedObjectContext?) { managedObjectContext = context }
}

/// As in Core Data on iOS 13 and later: a managed object is an `ObservableObject`, so views
/// hold one with `@ObservedObject` (its publisher never fires in a snapshot).
extension NSManagedObject: ObservableObject {}

/// The identity of a managed object (Core Data's `NSManagedObjectID`).
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    open var isTemporaryID: Bool { true }
    open var entity: NSEntityDescription { NSEntityDescription() }
    open func uriRepresentation() -> URL { URL(string: "x-coredata:///")! }
}

/// An entity of a model (Core Data's `NSEntityDescription`).
open class NSEntityDescription: NSObject {
    open var name: String?
    open var managedObjectClassName: String!
    open var properties: [NSPropertyDescription] = []
    open var attributesByName: [String: NSAttributeDescription] { [:] }
    open var relationshipsByName: [String: NSRelationshipDescription] { [:] }

    /// The entity named `entityName`.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        let entity = NSEntityDescription()
        entity.name = entityName
        entity.managedObjectClassName = entityName
        return entity
    }

    /// A new object of the entity named `entityName`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: entity(forEntityName: entityName, in: context)!, insertInto: context)
    }
}

/// A property of an entity (Core Data's `NSPropertyDescription`).
open class NSPropertyDescription: NSObject {
    open var name: String = ""
    open var isOptional = true
}

/// An attribute of an entity (Core Data's `NSAttributeDescription`).
open class NSAttributeDescription: NSPropertyDescription {}

/// A relationship of an entity (Core Data's `NSRelationshipDescription`).
open class NSRelationshipDescription: NSPropertyDescription {}

/// A model's entities (Core Data's `NSManagedObjectModel`).
open class NSManagedObjectModel: NSObject {
    open var entities: [NSEntityDescription] = []
    public override init() { super.init() }
    /// The model compiled at `url`: an empty model here (no `.momd` is read).
    public init?(contentsOf url: URL) { super.init() }
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}

/// A request to a store (Core Data's `NSPersistentStoreRequest`).
open class NSPersistentStoreRequest: NSObject {}

/// What a store request returned (Core Data's `NSPersistentStoreResult`).
open class NSPersistentStoreResult: NSObject {}

/// What a batch delete returned (Core Data's `NSBatchDeleteResult`).
open class NSBatchDeleteResult: NSPersistentStoreResult {
    open var result: Any? { nil }
}

/// A fetch's result kind (Core Data's `NSFetchRequestResultType`).
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A fetch of objects of one entity (Core Data's `NSFetchRequest`).
// Unconstrained, unlike Core Data's (`ResultType: NSFetchRequestResult`): on Apple platforms
// the Objective-C protocol's existential conforms to itself, so apps write
// `NSFetchRequest<NSFetchRequestResult>`; a Swift protocol's existential does not.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var returnsObjectsAsFaults = true
    open var includesPendingChanges = true
    open var includesSubentities = true
    open var returnsDistinctResults = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?
    open var resultType = NSFetchRequestResultType.managedObjectResultType

    public override init() { super.init() }

    /// A fetch of the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }
}

/// A request that deletes what a fetch finds (Core Data's `NSBatchDeleteRequest`).
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    open var resultType = NSBatchDeleteRequestResultType.resultTypeStatusOnly
    public init(fetchRequest: NSFetchRequest<any NSFetchRequestResult>) { super.init() }
    public init(objectIDs: [NSManagedObjectID]) { super.init() }
}

/// What a batch delete returns (Core Data's `NSBatchDeleteRequestResultType`).
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount
}

/// How a context runs its blocks (Core Data's `NSManagedObjectContextConcurrencyType`).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}

/// Core Data's merge policies (`NSMergePolicy`).
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public static let error = NSMergePolicy()
    public static let mergeByPropertyStoreTrump = NSMergePolicy()
    public static let mergeByPropertyObjectTrump = NSMergePolicy()
    public static let overwrite = NSMergePolicy()
    public static let rollback = NSMergePolicy()
}

public let NSErrorMergePolicy: NSMergePolicy = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: NSMergePolicy = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: NSMergePolicy = NSMergePolicy.rollback

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

extension Notification.Name {
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// A scratch pad of managed objects (Core Data's `NSManagedObjectContext`). It has no store
/// here: inserted objects are kept, fetches find nothing, saves write nothing.
open class NSManagedObjectContext: NSObject {
    /// When `perform` runs its work (Core Data's `NSManagedObjectContext.ScheduledTaskType`).
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    open private(set) var concurrencyType: NSManagedObjectContextConcurrencyType
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSMergePolicy.error
    open var parent: NSManagedObjectContext?
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var name: String?
    open var transactionAuthor: String?
    open var stalenessInterval: TimeInterval = -1
    open private(set) var insertedObjects: Set<NSManagedObject> = []
    open private(set) var deletedObjects: Set<NSManagedObject> = []
    open var updatedObjects: Set<NSManagedObject> { [] }
    open var registeredObjects: Set<NSManagedObject> { insertedObjects }
    open var hasChanges: Bool { !insertedObjects.isEmpty || !deletedObjects.isEmpty }

    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    open func insert(_ object: NSManagedObject) {
        insertedObjects.insert(object)
        object.inserted(in: self)
    }

    open func delete(_ object: NSManagedObject) {
        insertedObjects.remove(object)
        deletedObjects.insert(object)
    }

    /// Writes nothing: there is no store.
    open func save() throws {
        insertedObjects.removeAll()
        deletedObjects.removeAll()
    }

    open func rollback() {
        insertedObjects.removeAll()
        deletedObjects.removeAll()
    }

    open func reset() { rollback() }
    open func refreshAllObjects() {}
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    open func processPendingChanges() {}

    /// Finds nothing: there is no store.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult { NSPersistentStoreResult() }
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject { NSManagedObject() }
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { NSManagedObject() }
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}
    open func mergeChanges(fromContextDidSave notification: Notification) {}

    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }

    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }

    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
}

/// The link between contexts and stores (Core Data's `NSPersistentStoreCoordinator`).
open class NSPersistentStoreCoordinator: NSObject {
    open var managedObjectModel: NSManagedObjectModel
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }
}

/// Where a container keeps a store (Core Data's `NSPersistentStoreDescription`).
open class NSPersistentStoreDescription: NSObject {
    open var url: URL?
    open var type = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    open private(set) var options: [String: NSObject] = [:]

    public override init() { super.init() }
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// The CloudKit container a store syncs with (Core Data's `NSPersistentCloudKitContainerOptions`).
open class NSPersistentCloudKitContainerOptions: NSObject {
    open var containerIdentifier: String
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

/// A model, its store and its main context (Core Data's `NSPersistentContainer`). Loading
/// its stores succeeds at once and keeps nothing.
open class NSPersistentContainer: NSObject {
    open var name: String
    open var managedObjectModel: NSManagedObjectModel
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The context of the main queue.
    open private(set) lazy var viewContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
        super.init()
    }

    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: "/dev/null") }

    /// Calls `block` once per store description, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }
}

/// A container whose stores sync with CloudKit (Core Data's `NSPersistentCloudKitContainer`).
open class NSPersistentCloudKitContainer: NSPersistentContainer {
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

/// Options of CloudKit schema initialisation.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = Self(rawValue: 1)
    public static let printSchema = Self(rawValue: 2)
}

// A sort by a key path whose values are not `Comparable` in Swift (an optional date of a
// managed object): Core Data sorts it in its store on Apple platforms. Accepted here, keeping
// the order; it is never run against a store. `NSSortDescriptor(key:ascending:)` and
// `NSPredicate(format:)` are ProofUI's (Foundation's on iOS, unavailable in
// swift-corelibs-foundation), so CloudKit code sees them too.
extension NSSortDescriptor {
    /// A sort by a key path whose values are not `Comparable` in Swift: keeps the order.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: \NSObject.hashValue, ascending: ascending)
    }
}

// SwiftUI's Core Data API (SwiftUI declares it; here it needs the names above).

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

extension EnvironmentValues {
    /// The Core Data context views read and write (SwiftUI's `managedObjectContext`).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

extension FetchRequest where Result: NSFetchRequestResult {
    /// A fetch made from `fetchRequest`.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        self.init(predicate: fetchRequest.predicate)
    }

    /// A fetch made from `fetchRequest`, updated in `transaction`.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(predicate: fetchRequest.predicate)
    }

    /// A fetch of `entity`'s objects.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(predicate: predicate)
    }
}

extension SectionedFetchRequest where Result: NSFetchRequestResult {
    /// A fetch made from `fetchRequest`, grouped by `sectionIdentifier`.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        self.init(predicate: fetchRequest.predicate)
    }

    /// A fetch of `entity`'s objects, grouped by `sectionIdentifier`.
    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(predicate: predicate)
    }
}
