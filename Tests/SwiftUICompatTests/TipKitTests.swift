import Foundation
import ProofRender
import ProofUI
import Testing
import TipKit

/// TipKit as apps write it (iOS 17): tips compile with their defaults, configuration is
/// accepted, and a tip draws nothing in a snapshot (no datastore makes it eligible).
@Suite struct TipKitTests {
    struct SearchTip: Tip {
        var title: Text { Text("Search stations") }
        var message: Text? { Text("Type a city") }
        var image: Image? { Image(systemName: "magnifyingglass") }
    }

    @Test func aTipHasTipKitsDefaultsAndDrawsNothing() async throws {
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        let tip = SearchTip()
        #expect(tip.id == "SearchTip" && tip.actions.isEmpty && !tip.shouldDisplay && tip.status == .pending)
        await Tips.Event(id: "opened").donate()
        tip.invalidate(reason: .tipClosed)

        var scaleOne = EnvironmentValues()
        scaleOne.displayScale = 1
        let view = VStack(spacing: 0) {
            TipView(tip)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).popoverTip(tip)
        }
        let bitmap = try Renderer().render(view, in: scaleOne, size: .fixed(width: 10, height: 10)).bitmap
        #expect(bitmap[0, 0] == RGBA8(r: 0, g: 0, b: 255), "the tip took no space above the square")
    }

    /// Rules and options as Apple's documentation writes them: `@Parameter` state, `#Rule`
    /// on a parameter and on an event's donations, `MaxDisplayCount` alone in `options`.
    struct FavoriteTip: Tip {
        @Parameter static var isLoggedIn: Bool = false
        static let didOpen = Event(id: "didOpen")
        struct Visit: Codable, Sendable { var name: String }
        static let didVisit = Tips.Event<Visit>(id: "didVisit")

        var title: Text { Text("Save as a favourite") }
        var rules: [Rule] {
            #Rule(Self.$isLoggedIn) { $0 == true }
            #Rule(Self.didOpen) { $0.donations.donatedWithin(.week).count >= 3 }
            #Rule(Self.didVisit) { $0.donations.filter { $0.name == "Lake" }.count > 0 }
        }
        var options: [any TipOption] {
            MaxDisplayCount(3)
            IgnoresDisplayFrequency(true)
        }
    }

    @Test func rulesAndParametersAreKeptAndNeverMakeATipEligible() async {
        let tip = FavoriteTip()
        #expect(tip.rules.count == 3 && tip.options.count == 2)
        #expect((tip.options.first as? Tips.MaxDisplayCount)?.maxDisplayCount == 3)
        #expect(FavoriteTip.isLoggedIn == false)
        FavoriteTip.isLoggedIn = true
        #expect(FavoriteTip.isLoggedIn && FavoriteTip.$isLoggedIn.wrappedValue)
        #expect(FavoriteTip.$isLoggedIn.id.hasSuffix("FavoriteTip.isLoggedIn"))
        await FavoriteTip.didOpen.donate()
        await FavoriteTip.didVisit.donate(.init(name: "Lake"))
        #expect(FavoriteTip.didOpen.donations.isEmpty, "no datastore keeps donations in a snapshot")
        #expect(!tip.shouldDisplay && tip.status == .pending)
    }
}
