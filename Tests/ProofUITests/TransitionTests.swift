import Testing
import ProofRender
@testable import ProofUI

/// A custom `Transition` (iOS 17) draws its view at rest: its body in the `.identity` phase.
@Suite struct TransitionTests {
    struct Reveal: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1 : 0)
                .background(phase == .identity ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
        }
    }

    @Test func aCustomTransitionIsDrawnAtRest() throws {
        let view = Color(red: 0, green: 1, blue: 0).frame(width: 10, height: 10).padding(5).transition(Reveal())
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 20, height: 20)).bitmap
        #expect(bitmap.hex(10, 10) == "#00ff00ff" && bitmap.hex(2, 2) == "#0000ffff")
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1 && Reveal.properties.hasMotion)
    }

    /// `.transition(.opacity)` is still an `AnyTransition`; content margins are accepted and not
    /// applied (the square stays at the top of the scroll view).
    @Test func builtInTransitionsAndContentMarginsAreAccepted() throws {
        let view = ScrollView { Color(red: 0, green: 1, blue: 0).frame(width: 10, height: 10).transition(.opacity) }
            .contentMargins(20, for: .scrollContent)
            .contentMargins(.horizontal, EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4), for: .automatic)
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 20, height: 20)).bitmap
        #expect(bitmap.hex(10, 5) == "#00ff00ff" && bitmap.hex(10, 15) != "#00ff00ff")
    }
}
