// `import Photos` on Linux, for SwiftUI apps' files that read or save to the photo library.
// A snapshot has no photo library: authorization stays `.notDetermined` and a request for it
// is answered `.denied` at once (no one is asked); **every fetch finds nothing**; an image
// request answers nil at once; saving changes fails with `PHPhotosError` `.accessUserDenied`.
// Change observers are never told of a change. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's Photos is used.
@_exported import Foundation
@_exported import ProofUI
import AVFoundation
import CoreLocation

/// The app's permission to use the photo library (Photos' `PHAuthorizationStatus`).
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3, limited = 4
}

/// What an app asks to do with the library (Photos' `PHAccessLevel`).
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1, readWrite = 2
}

/// Why a library call failed (Photos' `PHPhotosError`).
public struct PHPhotosError: Error, Hashable, Sendable {
    /// The failure's kind.
    public enum Code: Int, Sendable {
        case accessRestricted = 3310, accessUserDenied = 3311
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let accessRestricted = Code.accessRestricted
    public static let accessUserDenied = Code.accessUserDenied
}

/// The photo library (Photos' `PHPhotoLibrary`): none in a snapshot.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    /// The app's library.
    open class func shared() -> PHPhotoLibrary { library }

    /// `.notDetermined`: no one is asked in a snapshot.
    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    /// `.notDetermined`, for either access level.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

    /// Answers `.denied` at once: there is no one to ask.
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        handler(.denied)
    }

    /// Answers `.denied` at once.
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        handler(.denied)
    }

    /// `.denied`.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }

    /// Accepted: the library never changes in a snapshot, so no observer is called.
    open func register(_ observer: any PHPhotoLibraryChangeObserver) {}
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {}

    /// Runs nothing and fails with `.accessUserDenied`: there is no library to change.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil) {
        completionHandler?(false, PHPhotosError(.accessUserDenied))
    }

    /// Throws `.accessUserDenied`, running nothing.
    open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        throw PHPhotosError(.accessUserDenied)
    }

    /// Throws `.accessUserDenied`, running nothing.
    open func performChangesAndWait(_ changeBlock: () -> Void) throws {
        throw PHPhotosError(.accessUserDenied)
    }
}

/// Told when the library changes (Photos' `PHPhotoLibraryChangeObserver`): never, here.
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// What changed in the library (Photos' `PHChange`).
open class PHChange: NSObject, @unchecked Sendable {
    /// Nil: nothing in a fetch result changes.
    open func changeDetails<T: PHObject>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
}

/// How a fetch result changed (Photos' `PHFetchResultChangeDetails`).
open class PHFetchResultChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    open var fetchResultBeforeChanges = PHFetchResult<ObjectType>()
    open var fetchResultAfterChanges = PHFetchResult<ObjectType>()
    open var hasIncrementalChanges: Bool { false }
    open var insertedObjects: [ObjectType] { [] }
    open var removedObjects: [ObjectType] { [] }
    open var changedObjects: [ObjectType] { [] }
}

/// A library object (Photos' `PHObject`).
open class PHObject: NSObject, @unchecked Sendable {
    /// The object's identifier in the library.
    open var localIdentifier: String { identifier }
    private let identifier = UUID().uuidString
}

/// A photo's or video's kind (Photos' `PHAssetMediaType`).
public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0, image = 1, video = 2, audio = 3
}

/// The variant of a photo (Photos' `PHAssetMediaSubtype`).
public struct PHAssetMediaSubtype: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// A photo or video in the library (Photos' `PHAsset`): a fetch finds none in a snapshot.
open class PHAsset: PHObject, @unchecked Sendable {
    open var mediaType: PHAssetMediaType { .unknown }
    open var mediaSubtypes: PHAssetMediaSubtype { [] }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var creationDate: Date? { nil }
    open var modificationDate: Date? { nil }
    open var location: CLLocation? { nil }
    open var duration: TimeInterval { 0 }
    open var isFavorite: Bool { false }
    open var isHidden: Bool { false }

    /// Finds nothing.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Finds nothing.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Finds nothing.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
}

/// What a fetch finds (Photos' `PHFetchResult`): empty in a snapshot.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]

    public override init() {
        objects = []
        super.init()
    }

    open var count: Int { objects.count }
    open subscript(index: Int) -> ObjectType { objects[index] }

    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { break }
        }
    }
}

/// How a fetch filters and sorts (Photos' `PHFetchOptions`): kept.
open class PHFetchOptions: NSObject, @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var includeHiddenAssets = false
    open var includeAllBurstAssets = false
    open var fetchLimit = 0
    open var wantsIncrementalChangeDetails = true
}
