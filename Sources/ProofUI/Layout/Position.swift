// Status: supported — absolute positions laid out as SwiftUI does.

import ProofLayout
import ProofRender
nonisolated extension View {
    /// Places the view's centre at `x`, `y` in the space offered, which the positioned view
    /// takes whole (SwiftUI's `position(x:y:)`).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modified { content, resolver throws(RenderError) in
            let x = try resolver.finite(Double(x), "position(x:)"), y = try resolver.finite(Double(y), "position(y:)")
            try resolver.wrapEach(content, kind: .position(Point(x: x, y: y))) { wrapper in
                wrapper.expands = .both
                wrapper.compresses = .both
            }
        }
    }

    /// Places the view's centre at `position` in the space offered.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
