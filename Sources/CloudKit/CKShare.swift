// CloudKit sharing: `CKShare`, its participants and metadata, accepting shares, and UIKit's
// `UICloudSharingController` (declared here, beside the share it presents, since ProofUI
// cannot name CloudKit's types). A snapshot has no iCloud account: a share is a record that
// keeps what is set on it and is never saved, its only participant is its owner (the
// current user), it has no URL, and accepting a share fails with `CKError(.notAuthenticated)`.

/// A record that shares a record (and its children) or a zone with other users (CloudKit's
/// `CKShare`).
open class CKShare: CKRecord, @unchecked Sendable {
    /// The fields every share has (CloudKit's `CKShare.SystemFieldKey`).
    public enum SystemFieldKey {
        /// The share's title, shown in the share sheet.
        public static let title: CKRecord.FieldKey = "cloudkit.title"
        /// The share's thumbnail (PNG or JPEG data).
        public static let thumbnailImageData: CKRecord.FieldKey = "cloudkit.thumbnailImageData"
        /// The type of what is shared (a uniform type identifier).
        public static let shareType: CKRecord.FieldKey = "cloudkit.type"
    }

    /// The record type of every share.
    public static let recordType: CKRecord.RecordType = "cloudkit.share"

    /// What a participant may do (CloudKit's `CKShare.ParticipantPermission`).
    public enum ParticipantPermission: Int, Sendable { case unknown, none, readOnly, readWrite }
    /// A participant's role (CloudKit's `CKShare.ParticipantRole`).
    public enum ParticipantRole: Int, Sendable { case unknown = 0, privateUser = 3, publicUser = 4, owner = 1 }
    /// Whether a participant accepted (CloudKit's `CKShare.ParticipantAcceptanceStatus`).
    public enum ParticipantAcceptanceStatus: Int, Sendable { case unknown, pending, accepted, removed }

    /// A user of a share (CloudKit's `CKShare.Participant`).
    open class Participant: NSObject, @unchecked Sendable {
        open var role: ParticipantRole
        open var permission: ParticipantPermission
        open var acceptanceStatus: ParticipantAcceptanceStatus
        /// Who the participant is: nobody is signed in here.
        open var userIdentity: CKUserIdentity

        init(role: ParticipantRole, permission: ParticipantPermission, acceptanceStatus: ParticipantAcceptanceStatus) {
            self.role = role
            self.permission = permission
            self.acceptanceStatus = acceptanceStatus
            userIdentity = CKUserIdentity()
        }
    }

    /// What an invitation to a share says (CloudKit's `CKShare.Metadata`): none arrives here.
    open class Metadata: NSObject, @unchecked Sendable {
        open var containerIdentifier: String { "" }
        open var share: CKShare
        open var hierarchicalRootRecordID: CKRecord.ID? { share.rootRecordID }
        /// The shared root record's identity (iOS 16).
        open var rootRecordID: CKRecord.ID { share.rootRecordID ?? share.recordID }
        open var participantRole: ParticipantRole { .unknown }
        open var participantStatus: ParticipantAcceptanceStatus { .unknown }
        open var participantPermission: ParticipantPermission { .unknown }
        open var ownerIdentity: CKUserIdentity { share.owner.userIdentity }
        open var rootRecord: CKRecord? { nil }

        init(share: CKShare) { self.share = share }
    }

    /// The root record shared, or nil for a zone's share.
    public let rootRecordID: CKRecord.ID?
    /// What users who are not invited may do (`.none`: only invited users see the share).
    open var publicPermission = ParticipantPermission.none
    /// The share's address: nil until a server saves it (never here).
    open var url: URL? { nil }
    /// The owner: the current user, with read and write permission.
    public let owner = Participant(role: .owner, permission: .readWrite, acceptanceStatus: .accepted)
    /// The current user's participant: the owner.
    open var currentUserParticipant: Participant? { owner }
    /// The participants: the owner and those added.
    open private(set) var participants: [Participant]

    /// A share of `rootRecord` (and its children), in its zone; `rootRecord.share` becomes
    /// a reference to it.
    public init(rootRecord: CKRecord) {
        rootRecordID = rootRecord.recordID
        participants = []
        super.init(recordType: Self.recordType, recordID: CKRecord.ID(zoneID: rootRecord.recordID.zoneID))
        participants = [owner]
        rootRecord.share = CKRecord.Reference(record: self, action: .none)
    }

