import Testing
@testable import ProofUI

/// `Group` of toolbar content is toolbar content, as in SwiftUI
/// (`Group: ToolbarContent where Content: ToolbarContent`): its items reach the bar.
@Suite struct GroupToolbarContentTests {
    struct Screen: View {
        let showsReset: Bool

        var resetButton: some ToolbarContent {
            Group {
                if showsReset {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Reset") {} }
                }
            }
        }

        var body: some View {
            NavigationStack {
                Text("Body").navigationTitle("Calendar").toolbar { resetButton }
            }
        }
    }

    @Test @MainActor func aGroupOfToolbarItemsAddsThemToTheBar() throws {
        #expect(try describe(Screen(showsReset: true), width: 393, height: 300).contains("\"Reset\""))
        #expect(try !describe(Screen(showsReset: false), width: 393, height: 300).contains("\"Reset\""))
    }

    @Test @MainActor func aGroupOfViewsInAToolbarStaysAGroupOfViews() throws {
        let screen = NavigationStack {
            Text("Body").toolbar { Group { Button("Add") {} } }
        }
        let plain = NavigationStack {
            Text("Body").toolbar { Button("Add") {} }
        }
        let described = try describe(screen, width: 393, height: 300)
        #expect(described.contains("\"Add\""))
        #expect(described == (try describe(plain, width: 393, height: 300)))
    }

    /// A customizable toolbar draws the items that show by default, as a first launch does.
    @Test @MainActor func aCustomizableToolbarLeavesOutItemsHiddenByDefault() throws {
        let screen = NavigationStack {
            Text("Body").toolbar(id: "editor") {
                ToolbarItem(id: "share", placement: .navigationBarTrailing, showsByDefault: true) { Button("Share") {} }
                ToolbarItem(id: "print", placement: .navigationBarTrailing, showsByDefault: false) { Button("Print") {} }
                ToolbarItem(id: "profile", placement: .navigationBarLeading) { Button("Profile") {} }
            }
        }
        let described = try describe(screen, width: 393, height: 300)
        #expect(described.contains("\"Share\"") && described.contains("\"Profile\""))
        #expect(!described.contains("\"Print\""))
    }
}
