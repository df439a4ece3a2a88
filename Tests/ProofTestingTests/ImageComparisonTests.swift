import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

@Suite struct ImageComparisonTests {
    @Test func identicalImagesHaveNoChange() {
        let picture = samplePicture()
        let comparison = ImageComparison(reference: picture, actual: picture)
        #expect(comparison.isIdentical && comparison.passes)
        #expect(comparison.changedPixels == 0 && comparison.changeBounds == nil && comparison.maxDeltaE == 0)
    }

    @Test func countsChangesAndTheirBounds() {
        let reference = Bitmap(width: 10, height: 8, fill: .white)
        var actual = reference
        actual[2, 3] = .black
        actual[7, 5] = RGBA8(r: 250, g: 250, b: 250)
        actual[4, 4] = .black
        let comparison = ImageComparison(reference: reference, actual: actual)
        #expect(comparison.changedPixels == 3)
        #expect(comparison.pixelsOverTolerance == 3)
        #expect(comparison.changeBounds == PixelRect(x: 2, y: 3, width: 6, height: 3))
        #expect(comparison.maxDeltaE == 100)
        #expect(!comparison.passes && comparison.sizesMatch)
    }

    @Test func toleranceCountsOnlyPixelsOverTheThreshold() {
        let reference = Bitmap(width: 10, height: 10, fill: RGBA8(r: 128, g: 128, b: 128))
        var actual = reference
        actual[0, 0] = RGBA8(r: 129, g: 128, b: 128) // ΔE94 0.41
        actual[1, 0] = RGBA8(r: 129, g: 128, b: 128)
        actual[9, 9] = .black // ΔE94 53.6
        let loose = ImageComparison(reference: reference, actual: actual, tolerance: Tolerance(maxDeltaE: 1, maxFractionOver: 0.01))
        #expect(loose.changedPixels == 3 && loose.pixelsOverTolerance == 1)
        #expect(loose.passes, "1 of 100 pixels over is within 1%")
        let strict = ImageComparison(reference: reference, actual: actual, tolerance: Tolerance(maxDeltaE: 1, maxFractionOver: 0.009))
        #expect(!strict.passes)
        let threshold = ImageComparison(reference: reference, actual: actual, tolerance: Tolerance(maxDeltaE: 0.4))
        #expect(threshold.pixelsOverTolerance == 3 && !threshold.passes)
        // Exact comparison fails on any byte, even one no eye can see.
        #expect(!ImageComparison(reference: reference, actual: actual).passes)
    }

    @Test func sizeChangeCountsUncoveredPixels() {
        let reference = Bitmap(width: 4, height: 3, fill: .white)
        let actual = Bitmap(width: 3, height: 5, fill: .white)
        let comparison = ImageComparison(reference: reference, actual: actual, tolerance: Tolerance(maxDeltaE: 50, maxFractionOver: 1))
        // Column 3 of rows 0–2 (reference only) and rows 3–4 of columns 0–2 (actual only).
        #expect(comparison.changedPixels == 3 + 6)
        #expect(comparison.changeBounds == PixelRect(x: 0, y: 0, width: 4, height: 5))
        #expect(!comparison.sizesMatch && !comparison.passes, "a size change never passes, whatever the tolerance")
        #expect(comparison.referenceSize == PixelSize(width: 4, height: 3) && comparison.actualSize == PixelSize(width: 3, height: 5))
    }

    @Test func missingReferenceChangesEveryPixel() {
        let comparison = ImageComparison(reference: nil, actual: samplePicture(width: 5, height: 4))
        #expect(comparison.referenceSize == nil)
        #expect(comparison.changedPixels == 20 && comparison.changeBounds == PixelRect(x: 0, y: 0, width: 5, height: 4))
    }

