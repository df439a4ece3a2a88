// Status: partial — lays its content out as it is; the glass shapes inside are painted one by one, not blended into each other when closer than `spacing`.

/// A view whose Liquid Glass shapes SwiftUI renders together, blending those closer than
/// `spacing` (SwiftUI's `GlassEffectContainer`, iOS 26). Its content is laid out as it is.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container whose glass shapes start to blend when closer than `spacing`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}
