import Foundation
import ProofBase
import ProofText
import Testing
@testable import ProofRender

@Suite struct PaintRobustnessTests {
    let painter = Painter(glyphCache: GlyphMaskCache())

    func paintReport(_ commands: [DisplayCommand], width: Int = 8, height: Int = 8, scale: Double = 1) throws(PaintError) -> (Bitmap, PaintReport) {
        var bitmap = Bitmap(width: width, height: height)
        let report = try painter.paint(DisplayList(commands), into: &bitmap, scale: scale)
        return (bitmap, report)
    }

    @Test func unusableNumbersSkipTheCommandAndAreReported() throws {
        let (bitmap, report) = try paintReport([
            .fill(.rect(Rect(x: .nan, y: 0, width: 4, height: 4)), .color(.black)),
            .fill(.rect(Rect(x: 0, y: 0, width: -4, height: 4)), .color(.black)),
            .fill(.ellipse(Rect(x: 0, y: 0, width: .infinity, height: 4)), .color(.black)),
            .stroke(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), width: -1, alignment: .inside, .color(.black)),
            .fill(.roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), CornerRadii(all: .nan), .circular), .color(.black)),
            .fill(.path(Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1e13, y: 3)), .line(to: Point(x: 0, y: 5))])), .color(.black)),
            .image(Bitmap(width: 1, height: 1, fill: .black), in: Rect(x: 0, y: .nan, width: 1, height: 1), interpolation: .smooth),
            .fill(.rect(Rect(x: 1, y: 1, width: 2, height: 2)), .color(.black)),
        ])
        #expect(report.skippedCommands.map(\.commandIndex) == [0, 1, 2, 3, 4, 5, 6])
        #expect(report.skippedCommands[1].reason.contains("negative size"))
        #expect(alphas(bitmap).joined().reduce(0) { $0 + Int($1) } == 4 * 255)
        // A clip with unusable numbers hides everything until its restore.
        let (clipped, clipReport) = try paintReport([
            .save, .clip(.rect(Rect(x: .nan, y: 0, width: 1, height: 1))), .fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), .color(.black)), .restore,
            .fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .color(.black)),
        ])
        #expect(clipReport.skippedCommands.map(\.commandIndex) == [1])
        #expect(alphas(clipped).joined().reduce(0) { $0 + Int($1) } == 255)
    }

    @Test func hugeShapesCostOnlyWhatLandsOnTheBitmap() throws {
        let (rect, _) = try paintReport([.fill(.rect(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)), .color(.black))])
        #expect(alphas(rect).joined().allSatisfy { $0 == 255 })
        let (circle, _) = try paintReport([.fill(.ellipse(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)), .color(.black))])
        #expect(alphas(circle).joined().allSatisfy { $0 == 255 })
        let (rounded, _) = try paintReport([.fill(.roundedRect(Rect(x: 0, y: 0, width: 1e9, height: 1e9), CornerRadii(all: 1e8), .continuous), .color(.black))])
        #expect(alphas(rounded)[0][0] == 0 && alphas(rounded)[7][7] == 0)
        let (stroke, _) = try paintReport([.stroke(.roundedRect(Rect(x: 2, y: 2, width: 1e9, height: 1e9), CornerRadii(all: 1), .circular), width: 1e9,
                                                   alignment: .outside, .color(.black))])
        #expect(alphas(stroke)[0][0] == 255 && alphas(stroke)[5][5] == 0)
        var curve = Path()
        curve.move(to: Point(x: -1e11, y: 4))
        curve.addCurve(to: Point(x: 1e11, y: 4), control1: Point(x: -1e11, y: 1e11), control2: Point(x: 1e11, y: 1e11))
        curve.closeSubpath()
        let (filled, _) = try paintReport([.fill(.path(curve), .color(.black))])
        #expect(alphas(filled)[3].allSatisfy { $0 == 0 } && alphas(filled)[4].allSatisfy { $0 == 255 })
        let (image, _) = try paintReport([.image(Bitmap(width: 2, height: 2, fill: .black), in: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), interpolation: .smooth)])
        #expect(alphas(image).joined().allSatisfy { $0 == 255 })
    }

    @Test func imagesInNearlyEmptyRectanglesDoNotTrap() throws {
        let image = Bitmap(width: 3, height: 2, fill: .black)
        for interpolation in [ImageInterpolation.nearest, .smooth] {
            for size in [1e-300, 1e-19, 1e-10, 0.001] {
                let (bitmap, report) = try paintReport([.image(image, in: Rect(x: 0, y: 0, width: size, height: 1e6), interpolation: interpolation),
                                                        .image(image, in: Rect(x: -1e11, y: 2, width: 2e11, height: size), interpolation: interpolation)])
                #expect(report.skippedCommands.isEmpty)
                #expect(bitmap[0, 0].a <= 1 && bitmap[1, 1] == .clear)
            }
        }
    }

    @Test func degenerateShapesDrawNothing() throws {
        let (bitmap, report) = try paintReport([
            .fill(.rect(Rect(x: 1, y: 1, width: 0, height: 5)), .color(.black)),
            .fill(.ellipse(Rect(x: 1, y: 1, width: 5, height: 0)), .color(.black)),
            .fill(.path(Path()), .color(.black)),
            .fill(.path(Path([.move(to: Point(x: 2, y: 2))])), .color(.black)),
            .fill(.path(Path([.move(to: Point(x: 2, y: 2)), .line(to: Point(x: 6, y: 6)), .closeSubpath])), .color(.black)),
            .fill(.path(Path([.line(to: Point(x: 2, y: 2)), .closeSubpath, .closeSubpath])), .color(.black)),
            .stroke(.path(Path([.move(to: Point(x: 2, y: 2)), .line(to: Point(x: 2, y: 2))])), width: 2, alignment: .center, .color(.black)),
            .stroke(.rect(Rect(x: 1, y: 1, width: 4, height: 4)), width: 0, alignment: .center, .color(.black)),
            .image(Bitmap(width: 0, height: 0), in: Rect(x: 0, y: 0, width: 4, height: 4), interpolation: .smooth),
            .fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), .color(.clear)),
        ])
        #expect(report.skippedCommands.isEmpty)
        #expect(alphas(bitmap).joined().allSatisfy { $0 == 0 })
        // A stroke wider than its shape fills the shape.
        let (wide, _) = try paintReport([.stroke(.roundedRect(Rect(x: 0, y: 0, width: 6, height: 6), CornerRadii(all: 2), .circular), width: 50,
                                                 alignment: .inside, .color(.black))])
        let (filled, _) = try paintReport([.fill(.roundedRect(Rect(x: 0, y: 0, width: 6, height: 6), CornerRadii(all: 2), .circular), .color(.black))])
        #expect(wide == filled)
    }

    @Test func unbalancedGroupsAreErrorsNamingTheCommand() {
        func error(_ commands: [DisplayCommand]) -> PaintError? {
            do {
                _ = try paintReport(commands)
                return nil
            } catch {
                return error
            }
        }
        let restore = error([.save, .restore, .restore])
        #expect(restore?.kind == .unbalanced && restore?.commandIndex == 2)
        #expect(restore?.description == "paint, display list command 2: restore has no matching save before it; remove it or add the opening command")
        let crossed = error([.save, .beginLayer(opacity: 0.5), .restore, .endLayer])
        #expect(crossed?.commandIndex == 2 && crossed?.message.contains("beginLayer at command 1") == true)
        let unclosed = error([.beginLayer(opacity: 0.5), .save, .restore])
        #expect(unclosed?.commandIndex == 0 && unclosed?.message.contains("never closed") == true)
        #expect(error([.endLayer])?.commandIndex == 0)
        // Nothing is painted when the list is refused.
        var bitmap = Bitmap(width: 2, height: 2)
        #expect(throws: PaintError.self) {
            try painter.paint(DisplayList([.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), .color(.black)), .restore]), into: &bitmap, scale: 1)
        }
        #expect(bitmap == Bitmap(width: 2, height: 2))
    }

    @Test func badScalesBitmapsAndTextAreErrors() throws {
        var bitmap = Bitmap(width: 2, height: 2)
        for scale in [0, -1, .nan, .infinity, 100] {
            #expect(throws: PaintError.self) { try painter.paint(DisplayList(), into: &bitmap, scale: scale) }
        }
        var tall = Bitmap(width: 1, height: 70_000)
        do {
            try painter.paint(DisplayList(), into: &tall, scale: 1)
            Issue.record("a 70,000 px tall bitmap was accepted")
        } catch {
            #expect(error.kind == .bitmapTooLarge && error.message.contains("1×70000"))
        }
        // A zero-size bitmap paints nothing but still checks the list.
        var empty = Bitmap(width: 0, height: 0)
        #expect(try painter.paint(DisplayList([.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .color(.black))]), into: &empty, scale: 2)
                .skippedCommands.isEmpty)
        #expect(throws: PaintError.self) { try painter.paint(DisplayList([.restore]), into: &empty, scale: 2) }
        // Text laid out at one scale and painted at another.
        let paragraph = try TextParagraph("Hi", format: TextFormat(size: 12), scale: 2)
        do {
            _ = try paintReport([.text(paragraph.layout(), face: paragraph.face, size: 12, origin: .zero, color: .black)], scale: 3)
            Issue.record("a scale mismatch was accepted")
        } catch {
            #expect(error.kind == .textScaleMismatch && error.commandIndex == 0)
        }
        do {
            _ = try paintReport([.text(paragraph.layout(), face: paragraph.face, size: 5_000, origin: .zero, color: .black)], scale: 2)
            Issue.record("text at 10,000 pixels per em was accepted")
        } catch {
            #expect(error.kind == .glyph && error.message.contains("2048"))
        }
    }

    @Test func offscreenMemoryIsBounded() throws {
        let small = Painter(glyphCache: GlyphMaskCache(), offscreenByteLimit: 1_000)
        var bitmap = Bitmap(width: 100, height: 100)
        var commands: [DisplayCommand] = []
        for _ in 0..<10 { commands += [.save, .clip(.ellipse(Rect(x: 0, y: 0, width: 100, height: 100)))] }
        commands.append(.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), .color(.black)))
        for _ in 0..<10 { commands.append(.restore) }
        do {
            try small.paint(DisplayList(commands), into: &bitmap, scale: 1)
            Issue.record("10 full-size clip masks fitted in 1,000 bytes")
        } catch {
            #expect(error.kind == .limitExceeded && error.commandIndex == 1 && error.message.contains("1000"))
        }
        // A clip that keeps the current mask keeps counting it; masks replaced without a
        // save are released.
        let limited = Painter(glyphCache: GlyphMaskCache(), offscreenByteLimit: 25_000)
        let circle = DisplayCommand.clip(.ellipse(Rect(x: 0, y: 0, width: 100, height: 100)))
        let whole = DisplayCommand.clip(.ellipse(Rect(x: -100, y: -100, width: 300, height: 300)))
        var sequential: [DisplayCommand] = []
        for inset in 0..<20 { sequential.append(.clip(.ellipse(Rect(x: Double(inset), y: Double(inset), width: 100, height: 100)))) }
        try limited.paint(DisplayList(sequential), into: &bitmap, scale: 1)
        do {
            try limited.paint(DisplayList([circle, whole, .save, circle, .save, circle, .restore, .restore]), into: &bitmap, scale: 1)
            Issue.record("three live masks fitted in 25,000 bytes")
        } catch {
            #expect(error.kind == .limitExceeded && error.commandIndex == 5)
        }
        // The default limit takes them, and layers too.
        var layers: [DisplayCommand] = []
        for _ in 0..<10 { layers += [.beginLayer(opacity: 0.9), .fill(.rect(Rect(x: 0, y: 0, width: 50, height: 50)), .color(.black))] }
        for _ in 0..<10 { layers.append(.endLayer) }
        try painter.paint(DisplayList(commands + layers), into: &bitmap, scale: 1)
        #expect(bitmap[50, 50].a == 255)
        // Deep nesting is fine when it costs no memory.
        let deep = [DisplayCommand](repeating: .save, count: 10_000) + [.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .color(.black))]
            + [DisplayCommand](repeating: .restore, count: 10_000)
        try painter.paint(DisplayList(deep), into: &bitmap, scale: 1)
    }
}

