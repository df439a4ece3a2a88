// `import QuickLook` on Linux, for SwiftUI apps' files that write it: `quickLookPreview` and
// `QLPreviewController`. A snapshot shows no preview: the modifier draws the view as it is,
// and the controller, in a representable, is a UIKit view (not drawn). Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's QuickLook is used.
@_exported import Foundation
@_exported import ProofUI

/// An item a preview shows (QuickLook's `QLPreviewItem`); `URL` is one.
public protocol QLPreviewItem: AnyObject {
    var previewItemURL: URL? { get }
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    public var previewItemTitle: String? { previewItemURL?.lastPathComponent }
}

extension NSURL: QLPreviewItem {
    public var previewItemURL: URL? { self as URL }
}

/// Gives a preview controller its items (QuickLook's `QLPreviewControllerDataSource`).
@MainActor @preconcurrency
public protocol QLPreviewControllerDataSource: AnyObject {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// What a preview controller tells its delegate (QuickLook's `QLPreviewControllerDelegate`;
/// every method optional, none called in a snapshot).
@MainActor @preconcurrency
public protocol QLPreviewControllerDelegate: AnyObject {}

/// Previews files (QuickLook's `QLPreviewController`): the data source is asked for the items
/// when asked for the count; nothing is shown.
@MainActor @preconcurrency
open class QLPreviewController: UIViewController {
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    open weak var delegate: (any QLPreviewControllerDelegate)?
    /// The item shown, by index.
    open var currentPreviewItemIndex = 0
    /// The item shown.
    open var currentPreviewItem: (any QLPreviewItem)? {
        guard let dataSource, currentPreviewItemIndex >= 0, currentPreviewItemIndex < dataSource.numberOfPreviewItems(in: self) else { return nil }
        return dataSource.previewController(self, previewItemAt: currentPreviewItemIndex)
    }
    /// Reads the items again (they are read when asked).
    open func reloadData() {}
    /// Whether a file can be previewed: false (no previewer runs here).
    open class func canPreview(_ item: any QLPreviewItem) -> Bool { false }
}

nonisolated extension View {
    /// Shows a Quick Look preview of the file at `item` while it is not nil: no preview is
    /// shown in a snapshot; the view is drawn as it is.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View { self }
    /// Shows a Quick Look preview of `selection` among `items`: no preview is shown.
    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<URL?>, in items: Items) -> some View
    where Items.Element == URL { self }
}
