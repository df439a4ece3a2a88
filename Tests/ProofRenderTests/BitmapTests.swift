import Testing
@testable import ProofRender

@Suite struct XXH64Tests {
    @Test func matchesPublishedVectors() {
        #expect(XXH64.hash([UInt8]()) == 0xEF46_DB37_51D8_E999)
        #expect(XXH64.hash(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        let long = Array((0..<4).flatMap { _ in (0...255).map { UInt8($0) } }) + Array("xyz".utf8)
        #expect(XXH64.hash(long, seed: 12345) == 0xE323_A559_C0F2_EE86)
    }
}

@Suite struct BitmapTests {
    @Test func contentHashIsXXH64OfPixelsSeededWithSize() {
        let bitmap = Bitmap(width: 40, height: 3, fill: RGBA8(r: 7, g: 7, b: 7, a: 7))
        #expect(bitmap.contentHash == 0xF12F_8E05_9EC7_A00D)
    }

    @Test func sizeIsPartOfIdentity() {
        let wide = Bitmap(width: 4, height: 1, fill: .white)
        let tall = Bitmap(width: 1, height: 4, fill: .white)
        #expect(wide.bytes == tall.bytes)
        #expect(wide != tall)
        #expect(wide.contentHash != tall.contentHash)
    }

    @Test func valueSemantics() {
        let original = Bitmap(width: 2, height: 2, fill: .black)
        var copy = original
        copy[1, 1] = .white
        #expect(original[1, 1] == .black)
        #expect(copy[1, 1] == .white)
        #expect(copy != original)
    }

    @Test func rejectsMismatchedByteCount() {
        #expect(Bitmap(width: 2, height: 2, bytes: [0, 0, 0]) == nil)
        #expect(Bitmap(width: -1, height: 2, bytes: []) == nil)
    }

    @Test func pngRoundTrip() throws {
        var bitmap = Bitmap(width: 3, height: 2, fill: RGBA8(r: 10, g: 20, b: 30, a: 255))
        bitmap[2, 1] = RGBA8(r: 200, g: 100, b: 0, a: 128)
        let decoded = try PNG.decode(PNG.encode(bitmap))
        #expect(decoded == bitmap)
    }
}

@Suite struct BitmapFillTests {
    @Test(arguments: [(0, 0), (1, 1), (3, 1), (5, 7), (1029, 17)])
    func fillWritesEveryPixel(width: Int, height: Int) {
        let color = RGBA8(r: 1, g: 2, b: 3, a: 4)
        let bitmap = Bitmap(width: width, height: height, fill: color)
        #expect(bitmap.bytes.count == width * height * 4)
        #expect(bitmap.bytes == Array([[UInt8]](repeating: [1, 2, 3, 4], count: width * height).joined()))
    }
}
