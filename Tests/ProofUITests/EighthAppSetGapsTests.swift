import Foundation
import Testing
@testable import ProofUI

/// SwiftUI API that an eighth set of real apps used and ProofUI lacked: iOS 18's tabs naming
/// their values by a leading dot, typed by the tab view's selection.
@MainActor @Suite struct EighthAppSetGapsTests {
    enum Route: Hashable, CaseIterable { case home, inbox, settings, archive }

    @Test func tabsNameTheirValuesByALeadingDot() throws {
        let showsArchive = true
        let inferred = TabView(selection: .constant(Route.inbox)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home page") }
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("Inbox page") }
                .badge(3)
            TabSection("More") {
                Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings page") }
            }
            if showsArchive {
                Tab("Archive", systemImage: "archivebox", value: .archive) { Text("Archive page") }
            }
        }
        let text = try describe(inferred, width: 320, height: 200)
        #expect(text.contains("\"Inbox page\"") && !text.contains("\"Home page\""), "\(text)")
        #expect(text.contains("\"Archive\"") && text.contains("\"Settings\""), "\(text)")

        let explicit = TabView(selection: .constant(Route.inbox)) {
            Tab("Home", systemImage: "house", value: Route.home) { Text("Home page") }
            Tab("Inbox", systemImage: "tray", value: Route.inbox) { Text("Inbox page") }
                .badge(3)
            Tab("Settings", systemImage: "gear", value: Route.settings) { Text("Settings page") }
            Tab("Archive", systemImage: "archivebox", value: Route.archive) { Text("Archive page") }
        }
        #expect(try describe(explicit, width: 320, height: 200) == text)
    }

    @Test func anOptionalSelectionAndTabsFromDataAreTypedToo() throws {
        let optional = TabView(selection: .constant(Optional(Route.settings))) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home page") }
            Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings page") }
        }
        #expect(try describe(optional, width: 320, height: 200).contains("\"Settings page\""))
        let fromData = TabView(selection: .constant(Route.archive)) {
            ForEach(Route.allCases, id: \.self) { route in
                Tab("\(route)", systemImage: "circle", value: route) { Text("Page \(route)") }
            }
        }
        let text = try describe(fromData, width: 320, height: 200)
        #expect(text.contains("\"Page archive\"") && !text.contains("\"Page home\""), "\(text)")
    }
}

extension EighthAppSetGapsTests {
    @Test func aDetailLinkIsDrawnAsALink() throws {
        let link = NavigationStack { NavigationLink("Settings") { Text("Page") } }
        let detail = NavigationStack { NavigationLink("Settings") { Text("Page") }.isDetailLink(false) }
        #expect(try describe(detail, width: 200, height: 120) == describe(link, width: 200, height: 120))
    }
}

/// A custom container of iOS 18 that lays out each section of its content itself.
private struct Board<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            ForEach(sections: content) { section in
                VStack {
                    section.header
                    Text("\(section.content.count) rows")
                    section.footer
                }
            }
            Group(sections: content) { sections in
                Text("\(sections.count) sections")
            }
        }
    }
}

extension EighthAppSetGapsTests {
    @Test func aCustomContainerReadsTheSectionsItIsGiven() throws {
        let board = Board {
            Text("Loose")
            Section {
                Text("Apple")
                Text("Pear")
            } header: {
                Text("Fruit")
            } footer: {
                Text("In season")
            }
            Text("Tail one")
            Text("Tail two")
        }
        let text = try describe(board, width: 200, height: 300)
        let order = ["\"1 rows\"", "\"Fruit\"", "\"2 rows\"", "\"In season\"", "\"2 rows\"", "\"3 sections\""]
        var rest = Substring(text)
        for line in order {
            let found = try #require(rest.range(of: line), "\(line) in order in \(text)")
            rest = rest[found.upperBound...]
        }
        #expect(!text.contains("\"Apple\"") && !text.contains("\"Loose\""), "only what the container draws: \(text)")
    }
}
