/// What a script's shaper changes in OpenType shaping, after HarfBuzz's shaper hooks
/// (`hb_ot_shaper_t` in `hb-ot-shaper.hh`). A shaper that leaves a hook out gets the common
/// behaviour, as a null hook does in HarfBuzz; ``ShapingScript/shaper`` picks the shaper of a
/// script, as `hb_ot_shaper_categorize` does.
///
/// The shapers: ``DefaultShaper`` (`hb-ot-shaper-default`), ``ArabicShaper``
/// (`hb-ot-shaper-arabic`: joining forms) and ``IndicShaper`` (`hb-ot-shaper-indic`, for
/// Devanagari: syllables reordered between the GSUB stages).
protocol ScriptShaper: Sendable {
    /// The GSUB feature tags by stage, before the run's own features join the last stage
    /// (HarfBuzz's `collect_features` with the features every script gets).
    func substitutionStages(direction: ShapingDirection) -> [[String]]

    /// The masks each character's glyph gets besides the global one, by scalar index; empty
    /// for none (HarfBuzz's `setup_masks`).
    func setupMasks(_ scalars: [Unicode.Scalar]) -> [UInt32]

    /// The lookups to apply, by stage (HarfBuzz's plan compiled with the shaper's
    /// `collect_features` and `data_create`).
    func makePlan(_ run: ShapingRun) -> ShapingPlan

    /// Shapes the run in place: characters to glyphs, GSUB, GPOS (`hb_ot_shape_internal`,
    /// with the shaper's hooks at their places).
    func shape(_ run: inout ShapingRun)
}

extension ScriptShaper {
    /// HarfBuzz's common features (`rvrn`, the directional forms, then `ccmp`, `locl`, `rlig`
    /// and the horizontal features), in its order.
    func substitutionStages(direction: ShapingDirection) -> [[String]] {
        [["rvrn"], direction.directionalFeatures + ["ccmp", "locl", "rlig", "calt", "clig", "liga", "rclt"]]
    }

    func setupMasks(_ scalars: [Unicode.Scalar]) -> [UInt32] { [] }

    func makePlan(_ run: ShapingRun) -> ShapingPlan { run.makeCommonPlan() }

    func shape(_ run: inout ShapingRun) { run.shapeCommon() }
}

extension ShapingScript {
    /// The shaper of the script (HarfBuzz's `hb_ot_shaper_categorize`, for the scripts
    /// ProofText shapes).
    var shaper: any ScriptShaper {
        if self == .arabic { return ArabicShaper() }
        if self == .devanagari { return IndicShaper() }
        return DefaultShaper()
    }
}

extension ShapingDirection {
    /// The features of the directional forms: `rtla` and `rtlm`, or `ltra` and `ltrm`.
    var directionalFeatures: [String] { self == .rightToLeft ? ["rtla", "rtlm"] : ["ltra", "ltrm"] }
}
