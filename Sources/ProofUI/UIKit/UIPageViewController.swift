// Status: partial — UIKit's page view controller keeps its pages: `setViewControllers(_:direction:animated:completion:)` shows them at once (completion called with true), its data source is asked for the pages around them, and the spine and double-sidedness follow UIKit's defaults; wrapped in a representable it is not drawn, and no page is turned (a snapshot has no touches).

import Foundation

/// A controller showing one page (or two, at a middle spine) of content at a time, each page a
/// view controller (UIKit's `UIPageViewController`), as SwiftUI apps wrap it before iOS 14's
/// paged `TabView`. Setting pages shows them at once (nothing animates in a snapshot); the
/// data source's pages before and after are what a swipe would show, and no swipe happens
/// here: only the app's own `setViewControllers` calls turn pages.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change (UIKit's `UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// The axis pages are laid along (UIKit's `UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way pages turn (UIKit's `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Where a page-curl book's spine is (UIKit's `UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style's.
        case none = 0
        /// The left or top edge: one page shown.
        case min = 1
        /// The middle: two pages shown.
        case mid = 2
        /// The right or bottom edge: one page shown.
        case max = 3
    }

    /// The keys of the options a page view controller is made with (UIKit's
    /// `UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine's location, a ``SpineLocation``'s raw value (page curl only).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (scroll only).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The axis pages are laid along.
    public let navigationOrientation: NavigationOrientation
    /// The spine's location: the `.spineLocation` option, else `.min` for page curl and
    /// `.none` for scroll, as UIKit documents.
    open private(set) var spineLocation: SpineLocation
    /// Whether content is on the back of pages: true at a middle spine, else false, as in UIKit.
    open var isDoubleSided: Bool
    /// The pages shown (nil until set).
    open private(set) var viewControllers: [UIViewController]?
    /// Gives the pages before and after the shown ones.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told of page turns (none happens: nothing is touched in a snapshot).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The recognizers that turn pages: a page curl's pan and tap (which never recognize here);
    /// none for scroll, as in UIKit.
    open private(set) lazy var gestureRecognizers: [UIGestureRecognizer] =
        transitionStyle == .pageCurl ? [UIPanGestureRecognizer(), UITapGestureRecognizer()] : []

    /// A page view controller. `options` may hold the spine location (page curl) or the
    /// space between pages (scroll).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let asked = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
        spineLocation = style == .pageCurl ? (asked ?? .min) : .none
        isDoubleSided = spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// A page curl controller, horizontal (UIKit's defaults for a controller from a storyboard).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        isDoubleSided = false
        super.init(coder: coder)
    }

    /// A page curl controller, horizontal, with no nib (UIKit's defaults).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        isDoubleSided = false
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Shows `viewControllers` (one page, two at a middle spine): at once, since nothing
    /// animates in a snapshot, then calls `completion` with true, as UIKit does when the
    /// transition finishes. The pages become the controller's children.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        for page in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === page }) {
            page.removeFromParent()
        }
        for page in viewControllers ?? [] where page.parent !== self { addChild(page) }
        self.viewControllers = viewControllers
        completion?(true)
    }
}

/// Gives a page view controller its pages (UIKit's `UIPageViewControllerDataSource`). The two
/// page methods are required; the page indicator's count and index are optional (none by
/// default: a scroll controller then shows no page control).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, nil at the start.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, nil at the end.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the page indicator shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the page indicator marks.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told of a page view controller's turns (UIKit's `UIPageViewControllerDelegate`): every
/// method is optional; none is called in a snapshot, where no page is turned by a touch.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation { .portrait }
}
