import ProofRender
import Testing
@testable import ProofUI

/// System chrome keeps UIKit's size at every text size; list rows reflow at the accessibility
/// sizes; the audits' known false alarms stay quiet while the true findings they resemble
/// are still found.
@MainActor
struct AccessibilitySizeTests {
    struct DrawnText {
        var string: String
        var size: Double
        var frame: Rect
    }

    /// The texts of a render in tree order, with their font size and frame; SF Symbols as
    /// `symbol:<name>`.
    func texts(_ layout: LayoutSnapshot) -> [DrawnText] {
        let tree = layout.tree
        return tree.store.elements.indices.compactMap { index in
            guard case .text(let content) = tree.store.elements[index].kind else { return nil }
            let name = tree.store.elements[index].symbolName.map { "symbol:" + $0 } ?? content.paragraph.text
            return DrawnText(string: name, size: content.drawnParagraph.format.size, frame: tree.frames[index])
        }
    }

    func layout<V: View>(_ view: V, _ category: ContentSizeCategory, width: Double = 390, height: Double = 844) throws -> LayoutSnapshot {
        try renderer.layout(view, in: scaleOne { $0.contentSizeCategory = category }, size: .fixed(width: width, height: height))
    }

    func text(_ string: String, in layout: LayoutSnapshot) throws -> DrawnText {
        try #require(texts(layout).first { $0.string == string }, "no text \(string)")
    }

