// `CoverageRasterizer` moved to the graphics floor (ProofGraphics); `import ProofText` still
// brings it, as it did.
@_exported import ProofGraphics
