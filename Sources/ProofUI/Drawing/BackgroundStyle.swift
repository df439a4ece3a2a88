// Status: supported — `.background` as a style, `backgroundStyle(_:)` and `background(ignoresSafeAreaEdges:)` / `background(in:fillStyle:)` paint the context's background as SwiftUI does.

/// The background style in the current context (SwiftUI's `BackgroundStyle`): the style a
/// view set with ``View/backgroundStyle(_:)``, or the system background (`systemBackground`:
/// white in light mode, black in dark mode) where none was set.
nonisolated public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style of the current context.
    public init() {}
}

nonisolated extension BackgroundStyle: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint {
        painter.paint(painter.environment.backgroundStyle ?? AnyShapeStyle(Color(systemColor: .systemBackground)))
    }
}

nonisolated extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context: the environment's ``EnvironmentValues/backgroundStyle``,
    /// or the system background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

nonisolated extension EnvironmentValues {
    /// A style that overrides the system background where set (by ``View/backgroundStyle(_:)``);
    /// nil by default.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

nonisolated extension View {
    /// Sets the style that backgrounds inside this view are drawn with: `.background` as a
    /// style, ``View/background(ignoresSafeAreaEdges:)`` and ``View/background(in:fillStyle:)``.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills the area behind the view with the context's background style (`.background`),
    /// into the safe area along `edges` where the view touches it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` behind the view with the context's background style (`.background`).
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
