// Status: supported — padding laid out as SwiftUI does.

import ProofLayout
import ProofRender
nonisolated extension View {
    /// Space around the view along `edges`: `length` points, or ``DefaultSpacing/padding``
    /// (16) when nil. Leading and trailing follow the layout direction.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length.map { Double($0) } ?? DefaultSpacing.padding
        return padding(EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Space around the view, edge by edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modified { content, resolver throws(RenderError) in
            try resolver.wrapEach(content, kind: .padding(insets)) { wrapper throws(RenderError) in
                // Negative padding takes space from the view, as in SwiftUI (the content then
                // reaches past the padded frame).
                for value in insets.values { _ = try resolver.finite(value, "padding") }
                wrapper.style.padding = Edges(top: .points(insets.top), bottom: .points(insets.bottom),
                                              start: .points(insets.leading), end: .points(insets.trailing))
            }
        }
    }
}
