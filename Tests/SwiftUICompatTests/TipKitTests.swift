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
}
