import Foundation
import ProofTesting
import Testing

/// System chrome and form rows at XS, L, AX1 and AX5 (Docs/SwiftUI/Chrome.md): the bars keep
/// UIKit's size, the rows grow and stack their values.
enum ChromePage: String, CaseIterable, Sendable {
    /// A tab view with the iOS 13 `.tabItem { Image; Text }` form, a large title, bar
    /// buttons (a symbol and a text), a segmented picker and a list; a badge on a tab and
    /// on a row.
    case tabs
    /// A settings form in a sheet-like stack: an inline title, value rows, a toggle, a
    /// picker, a stepper and a bottom toolbar.
    case form
}

struct ChromeGallery: View {
    let page: ChromePage

    var body: some View {
        switch page {
        case .tabs: TabsPage()
        case .form: FormPage()
        }
    }
}

private struct TabsPage: View {
    @State private var kind = "All"

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Picker("Kind", selection: $kind) {
                        Text("All").tag("All"); Text("Carbon").tag("Carbon"); Text("Metal").tag("Metal"); Text("Wire").tag("Wire")
                    }
                    .pickerStyle(.segmented)
                    Text("10 kΩ carbon film")
                    Text("4.7 kΩ metal film")
                        .badge("New")
                    Text("220 Ω wirewound")
                }
                .navigationTitle("Resistors")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } }
                }
            }
            .tabItem { Image(systemName: "house"); Text("Parts") }
            Text("Orders").tabItem { Image(systemName: "bag"); Text("Orders") }
                .badge(3)
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

private struct FormPage: View {
    @State private var notify = true
    @State private var count = 3
    @State private var unit = "Ω"

    var body: some View {
        NavigationStack {
            Form {
                LabeledContent("Tolerance", value: "±1 %")
                Toggle("Notifications", isOn: $notify)
                Picker("Unit", selection: $unit) { Text("Ω").tag("Ω"); Text("kΩ").tag("kΩ") }
                Stepper("Quantity: \(count)", value: $count)
            }
            .navigationTitle("Resistor settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share") }
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "trash") }.accessibilityLabel("Delete") }
            }
        }
    }
}

@Test func chromeGallery() throws {
    var base = EnvironmentValues()
    base.displayScale = 1
    assertSnapshots(of: try Permutations<ChromePage>(axis: "page"),
                    in: try .environments(categories: [.extraSmall, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge],
                                          base: base),
                    as: .both, size: .device, audits: .all) { page in
        ChromeGallery(page: page)
            .auditWaiver(.contrast, reason: "iOS's own tint: system blue bar buttons are 4.0:1 on the bar (WCAG asks 4.5:1), as on a device")
    }
}