    @Test func fadedGreyFormula() {
        #expect(DiffImage.faded(255, 255, 255, 255) == 255)
        #expect(DiffImage.faded(0, 0, 0, 255) == 192)
        #expect(DiffImage.faded(0, 0, 0, 0) == 255, "transparent shows the white it is composited over")
        // (240, 240, 245): luma (77·240 + 150·240 + 29·245 + 128) >> 8 = 240; 192 + 60.
        #expect(DiffImage.faded(240, 240, 245, 255) == 252)
        // Half-transparent black over white: 128 per channel, luma 128, 192 + 32.
        #expect(DiffImage.faded(0, 0, 0, 127) == 224)
    }

    @Test func diffImagePixelsAreExact() {
        let reference = Bitmap(width: 3, height: 2, fill: .black)
        var actual = reference
        actual[1, 0] = .white
        actual[2, 1] = RGBA8(r: 1, g: 0, b: 0) // a tiny change: tolerated below
        let grey = RGBA8(r: 192, g: 192, b: 192)
        let exact = DiffImage.render(reference: reference, actual: actual)
        #expect(exact.bitmap.bytes == Bitmap(width: 3, height: 2, bytes: [grey, .init(r: 255, g: 0, b: 0), grey, grey, grey, .init(r: 255, g: 0, b: 0)].flatMap { [$0.r, $0.g, $0.b, $0.a] })!.bytes)
        let tolerant = DiffImage.render(reference: reference, actual: actual, tolerance: Tolerance(maxDeltaE: 1))
        #expect(tolerant[1, 0] == DiffImage.changedColor)
        #expect(tolerant[2, 1] == DiffImage.toleratedColor)
        #expect(tolerant[0, 0] == grey)
    }

    @Test func diffPaletteIsTransparentThenGreysThenTheChangeColours() {
        #expect(DiffImage.palette.count == 67)
        #expect(DiffImage.palette[0] == .clear)
        #expect(DiffImage.palette[1] == RGBA8(r: 192, g: 192, b: 192) && DiffImage.palette[64] == RGBA8(r: 255, g: 255, b: 255))
        #expect(DiffImage.palette[65] == DiffImage.changedColor && DiffImage.palette[66] == DiffImage.toleratedColor)
        let diff = DiffImage.render(reference: Bitmap(width: 2, height: 1, fill: .black), actual: Bitmap(width: 2, height: 1, fill: .white))
        #expect(diff.scanlines == [0, 65, 65], "one row: the filter byte, then two changed pixels")
    }

