/// ProofText: TrueType fonts, glyph rasterization and text layout.
///
/// The enum is not named `ProofText`: a type named like its module hides the module's name,
/// and `ProofText.ContentSizeCategory` would then need Swift 6.3's `ProofText::` selector.
public enum ProofTextEngine {
    /// The module's version of the text engine, part of every snapshot's identity.
    public static let engineVersion = 0
}
