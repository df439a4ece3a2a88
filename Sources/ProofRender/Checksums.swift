/// CRC-32 as PNG chunks use it (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320, reflected),
/// computed eight bytes at a time with precomputed tables.
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
            let t = table.baseAddress!
            var c = ~crc
            var offset = 0
            let count = bytes.count
            while offset + 8 <= count {
                let word = Unaligned.loadLittle64(base + offset)
                let low = UInt32(truncatingIfNeeded: word) ^ c
                let high = UInt32(truncatingIfNeeded: word >> 32)
                c = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                offset += 8
            }
            while offset < count {
                c = t[Int((c ^ UInt32(base.load(fromByteOffset: offset, as: UInt8.self))) & 0xFF)] ^ (c >> 8)
                offset += 1
            }
            return ~c
        }
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 { update(0, bytes) }
}

/// Adler-32 as the zlib stream inside a PNG ends with (RFC 1950).
enum Adler32 {
    private static let modulus: UInt32 = 65521
    /// The most bytes that can be summed before `b` could overflow 32 bits, rounded down to a
    /// multiple of 32 so the vector loop never leaves a partial block in the middle.
    private static let blockLength = 5536

    /// Continues an Adler-32 over `bytes`; start with `1`.
    static func update(_ adler: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress else { return adler }
        var a = adler & 0xFFFF
        var b = adler >> 16
        var offset = 0
        let count = bytes.count
        #if DEBUG
        // SIMD types are generic and not specialised in a debug build, where they cost far
        // more than bytes one by one; the sums are the same.
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        while offset < count {
            let end = min(count, offset + blockLength)
            // Eight bytes a step: b gains 8·a and the bytes weighted 8…1, a their sum.
            while offset + 8 <= end {
                // The even and odd bytes in 16-bit lanes; a multiplication adds the lanes,
                // weighted, into the top lane (no lane sum reaches 2^16, so nothing carries).
                let word = Unaligned.loadLittle64(base + offset)
                let even = word & 0x00FF_00FF_00FF_00FF, odd = (word &>> 8) & 0x00FF_00FF_00FF_00FF
                let sum = UInt32(truncatingIfNeeded: ((even &+ odd) &* 0x0001_0001_0001_0001) &>> 48)
                let weighted = UInt32(truncatingIfNeeded: (even &* 0x0008_0006_0004_0002) &>> 48)
                    &+ UInt32(truncatingIfNeeded: (odd &* 0x0007_0005_0003_0001) &>> 48)
                b = b &+ a &* 8 &+ weighted
                a = a &+ sum
                offset += 8
            }
            while offset < end {
                a &+= UInt32(bytes[offset])
                b &+= a
                offset += 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
        #else
        while offset < count {
            let end = min(count, offset + blockLength)
            // Thirty-two bytes at a time: b gains 32·a plus the bytes weighted 32…1, a gains their sum.
            var sums = SIMD32<UInt32>()
            var weighted = SIMD32<UInt32>()
            var blocks: UInt32 = 0
            while offset + 32 <= end {
                let chunk = SIMD32<UInt32>(truncatingIfNeeded: base.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self))
                weighted &+= sums
                sums &+= chunk
                blocks &+= 1
                offset += 32
            }
            // `weighted` holds, per lane, the sum of that lane's bytes over all earlier 32-byte
            // blocks, each counted once per later block: its total times 32 is their share of b.
            let laneWeights = SIMD32<UInt32>(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
                                             16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
            b = b &+ a &* 32 &* blocks &+ 32 &* weighted.wrappedSum() &+ (sums &* laneWeights).wrappedSum()
            a = a &+ sums.wrappedSum()
            while offset < end {
                a &+= UInt32(base.load(fromByteOffset: offset, as: UInt8.self))
                b &+= a
                offset += 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
        #endif
    }
}
