// Status: accepted — UIKit's document interaction controller keeps what is set and presents nothing; UIImageWriteToSavedPhotosAlbum saves nothing (no photo library).

import Foundation

/// Previews a file or offers apps to open it (UIKit's `UIDocumentInteractionController`).
/// A snapshot shows no sheet and has no other apps: every presentation returns false (nothing
/// was presented) and the delegate is never called; what is set is kept.
@preconcurrency @MainActor
open class UIDocumentInteractionController {
    /// The file offered.
    open var url: URL?
    /// Its type identifier (nil until set).
    open var uti: String?
    /// Its name: the URL's last path component unless set.
    open var name: String? {
        get { explicitName ?? url?.lastPathComponent }
        set { explicitName = newValue }
    }
    open var annotation: Any?
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?
    private var explicitName: String?

    public init() {}

    /// A controller offering the file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Shows nothing; false.
    @discardableResult open func presentPreview(animated: Bool) -> Bool { false }
    /// Shows nothing; false.
    @discardableResult open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    /// Shows nothing; false.
    @discardableResult open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    open func dismissPreview(animated: Bool) {}
    open func dismissMenu(animated: Bool) {}
}

/// What a document interaction controller asks and tells (UIKit's
/// `UIDocumentInteractionControllerDelegate`): every method is optional; none is called in a
/// snapshot.
@preconcurrency @MainActor
public protocol UIDocumentInteractionControllerDelegate: AnyObject {}

/// Saves `image` to the photo library (UIKit's `UIImageWriteToSavedPhotosAlbum`). A snapshot
/// has no photo library: nothing is saved, and no completion is sent (the completion selector
/// needs the Objective-C runtime, so it is any value here, usually `nil`).
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Any?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}
