// Status: accepted — UIKit's tab bar controller compiles and keeps its controllers and selection; it is never drawn (SwiftUI's `TabView` is).

/// UIKit's tab interface (`UITabBarController`), which apps meet when they walk the window's
/// controllers (`rootViewController as? UITabBarController`). It keeps its view controllers
/// and the selection as UIKit does; nothing is drawn.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    /// The controllers of the tabs, in order. As in UIKit, setting them keeps the selected
    /// controller when it is still among them, else selects the same index, else the first.
    open var viewControllers: [UIViewController]? {
        didSet {
            guard let viewControllers, !viewControllers.isEmpty else { selection = nil; return }
            if let selection, viewControllers.contains(where: { $0 === selection }) { return }
            let previousIndex = oldValue?.firstIndex { $0 === selection } ?? 0
            selection = viewControllers.indices.contains(previousIndex) ? viewControllers[previousIndex] : viewControllers[0]
        }
    }

    private weak var selection: UIViewController?

    /// The selected tab's controller (nil until there are tabs); setting one of
    /// `viewControllers` selects its tab, and any other controller is ignored.
    open var selectedViewController: UIViewController? {
        get { selection }
        set {
            guard let newValue, viewControllers?.contains(where: { $0 === newValue }) == true else { return }
            selection = newValue
        }
    }

    /// The index of the selected tab in `viewControllers` (0 when there is none); setting a
    /// valid index selects that tab.
    open var selectedIndex: Int {
        get { viewControllers?.firstIndex { $0 === selection } ?? 0 }
        set {
            guard let viewControllers, viewControllers.indices.contains(newValue) else { return }
            selection = viewControllers[newValue]
        }
    }

    /// The tab bar (its appearance is accepted, not drawn).
    open private(set) lazy var tabBar = UITabBar()
    /// Told of selections (never called: nothing is tapped in a snapshot).
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Sets the tabs' controllers (nothing animates in a snapshot).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}

/// What a tab bar controller tells its delegate (UIKit's `UITabBarControllerDelegate`): every
/// method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {}
