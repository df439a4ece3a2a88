// `import CloudKit` on Linux, for apps' files that write it: containers, databases, records,
// queries, subscriptions and operations. A snapshot has no iCloud account: the account status
// is `.noAccount`, and every database call and operation completes with
// `CKError(.notAuthenticated)` (Docs/SwiftUI/Frameworks.md). Records are real key-value
// containers, so an app's conversions between its models and records run. Opt-in, through
// the `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's CloudKit
// is used.
@_exported import Foundation
@_exported import ProofUI

/// Why a CloudKit call failed (CloudKit's `CKError`).
public struct CKError: Error, Hashable, Sendable {
    /// The failure's kind (CloudKit's `CKError.Code`).
    public enum Code: Int, Sendable {
        case internalError = 1, partialFailure, networkUnavailable, networkFailure, badContainer, serviceUnavailable, requestRateLimited
        case missingEntitlement, notAuthenticated, permissionFailure, unknownItem, invalidArguments, resultsTruncated, serverRecordChanged
        case serverRejectedRequest, assetFileNotFound, assetFileModified, incompatibleVersion, constraintViolation, operationCancelled
        case changeTokenExpired, batchRequestFailed, zoneBusy, badDatabase, quotaExceeded, zoneNotFound, limitExceeded, userDeletedZone
        case tooManyParticipants, alreadyShared, referenceViolation, managedAccountRestricted, participantMayNeedVerification
        case serverResponseLost, assetNotAvailable, accountTemporarilyUnavailable
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let notAuthenticated = Code.notAuthenticated
    public static let networkUnavailable = Code.networkUnavailable
    public static let unknownItem = Code.unknownItem
}

/// The device's iCloud account (CloudKit's `CKAccountStatus`).
public enum CKAccountStatus: Int, Sendable { case couldNotDetermine, available, restricted, noAccount, temporarilyUnavailable }

/// A value a record can hold (CloudKit's `CKRecordValueProtocol`).
public protocol CKRecordValueProtocol {}
/// A value a record can hold (CloudKit's `CKRecordValue`).
public typealias CKRecordValue = CKRecordValueProtocol

extension String: CKRecordValueProtocol {}
extension Int: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension Double: CKRecordValueProtocol {}
extension Bool: CKRecordValueProtocol {}
extension Date: CKRecordValueProtocol {}
extension Data: CKRecordValueProtocol {}
extension NSNumber: CKRecordValueProtocol {}
extension NSString: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}
extension Optional: CKRecordValueProtocol where Wrapped: CKRecordValueProtocol {}

/// A record zone (CloudKit's `CKRecordZone`).
open class CKRecordZone: NSObject, @unchecked Sendable {
    /// A zone's identity (CloudKit's `CKRecordZone.ID`).
    public final class ID: NSObject, @unchecked Sendable {
        public let zoneName: String
        public let ownerName: String
        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }
        public static let defaultZoneName = "_defaultZone"
        public static let `default` = ID()
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.zoneName == zoneName && $0.ownerName == ownerName } ?? false
        }
        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    }
    public let zoneID: ID
    public init(zoneName: String) { zoneID = ID(zoneName: zoneName) }
    public init(zoneID: ID) { self.zoneID = zoneID }
    public static func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

/// The current user's name in record IDs (CloudKit's `CKCurrentUserDefaultName`).
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A record: a typed set of keys and values (CloudKit's `CKRecord`).
open class CKRecord: NSObject, @unchecked Sendable {
    /// A record type's name (CloudKit's `CKRecord.RecordType`).
    public typealias RecordType = String
    /// A field's name (CloudKit's `CKRecord.FieldKey`).
    public typealias FieldKey = String

    /// A record's identity (CloudKit's `CKRecord.ID`).
    public final class ID: NSObject, @unchecked Sendable {
        public let recordName: String
        public let zoneID: CKRecordZone.ID
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.recordName == recordName && $0.zoneID == zoneID } ?? false
        }
        public override var hash: Int { recordName.hashValue }
    }

    /// A link to another record (CloudKit's `CKRecord.Reference`).
    public final class Reference: NSObject, CKRecordValueProtocol, @unchecked Sendable {
        /// What deleting the target does (CloudKit's `CKRecord.ReferenceAction`).
        public enum Action: UInt, Sendable { case none = 0, deleteSelf = 1 }
        public let recordID: ID
        public let action: Action
        public init(recordID: ID, action: Action) {
            self.recordID = recordID
            self.action = action
        }
        public convenience init(record: CKRecord, action: Action) {
            self.init(recordID: record.recordID, action: action)
        }
    }

    public let recordType: RecordType
    public let recordID: ID
    open var creationDate: Date?
    open var modificationDate: Date?
    open var recordChangeTag: String?
    /// The user who created the record: nil until a server saves it (never here).
    open var creatorUserRecordID: ID?
    /// The user who last changed the record: nil until a server saves it (never here).
    open var lastModifiedUserRecordID: ID?
    /// The share whose participants see this record: set by `CKShare(rootRecord:)`.
    open internal(set) var share: Reference?
    /// The record this one belongs to, for sharing a hierarchy.
    open var parent: Reference?
    private var values: [FieldKey: any CKRecordValueProtocol] = [:]

    public init(recordType: RecordType, recordID: ID = ID()) {
        self.recordType = recordType
        self.recordID = recordID
    }

    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: ID(zoneID: zoneID))
    }

    /// The value for `key`, as set.
    open subscript(key: FieldKey) -> (any CKRecordValueProtocol)? {
        get { values[key] }
        set { values[key] = newValue }
    }

    open func object(forKey key: FieldKey) -> (any CKRecordValueProtocol)? { values[key] }
    open func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: FieldKey) { values[key] = object }
    open func allKeys() -> [FieldKey] { values.keys.sorted() }
    open func changedKeys() -> [FieldKey] { allKeys() }

    /// Makes `parentRecord` this record's parent (a reference with no action).
    open func setParent(_ parentRecord: CKRecord?) {
        parent = parentRecord.map { Reference(record: $0, action: .none) }
    }

    /// Makes the record with `parentID` this record's parent.
    open func setParent(_ parentID: ID?) {
        parent = parentID.map { Reference(recordID: $0, action: .none) }
    }
}

