@testable import ProofGraphics
import ProofBase
import ProofText
import Testing
@testable import ProofRender

/// The rasterizer's sparse storage and run output, which painted shapes use.
@Suite struct PaintRasterTests {
    /// A deterministic pseudo-random sequence (no global generator).
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func rasterize(_ polygons: [[(Int, Int)]], width: Int, height: Int, storage: CoverageRasterizer.Storage) -> ([UInt8], [UInt8]) {
        var rasterizer = CoverageRasterizer(width: width, height: height, storage: storage)
        for polygon in polygons {
            rasterizer.move(toX: polygon[0].0, y: polygon[0].1)
            for point in polygon.dropFirst() { rasterizer.line(toX: point.0, y: point.1) }
            rasterizer.close()
        }
        var copy = rasterizer
        var fromRuns = [UInt8](repeating: 0, count: width * height)
        var previous = (row: -1, end: -1)
        copy.sweep { row, column, count, coverage in
            // Runs come in order, never overlap, and are never empty or zero.
            #expect(count > 0 && coverage > 0 && (row > previous.row || column >= previous.end))
            previous = (row, column + count)
            for index in row * width + column..<row * width + column + count { fromRuns[index] = coverage }
        }
        return (rasterizer.coverage(), fromRuns)
    }

    @Test func sparseAndDenseAgreeOnAxisAlignedOutlines() {
        var random = Sequence(state: 7)
        for _ in 0..<50 {
            var polygons: [[(Int, Int)]] = []
            for _ in 0..<(1 + random.next(4)) {
                let x0 = random.next(2_000) - 200, y0 = random.next(2_000) - 200
                let x1 = x0 + random.next(1_500), y1 = y0 + random.next(1_500)
                let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
                polygons.append(random.next(2) == 0 ? corners : corners.reversed())
            }
            let (dense, denseRuns) = rasterize(polygons, width: 7, height: 6, storage: .dense)
            let (sparse, sparseRuns) = rasterize(polygons, width: 7, height: 6, storage: .sparse)
            #expect(dense == sparse && dense == denseRuns && sparse == sparseRuns)
        }
    }

    @Test func sparseOutlinesWithManyCellsSwitchToDenseWithTheSameCoverage() {
        // A zigzag touching far more cells than the mask has: the storage densifies midway.
        var zigzag: [(Int, Int)] = [(0, 0)]
        for step in 0..<4_000 { zigzag.append((step % 2 == 0 ? 2_500 : 10, step)) }
        zigzag.append((0, 4_000))
        let (coverage, runs) = rasterize([zigzag], width: 10, height: 16, storage: .sparse)
        #expect(coverage == runs)
        // The same outline moved right by whole pixels covers the same pixels, moved.
        let (moved, _) = rasterize([zigzag.map { ($0.0 + 512, $0.1) }], width: 12, height: 16, storage: .sparse)
        for row in 0..<16 { #expect(Array(moved[row * 12 + 2..<row * 12 + 12]) == Array(coverage[row * 10..<row * 10 + 10])) }
    }

    /// Mirrored outlines give mirrored coverage, to within one level where an edge passes
    /// within a unit of a pixel corner (the two roundings then meet in another order).
    @Test func exactCrossingsAreSymmetricAboutTheDiagonal() {
        var random = Sequence(state: 11)
        var differing = 0
        for _ in 0..<200 {
            let points = (0..<5).map { _ in (random.next(2_560), random.next(2_560)) }
            let (a, _) = rasterize([points], width: 10, height: 10, storage: .sparse)
            let (b, _) = rasterize([points.map { ($0.1, $0.0) }], width: 10, height: 10, storage: .sparse)
            let transposed = (0..<100).map { b[($0 % 10) * 10 + $0 / 10] }
            #expect(zip(a, transposed).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(points)")
            if a != transposed { differing += 1 }
        }
        #expect(differing <= 8)
    }

    @Test func opaqueImageFilterEqualsThePremultipliedOne() {
        var image = Bitmap(width: 7, height: 5)
        var random = Sequence(state: 3)
        for y in 0..<5 { for x in 0..<7 { image[x, y] = RGBA8(r: UInt8(random.next(256)), g: UInt8(random.next(256)), b: UInt8(random.next(256))) } }
        for (low, high, count) in [(0.3, 23.9, 7), (1.0, 4.5, 7), (0.0, 5.0, 5), (-2.5, 9.25, 5)] {
            let pixels = Int(low.rounded(.down))..<Int(high.rounded(.up))
            let columns = ImageDrawing.AxisFilter(pixels: pixels, low: low, high: high, count: count, nearest: false)
            let rows = ImageDrawing.AxisFilter(pixels: pixels, low: low, high: high, count: 5, nearest: false)
            var opaque = ImageDrawing.RowFilter(width: pixels.count, opaque: true)
            var general = ImageDrawing.RowFilter(width: pixels.count, opaque: false)
            defer { opaque.deallocate(); general.deallocate() }
            let a = UnsafeMutablePointer<RGBA8>.allocate(capacity: pixels.count), b = UnsafeMutablePointer<RGBA8>.allocate(capacity: pixels.count)
            defer { a.deallocate(); b.deallocate() }
            image.withUnsafeBytes { source in
                for row in 0..<pixels.count {
                    opaque.filter(row: row, rows: rows, columns: columns, source: source, imageWidth: 7, into: a)
                    general.filter(row: row, rows: rows, columns: columns, source: source, imageWidth: 7, into: b)
                    #expect(Array(UnsafeBufferPointer(start: a, count: pixels.count)) == Array(UnsafeBufferPointer(start: b, count: pixels.count)))
                }
            }
        }
    }
}
