import ProofLayout
import ProofText
import Testing
@testable import ProofRender

/// Paints `commands` over a transparent (or `background`) bitmap at `scale`.
func paint(_ commands: [DisplayCommand], width: Int, height: Int, scale: Double = 1, background: RGBA8 = .clear,
           cache: GlyphMaskCache = GlyphMaskCache()) throws -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, fill: background)
    let report = try Painter(glyphCache: cache).paint(DisplayList(commands), into: &bitmap, scale: scale)
    #expect(report.skippedCommands.isEmpty)
    return bitmap
}

/// The alpha channel, row by row.
func alphas(_ bitmap: Bitmap) -> [[UInt8]] {
    (0..<bitmap.height).map { y in (0..<bitmap.width).map { x in bitmap[x, y].a } }
}

@Suite struct PaintShapeTests {
    @Test func pixelAlignedRectIsSolidWithNoSeam() throws {
        let bitmap = try paint([.fill(.rect(Rect(x: 1, y: 1, width: 3, height: 2)), .color(RGBA8(r: 10, g: 20, b: 30)))], width: 5, height: 4)
        #expect(alphas(bitmap) == [
            [0, 0, 0, 0, 0],
            [0, 255, 255, 255, 0],
            [0, 255, 255, 255, 0],
            [0, 0, 0, 0, 0],
        ])
        #expect(bitmap[2, 1] == RGBA8(r: 10, g: 20, b: 30))
        #expect(bitmap[0, 0] == .clear)
        // Two rectangles sharing an edge leave no seam over white.
        let joined = try paint([
            .fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), .color(.black)),
            .fill(.rect(Rect(x: 2, y: 0, width: 2, height: 2)), .color(.black)),
        ], width: 4, height: 2, background: .white)
        #expect((0..<4).allSatisfy { joined[$0, 1] == .black })
    }

    @Test func halfPixelEdgesAreExactly128() throws {
        let bitmap = try paint([.fill(.rect(Rect(x: 0.5, y: 0.5, width: 3, height: 2)), .color(.black))], width: 5, height: 4)
        #expect(alphas(bitmap) == [
            [64, 128, 128, 64, 0],
            [128, 255, 255, 128, 0],
            [64, 128, 128, 64, 0],
            [0, 0, 0, 0, 0],
        ])
        // Over white, a half-covered black pixel is mid grey (127.5 rounds up to 128 coverage).
        let grey = try paint([.fill(.rect(Rect(x: 0.5, y: 0, width: 1, height: 1)), .color(.black))], width: 2, height: 1, background: .white)
        #expect(grey[0, 0] == RGBA8(r: 127, g: 127, b: 127))
        // A quarter pixel at scale 2 (0.125 pt).
        let quarter = try paint([.fill(.rect(Rect(x: 0.125, y: 0, width: 1, height: 1)), .color(.black))], width: 3, height: 2, scale: 2)
        #expect(alphas(quarter)[0] == [192, 255, 64])
    }

    @Test func circleIsSymmetricInEightOctantsWithTheRightArea() throws {
        for (size, radius) in [(100, 40.0), (64, 31.5), (41, 20.5), (13, 6.0)] {
            let center = Double(size) / 2
            let bitmap = try paint([.fill(.ellipse(Rect(x: center - radius, y: center - radius, width: 2 * radius, height: 2 * radius)), .color(.black))],
                                   width: size, height: size)
            let a = alphas(bitmap)
            var asymmetric = 0
            for y in 0..<size {
                for x in 0..<size {
                    let value = a[y][x]
                    let mirrors = [a[y][size - 1 - x], a[size - 1 - y][x], a[x][y], a[size - 1 - x][size - 1 - y]]
                    if mirrors.contains(where: { $0 != value }) { asymmetric += 1 }
                }
            }
            #expect(asymmetric == 0, "radius \(radius): \(asymmetric) pixels differ from their mirror images")
            let area = a.joined().reduce(0) { $0 + Double($1) } / 255
            let exact = Double.pi * radius * radius
            #expect(abs(area - exact) / exact < 0.001, "radius \(radius): area \(area) vs \(exact)")
        }
    }
}
