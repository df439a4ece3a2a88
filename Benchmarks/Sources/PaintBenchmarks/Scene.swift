import ProofLayout
import ProofRender
import ProofText

/// A screen like the ones Proofsheet renders: a grouped list of rounded cards with avatars,
/// badges, a progress capsule, a photo clipped to a rounded rectangle, a dimmed button in a
/// layer, icons drawn as paths, and ten text blocks, at 393×852 pt (iPhone 15).
struct ScreenScene {
    static let size = Size(width: 393, height: 852)
    let list: DisplayList
    let textBlocks: Int

    init(scale: Double) throws {
        var commands: [DisplayCommand] = []
        var textBlocks = 0
        func color(_ hex: UInt32, alpha: UInt8 = 255) -> RGBA8 {
            RGBA8(r: UInt8(hex >> 16 & 255), g: UInt8(hex >> 8 & 255), b: UInt8(hex & 255), a: alpha)
        }
        func text(_ string: String, _ format: TextFormat, x: Double, y: Double, width: Double, color rgba: RGBA8) throws {
            let paragraph = try TextParagraph(string, format: format, scale: scale)
            let layout = paragraph.layout(width: width)
            commands.append(.text(layout, face: paragraph.face, size: format.size, origin: Point(x: x, y: y), color: rgba))
            textBlocks += 1
        }
        let label = color(0x000000), secondary = color(0x3C3C43, alpha: 153), tint = color(0x007AFF)
        // Grouped background and a navigation bar with a hairline.
        commands.append(.fill(.rect(Rect(x: 0, y: 0, width: 393, height: 852)), .color(color(0xF2F2F7))))
        commands.append(.fill(.rect(Rect(x: 0, y: 0, width: 393, height: 103)), .color(color(0xF9F9F9, alpha: 240))))
        commands.append(.fill(.rect(Rect(x: 0, y: 103, width: 393, height: 1.0 / 3)), .color(color(0x3C3C43, alpha: 74))))
        try text("Rewards", TextFormat(.largeTitle, emphasized: true), x: 16, y: 56, width: 361, color: label)
        // Four cards.
        let titles = ["Coffee Club", "Book Nook", "Green Grocer", "City Cinema"]
        let subtitles = ["8 of 10 stamps — one more visit for a free flat white",
                         "Expires in 3 days", "Gold member since 2021", "2 tickets left this month"]
        let avatarColors: [UInt32] = [0xFF9500, 0x34C759, 0x5856D6, 0xFF2D55]
        for index in 0..<4 {
            let top = 120 + Double(index) * 118
            let card = Rect(x: 16, y: top, width: 361, height: 104)
            commands.append(.fill(.roundedRect(card, CornerRadii(all: 16), .continuous), .color(.white)))
            commands.append(.stroke(.roundedRect(card, CornerRadii(all: 16), .continuous), width: 1.0 / 3, alignment: .inside,
                                    .color(color(0x3C3C43, alpha: 40))))
            commands.append(.fill(.ellipse(Rect(x: 32, y: top + 16, width: 44, height: 44)), .color(color(avatarColors[index]))))
            try text(titles[index], TextFormat(.headline), x: 88, y: top + 14, width: 200, color: label)
            try text(subtitles[index], TextFormat(.subheadline, lineLimit: 2), x: 88, y: top + 38, width: 273, color: secondary)
            // A capsule badge.
            commands.append(.fill(.roundedRect(Rect(x: 301, y: top + 14, width: 60, height: 22), CornerRadii(all: 11), .circular),
                                  .color(tint)))
        }
        // Progress capsule on the first card.
        commands.append(.fill(.roundedRect(Rect(x: 88, y: 210, width: 273, height: 6), CornerRadii(all: 3), .continuous), .color(color(0xE5E5EA))))
        commands.append(.fill(.roundedRect(Rect(x: 88, y: 210, width: 218, height: 6), CornerRadii(all: 3), .continuous), .color(tint)))
        // A photo clipped to a rounded rectangle.
        let photo = Rect(x: 16, y: 600, width: 361, height: 150)
        commands.append(.save)
        commands.append(.clip(.roundedRect(photo, CornerRadii(all: 20), .continuous)))
        commands.append(.image(Self.photo(width: Int(photo.width * scale), height: Int(photo.height * scale)), in: photo, interpolation: .smooth))
        commands.append(.fill(.rect(Rect(x: 16, y: 700, width: 361, height: 50)), .color(color(0x000000, alpha: 90))))
        try text("Weekend offer: double points", TextFormat(.headline), x: 32, y: 714, width: 330, color: .white)
        commands.append(.restore)
        // A dimmed button: a layer at 40 % with a capsule and its label.
        commands.append(.beginLayer(opacity: 0.4))
        commands.append(.fill(.roundedRect(Rect(x: 16, y: 766, width: 361, height: 50), CornerRadii(all: 25), .continuous), .color(tint)))
        try text("Redeem", TextFormat(.headline), x: 166, y: 780, width: 100, color: .white)
        commands.append(.endLayer)
        // A check mark and a star drawn as paths, and a ring.
        var check = Path()
        check.move(to: Point(x: 312, y: 192))
        check.addLine(to: Point(x: 318, y: 198))
        check.addLine(to: Point(x: 330, y: 184))
        commands.append(.stroke(.path(check), width: 2.5, alignment: .center, .color(color(0x34C759))))
        var star = Path()
        let starPoints: [(Double, Double)] = [(0, -10), (2.9, -4), (9.5, -3.1), (4.8, 1.5), (5.9, 8.1), (0, 5), (-5.9, 8.1), (-4.8, 1.5), (-9.5, -3.1), (-2.9, -4)]
        for (offset, point) in starPoints.enumerated() {
            let p = Point(x: 340 + point.0, y: 426 + point.1)
            if offset == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        commands.append(.fill(.path(star), .color(color(0xFFCC00))))
        commands.append(.stroke(.ellipse(Rect(x: 330, y: 520, width: 24, height: 24)), width: 2, alignment: .inside, .color(tint)))
        try text("Updated just now", TextFormat(.footnote), x: 16, y: 826, width: 361, color: secondary)
        list = DisplayList(commands)
        self.textBlocks = textBlocks
    }

    /// A photo stand-in of `width` × `height` pixels: a smooth two-axis gradient with an
    /// anti-aliased sun (an app's @3x asset is 1083×450 px for this 361×150 pt frame).
    static func photo(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let sunX = width * 3 / 4, sunY = height * 35 / 100, radius = height / 5
        for y in 0..<height {
            for x in 0..<width {
                let dx = x - sunX, dy = y - sunY
                let distance = dx * dx + dy * dy
                let sky = RGBA8(r: UInt8(40 + x * 60 / width), g: UInt8(110 + y * 100 / height), b: UInt8(200 - y * 50 / height))
                bitmap[x, y] = distance < radius * radius ? RGBA8(r: 255, g: 214, b: 10) : sky
            }
        }
        return bitmap
    }
}
