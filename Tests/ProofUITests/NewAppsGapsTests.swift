import Foundation
import Testing
import ProofLayout
import ProofRender
@testable import ProofUI

/// SwiftUI API that a sixth set of real apps used and ProofUI lacked (search suggestions and
/// tokens, iOS 18's live date formats, tab sections, toggles over several sources, timer
/// progress, the current argument orders of sliders and steppers, app-defined toolbar
/// content…): each compiles as SwiftUI declares it and draws as SwiftUI documents, or draws
/// the view unchanged and says so.
@MainActor @Suite struct NewAppsGapsTests {
    let start = snapshotTimelineDate

    @Test func timersCountDownOrUpAtTheDateGiven() {
        let interval = start..<start.addingTimeInterval(131 * 60)
        #expect(SystemFormatStyle.Timer.timer(countingDownIn: interval).format(start) == "2:11:00")
        #expect(SystemFormatStyle.Timer.timer(countingDownIn: interval, showsHours: false).format(start) == "131:00")
        #expect(SystemFormatStyle.Timer.timer(countingDownIn: interval, maxFieldCount: 2).format(start) == "2:11")
        #expect(SystemFormatStyle.Timer.timer(countingUpIn: interval).format(start.addingTimeInterval(65)) == "1:05")
        // Dates outside the interval are held to it.
        #expect(SystemFormatStyle.Timer.timer(countingDownIn: interval).format(start.addingTimeInterval(-50)) == "2:11:00")
        #expect(SystemFormatStyle.Timer.timer(countingDownIn: interval).format(start.addingTimeInterval(1e6)) == "0:00")
    }