    /// A share of `rootRecord` with the identity `shareID`.
    public init(rootRecord: CKRecord, shareID: CKRecord.ID) {
        rootRecordID = rootRecord.recordID
        participants = []
        super.init(recordType: Self.recordType, recordID: shareID)
        participants = [owner]
        rootRecord.share = CKRecord.Reference(record: self, action: .none)
    }

    /// A share of the whole zone `recordZoneID` (its identity is the zone's share name).
    public init(recordZoneID: CKRecordZone.ID) {
        rootRecordID = nil
        participants = []
        super.init(recordType: Self.recordType, recordID: CKRecord.ID(recordName: CKRecordNameZoneWideShare, zoneID: recordZoneID))
        participants = [owner]
    }

    /// Adds `participant` (kept; nobody is invited here).
    open func addParticipant(_ participant: Participant) {
        if !participants.contains(participant) { participants.append(participant) }
    }

    /// Removes `participant` (the owner stays).
    open func removeParticipant(_ participant: Participant) {
        guard participant !== owner else { return }
        participants.removeAll { $0 === participant }
    }
}

/// The record name of a zone-wide share.
public let CKRecordNameZoneWideShare = "cloudkit.zoneshare"

/// A user's identity (CloudKit's `CKUserIdentity`): nobody is signed in here.
open class CKUserIdentity: NSObject, @unchecked Sendable {
    open var userRecordID: CKRecord.ID? { nil }
    open var nameComponents: PersonNameComponents? { nil }
    open var hasiCloudAccount: Bool { false }
    override init() {}
}

/// Accepts invitations to shares (CloudKit's `CKAcceptSharesOperation`): fails with
/// `CKError(.notAuthenticated)`, as there is no account to accept with.
open class CKAcceptSharesOperation: CKOperation, @unchecked Sendable {
    open var shareMetadatas: [CKShare.Metadata]?
    open var perShareResultBlock: ((CKShare.Metadata, Result<CKShare, any Error>) -> Void)?
    open var acceptSharesResultBlock: ((Result<Void, any Error>) -> Void)?
    open var perShareCompletionBlock: ((CKShare.Metadata, CKShare?, (any Error)?) -> Void)?
    open var acceptSharesCompletionBlock: (((any Error)?) -> Void)?

    public override init() {}

    public init(shareMetadatas: [CKShare.Metadata]) {
        self.shareMetadatas = shareMetadatas
    }

    override func failWithoutAccount() {
        let error = CKError(.notAuthenticated)
        for metadata in shareMetadatas ?? [] {
            perShareResultBlock?(metadata, .failure(error))
            perShareCompletionBlock?(metadata, nil, error)
        }
        acceptSharesResultBlock?(.failure(error))
        acceptSharesCompletionBlock?(error)
    }
}

/// UIKit's share sheet for a `CKShare` (UIKit's `UICloudSharingController`): a view controller,
/// kept and not drawn as every UIKit controller in a representable; it never saves or stops
/// sharing, so its delegate is never called.
@preconcurrency @MainActor
open class UICloudSharingController: UIViewController {
    /// What invitees may be given (UIKit's `UICloudSharingController.PermissionOptions`).
    public struct PermissionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowPublic = PermissionOptions(rawValue: 1 << 0)
        public static let allowPrivate = PermissionOptions(rawValue: 1 << 1)
        public static let allowReadOnly = PermissionOptions(rawValue: 1 << 2)
        public static let allowReadWrite = PermissionOptions(rawValue: 1 << 3)
        public static let standard: PermissionOptions = []
    }

    /// The share shown (nil while a new share is being prepared).
    open private(set) var share: CKShare?
    open var availablePermissions = PermissionOptions.standard
    open weak var delegate: (any UICloudSharingControllerDelegate)?

    /// The sheet for an existing `share` of `container`.
    public init(share: CKShare, container: CKContainer) {
        self.share = share
        super.init(nibName: nil, bundle: nil)
    }

    /// The sheet that prepares a new share with `preparationHandler` (never called here).
    public init(preparationHandler: @escaping (UICloudSharingController, @escaping (CKShare?, CKContainer?, (any Error)?) -> Void) -> Void) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An activity item for a share sheet: none here.
    open func activityItemSource() -> Any? { nil }
}

/// What a cloud sharing controller tells its delegate (UIKit's
/// `UICloudSharingControllerDelegate`): never called in a snapshot.
@preconcurrency @MainActor
public protocol UICloudSharingControllerDelegate: AnyObject {
    func cloudSharingController(_ csc: UICloudSharingController, failedToSaveShareWithError error: any Error)
    func itemTitle(for csc: UICloudSharingController) -> String?
}
