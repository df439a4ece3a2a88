import Testing
import ProofRender
@testable import ProofUI

/// `tint(_:)` with an optional colour or a shape style sets the accent colour; `nil` keeps
/// the inherited one.
@Suite struct TintTests {
    static let green = Color(red: 0, green: 1, blue: 0)

    static func accent<V: View>(_ view: V) throws -> String {
        try renderer.render(view, in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap.hex(5, 5)
    }

    @Test func anOptionalColourSetsTheTint() throws {
        #expect(try Self.accent(Color.accentColor.tint(Self.green)) == "#00ff00ff")
        #expect(try Self.accent(Color.accentColor.tint(nil as Color?).tint(Self.green)) == "#00ff00ff", "nil keeps the outer tint")
    }

    @Test func aShapeStyleSetsTheTintToItsColour() throws {
        #expect(try Self.accent(Color.accentColor.tint(AnyShapeStyle(Self.green))) == "#00ff00ff")
        #expect(try Self.accent(Color.accentColor.tint(nil as AnyShapeStyle?).tint(Self.green)) == "#00ff00ff")
    }
}
