import Testing
@testable import ProofBase
@testable import ProofText

/// A rasterizer fed with rectangles and polygons given in 1/256 pixel.
func rasterize(width: Int, height: Int, _ polygons: [[(Int, Int)]]) -> [UInt8] {
    var rasterizer = CoverageRasterizer(width: width, height: height)
    for polygon in polygons {
        rasterizer.move(toX: polygon[0].0, y: polygon[0].1)
        for point in polygon.dropFirst() { rasterizer.line(toX: point.0, y: point.1) }
        rasterizer.close()
    }
    return rasterizer.coverage()
}

func rectangle(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, clockwise: Bool = true) -> [(Int, Int)] {
    let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    return clockwise ? corners : corners.reversed()
}

@Suite struct RasterTests {
    @Test func fullPixels() {
        #expect(rasterize(width: 3, height: 2, [rectangle(0, 0, 512, 512)]) == [255, 255, 0, 255, 255, 0])
        // Either orientation fills (nonzero winding).
        #expect(rasterize(width: 2, height: 1, [rectangle(0, 0, 512, 256, clockwise: false)]) == [255, 255])
    }

    @Test func halfAndQuarterPixels() {
        // x from ½ to 1½: each pixel half covered, exactly 128 (127.5 rounded up).
        #expect(rasterize(width: 2, height: 1, [rectangle(128, 0, 384, 256)]) == [128, 128])
        #expect(rasterize(width: 1, height: 2, [rectangle(0, 128, 256, 384)]) == [128, 128])
        #expect(rasterize(width: 1, height: 1, [rectangle(0, 0, 128, 128)]) == [64])
        #expect(rasterize(width: 1, height: 1, [rectangle(64, 0, 128, 256)]) == [64])
        #expect(rasterize(width: 1, height: 1, [rectangle(0, 0, 1, 256)]) == [1])
        // floor(fraction × 256), with a full pixel (256) clamped to 255, as in FreeType.
        #expect(rasterize(width: 1, height: 1, [rectangle(0, 0, 255, 256)]) == [255])
        #expect(rasterize(width: 1, height: 1, [rectangle(0, 0, 254, 256)]) == [254])
        // A diagonal cutting a pixel in two triangles.
        #expect(rasterize(width: 1, height: 1, [[(0, 0), (256, 0), (0, 256)]]) == [128])
        #expect(rasterize(width: 2, height: 2, [[(0, 0), (512, 0), (0, 512)]]) == [255, 128, 128, 0])
    }

    @Test func nonzeroWinding() {
        // Two overlapping squares drawn the same way stay fully covered, not doubled or wrapped.
        #expect(rasterize(width: 3, height: 1, [rectangle(0, 0, 512, 256), rectangle(256, 0, 768, 256)]) == [255, 255, 255])
        // A square drawn inside another the opposite way makes a hole.
        #expect(rasterize(width: 3, height: 3, [rectangle(0, 0, 768, 768), rectangle(256, 256, 512, 512, clockwise: false)])
                == [255, 255, 255, 255, 0, 255, 255, 255, 255])
        // Same direction inside: still covered.
        #expect(rasterize(width: 3, height: 3, [rectangle(0, 0, 768, 768), rectangle(256, 256, 512, 512)])
                == [UInt8](repeating: 255, count: 9))
    }

    @Test func pointsOutsideTheMaskAreClamped() {
        #expect(rasterize(width: 2, height: 1, [rectangle(-1000, -1000, 256, 1000)]) == [255, 0])
        #expect(rasterize(width: 0, height: 0, [rectangle(0, 0, 256, 256)]) == [])
    }

    @Test func quadraticCurveIsFlattenedWithinASixteenthOfAPixel() {
        // A parabolic cap over a 4×2 pixel box: y = 2·(1 - (x-2)²/4) pixels from the bottom,
        // area 16/3 px², symmetric about x = 2.
        var rasterizer = CoverageRasterizer(width: 4, height: 2)
        rasterizer.move(toX: 0, y: 512)
        rasterizer.quadratic(controlX: 512, controlY: -512, toX: 1024, y: 512)
        rasterizer.close()
        let mask = rasterizer.coverage()
        #expect(mask[0] == mask[3] && mask[1] == mask[2] && mask[4] == mask[7] && mask[5] == mask[6])
        // The exact areas × 255 are 27.92, 212.5, 212.5, 27.92 / 184.58, 255, 255, 184.58
        // (16/3 px² in all). Chords lie inside the curve, at most 1/16 px from it, so each
        // pixel loses less than 1/16 of its area (16 steps).
        let exact: [Double] = [27.92, 212.5, 212.5, 27.92, 184.58, 255, 255, 184.58]
        for (value, area) in zip(mask, exact) { #expect(Double(value) <= area + 0.5 && Double(value) > area - 16) }
        #expect(mask == [25, 208, 208, 25, 182, 255, 255, 182])
    }

    @Test func notdefBoxForFontsWithAnEmptyNotdef() throws {
        let face = FontLibrary.bundledFaces[0]
        let box = GlyphRaster.notdefBox(face)
        #expect(box.contourEnds == [4, 8])
        #expect(box.controlBounds == FontBox(xMin: 176, yMin: 0, xMax: 1584, yMax: 2048))
    }
}
