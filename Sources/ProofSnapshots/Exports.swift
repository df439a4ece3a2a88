// The view-free verification core (service, formats, results log, report, accept, prune)
// moved to ProofVerification; `import ProofSnapshots` still brings every name it did.
@_exported import ProofVerification
// `FileSystemError` moved to the ground floor; `import ProofSnapshots` still brings it.
@_exported import ProofBase
// `PixelRect` moved to the graphics floor (one pixel rectangle with the painter's);
// `import ProofSnapshots` still brings it.
@_exported import struct ProofGraphics.PixelRect
