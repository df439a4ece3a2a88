import ProofBase
import Foundation
import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

@Suite struct FileComparisonTests {
    @Test func outcomesAndExitCodes() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let reference = Bitmap(width: 8, height: 8, fill: .white)
        var actual = reference
        actual[1, 2] = RGBA8(r: 254, g: 255, b: 255)
        writeBytes(PNG.encode(reference), to: folder.file("a.png"))
        writeBytes(withTextChunk(PNG.encode(reference)), to: folder.file("a-copy.png"))
        writeBytes(PNG.encode(actual), to: folder.file("b.png"))
        writeBytes(PNG.encode(Bitmap(width: 9, height: 8, fill: .white)), to: folder.file("wide.png"))

        let same = FileComparison(referencePath: folder.file("a.png"), actualPath: folder.file("a-copy.png"))
        #expect(same.outcome == .identical && same.outcome.exitCode == 0)
        #expect(same.summary == "identical (8×8)")

        let different = FileComparison(referencePath: folder.file("a.png"), actualPath: folder.file("b.png"), diffPath: folder.file("out/d.png"))
        #expect(different.outcome == .different && different.outcome.exitCode == 1)
        #expect(different.summary.hasPrefix("different: 1 of 64 pixels changed (1.563%) within 1×1 at (1, 2); largest ΔE94 0."))
        let diff = try PNG.decode(contents(folder.file("out/d.png"))!)
        #expect(diff[1, 2] == DiffImage.changedColor && diff[0, 0] == RGBA8(r: 255, g: 255, b: 255))

        let tolerated = FileComparison(referencePath: folder.file("a.png"), actualPath: folder.file("b.png"), tolerance: Tolerance(maxDeltaE: 1))
        #expect(tolerated.outcome == .withinTolerance && tolerated.outcome.exitCode == 0)

