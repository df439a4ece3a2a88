import Testing
@testable import ProofRender

/// Damaged variants of valid files: decoding must give a bitmap or a typed error, never a
/// crash, and a stored hash must never vouch for pixels that changed.
@Suite struct PNGMutationTests {
    static let seeds: [[UInt8]] = {
        var files: [[UInt8]] = []
        for name in ["basn0g01", "basn2c16", "basn3p04", "basi6a08", "tbrn2c08", "basn4a08"] {
            if let bytes = try? Fixtures.bytes("valid", name + ".png") { files.append(bytes) }
        }
        files.append(PNG.encode(makeBitmap(width: 23, height: 11, pattern: .glyphs, alpha: .mixed, seed: 4)))
        files.append(PNG.encode(makeBitmap(width: 9, height: 40, pattern: .noise, alpha: .opaqueColour, seed: 6)))
        return files
    }()

    enum Mutation: CaseIterable {
        case flipBit, setByte, truncate, insert, delete, duplicateRange, setLengthField
    }

    static func mutate(_ original: [UInt8], _ mutation: Mutation, random: inout TestRandom) -> [UInt8] {
        var bytes = original
        let count = bytes.count
        switch mutation {
        case .flipBit:
            for _ in 0..<(1 + random.below(3)) {
                let index = random.below(count)
                bytes[index] ^= UInt8(1 << random.below(8))
            }
        case .setByte:
            bytes[random.below(count)] = [0x00, 0xFF, 0x7F, 0x80, random.byte()][random.below(5)]
        case .truncate:
            bytes.removeLast(1 + random.below(count))
        case .insert:
            let at = random.below(count + 1)
            bytes.insert(contentsOf: (0..<(1 + random.below(16))).map { _ in random.byte() }, at: at)
        case .delete:
            let start = random.below(count)
            bytes.removeSubrange(start..<min(count, start + 1 + random.below(32)))
        case .duplicateRange:
            let start = random.below(count)
            let slice = bytes[start..<min(count, start + 1 + random.below(64))]
            bytes.insert(contentsOf: slice, at: random.below(count))
        case .setLengthField:
            // Aim at a chunk length field: every chunk starts at offset 8 + sum of earlier chunks.
            var offsets: [Int] = []
            var offset = 8
            while offset + 12 <= count {
                offsets.append(offset)
                let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                offset += 12 + length
            }
            guard let target = offsets.isEmpty ? nil : offsets[random.below(offsets.count)] else { break }
            let values: [UInt32] = [0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, UInt32(random.below(1 << 20))]
            bytes.replaceSubrange(target..<(target + 4), with: bigEndian(values[random.below(values.count)]))
        }
        return bytes
    }

    @Test(arguments: Mutation.allCases)
    func mutatedFilesNeverCrashOrLie(_ mutation: Mutation) throws {
        var random = TestRandom(seed: 0xF022 &+ UInt64(Mutation.allCases.firstIndex(of: mutation)!))
        let limit = PixelLimit(maxPixels: 1 << 20)
        var decoded = 0, refused = 0
        for round in 0..<1500 {
            let seed = Self.seeds[round % Self.seeds.count]
            let original = try PNG.decode(seed)
            let mutated = Self.mutate(seed, mutation, random: &random)
            let stored = PNG.storedContentHash(in: mutated)
            do {
                let bitmap = try PNG.decode(mutated, limit: limit)
                decoded += 1
                #expect(bitmap.pixelCount <= limit.maxPixels)
                if let stored {
                    // A trusted hash must describe exactly the pixels the file holds.
                    #expect(stored == bitmap.contentHash, "round \(round)")
                    #expect(bitmap == original, "round \(round)")
                }
            } catch {
                refused += 1
                #expect(stored == nil, "a hash was trusted for a file that does not decode (round \(round))")
                #expect(!error.description.isEmpty)
            }
        }
        #expect(decoded + refused == 1500)
    }
}
