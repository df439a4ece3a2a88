import Foundation
import ProofRender
import Testing
@testable import ProofSnapshots
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
