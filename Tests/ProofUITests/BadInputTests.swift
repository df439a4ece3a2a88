import Foundation
import Testing
import ProofRender
@testable import ProofUI

@Suite struct BadInputTests {
    private func error<V: View>(_ view: V, in environment: EnvironmentValues = scaleOne(),
                                size: RenderSize = .fixed(width: 100, height: 100)) -> RenderError? {
        #expect(throws: RenderError.self) { _ = try renderer.render(view, in: environment, size: size) }
    }

    /// SwiftUI takes invalid frame dimensions as it logs them ("Invalid frame dimension"):
    /// negative ones as 0, non-finite ones as unset, a maximum below the minimum raised to it.
    /// Each is noted in the description.
    @Test func negativeAndNonFiniteFramesAreClampedAndNoted() throws {
        func described<V: View>(_ view: V) throws -> String { try describe(view, width: 100, height: 100, environment: scaleOne()) }
        #expect(try described(Color.red.frame(width: -4, height: 10)) == """
            Frame width 0 height 10 (50, 45) 0×10 note: frame(width:) is -4: taken as 0, as SwiftUI takes an invalid frame dimension
              Color #ff3b30ff (50, 45) 0×10

            """)
        #expect(try described(Color.red.frame(width: .infinity, height: .nan)) == """
            Frame (0, 0) 100×100 note: frame(width:) is inf: ignored, as SwiftUI ignores an invalid frame dimension note: frame(height:) is nan: ignored, as SwiftUI ignores an invalid frame dimension
              Color #ff3b30ff (0, 0) 100×100

            """)
        #expect(try described(Color.red.frame(maxWidth: -1)).hasPrefix("Frame maxWidth 0 (50, 0) 0×100 note: frame(maxWidth:) is -1.0: taken as 0"))
        #expect(try described(Color.red.frame(minHeight: 20, maxHeight: 10)).hasPrefix(
            "Frame minHeight 20 maxHeight 20 (0, 40) 100×20 note: frame(minHeight: 20, maxHeight: 10) is contradictory: the maximum is raised to the minimum"))
        let ratio = try described(Image("photo", bundle: .module).resizable().aspectRatio(0, contentMode: .fit))
        #expect(ratio.contains("note: aspectRatio(0.0) is not a positive ratio: the view's own ratio is used"))
    }

    /// SwiftUI documents `EnvironmentValues.lineLimit`: "The maximum number of lines is 1 if
    /// the value is less than 1". `lineLimit(0)` is one line (not UILabel's "no limit"), and so
    /// is a negative limit; nil is no limit.
    @Test func lineLimitsBelowOneAreOneLine() throws {
        let notes = "Bring the receipt and the card to the counter on the second floor."
        func picture(_ limit: Int?) throws -> Bitmap {
            try renderer.render(Text(notes).lineLimit(limit).frame(width: 90), in: scaleOne(), size: .fixed(width: 100, height: 120)).bitmap
        }
        let oneLine = try picture(1)
        #expect(try picture(0) == oneLine)
        #expect(try picture(-3) == oneLine)
        #expect(try picture(nil) != oneLine)
        let described = try describe(Text(notes).lineLimit(0, reservesSpace: true).frame(width: 90), width: 100, height: 120, environment: scaleOne())
        #expect(described == (try describe(Text(notes).lineLimit(1, reservesSpace: true).frame(width: 90), width: 100, height: 120, environment: scaleOne())))
    }

    @Test func zeroSizedFramesRenderNothing() throws {
        let snapshot = try renderer.render(Color.red.frame(width: 0, height: 0), in: scaleOne(), size: .fixed(width: 4, height: 4))
        #expect(snapshot.bitmap == Bitmap(width: 4, height: 4, fill: .white))
        #expect(snapshot.textDescription.hasSuffix("Frame width 0 height 0 (2, 2) 0×0\n  Color #ff3b30ff (2, 2) 0×0\n"))
    }

    @Test func everyNumberIsChecked() {
        let cases: [(AnyView, String)] = [
            (AnyView(Text("x").padding(.nan)), "padding is nan"),
            (AnyView(Text("x").offset(x: .infinity)), "offset(x:) is inf"),
            (AnyView(Text("x").opacity(.nan)), "opacity is NaN"),
            (AnyView(VStack(spacing: .infinity) { Text("x") }), "the stack spacing is inf"),
            (AnyView(Spacer(minLength: .nan)), "the spacer's minimum length is nan"),
            (AnyView(Color(red: .nan, green: 0, blue: 0)), "the colour invalid(nan, 0.0, 0.0, 1.0) has a NaN component"),
            (AnyView(RoundedRectangle(cornerRadius: -3)), "the corner radius is -3.0"),
            (AnyView(Color.red.clipShape(RoundedRectangle(cornerRadius: .nan))), "the corner radius is nan"),
            (AnyView(Color.red.cornerRadius(.infinity)), "the corner radius is inf"),
            (AnyView(Circle().stroke(Color.red, lineWidth: .nan)), "the line width is nan"),
            (AnyView(Text("x").border(Color.red, width: -1)), "the border width is -1.0"),
            (AnyView(Text("x").layoutPriority(.nan)), "layoutPriority is nan"),
            (AnyView(Text("x").lineSpacing(.nan)), "the line spacing is nan"),
            (AnyView(Text("x").font(.system(size: .nan))), "the font size is nan"),
            (AnyView(Text("x").tracking(.infinity)), "the letter spacing is inf"),
            (AnyView(Image(bitmap: Bitmap(width: 2, height: 2), scale: 0)), "the image scale is 0.0"),
            (AnyView(Text("x").flexGrow(-1)), "flexGrow is -1.0"),
        ]
        for (view, start) in cases {
            let failure = error(view)
            #expect(failure?.message.hasPrefix(start) == true, "\(start): \(failure?.description ?? "no error")")
            #expect(failure?.kind == (start.hasPrefix("the font") || start.hasPrefix("the letter") ? .text : .invalidValue))
        }
    }

    @Test func badRenderSizesAndScales() {
        #expect(error(Text("x"), size: .fixed(width: 0, height: 10))?.message
            == "the render size 0×10 points is not positive and finite; use .fixed(width:height:) with sizes above 0")
        #expect(error(Text("x"), size: .fixed(width: -5, height: .nan))?.kind == .invalidValue)
        #expect(error(Text("x"), in: scaleOne { $0.displayScale = .nan })?.kind == .invalidValue)
        #expect(error(Text("x"), in: scaleOne { $0.displayScale = 17 })?.message.hasPrefix("the display scale is 17.0") == true)
        var broken = Device.iPhone15
        broken.portraitSize = Size(width: .nan, height: 10)
        #expect(error(Text("x"), in: scaleOne { $0.device = broken }, size: .device)?.kind == .invalidValue)
    }

    @Test func rendersLargerThanThePixelLimitAreRefused() {
        var environment = EnvironmentValues()
        environment.device = .iPhone15
        let tall = error(Color.red.frame(height: 100_000), in: environment, size: .fittingWidth)
        #expect(tall?.kind == .tooLarge)
        #expect(tall?.message == "the render is 393×100000 points, 1179×300000 pixels at scale 3, above the limit of 50000000 pixels "
            + "(and 65536 pixels a side); render a smaller size or raise Renderer(pixelLimit:)")
        #expect(error(Text("x"), size: .fixed(width: 1e9, height: 1e9))?.kind == .tooLarge)
        let small = Renderer(pixelLimit: PixelLimit(maxPixels: 100))
        #expect(throws: RenderError.self) { _ = try small.render(Text("x"), in: scaleOne(), size: .fixed(width: 11, height: 10)) }
        #expect((try? small.render(Text("x"), in: scaleOne(), size: .fixed(width: 10, height: 10))) != nil)
    }

    @Test func tenThousandLevelsOfNestingRender() throws {
        // Each level's body builds the next one, so the resolver recurses 10,000 levels.
        let snapshot = try renderer.render(Nest(depth: 10_000), in: scaleOne(), size: .fittingWidth)
        #expect(snapshot.size.height == 20_021)
        let lines = snapshot.textDescription.split(separator: "\n")
        #expect(lines.count == 10_003)
        #expect(lines[10_001].hasPrefix(String(repeating: "  ", count: 32) + "[10000] Text body 17pt"))
        #expect(lines[10_002].hasSuffix("\"leaf\""))

        // And a value nested 10,000 levels deep, built by a loop.
        var view = AnyView(Text("leaf"))
        for _ in 0..<10_000 { view = AnyView(VStack(spacing: 0) { view }) }
        let layout = try renderer.layout(view, in: scaleOne(), size: .fittingWidth)
        #expect(layout.size.height == 21)
    }

    @Test func deeplyNestedZStacksLayOut() throws {
        func nested(_ depth: Int) -> AnyView {
            var view = AnyView(Text("x"))
            for _ in 0..<depth { view = AnyView(ZStack { view }.padding(.vertical, 1)) }
            return view
        }
        // A ZStack is one more level of the same layout: 1,001 levels need more stack than a
        // test thread has, and get it. Each level: 2 pt of padding; the text: one 21-pt line.
        #expect(try renderer.layout(nested(500), in: scaleOne(), size: .fittingWidth).size == Size(width: 393, height: 1_021))
        #expect(try renderer.layout(nested(1_001), in: scaleOne(), size: .fittingWidth).size == Size(width: 393, height: 2_023))
    }

    @Test func nestingOnASmallStackThreadStillWorks() throws {
        // A thread with a 512 KiB stack, like secondary threads on Apple platforms.
        let result = ResultBox()
        let thread = Thread {
            do throws(RenderError) {
                result.set(.success(try renderer.layout(Nest(depth: 3_000), in: scaleOne(), size: .fittingWidth).size))
            } catch {
                result.set(.failure(error))
            }
        }
        thread.stackSize = 512 << 10
        thread.start()
        while !result.isSet { usleep(1_000) }
        #expect(try result.get() == Size(width: 393, height: 6_021))
    }

    @Test func missingImagesAreDrawnAsNothingAndNoted() throws {
        let view = VStack(spacing: 0) {
            Image("nowhere", bundle: .module)
            Image("nowhere", bundle: .module).resizable().frame(width: 20, height: 10)
        }
        let description = try describe(view, width: 40, height: 40)
        #expect(description.contains("0×0"), "\(description)")
        #expect(description.contains("20×10"))
        #expect(description.contains("note: missing image: no image named \"nowhere\""))
    }

    @Test func missingImagesNameTheResource() {
        // With missing images as errors (the default draws them as nothing, noted).
        let strict = scaleOne { $0.missingImagesAreErrors = true }
        let missing = error(VStack { Image("nowhere", bundle: .module) }, in: strict)
        #expect(missing?.kind == .missingImage)
        #expect(missing?.viewPath == "VStack/Image(\"nowhere\")")
        #expect(missing?.message.hasPrefix("no image named \"nowhere\" in bundle ") == true)
        #expect(missing?.message.contains("(looked for nowhere.png, nowhere@3x.png, nowhere@2x.png)") == true)
        let file = error(Image(filePath: "/nonexistent/photo.png"), in: strict)
        #expect(file?.kind == .missingImage && file?.message.hasPrefix("no image file at /nonexistent/photo.png") == true)
        let broken = error(Image("broken", bundle: .module))
        #expect(broken?.kind == .unreadableImage && broken?.message.hasPrefix("the image \"broken\" cannot be read") == true)
        let bytes = error(Image(pngBytes: [1, 2, 3], name: "inline"))
        #expect(bytes?.kind == .unreadableImage && bytes?.message.hasPrefix("the image \"inline\" is not a readable PNG") == true)
    }

    @Test func unknownFontsAreTextErrors() {
        let failure = error(Text("x").font(.custom("Nope", size: 12)))
        #expect(failure?.kind == .text)
        #expect(failure?.message.hasPrefix("no font of family \"Nope\"") == true)
    }

    @Test func viewsWithoutBodiesAreRefused() {
        struct Hollow: View {
            typealias Body = Never
        }
        #expect(error(Hollow())?.message == "Hollow declares `Body = Never` but is not a built-in view; give it a `body`")
    }

    @Test func customShapesWithUnusableNumbersAreReported() {
        struct Broken: ProofUI.Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: Point(x: .nan, y: 0))
                path.addLine(to: Point(x: 10, y: 10))
                path.addLine(to: Point(x: 0, y: 10))
                path.closeSubpath()
                return path
            }
        }
        let failure = error(VStack { Broken().frame(width: 10, height: 10) })
        #expect(failure?.kind == .invalidValue)
        #expect(failure?.viewPath == "VStack/Broken")
        #expect(failure?.message.hasPrefix("the painter could not draw it: ") == true)
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<Size, RenderError>?

    func set(_ value: Result<Size, RenderError>) {
        lock.lock()
        self.value = value
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value != nil
    }

    func get() throws -> Size {
        lock.lock()
        defer { lock.unlock() }
        return try value!.get()
    }
}
