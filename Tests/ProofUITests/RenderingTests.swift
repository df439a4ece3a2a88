import Dispatch
import Foundation
import Testing
import ProofRender
@testable import ProofUI

@Suite struct RenderingTests {
    @Test func pixelsNothingPaintsShowTheSystemBackground() throws {
        let light = try renderer.render(Color.red.frame(width: 4, height: 2), in: scaleOne(), size: .fixed(width: 6, height: 4))
        #expect((0..<6).map { light.bitmap.hex($0, 0) } == Array(repeating: "#ffffffff", count: 6))
        #expect((0..<6).map { light.bitmap.hex($0, 1) } == ["#ffffffff"] + Array(repeating: "#ff3b30ff", count: 4) + ["#ffffffff"])
        #expect(light.size == Size(width: 6, height: 4) && light.scale == 1)

        let dark = try renderer.render(Color.blue.opacity(0.5).frame(width: 2, height: 2),
                                       in: scaleOne { $0.colorScheme = .dark }, size: .fixed(width: 4, height: 4))
        // System blue in dark (#0a84ff) at alpha 128 over black.
        #expect((0..<4).map { dark.bitmap.hex($0, 1) } == ["#000000ff", "#054280ff", "#054280ff", "#000000ff"])
    }

    @Test func opacityAppliesToTheGroupOnceAndHiddenViewsPaintNothing() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 4, height: 4)
            Color.red.frame(width: 4, height: 4).offset(x: 2)
        }
        .opacity(0.5)
        let snapshot = try renderer.render(view, in: scaleOne(), size: .fixed(width: 6, height: 4))
        // The stack is 4 wide, centred; the offset copy reaches x = 5. Overlapping children are
        // composited as one layer: the overlap is no darker.
        #expect((0..<6).map { snapshot.bitmap.hex($0, 2) } == ["#ffffffff"] + Array(repeating: "#ff9d97ff", count: 5))
        let hidden = try renderer.render(Color.red.hidden(), in: scaleOne(), size: .fixed(width: 2, height: 2))
        #expect(hidden.bitmap == Bitmap(width: 2, height: 2, fill: .white))
        let clipped = try renderer.render(Color.red.frame(width: 10, height: 10).clipShape(Circle()), in: scaleOne(),
                                          size: .fixed(width: 10, height: 10))
        #expect(clipped.bitmap.hex(0, 0) == "#ffffffff" && clipped.bitmap.hex(5, 5) == "#ff3b30ff")
    }

    @Test func renderSizesFollowTheDevice() throws {
        var environment = EnvironmentValues()
        environment.device = .iPhoneSE
        let device = try renderer.render(Text("x"), in: environment)
        #expect(device.bitmap.width == 640 && device.bitmap.height == 1136)
        environment.orientation = .landscape
        #expect(try renderer.render(Text("x"), in: environment).bitmap.width == 1136)
        let fitting = try renderer.render(Text("x").padding(), in: environment, size: .fittingWidth)
        // One line of body text is 20.29 pt, 20.5 on the @2x pixel grid, plus 2 × 16 of padding.
        #expect(fitting.size == Size(width: 568, height: 52.5) && fitting.bitmap.height == 105)
        #expect(fitting.textDescription.hasPrefix("iPhoneSE · landscape · 568×52.5pt · @2x · light · L · ltr · fitting width\n"))
    }

    @Test func safeAreaPlacesContentAndIgnoringItExtendsToTheEdges() throws {
        var environment = EnvironmentValues()
        environment.device = .iPhoneSE
        let inset = try renderer.render(Color.red, in: environment)
        #expect(inset.bitmap.hex(10, 39) == "#ffffffff" && inset.bitmap.hex(10, 40) == "#ff3b30ff")
        #expect(inset.textDescription.hasSuffix("\nColor #ff3b30ff (0, 20) 320×548\n"))
        let full = try renderer.render(Color.red.ignoresSafeArea(), in: environment)
        #expect(full.bitmap.hex(0, 0) == "#ff3b30ff")
        #expect(full.textDescription.hasSuffix("\nColor #ff3b30ff (0, 0) 320×568 ignoresSafeArea top,left,bottom,right\n"))
        // Shape-style backgrounds extend where the view touches the safe area, as in SwiftUI.
        let background = try renderer.render(Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.green), in: environment)
        #expect(background.bitmap.hex(0, 0) == "#34c759ff")
        let content = try renderer.render(Text("x").frame(maxWidth: .infinity).background(Color.green), in: environment)
        #expect(content.bitmap.hex(0, 0) == "#ffffffff")
        // A container extends with its content, re-laid out in the larger frame.
        environment.device = .iPhoneX
        environment.displayScale = 1
        let stack = try renderer.layout(VStack { Text("Top"); Spacer(); Text("Bottom") }.frame(maxWidth: .infinity).ignoresSafeArea(),
                                        in: environment)
        #expect(stack.textDescription.contains("\nFrame maxWidth inf (0, 0) 375×812 ignoresSafeArea top,left,bottom,right\n"))
        #expect(stack.textDescription.contains("(172, 0) 31×21\n      \"Top\"\n"))
        #expect(stack.textDescription.contains("(158, 791) 59×21\n      \"Bottom\"\n"))
        // Only the edges asked for, and only where the view touches the safe area.
        let header = try renderer.layout(VStack(spacing: 0) { Color.red.frame(height: 100).ignoresSafeArea(edges: .top); Text("Body"); Spacer() },
                                         in: environment)
        // A fixed frame is offered the safe area too but keeps its height, and its place.
        #expect(header.textDescription.contains("\n  Frame height 100 (0, 44) 375×100 ignoresSafeArea top\n"))
        #expect(header.textDescription.contains("(167, 144) 42×21\n    \"Body\""))

        // Landscape insets on the leading and trailing sides.
        environment.device = .iPhone15
        environment.orientation = .landscape
        environment.displayScale = 1
        let landscape = try renderer.render(Color.red.ignoresSafeArea(edges: .leading), in: environment)
        #expect(landscape.bitmap.hex(0, 100) == "#ff3b30ff" && landscape.bitmap.hex(851, 100) == "#ffffffff")
        #expect(landscape.bitmap.hex(100, 392) == "#ffffffff")
    }

    @Test func imagesComeFromTheBundleAtTheDeviceScale() throws {
        let three = try renderer.render(Image("avatar", bundle: .module), in: EnvironmentValues(), size: .fixed(width: 10, height: 10))
        #expect(three.bitmap.hex(0, 0) == "#0000c8ff" && three.bitmap.hex(29, 29) == "#0000c8ff")
        #expect(three.textDescription.contains("Image \"avatar\" 30×30px (0, 0) 10×10"))
        let two = try renderer.layout(Image("avatar", bundle: .module), in: scaleOne { $0.displayScale = 2 }, size: .fixed(width: 10, height: 10))
        #expect(two.textDescription.contains("Image \"avatar\" 20×20px (0, 0) 10×10"))
        let template = try renderer.render(Image("icon", bundle: .module).renderingMode(.template).foregroundColor(.green),
                                           in: scaleOne(), size: .fixed(width: 8, height: 8))
        #expect(template.bitmap.hex(0, 0) == "#ffffffff" && template.bitmap.hex(1, 0) == "#34c759ff")
        let path = Bundle.module.url(forResource: "icon", withExtension: "png")!.path
        let file = try renderer.render(Image(filePath: path), in: scaleOne(), size: .fixed(width: 8, height: 8))
        #expect(file.bitmap.hex(7, 7) == "#c80000ff")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try renderer.render(Image(pngData: data), in: scaleOne(), size: .fixed(width: 8, height: 8)).bitmap == file.bitmap)
    }

    @Test func imagesFitAndFillTheirFrame() throws {
        // photo@3x is 60×30 px: red left half, blue right half; at scale 1 it is 20×10 points.
        let fit = try renderer.render(Image("photo", bundle: .module).resizable().scaledToFit().frame(width: 20, height: 20),
                                      in: scaleOne(), size: .fixed(width: 20, height: 20))
        #expect((0..<20).map { fit.bitmap.hex(2, $0) }.filter { $0 == "#ff0000ff" }.count == 10)
        #expect(fit.bitmap.hex(2, 2) == "#ffffffff" && fit.bitmap.hex(2, 10) == "#ff0000ff" && fit.bitmap.hex(17, 10) == "#0000ffff")
        let fill = try renderer.render(Image("photo", bundle: .module).resizable().scaledToFill().frame(width: 20, height: 20).clipped(),
                                       in: scaleOne(), size: .fixed(width: 30, height: 20))
        // Filled to 40×20 and centred: the frame (5…25) shows the middle, half red, half blue.
        #expect(fill.bitmap.hex(2, 10) == "#ffffffff" && fill.bitmap.hex(6, 10) == "#ff0000ff")
        #expect(fill.bitmap.hex(23, 10) == "#0000ffff" && fill.bitmap.hex(27, 10) == "#ffffffff")
        let stretched = try renderer.render(Image("photo", bundle: .module).resizable(), in: scaleOne(), size: .fixed(width: 8, height: 8))
        #expect(stretched.bitmap.hex(0, 7) == "#ff0000ff" && stretched.bitmap.hex(7, 0) == "#0000ffff")
    }

    @Test func missingCharactersAreReportedWithTheirView() throws {
        // 😀 is drawn by the colour emoji face; an emoji outside its subset (🫠) is missing.
        let snapshot = try renderer.render(VStack { Text("Hi 😀 🫠 한 \u{301}") }, in: scaleOne(), size: .fittingWidth)
        #expect(snapshot.missingCharacters.map(\.description) == ["U+1FAE0 in VStack/Text(\"Hi 😀 🫠 한 \u{301}\")",
                                                                  "U+D55C in VStack/Text(\"Hi 😀 🫠 한 \u{301}\")"])
        #expect(snapshot.textDescription.contains("\n    \"Hi 😀 🫠 한 \u{301}\"\n    missing U+1FAE0 U+D55C\n"))
        #expect(try renderer.render(Text("plain"), in: scaleOne(), size: .fittingWidth).missingCharacters.isEmpty)
    }

    @Test func emojiInARowAreDrawnInColourAtTheTextSize() throws {
        // A settings row as the issue saw it: before colour emoji, 🦄 was a box and a failure.
        let row = HStack(spacing: 8) { Text("🦄"); Text("Unicorns") }.frame(maxWidth: .infinity, alignment: .leading).padding(8)
        let snapshot = try renderer.render(row, in: scaleOne { $0.displayScale = 3 }, size: .fittingWidth)
        #expect(snapshot.missingCharacters.isEmpty)
        let bitmap = snapshot.bitmap
        // The emoji advances 1 em (17 pt, 51 pixels at 3x) from x = 8 pt; its picture is 54
        // pixels wide, 2 left of the pen.
        let emojiColumns = 22..<(22 + 54), rows = 0..<bitmap.height
        let coloured = emojiColumns.reduce(0) { count, x in
            count + rows.filter { y in
                let pixel = bitmap[x, y]
                return max(pixel.r, pixel.g, pixel.b) - min(pixel.r, pixel.g, pixel.b) > 60
            }.count
        }
        #expect(coloured > 300)
        #expect((0..<22).allSatisfy { x in rows.allSatisfy { y in bitmap[x, y] == bitmap[0, 0] } })
        // Nothing between the picture and the label, 8 points after the emoji's advance.
        #expect((76..<99).allSatisfy { x in rows.allSatisfy { y in bitmap[x, y] == bitmap[0, 0] } })
        #expect((99..<112).contains { x in rows.contains { y in bitmap[x, y] != bitmap[0, 0] } })
    }

    @Test func descriptionShowsTextLinesTruncationAndAccessibility() throws {
        let description = try describe(Fixtures.Row(), width: 320, height: 100, environment: scaleOne())
        #expect(description == """
            Padding top 10 leading 0 bottom 10 trailing 0 (0, 1) 320×99 label "Cinema ticket, 900 points"
              Padding top 0 leading 16 bottom 0 trailing 16 (0, 11) 320×79
                HStack alignment top spacing 12 (16, 11) 288×79
                  Overlay (16, 11) 40×40
                    Frame width 40 height 40 (16, 11) 40×40 clip RoundedRectangle radius 8 circular
                      Image "avatar" 30×30px stretch (16, 11) 40×40
                    Layer alignment topTrailing (16, 11) 40×40
                      Frame width 10 height 10 (50, 7) 10×10 offset (4, -4)
                        Circle fill #ff3b30ff (50, 7) 10×10
                  VStack alignment leading spacing 2 (68, 11) 101×79
                    Text headline 17pt semibold line 20.287 #000000ff (68, 11) 63×41
                      "Cinema"
                      "ticket"
                    Text subheadline 15pt regular line 17.9 lineLimit 2 #3c3c4399 (68, 54) 101×36
                      "Valid in every"
                      "cinema of th" …truncated
                  Spacer minLength 0 (169, 11) 103×0
                  Text callout bold 16pt semibold line 19.094 #007affff (272, 11) 32×20
                    "900"

            """)
    }

    /// Content hashes of reference renders, computed on Linux x86_64: another platform,
    /// CPU or thread must give the same bytes.
    @Test func referenceRendersHaveStableHashes() throws {
        var environment = EnvironmentValues()
        environment.device = .iPhoneSE
        let shapes = try renderer.render(Fixtures.Shapes(), in: environment, size: .fittingWidth)
        let row = try renderer.render(Fixtures.Row(), in: environment, size: .fittingWidth)
        environment.device = .iPhone13Mini
        environment.colorScheme = .dark
        environment.layoutDirection = .rightToLeft
        environment.contentSizeCategory = .accessibilityMedium
        let screen = try renderer.render(Fixtures.Screen(), in: environment)
        let hashes = [shapes, row, screen].map { String($0.bitmap.contentHash, radix: 16) }
        #expect(hashes == ["4c5455b2f41ec08a", "b4ce173115707162", "730bda9022ff444c"])
    }

    @Test func concurrentRendersAreIdentical() throws {
        var settings = EnvironmentValues()
        settings.device = .iPhoneSE
        let environment = settings
        let expected = try renderer.render(Fixtures.Row(), in: environment, size: .fittingWidth)
        let results = Results(count: 100)
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            // A fresh renderer for some, the shared one for others: caches must not matter.
            let local = index % 4 == 0 ? Renderer() : renderer
            results.store(index, try? local.render(Fixtures.Row(), in: environment, size: .fittingWidth))
        }
        let snapshots = results.values
        #expect(snapshots.count == 100)
        #expect(snapshots.allSatisfy { $0?.bitmap == expected.bitmap })
        #expect(snapshots.allSatisfy { $0?.textDescription == expected.textDescription })
    }
}

/// Results written from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Snapshot?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ snapshot: Snapshot?) {
        lock.lock()
        storage[index] = snapshot
        lock.unlock()
    }

    var values: [Snapshot?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
