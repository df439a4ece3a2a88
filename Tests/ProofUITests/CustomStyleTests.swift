import Testing
@testable import ProofUI

private struct StackedLabeledContent: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

private struct PlusMinusDisclosure: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            HStack {
                Text(configuration.isExpanded ? "−" : "+")
                configuration.label
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct PercentGauge: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.value * 100).rounded()))%")
        }
    }
}

private struct PaddedMenu: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).padding(7)
    }
}

/// Custom styles of the controls draw from their configurations, as in SwiftUI.
@MainActor @Suite struct CustomStyleTests {
    @Test func labeledContentStyle() throws {
        let description = try describe(LabeledContent("Version", value: "2.1").labeledContentStyle(StackedLabeledContent()), height: 200)
        #expect(description.contains("VStack"))
        #expect(description.contains("Text caption"))
        #expect(!description.contains("Spacer"), "the automatic style's spacer is gone: \(description)")
    }

    @Test func disclosureGroupStyleReadsIsExpanded() throws {
        let open = DisclosureGroup("More", isExpanded: .constant(true)) { Text("Details") }.disclosureGroupStyle(PlusMinusDisclosure())
        let closed = DisclosureGroup("More") { Text("Details") }.disclosureGroupStyle(PlusMinusDisclosure())
        let openText = try describe(open, height: 200), closedText = try describe(closed, height: 200)
        #expect(openText.contains("\"−\"") && openText.contains("\"Details\""))
        #expect(closedText.contains("\"+\"") && !closedText.contains("\"Details\""))
    }

    @Test func gaugeStyleGetsTheClampedValue() throws {
        let gauge = Gauge(value: 130, in: 0...200) { Text("Fuel") }.gaugeStyle(PercentGauge())
        #expect(try describe(gauge).contains("\"65%\""))
        let over = Gauge(value: 3.0) { Text("Fuel") }.gaugeStyle(PercentGauge())
        let overText = try describe(over)
        #expect(overText.contains("\"100%\"") && overText.contains("note"), "clamped and noted: \(overText)")
    }

    @Test func menuStyleWrapsTheMenu() throws {
        let menu = Menu("Sort") { Button("Name") {} }.menuStyle(PaddedMenu())
        let description = try describe(menu)
        #expect(description.contains("Padding 7"))
        #expect(description.contains("\"Sort\""))
    }
}
