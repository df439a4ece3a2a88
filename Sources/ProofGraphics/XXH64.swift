import CProofCodec

/// XXH64 (Yann Collet's xxHash, 64-bit variant): a fast non-cryptographic hash with a
/// published specification, so digests stored in files stay comparable forever.
/// Input words are read little-endian on every platform. The loop is C's (CProofCodec): every
/// verification hashes the whole picture, and a debug build's Swift ran it many times slower.
public enum XXH64 {
    /// The XXH64 digest of `bytes` with `seed`.
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        proof_xxh64(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, seed)
    }

    /// The XXH64 digest of a byte array.
    public static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }
}
