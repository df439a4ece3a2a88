import Testing
import ProofRender
@testable import ProofUI

/// `ContainerRelativeShape` takes the shape `containerShape(_:)` sets around it, and is a
/// rectangle where none is set.
@Suite struct ContainerRelativeShapeTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)

    static func render<V: View>(_ view: V) throws -> Bitmap {
        try renderer.render(view.background(green), in: scaleOne(), size: .fixed(width: 40, height: 40)).bitmap
    }

    @Test func withoutAContainerShapeItIsARectangle() throws {
        let bitmap = try Self.render(ContainerRelativeShape().fill(Self.red))
        #expect(bitmap.hex(0, 0) == "#ff0000ff" && bitmap.hex(39, 39) == "#ff0000ff")
    }

    @Test func itTakesTheContainersShape() throws {
        let bitmap = try Self.render(ContainerRelativeShape().fill(Self.red).containerShape(Circle()))
        #expect(bitmap.hex(1, 1) == "#00ff00ff", "outside the circle: what is behind")
        #expect(bitmap.hex(20, 20) == "#ff0000ff" && bitmap.hex(20, 1) == "#ff0000ff")
        let rounded = try Self.render(ContainerRelativeShape().fill(Self.red)
            .containerShape(RoundedRectangle(cornerRadius: 12, style: .circular)))
        #expect(rounded.hex(1, 1) == "#00ff00ff" && rounded.hex(20, 0) == "#ff0000ff" && rounded.hex(12, 12) == "#ff0000ff")
    }

    @Test func clippingToItClipsToTheContainersShape() throws {
        let view = Self.red.clipShape(ContainerRelativeShape()).containerShape(Capsule())
        let bitmap = try renderer.render(view.background(Self.green), in: scaleOne(), size: .fixed(width: 80, height: 40)).bitmap
        #expect(bitmap.hex(1, 1) == "#00ff00ff" && bitmap.hex(40, 1) == "#ff0000ff" && bitmap.hex(78, 38) == "#00ff00ff")
    }

    @Test func theContainerShapeDrawsNothingItself() throws {
        let view = Self.red.frame(width: 20, height: 20).containerShape(Circle())
        let bitmap = try Self.render(view)
        #expect(bitmap.hex(10, 10) == "#ff0000ff" && bitmap.hex(29, 29) == "#ff0000ff",
                "the corners of the centred square: not clipped to the circle")
    }
}
