// `Bitmap`, `RGBA8`, `PNG` and the PNG errors moved to the graphics floor (ProofGraphics);
// `import ProofRender` still brings them, as it did.
@_exported import ProofGraphics
