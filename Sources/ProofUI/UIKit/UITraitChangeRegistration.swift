// Status: accepted — iOS 17's trait change registration (`registerForTraitChanges(_:handler:)` with the system traits) compiles and returns a registration; a render's traits never change while it runs, so no handler is called.

/// An object with traits (UIKit's `UITraitEnvironment`): views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// A trait a registration can watch (UIKit's `UITraitDefinition`).
public protocol UITraitDefinition {}

/// A trait type, as registrations list them (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// A registration for trait changes, which `unregisterForTraitChanges(_:)` ends (UIKit's
/// `UITraitChangeRegistration`).
public protocol UITraitChangeRegistration: Sendable {}

/// A registration made here: it is never called (a render's traits are fixed).
nonisolated struct TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [String]
}

extension UITraitEnvironment {
    /// Registers `handler` to run when one of `traits` changes (iOS 17). A render's traits are
    /// fixed while it runs, so the handler is never called, as UIKit calls it only on a change.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits.map { String(describing: $0) })
    }

    /// Ends a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

/// The light or dark appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The Dynamic Type size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {}
/// The device idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
/// The increased contrast trait.
public enum UITraitAccessibilityContrast: UITraitDefinition {}
/// The bold text trait.
public enum UITraitLegibilityWeight: UITraitDefinition {}
/// The elevated (presented) level trait.
public enum UITraitUserInterfaceLevel: UITraitDefinition {}
/// The active appearance trait.
public enum UITraitActiveAppearance: UITraitDefinition {}
