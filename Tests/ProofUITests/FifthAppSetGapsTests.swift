import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// SwiftUI API that a fifth set of real apps used and ProofUI lacked (paints chained on a painted
/// shape, tabs with label views, labelled images, optional gestures, inspectors, custom rotors,
/// the deprecated text field with a title string): each compiles as SwiftUI declares it and
/// draws as SwiftUI documents, or draws the view unchanged.
@MainActor @Suite struct FifthAppSetGapsTests {
    @Test func paintsChainOnAPaintedShapeEachOverTheOnesBefore() throws {
        let chained = Circle().fill(Color.blue).stroke(Color.red, lineWidth: 4).stroke(Color.green, lineWidth: 1)
        let overlaid = Circle().fill(Color.blue)
            .overlay(Circle().stroke(Color.red, lineWidth: 4))
            .overlay(Circle().stroke(Color.green, lineWidth: 1))
        #expect(try describe(chained, width: 40, height: 40) == describe(overlaid, width: 40, height: 40))
        let size = RenderSize.fixed(width: 40, height: 40)
        let chainedPixels = try renderer.render(chained, in: scaleOne(), size: size).bitmap
        let overlaidPixels = try renderer.render(overlaid, in: scaleOne(), size: size).bitmap
        #expect(chainedPixels == overlaidPixels)
        // The centre is the fill; the edge's middle pixel the green hairline over the red stroke.
        let blue = try renderer.render(Color.blue, in: scaleOne(), size: .fixed(width: 1, height: 1)).bitmap.hex(0, 0)
        #expect(chainedPixels.hex(20, 20) == blue)
        #expect(chainedPixels.hex(20, 1) != chainedPixels.hex(20, 3))
        // A border drawn inside the frame and a fill can follow too.
        let bordered = Rectangle().fill(Color.white).strokeBorder(Color.black, lineWidth: 2).fill(Color.clear)
        #expect(try describe(bordered, width: 10, height: 10) == describe(
            Rectangle().fill(Color.white).overlay(Rectangle().strokeBorder(Color.black, lineWidth: 2)).overlay(Rectangle().fill(Color.clear)),
            width: 10, height: 10))
    }

    @Test func aTabWithALabelViewShowsItInTheTabBar() throws {
        let labelled = TabView {
            Tab { Text("Feed") } label: { Label("Home", systemImage: "house.fill") }
            Tab(value: 2) { Text("Search") } label: { Text("Find") }
        }
        let items = TabView {
            Text("Feed").tabItem { Label("Home", systemImage: "house.fill") }
            Text("Search").tabItem { Text("Find") }
        }
        #expect(try describe(labelled, width: 390, height: 300) == describe(items, width: 390, height: 300))
    }

    @Test func aLabelledImageReadsItsLabel() throws {
        let text = try describe(Image("photo", bundle: .module, label: Text("Company logo")), width: 40, height: 40)
        #expect(text.contains("Company logo"))
        #expect(!(try describe(Image("photo", bundle: .module), width: 40, height: 40)).contains("Company logo"))
    }

    @Test func optionalGesturesInspectorsAndRotorsLeaveTheViewAsItIs() throws {
        struct Flower: Identifiable { let id: Int; let name: String; let isRed: Bool }
        let flowers = [Flower(id: 1, name: "Rose", isRed: true), Flower(id: 2, name: "Daisy", isRed: false)]
        let dragging = flowers.isEmpty
        let view = Text("Garden")
            .gesture(dragging ? DragGesture() : nil)
            .inspector(isPresented: .constant(false)) { Text("Details").inspectorColumnWidth(min: 200, ideal: 250, max: 300) }
            .accessibilityRotor("Red flowers") {
                ForEach(flowers) { flower in
                    if flower.isRed {
                        AccessibilityRotorEntry(flower.name, id: flower.id)
                    }
                }
            }
            .accessibilityRotor(.headings) { AccessibilityRotorEntry("Top", id: 0); AccessibilityRotorEntry("End", id: 1) }
            .accessibilityRotor("Names", entries: flowers, entryLabel: \.name)
            .accessibilityRotor(Text("By id"), entries: flowers, entryID: \.id, entryLabel: \.name)
        #expect(try describe(view) == describe(Text("Garden")))
    }

    @Test func theDeprecatedTextFieldTakesATitleStringAndAnEditingClosure() throws {
        let title = "Name"
        var began: [Bool] = []
        let trailing = TextField(title, text: .constant("")) { began.append($0) }
        let labelled = TextField(title, text: .constant(""), onEditingChanged: { began.append($0) })
        let keyed = TextField("Name", text: .constant(""), onEditingChanged: { began.append($0) })
        let plain = TextField(title, text: .constant(""))
        #expect(try describe(trailing) == describe(plain))
        #expect(try describe(labelled) == describe(plain))
        #expect(try describe(keyed) == describe(plain))
        #expect(began.isEmpty)
    }
}
