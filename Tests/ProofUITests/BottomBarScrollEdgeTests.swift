import Foundation
import Testing
@testable import ProofUI

/// The tab bar's and the bottom toolbar's scroll edge appearance (iOS 15): no background and no
/// hairline while the content does not go on under the bar.
@MainActor @Suite struct BottomBarScrollEdgeTests {
    let note = "scroll edge appearance"
    /// The bar's translucent background (secondary system background at 94 %).
    let barFill = "background Rectangle fill #f2f2f7f0"

    func tabs<V: View>(_ content: V) -> some View {
        TabView {
            content.tabItem { Label("Home", systemImage: "house") }
            Text("Other").tabItem { Label("Other", systemImage: "gear") }
        }
    }

    @Test func contentThatDoesNotScrollLeavesTheBarTransparent() throws {
        let text = try describe(tabs(Text("Page")), width: 320, height: 400, environment: scaleOne())
        #expect(text.contains(note) && !text.contains(barFill), "\(text)")
        // The hairline is hidden with the background.
        #expect(text.contains("hidden"), "\(text)")
    }

    @Test func aShortListReachesTheBarALongOneGoesUnderIt() throws {
        let short = try describe(tabs(List { Text("One"); Text("Two") }), width: 320, height: 400, environment: scaleOne())
        #expect(short.contains(note) && !short.contains(barFill), "\(short)")
        // What shows through is the list's grouped background, not the window's white.
        let snapshot = try renderer.render(tabs(List { Text("One") }), in: scaleOne(), size: .fixed(width: 320, height: 400))
        #expect(snapshot.bitmap.hex(110, 360) == "#f2f2f7ff")
        let long = try describe(tabs(List(0..<30, id: \.self) { Text("Row \($0)") }), width: 320, height: 400,
                                environment: scaleOne())
        #expect(!long.contains(note) && long.contains(barFill), "\(long)")
    }

    @Test func aTallScrollViewInANavigationStackGoesUnderTheBar() throws {
        let tall = NavigationStack {
            ScrollView { Color.blue.frame(height: 900) }.navigationTitle("Feed")
        }
        let text = try describe(tabs(tall), width: 320, height: 400, environment: scaleOne())
        #expect(!text.contains(note) && text.contains(barFill), "\(text)")
        // A horizontal carousel does not count: only vertical scrolling reaches the bar.
        let carousel = ScrollView(.horizontal) { HStack { ForEach(0..<20, id: \.self) { _ in Color.red.frame(width: 80, height: 80) } } }
        let sideways = try describe(tabs(carousel), width: 320, height: 400, environment: scaleOne())
        #expect(sideways.contains(note), "\(sideways)")
    }

    @Test func theTransparentBarShowsThePageBehindIt() throws {
        let view = tabs(Text("Page"))
        let snapshot = try renderer.render(view, in: scaleOne(), size: .fixed(width: 320, height: 400))
        // Inside the bar (49 pt at the bottom), between items: the system background, not the
        // bar's grey; and no hairline on its top row.
        #expect(snapshot.bitmap.hex(110, 360) == "#ffffffff")
        #expect(snapshot.bitmap.hex(110, 351) == "#ffffffff")
        let long = tabs(List(0..<30, id: \.self) { Text("Row \($0)") })
        let standard = try renderer.render(long, in: scaleOne(), size: .fixed(width: 320, height: 400))
        #expect(standard.bitmap.hex(110, 360) != "#ffffffff")
    }

    @Test func aBottomToolbarFollowsTheSameRule() throws {
        func screen<V: View>(_ content: V) -> some View {
            NavigationStack {
                content
                    .navigationTitle("Notes")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("New") {} } }
            }
        }
        // The toolbar: 49 pt at the bottom of the 400 pt screen.
        func toolbar(_ text: String) -> String { text.split(separator: "\n").first { $0.contains("(0, 351) 320×49") }.map(String.init) ?? "" }
        let short = try describe(screen(List { Text("One") }), width: 320, height: 400, environment: scaleOne())
        #expect(toolbar(short).contains(note) && !toolbar(short).contains("background Rectangle fill"), "\(short)")
        // Transparent: the list's grouped background goes on under it, as on a device; a plain
        // list's is the system background.
        let grouped = try renderer.render(screen(List { Text("One") }), in: scaleOne(), size: .fixed(width: 320, height: 400))
        #expect(grouped.bitmap.hex(110, 395) == "#f2f2f7ff")
        let plainList = screen(List { Text("One") }.listStyle(.plain))
        let plain = try describe(plainList, width: 320, height: 400, environment: scaleOne())
        #expect(toolbar(plain).contains(note), "\(plain)")
        let plainPixels = try renderer.render(plainList, in: scaleOne(), size: .fixed(width: 320, height: 400))
        #expect(plainPixels.bitmap.hex(110, 395) == "#ffffffff")
        let long = try describe(screen(List(0..<30, id: \.self) { Text("Row \($0)") }), width: 320, height: 400,
                                environment: scaleOne())
        #expect(!toolbar(long).contains(note) && toolbar(long).contains("background Rectangle fill #f2f2f7ff"), "\(long)")
    }
}
