// Status: supported — `.tint` as a style paints the environment's tint (system blue by default).

/// The view's tint as a style (SwiftUI's `TintShapeStyle`): the ``EnvironmentValues/tint``
/// set with ``View/tint(_:)``, system blue where none was set.
nonisolated public struct TintShapeStyle: ShapeStyle {
    /// The tint style.
    public init() {}
}

nonisolated extension TintShapeStyle: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: Color.accentColor) }
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
