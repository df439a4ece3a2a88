import ProofBase
import ProofText
import Testing
@testable import ProofRender

@Suite struct PaintCompositingTests {
    let red = RGBA8(r: 255, g: 0, b: 0)

    @Test(arguments: [1, 2, 3, 7, 19, 61, 255, 1_023, 4_097, 65_535, 65_536, 65_537, 200_001])
    func blurDivisionIsTheRoundedQuotient(divisor: Int) {
        // The shadow blur divides window sums of up to 255 × divisor by multiplying: every
        // quotient must be the division's (all sums for small divisors, a stride and the
        // largest ones for big divisors).
        let division = RoundedDivision(by: divisor)
        let d = Int32(divisor)
        let largest = 255 * d
        let stride = max(1, Int(largest) / 300_000)
        var wrong: [Int32] = []
        for n in Swift.stride(from: Int32(0), through: largest, by: stride) + Array((largest - 300)...largest)
        where n >= 0 && division.quotient(n) != (n + d / 2) / d {
            wrong.append(n)
        }
        #expect(wrong.isEmpty, "divisor \(divisor): \(wrong.prefix(5))")
    }

    @Test func translucentFillsAreExactSourceOver() throws {
        // The interior goes through a lookup table, the edges through blend: both exact.
        let color = RGBA8(r: 200, g: 30, b: 90, a: 77)
        let background = RGBA8(r: 12, g: 200, b: 34)
        let bitmap = try paint([.fill(.rect(Rect(x: 0.5, y: 0, width: 3, height: 2)), .color(color))], width: 4, height: 2, background: background)
        #expect(bitmap[1, 0] == referenceBlend(color, 255, over: background))
        #expect(bitmap[0, 0] == referenceBlend(color, 128, over: background))
        // Over a translucent background the general formula applies.
        let under = RGBA8(r: 90, g: 180, b: 45, a: 77)
        let translucent = try paint([.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 1)), .color(color))], width: 2, height: 1, background: under)
        #expect(translucent[1, 0] == referenceBlend(color, 255, over: under))
    }

    @Test func fractionalRectClipIsAntiAliased() throws {
        let bitmap = try paint([
            .save,
            .clip(.rect(Rect(x: 1.5, y: 0, width: 2, height: 2))),
            .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 2)), .color(.black)),
            .restore,
            .fill(.rect(Rect(x: 0, y: 2, width: 5, height: 1)), .color(.black)),
        ], width: 5, height: 3)
        #expect(alphas(bitmap) == [[0, 128, 255, 128, 0], [0, 128, 255, 128, 0], [255, 255, 255, 255, 255]])
    }

    @Test func clipsIntersectAndRestore() throws {
        // A whole-pixel rect clip inside a round clip: the product, then nothing after restore.
        let bitmap = try paint([
            .save,
            .clip(.ellipse(Rect(x: 0, y: 0, width: 10, height: 10))),
            .save,
            .clip(.rect(Rect(x: 0, y: 0, width: 5, height: 10))),
            .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .color(.black)),
            .restore,
            .restore,
        ], width: 10, height: 10)
        let circle = try paint([.fill(.ellipse(Rect(x: 0, y: 0, width: 10, height: 10)), .color(.black))], width: 10, height: 10)
        for y in 0..<10 {
            for x in 0..<10 { #expect(bitmap[x, y].a == (x < 5 ? circle[x, y].a : 0), "(\(x), \(y))") }
        }
        // A clip that covers its whole window keeps no mask; one that covers nothing hides all.
        let hidden = try paint([.clip(.rect(Rect(x: 20, y: 20, width: 5, height: 5))), .fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .color(.black))],
                               width: 4, height: 4)
        #expect(alphas(hidden).joined().allSatisfy { $0 == 0 })
    }

    @Test func layersCompositeOnceWithTheirOpacity() throws {
        // Two overlapping black squares in a half-opaque layer: the overlap is not darker.
        let bitmap = try paint([
            .beginLayer(opacity: 0.5),
            .fill(.rect(Rect(x: 0, y: 0, width: 3, height: 1)), .color(.black)),
            .fill(.rect(Rect(x: 1, y: 0, width: 3, height: 1)), .color(.black)),
            .endLayer,
        ], width: 5, height: 1, background: .white)
        let grey = RGBA8(r: 127, g: 127, b: 127)
        #expect((0..<5).map { bitmap[$0, 0] } == [grey, grey, grey, grey, .white])
        // Without a layer the overlap would be darker.
        let direct = try paint([
            .fill(.rect(Rect(x: 0, y: 0, width: 3, height: 1)), .color(RGBA8(r: 0, g: 0, b: 0, a: 128))),
            .fill(.rect(Rect(x: 1, y: 0, width: 3, height: 1)), .color(RGBA8(r: 0, g: 0, b: 0, a: 128))),
        ], width: 5, height: 1, background: .white)
        #expect(direct[1, 0].r < direct[0, 0].r)
        // A layer holding one fill folds its opacity into the fill, with the same result.
        let folded = try paint([.beginLayer(opacity: 0.5), .fill(.rect(Rect(x: 0, y: 0, width: 3, height: 1)), .color(.black)), .endLayer],
                               width: 5, height: 1, background: .white)
        #expect(folded[0, 0] == grey && folded[3, 0] == .white)
        // Opacity 0 draws nothing; 1 draws straight through.
        let none = try paint([.beginLayer(opacity: 0), .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 1)), .color(.black)), .endLayer],
                             width: 5, height: 1, background: .white)
        #expect((0..<5).allSatisfy { none[$0, 0] == .white })
        let full = try paint([.beginLayer(opacity: 1), .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 1)), .color(.black)), .endLayer],
                             width: 5, height: 1, background: .white)
        #expect((0..<5).allSatisfy { full[$0, 0] == .black })
    }

    @Test func clipAndLayerTogether() throws {
        // A rounded clip around a half-opaque layer with two shapes; the clip ends with the
        // layer's own save state.
        let commands: [DisplayCommand] = [
            .save,
            .clip(.roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), CornerRadii(all: 6), .circular)),
            .beginLayer(opacity: 0.5),
            .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .color(red)),
            .clip(.rect(Rect(x: 0, y: 0, width: 10, height: 20))),
            .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .color(.black)),
            .endLayer,
            .fill(.rect(Rect(x: 15, y: 8, width: 5, height: 4)), .color(.black)),
            .restore,
            .fill(.rect(Rect(x: 20, y: 0, width: 4, height: 4)), .color(.black)),
        ]
        let bitmap = try paint(commands, width: 24, height: 20, background: .white)
        #expect(bitmap[5, 10] == RGBA8(r: 127, g: 127, b: 127))   // black at half over white
        #expect(bitmap[14, 10] == RGBA8(r: 255, g: 127, b: 127))  // red at half
        #expect(bitmap[17, 10] == .black)                          // after the layer, inside the clip
        #expect(bitmap[0, 0] == .white)                            // cut by the rounded corner
        #expect(bitmap[21, 1] == .black)                           // after the restore
        #expect(bitmap[1, 1].r > 127 && bitmap[1, 1].r < 255)      // anti-aliased corner
    }

    @Test func textInAClippedLayerIsCompositedOnce() throws {
        let cache = GlyphMaskCache()
        let paragraph = try TextParagraph("Hamburgefonstiv", format: TextFormat(size: 20), scale: 1)
        let text = DisplayCommand.text(paragraph.layout(), face: paragraph.face, size: 20, origin: Point(x: 4, y: 4), color: .black)
        let plain = try paint([text], width: 180, height: 40, background: .white, cache: cache)
        let layered = try paint([
            .save, .clip(.rect(Rect(x: 0, y: 0, width: 90, height: 40))),
            .beginLayer(opacity: 0.5), .fill(.rect(Rect(x: 150, y: 0, width: 10, height: 10)), .color(.white)), text, .endLayer,
            .restore,
        ], width: 180, height: 40, background: .white, cache: cache)
        for y in 0..<40 {
            for x in 0..<180 {
                let expected = x < 90 ? referenceBlend(plain[x, y], 128, over: .white) : RGBA8.white
                #expect(layered[x, y] == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func imagesNearestAndSmoothUpscale() throws {
        let image = Bitmap(width: 2, height: 2, bytes: [0, 0, 0, 255, 200, 200, 200, 255, 100, 100, 100, 255, 40, 40, 40, 255])!
        let smooth = try paint([.image(image, in: Rect(x: 0, y: 0, width: 4, height: 4), interpolation: .smooth)], width: 4, height: 4)
        #expect((0..<4).map { y in (0..<4).map { x in smooth[x, y].r } } == [
            [0, 50, 150, 200],
            [25, 59, 126, 160],
            [75, 76, 79, 80],
            [100, 85, 55, 40],
        ])
        #expect(alphas(smooth).joined().allSatisfy { $0 == 255 })
        let nearest = try paint([.image(image, in: Rect(x: 0, y: 0, width: 4, height: 4), interpolation: .nearest)], width: 4, height: 4)
        #expect((0..<4).map { y in (0..<4).map { x in nearest[x, y].r } } == [
            [0, 0, 200, 200], [0, 0, 200, 200], [100, 100, 40, 40], [100, 100, 40, 40],
        ])
        // A same-size copy on whole pixels is the image itself, whatever the filter.
        let copy = try paint([.image(image, in: Rect(x: 1, y: 1, width: 2, height: 2), interpolation: .smooth)], width: 4, height: 4)
        #expect(copy[1, 1] == image[0, 0] && copy[2, 1] == image[1, 0] && copy[1, 2] == image[0, 1] && copy[2, 2] == image[1, 1])
        #expect(copy[0, 0] == .clear && copy[3, 3] == .clear)
    }

    @Test func imagesBoxFilterWhenReduced() throws {
        var bytes: [UInt8] = []
        let values: [[UInt8]] = [[10, 20, 100, 101], [30, 41, 102, 104], [0, 0, 255, 255], [0, 1, 255, 254]]
        for row in values { for value in row { bytes += [value, value, value, 255] } }
        let image = Bitmap(width: 4, height: 4, bytes: bytes)!
        let bitmap = try paint([.image(image, in: Rect(x: 0, y: 0, width: 2, height: 2), interpolation: .smooth)], width: 2, height: 2)
        // Means of each 2×2 block: 25.25, 101.75, 0.25, 254.75, rounded.
        #expect([bitmap[0, 0].r, bitmap[1, 0].r, bitmap[0, 1].r, bitmap[1, 1].r] == [25, 102, 0, 255])
    }

    @Test func transparentPixelsDoNotDarkenTheirNeighbours() throws {
        let image = Bitmap(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 0, 0])!
        let bitmap = try paint([.image(image, in: Rect(x: 0, y: 0, width: 4, height: 1), interpolation: .smooth)], width: 4, height: 1)
        #expect((0..<4).map { bitmap[$0, 0] } == [red, RGBA8(r: 255, g: 0, b: 0, a: 191), RGBA8(r: 255, g: 0, b: 0, a: 64), .clear])
        // A destination edge off the pixel grid is anti-aliased by its coverage.
        let shifted = try paint([.image(Bitmap(width: 1, height: 1, fill: red), in: Rect(x: 0.5, y: 0, width: 1, height: 1), interpolation: .smooth)],
                                width: 2, height: 1)
        #expect(shifted[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 128) && shifted[1, 0] == RGBA8(r: 255, g: 0, b: 0, a: 128))
    }

    @Test func textIsClippedByARoundedRect() throws {
        let cache = GlyphMaskCache()
        let paragraph = try TextParagraph("Hamburgefonstiv", format: TextFormat(size: 20), scale: 2)
        let layout = paragraph.layout()
        let text = DisplayCommand.text(layout, face: paragraph.face, size: 20, origin: Point(x: 4, y: 4), color: .black)
        let plain = try paint([text], width: 360, height: 70, scale: 2, background: .white, cache: cache)
        let clip = Rect(x: 30, y: 0, width: 60, height: 35)
        let clipped = try paint([.save, .clip(.roundedRect(clip, CornerRadii(all: 8), .continuous)), text, .restore],
                                width: 360, height: 70, scale: 2, background: .white, cache: cache)
        var inside = 0, outside = 0
        for y in 0..<70 {
            for x in 0..<360 {
                let isInside = x >= 60 + 24 && x < 180 - 24 && y >= 0 && y < 70
                let isOutside = x < 60 || x >= 180
                if isInside {
                    #expect(clipped[x, y] == plain[x, y])
                    if plain[x, y] != .white { inside += 1 }
                } else if isOutside {
                    #expect(clipped[x, y] == .white)
                    if plain[x, y] != .white { outside += 1 }
                }
            }
        }
        #expect(inside > 100 && outside > 100)
        // The text drawn by the painter is the text drawn straight into the bitmap.
        var direct = Bitmap(width: 360, height: 70, fill: .white)
        try direct.draw(layout, face: paragraph.face, size: 20, at: Point(x: 4, y: 4), color: .black, cache: cache)
        #expect(direct == plain)
    }
}
