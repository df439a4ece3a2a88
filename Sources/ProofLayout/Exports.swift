// Geometry (`Point`, `Size`, `Rect`, `EdgeInsets`) and `LargeStack` moved to the ground floor;
// `import ProofLayout` still brings them, as it did.
@_exported import ProofBase
