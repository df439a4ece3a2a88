import Testing
import ProofRender
@testable import ProofUI

/// `Shape.offset`, `scale` and `rotation` return shapes (SwiftUI's `OffsetShape`,
/// `ScaledShape`, `RotatedShape`): the outline moves inside an unchanged frame, and the result
/// still takes `fill`/`stroke` and works as a view.
@Suite struct ShapeTransformTests {
    @Test func anOffsetShapeMovesItsOutline() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let moved = Rectangle().offset(x: 5, y: -3).path(in: rect)
        #expect(moved.boundingRect == CGRect(x: 5, y: -3, width: 10, height: 10))
        #expect(Rectangle().offset(CGPoint(x: 2, y: 4)).path(in: rect).boundingRect == CGRect(x: 2, y: 4, width: 10, height: 10))
        #expect(Rectangle().offset(CGSize(width: -1, height: 0)).path(in: rect).boundingRect == CGRect(x: -1, y: 0, width: 10, height: 10))
    }

    @Test func anOffsetShapeIsAShapeAndAView() throws {
        // As a shape: filled after the offset (SwiftUI's `OffsetShape` takes `fill`).
        let filled = Rectangle().offset(x: 10).fill(Color.red).frame(width: 20, height: 20)
        let bitmap = try renderer.render(filled, in: scaleOne(), size: .fixed(width: 40, height: 20)).bitmap
        // The 20-pt frame is centred (x 10…30); the rectangle drawn in it moved to x 20…40.
        #expect(bitmap[15, 10].g == 255, "inside the frame, left of the moved rectangle: \(bitmap.hex(15, 10))")
        #expect(bitmap[25, 10].r > 200 && bitmap[25, 10].g < 100, "inside: \(bitmap.hex(25, 10))")
        #expect(bitmap[35, 10].r > 200 && bitmap[35, 10].g < 100, "moved past the frame: \(bitmap.hex(35, 10))")
        // As a view: drawn with the foreground colour, moved the same way as `View.offset`.
        let asView = Rectangle().offset(x: 10).foregroundStyle(Color.blue).frame(width: 20, height: 20)
        let viewBitmap = try renderer.render(asView, in: scaleOne(), size: .fixed(width: 40, height: 20)).bitmap
        let viewOffset = Color.blue.offset(x: 10).frame(width: 20, height: 20)
        let reference = try renderer.render(viewOffset, in: scaleOne(), size: .fixed(width: 40, height: 20)).bitmap
        #expect(viewBitmap == reference)
        #expect(viewBitmap[35, 10].b > 200 && viewBitmap[35, 10].r < 100 && viewBitmap[15, 10].r == 255)
    }

    @Test func aScaledShapeKeepsItsAnchorInPlace() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 25, y: 10, width: 50, height: 20))
        #expect(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 200, height: 40))
        let shape = RoundedRectangle(cornerRadius: 4).scale(0.5).fill(Color.green).frame(width: 40, height: 40)
        let bitmap = try renderer.render(shape, in: scaleOne(), size: .fixed(width: 40, height: 40)).bitmap
        #expect(bitmap[20, 20].g > 150 && bitmap[20, 20].r < 100, "the centre: \(bitmap.hex(20, 20))")
        #expect(bitmap[5, 20].r == 255, "the outer quarter stays white: \(bitmap.hex(5, 20))")
    }

    @Test func aRotatedShapeTurnsClockwiseAroundItsAnchor() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        // A quarter turn around the top-leading corner sends +x to +y (clockwise on screen).
        let turned = line.rotation(.degrees(90), anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let box = turned.boundingRect
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX) < 1e-9)
        #expect(abs(box.minY) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        let square = Rectangle().rotation(.degrees(45)).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
        #expect(abs(square.width - 10 * 2.0.squareRoot()) < 1e-9 && abs(square.midX - 5) < 1e-9)
    }
}
