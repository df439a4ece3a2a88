import Foundation
import Testing
@testable import ProofUI

/// Badges (`.badge`) on list rows and tab items, and where a tab's content sits.
@MainActor @Suite struct BadgeTests {
    /// The line of `text` that holds `needle`, trimmed.
    func line(_ needle: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.contains(needle) }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aRowBadgeIsSecondaryTextAtTheTrailingEdge() throws {
        let text = try describe(List { Text("Inbox").badge(12); Text("Sent") }, width: 300, height: 200, environment: scaleOne())
        let badge = try #require(line("\"12\"", in: text).flatMap { _ in
            text.split(separator: "\n").firstIndex { $0.contains("\"12\"") }.map { text.split(separator: "\n")[$0 - 1] }
        })
        // Secondary label colour (#3c3c4399), ending at the row's trailing inset (300 − 16 − 16).
        #expect(badge.contains("#3c3c4399"), "\(text)")
        let frame = try #require(badge.firstMatch(of: /\((\d+), (\d+)\) (\d+)×(\d+)/))
        #expect(Int(frame.1)! + Int(frame.3)! == 268, "\(text)")
        #expect(text.contains("\"Sent\"") && !text.contains("\"0\""))
    }

    @Test func zeroAndNilHideTheBadge() throws {
        let plain = try describe(List { Text("Inbox") }, width: 300, height: 120)
        #expect(try describe(List { Text("Inbox").badge(0) }, width: 300, height: 120) == plain)
        #expect(try describe(List { Text("Inbox").badge(nil as String?) }, width: 300, height: 120) == plain)
        #expect(try describe(List { Text("Inbox").badge(nil as Text?) }, width: 300, height: 120) == plain)
        // Outside a list and a tab view a badge draws nothing.
        #expect(try describe(Text("Inbox").badge(4)) == describe(Text("Inbox")))
    }

    @Test func increasedProminenceDrawsARedPlatter() throws {
        let row = try describe(List { Text("Account").badge(2).badgeProminence(.increased) }, width: 300, height: 120)
        let list = try describe(List { Text("Account").badge(2) }.badgeProminence(.increased), width: 300, height: 120)
        #expect(row.contains("Capsule") && row.contains("#ff3b30ff") && row.contains("#ffffffff"), "\(row)")
        #expect(list.contains("Capsule") && list.contains("#ff3b30ff"), "\(list)")
        let decreased = try describe(List { Text("Account").badge(2) }.badgeProminence(.decreased), width: 300, height: 120)
        #expect(!decreased.contains("Capsule") && decreased.contains("#3c3c4399"), "\(decreased)")
    }

    @Test func aLinkDrawsItsBadgeBeforeItsChevron() throws {
        let text = try describe(NavigationStack { List { NavigationLink("Drafts") { Text("Page") }.badge(5) } },
                                width: 300, height: 200)
        let lines = text.split(separator: "\n")
        let badge = try #require(lines.firstIndex { $0.contains("\"5\"") })
        let chevron = try #require(lines.firstIndex { $0.contains("Chevron stroke") })
        #expect(badge < chevron, "\(text)")
        #expect(lines.filter { $0.contains("\"5\"") }.count == 1, "\(text)")
    }

    @Test func aTabBadgeSitsOnTheIconWhereverItIsWritten() throws {
        let after = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Inbox page").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
        }
        let before = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Inbox page").badge(3).tabItem { Label("Inbox", systemImage: "tray") }
        }
        let text = try describe(after, width: 320, height: 200, environment: scaleOne())
        #expect(try describe(before, width: 320, height: 200, environment: scaleOne()) == text)
        #expect(text.contains("\"3\"") && text.contains("#ff3b30ff"), "\(text)")
        // The tab whose badge it is keeps its item (the badge wraps it).
        #expect(text.contains("\"Inbox\"") && !text.contains("Tab 2"), "\(text)")
        let none = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Inbox page").tabItem { Label("Inbox", systemImage: "tray") }.badge(0)
        }
        #expect(try !describe(none, width: 320, height: 200).contains("#ff3b30ff"))
    }

    @Test func aTabBadgeIsDrawnRedOverTheIcon() throws {
        let view = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }.badge("!")
        }
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 100, height: 120)).bitmap
        // The icon is centred in the 100 pt bar; the badge's oval starts 8 pt inside its
        // trailing edge, above it.
        let layout = try renderer.layout(view, in: scaleOne(), size: .fixed(width: 100, height: 120))
        let text = layout.textDescription
        let capsule = try #require(text.split(separator: "\n").first { $0.contains("Capsule") })
        let frame = try #require(capsule.firstMatch(of: /\((\d+), (\d+)\) (\d+)×(\d+)/))
        let x = Int(frame.1)! + Int(frame.3)! / 2, y = Int(frame.2)! + Int(frame.4)! / 2
        #expect(bitmap.hex(x, y + 6) == "#ff3b30ff", "\(text)")
    }

    @Test func aTabsContentIsCentredAboveTheBar() throws {
        let text = try describe(TabView { Text("Page").tabItem { Label("Home", systemImage: "house") } },
                                width: 200, height: 300, environment: scaleOne())
        let page = try #require(text.split(separator: "\n").firstIndex { $0.contains("\"Page\"") })
        let frameLine = text.split(separator: "\n")[page - 1]
        let frame = try #require(frameLine.firstMatch(of: /\((\d+), (\d+)\) (\d+)×(\d+)/))
        // 300 − 49 (the bar) leaves 251 above it; the text is centred there.
        let centre = Double(frame.2)! + Double(frame.4)! / 2
        #expect(abs(centre - 125.5) <= 1, "\(text)")
    }

    @Test func aTabOfIOS18CarriesItsBadge() throws {
        let view = TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            Tab("Inbox", systemImage: "tray") { Text("Inbox page") }.badge("New")
        }
        let text = try describe(view, width: 320, height: 200)
        #expect(text.contains("\"New\"") && text.contains("#ff3b30ff"), "\(text)")
    }
}
