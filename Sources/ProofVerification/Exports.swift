import ProofBase

/// A file-system operation that failed: which, on what path, and the system's reason. (It
/// lives on the ground floor with the file IO; the name stays reachable from
/// `import ProofSnapshots` without bringing the ground floor's geometry, whose `EdgeInsets`
/// would meet SwiftUI's.)
public typealias FileSystemError = ProofBase.FileSystemError

// The one pixel rectangle (a comparison's change bounds) lives on the graphics floor;
// `import ProofSnapshots` brings it, as it did when it was declared there.
@_exported import struct ProofGraphics.PixelRect
