// Status: partial — `containerBackground(_:for:)` fills a widget; other placements are accepted and ignored.
/// Where a container background goes (SwiftUI's `ContainerBackgroundPlacement`). WidgetKit's
/// `.widget` placement is declared by the opt-in Linux `WidgetKit` module.
nonisolated public struct ContainerBackgroundPlacement: Hashable, Sendable {
    /// Whether a snapshot draws the background behind the view itself: a widget's view is the
    /// whole widget, while a navigation or tab container is not in the snapshot.
    package let drawsBehindView: Bool

    package init(drawsBehindView: Bool) { self.drawsBehindView = drawsBehindView }

    /// Inside a `NavigationStack` or `NavigationSplitView`.
    public static let navigation = ContainerBackgroundPlacement(drawsBehindView: false)
    /// Behind a `NavigationSplitView`'s columns.
    public static let navigationSplitView = ContainerBackgroundPlacement(drawsBehindView: false)
    /// Inside a `TabView`.
    public static let tabView = ContainerBackgroundPlacement(drawsBehindView: false)
}

nonisolated extension View {
    /// The background of the enclosing container. For a widget (the snapshot of its view is the
    /// widget), the view fills the space offered, its content centred, over the background, as
    /// WidgetKit fills the widget; other containers are not in the snapshot, and their
    /// background is not drawn.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        Group {
            if container.drawsBehindView {
                frame(maxWidth: .infinity, maxHeight: .infinity).background(Rectangle().fill(style))
            } else {
                self
            }
        }
    }

    /// The background of the enclosing container, as a view: drawn as
    /// ``containerBackground(_:for:)`` draws a style.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return Group {
            if container.drawsBehindView {
                frame(maxWidth: .infinity, maxHeight: .infinity).background(ZStack(alignment: alignment) { background })
            } else {
                self
            }
        }
    }
}
