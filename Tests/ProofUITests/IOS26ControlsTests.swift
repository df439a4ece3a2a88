import Testing
import ProofRender
@testable import ProofUI

/// iOS 26's buttons with a role and no label, the tab view's bottom accessory and the tab bar's
/// minimise behaviour.
@Suite struct IOS26ControlsTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    static func render<V: View>(_ view: V, width: Double = 60, height: Double = 40) throws -> Bitmap {
        try renderer.render(view, in: scaleOne(), size: .fixed(width: width, height: height)).bitmap
    }

    @Test func aButtonWithARoleAndNoLabelDrawsTheRolesSymbol() throws {
        for (role, symbol) in [(ButtonRole.cancel, "xmark"), (.close, "xmark"), (.confirm, "checkmark"), (.destructive, "trash")] {
            let unlabelled = try Self.render(Button(role: role) {})
            let labelled = try Self.render(Button(role: role, action: {}) { Image(systemName: symbol) })
            #expect(unlabelled == labelled, "\(symbol)")
            // Something is drawn: the symbol's ink differs from the white page somewhere.
            #expect((0..<60).contains { x in (0..<40).contains { y in unlabelled.hex(x, y) != "#ffffffff" } }, "\(symbol)")
        }
        #expect(try Self.render(Button(role: .cancel) {}) != Self.render(Button(role: .confirm) {}))
        // The same frame as the symbol's.
        let unlabelled = try describe(Button(role: .confirm) {}, width: 60, height: 40, environment: scaleOne())
        let labelled = try describe(Button(role: .confirm, action: {}) { Image(systemName: "checkmark") }, width: 60, height: 40,
                                    environment: scaleOne())
        // The same symbol in the same frame, read by VoiceOver as the role's name.
        #expect(unlabelled.split(separator: "\n").first?.hasPrefix(#"Text ProofSymbols 17pt fixed 17pt regular #007affff (22, 11) 17×19 label "Done""#) == true)
        #expect(labelled.split(separator: "\n").first?.hasPrefix("Text ProofSymbols 17pt fixed 17pt regular #007affff (22, 11) 17×19") == true)
    }

    @Test func theBottomAccessorySitsOnGlassAboveTheTabBar() throws {
        let tabs = TabView {
            Self.red.tabItem { Label("Home", systemImage: "house") }
        }
        let plain = try Self.render(tabs, width: 200, height: 400)
        let bitmap = try Self.render(tabs.tabViewBottomAccessory { Self.blue }, width: 200, height: 400)
        // The tab bar (49 pt and its hairline) is where it was; 8 pt above it, a 48 pt
        // accessory inset 16 pt at the sides; the tab's content ends above the accessory.
        #expect(bitmap.hex(100, 390) == plain.hex(100, 390))
        #expect(bitmap.hex(16, 320) == "#0000ffff" && bitmap.hex(183, 320) == "#0000ffff")
        #expect(bitmap.hex(15, 320) != "#0000ffff" && bitmap.hex(184, 320) != "#0000ffff")
        #expect(bitmap.hex(100, 295) == "#0000ffff" && bitmap.hex(100, 342) == "#0000ffff")
        #expect(bitmap.hex(100, 293) == "#ff0000ff", "the tab's content ends above the accessory")
        #expect(bitmap.hex(100, 346) != "#0000ffff" && bitmap.hex(100, 346) != "#ff0000ff", "the gap above the bar")
        #expect(plain.hex(100, 320) == "#ff0000ff")
        // Hidden with isEnabled false: as without one.
        #expect(try Self.render(tabs.tabViewBottomAccessory(isEnabled: false) { Self.blue }, width: 200, height: 400) == plain)
    }

    @MainActor @Test func theAccessoryKnowsItsPlacement() throws {
        struct Placement: View {
            @Environment(\.tabViewBottomAccessoryPlacement) var placement
            var body: some View { (placement == .expanded ? IOS26ControlsTests.blue : IOS26ControlsTests.red) }
        }
        let bitmap = try Self.render(TabView { Placement().tabItem { Text("One") } }.tabViewBottomAccessory { Placement() },
                                     width: 200, height: 400)
        #expect(bitmap.hex(100, 320) == "#0000ffff", "inside the accessory: expanded")
        #expect(bitmap.hex(100, 100) == "#ff0000ff", "in the tab: no placement")
    }

    @Test func aMinimizeBehaviourLeavesTheTabBarAtItsSize() throws {
        let tabs = TabView { Self.red.tabItem { Label("Home", systemImage: "house") } }
        for behavior in [TabBarMinimizeBehavior.automatic, .onScrollDown, .onScrollUp, .never] {
            #expect(try Self.render(tabs.tabBarMinimizeBehavior(behavior), width: 200, height: 400)
                        == Self.render(tabs, width: 200, height: 400))
        }
    }

    @Test func defaultToolbarItemsAndSharedBackgroundsLeaveTheToolbarAsItIs() throws {
        let plain = NavigationStack {
            Text("Page").toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Lead") }
            }
        }
        let ios26 = NavigationStack {
            Text("Page").toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Lead") }
                    .sharedBackgroundVisibility(.hidden)
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
            }
        }
        let drawn = try Self.render(ios26, width: 200, height: 300)
        #expect(drawn == (try Self.render(plain, width: 200, height: 300)))
        #expect(try describe(ios26, width: 200, height: 300).contains("Lead"))
    }

    @Test func theBackgroundExtensionEffectDrawsTheViewAsItIs() throws {
        let view = Self.red.frame(width: 20, height: 10)
        #expect(try Self.render(view.backgroundExtensionEffect()) == Self.render(view))
        #expect(try Self.render(view.backgroundExtensionEffect(isEnabled: false)) == Self.render(view))
        #expect(try Self.render(view.backgroundExtensionEffect()).hex(30, 20) == "#ff0000ff")
    }
}
