// Status: supported — `.separator` paints UIKit's `separator` colour for the colour scheme.

/// A style for separators and border lines (SwiftUI's `SeparatorShapeStyle`, iOS 17): UIKit's
/// `separator` colour, translucent grey in light and dark mode.
nonisolated public struct SeparatorShapeStyle: ShapeStyle {
    /// The separator style.
    public init() {}
}

nonisolated extension SeparatorShapeStyle: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: Color(systemColor: .separator)) }
}

nonisolated extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style for separators and border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
