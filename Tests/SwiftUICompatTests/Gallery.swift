import Foundation
import ProofTesting
import Testing

/// Every system control in its states, on one page per family, for the gallery suite.
enum GalleryPage: String, CaseIterable, Sendable {
    case buttons, inputs, lists, dates
}

struct ControlsGallery: View {
    let page: GalleryPage

    var body: some View {
        switch page {
        case .buttons: ButtonsPage()
        case .inputs: InputsPage()
        case .lists: ListsPage()
        case .dates: DatesPage()
        }
    }
}

private struct ButtonsPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // Rows of a few buttons wrap into columns at large text sizes, as an app would lay
            // them out with ViewThatFits; here simply one per line.
            VStack(alignment: .leading, spacing: 8) {
                Button("Automatic") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Delete", role: .destructive) {}
                Button("Off") {}.disabled(true)
            }
            VStack(alignment: .leading, spacing: 8) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
            VStack(alignment: .leading, spacing: 8) {
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            Button {} label: { Text("Large").frame(maxWidth: .infinity) }
                .buttonStyle(.borderedProminent).controlSize(.large).tint(.orange)
            VStack(alignment: .leading, spacing: 8) {
                Link("Link", destination: URL(string: "https://example.com")!)
                Menu("Menu") { Button("One") {} }
                EditButton()
                Label("Title only", systemImage: "star").labelStyle(.titleOnly)
            }
        }
        .padding()
    }
}

private struct InputsPage: View {
    @State private var on = true
    @State private var off = false
    @State private var volume = 0.3
    @State private var low = -4.0
    @State private var count = 2
    @State private var name = "Ann"
    @State private var empty = ""
    @State private var secret = "hunter2"
    @State private var flavor = "Mint"
    @State private var missing = "Plum"
    @State private var color = Color.indigo
    @State private var date = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var expanded = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("On", isOn: $on)
            Toggle("Off", isOn: $off)
            Toggle("Disabled", isOn: $on).disabled(true)
            Slider(value: $volume)
            Slider(value: $low, in: 0...10)
            Stepper("Count: \(count)", value: $count, in: 0...5)
            ProgressView("Download", value: 0.6)
            ProgressView(value: 1.7)
            ProgressView(value: Double.nan)
            HStack { ProgressView(); ProgressView("Loading") }
            Gauge(value: 0.25) { Text("Battery") }
            TextField("Name", text: $name)
            TextField("Empty prompt", text: $empty).textFieldStyle(.roundedBorder)
                .auditWaiver(.truncation, reason: "a one-line field cuts its prompt at AX5, as iOS does")
            SecureField("Password", text: $secret)
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Mint", "Cocoa"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            .auditWaiver(.truncation, reason: "segments share the width and cut their labels at AX5, as UISegmentedControl does")
            Picker("Missing", selection: $missing) {
                ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) }
            }
            DatePicker("Date", selection: $date)
                .auditWaiver(.truncation, reason: "the compact date and time buttons cut their text at AX5, as iOS does")
            ColorPicker("Color", selection: $color)
            DisclosureGroup("Details", isExpanded: $expanded) { Text("Shown when expanded") }
            DisclosureGroup("More") { Text("Hidden") }
        }
        .padding()
    }
}

private struct ListsPage: View {
    @State private var wifi = true

    var body: some View {
        Form {
            Section {
                Toggle("Wi-Fi", isOn: $wifi)
                NavigationLink("Bluetooth") { Text("Bluetooth") }
                LabeledContent("Version", value: "18.1")
            } header: {
                Text("Connections")
            } footer: {
                Text("Changes apply at once.")
            }
            Section("Picker inline") {
                Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                }
                .pickerStyle(.inline)
            }
        }
        .environment(\.scrollSnapshotMode, .wholeContent)
    }
}

private struct DatesPage: View {
    @State private var date = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var days: Set<DateComponents> = [
        DateComponents(year: 2023, month: 11, day: 3), DateComponents(year: 2023, month: 11, day: 17),
        DateComponents(year: 2023, month: 11, day: 24),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DatePicker("Graphical", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
            MultiDatePicker("Days", selection: $days)
            HStack(spacing: 16) {
                Gauge(value: 0.7) { Text("CPU") } currentValueLabel: { Text("70") }.gaugeStyle(.accessoryCircular)
                Gauge(value: 0.25) { Text("Mem") }.gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 1.4) { Text("Over") }.gaugeStyle(.accessoryCircular)
            }
        }
        .padding()
    }
}

/// The gallery, verified against references: every control page in light and dark, left to
/// right and right to left, at the smallest and largest text sizes (pictures at one pixel a
/// point to keep the references small, with the text description of each).
@Test func controlsGallery() throws {
    var base = EnvironmentValues()
    base.displayScale = 1
    assertSnapshots(of: try Permutations<GalleryPage>(axis: "page"),
                    in: try .environments(categories: [.extraSmall, .accessibilityExtraExtraExtraLarge], schemes: .all,
                                          directions: .all, base: base),
                    as: .both, audits: .all) { page in
        ControlsGallery(page: page)
            .auditWaiver(.contrast, .touchTarget, reason: "the gallery shows iOS's own controls in their own colours and sizes: "
                + "system blue text is 4.0:1 on white (WCAG asks 4.5:1), borderless buttons are 22 pt tall")
    }
}