        let resized = FileComparison(referencePath: folder.file("a.png"), actualPath: folder.file("wide.png"))
        #expect(resized.outcome == .sizeChanged && resized.outcome.exitCode == 1)
        #expect(resized.summary == "different sizes: \(folder.file("a.png")) is 8×8, \(folder.file("wide.png")) is 9×8")
    }

    @Test func unreadableInputsNameTheFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(PNG.encode(Bitmap(width: 2, height: 2)), to: folder.file("ok.png"))
        writeBytes([], to: folder.file("empty.png"))
        writeBytes(Array("<html>404</html>".utf8), to: folder.file("page.png"))
        try FileSystem.makeFolders(folder.file("dir.png"))
        let cases = [
            ("missing.png", "no such file"),
            ("empty.png", "the file is empty (0 bytes)"),
            ("page.png", "not a PNG: the data is"),
            ("dir.png", "is a directory"),
        ]
        for (name, reason) in cases {
            let comparison = FileComparison(referencePath: folder.file("ok.png"), actualPath: folder.file(name))
            #expect(comparison.outcome == .unreadable && comparison.outcome.exitCode == 2)
            #expect(comparison.error?.description.hasPrefix(folder.file(name) + ": " + reason) == true, "\(comparison.error?.description ?? "")")
        }
        let first = FileComparison(referencePath: folder.file("empty.png"), actualPath: folder.file("missing.png"))
        #expect(first.error?.path == folder.file("empty.png"), "the first unreadable file is reported")
    }

    /// A noisy 600×500 picture: several bands of rows, and several IDAT chunks.
    func noisyPicture(seed: UInt32) -> Bitmap {
        var bitmap = Bitmap(width: 600, height: 500, fill: RGBA8(r: 242, g: 242, b: 247))
        var state = seed
        for y in 0..<500 {
            for x in stride(from: y % 3, to: 600, by: 3) {
                state = state &* 1_664_525 &+ 1_013_904_223
                bitmap[x, y] = RGBA8(r: UInt8(truncatingIfNeeded: state >> 8), g: UInt8(truncatingIfNeeded: state >> 16),
                                     b: UInt8(truncatingIfNeeded: state >> 24), a: y < 20 ? UInt8(truncatingIfNeeded: state) : 255)
            }
        }
        return bitmap
    }

    /// Files of one size are compared a band of rows at a time; the counts and the diff file
    /// must be exactly those of the images decoded whole, changes on band edges included.
    @Test func bandsGiveWhatWholeImagesGive() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let reference = noisyPicture(seed: 1)
        var actual = reference
        for y in [0, 108, 109, 110, 300, 499] { actual[(y * 7) % 600, y] = RGBA8(r: 0, g: 122, b: 255) }
        actual[5, 250] = RGBA8(r: 243, g: 242, b: 247)
        writeBytes(PNG.encode(reference), to: folder.file("a.png"))
        writeBytes(PNG.encode(actual), to: folder.file("b.png"))
        for tolerance in [Tolerance.exact, Tolerance(maxDeltaE: 1)] {
            let compared = FileComparison(referencePath: folder.file("a.png"), actualPath: folder.file("b.png"), tolerance: tolerance, diffPath: folder.file("d.png"))
            let (expected, diff) = DiffImage.renderWithComparison(reference: reference, actual: actual, tolerance: tolerance)
            #expect(compared.comparison == expected)
            #expect(expected.changedPixels == 7 && expected.changeBounds == PixelRect(x: 0, y: 0, width: 494, height: 500))
            #expect(contents(folder.file("d.png")) == PNG.encode(diff), "the diff file is the whole-image diff, byte for byte")
        }
        let same = FileComparison(referencePath: folder.file("a.png"), actualPath: folder.file("a.png"), diffPath: folder.file("same.png"))
        #expect(same.outcome == .identical)
        #expect(try PNG.decode(contents(folder.file("same.png"))!) == DiffImage.render(reference: reference, actual: reference).bitmap)
    }

    /// Damage found while reading by bands names the file it is in; when both files are
    /// damaged, the reference is named, as when both are decoded whole.
    @Test func damageFoundMidwayNamesTheDamagedFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let good = PNG.encode(noisyPicture(seed: 2))
        /// The file with one byte of its first or last IDAT chunk's data changed.
        func damaged(_ file: [UInt8], lastChunk: Bool) -> [UInt8] {
            var offsets: [Int] = []
            var offset = 8
            while offset + 8 <= file.count {
                let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
                if file[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) { offsets.append(offset + 8 + length / 2) }
                offset += 12 + length
            }
            var copy = file
            copy[lastChunk ? offsets.last! : offsets.first!] ^= 0x55
            return copy
        }
        writeBytes(good, to: folder.file("good.png"))
        writeBytes(damaged(good, lastChunk: false), to: folder.file("early.png"))
        writeBytes(damaged(good, lastChunk: true), to: folder.file("late.png"))
        let actualDamaged = FileComparison(referencePath: folder.file("good.png"), actualPath: folder.file("late.png"), diffPath: folder.file("d.png"))
        #expect(actualDamaged.outcome == .unreadable && actualDamaged.error?.path == folder.file("late.png"))
        #expect(actualDamaged.error?.description.contains("damaged PNG in the IDAT chunk") == true, "\(actualDamaged.error?.description ?? "")")
        #expect(!FileSystem.exists(folder.file("d.png")), "no diff is written for an unreadable file")
        let referenceDamaged = FileComparison(referencePath: folder.file("late.png"), actualPath: folder.file("good.png"))
        #expect(referenceDamaged.error?.path == folder.file("late.png"))
        let both = FileComparison(referencePath: folder.file("late.png"), actualPath: folder.file("early.png"))
        #expect(both.error?.path == folder.file("late.png"), "the reference's damage comes first, though the actual's is met first")
        #expect(both.error == referenceDamaged.error, "with the same message as the reference's damage alone")
    }

    @Test func oversizedImageIsRefusedFromItsHeader() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(PNG.encode(Bitmap(width: 300, height: 200)), to: folder.file("big.png"))
        let comparison = FileComparison(referencePath: folder.file("big.png"), actualPath: folder.file("big.png"), limit: PixelLimit(maxPixels: 1000))
        #expect(comparison.outcome == .unreadable)
        #expect(comparison.error?.pngError == .tooLarge(width: 300, height: 200, limit: PixelLimit(maxPixels: 1000)))
    }

    @Test func jsonIsOneObjectWithEveryKey() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var actual = Bitmap(width: 4, height: 4, fill: .black)
        writeBytes(PNG.encode(actual), to: folder.file("a.png"))
        actual[3, 3] = .white
        writeBytes(PNG.encode(actual), to: folder.file("b.png"))
        let json = FileComparison(referencePath: folder.file("a.png"), actualPath: folder.file("b.png")).json
        #expect(!json.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["outcome"] as? String == "different")
        #expect(object["changedPixels"] as? Int == 1)
        #expect(object["maxDeltaE"] as? Double == 100)
        #expect((object["changeBounds"] as? [String: Int]) == ["x": 3, "y": 3, "width": 1, "height": 1])
        #expect(object["tolerance"] is NSNull && object["diff"] is NSNull && object["error"] is NSNull)
        #expect(json.hasPrefix("{\"schema\":1,\"reference\":"))
    }
}
