/// ProofText: TrueType fonts, glyph rasterization and text layout (in progress).
public enum ProofText {
    /// The module's version of the text engine, part of every snapshot's identity.
    public static let engineVersion = 0
}
