// Status: partial — UIKit's spinning-wheel picker keeps its data source, delegate and selected rows (`selectRow(_:inComponent:animated:)`, `selectedRow(inComponent:)`), and counts components and rows through its data source; wrapped in a representable it is not drawn (SwiftUI's wheel `Picker` is), and no row is picked by a touch.

import Foundation

/// UIKit's spinning-wheel picker (`UIPickerView`), as apps wrap it for several wheels side by
/// side (minutes and seconds). Its components and rows come from its data source, read when
/// asked, as UIKit reads them; each component's selected row is row 0 until `selectRow`
/// picks another, and -1 for a component with no rows, as UIKit answers. Selecting from code
/// does not call the delegate's `pickerView(_:didSelectRow:inComponent:)`, as in UIKit.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Gives the number of components and rows.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// Gives rows' titles and views and is told of picks (none happens in a snapshot).
    open weak var delegate: (any UIPickerViewDelegate)?
    /// Whether the selection indicator shows (kept; deprecated in UIKit, which always shows it).
    open var showsSelectionIndicator = true
    private var selectedRows: [Int: Int] = [:]

    /// The number of components (wheels): the data source's, none without one.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The number of rows in `component`: the data source's, none without one.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// The selected row of `component`: row 0 until another is selected (kept within the
    /// component's rows, which may have shrunk since), -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selectedRows[component] ?? 0, rows - 1)
    }

    /// Selects `row` in `component` (at once: nothing animates in a snapshot). A row outside
    /// the component's rows is not selected (UIKit does not document the case).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        selectedRows[component] = row
    }

    /// Reads every component again from the data source (counts are read when asked, so
    /// there is nothing to refresh).
    open func reloadAllComponents() {}
    /// Reads `component` again from the data source.
    open func reloadComponent(_ component: Int) {}
    /// The view shown for `row`: none (no row views are made: the picker is not drawn).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }
}

/// Gives a picker view its components and rows (UIKit's `UIPickerViewDataSource`; both methods required).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker view's rows their titles, views and sizes and is told of picks (UIKit's
/// `UIPickerViewDelegate`): every method is optional. A snapshot draws no picker and picks
/// nothing, so the picker calls none here. The sizes and row views an app's delegate gives
/// (`widthForComponent`, `rowHeightForComponent`, `viewForRow`) are its own methods: UIKit's
/// defaults for them are not documented, so they are not requirements here.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
