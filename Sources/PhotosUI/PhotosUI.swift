// `import PhotosUI` on Linux, for SwiftUI apps' files that write it: `PhotosPicker` and the
// UIKit picker. A snapshot has no photo library: the picker draws its label as a button
// does, nothing is ever picked, and an item loads nothing. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's PhotosUI is
// used. As Apple's, it brings Photos (`PHPhotoLibrary`, `PHAsset`…): a file importing
// PhotosUI alone names them.
@_exported import Foundation
@_exported import Photos
@_exported import ProofUI

/// Which assets a picker offers (PhotosUI's `PHPickerFilter`).
public struct PHPickerFilter: Hashable, Sendable {
    private let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static let panoramas = PHPickerFilter(name: "panoramas")
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// An item picked in a `PhotosPicker` (PhotosUI's `PhotosPickerItem`): none are picked in a
/// snapshot.
public struct PhotosPickerItem: Hashable, Sendable {
    /// Which encoding of an asset to load (PhotosUI's `PhotosPickerItem.EncodingDisambiguationPolicy`).
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        private let name: String
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        public static let current = EncodingDisambiguationPolicy(name: "current")
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    public let itemIdentifier: String?

    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// Loads nothing: there is no photo library.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
    public func loadTransferable<T>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 0)
    }
}

/// How a multiple-selection picker orders its items (PhotosUI's `PhotosPickerSelectionBehavior`).
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    private let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A button that shows the photo picker (PhotosUI's `PhotosPicker`): drawn as a button with
/// its label; a snapshot never opens the picker.
public struct PhotosPicker<Label: View>: View {
    private let label: Label

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }
}

extension View {
    /// Accepted: a snapshot never presents the photo picker.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
}

/// A UIKit photo picker's settings (PhotosUI's `PHPickerConfiguration`).
public struct PHPickerConfiguration: Sendable {
    /// Which representation to load (PhotosUI's `PHPickerConfiguration.AssetRepresentationMode`).
    public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
    /// How items are selected (PhotosUI's `PHPickerConfiguration.Selection`).
    public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }
    public var filter: PHPickerFilter?
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var selection = Selection.default
    public init() {}
    /// A configuration whose results carry asset identifiers of `photoLibrary`.
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// A picked asset (PhotosUI's `PHPickerResult`).
public struct PHPickerResult: Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
}

/// What a UIKit photo picker tells (PhotosUI's `PHPickerViewControllerDelegate`).
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The UIKit photo picker (PhotosUI's `PHPickerViewController`), drawn as any UIKit view
/// controller is in a snapshot.
@MainActor @preconcurrency
open class PHPickerViewController: UIViewController {
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    public let configuration: PHPickerConfiguration
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard here (none is loaded): nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