extension CKRecord.ID: CKRecordValueProtocol {}

/// A file stored with a record (CloudKit's `CKAsset`).
open class CKAsset: NSObject, CKRecordValueProtocol, @unchecked Sendable {
    public let fileURL: URL?
    public init(fileURL: URL) { self.fileURL = fileURL }
}

/// A search for records (CloudKit's `CKQuery`).
open class CKQuery: NSObject, @unchecked Sendable {
    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    open var sortDescriptors: [NSSortDescriptor]?
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}

/// A push subscription (CloudKit's `CKSubscription`).
open class CKSubscription: NSObject, @unchecked Sendable {
    /// A subscription's identity (CloudKit's `CKSubscription.ID`).
    public typealias ID = String
    /// A subscription's kind (CloudKit's `CKSubscription.SubscriptionType`).
    public enum SubscriptionType: Int, Sendable { case query = 1, recordZone, database }
    public let subscriptionID: ID
    public let subscriptionType: SubscriptionType
    open var notificationInfo: NotificationInfo?

    init(subscriptionID: ID, subscriptionType: SubscriptionType) {
        self.subscriptionID = subscriptionID
        self.subscriptionType = subscriptionType
    }

    /// The push notification a subscription sends (CloudKit's `CKSubscription.NotificationInfo`).
    open class NotificationInfo: NSObject, @unchecked Sendable {
        open var alertBody: String?
        open var alertLocalizationKey: String?
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        open var title: String?
        open var titleLocalizationKey: String?
        open var subtitle: String?
        open var soundName: String?
        open var shouldBadge = false
        open var shouldSendContentAvailable = false
        open var shouldSendMutableContent = false
        open var desiredKeys: [CKRecord.FieldKey]?
        open var category: String?
        public override init() {}
    }
}

/// A subscription to records matching a predicate (CloudKit's `CKQuerySubscription`).
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// When it fires (CloudKit's `CKQuerySubscription.Options`).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let firesOnRecordCreation = Options(rawValue: 1)
        public static let firesOnRecordUpdate = Options(rawValue: 2)
        public static let firesOnRecordDeletion = Options(rawValue: 4)
        public static let firesOnce = Options(rawValue: 8)
    }
    public let recordType: CKRecord.RecordType?
    public let predicate: NSPredicate
    public let querySubscriptionOptions: Options

    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID = UUID().uuidString,
                options querySubscriptionOptions: Options = []) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, subscriptionType: .query)
    }
}

/// A subscription to a whole database (CloudKit's `CKDatabaseSubscription`).
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    public init(subscriptionID: CKSubscription.ID = UUID().uuidString) {
        super.init(subscriptionID: subscriptionID, subscriptionType: .database)
    }
}

/// A received CloudKit push (CloudKit's `CKNotification`): never delivered here.
open class CKNotification: NSObject, @unchecked Sendable {
    /// The kind of change a notification reports (CloudKit's `CKNotification.NotificationType`).
    public enum NotificationType: Int, Sendable { case query = 1, recordZone = 2, readNotification = 3, database = 4 }

    /// Nil: a snapshot receives no CloudKit push, so no dictionary is one.
    public init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) { nil }

    // What a received notification carries (CloudKit's `CKNotification`): none is received here.
    open var notificationType: NotificationType { .query }
    open var subscriptionID: CKSubscription.ID? { nil }
    open var containerIdentifier: String? { nil }
    open var isPruned: Bool { false }
    open var alertBody: String? { nil }
    open var alertLocalizationKey: String? { nil }
    open var alertLocalizationArgs: [String]? { nil }
    open var title: String? { nil }
    open var titleLocalizationKey: String? { nil }
    open var titleLocalizationArgs: [String]? { nil }
    open var subtitle: String? { nil }
    open var subtitleLocalizationKey: String? { nil }
    open var subtitleLocalizationArgs: [String]? { nil }
    open var badge: NSNumber? { nil }
    open var soundName: String? { nil }
    open var category: String? { nil }
}

