// Status: accepted — UIKit's search controller compiles and is kept on its navigation item; it is never active and never drawn.

import Foundation

/// A search bar presenting search results (UIKit's `UISearchController`). Kept, not drawn, as
/// every UIKit view controller in a representable: a snapshot types nothing, so the controller
/// is never active and its results updater is never asked.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar (kept; a navigation item's search bar is not drawn).
    public let searchBar = UISearchBar()
    /// The controller that shows the results (nil: results are shown in place).
    public let searchResultsController: UIViewController?
    /// Told when the search text changes: never in a snapshot.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the search is presented or dismissed: never in a snapshot.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the search is presented (false until the app sets it).
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    /// The iOS 8 name of `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    open var automaticallyShowsScopeBar = true

    /// A search controller showing its results in `searchResultsController` (in place when nil).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller showing its results in place.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// From an archive: nothing is decoded (no storyboard is loaded here).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// What updates search results as the text changes (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate (UIKit's `UISearchControllerDelegate`): every
/// method is optional; none is called in a snapshot.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {}
