import Testing
@testable import ProofGraphics
@testable import ProofRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct PNGDecodeTests {
    /// PngSuite images and files written by pypng in every colour type, bit depth,
    /// interlacing and transparency form, against pixels derived without this decoder
    /// (see Scripts/png/make_fixtures.py).
    @Test(arguments: expectedPixels)
    func decodesFixtureToExactPixels(_ expected: ExpectedPixels) throws {
        let bitmap = try PNG.decode(fileAt: Fixtures.path(expected.folder, expected.name + ".png"))
        #expect(bitmap.width == expected.width)
        #expect(bitmap.height == expected.height)
        #expect(bitmap.contentHash == expected.contentHash)
    }

    /// The size from the header, after the decoder's structural checks; a damaged header is
    /// refused as the decoder refuses it.
    @Test func sizeComesFromTheCheckedHeader() throws {
        let bytes = PNG.encode(Bitmap(width: 5, height: 3, fill: RGBA8(r: 1, g: 2, b: 3)))
        let size = try PNG.size(of: bytes)
        #expect(size.width == 5 && size.height == 3)
        var damaged = bytes
        damaged[17] ^= 0xFF // the width, so IHDR's CRC no longer matches
        #expect(throws: PNGError.self) { try PNG.size(of: damaged) }
        #expect(throws: PNGError.self) { try PNG.size(of: Array(bytes.prefix(20))) }
    }

    @Test func ignoresGammaAndKeepsStoredSamples() throws {
        // basn2c08 carries gAMA 1.0; a colour-managed reader would brighten these samples.
        let bitmap = try PNG.decode(fileAt: Fixtures.path("valid", "basn2c08.png"))
        #expect(bitmap[0, 0] == RGBA8(r: 255, g: 255, b: 255))
        #expect(bitmap[1, 0] == RGBA8(r: 255, g: 255, b: 254))
        #expect(bitmap[2, 0] == RGBA8(r: 255, g: 255, b: 253))
        // 16-bit: 2304 / 257 = 8.96, so 9 (a gamma-converting reader gives 56).
        let grey16 = try PNG.decode(fileAt: Fixtures.path("valid", "basn0g16.png"))
        #expect(grey16[1, 0] == RGBA8(r: 9, g: 9, b: 9))
    }

    @Test func transparentColourBecomesAlphaZero() throws {
        let bitmap = try PNG.decode(fileAt: Fixtures.path("valid", "tbrn2c08.png"))
        #expect(bitmap[0, 0] == RGBA8(r: 255, g: 255, b: 255, a: 0))
    }

    @Test func refusesOversizedHeaderBeforeAllocating() throws {
        var png = CraftedPNG()
        png.header(width: 100_000, height: 100_000)
        // No image data at all: the refusal must come from IHDR alone.
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limit: .default)) {
            try PNG.decode(png.bytes)
        }
        let small = PixelLimit(maxPixels: 1000)
        let valid = try Fixtures.bytes("valid", "valid_source.png")
        #expect(throws: PNGError.tooLarge(width: 64, height: 48, limit: small)) { try PNG.decode(valid, limit: small) }
        #expect(try PNG.decode(valid, limit: PixelLimit(maxPixels: 64 * 48)).pixelCount == 64 * 48)
    }

    @Test func zipBombInAncillaryChunkIsSkippedUnread() throws {
        // zTXt and iCCP chunks that inflate to 16 MiB each (above libpng's 1 MiB chunk
        // allowance), before a valid 1×1 image.
        let inflated = 16 << 20
        let png = CraftedPNG.image(width: 1, height: 1, bitDepth: 8, colourType: 6,
                                   before: [("zTXt", Array("Comment".utf8) + [0, 0] + compressedZeros(count: inflated)),
                                            ("iCCP", Array("icc".utf8) + [0, 0] + compressedZeros(count: inflated))],
                                   rows: [0, 10, 20, 30, 40])
        let bitmap = try PNG.decode(png)
        #expect(bitmap[0, 0] == RGBA8(r: 10, g: 20, b: 30, a: 40))
    }

    @Test func damagedFilesGiveTypedErrors() throws {
        func error(_ name: String) throws -> PNGError? {
            let data = try Fixtures.bytes("bad", name + ".png")
            do {
                _ = try PNG.decode(data)
                return nil
            } catch {
                return error
            }
        }
        #expect(try error("empty") == .empty)
        #expect(try error("lfs_pointer") == .gitLFSPointer(oid: "7acb6d6beb1bb4c5a748b9dd29bc2da12c49cda29db7ccb00f72e156eab4afe3", size: 9899))
        #expect(try error("jpeg_named_png") == .notPNG(detected: "a JPEG image"))
        #expect(try error("html_error_page") == .notPNG(detected: "an HTML page (starts \"<!DOCTYPE html><html><body>404 Not Found</body></html>\")"))
        #expect(try error("trunc_sig_only") == .truncated(length: 8, chunk: "IHDR", chunkOffset: nil))
        #expect(try error("trunc_in_ihdr") == .truncated(length: 22, chunk: "IHDR", chunkOffset: 8))
        #expect(try error("trunc_after_ihdr") == .truncated(length: 33, chunk: nil, chunkOffset: 33))
        #expect(try error("trunc_before_idat_crc") == .truncated(length: 9883, chunk: "IDAT", chunkOffset: 33))
        #expect(try error("trunc_no_iend") == .truncated(length: 9887, chunk: nil, chunkOffset: 9887))
        #expect(try error("trunc_iend_no_crc") == .truncated(length: 9895, chunk: "IEND", chunkOffset: 9887))
        #expect(try error("ihdr_100000x100000") == .tooLarge(width: 100_000, height: 100_000, limit: .default))
        #expect(try error("bomb_gray8_16000x16000") == .tooLarge(width: 16000, height: 16000, limit: .default))
        #expect(try error("bomb_gray1_50000x50000") == .tooLarge(width: 50000, height: 50000, limit: .default))
        // An ancillary chunk with a bad CRC is skipped: the pixels are intact.
        #expect(try error("bad_crc_ancillary_text") == nil)

        let located: [(file: String, chunk: String?, offset: Int?, mentions: String)] = [
            ("bad_crc_ihdr", "IHDR", 8, "CRC mismatch"),
            ("ihdr_bad_interlace", "IHDR", 8, "interlace method 2"),
            ("xd0n2c08", "IHDR", 8, "bit depth 0"),
            ("xd3n2c08", "IHDR", 8, "bit depth 3"),
            ("xcsn0g01", "IDAT", 49, "CRC mismatch"),
            ("bad_adler32", "IDAT", 33, "Adler-32"),
            ("ihdr_width_halved", "IDAT", 33, "filter type"),
            ("ihdr_height_halved", "IDAT", 33, "more image data"),
            ("random_after_sig", nil, 8, "should name a chunk"),
            ("bad_signature", nil, 1, "signature is damaged"),
            ("xs7n0g01", nil, 6, "signature is damaged"),
            ("xs1n0g01", nil, 0, "7-bit"),
            ("xlfn0g04", nil, 4, "text-mode transfer"),
        ]
        for expected in located {
            let found = try error(expected.file)
            guard case let .corrupt(detail, chunk, offset) = found else {
                Issue.record("\(expected.file): expected a damaged-PNG error, got \(String(describing: found))")
                continue
            }
            #expect(chunk == expected.chunk, "\(expected.file)")
            #expect(offset == expected.offset, "\(expected.file)")
            #expect(detail.contains(expected.mentions), "\(expected.file): \(detail)")
        }
    }

    @Test func recognisesOtherFormatsAndText() {
        func detected(_ bytes: [UInt8]) -> PNGError? {
            do { _ = try PNG.decode(bytes); return nil } catch { return error }
        }
        #expect(detected(Array("GIF89a".utf8) + [1, 0, 1, 0]) == .notPNG(detected: "a GIF image"))
        #expect(detected(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .notPNG(detected: "a WebP image"))
        #expect(detected(Array("%PDF-1.7\n".utf8)) == .notPNG(detected: "a PDF document"))
        #expect(detected(Array("{\"error\": \"not found\"}".utf8)) == .notPNG(detected: "JSON or other text (starts \"{\"error\": \"not found\"}\")"))
        #expect(detected(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == .notPNG(detected: "an SVG document (starts \"<svg xmlns=\"http://www.w3.org/2000/svg\"/>\")"))
        #expect(detected([0x00, 0x01, 0x02, 0xFE]) == .notPNG(detected: nil))
        #expect(detected([0x89, 0x50, 0x4E]) == .truncated(length: 3, chunk: nil, chunkOffset: nil))
        // A pointer missing its size line is still called a (damaged) LFS pointer.
        let brokenPointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "a", count: 64))\n".utf8)
        guard case let .notPNG(detail)? = detected(brokenPointer) else {
            Issue.record("a damaged LFS pointer must be reported as not a PNG")
            return
        }
        #expect(detail?.contains("damaged Git LFS pointer") == true)
        #expect(detail?.contains("git lfs pull") == true)
    }

    @Test func lfsPointerMessageGivesOidSizeAndHint() {
        let message = PNGError.gitLFSPointer(oid: "7acb", size: 9899).description
        #expect(message.contains("Git LFS pointer"))
        #expect(message.contains("sha256:7acb"))
        #expect(message.contains("9899 bytes"))
        #expect(message.contains("git lfs pull"))
    }

    @Test func missingIDATAndPaletteProblemsAreNamed() throws {
        var noData = CraftedPNG()
        noData.header(width: 1, height: 1)
        noData.chunk("IEND", [])
        #expect(throws: PNGError.corrupt(detail: "there is no IDAT chunk, so the file holds no image data")) {
            try PNG.decode(noData.bytes)
        }
        // Palette image without PLTE.
        let noPalette = CraftedPNG.image(width: 1, height: 1, bitDepth: 8, colourType: 3, rows: [0, 0])
        #expect(throws: PNGError.self) { try PNG.decode(noPalette) }
        // Index outside a one-entry palette: PNG says this is an error; libpng maps it to black.
        let outside = CraftedPNG.image(width: 2, height: 1, bitDepth: 8, colourType: 3,
                                       before: [("PLTE", [1, 2, 3])], rows: [0, 0, 5])
        let decoded = try PNG.decode(outside)
        #expect(decoded[0, 0] == RGBA8(r: 1, g: 2, b: 3))
    }

    @Test func fileErrorsNameThePathAndTheCause() throws {
        let missing = "\(Fixtures.folder)/no-such-file.png"
        #expect(throws: PNGFileError(path: missing, reason: .notFound)) { try PNG.decode(fileAt: missing) }
        #expect(throws: PNGFileError(path: Fixtures.folder, reason: .isDirectory)) { try PNG.decode(fileAt: Fixtures.folder) }
        #expect(throws: PNGFileError(path: "", reason: .notFound)) { try PNG.decode(fileAt: "") }
        let lfs = Fixtures.path("bad", "lfs_pointer.png")
        do {
            _ = try PNG.decode(fileAt: lfs)
            Issue.record("an LFS pointer decoded")
        } catch {
            #expect(error.pngError == .gitLFSPointer(oid: "7acb6d6beb1bb4c5a748b9dd29bc2da12c49cda29db7ccb00f72e156eab4afe3", size: 9899))
            #expect(error.description.hasPrefix(lfs + ": this is a Git LFS pointer"))
        }
        #expect(throws: PNGFileError(path: "/dev/null", reason: .notRegularFile)) { try PNG.decode(fileAt: "/dev/null") }
        // A FIFO with no writer: refused at once, not waited on.
        let fifo = "/tmp/proofsheet-fifo-\(getpid()).png"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(throws: PNGFileError(path: fifo, reason: .notRegularFile)) { try PNG.decode(fileAt: fifo) }
        let dangling = "/tmp/proofsheet-dangling-\(getpid()).png"
        #expect(symlink("/tmp/proofsheet-no-such-target-\(getpid())", dangling) == 0)
        defer { unlink(dangling) }
        #expect(throws: PNGFileError(path: dangling, reason: .notFound)) { try PNG.decode(fileAt: dangling) }
    }

    /// Root ignores permission bits, so a mode-000 file is unreadable only to other users. As
    /// root on Linux (CI runs as root) the unreadable file is a write-only sysfs attribute, which
    /// the kernel refuses to open for reading to anyone, as the service's tests use /sys for a
    /// folder root cannot write to. Only root on macOS has no such file.
    static var canMakeUnreadableFile: Bool {
        #if os(Linux)
        true
        #else
        geteuid() != 0
        #endif
    }

    @Test(.enabled(if: canMakeUnreadableFile, "root on macOS may read any file"))
    func unreadableFileIsPermissionDenied() throws {
        if geteuid() == 0 {
            // Every bus has a write-only `uevent` (mode 0200); the platform bus is always there.
            let path = "/sys/bus/platform/uevent"
            #expect(access(path, F_OK) == 0, "\(path) exists")
            #expect(throws: PNGFileError(path: path, reason: .permissionDenied)) { try PNG.decode(fileAt: path) }
            return
        }
        let path = "/tmp/proofsheet-unreadable-\(getpid()).png"
        let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o000)
        #expect(descriptor >= 0)
        close(descriptor)
        defer { unlink(path) }
        #expect(throws: PNGFileError(path: path, reason: .permissionDenied)) { try PNG.decode(fileAt: path) }
    }

    @Test func fileTooLargeForTheLimitIsNotRead() throws {
        let tiny = PixelLimit(maxPixels: 0)
        #expect(PNG.maxFileBytes(for: tiny) == 64 << 20)
        #expect(PNG.maxFileBytes(for: .default) == 450_000_000 + 781_250 + (64 << 20))
        // A sparse file one byte over the allowance: refused from its size, never read.
        let path = "/tmp/proofsheet-oversized-\(getpid()).png"
        let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        #expect(descriptor >= 0)
        #expect(ftruncate(descriptor, off_t((64 << 20) + 1)) == 0)
        close(descriptor)
        defer { unlink(path) }
        #expect(throws: PNGFileError(path: path, reason: .fileTooLarge(bytes: (64 << 20) + 1, limit: 64 << 20))) {
            try PNG.readFile(at: path, limit: tiny)
        }
    }
}

