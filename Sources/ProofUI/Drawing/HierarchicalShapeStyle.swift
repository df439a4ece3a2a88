// Status: partial — the levels of a style (`.background.secondary`, `.tint.tertiary`, `Color.red.secondary`, iOS 17) are painted: the context's system background by its system levels, any other style at a lower opacity; `.primary`…`.quaternary` as styles are the label colours.

/// The opacity each level below the first multiplies a style's by: the alphas of UIKit's
/// label colours in light mode (`secondaryLabel` 0.6, `tertiaryLabel` 0.3, `quaternaryLabel`
/// 0.18), and 0.1 for the fifth level. Apple does not document the factors SwiftUI uses for
/// other styles; these are ProofUI's.
nonisolated let hierarchicalLevelOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

nonisolated extension ShapeStyle {
    /// The second level of this style (iOS 17).
    public var secondary: some ShapeStyle { HierarchicalLevelStyle(base: self, level: 1) }
    /// The third level of this style (iOS 17).
    public var tertiary: some ShapeStyle { HierarchicalLevelStyle(base: self, level: 2) }
    /// The fourth level of this style (iOS 17).
    public var quaternary: some ShapeStyle { HierarchicalLevelStyle(base: self, level: 3) }
    /// The fifth level of this style (iOS 17).
    public var quinary: some ShapeStyle { HierarchicalLevelStyle(base: self, level: 4) }
}

/// A level below the first of a style: the system backgrounds for the context's default
/// background, the style at a lower opacity otherwise.
nonisolated struct HierarchicalLevelStyle<Base: ShapeStyle>: ShapeStyle, BuiltInShapeStyle {
    let base: Base
    /// 1 for the second level, up to 4 for the fifth.
    let level: Int

    func paint(with painter: ShapeStylePainter) -> StylePaint {
        if base is BackgroundStyle, painter.environment.backgroundStyle == nil {
            // There are two system background levels below the first; lower levels stay at the third.
            return StylePaint(color: Color(level == 1 ? .secondarySystemBackground : .tertiarySystemBackground))
        }
        return painter.paint(base).multiplyingOpacity(by: hierarchicalLevelOpacities[level])
    }
}
