// Status: supported — `Group` takes part in the enclosing layout as SwiftUI's does.
/// A transparent container: its children take part in the enclosing layout as if written
/// there, and modifiers applied to the group apply to each child (SwiftUI's `Group`).
nonisolated public struct Group<Content: View>: View, PrimitiveView, TransparentInPath {
    public typealias Body = Never

    public var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(content)
    }
}
