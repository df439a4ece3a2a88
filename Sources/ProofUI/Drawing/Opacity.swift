// Status: supported — opacity drawn as SwiftUI does.

import ProofLayout
import ProofRender
nonisolated extension View {
    /// Draws the view and its content as one layer with this opacity (0 transparent, 1
    /// opaque; values outside are clamped).
    public func opacity(_ opacity: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            guard !opacity.isNaN else {
                throw resolver.error(.invalidValue, "opacity is NaN; use a number from 0 to 1")
            }
            element.effects.append(.opacity(min(max(opacity, 0), 1)))
        }
    }
}
