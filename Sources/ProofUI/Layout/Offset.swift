// Status: supported — offsets drawn as SwiftUI does.

import ProofLayout
import ProofRender
nonisolated extension View {
    /// Moves the view by `x`, `y` points when drawn, without changing the layout around it.
    /// As in SwiftUI, a positive `x` moves towards the trailing edge (left in a
    /// right-to-left layout).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let x = try resolver.finite(Double(x), "offset(x:)")
            element.offset.x += resolver.environment.layoutDirection == .rightToLeft ? -x : x
            element.offset.y += try resolver.finite(Double(y), "offset(y:)")
        }
    }

    /// Moves the view by `offset` when drawn.
    public func offset(_ offset: Size) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}

nonisolated extension View {
    /// Moves the view by `offset` when drawn.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: Double(offset.width), y: Double(offset.height))
    }
}
