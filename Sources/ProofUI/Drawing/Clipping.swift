// Status: partial — clip shapes, `clipped` and `cornerRadius` are drawn; `mask` is accepted and ignored (noted).

import ProofLayout
import ProofRender
nonisolated extension View {
    /// Clips the view to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            element.effects.append(.clip(try resolver.validated(shape.resolvedGeometry(in: resolver.environment))))
        }
    }

    /// Clips the view to its frame.
    public func clipped() -> some View {
        modifyingElements { element, _ in element.effects.append(.clip(.rectangle)) }
    }

    /// Clips the view to its frame (edges are drawn antialiased either way: a frame on the
    /// pixel grid has no partial pixels to smooth).
    public func clipped(antialiased: Bool) -> some View {
        clipped()
    }

    /// Clips the view to its frame with rounded corners (quarter circles, as SwiftUI's
    /// `cornerRadius`; the edge is antialiased either way).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let radius = try resolver.length(Double(radius), "the corner radius")
            element.effects.append(.clip(.roundedRectangle(radius: radius, style: .circular)))
        }
    }
}

nonisolated extension View {
    /// A mask: drawn unmasked when it is not a shape (noted).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        noted("mask not drawn")
    }

    /// A mask: drawn unmasked when it is not a shape (noted).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        noted("mask not drawn")
    }
}
