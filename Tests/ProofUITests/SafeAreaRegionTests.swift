import Foundation
import Testing
@testable import ProofUI

/// The safe area of a navigation stack's, a tab view's and a `safeAreaInset`'s content ends at
/// their bars, and content that ignores the safe area goes on under the bars to the screen's
/// edges, drawn under them (SwiftUI gives such content the bars' heights as safe-area insets).
@MainActor @Suite struct SafeAreaRegionTests {
    /// An iPhone 15 at 1 pixel per point: 393×852, safe area 59 pt at the top and 34 at the bottom.
    let screen = scaleOne()
    let blue = "#007affff"

    func render<V: View>(_ view: V) throws -> Bitmap {
        try renderer.render(view, in: screen, size: .device).bitmap
    }

    @Test func aBackgroundThatIgnoresTheSafeAreaGoesUnderTheNavigationBar() throws {
        let view = NavigationStack {
            ZStack { Color.blue.ignoresSafeArea(); Text("Hi") }.navigationTitle("Title")
        }
        let pixels = try render(view)
        // Under the status bar, under the bar's 44 pt and under the large title: the colour.
        #expect(pixels.hex(300, 10) == blue)
        #expect(pixels.hex(300, 80) == blue)
        #expect(pixels.hex(300, 130) == blue)
        #expect(pixels.hex(300, 845) == blue)
        // The large title is drawn over it (dark text at its place, 16 pt from the leading edge).
        let title = (109..<150).contains { y in (16..<60).contains { x in pixels.hex(x, y).hasPrefix("#00") && pixels.hex(x, y) != blue } }
        #expect(title)
        // The content itself is still laid out in the safe area below the bar.
        let text = try renderer.layout(view, in: screen, size: .device).textDescription
        #expect(text.contains("ZStack alignment center (0, 155) 393×663"), "\(text)")
        #expect(text.contains("Color #007affff (0, 0) 393×852"), "\(text)")
    }

    @Test func aBackgroundThatIgnoresTheSafeAreaGoesUnderTheTabBar() throws {
        let view = TabView {
            ZStack { Color.blue.ignoresSafeArea(); Text("Hi") }.tabItem { Label("Home", systemImage: "house") }
            Text("Other").tabItem { Label("Other", systemImage: "gear") }
        }
        let pixels = try render(view)
        #expect(pixels.hex(100, 780) == blue)
        #expect(pixels.hex(100, 845) == blue)
        // The other tab's grey item is drawn over the colour.
        let item = (775..<800).contains { y in (284..<306).contains { x in pixels.hex(x, y) != blue } }
        #expect(item)
    }

    @Test func contentThatKeepsTheSafeAreaStaysBetweenTheBars() throws {
        let view = TabView {
            NavigationStack { Color.blue.navigationTitle("Title") }.tabItem { Label("Home", systemImage: "house") }
        }
        let text = try renderer.layout(view, in: screen, size: .device).textDescription
        #expect(text.contains("Color #007affff (0, 155) 393×614"), "\(text)")
        let pixels = try render(view)
        #expect(pixels.hex(300, 130) == "#ffffffff")
        #expect(pixels.hex(300, 845) == "#ffffffff")
    }

    @Test func aGradientUnderBothBarsIsOneGradient() throws {
        let view = TabView {
            NavigationStack {
                ZStack {
                    LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
                    Text("Hi")
                }
                .navigationTitle("Both")
            }
            .tabItem { Label("Home", systemImage: "house") }
        }
        let text = try renderer.layout(view, in: screen, size: .device).textDescription
        #expect(text.contains("linearGradient #000000ff→#ffffffff (0, 0) 393×852"), "\(text)")
        let pixels = try render(view)
        // Black at the screen's top, white at its bottom: the gradient spans the screen.
        #expect(pixels.hex(300, 0).hasPrefix("#0"))
        #expect(pixels.hex(300, 851).hasPrefix("#f"))
    }

    @Test func aFixedSizeRenderExtendsToTheContainersEdges() throws {
        let view = NavigationStack {
            ZStack { Color.blue.ignoresSafeArea(); Text("Hi") }.navigationTitle("Title")
        }
        // No screen safe area: the stack's own bar still ends its content's.
        let pixels = try renderer.render(view, in: screen, size: .fixed(width: 320, height: 400)).bitmap
        #expect(pixels.hex(300, 5) == blue)
        #expect(pixels.hex(300, 395) == blue)
    }

    @Test func safeAreaInsetEndsTheSafeAreaAtItsView() throws {
        let view = Color.blue.ignoresSafeArea()
            .safeAreaInset(edge: .bottom) { Text("Bar").frame(maxWidth: .infinity).frame(height: 50) }
        let text = try renderer.layout(view, in: screen, size: .device).textDescription
        #expect(text.contains("Color #007affff (0, 0) 393×852"), "\(text)")
        let pixels = try render(view)
        // The inset's text is drawn over the colour.
        let label = (770..<810).contains { y in (170..<225).contains { x in pixels.hex(x, y) != blue } }
        #expect(label)
    }

    @Test func scrolledContentGoesOnUnderTheHomeIndicator() throws {
        // The viewport ends at the safe area; what it holds beyond shows to the screen's edge.
        let tall = ScrollView { Color.blue.frame(height: 2000) }
        #expect(try render(tall).hex(200, 845) == blue)
        let text = try renderer.layout(tall, in: screen, size: .device).textDescription
        #expect(text.contains("ScrollViewport (0, 59) 393×759"), "\(text)")
        // A short one leaves the area to the window.
        let short = ScrollView { Color.blue.frame(height: 100) }
        #expect(try render(short).hex(200, 845) == "#ffffffff")
        // Under a tab bar: the rows go on under it, and the bar is drawn over them.
        let tabs = TabView {
            ScrollView { Color.blue.frame(height: 2000) }.tabItem { Label("Home", systemImage: "house") }
        }
        let pixels = try render(tabs)
        // The bar's translucent grey (94 %) over the blue, down through the home indicator: a
        // bluish grey, neither the blue nor the bar's grey over white (#f2f2f7).
        for y in [790, 845] {
            let pixel = pixels[300, y]
            #expect(pixel.b > pixel.r && pixel.r < 0xf0, "\(pixel)")
        }
    }

    @Test func zIndexOrdersTheDrawingOfSiblings() throws {
        let env = scaleOne()
        let back = ZStack { Color.red.frame(width: 20, height: 20).zIndex(1); Color.green.frame(width: 20, height: 20) }
        #expect(try renderer.render(back, in: env, size: .fixed(width: 20, height: 20)).bitmap.hex(10, 10) == "#ff3b30ff")
        let inOrder = ZStack { Color.red.frame(width: 20, height: 20); Color.green.frame(width: 20, height: 20) }
        #expect(try renderer.render(inOrder, in: env, size: .fixed(width: 20, height: 20)).bitmap.hex(10, 10) == "#34c759ff")
        // Equal values keep their order; layout does not change.
        let equal = HStack(spacing: -10) { Color.red.frame(width: 20, height: 20).zIndex(2); Color.green.frame(width: 20, height: 20).zIndex(2) }
        let pixels = try renderer.render(equal, in: env, size: .fixed(width: 30, height: 20)).bitmap
        #expect(pixels.hex(15, 10) == "#34c759ff")
        #expect(pixels.hex(5, 10) == "#ff3b30ff")
    }
}
