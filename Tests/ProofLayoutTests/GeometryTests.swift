import ProofBase
import Testing
import ProofLayout

@Suite struct GeometryTests {
    @Test func rectEdgesAndInsets() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.maxX == 110 && rect.maxY == 70)
        #expect(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.intersection(Rect(x: 100, y: 60, width: 50, height: 50)) == Rect(x: 100, y: 60, width: 10, height: 10))
        #expect(rect.intersection(Rect(x: 200, y: 0, width: 1, height: 1)) == nil)
    }

    @Test func pointFormattingIsShortAndStable() {
        #expect(formatPoints(12) == "12")
        #expect(formatPoints(-0.5) == "-0.5")
        #expect(formatPoints(1.0 / 3.0) == "0.333")
        #expect(formatPoints(2.05) == "2.05")
        #expect(formatPoints(-0.0001) == "0")
        #expect(formatPoints(.nan) == "nan")
    }
}
