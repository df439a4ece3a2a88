// Status: accepted and ignored — `blur` compiles; not painted yet (noted).

import ProofRender
nonisolated extension View {
    /// A blur: not painted yet (noted).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        noted(radius > 0 ? "blur radius \(Self.number(Double(radius))) not drawn" : nil)
    }
}