/// A zlib stream of `count` zero bytes, built from stored blocks and then shrunk by letting
/// one fixed-Huffman block repeat the zero: 258 bytes per 2-bit-ish match.
private func compressedZeros(count: Int) -> [UInt8] {
    // Fixed Huffman block: literal 0, then matches of length 258 at distance 1.
    var writer = BitWriterForTests()
    writer.write(1, 1)         // BFINAL
    writer.write(1, 2)         // BTYPE = 01 fixed
    writer.writeReversed(0b0011_0000, 8) // literal 0 (code 00110000)
    var remaining = count - 1
    while remaining >= 258 {
        writer.writeReversed(0b1100_0101, 8) // length code 285 (258): 11000101
        writer.writeReversed(0, 5)           // distance code 0 (distance 1)
        remaining -= 258
    }
    while remaining > 0 {
        writer.writeReversed(0b0011_0000, 8)
        remaining -= 1
    }
    writer.writeReversed(0, 7) // end of block (256): 0000000
    // Adler-32 of zeros: the sum stays 1 and each byte adds it once to the second sum.
    let adler = UInt32(count % 65521) << 16 | 1
    return [0x78, 0x01] + writer.finish() + bigEndian(adler)
}

private struct BitWriterForTests {
    var bytes: [UInt8] = []
    var buffer: UInt64 = 0
    var count = 0

    mutating func write(_ value: UInt64, _ bits: Int) {
        buffer |= value << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    /// Huffman codes are sent most significant bit first.
    mutating func writeReversed(_ code: UInt64, _ bits: Int) {
        var reversed: UInt64 = 0
        for bit in 0..<bits where code & (1 << UInt64(bit)) != 0 { reversed |= 1 << UInt64(bits - 1 - bit) }
        write(reversed, bits)
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        return bytes
    }
}
