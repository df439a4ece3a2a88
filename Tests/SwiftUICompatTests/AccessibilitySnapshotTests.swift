import ProofTesting
import ProofUI
import Testing

/// The settings screen as VoiceOver meets it: the accessibility snapshot, verified against its
/// reference like any picture, with every audit on the same renders.
@Test func settingsAccessibilitySnapshot() throws {
    var base = EnvironmentValues()
    base.displayScale = 1
    assertSnapshots(of: "settings", in: try .environments(base: base), as: [.image, .accessibility], size: .device,
                    audits: AuditPolicy.all.warning(.contrast)) { _ in
        SettingsView()
    }
}

/// The elements in reading order, with what VoiceOver reads of each.
@MainActor @Test func accessibilityElementsInReadingOrder() throws {
    var environment = EnvironmentValues()
    environment.displayScale = 1
    let layout = try Renderer().layout(
        VStack {
            Text("Title").accessibilityAddTraits(.isHeader)
            Button { } label: { Image(systemName: "trash") }.accessibilityLabel("Delete").accessibilityHint("Removes the card")
            Label("Favourites", systemImage: "star.fill")
            Image(systemName: "bell").accessibilityHidden(true)
            Toggle("Alerts", isOn: .constant(true))
            Text("Total").accessibilityValue("12").accessibilityIdentifier("total")
        }, in: environment, size: .fixed(width: 390, height: 400))
    let elements = layout.accessibilityElements
    #expect(elements.map(\.label) == ["Title", "Delete", "Favourites", "Alerts", "Total"])
    #expect(elements.map(\.traits) == [["header"], ["button"], ["staticText"], ["toggle"], ["staticText"]])
    #expect(elements[1].details == "button — hint: Removes the card")
    #expect(elements[4].details == "value: 12 — staticText — id: total")
}
