// Status: partial — the foreground style colours text and shapes; of hierarchical styles only the primary is drawn.

import ProofRender
import ProofLayout
import ProofText
nonisolated extension View {
    /// The primary and secondary styles of symbols and text: the primary is drawn.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// The primary, secondary and tertiary styles: the primary is drawn.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}

nonisolated extension View {
    /// The colour of text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.foregroundStyle = style }
    }

    /// The colour of text and shapes in this view (nil: the default, `label`).
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { $0.foregroundStyle = color }
    }
}
