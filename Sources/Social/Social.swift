// `import Social` on Linux, for share extensions' files that write it: `SLComposeServiceViewController`
// and `SLComposeViewController`. A snapshot runs no extension and posts nothing. Opt-in,
// through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// Social is used.
@_exported import Foundation
@_exported import ProofUI

/// A share extension's compose sheet (Social's `SLComposeServiceViewController`): its text is
/// kept; nothing is posted.
@MainActor @preconcurrency
open class SLComposeServiceViewController: UIViewController {
    /// The text being composed.
    open var contentText: String! = ""
    /// The placeholder of the text view.
    open var placeholder: String?
    /// The number of characters left, when the app limits them.
    open var charactersRemaining: NSNumber?
    /// Whether the content can be posted: true by default, as Social's.
    open func isContentValid() -> Bool { true }
    /// Called when the user posts: never in a snapshot.
    open func didSelectPost() {}
    /// Called when the user cancels: never.
    open func didSelectCancel() {}
    /// The configuration rows: none by default.
    open func configurationItems() -> [Any]! { [] }
    /// Asks for `isContentValid()` again (it is read when asked).
    open func validateContent() {}
}

/// A post's compose sheet for a service (Social's `SLComposeViewController`, deprecated).
@MainActor @preconcurrency
open class SLComposeViewController: UIViewController {
    /// Whether the service has an account: no accounts exist here.
    open class func isAvailable(forServiceType serviceType: String) -> Bool { false }
    /// No sheet: there is no service.
    public convenience init?(forServiceType serviceType: String) { return nil }
    @discardableResult open func setInitialText(_ text: String) -> Bool { false }
    @discardableResult open func add(_ image: UIImage) -> Bool { false }
    @discardableResult open func add(_ url: URL) -> Bool { false }
}
