import ProofBase
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

func transposed(_ rows: [[UInt8]]) -> [[UInt8]] {
    (0..<(rows.first?.count ?? 0)).map { x in rows.map { $0[x] } }
}

/// The area of the rounded rectangle inside each pixel, by counting `samples`² points.
func sampledCoverage(width: Int, height: Int, samples: Int, inside: (Double, Double) -> Bool) -> [[Double]] {
    (0..<height).map { y in
        (0..<width).map { x in
            var count = 0
            for j in 0..<samples {
                for i in 0..<samples where inside(Double(x) + (Double(i) + 0.5) / Double(samples), Double(y) + (Double(j) + 0.5) / Double(samples)) {
                    count += 1
                }
            }
            return Double(count) * 255 / Double(samples * samples)
        }
    }
}

@Suite struct PaintRoundedShapeTests {
    @Test func circularCornersMatchTheExactArea() throws {
        let radius = 8.0
        let bitmap = try paint([.fill(.roundedRect(Rect(x: 0, y: 0, width: 24, height: 20), CornerRadii(all: radius), .circular), .color(.black))],
                               width: 24, height: 20)
        let a = alphas(bitmap)
        // The four corners are mirror images of each other, the sides solid.
        for y in 0..<20 {
            for x in 0..<24 {
                #expect(a[y][x] == a[y][23 - x] && a[y][x] == a[19 - y][x], "(\(x), \(y))")
            }
        }
        #expect(a[10].allSatisfy { $0 == 255 } && (0..<20).allSatisfy { a[$0][12] == 255 })
        let exact = sampledCoverage(width: 8, height: 8, samples: 128) { x, y in
            x >= radius || y >= radius || (x - radius) * (x - radius) + (y - radius) * (y - radius) <= radius * radius
        }
        var total = 0.0, exactTotal = 0.0
        for y in 0..<8 {
            for x in 0..<8 {
                // Flattening may move the outline by up to 1/16 px: ±8 levels is 1/32 of a pixel.
                #expect(abs(Double(a[y][x]) - exact[y][x]) <= 8, "(\(x), \(y)): \(a[y][x]) vs \(exact[y][x])")
                total += Double(a[y][x])
                exactTotal += exact[y][x]
            }
        }
        #expect(abs(total - exactTotal) / exactTotal < 0.002)
        #expect([a[0][0], a[0][8], a[8][0]] == [0, 255, 255])
    }

    @Test func continuousCornersReachFurtherAlongTheSides() throws {
        let rect = Rect(x: 0, y: 0, width: 60, height: 60)
        let circular = alphas(try paint([.fill(.roundedRect(rect, CornerRadii(all: 10), .circular), .color(.black))], width: 60, height: 60))
        let continuous = alphas(try paint([.fill(.roundedRect(rect, CornerRadii(all: 10), .continuous), .color(.black))], width: 60, height: 60))
        // Past the circle's end (10 px) the circular side is straight; the continuous corner
        // still curves until 1.528665 × 10 ≈ 15.3 px, and both are straight after it.
        #expect(circular[0][11] == 255 && circular[0][13] == 255)
        #expect(continuous[0][11] < 255 && continuous[0][13] < 255)
        #expect(circular[0][16] == 255 && continuous[0][16] == 255)
        #expect(circular[11][0] == 255 && continuous[11][0] < 255)
        // Near the diagonal they almost agree (the continuous corner is slightly fuller).
        #expect(abs(Int(circular[3][3]) - Int(continuous[3][3])) <= 16)
        // The continuous shape is symmetric about the diagonal and cuts more area overall.
        #expect(continuous == transposed(continuous))
        let circularArea = circular.joined().reduce(0) { $0 + Int($1) }, continuousArea = continuous.joined().reduce(0) { $0 + Int($1) }
        #expect(continuousArea < circularArea)
    }

    @Test func continuousCornersWithNoRoomBecomeCircular() throws {
        // Radius h/2: no side has room for 1.528665·r, so the corner is a quarter circle
        // and the shape the circular capsule.
        let rect = Rect(x: 0, y: 0, width: 40, height: 20)
        let continuous = alphas(try paint([.fill(.roundedRect(rect, CornerRadii(all: 10), .continuous), .color(.black))], width: 40, height: 20))
        let circular = alphas(try paint([.fill(.roundedRect(rect, CornerRadii(all: 10), .circular), .color(.black))], width: 40, height: 20))
        #expect(continuous == circular)
        // Halfway (room for 1.26·r): between the two.
        let wide = Rect(x: 0, y: 0, width: 60, height: 25.28665)
        let half = alphas(try paint([.fill(.roundedRect(wide, CornerRadii(all: 10), .continuous), .color(.black))], width: 60, height: 26))
        let round = alphas(try paint([.fill(.roundedRect(wide, CornerRadii(all: 10), .circular), .color(.black))], width: 60, height: 26))
        let halfArea = half.joined().reduce(0) { $0 + Int($1) }, roundArea = round.joined().reduce(0) { $0 + Int($1) }
        #expect(halfArea < roundArea && half[0][13] == 255 && half[0][10] < 255 && round[0][10] == 255)
    }

