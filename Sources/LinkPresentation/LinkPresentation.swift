// `import LinkPresentation` on Linux, for SwiftUI apps' files that write it: link metadata,
// its provider and the rich link view. A snapshot fetches nothing: the metadata provider fails
// with `LPError.metadataFetchFailed` (as a device without a network connection does), and a
// link view shows the metadata it is given. Opt-in, through the `ProofUILinuxModules` product
// (see Package.swift). On Apple platforms Apple's LinkPresentation is used.
@_exported import Foundation
@_exported import ProofUI
// URLRequest and URLResponse, which ProofUI re-exports only with the `Networking` trait.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a metadata fetch failed (LinkPresentation's `LPError`).
public struct LPError: Error, Hashable, Sendable {
    /// The failure's kind (LinkPresentation's `LPError.Code`).
    public enum Code: Int, Sendable {
        case unknown = 1, metadataFetchFailed, metadataFetchCancelled, metadataFetchTimedOut, metadataFetchNotAllowed
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var metadataFetchFailed: Code { .metadataFetchFailed }
    public static var metadataFetchCancelled: Code { .metadataFetchCancelled }
}

/// What a link leads to: its title, icon, image and video (LinkPresentation's `LPLinkMetadata`).
/// An app or a test may fill it in itself.
open class LPLinkMetadata: @unchecked Sendable {
    public var originalURL: URL?
    public var url: URL?
    public var title: String?
    public var iconProvider: NSItemProvider?
    public var imageProvider: NSItemProvider?
    public var videoProvider: NSItemProvider?
    public var remoteVideoURL: URL?
    public init() {}
}

/// Fetches a link's metadata (LinkPresentation's `LPMetadataProvider`). A snapshot fetches
/// nothing: the fetch fails with `LPError.metadataFetchFailed`.
open class LPMetadataProvider: @unchecked Sendable {
    public var shouldFetchSubresources = true
    public var timeout: TimeInterval = 30
    public init() {}

    /// Fails with `LPError(.metadataFetchFailed)`: there is no network in a snapshot.
    public func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        throw LPError(.metadataFetchFailed)
    }

    /// Calls `completionHandler` at once with `LPError(.metadataFetchFailed)`.
    public func startFetchingMetadata(for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        completionHandler(nil, LPError(.metadataFetchFailed))
    }

    public func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata {
        throw LPError(.metadataFetchFailed)
    }

    public func cancel() {}
}

/// A rich link (LinkPresentation's `LPLinkView`): a UIKit view, which apps put in SwiftUI
/// through `UIViewRepresentable`. It keeps its metadata; a snapshot draws it as ProofUI draws
/// any `UIView` (Docs/SwiftUI/Frameworks.md).
@MainActor
open class LPLinkView: UIView {
    public var metadata: LPLinkMetadata

    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
    }

    /// A link view from an archive: empty metadata (nothing is decoded here).
    public required init?(coder: NSCoder) {
        metadata = LPLinkMetadata()
        super.init(coder: coder)
    }

    /// A link view for a URL, with only the URL as its metadata (as before a fetch).
    public convenience init(url: URL) {
        let metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        self.init(metadata: metadata)
    }
}
