import Testing
import ProofRender
@testable import ProofUI

/// `Image.Interpolation`'s `.low` and `.medium` resample smoothly, as `.high` does; `.none`
/// keeps pixels crisp.
@Suite struct ImageInterpolationTests {
    static func scaledUp(_ interpolation: Image.Interpolation) throws -> String {
        var picture = Bitmap(width: 2, height: 1)
        picture[0, 0] = RGBA8(r: 255, g: 0, b: 0)
        picture[1, 0] = RGBA8(r: 0, g: 0, b: 255)
        let view = Image(bitmap: picture).resizable().interpolation(interpolation).frame(width: 8, height: 4)
        return try renderer.render(view, in: scaleOne(), size: .fixed(width: 8, height: 4)).bitmap.hex(3, 2)
    }

    @Test func lowAndMediumResampleSmoothly() throws {
        let smooth = try Self.scaledUp(.high)
        #expect(smooth != "#ff0000ff", "next to the middle, the two pixels blend")
        #expect(try Self.scaledUp(.medium) == smooth)
        #expect(try Self.scaledUp(.low) == smooth)
        #expect(try Self.scaledUp(.none) == "#ff0000ff")
    }
}
