import Foundation
import Testing
import ProofLayout
import ProofRender
@testable import ProofUI

/// SwiftUI API that a large collection of iOS 17–26 demo apps used and ProofUI lacked (custom
/// scroll target behaviours, container values, text renderers, mesh gradients, geometry
/// effects, tab roles…): each compiles as SwiftUI declares it and draws as SwiftUI documents,
/// or, where that cannot be done here, draws the view unchanged and says so.
@MainActor @Suite struct DemoAppGapsTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    // MARK: Scroll target behaviours

    /// Counts its calls, as a test double of an app's behaviour.
    final class Calls: @unchecked Sendable { var count = 0 }

    nonisolated struct SnapToTop: ScrollTargetBehavior {
        let calls: Calls
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            calls.count += 1
            if target.rect.minY < 50 { target.rect.origin = .zero }
        }
    }

    @Test func aCustomScrollTargetBehaviourIsNeverCalledByASnapshot() throws {
        let calls = Calls()
        let content = ScrollView { VStack(spacing: 0) { ForEach(0..<5) { _ in red.frame(height: 10) } } }
        let plain = try renderer.render(content, in: scaleOne(), size: .fixed(width: 10, height: 20)).bitmap
        let behaving = try renderer.render(content.scrollTargetBehavior(SnapToTop(calls: calls)), in: scaleOne(),
                                           size: .fixed(width: 10, height: 20)).bitmap
        // SwiftUI calls it when a scroll gesture ends or the scroll view's size changes: a
        // snapshot has neither, and shows the scroll view at position 0.
        #expect(calls.count == 0)
        #expect(behaving == plain)
        // The behaviour itself works on a target as the app wrote it.
        var target = ScrollTarget(rect: CGRect(x: 0, y: 30, width: 10, height: 20))
        SnapToTop(calls: calls).updateTarget(&target, context: context(axes: .vertical))
        #expect(calls.count == 1 && target.rect.origin == .zero && target.anchor == nil)
    }

    func context(axes: Axis.Set) -> ScrollTargetBehaviorContext {
        ScrollTargetBehaviorContext(originalTarget: ScrollTarget(rect: .zero), velocity: CGVector(dx: 0, dy: 0),
                                    contentSize: CGSize(width: 300, height: 1000), containerSize: CGSize(width: 100, height: 200),
                                    axes: axes, environment: EnvironmentValues())
    }

    @Test func pagingStopsAtTheNearestPageWithinTheContent() {
        var target = ScrollTarget(rect: CGRect(x: 160, y: 290, width: 100, height: 200))
        PagingScrollTargetBehavior().updateTarget(&target, context: context(axes: .vertical))
        #expect(target.rect.origin == CGPoint(x: 160, y: 200))
        PagingScrollTargetBehavior().updateTarget(&target, context: context(axes: [.horizontal, .vertical]))
        #expect(target.rect.origin == CGPoint(x: 200, y: 200))
        var beyond = ScrollTarget(rect: CGRect(x: 0, y: 950, width: 100, height: 200))
        PagingScrollTargetBehavior().updateTarget(&beyond, context: context(axes: .vertical))
        #expect(beyond.rect.origin.y == 800)
        #expect(context(axes: .vertical).layoutDirection == .leftToRight)
    }

    // MARK: Container values

    /// Lays its subviews in a row, each as wide as its container value says.
    struct Widths<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                HStack(spacing: 0) {
                    ForEach(subviews) { subview in
                        subview.frame(width: CGFloat(subview.containerValues.proofTestWidth), height: 2)
                    }
                }
            }
        }
    }

    @Test func aContainerValueSetOnAViewIsReadFromItsSubview() throws {
        let view = Widths {
            red.containerValue(\.proofTestWidth, 3)
            blue
            ForEach(0..<1) { _ in red.containerValue(\.proofTestWidth, 2).containerValue(\.proofTestLabel, "x") }
        }
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 6, height: 2)).bitmap
        // 3 red, 1 blue (the default width), 2 red.
        #expect((0..<6).map { bitmap.hex($0, 0) }
                    == ["#ff0000ff", "#ff0000ff", "#ff0000ff", "#0000ffff", "#ff0000ff", "#ff0000ff"])
        let subviews = SubviewsCollection(of: TupleView((red.containerValue(\.proofTestLabel, "a"), blue)))
        #expect(subviews[0].containerValues.proofTestLabel == "a" && subviews[1].containerValues.proofTestLabel == "none")
        #expect(subviews[0].containerValues.proofTestWidth == 1)
    }

    @Test func forEachSubviewsCarryTheirContainerValues() throws {
        var labels: [String] = []
        for subview in ForEachSubviewCollection<EmptyView>(subviews: SubviewsCollection(of: Group {
            Text("a").containerValue(\.proofTestLabel, "first")
            Text("b")
        }).subviews) {
            labels.append(subview.containerValues.proofTestLabel)
        }
        #expect(labels == ["first", "none"])
        // A container value has no look of its own.
        #expect(try describe(Text("a").containerValue(\.proofTestLabel, "z")) == describe(Text("a")))
    }

    // MARK: Text renderers

    nonisolated struct CountingRenderer: TextRenderer {
        let calls: Calls
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            calls.count += 1
            for line in layout { ctx.draw(line) }
        }
    }

    struct Secret: TextAttribute {}

    @Test func aTextRendererIsNotCalledAndTheTextIsDrawnAsWithoutItAndNoted() throws {
        let calls = Calls()
        let text = Text("Key \(Text("abc").customAttribute(Secret()))")
        let plain = try renderer.render(text, in: scaleOne(), size: .fixed(width: 60, height: 20)).bitmap
        let rendered = try renderer.render(text.textRenderer(CountingRenderer(calls: calls)), in: scaleOne(),
                                           size: .fixed(width: 60, height: 20)).bitmap
        #expect(calls.count == 0)
        #expect(rendered == plain)
        let description = try describe(text.textRenderer(CountingRenderer(calls: calls)))
        #expect(description.contains("textRenderer (CountingRenderer) is not applied: the text is drawn as without it"), "\(description)")
        #expect(try describe(Text("abc").customAttribute(Secret())) == describe(Text("abc")))
    }

    @Test func aLayoutsRunsAndSlicesReadTheirAttributesAndBounds() {
        let bounds = Text.Layout.TypographicBounds(origin: CGPoint(x: 10, y: 20), width: 30, ascent: 8, descent: 2, leading: 1)
        let run = Text.Layout.Run(attributes: [AnyHashable(Secret())], glyphCount: 3, layoutDirection: .leftToRight,
                                  typographicBounds: bounds, characterIndices: [])
        let line = Text.Layout.Line(runs: [run], origin: CGPoint(x: 10, y: 20), typographicBounds: bounds)
        let layout = Text.Layout(lines: [line])
        let slices = layout.flatMap { $0 }.flatMap { $0 }
        #expect(slices.count == 3)
        #expect(slices[1].typographicBounds.rect == CGRect(x: 20, y: 12, width: 10, height: 10))
        #expect(line[Secret.self] != nil && slices[2][Secret.self] != nil)
        #expect(bounds.rect == CGRect(x: 10, y: 12, width: 30, height: 10))
    }

    // MARK: Mesh gradients

    @Test func aMeshGradientBlendsItsCornerColoursBilinearly() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [red, blue, Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 1)])
        let bitmap = try renderer.render(mesh, in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap
        // Pixel centres at 0.05 and 0.95 of the square: mostly the corner colours.
        #expect(bitmap.hex(0, 0) == "#e70d0dff")
        #expect(bitmap.hex(9, 0) == "#180df2ff")
        #expect(bitmap.hex(0, 9) == "#18f20dff")
        #expect(bitmap.hex(9, 9) == "#e7f2f2ff")
        // (0.45, 0.55): red, blue, green and white weighted 0.2475, 0.2025, 0.3025, 0.2475.
        #expect(bitmap.hex(4, 5) == "#7e8c73ff")
    }

    @Test func aMeshGradientFollowsItsMovedPointsAndFillsTheRestWithItsBackground() throws {
        // The middle point moved right: the blue at it reaches further right than the middle.
        let white = Color(red: 1, green: 1, blue: 1)
        let mesh = MeshGradient(width: 3, height: 3,
                                points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                                colors: [white, white, white, white, blue, white, white, white, white])
        let bitmap = try renderer.render(mesh, in: scaleOne(), size: .fixed(width: 20, height: 20)).bitmap
        #expect(bitmap.hex(16, 10) == "#3a3affff")
        #expect(bitmap.hex(4, 10) == "#babaffff")
        #expect(bitmap.hex(10, 10) == "#5d5dffff")
        #expect(bitmap.hex(0, 0) == "#fefeffff")
        // A mesh that covers only the left half leaves the background on the right.
        let half = MeshGradient(width: 2, height: 2, points: [[0, 0], [0.5, 0], [0, 1], [0.5, 1]], colors: [red, red, red, red],
                                background: blue)
        let halfBitmap = try renderer.render(half, in: scaleOne(), size: .fixed(width: 10, height: 4)).bitmap
        #expect(halfBitmap.hex(2, 2) == "#ff0000ff" && halfBitmap.hex(7, 2) == "#0000ffff")
        #expect(try describe(mesh, width: 20, height: 20).contains("MeshGradient drawn with straight cell edges and bilinear colours"))
    }

    @Test func aMeshWithTooFewColoursDrawsItsBackgroundAndSaysSo() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [red], background: blue)
        let bitmap = try renderer.render(mesh, in: scaleOne(), size: .fixed(width: 4, height: 4)).bitmap
        #expect(bitmap.hex(1, 1) == "#0000ffff")
        #expect(try describe(mesh, width: 4, height: 4).contains("needs 4 points and colours"))
        // As a shape style it paints the colour at the middle of the mesh.
        let fill = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [red, red, blue, blue])
        let filled = try renderer.render(Rectangle().fill(fill), in: scaleOne(), size: .fixed(width: 4, height: 4)).bitmap
        #expect(filled.hex(0, 0) == "#800080ff" && filled.hex(3, 3) == "#800080ff")
    }

    @Test func inverseBilinearFindsThePlaceInAQuadrilateral() throws {
        let a = SIMD2<Double>(0, 0), b = SIMD2<Double>(4, 0), c = SIMD2<Double>(6, 4), d = SIMD2<Double>(0, 4)
        let place = try #require(MeshGrid.inverseBilinear(SIMD2(2.5, 2), a, b, c, d))
        #expect(abs(place.0 - 0.5) < 1e-9 && abs(place.1 - 0.5) < 1e-9)
        #expect(MeshGrid.inverseBilinear(SIMD2(7, 2), a, b, c, d) == nil)
    }

    // MARK: Geometry effects, colours, symbols, tabs

    nonisolated struct Skew: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
        }
    }

    @Test func aGeometryEffectDrawsTheViewUntransformedAndSaysSo() throws {
        let plain = red.frame(width: 4, height: 4).padding(2)
        let expected = try renderer.render(plain, in: scaleOne(), size: .fixed(width: 8, height: 8)).bitmap
        let skewed = plain.modifier(Skew(amount: 0.5))
        #expect(try renderer.render(skewed, in: scaleOne(), size: .fixed(width: 8, height: 8)).bitmap == expected)
        #expect(try describe(skewed, width: 8, height: 8).contains("GeometryEffect Skew not drawn"))
        let shear = Skew(amount: 0.5).effectValue(size: .zero)
        #expect(shear.isAffine && !shear.isIdentity && shear.m21 == 0.5)
        #expect(shear.concatenating(ProjectionTransform()) == shear)
    }

    @Test func mixingColoursBlendsInTheDeviceSpaceOrOklab() throws {
        let bitmap = try renderer.render(red.mix(with: blue, by: 0.5, in: .device), in: scaleOne(), size: .fixed(width: 2, height: 2)).bitmap
        #expect(bitmap.hex(0, 0) == "#800080ff")
        // Perceptual: Oklab, as CSS's `color-mix(in oklab, red, blue)` gives rgb(140, 83, 162).
        let perceptual = try renderer.render(red.mix(with: blue, by: 0.5), in: scaleOne(), size: .fixed(width: 2, height: 2)).bitmap
        #expect(perceptual.hex(0, 0) == "#8c53a2ff")
        let quarter = try renderer.render(red.mix(with: blue, by: 0.25, in: .device), in: scaleOne(), size: .fixed(width: 2, height: 2))
        #expect(quarter.bitmap.hex(1, 1) == "#bf0040ff")
        // Adaptive colours mix in the drawing's scheme.
        let dark = scaleOne { $0.colorScheme = .dark }
        let mixedBlack = try renderer.render(Color.black.mix(with: .primary, by: 1), in: dark, size: .fixed(width: 2, height: 2))
        #expect(mixedBlack.bitmap.hex(0, 0) == "#ffffffff")
    }

    @Test func aVariableValueIsNotedAndTheSymbolDrawnWhole() throws {
        let whole = try describe(Image(systemName: "speaker.wave.3.fill"))
        let partial = try describe(Image(systemName: "speaker.wave.3.fill", variableValue: 0.4))
        #expect(partial.contains("variableValue 0.4 not drawn: every layer of the symbol is filled"), "\(partial)")
        #expect(!whole.contains("variableValue"))
    }

    @Test func aSearchTabIsLabelledAfterItsRole() throws {
        let tabs = TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            Tab(role: .search) { Text("Find") }
        }
        let text = try describe(tabs, width: 300, height: 200)
        #expect(text.contains("\"Search\"") && text.contains("\"Home\""), "\(text)")
        let explicit = TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Find") }
        }
        #expect(try describe(explicit, width: 300, height: 200) == text)
        #expect(try describe(tabs.tabViewStyle(.tabBarOnly), width: 300, height: 200) == text)
        #expect(try describe(tabs.tabViewStyle(.sidebarAdaptable), width: 300, height: 200) == text)
    }

    @Test func anActiveSearchIsNotedAndAnInactiveOneDrawnAsBefore() throws {
        let page = Text("Body").navigationTitle("Title")
        let plain = try describe(NavigationStack { page.searchable(text: .constant(""), placement: .navigationBarDrawer) },
                                 width: 200, height: 300)
        let inactive = try describe(NavigationStack {
            page.searchable(text: .constant(""), isPresented: .constant(false), placement: .navigationBarDrawer)
        }, width: 200, height: 300)
        let active = try describe(NavigationStack { page.searchable(text: .constant(""), isPresented: .constant(true)) },
                                  width: 200, height: 300)
        #expect(inactive == plain)
        #expect(active.contains("searchable isPresented: the active search (title collapsed, Cancel button) is not drawn"))
    }

    @Test func acceptedFormsLeaveTheDrawingAsItIs() throws {
        let text = Text("A")
        #expect(try describe(text.presentationSizing(.fitted.fitted(horizontal: false, vertical: true))) == describe(text))
        #expect(try describe(TextField("Name", text: .constant("Ann"), selection: .constant(nil)))
                    == describe(TextField("Name", text: .constant("Ann"))))
        let value = "hello"
        #expect(TextSelection(insertionPoint: value.startIndex).isInsertion)
        #expect(!TextSelection(range: value.startIndex..<value.endIndex).isInsertion)
        #expect(CGFloat(0).interpolated(towards: 10, amount: 0.25) == 2.5)
        var value2 = 4.0
        value2.interpolate(towards: 8, amount: 0.5)
        #expect(value2 == 6)
    }

    /// A gesture made of others, as SwiftUI's documentation shows custom gestures.
    nonisolated struct PressAndDrag: Gesture {
        var body: some Gesture<DragGesture.Value> {
            DragGesture(minimumDistance: 0).onChanged { _ in }
        }
    }

    @Test func aCustomGestureWithABodyIsAcceptedOnAView() throws {
        let view = red.frame(width: 4, height: 4).gesture(PressAndDrag(), including: .gesture)
            .simultaneousGesture(PressAndDrag().onEnded { (value: DragGesture.Value) in _ = value.translation })
        #expect(try describe(view, width: 4, height: 4) == describe(red.frame(width: 4, height: 4), width: 4, height: 4))
        #expect(PressAndDrag.Value.self == DragGesture.Value.self)
        #expect(TapGesture.Body.self == Never.self && AnyGesture<Int>.Value.self == Int.self)
    }

    @Test func aGeometryClosureReturningAnInsetTypechecksAsACGFloat() throws {
        // `$0.safeAreaInsets.bottom` is a CGFloat, as in SwiftUI (it was a Double: the closure
        // failed with "cannot convert value of type '()' to closure result type 'CGFloat'").
        let view = red.onGeometryChange(for: CGFloat.self, of: { $0.safeAreaInsets.bottom }) { _ in }
            .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { _, _ in }
        #expect(try describe(view) == describe(red))
        let point: UnitPoint = .center
        let x: CGFloat = point.x
        #expect(x == 0.5)
    }
}

extension ContainerValues {
    @Entry var proofTestWidth: Int = 1
    @Entry var proofTestLabel: String = "none"
}