    @Test func stopwatchesShowHundredthsByDefault() {
        #expect(SystemFormatStyle.Stopwatch.stopwatch(startingAt: start).format(start.addingTimeInterval(65.5)) == "1:05.50")
        #expect(SystemFormatStyle.Stopwatch.stopwatch(startingAt: start, maxPrecision: .seconds(1))
            .format(start.addingTimeInterval(3725)) == "1:02:05")
        #expect(SystemFormatStyle.Stopwatch.stopwatch(startingAt: start).format(start.addingTimeInterval(-5)) == "0:00.00")
    }

    @Test func referencesAndOffsetsAreWords() {
        #expect(SystemFormatStyle.DateReference.reference(to: start.addingTimeInterval(2 * 86_400)).format(start) == "in 2 days")
        #expect(SystemFormatStyle.DateReference.reference(to: start.addingTimeInterval(-20 * 60)).format(start) == "20 minutes ago")
        #expect(SystemFormatStyle.DateReference.reference(to: start).format(start) == "now")
        let later = start.addingTimeInterval(2 * 3600 + 3 * 60 + 4)
        #expect(SystemFormatStyle.DateOffset.offset(to: later).format(start) == "+2 hours, 3 minutes")
        #expect(SystemFormatStyle.DateOffset.offset(to: start).format(later) == "-2 hours, 3 minutes")
        #expect(SystemFormatStyle.DateOffset.offset(to: later, allowedFields: [.minute]).format(start) == "+123 minutes")
    }

    @Test func currentDateTextReadsTheSnapshotDate() throws {
        let text = Text(.currentDate, format: .timer(countingDownIn: start..<start.addingTimeInterval(10)))
        #expect(try describe(text).contains("\"0:10\""))
    }

    #if !canImport(Darwin)
    @Test func personNamesFormatInEachStyle() throws {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "John"
        name.middleName = "Ulysses"
        name.familyName = "Appleseed"
        #expect(name.formatted(.name(style: .long)) == "Dr. John Ulysses Appleseed")
        #expect(name.formatted(.name(style: .medium)) == "John Appleseed")
        #expect(name.formatted(.name(style: .short)) == "John")
        #expect(name.formatted(.name(style: .abbreviated)) == "JA")
        #expect(try PersonNameComponents.FormatStyle(style: .medium).parseStrategy.parse("Anna Maria Smith").middleName == "Maria")
        #expect(try describe(Text(name, format: .name(style: .medium))).contains("\"John Appleseed\""))
    }
    #endif

    @Test func searchSuggestionsAreNotDrawnAndTokensAreNoted() throws {
        struct Fruit: Identifiable { let id: String }
        let plain = try describe(NavigationStack { Text("A").searchable(text: .constant("")) }, height: 200)
        let suggested = try describe(NavigationStack {
            Text("A").searchable(text: .constant("")) { ForEach(["pear"], id: \.self) { Text($0).searchCompletion($0) } }
        }, height: 200)
        #expect(suggested == plain)
        let tokens = try describe(NavigationStack {
            Text("A").searchable(text: .constant(""), tokens: .constant([Fruit(id: "pear")])) { Text($0.id) }
        }, height: 200)
        #expect(tokens.contains("searchable tokens: 1 token not drawn"))
    }

    @Test func togglesOverSourcesAreOnWhenAllAre() throws {
        struct Alarm { var isOn: Bool }
        let allOn = [Binding.constant(Alarm(isOn: true)), .constant(Alarm(isOn: true))]
        let someOn = [Binding.constant(Alarm(isOn: true)), .constant(Alarm(isOn: false))]
        let on = try describe(Toggle("Alarms", isOn: .constant(true)))
        let off = try describe(Toggle("Alarms", isOn: .constant(false)))
        #expect(try describe(Toggle("Alarms", sources: allOn, isOn: \.isOn)) == on)
        let mixed = try describe(Toggle("Alarms", sources: someOn, isOn: \.isOn))
        #expect(mixed.contains("toggle: mixed (some sources on), drawn off"))
        #expect(mixed.replacingOccurrences(of: "\n  note: toggle: mixed (some sources on), drawn off", with: "") != on)
        _ = off
    }

    @Test func timerProgressIsReadAtTheSnapshotDate() throws {
        let interval = start...start.addingTimeInterval(300)
        let countingDown = try describe(ProgressView(timerInterval: interval) { Text("Workout") })
        #expect(countingDown.contains("\"5:00\""))
        #expect(try describe(ProgressView(timerInterval: interval, countsDown: false) { Text("Workout") } currentValueLabel: { EmptyView() })
            == describe(ProgressView(value: 0.0) { Text("Workout") }))
        #expect(try describe(ProgressView(timerInterval: interval) { Text("Workout") } currentValueLabel: { EmptyView() })
            == describe(ProgressView(value: 1.0) { Text("Workout") }))
    }

    @Test func slidersAndSteppersTakeTheCurrentArgumentOrder() throws {
        let old = try describe(Slider(value: .constant(5.0), in: 0...10, step: 1, onEditingChanged: { _ in }) {
            Text("Speed")
        } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") })
        let current = try describe(Slider(value: .constant(5.0), in: 0...10, step: 1) {
            Text("Speed")
        } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") } onEditingChanged: { _ in })
        #expect(current == old)
        #expect(current.contains("\"0\"") && current.contains("\"10\""))
        let stepper = try describe(Stepper { Text("Value") } onIncrement: {} onDecrement: {} onEditingChanged: { _ in })
        #expect(try stepper == describe(Stepper("Value", value: .constant(1))))
    }

    @Test func secureFieldsTakeALabelView() throws {
        let field = try describe(SecureField(text: .constant("abc"), prompt: Text("Required")) { Text("Password") })
        #expect(field.contains("\"\u{2022}\u{2022}\u{2022}\""))
        #expect(try describe(SecureField(text: .constant(""), prompt: Text("Required")) { Text("Password") }).contains("\"Required\""))
    }

    @Test func tabSectionsJoinTheTabBar() throws {
        let flat = try describe(TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab("Bell", systemImage: "bell") { Text("Bell") }
        }, height: 300)
        let sectioned = try describe(TabView {
            Tab("Home", systemImage: "house") { Text("Home") }.customizationID("home")
            TabSection("More") {
                Tab("Bell", systemImage: "bell") { Text("Bell") }
            }
            .sectionActions { Button("Add") {} }
        }
        .tabViewCustomization(.constant(TabViewCustomization())), height: 300)
        #expect(sectioned == flat)
    }

    @Test func tabCustomizationsStoreVisibilities() throws {
        var customization = TabViewCustomization()
        #expect(customization[visibility: "home"] == .automatic)
        customization[visibility: "home"] = .hidden
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization && decoded[visibility: "home"] == .hidden)
        customization.resetVisibility()
        #expect(customization == TabViewCustomization())
    }

    struct LeadingItems: ToolbarContent {
        let showsBell: Bool
        var body: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) { Text("Gear") }
            if showsBell {
                ToolbarItem(placement: .topBarLeading) { Text("Bell") }
            }
        }
    }

    @Test func appToolbarContentIsMadeOfItsBody() throws {
        let own = try describe(NavigationStack { Text("A").toolbar { LeadingItems(showsBell: true) } }, height: 200)
        let written = try describe(NavigationStack {
            Text("A").toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Gear") }
                ToolbarItem(placement: .topBarLeading) { Text("Bell") }
            }
        }, height: 200)
        #expect(own == written)
        #expect(own.contains("\"Bell\""))
        #expect(try !describe(NavigationStack { Text("A").toolbar { LeadingItems(showsBell: false) } }, height: 200).contains("\"Bell\""))
    }

    @Test func selectionStyleIsTheCellSelectionGrey() throws {
        let light = try renderer.render(Rectangle().fill(.selection), in: scaleOne(), size: .fixed(width: 2, height: 2)).bitmap
        #expect(light.hex(0, 0) == "#d1d1d6ff")
        let dark = try renderer.render(Rectangle().fill(.selection), in: scaleOne { $0.colorScheme = .dark },
                                       size: .fixed(width: 2, height: 2)).bitmap
        #expect(dark.hex(0, 0) == "#3a3a3cff")
    }

    @Test func capInsetsAndTilingAreNoted() throws {
        var picture = Bitmap(width: 4, height: 4)
        picture[0, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        let image = Image(bitmap: picture)
        let stretched = try describe(image.resizable().frame(width: 8, height: 8))
        #expect(try describe(image.resizable(capInsets: EdgeInsets()).frame(width: 8, height: 8)) == stretched)
        let capped = try describe(image.resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), resizingMode: .tile)
            .frame(width: 8, height: 8))
        #expect(capped.contains("resizable: cap insets (1.0, 1.0, 1.0, 1.0) not kept; tiling drawn stretched"))
    }

    @Test func dateIntervalsAndBoundedMultiDatePickers() throws {
        let interval = DateInterval(start: start, duration: 86_400)
        #expect(try describe(Text(interval)) == describe(Text(start...start.addingTimeInterval(86_400))))
        let days: Set<DateComponents> = [DateComponents(year: 2001, month: 1, day: 3)]
        #expect(try describe(MultiDatePicker("Dates", selection: .constant(days), in: start..<start.addingTimeInterval(1e7)), height: 400)
            == describe(MultiDatePicker("Dates", selection: .constant(days)), height: 400))
    }

    @Test func buttonBorderShapesAreShapes() throws {
        let capsule = try renderer.render(Color.red.clipShape(ButtonBorderShape.capsule), in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        // A capsule's outline as a path (built-in shapes may be drawn by the painter directly).
        struct CapsuleOutline: ProofUI.Shape { func path(in rect: CGRect) -> ProofUI.Path { Capsule().path(in: rect) } }
        let drawn = try renderer.render(Color.red.clipShape(CapsuleOutline()), in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        let square = try renderer.render(Color.red, in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        let pixels = { (bitmap: Bitmap) in (0..<10).flatMap { y in (0..<20).map { x in bitmap.hex(x, y) } } }
        #expect(pixels(capsule) == pixels(drawn))
        #expect(capsule.hex(0, 0) != square.hex(0, 0) && capsule.hex(10, 5) == square.hex(10, 5))
        let border = try describe(Text("A").background(.red, in: .buttonBorder))
        #expect(border.contains("Text"))
    }
}
