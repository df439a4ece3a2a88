import CProofCodec

/// CRC-32 as PNG chunks use it (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320, reflected),
/// computed eight bytes at a time with precomputed tables (in C, CProofCodec).
enum CRC32 {
    /// Eight 256-entry tables: table k gives the CRC of a byte followed by k zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            tables[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = tables[(k - 1) * 256 + n]
                tables[k * 256 + n] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    /// Continues a CRC over `bytes`; start with `0` (the pre- and post-conditioning are applied here).
    static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
        return tables.withUnsafeBufferPointer { table in
            proof_crc32_update(crc, base.assumingMemoryBound(to: UInt8.self), bytes.count, table.baseAddress!)
        }
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 { update(0, bytes) }
}

/// Adler-32 as the zlib stream inside a PNG ends with (RFC 1950), summed in C (CProofCodec).
enum Adler32 {
    /// Continues an Adler-32 over `bytes`; start with `1`.
    static func update(_ adler: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress else { return adler }
        return proof_adler32_update(adler, base.assumingMemoryBound(to: UInt8.self), bytes.count)
    }
}
