import Foundation
import Testing
@testable import ProofUI

/// `Text(_:formatter:)`, `textEditorStyle(_:)` and `ToolbarTitleMenu`, as real app files use
/// them.
@Suite struct FormatterTextAndEditorStyleTests {
    @Test func textWithAFormatterShowsTheFormattersString() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        #expect(try describe(Text(date, formatter: formatter)).contains("\"1971-01-01\""))
        let number = NumberFormatter()
        number.locale = Locale(identifier: "en_US")
        number.numberStyle = .percent
        #expect(try describe(Text(NSNumber(value: 0.25), formatter: number)).contains("\"25%\""))
        // A value the formatter cannot write is empty text, as `Formatter.string(for:)` is nil.
        #expect(try describe(Text(URL(fileURLWithPath: "/a"), formatter: formatter)) == describe(Text(verbatim: "")))
    }

    @Test @MainActor func textEditorStylesDrawTheEditorAsOnIOS() throws {
        struct Editor: View {
            @State var text = "Notes"
            var body: some View { TextEditor(text: $text) }
        }
        let plain = try renderer.render(Editor().textEditorStyle(.plain), in: scaleOne(), size: .fixed(width: 120, height: 60)).bitmap
        let automatic = try renderer.render(Editor().textEditorStyle(.automatic), in: scaleOne(), size: .fixed(width: 120, height: 60)).bitmap
        let unstyled = try renderer.render(Editor(), in: scaleOne(), size: .fixed(width: 120, height: 60)).bitmap
        #expect(plain == unstyled && automatic == unstyled)
        #expect(try describe(Editor().textEditorStyle(.plain)).contains("\"Notes\""))
    }

    @Test func aTitleMenuKeepsTheTitle() throws {
        let withMenu = NavigationStack {
            Text("Body").navigationTitle("Donut").toolbar {
                ToolbarTitleMenu { Button("Rename") {} }
            }
        }
        let without = NavigationStack { Text("Body").navigationTitle("Donut") }
        let described = try describe(withMenu, width: 393, height: 300)
        #expect(described == (try describe(without, width: 393, height: 300)))
        #expect(described.contains("\"Donut\"") && !described.contains("Rename"))
    }
}

/// `menuIndicator(_:)` (iOS 15): a closed menu on iOS is its label alone, so hiding the
/// indicator draws the same pixels.
@Suite struct MenuIndicatorTests {
    @Test func aHiddenIndicatorDrawsTheSameClosedMenu() throws {
        let menu = Menu { Button("Complete") {} } label: { Label("Details", systemImage: "ellipsis.circle").labelStyle(.iconOnly) }
        let hidden = try renderer.render(menu.menuIndicator(.hidden), in: scaleOne(), size: .fixed(width: 60, height: 40)).bitmap
        let shown = try renderer.render(menu.menuIndicator(.visible), in: scaleOne(), size: .fixed(width: 60, height: 40)).bitmap
        let plain = try renderer.render(menu, in: scaleOne(), size: .fixed(width: 60, height: 40)).bitmap
        #expect(hidden == plain && shown == plain)
    }
}
