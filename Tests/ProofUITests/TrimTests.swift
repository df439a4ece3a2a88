import Testing
import ProofRender
@testable import ProofUI

/// `trim(from:to:)` keeps the part of an outline between two fractions of its length,
/// starting where the shape's path starts (a circle at three o'clock, going clockwise).
@Suite struct TrimTests {
    @Test func aTrimmedLineKeepsTheFractionsOfItsLength() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let trimmed = path.trimmedPath(from: 0.25, to: 0.75)
        #expect(trimmed.elements == [.move(to: Point(x: 50, y: 0)), .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 50))])
        #expect(path.trimmedPath(from: 0, to: 1) == path)
        #expect(path.trimmedPath(from: 0.6, to: 0.2).elements.isEmpty)
        #expect(path.trimmedPath(from: .nan, to: 0.5).elements.count == 2, "NaN reads as 0")
    }

    @Test func aStrokedPathIsTheAreaTheStrokeCovers() {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 40))
        let outline = path.strokedPath(StrokeStyle(lineWidth: 4))
        let points = outline.elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
        // Butt caps 2 pt either side of the line, a square miter at the corner.
        #expect(points.map(\.x).min() == 10 && points.map(\.x).max() == 32)
        #expect(points.map(\.y).min() == 8 && points.map(\.y).max() == 40)
        #expect(!outline.elements.contains { if case .curve = $0 { true } else { false } })
        #expect(path.strokedPath(StrokeStyle(lineWidth: 0)).elements.isEmpty)
        #expect(path.strokedPath(StrokeStyle(lineWidth: .infinity)).elements.isEmpty)
    }

    @Test func aQuarterOfACircleIsItsBottomRightArc() throws {
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6).frame(width: 100, height: 100)
        let snapshot = try renderer.render(ring, in: scaleOne(), size: .fixed(width: 100, height: 100))
        let bitmap = snapshot.bitmap
        // 45° along the bottom-right arc is inked; the other three quadrants' arcs are not.
        let d = 50 + Int((50 * 0.7071).rounded())
        let e = 50 - Int((50 * 0.7071).rounded())
        // (The picture is on the white system background: ink is red, no ink is white.)
        #expect(bitmap[d - 1, d - 1].r > 200 && bitmap[d - 1, d - 1].g < 120, "bottom right: \(bitmap.hex(d - 1, d - 1))")
        #expect(bitmap[e, d - 1].g == 255, "bottom left: \(bitmap.hex(e, d - 1))")
        #expect(bitmap[e, e].g == 255, "top left: \(bitmap.hex(e, e))")
        #expect(bitmap[d - 1, e].g == 255, "top right: \(bitmap.hex(d - 1, e))")
    }

    @Test func strokeStylesDrawTheirWidth() throws {
        let line = Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 2]))
            .frame(width: 20, height: 20).padding(4)
        let bitmap = try renderer.render(line, in: scaleOne(), size: .fixed(width: 28, height: 28)).bitmap
        #expect(bitmap[5, 14].b > 200 && bitmap[5, 14].r < 100, "the left edge, 4 pt wide about x = 4: \(bitmap.hex(5, 14))")
        #expect(bitmap[14, 14].r == 255)
    }
}
