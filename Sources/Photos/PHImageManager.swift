import AVFoundation
import Foundation
import ProofUI

/// An image request's identifier (Photos' `PHImageRequestID`).
public typealias PHImageRequestID = Int32
/// The identifier no request has.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// "As large as the asset is", for `targetSize`.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// The info key of a request's error.
public let PHImageErrorKey = "PHImageErrorKey"
/// The info key telling whether the image is a low-quality stand-in.
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// The info key telling whether the request was cancelled.
public let PHImageCancelledKey = "PHImageCancelledKey"
/// The info key telling whether the asset is in iCloud only.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
/// The info key of the request's identifier.
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"

/// How an image fits the target size (Photos' `PHImageContentMode`).
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// How an image request is answered (Photos' `PHImageRequestOptions`): kept.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    /// Quality against speed (Photos' `PHImageRequestOptionsDeliveryMode`).
    public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
    /// How exactly the image is resized (Photos' `PHImageRequestOptionsResizeMode`).
    public enum ResizeMode: Int, Sendable { case none = 0, fast = 1, exact = 2 }
    /// Which version of an edited asset (Photos' `PHImageRequestOptionsVersion`).
    public enum Version: Int, Sendable { case current = 0, unadjusted = 1, original = 2 }

    open var deliveryMode = DeliveryMode.opportunistic
    open var resizeMode = ResizeMode.fast
    open var version = Version.current
    open var normalizedCropRect = CGRect.zero
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    open var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?
}

/// How a video request is answered (Photos' `PHVideoRequestOptions`): kept.
open class PHVideoRequestOptions: NSObject, @unchecked Sendable {
    /// Quality against speed (Photos' `PHVideoRequestOptionsDeliveryMode`).
    public enum DeliveryMode: Int, Sendable { case automatic = 0, highQualityFormat = 1, mediumQualityFormat = 2, fastFormat = 3 }
    /// Which version of an edited video (Photos' `PHVideoRequestOptionsVersion`).
    public enum Version: Int, Sendable { case current = 0, original = 1 }

    open var deliveryMode = DeliveryMode.automatic
    open var version = Version.current
    open var isNetworkAccessAllowed = false
}

/// Loads assets' images (Photos' `PHImageManager`). No asset has pixels in a snapshot: every
/// request is answered at once with nil and an info dictionary whose `PHImageErrorKey` is
/// `PHPhotosError` `.accessUserDenied`.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    private let lock = NSLock()
    private var lastRequest: PHImageRequestID = 0

    /// The shared manager.
    open class func `default`() -> PHImageManager { shared }

    private func nextRequest() -> PHImageRequestID {
        lock.lock()
        defer { lock.unlock() }
        lastRequest += 1
        return lastRequest
    }

    private func failure(_ request: PHImageRequestID) -> [AnyHashable: Any] {
        [PHImageErrorKey: PHPhotosError(.accessUserDenied), PHImageResultRequestIDKey: request, PHImageResultIsDegradedKey: false]
    }

    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let request = nextRequest()
        resultHandler(nil, failure(request))
        return request
    }

    @discardableResult
    open func requestAVAsset(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                             resultHandler: @escaping (AVAsset?, AVAudioMix?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let request = nextRequest()
        resultHandler(nil, nil, failure(request))
        return request
    }

    @discardableResult
    open func requestPlayerItem(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                                resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let request = nextRequest()
        resultHandler(nil, failure(request))
        return request
    }

    /// Nothing is pending: every request was answered when made.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// An image manager that prepares images ahead (Photos' `PHCachingImageManager`): nothing to
/// prepare in a snapshot.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}

/// A change to an asset, made in `performChanges` (Photos' `PHAssetChangeRequest`). The
/// block is never run in a snapshot, so these requests are only ever written, not made.
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    open var creationDate: Date?
    open var isFavorite = false
    open var isHidden = false
    open var placeholderForCreatedAsset: PHObjectPlaceholder? { nil }

    open class func creationRequestForAsset(from image: UIImage) -> Self { Self() }
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { Self() }
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { Self() }

    public required override init() { super.init() }
}

/// A new asset's creation (Photos' `PHAssetCreationRequest`).
open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
    open class func forAsset() -> PHAssetCreationRequest { PHAssetCreationRequest() }
}

/// An asset not yet created (Photos' `PHObjectPlaceholder`).
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}