/// Random display lists with ordinary, tiny, huge and non-finite numbers: painting must
/// never trap, and must give the same bytes twice.
@Suite struct PaintRandomListTests {
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func value() -> Double {
            let specials: [Double] = [0, -0.5, 1e-19, 1e-300, 1e9, -1e9, 1e12, 3e12, .nan, .infinity, -.infinity, 0.5, 7.25]
            return next(4) == 0 ? specials[next(specials.count)] : Double(next(4_000)) / 100 - 5
        }
        mutating func point() -> Point { Point(x: value(), y: value()) }
        mutating func rect() -> Rect { Rect(x: value(), y: value(), width: value(), height: value()) }
        mutating func shape() -> Shape {
            switch next(4) {
            case 0: return .rect(rect())
            case 1: return .roundedRect(rect(), CornerRadii(topLeft: value(), topRight: value(), bottomRight: value(), bottomLeft: value()),
                                        next(2) == 0 ? .circular : .continuous)
            case 2: return .ellipse(rect())
            default:
                var path = Path()
                for _ in 0..<next(8) {
                    switch next(5) {
                    case 0: path.move(to: point())
                    case 1: path.addLine(to: point())
                    case 2: path.addQuadCurve(to: point(), control: point())
                    case 3: path.addCurve(to: point(), control1: point(), control2: point())
                    default: path.closeSubpath()
                    }
                }
                return .path(path)
            }
        }
        mutating func color() -> RGBA8 { RGBA8(r: UInt8(next(256)), g: UInt8(next(256)), b: UInt8(next(256)), a: UInt8([0, 128, 255][next(3)])) }
    }

    @Test func randomListsNeverTrap() throws {
        var numbers = Numbers(state: 2026)
        let painter = Painter(glyphCache: GlyphMaskCache(), offscreenByteLimit: 1 << 20)
        let image = Bitmap(width: 3, height: 2, bytes: [UInt8](0..<24).map { $0 &* 37 })!
        for _ in 0..<400 {
            var commands: [DisplayCommand] = []
            var open: [Bool] = []  // true for a layer
            for _ in 0..<numbers.next(12) {
                switch numbers.next(9) {
                case 0: commands.append(.fill(numbers.shape(), .color(numbers.color())))
                case 1: commands.append(.stroke(numbers.shape(), width: numbers.value(), alignment: [.inside, .center, .outside][numbers.next(3)], .color(numbers.color())))
                case 2: commands.append(.image(image, in: numbers.rect(), interpolation: numbers.next(2) == 0 ? .nearest : .smooth))
                case 3: commands.append(.save); open.append(false)
                case 4: commands.append(.clip(numbers.shape()))
                case 5: commands.append(.beginLayer(opacity: numbers.value())); open.append(true)
                case 6: if let layer = open.popLast() { commands.append(layer ? .endLayer : .restore) }
                default: commands.append(.fill(numbers.shape(), .color(numbers.color())))
                }
            }
            while let layer = open.popLast() { commands.append(layer ? .endLayer : .restore) }
            let scale = [1.0, 2, 3][numbers.next(3)]
            var first = Bitmap(width: 9, height: 7, fill: .white), second = first
            do {
                try painter.paint(DisplayList(commands), into: &first, scale: scale)
                try painter.paint(DisplayList(commands), into: &second, scale: scale)
                #expect(first == second)
            } catch {
                #expect(error.kind == .limitExceeded, "\(error)")
            }
        }
    }
}
