import Testing
import ProofRender
@testable import ProofUI

extension View {
    /// The helper apps write with SwiftUI's `TupleView<T>` spelled out (MovieSwiftUI's `if`).
    fileprivate func replaced<Content: View>(when condition: Bool, by content: (Self) -> Content) -> TupleView<(Self?, Content?)> {
        condition ? TupleView((nil, content(self))) : TupleView((self, nil))
    }
}

/// `TupleView<T>` is SwiftUI's: generic over the tuple of its views, made by view builders and
/// by app code alike.
@MainActor @Suite struct TupleViewTests {
    static func bitmap<V: View>(_ view: V) throws -> Bitmap {
        try renderer.render(view, in: scaleOne(), size: .fixed(width: 20, height: 20)).bitmap
    }

    /// A tuple written by hand draws its views in order, as the builder's does, and a nil
    /// optional draws nothing.
    @Test func aTupleMadeByHandDrawsLikeTheBuildersOne() throws {
        let red = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 10)
        let blue = Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 10)
        let byHand = VStack(spacing: 0) { TupleView((red, blue)) }
        let byBuilder = VStack(spacing: 0) { red; blue }
        let drawn = try Self.bitmap(byHand)
        #expect(drawn.hex(10, 2) == "#ff0000ff" && drawn.hex(10, 17) == "#0000ffff")
        #expect(drawn == (try Self.bitmap(byBuilder)))
        let typed: TupleView<(Text, Text?)> = TupleView((Text("a"), nil))
        #expect(typed.children.count == 2, "one child per element, so indices stay stable")
        #expect(try describe(typed).contains("\"a\""))
    }

    @Test func optionalElementsDrawOnlyWhenPresent() throws {
        let square = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
        let original = try Self.bitmap(square.replaced(when: false) { $0.hidden() })
        let replaced = try Self.bitmap(square.replaced(when: true) { _ in Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20) })
        #expect(original.hex(10, 10) == "#ff0000ff")
        #expect(replaced.hex(10, 10) == "#0000ffff", "only the replacement: the nil original draws nothing")
    }
}
