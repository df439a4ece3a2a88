import Testing
import ProofRender
@testable import ProofUI

/// SwiftUI's built-in transitions as `Transition` types (iOS 17): a view at rest is drawn
/// unchanged (the `.identity` phase), and each phase draws what the transition does.
@MainActor
@Suite struct BuiltInTransitionTests {
    private let green = Color(red: 0, green: 1, blue: 0)

    /// A 10 × 10 green square drawn through `transition` in `phase`, centred in 30 × 30 points
    /// of white.
    private func draw<T: Transition>(_ transition: T, _ phase: TransitionPhase) throws -> Bitmap {
        let square = green.frame(width: 10, height: 10)
        let view = transition.body(content: PlaceholderContentView<T>(content: square), phase: phase)
            .frame(width: 30, height: 30)
            .background(Color(red: 1, green: 1, blue: 1))
        return try renderer.render(view, in: scaleOne(), size: .fixed(width: 30, height: 30)).bitmap
    }

    /// The green pixels' columns and rows as `minX…maxX, minY…maxY` (or "none").
    private func greenBox(_ bitmap: Bitmap) -> String {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.hex(x, y) == "#00ff00ff" { xs.append(x); ys.append(y) } }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return "none" }
        return "\(minX)…\(maxX), \(minY)…\(maxY)"
    }

    @Test func everyBuiltInTransitionDrawsTheViewUnchangedAtRest() throws {
        #expect(try greenBox(draw(.scale(0.5), .identity)) == "10…19, 10…19")
        #expect(try greenBox(draw(.opacity, .identity)) == "10…19, 10…19")
        #expect(try greenBox(draw(.slide, .identity)) == "10…19, 10…19")
        #expect(try greenBox(draw(.move(edge: .top), .identity)) == "10…19, 10…19")
        #expect(try greenBox(draw(.push(from: .trailing), .identity)) == "10…19, 10…19")
        #expect(try greenBox(draw(.blurReplace, .identity)) == "10…19, 10…19")
        #expect(try greenBox(draw(.offset(x: 5), .identity)) == "10…19, 10…19")
        #expect(try greenBox(draw(.scale(0.5).combined(with: .opacity), .identity)) == "10…19, 10…19")
    }

    @Test func scaleAndOpacityDrawTheirActivePhase() throws {
        #expect(try greenBox(draw(.scale(0.5), .willAppear)) == "13…16, 13…16")
        #expect(try greenBox(draw(.scale(0.5, anchor: .topLeading), .didDisappear)) == "10…14, 10…14")
        #expect(try greenBox(draw(.opacity, .willAppear)) == "none")
        #expect(try greenBox(draw(.scale(0.5).combined(with: .opacity), .willAppear)) == "none")
    }

    @Test func movingTransitionsShiftTheViewByItsSize() throws {
        #expect(try greenBox(draw(.move(edge: .leading), .willAppear)) == "0…9, 10…19")
        #expect(try greenBox(draw(.move(edge: .bottom), .didDisappear)) == "10…19, 20…29")
        #expect(try greenBox(draw(.slide, .willAppear)) == "0…9, 10…19")
        #expect(try greenBox(draw(.slide, .didDisappear)) == "20…29, 10…19")
        #expect(try greenBox(draw(.offset(x: 5, y: -3), .willAppear)) == "15…24, 7…16")
        #expect(try greenBox(draw(AsymmetricTransition(insertion: .move(edge: .top), removal: .opacity), .willAppear)) == "10…19, 0…9")
        #expect(try greenBox(draw(AsymmetricTransition(insertion: .move(edge: .top), removal: .opacity), .didDisappear)) == "none")
        #expect(!OpacityTransition.properties.hasMotion && MoveTransition.properties.hasMotion)
    }

    /// As a Backyard Birds file writes them: compiles and draws the view at rest.
    @Test func transitionsAsAppsWriteThem() throws {
        let view = VStack(spacing: 0) {
            green.frame(width: 10, height: 10).transition(.scale(0.5).combined(with: .opacity))
            green.frame(width: 10, height: 10).transition(.blurReplace)
            green.frame(width: 10, height: 10).transition(.symbolEffect)
            green.frame(width: 10, height: 10).transition(.push(from: .bottom).animation(.default))
            green.frame(width: 10, height: 10).transition(.scale(scale: 0.25).combined(with: .opacity))
            green.frame(width: 10, height: 10).transition(AnyTransition(.blurReplace(.upUp)))
        }
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 10, height: 60)).bitmap
        for y in stride(from: 5, to: 60, by: 10) { #expect(bitmap.hex(5, y) == "#00ff00ff", "row \(y)") }
    }
}