    /// The faded greys are computed in C (vectorised); they must equal `DiffImage.faded` for
    /// every alpha, including the composite over white of translucent pixels.
    @Test func fadedGreysMatchTheFormulaForEveryAlpha() {
        let colours: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 255, 0), (0, 0, 255), (12, 200, 99), (128, 128, 128), (250, 5, 130)]
        var reference = Bitmap(width: 256, height: colours.count)
        for (y, colour) in colours.enumerated() {
            for alpha in 0..<256 { reference[alpha, y] = RGBA8(r: colour.0, g: colour.1, b: colour.2, a: UInt8(alpha)) }
        }
        let diff = DiffImage.render(reference: reference, actual: reference)
        var mismatches = 0
        for (y, colour) in colours.enumerated() {
            for alpha in 0..<256 {
                let grey = DiffImage.faded(UInt32(colour.0), UInt32(colour.1), UInt32(colour.2), UInt32(alpha))
                if diff[alpha, y] != RGBA8(r: grey, g: grey, b: grey) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func diffOfSizeChangeUsesTheLargerCanvas() {
        let reference = Bitmap(width: 2, height: 1, fill: .white)
        let actual = Bitmap(width: 1, height: 2, fill: .white)
        let diff = DiffImage.render(reference: reference, actual: actual)
        #expect(diff.width == 2 && diff.height == 2)
        #expect(diff[0, 0] == RGBA8(r: 255, g: 255, b: 255)) // unchanged white, faded: 192 + 63
        #expect(diff[1, 0] == DiffImage.changedColor) // reference only
        #expect(diff[0, 1] == DiffImage.changedColor) // actual only
        #expect(diff[1, 1] == .clear) // neither
    }

    @Test func largeIdenticalAndChangedImages() {
        var reference = Bitmap(width: 1170, height: 300, fill: RGBA8(r: 250, g: 250, b: 250))
        for x in 0..<1170 { reference[x, 150] = .black }
        var actual = reference
        for y in 200..<240 { for x in 100..<160 { actual[x, y] = RGBA8(r: 0, g: 122, b: 255) } }
        #expect(ImageComparison(reference: reference, actual: reference).isIdentical)
        let comparison = ImageComparison(reference: reference, actual: actual)
        #expect(comparison.changedPixels == 2_400)
        #expect(comparison.changeBounds == PixelRect(x: 100, y: 200, width: 60, height: 40))
    }

    @Test func toleranceParsing() throws {
        #expect(try Tolerance.parse(deltaE: "2.5", fraction: nil) == Tolerance(maxDeltaE: 2.5))
        #expect(try Tolerance.parse(deltaE: "1", fraction: "0.1%") == Tolerance(maxDeltaE: 1, maxFractionOver: 0.001))
        #expect(try Tolerance.parse(deltaE: "1", fraction: "0.25") == Tolerance(maxDeltaE: 1, maxFractionOver: 0.25))
        #expect(throws: SnapshotError.self) { try Tolerance.parse(deltaE: "-1", fraction: nil) }
        #expect(throws: SnapshotError.self) { try Tolerance.parse(deltaE: "nan", fraction: nil) }
        #expect(throws: SnapshotError.self) { try Tolerance.parse(deltaE: "1", fraction: "150%") }
        #expect(throws: SnapshotError.self) { try Tolerance.parse(deltaE: "1", fraction: "lots") }
        #expect(Tolerance(maxDeltaE: 2.5, maxFractionOver: 0.001).description == "ΔE94 ≤ 2.5 with up to 0.1% of pixels over")
        #expect(Tolerance(maxDeltaE: 1, maxFractionOver: 0.015).allowedPixelsOver(pixelCount: 1000) == 15)
    }

    /// Large images are scanned in bands on several threads; the outcome must equal a plain
    /// pixel-by-pixel count, including changes on band boundaries.
    @Test func bandedScanEqualsPixelByPixel() throws {
        let width = 700, height = 600
        var reference = Bitmap(width: width, height: height, fill: RGBA8(r: 250, g: 250, b: 250))
        var actual = reference
        var seed: UInt32 = 7
        var expectedChanged = 0, expectedOver = 0
        for y in 0..<height {
            reference[(y * 7) % width, y] = RGBA8(r: UInt8(y % 256), g: 40, b: 90)
            actual[(y * 7) % width, y] = RGBA8(r: UInt8(y % 256), g: 40, b: 90)
            seed = seed &* 1_664_525 &+ 1_013_904_223
            if seed >> 28 < 3 || y == 150 || y == 299 || y == 300 || y == 449 {
                let x = Int(seed >> 8) % width
                let tiny = seed >> 27 & 1 == 0
                actual[x, y] = tiny ? RGBA8(r: 249, g: 250, b: 250) : .black
                expectedChanged += 1
                if !tiny { expectedOver += 1 }
            }
        }
        let tolerance = Tolerance(maxDeltaE: 1)
        let (comparison, diff) = DiffImage.renderWithComparison(reference: reference, actual: actual, tolerance: tolerance)
        #expect(comparison.changedPixels == expectedChanged && comparison.pixelsOverTolerance == expectedOver)
        #expect(comparison == ImageComparison(reference: reference, actual: actual, tolerance: tolerance))
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                let before = reference[x, y], after = actual[x, y]
                let expected: RGBA8
                if before == after {
                    let grey = DiffImage.faded(UInt32(before.r), UInt32(before.g), UInt32(before.b), UInt32(before.a))
                    expected = RGBA8(r: grey, g: grey, b: grey)
                } else {
                    expected = ColorDifference.deltaE94(reference: before, actual: after) > 1 ? DiffImage.changedColor : DiffImage.toleratedColor
                }
                if diff[x, y] != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(try PNG.decode(PNG.encode(diff)) == diff.bitmap, "the palette PNG holds the picture exactly")
    }
}
