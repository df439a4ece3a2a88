import Testing
import ProofRender
@testable import ProofUI

/// `scenePadding`, environment keys bridged to UIKit traits, and `searchCompletion`.
@Suite struct ScenePaddingAndTraitKeyTests {
    @Test func scenePaddingPadsWithTheDefaultPadding() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        for view in [AnyView(red.frame(width: 10, height: 10).scenePadding().background(blue)),
                     AnyView(red.frame(width: 10, height: 10).scenePadding(.minimum).background(blue))] {
            let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 42, height: 42)).bitmap
            #expect(bitmap.hex(15, 15) == "#0000ffff" && bitmap.hex(16, 16) == "#ff0000ff" && bitmap.hex(25, 25) == "#ff0000ff"
                    && bitmap.hex(26, 26) == "#0000ffff")
        }
        let horizontal = try renderer.render(red.frame(width: 10, height: 10).scenePadding(.horizontal).background(blue),
                                             in: scaleOne(), size: .fixed(width: 42, height: 10)).bitmap
        #expect(horizontal.hex(15, 5) == "#0000ffff" && horizontal.hex(16, 0) == "#ff0000ff", "only the edges asked for")
    }

    struct PrefersTabs: UITraitBridgedEnvironmentKey {
        static let defaultValue = false
        static func read(from traitCollection: UITraitCollection) -> Bool { traitCollection.userInterfaceIdiom == .phone }
        static func write(to mutableTraits: inout any UIMutableTraits, value: Bool) {}
    }

    struct DarkTrait: UITraitBridgedEnvironmentKey {
        static let defaultValue = false
        static func read(from traitCollection: UITraitCollection) -> Bool { traitCollection.userInterfaceStyle == .dark }
        static func write(to mutableTraits: inout any UIMutableTraits, value: Bool) {}
    }

    struct Probe: View {
        @Environment(\.prefersTabsForTest) var prefersTabs
        var body: some View { Text(prefersTabs ? "tabs" : "sidebar") }
    }

    @MainActor @Test func aTraitBridgedKeyReadsTheTraitsWhereNoViewSetIt() throws {
        #expect(try describe(Probe()).contains("\"tabs\""), "an iPhone")
        #expect(try describe(Probe(), environment: scaleOne { $0.device = .iPadPro11 }).contains("\"sidebar\""))
        #expect(try describe(Probe().environment(\.prefersTabsForTest, false)).contains("\"sidebar\""), "a value set wins")
        var environment = EnvironmentValues()
        #expect(environment[DarkTrait.self] == false)
        environment.colorScheme = .dark
        #expect(environment[DarkTrait.self] == true)
    }

    @Test func searchCompletionLeavesTheSuggestionAsItIs() throws {
        struct Token: Identifiable { let id = 1 }
        #expect(try describe(Text("Robin").searchCompletion("robin")) == describe(Text("Robin")))
        #expect(try describe(Text("Robin").searchCompletion(Token())) == describe(Text("Robin")))
    }
}

extension EnvironmentValues {
    fileprivate var prefersTabsForTest: Bool {
        get { self[ScenePaddingAndTraitKeyTests.PrefersTabs.self] }
        set { self[ScenePaddingAndTraitKeyTests.PrefersTabs.self] = newValue }
    }
}
