// Status: supported — `FillShapeStyle` (`.fill`, `.fill.secondary`…) paints the system fill colours.
/// The system's fill colours as a style (SwiftUI's `FillShapeStyle`, iOS 17): `.fill` is
/// `systemFill`, and `.fill.secondary`, `.tertiary` and `.quaternary` the lighter levels, as
/// widget templates write `.containerBackground(.fill.tertiary, for: .widget)`.
nonisolated public struct FillShapeStyle: ShapeStyle {
    fileprivate let level: SystemColor

    public init() { level = .systemFill }
    private init(level: SystemColor) { self.level = level }


    /// The second level, `secondarySystemFill`.
    public var secondary: FillShapeStyle { FillShapeStyle(level: .secondarySystemFill) }
    /// The third level, `tertiarySystemFill`.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: .tertiarySystemFill) }
    /// The fourth level, `quaternarySystemFill`.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: .quaternarySystemFill) }
}

nonisolated extension ShapeStyle where Self == FillShapeStyle {
    /// The system's fill colour (`systemFill`), with its lighter levels as properties.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

nonisolated extension FillShapeStyle: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: Color(systemColor: level)) }
}
