/// The shaper of scripts without one of their own (HarfBuzz's `hb-ot-shaper-default`): every
/// hook is the common one. Hebrew is shaped by it too: the reordering of Hebrew points that
/// fonts expect is HarfBuzz's modified combining classes, which apply to every script
/// (``ShapingRun/markOrder(_:)``), and HarfBuzz's Hebrew shaper adds only composition of
/// presentation forms, which ProofText does not do (it does not normalise).
struct DefaultShaper: ScriptShaper {}
