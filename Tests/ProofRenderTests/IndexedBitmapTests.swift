import Testing
@testable import ProofRender

/// Palette pictures (diffs) and their PNG form.
@Suite struct IndexedBitmapTests {
    /// The chunk types of a PNG file, in order, with their data.
    func chunks(_ file: [UInt8]) -> [(type: String, data: [UInt8])] {
        var result: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, Array(file[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    /// A picture whose indices are written through the scanlines, as the diff scan writes them.
    func picture(width: Int, height: Int, palette: [RGBA8], index: (Int, Int) -> UInt8) -> IndexedBitmap {
        var picture = IndexedBitmap(width: width, height: height, palette: palette)
        picture.withUnsafeMutableScanlines { rows in
            for y in 0..<height { for x in 0..<width { rows[y * (width + 1) + 1 + x] = index(x, y) } }
        }
        return picture
    }

    @Test func newPictureIsPaletteEntryZeroWithFilterBytesNone() {
        let picture = IndexedBitmap(width: 3, height: 2, palette: [.white, .black])
        #expect(picture.scanlines == [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(picture.bitmap == Bitmap(width: 3, height: 2, fill: .white))
    }

    @Test func bitmapExpandsEachIndexThroughThePalette() {
        let red = RGBA8(r: 255, g: 0, b: 0)
        let picture = picture(width: 2, height: 2, palette: [.clear, red, .black]) { x, y in UInt8(x + y) }
        #expect(picture[0, 0] == .clear && picture[1, 0] == red && picture[1, 1] == .black)
        #expect(picture.index(x: 0, y: 1) == 1)
        #expect(picture.bitmap.bytes == [0, 0, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 0, 255])
    }

    @Test func encodesAsAPalettePNGWithTransparencyUpToTheLastTranslucentColour() throws {
        let palette = [RGBA8(r: 10, g: 20, b: 30, a: 0), RGBA8(r: 1, g: 2, b: 3, a: 128), .white, .black]
        let picture = picture(width: 5, height: 3, palette: palette) { x, y in UInt8((x + 2 * y) % 4) }
        let file = PNG.encode(picture)
        let parts = chunks(file)
        #expect(parts.map(\.type) == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        #expect(parts[0].data == [0, 0, 0, 5, 0, 0, 0, 3, 8, 3, 0, 0, 0], "8-bit palette, not interlaced")
        #expect(parts[1].data == [10, 20, 30, 1, 2, 3, 255, 255, 255, 0, 0, 0])
        #expect(parts[2].data == [0, 128], "alpha stops at the last colour that is not opaque")
        #expect(try PNG.decode(file) == picture.bitmap)
        #expect(PNG.encode(picture) == file, "the same picture gives the same bytes")
        #expect(PNG.storedContentHash(in: file) == nil, "a palette picture carries no content hash")
    }

    @Test func opaquePaletteHasNoTransparencyChunk() throws {
        let picture = picture(width: 4, height: 4, palette: [.white, .black]) { x, y in UInt8((x ^ y) & 1) }
        let file = PNG.encode(picture)
        #expect(chunks(file).map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(try PNG.decode(file) == picture.bitmap)
    }

    @Test func largePictureRoundTripsThroughSeveralDataChunks() throws {
        let palette = (0..<256).map { RGBA8(r: UInt8($0), g: UInt8(255 - $0), b: UInt8($0 / 2)) }
        var random = TestRandom(seed: 42)
        let picture = picture(width: 700, height: 400, palette: palette) { _, _ in random.byte() }
        let file = PNG.encode(picture)
        #expect(chunks(file).filter { $0.type == "IDAT" }.count > 1, "noise does not compress into one 64 KiB chunk")
        #expect(try PNG.decode(file) == picture.bitmap)
    }

    @Test func emptyPictureIsWrittenAsTheEmptyBitmap() throws {
        let picture = IndexedBitmap(width: 0, height: 5, palette: [.white])
        #expect(try PNG.decode(PNG.encode(picture)) == Bitmap(width: 0, height: 5))
    }
}
