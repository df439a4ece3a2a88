import Testing
import ProofRender
@testable import ProofUI

/// An `EnvironmentalModifier` is resolved in the environment where it is applied, and the
/// modifier it returns is the one applied.
@Suite struct EnvironmentalModifierTests {
    struct SchemeBackground: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> Fill {
            Fill(color: environment.colorScheme == .dark ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
        }
    }

    struct Fill: ViewModifier {
        let color: Color
        func body(content: Content) -> some View { content.background(color) }
    }

    static func pixel(_ scheme: ColorScheme) throws -> String {
        let view = Color.clear.frame(width: 10, height: 10).modifier(SchemeBackground())
        return try renderer.render(view, in: scaleOne { $0.colorScheme = scheme }, size: .fixed(width: 10, height: 10)).bitmap.hex(5, 5)
    }

    @Test func theResolvedModifierIsApplied() throws {
        #expect(try Self.pixel(.light) == "#ff0000ff")
        #expect(try Self.pixel(.dark) == "#0000ffff")
    }

    /// The environment is the one where the modifier is applied, after modifiers outside it.
    @Test func itReadsTheEnvironmentWhereItIsApplied() throws {
        let view = Color.clear.frame(width: 10, height: 10).modifier(SchemeBackground()).environment(\.colorScheme, .dark)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap
        #expect(bitmap.hex(5, 5) == "#0000ffff")
    }
}