/// A unit of CloudKit work (CloudKit's `CKOperation`).
open class CKOperation: Operation, @unchecked Sendable {
    open var qualityOfServiceValue: QualityOfService = .default
    /// Runs the operation's completion with `CKError(.notAuthenticated)`.
    func failWithoutAccount() {}
}

/// A unit of work on a database (CloudKit's `CKDatabaseOperation`).
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    open var database: CKDatabase?
}

/// Saves and deletes records (CloudKit's `CKModifyRecordsOperation`).
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// How a save treats newer server records (CloudKit's `CKModifyRecordsOperation.RecordSavePolicy`).
    public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2 }
    open var recordsToSave: [CKRecord]?
    open var recordIDsToDelete: [CKRecord.ID]?
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    open var isAtomic = true
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?

    public init(recordsToSave: [CKRecord]?, recordIDsToDelete: [CKRecord.ID]?) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    override func failWithoutAccount() {
        let error = CKError(.notAuthenticated)
        modifyRecordsCompletionBlock?(nil, nil, error)
        modifyRecordsResultBlock?(.failure(error))
    }
}

/// Runs a query (CloudKit's `CKQueryOperation`).
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where a truncated query resumes (CloudKit's `CKQueryOperation.Cursor`).
    public final class Cursor: NSObject, @unchecked Sendable {}
    public static let maximumResults = 0
    open var query: CKQuery?
    open var cursor: Cursor?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var resultsLimit = CKQueryOperation.maximumResults
    open var zoneID: CKRecordZone.ID?
    open var recordFetchedBlock: ((CKRecord) -> Void)?
    open var queryCompletionBlock: ((Cursor?, (any Error)?) -> Void)?
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?

    public init(query: CKQuery) { self.query = query }
    public init(cursor: Cursor) { self.cursor = cursor }

    override func failWithoutAccount() {
        let error = CKError(.notAuthenticated)
        queryCompletionBlock?(nil, error)
        queryResultBlock?(.failure(error))
    }
}

/// Saves and deletes subscriptions (CloudKit's `CKModifySubscriptionsOperation`).
open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var subscriptionsToSave: [CKSubscription]?
    open var subscriptionIDsToDelete: [CKSubscription.ID]?
    open var modifySubscriptionsCompletionBlock: (([CKSubscription]?, [CKSubscription.ID]?, (any Error)?) -> Void)?
    open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?

    public init(subscriptionsToSave: [CKSubscription]?, subscriptionIDsToDelete: [CKSubscription.ID]?) {
        self.subscriptionsToSave = subscriptionsToSave
        self.subscriptionIDsToDelete = subscriptionIDsToDelete
    }

    override func failWithoutAccount() {
        let error = CKError(.notAuthenticated)
        modifySubscriptionsCompletionBlock?(nil, nil, error)
        modifySubscriptionsResultBlock?(.failure(error))
    }
}

/// A database of a container (CloudKit's `CKDatabase`): every call fails with
/// `CKError(.notAuthenticated)` here.
open class CKDatabase: NSObject, @unchecked Sendable {
    /// Which database (CloudKit's `CKDatabase.Scope`).
    public enum Scope: Int, Sendable { case `public` = 1, `private`, shared }
    public let databaseScope: Scope

    init(scope: Scope) { databaseScope = scope }

    /// Completes the operation with `CKError(.notAuthenticated)`.
    open func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        operation.failWithoutAccount()
    }

    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func save(_ subscription: CKSubscription, completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func fetchAllSubscriptions(completionHandler: @escaping @Sendable ([CKSubscription]?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func delete(withSubscriptionID subscriptionID: CKSubscription.ID, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }

    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError(.notAuthenticated) }
    open func save(_ record: CKRecord) async throws -> CKRecord { throw CKError(.notAuthenticated) }
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }
    open func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError(.notAuthenticated)
    }
}

/// An app's iCloud container (CloudKit's `CKContainer`): no account is signed in here.
open class CKContainer: NSObject, @unchecked Sendable {
    public let containerIdentifier: String?
    public let publicCloudDatabase = CKDatabase(scope: .public)
    public let privateCloudDatabase = CKDatabase(scope: .private)
    public let sharedCloudDatabase = CKDatabase(scope: .shared)

    public init(identifier containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
    private init(defaultContainer: Void) { containerIdentifier = nil }

    /// The app's default container.
    open class func `default`() -> CKContainer { CKContainer(defaultContainer: ()) }

    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }

    /// `.noAccount`: a snapshot has no iCloud account.
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }

    /// `.noAccount`: a snapshot has no iCloud account.
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }

    /// Fails with `CKError` `.notAuthenticated`: a snapshot has no iCloud account.
    open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }

    /// Throws `CKError` `.notAuthenticated`: a snapshot has no iCloud account.
    open func userRecordID() async throws -> CKRecord.ID {
        throw CKError(.notAuthenticated)
    }

    open func add(_ operation: CKOperation) { operation.failWithoutAccount() }
}