    @Test func radiiAreReducedAsInCSS() throws {
        // Radii larger than the sides become a capsule: 40×20 with radius 100 → radius 10.
        let capsule = alphas(try paint([.fill(.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), CornerRadii(all: 100), .circular), .color(.black))],
                                       width: 40, height: 20))
        let reference = alphas(try paint([
            .fill(.ellipse(Rect(x: 0, y: 0, width: 20, height: 20)), .color(.black)),
        ], width: 40, height: 20))
        // (Within a few levels: a corner's arc keeps its ends exactly on the sides.)
        for y in 0..<20 { for x in 0..<8 { #expect(abs(Int(capsule[y][x]) - Int(reference[y][x])) <= 6, "(\(x), \(y))") } }
        #expect(capsule[10][20] == 255 && capsule[0][20] == 255)
        // Unequal radii: 30 + 10 on a 20-high side are scaled by 1/2 → 15 and 5, everywhere.
        let scaled = alphas(try paint([.fill(.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20),
                                                          CornerRadii(topLeft: 30, topRight: 0, bottomRight: 0, bottomLeft: 10), .circular), .color(.black))],
                                      width: 40, height: 20))
        let expected = alphas(try paint([.fill(.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20),
                                                            CornerRadii(topLeft: 15, topRight: 0, bottomRight: 0, bottomLeft: 5), .circular), .color(.black))],
                                        width: 40, height: 20))
        #expect(scaled == expected)
        // Infinite and negative radii neither crash nor reach outside the rectangle.
        let extreme = alphas(try paint([.fill(.roundedRect(Rect(x: 2, y: 2, width: 10, height: 10),
                                                           CornerRadii(topLeft: .infinity, topRight: -5, bottomRight: 1e308, bottomLeft: 0), .continuous), .color(.black))],
                                       width: 14, height: 14))
        #expect(extreme[0].allSatisfy { $0 == 0 } && extreme[12].allSatisfy { $0 == 0 } && extreme.allSatisfy { $0[12] == 0 })
        #expect(extreme[7][7] == 255)
    }

    @Test func bordersOfOneDevicePixelAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            // A hairline (1 / scale points) inside a rectangle on whole pixels.
            let rect = Rect(x: 1, y: 1, width: 4, height: 3)
            let size = (Int(6 * scale), Int(5 * scale))
            let bitmap = try paint([.stroke(.rect(rect), width: 1 / scale, alignment: .inside, .color(.black))],
                                   width: size.0, height: size.1, scale: scale)
            let a = alphas(bitmap)
            let (x0, y0, x1, y1) = (Int(scale), Int(scale), Int(5 * scale), Int(4 * scale))
            for y in 0..<size.1 {
                for x in 0..<size.0 {
                    let inOuter = x >= x0 && x < x1 && y >= y0 && y < y1
                    let inInner = x > x0 && x < x1 - 1 && y > y0 && y < y1 - 1
                    #expect(a[y][x] == (inOuter && !inInner ? 255 : 0), "scale \(scale) (\(x), \(y))")
                }
            }
            // One point wide: scale pixels.
            let thick = alphas(try paint([.stroke(.rect(rect), width: 1, alignment: .inside, .color(.black))],
                                         width: size.0, height: size.1, scale: scale))
            #expect(thick[y0 + Int(scale) - 1][x0 + 2] == 255 && thick[y0 + Int(scale)][x0 + Int(scale)] == 0)
        }
        // Centred on a whole-pixel edge, a one-pixel line is half in each neighbour.
        let centred = alphas(try paint([.stroke(.rect(Rect(x: 1, y: 1, width: 3, height: 3)), width: 1, alignment: .center, .color(.black))],
                                       width: 5, height: 5))
        #expect(centred[2] == [128, 128, 0, 128, 128])
        #expect(centred[0] == [64, 128, 128, 128, 64])
        // Outside: the ring around the rectangle.
        let outside = alphas(try paint([.stroke(.rect(Rect(x: 1, y: 1, width: 2, height: 2)), width: 1, alignment: .outside, .color(.black))],
                                       width: 4, height: 4))
        #expect(outside == [[255, 255, 255, 255], [255, 0, 0, 255], [255, 0, 0, 255], [255, 255, 255, 255]])
    }

    @Test func roundedBordersAreRingsWithSolidSides() throws {
        let rect = Rect(x: 0, y: 0, width: 20, height: 16)
        let a = alphas(try paint([.stroke(.roundedRect(rect, CornerRadii(all: 6), .continuous), width: 1, alignment: .inside, .color(.black))],
                                 width: 60, height: 48, scale: 3))
        // Straight parts: exactly three solid pixels, nothing inside.
        #expect(Array(a[24][0..<5]) == [255, 255, 255, 0, 0])
        #expect((0..<5).map { a[$0][30] } == [255, 255, 255, 0, 0])
        #expect(a[24][30] == 0 && a[0][0] == 0)
        // The ring is symmetric on both axes.
        #expect(a == a.map { Array($0.reversed()) } && a == a.reversed())
        // An ellipse's border: the inner ellipse is cut out.
        let ring = alphas(try paint([.stroke(.ellipse(Rect(x: 0, y: 0, width: 20, height: 20)), width: 2, alignment: .inside, .color(.black))],
                                    width: 20, height: 20))
        #expect(ring[10][0] > 200 && ring[10][1] == 255 && ring[10][3] == 0 && ring[10][10] == 0)
    }

    @Test func openPathsAreStrokedWithButtCapsAndMiters() throws {
        var line = Path()
        line.move(to: Point(x: 2, y: 5))
        line.addLine(to: Point(x: 8, y: 5))
        let a = alphas(try paint([.stroke(.path(line), width: 2, alignment: .center, .color(.black))], width: 10, height: 10))
        for y in 0..<10 {
            for x in 0..<10 { #expect(a[y][x] == ((4...5).contains(y) && (2..<8).contains(x) ? 255 : 0), "(\(x), \(y))") }
        }
        // A right angle gets a square (mitred) outer corner.
        var corner = Path()
        corner.move(to: Point(x: 2, y: 8))
        corner.addLine(to: Point(x: 2, y: 2))
        corner.addLine(to: Point(x: 8, y: 2))
        let b = alphas(try paint([.stroke(.path(corner), width: 2, alignment: .center, .color(.black))], width: 10, height: 10))
        #expect([b[1][1], b[1][7], b[7][1], b[1][8], b[4][4]] == [255, 255, 255, 0, 0])
        // A closed square path stroked inside stays inside the square.
        var square = Path()
        square.move(to: Point(x: 1, y: 1))
        square.addLine(to: Point(x: 9, y: 1))
        square.addLine(to: Point(x: 9, y: 9))
        square.addLine(to: Point(x: 1, y: 9))
        square.closeSubpath()
        let c = alphas(try paint([.stroke(.path(square), width: 1, alignment: .inside, .color(.black))], width: 10, height: 10))
        #expect(c[0].allSatisfy { $0 == 0 })
        #expect([c[5][1], c[5][2], c[1][1], c[5][8], c[5][9]] == [255, 0, 255, 255, 0])
        let d = alphas(try paint([.stroke(.path(square), width: 1, alignment: .outside, .color(.black))], width: 10, height: 10))
        #expect([d[5][0], d[5][1], d[0][0], d[5][9]] == [255, 0, 255, 255])
    }

    @Test func pathsWithCurvesFillLikeTheirShapes() throws {
        // A circle made of four cubics (the standard constant) covers what the ellipse covers.
        let k = 0.552284749831 * 10
        var circle = Path()
        circle.move(to: Point(x: 20, y: 10))
        circle.addCurve(to: Point(x: 10, y: 20), control1: Point(x: 20, y: 10 + k), control2: Point(x: 10 + k, y: 20))
        circle.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 10 - k, y: 20), control2: Point(x: 0, y: 10 + k))
        circle.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10 - k), control2: Point(x: 10 - k, y: 0))
        circle.addCurve(to: Point(x: 20, y: 10), control1: Point(x: 10 + k, y: 0), control2: Point(x: 20, y: 10 - k))
        let path = alphas(try paint([.fill(.path(circle), .color(.black))], width: 20, height: 20))
        let ellipse = alphas(try paint([.fill(.ellipse(Rect(x: 0, y: 0, width: 20, height: 20)), .color(.black))], width: 20, height: 20))
        for y in 0..<20 { for x in 0..<20 { #expect(abs(Int(path[y][x]) - Int(ellipse[y][x])) <= 12, "(\(x), \(y))") } }
        // A quadratic: a parabolic cap of area 2/3 × base × height.
        var cap = Path()
        cap.move(to: Point(x: 0, y: 10))
        cap.addQuadCurve(to: Point(x: 20, y: 10), control: Point(x: 10, y: -10))
        cap.closeSubpath()
        let area = alphas(try paint([.fill(.path(cap), .color(.black))], width: 20, height: 10)).joined().reduce(0) { $0 + Double($1) } / 255
        // Chords lie inside the curve, at most 1/16 px from it: along its 29 px, under 1.2 px².
        let exact = 2.0 / 3 * 20 * 10
        #expect(area < exact && exact - area < 1.2)
    }
}
