import Charts
import Foundation
import ProofRender
import ProofTesting
import Testing

/// Drag and drop with `UTType` content types and a drop delegate, and UIKit's calendar view,
/// as real app files use them with `import SwiftUI` alone.
@MainActor @Suite struct AppleFrameworkGapsTests {
    func environment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        return environment
    }

    /// Drop modifiers change nothing drawn: a snapshot has no drag.
    @Test func dropDestinationsDrawTheViewUnchanged() throws {
        let size = RenderSize.fixed(width: 60, height: 40)
        let plain = try Renderer().render(ReorderableRows(withDrop: false), in: environment(), size: size)
        let dropping = try Renderer().render(ReorderableRows(withDrop: true), in: environment(), size: size)
        #expect(dropping.bitmap == plain.bitmap)
        // SwiftUI's yellow is the system yellow, rgb(255, 204, 0) in light mode.
        #expect(dropping.bitmap[2, 2].description == "#ffcc00ff")
        #expect(dropping.textDescription.contains("\"One\"") && dropping.textDescription.contains("\"Two\""))
    }

    /// A delegate's own methods run as the app wrote them; the defaults are SwiftUI's.
    @Test func dropDelegatesKeepTheirBehaviourAndSwiftUIsDefaults() {
        var items = ["a", "b", "c"]
        var dragged: String? = "a"
        let delegate = ReorderDropDelegate(item: "c", items: Binding(get: { items }, set: { items = $0 }),
                                           dragged: Binding(get: { dragged }, set: { dragged = $0 }))
        let info = DropInfo.proofDropInfo(location: CGPoint(x: 3, y: 4))
        #expect(info.location == CGPoint(x: 3, y: 4))
        #expect(!info.hasItemsConforming(to: [.plainText]) && info.itemProviders(for: [UTType.text]).isEmpty)
        delegate.dropEntered(info: info)
        #expect(items == ["b", "c", "a"])
        #expect(delegate.validateDrop(info: info))
        #expect(delegate.dropUpdated(info: info)?.operation == .move)
        #expect(delegate.performDrop(info: info) && dragged == nil)
        #expect(UTType.plainText.conforms(to: .text) && UTType.fileURL.conforms(to: .url))
    }

    /// A calendar view keeps what is set; wrapped, it is a UIKit view and is not drawn.
    @Test func aCalendarViewKeepsWhatIsSetAndIsNotDrawn() throws {
        let calendarView = UICalendarView()
        let selection = UICalendarSelectionSingleDate(delegate: nil)
        calendarView.selectionBehavior = selection
        selection.setSelected(DateComponents(year: 2025, month: 6, day: 1), animated: false)
        #expect((calendarView.selectionBehavior as? UICalendarSelectionSingleDate)?.selectedDate?.day == 1)
        calendarView.setVisibleDateComponents(DateComponents(year: 2025, month: 6), animated: true)
        #expect(calendarView.visibleDateComponents.month == 6)
        let multiple = UICalendarSelectionMultiDate(delegate: nil)
        multiple.setSelectedDates([DateComponents(day: 2), DateComponents(day: 3)], animated: false)
        #expect(multiple.selectedDates.map(\.day) == [2, 3])

        let snapshot = try Renderer().render(EventCalendar(selectedDate: .constant(nil)), in: environment(),
                                             size: .fixed(width: 20, height: 20))
        #expect(snapshot.bitmap == Bitmap(width: 20, height: 20, fill: .white))
        #expect(snapshot.textDescription.contains("EventCalendar is a UIKit view: not drawn"))
        UITextField.appearance().clearButtonMode = .whileEditing
    }

    /// A navigation controller's bar holds its stack's items, as UIKit's does.
    @Test func aNavigationBarHoldsTheStacksItems() {
        let root = UIViewController()
        root.navigationItem.title = "Events"
        let detail = UIViewController()
        detail.navigationItem.title = "Picnic"
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.navigationBar.topItem === root.navigationItem && navigation.navigationBar.backItem == nil)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.navigationBar.topItem?.title == "Picnic" && navigation.navigationBar.backItem?.title == "Events")
        navigation.navigationBar.topItem?.backButtonDisplayMode = .minimal
        #expect(detail.navigationItem.backButtonDisplayMode == .minimal && root.navigationItem.backButtonDisplayMode == .default)
        _ = navigation.popViewController(animated: true)
        #expect(navigation.navigationBar.items?.count == 1)
    }
}

/// Charts' date bins compute their edges; a scrolling chart draws the charts placeholder.
@MainActor @Suite struct ChartBinsAndScrollingTests {
    @Test func dateBinsStartAtTheUnitAndCoverTheRange() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let start = Date(timeIntervalSince1970: 3600 * 24 * 10 + 3600 * 7 + 1200) // day 10, 07:20
        let bins = DateBins(unit: .hour, by: 3, calendar: calendar, range: start...start.addingTimeInterval(3600 * 8))
        // 07:00, 10:00, 13:00, 16:00: from the hour holding 07:20 to the first edge past 15:20.
        #expect(bins.thresholds.map { $0.timeIntervalSince1970 - 3600 * 24 * 10 } == [7, 10, 13, 16].map { Double($0) * 3600 })
        #expect(bins.count == 3 && bins[1].lowerBound == bins.thresholds[1])
        let days = (0..<3).map { DailyPages(id: $0, day: start.addingTimeInterval(Double($0) * 86400), pages: 10 * $0) }
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let snapshot = try Renderer().render(PagesChart(days: days, forecastRange: start...start.addingTimeInterval(86400)),
                                             in: environment, size: .fixed(width: 100, height: 100))
        #expect(snapshot.textDescription.components(separatedBy: "Chart (Charts) cannot run in a snapshot").count == 3)
    }
}

/// Foundation's key-value coding forms on `UserDefaults`, which apps use to save.
@Suite struct UserDefaultsKeyValueCodingTests {
    @Test func setValueStoresAsSetDoes() throws {
        let defaults = try #require(UserDefaults(suiteName: "proofsheet.kvc.\(UUID().uuidString)"))
        let data = Data([1, 2, 3])
        defaults.setValue(data, forKey: "Cards")
        #expect(defaults.data(forKey: "Cards") == data)
        #expect(defaults.value(forKey: "Cards") as? Data == data)
        defaults.setValue(nil, forKey: "Cards")
        #expect(defaults.object(forKey: "Cards") == nil)
    }
}
