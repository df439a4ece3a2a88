// Status: partial — drawn in iOS's table-cell selection grey (`systemGray4`), which SwiftUI does not document for this style.

/// The style that shows selection the platform's way (SwiftUI's `SelectionShapeStyle`). Apple
/// does not document its iOS colour; it is drawn in the grey UIKit's table cells are selected
/// in (`UIColor.systemGray4`), which follows light and dark appearance.
nonisolated public struct SelectionShapeStyle: ShapeStyle {
    /// The selection style.
    public init() {}
}

nonisolated extension SelectionShapeStyle: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: Color(systemColor: .systemGray4)) }
}

nonisolated extension ShapeStyle where Self == SelectionShapeStyle {
    /// The platform's selection style.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
