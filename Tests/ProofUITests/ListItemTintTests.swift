import Testing
import ProofRender
@testable import ProofUI

/// `listItemTint(_:)`: sidebar lists draw their label icons in it (the accent colour
/// otherwise); other lists leave the icon alone.
@Suite struct ListItemTintTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)

    /// How many pixels of a list with one label row are exactly `colour`.
    static func pixels<S: ListStyle>(of colour: String, _ style: S, tint: ListItemTint? = nil, accent: Color? = nil) throws -> Int {
        let list = List { Label("Paris", systemImage: "star.fill").listItemTint(tint) }.listStyle(style).tint(accent)
        let bitmap = try renderer.render(list, in: scaleOne(), size: .fixed(width: 300, height: 120)).bitmap
        var count = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.hex(x, y) == colour { count += 1 } }
        return count
    }

    @Test func sidebarsDrawLabelIconsInTheListItemTint() throws {
        #expect(try Self.pixels(of: "#ff0000ff", .sidebar, tint: .fixed(Self.red)) > 20)
        #expect(try Self.pixels(of: "#ff0000ff", .sidebar, tint: .preferred(Self.red)) > 20)
    }

    @Test func sidebarIconsOtherwiseUseTheAccentColour() throws {
        #expect(try Self.pixels(of: "#00ff00ff", .sidebar, accent: Self.green) > 20)
        #expect(try Self.pixels(of: "#00ff00ff", .sidebar, tint: .fixed(Self.red), accent: Self.green) == 0,
                "the list item tint wins over the accent colour")
    }

    @Test func otherListsLeaveTheIconAlone() throws {
        #expect(try Self.pixels(of: "#ff0000ff", .insetGrouped, tint: .fixed(Self.red)) == 0)
        #expect(try Self.pixels(of: "#00ff00ff", .plain, accent: Self.green) == 0)
    }

    @Test func aNilTintKeepsTheInheritedOne() throws {
        let list = List { Label("Paris", systemImage: "star.fill").listItemTint(nil as Color?) }
            .listItemTint(Self.red).listStyle(.sidebar)
        let bitmap = try renderer.render(list, in: scaleOne(), size: .fixed(width: 300, height: 120)).bitmap
        var red = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.hex(x, y) == "#ff0000ff" { red += 1 } }
        #expect(red > 20)
    }
}
