import Foundation
import Testing
import ProofBase
import ProofRender
@testable import ProofUI

/// Preferences as a snapshot sees them: the modifiers compile as SwiftUI declares them, nothing
/// is collected, and a view made of a preference's value is made of the key's default.
@MainActor @Suite struct PreferenceTests {
    struct HighlightKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct WidthsKey: PreferenceKey {
        static let defaultValue: [CGFloat] = [4]
        static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
    }

    /// An underline drawn under the highlighted view, as tab bars in real apps draw theirs.
    struct Underlined: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 10)
                    .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
                Color.green.frame(width: 10, height: 10)
                    .transformAnchorPreference(key: HighlightKey.self, value: .bounds) { value, anchor in value = value ?? anchor }
            }
            .overlayPreferenceValue(HighlightKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Color.red.frame(width: proxy[anchor].width, height: 2)
                    }
                }
            }
        }
    }

    @Test func anAnchorOverlayIsMadeOfTheKeysDefaultValue() throws {
        let bitmap = try renderer.render(Underlined(), in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        // No anchor is collected, so no underline: the stack (system blue, system green) is drawn as it is.
        #expect([bitmap.hex(2, 0), bitmap.hex(12, 0), bitmap.hex(2, 9)] == ["#007affff", "#34c759ff", "#007affff"])
    }

    @Test func aValueOverlayAndBackgroundAreMadeOfTheDefaultValueAligned() throws {
        let view = Color.white.frame(width: 20, height: 10)
            .preference(key: WidthsKey.self, value: [12])
            .transformPreference(WidthsKey.self) { $0.append(1) }
            .overlayPreferenceValue(WidthsKey.self, alignment: .leading) { widths in
                Color.red.frame(width: widths.reduce(0, +), height: 10)
            }
            .backgroundPreferenceValue(WidthsKey.self) { _ in Color.black }
            .onPreferenceChange(WidthsKey.self) { _ in Issue.record("a snapshot runs no preference action") }
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        #expect(try describe(view, width: 20, height: 10).contains("overlayPreferenceValue(WidthsKey) drawn for the default value: preferences are not collected"))
        // The default [4] makes a 4-point bar (system red) at the leading edge.
        #expect([bitmap.hex(3, 5), bitmap.hex(4, 5), bitmap.hex(19, 5)] == ["#ff3b30ff", "#ffffffff", "#ffffffff"])
    }

    @Test func anchorSourcesAndTheProxySubscriptCompileAsSwiftUIDeclaresThem() {
        let points: [Anchor<CGPoint>.Source] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing,
                                                .bottomLeading, .bottom, .bottomTrailing, .point(CGPoint(x: 1, y: 2)), .unitPoint(.center)]
        let rects: [Anchor<CGRect>.Source] = [.bounds, .rect(CGRect(x: 0, y: 0, width: 3, height: 4))]
        let all = Anchor<[CGPoint]>.Source(points)
        let maybe = Anchor<CGRect?>.Source(rects.first)
        #expect(points.count == 11 && rects.count == 2)
        if case .array(let sources) = all.geometry { #expect(sources.count == 11) } else { Issue.record("not an array source") }
        if case .optional(let source) = maybe.geometry { #expect(source != nil) } else { Issue.record("not an optional source") }
        // A proxy reads an anchor in its own coordinates.
        let proxy = GeometryProxy(size: CGSize(width: 50, height: 50), frame: Rect(x: 10, y: 20, width: 50, height: 50), safeAreaInsets: EdgeInsets())
        #expect(proxy[Anchor(globalValue: CGRect(x: 15, y: 25, width: 5, height: 6))] == CGRect(x: 5, y: 5, width: 5, height: 6))
        #expect(proxy[Anchor(globalValue: CGPoint(x: 10, y: 30))] == CGPoint(x: 0, y: 10))
    }
}
