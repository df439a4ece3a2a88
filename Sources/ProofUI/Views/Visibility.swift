// Status: supported — `hidden()` keeps the space and draws nothing, as SwiftUI does; `Visibility` is a value other modifiers take.

import ProofLayout
import ProofRender
/// Visible, hidden or automatic.
nonisolated public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

nonisolated extension View {
    /// Keeps the view's space in the layout without drawing it.
    public func hidden() -> some View {
        modifyingElements { element, _ in element.hidden = true }
    }
}
