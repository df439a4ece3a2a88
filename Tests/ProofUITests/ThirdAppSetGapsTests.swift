import Foundation
import Testing
import ProofLayout
import ProofRender
@testable import ProofUI

/// SwiftUI API that a third set of real apps used and ProofUI lacked (Metal shader effects,
/// `Text(Image)`, `Image` equality, `ProgressView(configuration)`, iOS 17 image-resource
/// labels, `Commands` bodies…): each compiles as SwiftUI declares it and draws as SwiftUI
/// documents, or, where that cannot be done here, draws the view unchanged and says so.
@MainActor @Suite struct ThirdAppSetGapsTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func shaderFunctionsAreNamedMembersOfTheirLibrary() {
        let wave = ShaderLibrary.wave
        #expect(wave.name == "wave")
        #expect(wave.library == .default)
        #expect(ShaderLibrary.default.wave == wave)
        let other = ShaderLibrary.bundle(Bundle(path: "/tmp")!)
        #expect(other.wave.library == other)
        #expect(other != .default)
        let shader = ShaderLibrary.wave(.float(2), .float2(CGSize(width: 3, height: 4)), .color(red), .boundingRect)
        #expect(shader.function == wave)
        #expect(shader.arguments == [.float(2.0), .float2(3.0, 4.0), .color(red), .boundingRect])
        #expect(shader == Shader(function: ShaderFunction(library: .default, name: "wave"), arguments: shader.arguments))
        #expect(Shader.Argument.float2(CGPoint(x: 1, y: 2)) == .float2(1.0, 2.0))
        #expect(Shader.Argument.float(1.0) != .float2(1.0, 0.0))
    }

    @Test func shaderEffectsDrawTheViewAsItIsAndSaySo() throws {
        let plain = Rectangle().fill(red).frame(width: 6, height: 4).padding(2)
        let shader = ShaderLibrary.ripple(.float(1), .boundingRect)
        let expected = try renderer.render(plain, in: scaleOne(), size: .fixed(width: 10, height: 8)).bitmap
        for (name, view) in [("colorEffect", AnyView(plain.colorEffect(shader))),
                             ("distortionEffect", AnyView(plain.distortionEffect(shader, maxSampleOffset: CGSize(width: 4, height: 4)))),
                             ("layerEffect", AnyView(plain.layerEffect(shader, maxSampleOffset: .zero)))] {
            let snapshot = try renderer.render(view, in: scaleOne(), size: .fixed(width: 10, height: 8))
            #expect(snapshot.bitmap == expected, "\(name)")
            #expect(snapshot.bitmap.hex(2, 2) == "#ff0000ff" && snapshot.bitmap.hex(1, 1) == "#ffffffff", "\(name)")
            let text = try describe(view, width: 10, height: 8)
            #expect(text.contains("\(name) not drawn: the Metal shader ripple does not run here"), "\(text)")
        }
        // Disabled, an effect is not there to draw: nothing is noted.
        let disabled = plain.layerEffect(shader, maxSampleOffset: .zero, isEnabled: false)
        #expect(try describe(disabled, width: 10, height: 8) == describe(plain, width: 10, height: 8))
        // A visual effect's shader is accepted as well (the closure's effects are not drawn).
        let visual = plain.visualEffect { content, proxy in
            content.layerEffect(ShaderLibrary.pixelate(.float(proxy.size.width)), maxSampleOffset: .zero)
        }
        #expect(try renderer.render(visual, in: scaleOne(), size: .fixed(width: 10, height: 8)).bitmap == expected)
    }

    @Test func aShapeFilledWithAShaderPaintsClear() throws {
        let view = Rectangle().fill(ShaderLibrary.stripes(.float(4))).frame(width: 4, height: 4)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 4, height: 4)).bitmap
        #expect([bitmap.hex(0, 0), bitmap.hex(3, 3)] == ["#ffffffff", "#ffffffff"])
    }

    @Test func anImageInTextTakesItsPlaceAsInAnInterpolation() throws {
        let star = Image(systemName: "star.fill")
        #expect(try describe(Text(star)) == describe(Text("\(star)")))
        #expect(try describe(Text(star) + Text(" 4.5")) == describe(Text("\(star) 4.5")))
    }

    @Test func imagesAreEqualWhenTheyShowTheSameThingTheSameWay() {
        #expect(Image("logo") == Image("logo"))
        #expect(Image("logo") != Image("badge"))
        #expect(Image(systemName: "star") != Image("star"))
        #expect(Image("logo").resizable() != Image("logo"))
        #expect(Image("logo").renderingMode(.template) == Image("logo").renderingMode(.template))
        #expect(Optional(Image("logo")) != nil)
    }

    /// A custom style that keeps the default look and only tints it, as Apple's Scrumdinger does.
    struct Tinted: ProgressViewStyle {
        let color: Color
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).tint(color)
        }
    }

    @Test func aStyleWrapsTheProgressViewItIsGiven() throws {
        let styled = try renderer.render(ProgressView(value: 0.5).progressViewStyle(Tinted(color: red)).padding(3),
                                         in: scaleOne(), size: .fixed(width: 40, height: 10))
        let tinted = try renderer.render(ProgressView(value: 0.5).tint(red).padding(3),
                                         in: scaleOne(), size: .fixed(width: 40, height: 10))
        #expect(styled.bitmap == tinted.bitmap)
        // The bar is filled with the tint up to half its width (17 of 34 points), then the track.
        let row = 5
        #expect(styled.bitmap.hex(4, row) == "#ff0000ff")
        #expect(styled.bitmap.hex(19, row) == "#ff0000ff")
        #expect(styled.bitmap.hex(25, row) != "#ff0000ff")
        // A spinner stays a spinner.
        let spinner = try describe(ProgressView().progressViewStyle(Tinted(color: red)))
        #expect(spinner == (try describe(ProgressView())))
    }

    @Test func controlsLabelledWithAnImageResourceShowALabel() throws {
        let heart = ImageResource(name: "heart", bundle: .main)
        #expect(try describe(Label("Likes", image: heart)) == describe(Label("Likes", image: "heart")))
        #expect(try describe(Button("Like", image: heart) {}) == describe(Button {} label: { Label("Like", image: "heart") }))
        let title = "Like"
        #expect(try describe(Button(title, image: heart, role: .destructive) {})
                    == describe(Button(role: .destructive) {} label: { Label("Like", image: "heart") }))
        #expect(try describe(Toggle("Liked", image: heart, isOn: .constant(true)))
                    == describe(Toggle(isOn: .constant(true)) { Label("Liked", image: "heart") }))
        #expect(try describe(Menu("More", image: heart) { Text("a") }) == describe(Menu { Text("a") } label: { Label("More", image: "heart") }))
    }

    /// An app's menu commands, made of others as a macOS app's `Commands` are.
    struct AppCommands: Commands {
        var showsSidebar: Bool
        var body: some Commands {
            if showsSidebar { SidebarCommands() }
            CommandMenu("Landmark") { Button("Favourite") {} }
            CommandGroup(after: .sidebar) { Divider() }
        }
    }

    @Test func commandsAreMadeOfOtherCommands() {
        #expect(AppCommands.Body.self == EmptyCommands.self)
        _ = WindowGroup { Text("a") }.commands { AppCommands(showsSidebar: true) }
    }

    @Test func iOS17SpringsAndPathsWithZeroCompileAsInSwiftUI() {
        #expect(Animation.interactiveSpring(duration: 0.3, extraBounce: 0, blendDuration: 0.5) == .interactiveSpring)
        #expect(Animation.interactiveSpring() == .interactiveSpring)
        #expect(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2) == .spring)
        // `.zero` is CGPoint's, as in SwiftUI (the painter's own point type does not compete).
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 4))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func namedAccessibilityActionsTakeText() throws {
        let view = Text("Photo").accessibilityAction(named: Text("Delete")) {}
        #expect(try describe(view) == describe(Text("Photo")))
    }

    @Test func safeAreaPaddingByALengthOrInsetsPadsAsPaddingDoes() throws {
        let box = Rectangle().fill(red).frame(width: 4, height: 4)
        #expect(try describe(box.safeAreaPadding(15)) == describe(box.padding(15)))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(try describe(box.safeAreaPadding(insets)) == describe(box.padding(insets)))
        let bitmap = try renderer.render(box.safeAreaPadding(3), in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap
        #expect([bitmap.hex(3, 3), bitmap.hex(6, 6), bitmap.hex(2, 2), bitmap.hex(7, 7)] == ["#ff0000ff", "#ff0000ff", "#ffffffff", "#ffffffff"])
    }

    @Test func aScopedAnimationAppliesItsBodysModifiers() throws {
        let box = Rectangle().fill(red).frame(width: 4, height: 4)
        let scoped = box.animation(.snappy) { content in content.padding(3) }
        #expect(try describe(scoped, width: 10, height: 10) == describe(box.padding(3), width: 10, height: 10))
        let bitmap = try renderer.render(scoped, in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap
        #expect([bitmap.hex(3, 3), bitmap.hex(2, 3)] == ["#ff0000ff", "#ffffffff"])
    }

    @Test func iOS17And18ScrollAndGestureFormsLeaveTheDrawingAsItIs() throws {
        let list = ScrollView(.horizontal) { HStack { Text("A"); Text("B") } }
        #expect(try describe(list.scrollTargetBehavior(.viewAligned(limitBehavior: .always))) == describe(list))
        let tap = TapGesture()
        #expect(try describe(Text("A").gesture(tap, isEnabled: false).simultaneousGesture(tap, isEnabled: true)
                                 .highPriorityGesture(tap, isEnabled: true)) == describe(Text("A")))
        #expect(NamedCoordinateSpace.scrollView(axis: .horizontal) != .scrollView(axis: .vertical))
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 100, height: 500),
                                      contentInsets: EdgeInsets(), containerSize: CGSize(width: 100, height: 200))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 40, width: 100, height: 200))
        #expect(geometry.contentSize == CGSize(width: 100, height: 500))
    }

    @Test func aTabWithoutALabelHasAnEmptyTabItem() throws {
        let labelled = try describe(TabView { Tab("Home", systemImage: "house", value: 0) { Text("Page") } }, width: 200, height: 300)
        let bare = try describe(TabView { Tab(value: 0) { Text("Page") } }, width: 200, height: 300)
        #expect(labelled.contains("\"Home\""))
        #expect(!bare.contains("\"Home\"") && bare.contains("\"Page\""))
    }

    struct Highlight: PreferenceKey {
        static let defaultValue: [String: Anchor<CGRect>] = [:]
        static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    @Test func anchorPreferenceOverlaysDrawForTheDefaultValueAndSaySo() throws {
        let view = Color.clear.frame(width: 10, height: 10)
            .anchorPreference(key: Highlight.self, value: .bounds) { ["card": $0] }
            .overlayPreferenceValue(Highlight.self, alignment: .topLeading) { anchors in
                // The default value is empty: the closure draws its fallback square.
                if anchors["card"] == nil { Rectangle().fill(red).frame(width: 3, height: 3) }
            }
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap
        #expect([bitmap.hex(0, 0), bitmap.hex(2, 2), bitmap.hex(3, 3)] == ["#ff0000ff", "#ff0000ff", "#ffffffff"])
        #expect(try describe(view, width: 10, height: 10).contains("overlayPreferenceValue(Highlight) drawn for the default value: preferences are not collected"))
        let behind = Color.clear.frame(width: 10, height: 10).backgroundPreferenceValue(Highlight.self) { _ in red }
        #expect(try renderer.render(behind, in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap.hex(9, 9) == "#ff0000ff")
    }

    @Test func aProxyResolvesAnAnchorInItsOwnCoordinates() {
        let proxy = GeometryProxy(size: CGSize(width: 50, height: 50), frame: Rect(x: 10, y: 20, width: 50, height: 50), safeAreaInsets: EdgeInsets())
        #expect(proxy[Anchor(globalValue: CGRect(x: 15, y: 30, width: 4, height: 6))] == CGRect(x: 5, y: 10, width: 4, height: 6))
        #expect(proxy[Anchor(globalValue: CGPoint(x: 10, y: 20))] == CGPoint(x: 0, y: 0))
    }

    @Test func canvasShadingsIncludeConicGradients() {
        let shading = GraphicsContext.Shading.conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 5, y: 5))
        #expect(shading.name == "conicGradient")
    }

    /// A container that lays out the views it is given itself, as iOS 18 apps write carousels.
    struct Cards<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                HStack(spacing: 1) {
                    ForEach(subviews.prefix(2)) { $0.frame(width: 3, height: 3) }
                    if subviews.count > 2 { Text("+\(subviews.count - 2)") }
                }
            }
        }
    }

    @Test func aGroupGivesTheViewsABuilderWroteAsSubviews() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let cards = Cards {
            red
            blue
            ForEach(0..<3) { _ in Color.green }
            if false { Color.black }
        }
        let text = try describe(cards, width: 40, height: 10)
        #expect(text.contains("\"+3\""), "\(text)")
        let bitmap = try renderer.render(Cards { red; blue }, in: scaleOne(), size: .fixed(width: 7, height: 3)).bitmap
        #expect([bitmap.hex(0, 1), bitmap.hex(2, 1), bitmap.hex(3, 1), bitmap.hex(4, 1), bitmap.hex(6, 1)]
                    == ["#ff0000ff", "#ff0000ff", "#ffffffff", "#0000ffff", "#0000ffff"])
        let collection = SubviewsCollection(of: TupleView((Text("a"), Text("b"), Text("c"))))
        #expect(collection.count == 3 && collection[1..<3].count == 2 && collection[2].id == Subview.ID(index: 2))
    }

    @Test func forEachMakesAViewForEachSubview() throws {
        let view = VStack(spacing: 0) {
            ForEach(subviews: Group { Text("a"); Text("b") }) { subview in subview.padding(1) }
        }
        #expect(try describe(view) == describe(VStack(spacing: 0) { Text("a").padding(1); Text("b").padding(1) }))
    }

    @Test func iOS18BarVisibilityNamesDrawAsTheirOlderForms() throws {
        let page = Text("Body").navigationTitle("Title")
        let shown = try describe(NavigationStack { page }, width: 200, height: 300)
        let hidden = try describe(NavigationStack { page.toolbarVisibility(.hidden, for: .navigationBar) }, width: 200, height: 300)
        #expect(hidden == (try describe(NavigationStack { page.toolbar(.hidden, for: .navigationBar) }, width: 200, height: 300)))
        #expect(hidden != shown && shown.contains("\"Title\"") && !hidden.contains("\"Title\""))
        #expect(try describe(NavigationStack { page.toolbarBackgroundVisibility(.visible, for: .navigationBar) }, width: 200, height: 300)
                    == shown)
    }

    @Test func acceptedScrollPresentationAndAnimationFormsLeaveTheDrawingAsItIs() throws {
        let text = Text("A")
        #expect(try describe(text.presentationBackgroundInteraction(.enabled(upThrough: .medium))
                                 .scrollIndicatorsFlash(onAppear: true).scrollIndicatorsFlash(trigger: 1)
                                 .onScrollVisibilityChange { _ in }) == describe(text))
        #expect(Animation.smooth(duration: 0.25).logicallyComplete(after: 0.15) == .smooth)
    }
}
