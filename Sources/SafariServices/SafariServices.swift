// `import SafariServices` on Linux, for SwiftUI apps' files that write it: the Safari view
// controller apps wrap in representables, drawn as any UIKit view controller is in a snapshot
// (empty space, noted in the text description). Opt-in, through the `ProofUILinuxModules`
// product (see Package.swift). On Apple platforms Apple's SafariServices is used.
@_exported import Foundation
@_exported import ProofUI

/// What a Safari view controller tells (SafariServices' `SFSafariViewControllerDelegate`;
/// every method is optional).
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}

/// A web page in Safari's interface (SafariServices' `SFSafariViewController`).
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// A Safari view controller's settings (SafariServices' `SFSafariViewController.Configuration`).
    @MainActor @preconcurrency
    open class Configuration {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public init() {}
    }

    /// The dismiss button's title (SafariServices' `SFSafariViewController.DismissButtonStyle`).
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle = DismissButtonStyle.done
    open private(set) var configuration: Configuration
    /// The page shown.
    public let url: URL

    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) { self.init(url: URL, configuration: Configuration()) }

    /// Not made from a storyboard here (none is loaded): nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
