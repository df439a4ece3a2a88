// Status: partial — UIKit's split view controller keeps its columns' controllers, display mode and split behaviour; `isCollapsed` follows the render's horizontal size class; wrapped in a representable it is not drawn (SwiftUI's `NavigationSplitView` is).

import Foundation

/// Columns of controllers side by side (UIKit's `UISplitViewController`). The controllers of
/// each column are kept (`setViewController(_:for:)`, `viewControllers`); it is collapsed to
/// one column where the render's horizontal size class is compact, as UIKit collapses it.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns (UIKit's `UISplitViewController.Style`).
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// A column (UIKit's `UISplitViewController.Column`).
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    /// How the columns are shown (UIKit's `UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }
    /// How the columns share the width (UIKit's `UISplitViewController.SplitBehavior`).
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }

    /// The style the controller was made with.
    public let style: Style
    open var preferredDisplayMode = DisplayMode.automatic
    open var preferredSplitBehavior = SplitBehavior.automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open weak var delegate: (any UISplitViewControllerDelegate)?
    private var columns: [Column: UIViewController] = [:]

    /// UIKit's automatic dimension.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// A split view controller with `style`'s columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The display mode shown: the preferred one (what `.automatic` resolves to depends on the
    /// device and is not documented: it stays `.automatic`).
    open var displayMode: DisplayMode { preferredDisplayMode }
    /// The split behaviour in use: the preferred one.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior }
    /// Whether only one column shows: where the render's horizontal size class is compact.
    open var isCollapsed: Bool { renderingEnvironment.horizontalSizeClass == .compact }

    /// The columns' controllers: primary, supplementary (triple column), secondary.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            for controller in columns.values { controller.removeFromParent() }
            columns = [:]
            let order: [Column] = newValue.count == 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
        }
    }

    /// Puts `vc` in `column` (nil empties it).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column]?.removeFromParent()
        columns[column] = vc
        if let vc { addChild(vc) }
    }

    /// The controller of `column`.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows `column`: a snapshot shows SwiftUI's views, not the split view, so nothing changes.
    open func show(_ column: Column) {}
    /// Hides `column`: nothing changes, as for `show`.
    open func hide(_ column: Column) {}
}

/// What a split view controller tells its delegate (UIKit's `UISplitViewControllerDelegate`):
/// every method optional; none is called in a snapshot.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {}
