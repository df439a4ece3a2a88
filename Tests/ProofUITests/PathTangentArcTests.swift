import Testing
import ProofRender
@testable import ProofUI

/// `Path.addArc(tangent1End:tangent2End:radius:)` rounds the corner between two lines as Core
/// Graphics' arc-to does; `currentPoint` is where the path ends.
@Suite struct PathTangentArcTests {
    @Test func aRightAngleIsRoundedByAQuarterCircle() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(path.elements.count == 3)
        #expect(path.elements[1] == .line(to: Point(x: 5, y: 0)), "a line to where the circle touches the first line")
        guard case let .curve(to, control1, control2) = path.elements[2] else { Issue.record("not a curve"); return }
        #expect(to == Point(x: 10, y: 5))
        // A quarter circle's handles are 0.5523 of the radius long.
        #expect(abs(control1.x - (5 + 2.7614)) < 0.001 && control1.y == 0)
        #expect(control2.x == 10 && abs(control2.y - (5 - 2.7614)) < 0.001)
        #expect(path.currentPoint == CGPoint(x: 10, y: 5))
    }

    @Test func parallelLinesOrNoRadiusGiveALineToTheCorner() {
        var straight = Path()
        straight.move(to: CGPoint(x: 0, y: 0))
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(straight.elements.last == .line(to: Point(x: 10, y: 0)))
        var sharp = Path()
        sharp.move(to: CGPoint(x: 0, y: 0))
        sharp.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 0)
        #expect(sharp.elements.last == .line(to: Point(x: 10, y: 0)))
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 3, y: 4), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(empty.elements == [.move(to: Point(x: 3, y: 4))])
    }

    @Test func currentPointFollowsTheLastSegment() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 6))
        #expect(path.currentPoint == CGPoint(x: 5, y: 6))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2), "closing returns to the subpath's start")
    }

    @Test func theRoundedCornerIsDrawn() throws {
        let corner = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: 40), radius: 20)
            path.addLine(to: CGPoint(x: 40, y: 40))
            path.addLine(to: CGPoint(x: 0, y: 40))
            path.closeSubpath()
        }
        let view = corner.fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40).background(Color(red: 0, green: 1, blue: 0))
        let bitmap = try renderer.render(view, in: scaleOne(), size: .fixed(width: 40, height: 40)).bitmap
        #expect(bitmap.hex(38, 2) == "#00ff00ff", "outside the quarter circle centred at (20, 20)")
        #expect(bitmap.hex(30, 10) == "#ff0000ff" && bitmap.hex(2, 2) == "#ff0000ff" && bitmap.hex(38, 30) == "#ff0000ff")
    }
}
