// Status: supported — `Group` takes part in the enclosing layout as SwiftUI's does; a group of toolbar content adds its items to the toolbar.
/// A transparent container: its children take part in the enclosing layout as if written
/// there, and modifiers applied to the group apply to each child (SwiftUI's `Group`). A group
/// of toolbar content (`Group { if … { ToolbarItem … } }`) is toolbar content, as in SwiftUI.
nonisolated public struct Group<Content> {
    public var content: Content
}

nonisolated extension Group: View, PrimitiveView, TransparentInPath where Content: View {
    public typealias Body = Never

    /// A group of the views `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(content)
    }
}

nonisolated extension Group: ToolbarContent, ToolbarCollecting where Content: ToolbarContent {
    /// A group of the toolbar items `content` makes. (Disfavoured so that views written in a
    /// toolbar, `Group { Button … }`, stay a group of views, which a toolbar also takes.)
    @_disfavoredOverload
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }

    func collectToolbar(into entries: inout [ToolbarEntry]) {
        ProofUI.collectToolbar(content, into: &entries)
    }
}
