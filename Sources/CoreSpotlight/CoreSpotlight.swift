// `import CoreSpotlight` on Linux, for SwiftUI apps' files that write it: searchable items,
// their attribute sets and the index apps donate them to, and the activity type a view
// continues a Spotlight result with. Nothing is indexed (no Spotlight in a snapshot): an index
// call completes at once without error, and a search finds nothing. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's CoreSpotlight
// is used.
@_exported import Foundation
@_exported import ProofUI
@_exported import UniformTypeIdentifiers

/// The activity type of a Spotlight result the app is asked to open (CoreSpotlight's
/// `CSSearchableItemActionType`), for `onContinueUserActivity(_:perform:)`.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The `userInfo` key of the opened result's unique identifier (CoreSpotlight's
/// `CSSearchableItemActivityIdentifier`).
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of a search to continue in the app (CoreSpotlight's `CSQueryContinuationActionType`).
public let CSQueryContinuationActionType = "com.apple.corespotlightquery"
/// The `userInfo` key of the search text to continue (CoreSpotlight's `CSSearchQueryString`).
public let CSSearchQueryString = "kCSSearchQueryString"

/// What Spotlight shows and matches for an item (CoreSpotlight's `CSSearchableItemAttributeSet`):
/// what is set is kept.
open class CSSearchableItemAttributeSet: @unchecked Sendable {
    /// The uniform type identifier of the content.
    public let contentType: String
    open var title: String?
    open var displayName: String?
    open var contentDescription: String?
    open var identifier: String?
    open var keywords: [String]?
    open var thumbnailData: Data?
    open var thumbnailURL: URL?
    open var contentURL: URL?
    open var url: URL?
    open var relatedUniqueIdentifier: String?
    open var startDate: Date?
    open var endDate: Date?
    open var contentCreationDate: Date?
    open var contentModificationDate: Date?
    open var rankingHint: NSNumber?
    open var textContent: String?
    open var latitude: NSNumber?
    open var longitude: NSNumber?
    open var namedLocation: String?
    open var phoneNumbers: [String]?
    open var emailAddresses: [String]?
    open var supportsNavigation: NSNumber?
    open var supportsPhoneCall: NSNumber?

    /// An attribute set for content of `contentType`.
    public init(contentType: UTType) {
        self.contentType = contentType.identifier
    }

    /// An attribute set for content whose type identifier is `itemContentType` (deprecated on
    /// iOS 14 for `init(contentType:)`, still common).
    public init(itemContentType: String) {
        contentType = itemContentType
    }
}

/// An item an app offers to Spotlight (CoreSpotlight's `CSSearchableItem`).
open class CSSearchableItem: @unchecked Sendable {
    /// The item's identifier (generated when none is given).
    open var uniqueIdentifier: String
    /// The group the item belongs to.
    open var domainIdentifier: String?
    /// What Spotlight shows and matches.
    open var attributeSet: CSSearchableItemAttributeSet
    /// When the item leaves the index (a month after it is made, as CoreSpotlight's default).
    open var expirationDate: Date! = Date(timeIntervalSinceNow: 30 * 24 * 60 * 60)

    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }
}

/// The on-device index (CoreSpotlight's `CSSearchableIndex`). Nothing is indexed in a
/// snapshot: each call completes at once, without error.
open class CSSearchableIndex: @unchecked Sendable {
    /// Whether the device indexes content: false here (there is no Spotlight).
    open class func isIndexingAvailable() -> Bool { false }
    /// The app's index.
    open class func `default`() -> CSSearchableIndex { CSSearchableIndex() }

    public init() {}
    public init(name: String) {}

    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {}

    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {}

    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {}

    open func deleteAllSearchableItems(completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    open func deleteAllSearchableItems() async throws {}
}

extension NSUserActivity {
    /// What Spotlight shows for the activity (CoreSpotlight's addition to `NSUserActivity`): kept.
    public var contentAttributeSet: CSSearchableItemAttributeSet? {
        get { frameworkValues["contentAttributeSet"] as? CSSearchableItemAttributeSet }
        set { frameworkValues["contentAttributeSet"] = newValue }
    }
}
