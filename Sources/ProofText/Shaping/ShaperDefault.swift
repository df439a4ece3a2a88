/// The shaper of scripts without one of their own (HarfBuzz's `hb-ot-shaper-default`): every
/// hook is the common one.
///
/// Hebrew is shaped by it too. Its points are ordered by HarfBuzz's modified combining
/// classes, which apply to every script (``ShapingRun/markOrder(_:)``); what HarfBuzz's Hebrew
/// shaper (`hb-ot-shaper-hebrew`) adds is not done: composing presentation forms for fonts
/// that lack a letter with its point, `reorder_marks_hebrew` (patah or qamats, then sheva or
/// hiriq, then meteg or a below mark: the last two swap), and taking GPOS only from a font's
/// `hebr` script.
struct DefaultShaper: ScriptShaper {}
