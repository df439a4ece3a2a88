import ProofBase
import ProofText
import Testing
@testable import ProofRender

/// A small composed scene touching every command: a card with continuous corners and a
/// hairline border, an avatar circle with a ring, a capsule, a photo clipped to a rounded
/// rectangle with a caption over it, a dimmed layer, a path icon and text.
func composedScene(scale: Double) throws -> DisplayList {
    let blue = RGBA8(r: 0, g: 122, b: 255), grey = RGBA8(r: 60, g: 60, b: 67, a: 153)
    var photo = Bitmap(width: 24, height: 12)
    for y in 0..<12 {
        for x in 0..<24 { photo[x, y] = RGBA8(r: UInt8(40 + x * 8), g: UInt8(120 + y * 10), b: UInt8(220 - x * 4), a: UInt8(255 - y * 5)) }
    }
    let title = try TextParagraph("Coffee Club", format: TextFormat(weight: .semibold, size: 15), scale: scale)
    let subtitle = try TextParagraph("8 of 10 stamps: one more visit for a free flat white", format: TextFormat(size: 12, lineLimit: 2), scale: scale)
    var check = Path()
    check.move(to: Point(x: 150, y: 22))
    check.addLine(to: Point(x: 155, y: 27))
    check.addQuadCurve(to: Point(x: 166, y: 14), control: Point(x: 159, y: 18))
    let card = Rect(x: 8, y: 8, width: 164, height: 124)
    return DisplayList([
        .fill(.rect(Rect(x: 0, y: 0, width: 180, height: 140)), .color(RGBA8(r: 242, g: 242, b: 247))),
        .fill(.roundedRect(card, CornerRadii(all: 14), .continuous), .color(.white)),
        .stroke(.roundedRect(card, CornerRadii(all: 14), .continuous), width: 1 / scale, alignment: .inside, .color(RGBA8(r: 60, g: 60, b: 67, a: 60))),
        .fill(.ellipse(Rect(x: 18, y: 18, width: 30, height: 30)), .color(RGBA8(r: 255, g: 149, b: 0))),
        .stroke(.ellipse(Rect(x: 18, y: 18, width: 30, height: 30)), width: 2, alignment: .outside, .color(blue)),
        .text(title.layout(width: 120), face: title.face, size: 15, origin: Point(x: 56, y: 16), color: .black),
        .text(subtitle.layout(width: 108), face: subtitle.face, size: 12, origin: Point(x: 56, y: 36), color: grey),
        .stroke(.path(check), width: 2.5, alignment: .center, .color(RGBA8(r: 52, g: 199, b: 89))),
        .save,
        .clip(.roundedRect(Rect(x: 18, y: 70, width: 100, height: 50), CornerRadii(topLeft: 12, topRight: 4, bottomRight: 12, bottomLeft: 4), .circular)),
        .image(photo, in: Rect(x: 18, y: 70, width: 100, height: 50), interpolation: .smooth),
        .fill(.rect(Rect(x: 18, y: 104.5, width: 100, height: 16)), .color(RGBA8(r: 0, g: 0, b: 0, a: 100))),
        .text(title.layout(width: 90), face: title.face, size: 15, origin: Point(x: 24, y: 103), color: .white),
        .restore,
        .beginLayer(opacity: 0.45),
        .fill(.roundedRect(Rect(x: 126, y: 92, width: 40, height: 22), CornerRadii(all: 11), .circular), .color(blue)),
        .fill(.ellipse(Rect(x: 150, y: 88, width: 14, height: 14)), .color(RGBA8(r: 255, g: 59, b: 48))),
        .endLayer,
        .image(photo, in: Rect(x: 126, y: 70, width: 12, height: 6), interpolation: .nearest),
    ])
}

@Suite struct PaintSceneTests {
    let cache = GlyphMaskCache()

    func render(scale: Double) throws -> Bitmap {
        var bitmap = Bitmap(width: Int(180 * scale), height: Int(140 * scale), fill: .white)
        let report = try Painter(glyphCache: cache).paint(try composedScene(scale: scale), into: &bitmap, scale: scale)
        #expect(report.skippedCommands.isEmpty)
        return bitmap
    }

    /// Pinned digests: a change in any pixel on any platform fails here. Update them only
    /// for an intended change in painting, after looking at the new picture.
    @Test(arguments: [(1.0, 0x30bd_3898_6c52_72c7 as UInt64), (2.0, 0x8842_8d85_208e_ae31), (3.0, 0x6237_9eab_3038_7524)])
    func composedScenesMatchPinnedDigests(scale: Double, digest: UInt64) throws {
        let bitmap = try render(scale: scale)
        #expect(bitmap.contentHash == digest, "scale \(scale): 0x\(String(bitmap.contentHash, radix: 16))")
    }

    @Test func paintingOnManyThreadsGivesIdenticalBytes() async throws {
        let expected = try render(scale: 2)
        let list = try composedScene(scale: 2)
        let painter = Painter(glyphCache: cache)
        let digests = try await withThrowingTaskGroup(of: UInt64.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    var bitmap = Bitmap(width: 360, height: 280, fill: .white)
                    try painter.paint(list, into: &bitmap, scale: 2)
                    return bitmap.contentHash
                }
            }
            return try await group.reduce(into: [UInt64]()) { $0.append($1) }
        }
        #expect(digests.count == 16 && digests.allSatisfy { $0 == expected.contentHash })
    }
}