    struct Screen: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List { Text("Row") }
                        .navigationTitle("Resistors")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } }
                            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        }
                }
                .tabItem { Image(systemName: "house"); Text("Home") }
                Text("Second").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    @Test func barsKeepTheirSizeAtAccessibilitySizes() throws {
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
            let screen = try layout(Screen(), category)
            // UIKit's sizes: a 34 pt bold large title, 17 pt bar buttons, bar symbols at 17 pt in
            // the large scale, 10 pt tab titles; at every category.
            #expect(try text("Resistors", in: screen).size == 34, "\(category)")
            #expect(try text("Edit", in: screen).size == 17, "\(category)")
            #expect(try text("symbol:plus", in: screen).size == 17 * 1.3, "\(category)")
            #expect(try text("Home", in: screen).size == 10, "\(category)")
            #expect(try text("Settings", in: screen).size == 10, "\(category)")
            // The list's row scales.
            #expect(try text("Row", in: screen).size == ContentSizeCategory.bodySize(category), "\(category)")
        }
        let inline = NavigationStack { Text("x").navigationTitle("Resistor values").navigationBarTitleDisplayMode(.inline) }
        let title = try text("Resistor values", in: layout(inline, .accessibilityExtraExtraExtraLarge))
        #expect(title.size == 17)
        // The whole title shows: it is not truncated to "Resist…".
        let report = try renderer.render(inline, in: scaleOne { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }).audit(.all)
        #expect(!report.findings.contains { $0.kind == .truncation }, "\(report.findings)")
        // Bar texts are exempt from the Dynamic Type comparison: iOS keeps them small on purpose.
        #expect(!report.textSizes.contains { $0.text == "Resistor values" })
    }

    @Test func imageAndTextTabItemIsOneItem() throws {
        let screen = try layout(Screen(), .large)
        let home = try text("Home", in: screen)
        let icon = try text("symbol:house", in: screen)
        // Icon over title, centred in the first half of the bar.
        #expect(icon.frame.maxY <= home.frame.minY)
        #expect(abs(icon.frame.midX - home.frame.midX) <= 0.5)
        #expect(abs(home.frame.midX - 390.0 / 4) < 0.5)
        #expect(icon.size == 22)
        // Each tab is one button, as tall as the bar: no touch target finding, no missing label.
        let report = try renderer.render(Screen(), in: scaleOne()).audit([.touchTarget, .missingLabel])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let buttons = screen.accessibilityElements.filter { $0.traits.contains("button") && $0.frame.minY > 700 }
        #expect(buttons.map(\.label) == ["Home", "Settings"])
        #expect(buttons.allSatisfy { $0.frame.height == 49 })
        // An image with no picture (0×0) in a tab item: the tab is what is tapped.
        let missing = TabView { Text("A").tabItem { Image("no-such-image"); Text("Home") }; Text("B").tabItem { Text("More") } }
        let targets = try renderer.render(missing, in: scaleOne()).audit([.touchTarget]).findings
        #expect(targets.isEmpty, "\(targets.map(\.message))")
    }

    @Test func segmentedControlIsFixedWithHairlines() throws {
        struct Segments: View {
            @State var choice = 0
            var body: some View {
                Picker("Kind", selection: $choice) {
                    Text("One").tag(0); Text("Two").tag(1); Text("Three").tag(2); Text("Four").tag(3)
                }
                .pickerStyle(.segmented)
                .padding()
            }
        }
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let drawn = try layout(Segments(), category, height: 100)
            #expect(try text("One", in: drawn).size == 13)
            #expect(try text("Three", in: drawn).size == 13)
            let tree = drawn.tree
            // Hairlines between Two|Three and Three|Four; none beside the selected One.
            let hairlines = tree.store.elements.indices.filter { index in
                let frame = tree.frames[index]
                if case .shape = tree.store.elements[index].kind { return frame.width == 1 && frame.height == 16 }
                return false
            }
            #expect(hairlines.count == 2, "\(category)")
            let control = try #require(tree.store.elements.indices.first { tree.frames[$0].height == 32 && tree.frames[$0].width > 300 })
            #expect(tree.frames[control].height == 32)
        }
    }

    @Test func formRowsStackTheirValuesAtAccessibilitySizes() throws {
        struct Settings: View {
            @State var on = true
            @State var count = 2
            @State var flavor = "Mint"
            var body: some View {
                Form {
                    LabeledContent("Version", value: "18.2")
                    Toggle("Wi-Fi", isOn: $on)
                    Picker("Flavor", selection: $flavor) { Text("Mint").tag("Mint") }
                    Stepper("Count", value: $count)
                }
            }
        }
        let large = try layout(Settings(), .large)
        let version = try text("Version", in: large), value = try text("18.2", in: large)
        #expect(abs(version.frame.midY - value.frame.midY) < 1, "side by side at L")
        #expect(value.frame.maxX > 300)

        let ax5 = try layout(Settings(), .accessibilityExtraExtraExtraLarge)
        let label = try text("Version", in: ax5), stacked = try text("18.2", in: ax5)
        #expect(stacked.frame.minY >= label.frame.maxY, "the value goes under the label")
        #expect(stacked.frame.minX == label.frame.minX, "leading-aligned")
        let flavor = try text("Flavor", in: ax5), mint = try text("Mint", in: ax5)
        #expect(mint.frame.minY >= flavor.frame.maxY && mint.frame.minX == flavor.frame.minX)
        // The switch and the stepper go under their labels, at the leading edge.
        let tree = ax5.tree
        let wifi = try text("Wi-Fi", in: ax5)
        let switchFrame = try #require(tree.store.elements.indices.map { tree.frames[$0] }
            .first { $0.width == 51 && $0.height == 31 })
        #expect(switchFrame.minY >= wifi.frame.maxY && switchFrame.minX == wifi.frame.minX)
        let stepper = try #require(tree.store.elements.indices.map { tree.frames[$0] }.first { $0.width == 94 && $0.height == 32 })
        #expect(stepper.minX == wifi.frame.minX)
        // Outside a list a toggle keeps its row.
        let alone = try layout(Toggle("Alone", isOn: .constant(true)), .accessibilityExtraExtraExtraLarge, height: 300)
        let aloneSwitch = try #require(alone.tree.store.elements.indices.map { alone.tree.frames[$0] }.first { $0.width == 51 && $0.height == 31 })
        #expect(aloneSwitch.maxX == 390)
    }

    // MARK: - Audits' false alarms

    func findings<V: View>(_ view: V, width: Double = 200, height: Double = 100, policy: AuditPolicy = .all,
                           _ change: (inout EnvironmentValues) -> Void = { _ in }) throws -> [AuditFinding] {
        try renderer.render(view, in: scaleOne(change), size: .fixed(width: width, height: height)).audit(policy).findings
    }

    @Test func contrastIsMeasuredAgainstTheBackgroundNotAHuggingBorder() throws {
        let tag = Text("New").foregroundStyle(Color.white).padding(.horizontal, 4)
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.white, lineWidth: 1))
            .padding(8).background(Color.black)
        #expect(try findings(tag, policy: [.contrast]).isEmpty)
        let bordered = Text("Tag").foregroundStyle(Color.white).border(Color.white).padding(8).background(Color.black)
        let borderedFound = try findings(bordered, policy: [.contrast])
        #expect(borderedFound.isEmpty, "\(borderedFound.map(\.message))")
        // Grey text in a black border on white is still grey on white.
        let grey = Text("Faint").foregroundStyle(Color(red: 0.8, green: 0.8, blue: 0.8)).border(Color.black)
        let found = try findings(grey, policy: [.contrast])
        #expect(found.count == 1 && found[0].message.contains("on #FFFFFF in #CCCCCC"), "\(found.map(\.message))")
        // White on white inside a black border fails.
        #expect(try findings(Text("Ghost").foregroundStyle(Color.white).border(Color.black), policy: [.contrast]).count == 1)
    }

    @Test func scrolledContentIsNotTruncated() throws {
        let rows = List { ForEach(0..<30) { Text("Row \($0)") } }
        #expect(try findings(rows, width: 390, height: 400, policy: [.truncation]).isEmpty)
        let scroll = ScrollView { VStack { ForEach(0..<40) { Text("Line \($0)") } } }
        #expect(try findings(scroll, width: 390, height: 300, policy: [.truncation]) { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }.isEmpty)
        // A vertical scroll view does not scroll sideways: a text cut at its side is truncated.
        let sideways = ScrollView { Text("A line that is far too wide for this narrow screen").fixedSize() }
        #expect(try findings(sideways, width: 120, height: 100, policy: [.truncation]).count == 1)
        // A clip inside the scrolling content cuts for good.
        let clipped = ScrollView { Text("Wide text here").fixedSize().frame(width: 40).clipped() }
        #expect(try findings(clipped, policy: [.truncation]).map(\.message) == ["“Wide text here” is clipped by an ancestor's clip"])
        // Without a scroll view, the bottom of the screen cuts.
        let column = VStack { ForEach(0..<12) { Text("Item \($0)") } }.frame(maxHeight: .infinity, alignment: .top).fixedSize(horizontal: false, vertical: true)
        #expect(try findings(column, policy: [.truncation]).count > 0)
    }

    @Test func aDynamicTypeLimitIsWaivedNotFailed() throws {
        let capped = Text("Capped").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        let report = try renderer.render(capped, in: scaleOne { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }).audit(.all)
        #expect(report.textSizes.map(\.waiverReason) == ["the view limits its Dynamic Type size (.dynamicTypeSize)"])
    }

    @Test func symbolsWithABuiltInLabelLabelTheirButtons() throws {
        #expect(SymbolAccessibilityLabels.label(for: "plus") == "Add")
        #expect(try findings(Button {} label: { Image(systemName: "plus") }.frame(width: 44, height: 44), policy: [.missingLabel]).isEmpty)
        #expect(try findings(Image(systemName: "plus"), policy: [.missingLabel]).isEmpty)
        // No recorded reading for "trash": it is reported, not assumed to read "Delete".
        #expect(try findings(Button {} label: { Image(systemName: "trash") }, policy: [.missingLabel]).count == 1)
        let star = try findings(Button {} label: { Image(systemName: "star") }, policy: [.missingLabel])
        #expect(star.count == 1 && star[0].message.contains("“star”"), "\(star.map(\.message))")
        // VoiceOver's reading is what the accessibility snapshot shows.
        let layout = try renderer.layout(Button {} label: { Image(systemName: "plus") }, in: scaleOne(), size: .fixed(width: 100, height: 100))
        #expect(layout.accessibilityElements.map(\.label) == ["Add"])
        // A label is one element named by its title, whatever its style draws.
        struct ChevronStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.icon; configuration.title; Image(systemName: "chevron.forward") }
            }
        }
        #expect(try findings(Label("Trucks", systemImage: "star").labelStyle(ChevronStyle()), policy: [.missingLabel]).isEmpty)
        // Every entry is a symbol ProofUI draws.
        for name in SymbolAccessibilityLabels.labels.keys.sorted() { #expect(SystemSymbols.character(for: name) != nil, "\(name)") }
    }
}

extension ContentSizeCategory {
    /// The body text size at `category` (Apple's Dynamic Type table).
    static func bodySize(_ category: ContentSizeCategory) -> Double {
        Font.body.metrics(in: category, weightOverride: nil, bold: false).size
    }
}
