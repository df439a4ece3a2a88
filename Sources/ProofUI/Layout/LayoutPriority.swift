// Status: supported — layout priority as SwiftUI uses it; `flexStyle`, `flexGrow`, `flexShrink` are Proofsheet's own.

import ProofLayout
import ProofRender
nonisolated extension View {
    /// Which views shrink first when a stack is short of space: lower priorities give way
    /// before higher ones (0 by default).
    public func layoutPriority(_ priority: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            element.layoutPriority = try resolver.finite(priority, "layoutPriority")
        }
    }

    /// Sets flexbox properties of this view's layout node directly (after the SwiftUI rules
    /// have set theirs): `.flexStyle { $0.flexGrow = 2; $0.alignSelf = .flexEnd }`.
    public func flexStyle(_ change: @escaping (inout FlexStyle) -> Void) -> some View {
        modifyingElements { element, _ in element.styleOverrides.append(change) }
    }

    /// The view's flexbox grow factor in its container.
    public func flexGrow(_ grow: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let grow = try resolver.length(grow, "flexGrow")
            element.styleOverrides.append { $0.flexGrow = grow }
        }
    }

    /// The view's flexbox shrink factor in its container.
    public func flexShrink(_ shrink: Double) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let shrink = try resolver.length(shrink, "flexShrink")
            element.styleOverrides.append { $0.flexShrink = shrink }
        }
    }
}
