// Status: partial — UIKit's collection view keeps its layout, data source, delegate, registrations and selection, and counts sections and items through its data source; wrapped in a representable it is not drawn, and no cell is laid out. A dequeued cell is a plain `UICollectionViewCell`: Swift on Linux cannot make the registered subclass from its type.

import Foundation

/// How a collection view places its cells (UIKit's `UICollectionViewLayout`).
@preconcurrency @MainActor
open class UICollectionViewLayout {
    public init() {}
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// Marks the layout out of date (nothing is laid out here).
    open func invalidateLayout() {}
}

/// A grid of cells in lines (UIKit's `UICollectionViewFlowLayout`), with UIKit's documented
/// defaults: 50 × 50 points items, 10 points between lines and items, vertical scrolling.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var sectionInset = UIEdgeInsets.zero
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    /// The estimated size that asks cells to size themselves (UIKit's `automaticSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

/// A view a collection view reuses (UIKit's `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with.
    open internal(set) var reuseIdentifier: String?
    /// Called before the view is reused: nothing by default.
    open func prepareForReuse() {}
}

/// A cell of a collection view (UIKit's `UICollectionViewCell`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in.
    public private(set) lazy var contentView: UIView = {
        let view = UIView(frame: bounds)
        addSubview(view)
        return view
    }()
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
}

/// Gives a collection view its cells (UIKit's `UICollectionViewDataSource`): the item count and
/// the cells are required; the section count is 1 by default.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Told of a collection view's selection and scrolling (UIKit's `UICollectionViewDelegate`):
/// every method optional; nothing is touched in a snapshot, so none is called.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// Gives a flow layout its sizes (UIKit's `UICollectionViewDelegateFlowLayout`): the app's
/// own methods (nothing is laid out here).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}

/// A scrolling view of cells (UIKit's `UICollectionView`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The axis a flow layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// Where an item scrolled to ends up (UIKit's `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    open weak var dataSource: (any UICollectionViewDataSource)?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView?
    private var registrations: [String: AnyClass] = [:]
    private var selected: [IndexPath] = []

    /// A collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view from an archive: a flow layout (nothing is decoded here).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// Registers `cellClass` for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `identifier`: a plain `UICollectionViewCell` with that identifier (Swift on
    /// Linux cannot make the registered subclass from its type, whose `init(frame:)` is not
    /// `required`). UIKit raises for an identifier never registered; this stops likewise.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        precondition(registrations.keys.contains(identifier),
                     "could not dequeue a cell with identifier \(identifier): register a class for it first")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The sections: the data source's (1 by default), none without one.
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// The items of `section`: the data source's.
    open func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// Reads the data again: counts are read when asked; selections of items gone are dropped.
    open func reloadData() {
        selected.removeAll { $0.section >= numberOfSections || $0.item >= numberOfItems(inSection: $0.section) }
    }

    /// The selected items (nil when none, as in UIKit).
    open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects the item at `indexPath` (the only one unless multiple selection is allowed;
    /// nil deselects every item). The delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            selected = []
            return
        }
        if !allowsMultipleSelection { selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
    }

    /// Deselects the item at `indexPath`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
    }

    /// Scrolls to an item: nothing is laid out, so the offset stays.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}

nonisolated extension IndexPath {
    /// The path of `item` in `section` (UIKit's).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The path of `row` in `section` (UIKit's).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The item: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The row: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
