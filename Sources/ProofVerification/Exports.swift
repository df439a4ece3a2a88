// The ground floor (`FileSystemError`, `Rect`, the JSON reader) comes with the core, as it
// came with ProofSnapshots.
@_exported import ProofBase
// The one pixel rectangle (a comparison's change bounds), from the graphics floor.
@_exported import struct ProofGraphics.PixelRect
