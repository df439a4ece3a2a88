import Testing
import ProofRender
@testable import ProofUI

/// The frames of SwiftUI's layout model, case by case: each expectation is derived from
/// SwiftUI's documented rules (proposal → size → placement) or from a layout recorded on iOS
/// (the cases named in the issue), at scale 1.
@Suite struct SwiftUILayoutTests {
    /// The frame of the first line of `description` that starts (after indentation) with `prefix`.
    func frame(_ prefix: String, in description: String) -> String? {
        for line in description.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(prefix) else { continue }
            guard let open = trimmed.lastIndex(of: "("), let close = trimmed[open...].firstIndex(of: ")") else { continue }
            let rest = trimmed[trimmed.index(after: close)...].drop { $0 == " " }
            return String(trimmed[open...close]) + " " + String(rest.prefix { $0 != " " })
        }
        return nil
    }

    /// Recorded on iOS: offered 150 pt, red (at most 100) gets 75 and green (at least 100)
    /// keeps 100; the stack is 175 wide, overflowing and centred.
    @Test func stacksOfferTheLeastFlexibleChildFirst() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }
        let text = try describe(view, width: 150, height: 20, environment: scaleOne())
        #expect(text == """
            HStack alignment center spacing 0 (-12, 0) 175×20
              Frame maxWidth 100 (-12, 0) 75×20
                Color #ff3b30ff (-12, 0) 75×20
              Frame minWidth 100 (63, 0) 100×20
                Color #34c759ff (63, 0) 100×20

            """)
    }

    /// Recorded on iOS: spacers keep their minimum length of 8, so the stack (3 × 8 + 2 × 2 =
    /// 28 pt) overflows its 12-pt frame, centred.
    @Test func spacersKeepTheirMinimumAndStacksOverflowCentred() throws {
        let view = VStack {
            Spacer()
            Color.red.frame(width: 12, height: 2)
            Spacer()
            Color.blue.frame(width: 12, height: 2)
            Spacer()
        }
        .frame(width: 12, height: 12)
        let text = try describe(view, width: 12, height: 12, environment: scaleOne())
        #expect(frame("VStack", in: text) == "(0, -8) 12×28")
        #expect(frame("Color #ff3b30ff", in: text) == "(0, 0) 12×2")
        #expect(frame("Color #007affff", in: text) == "(0, 10) 12×2")
    }

    /// Recorded on iOS: proposed 0×0, the stack is 69×69 (5 + 4 × 16): a view is never smaller
    /// than its minimum.
    @Test func viewsKeepTheirMinimumUnderAZeroProposal() throws {
        let view = ZStack {
            Color.red
            Color.green.padding()
            Color.blue.frame(minWidth: 5, minHeight: 5).padding().padding()
        }
        .frame(width: 0, height: 0)
        let text = try describe(view, width: 100, height: 100, environment: scaleOne())
        #expect(frame("ZStack", in: text) == "(16, 16) 69×69")
        #expect(frame("Frame minWidth 5", in: text) == "(48, 48) 5×5")
    }

    /// Recorded on iOS: a fixed-size text keeps its ideal size inside paddings proposed 0×0.
    @Test func fixedSizeTextKeepsItsIdealSize() throws {
        let view = Text("Checked").fixedSize().padding().frame(width: 0, height: 0)
        let text = try describe(view, width: 100, height: 100, environment: scaleOne())
        let ideal = try describe(Text("Checked").fixedSize(), width: 100, height: 100, environment: scaleOne())
        let size = frame("Text", in: ideal)?.split(separator: " ").last
        #expect(size != nil && frame("Text", in: text)?.hasSuffix(String(size!)) == true)
        #expect(frame("Text", in: ideal)?.hasSuffix("×16") == false) // a body line: 17 × 1.1934 = 20.29 → 21 at @1x
        #expect(size.map { $0.hasSuffix("×21") } == true)
    }

    /// Recorded on iOS: `GeometryReader` in a 100×100 frame reads 100×100.
    @Test func geometryReaderReadsTheSizeItIsGiven() throws {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
        }
        .frame(width: 100, height: 100)
        let text = try describe(view, width: 200, height: 200, environment: scaleOne())
        #expect(frame("GeometryReader", in: text) == "(50, 50) 100×100")
        #expect(frame("Frame width 50 height 25", in: text) == "(50, 50) 50×25")
    }

    /// Recorded on iOS: a subtree's own layout direction mirrors its stacks.
    @Test func aSubtreesLayoutDirectionMirrorsIt() throws {
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
                .environment(\.layoutDirection, .rightToLeft)
        }
        let text = try describe(view, width: 30, height: 20, environment: scaleOne())
        let lines = text.split(separator: "\n").filter { $0.contains("Color #ff3b30ff") }
        #expect(lines.count == 2)
        #expect(lines[0].contains("(0, 0) 10×10"))
        #expect(lines[1].contains("(20, 10) 10×10"))
    }

    /// Recorded on iOS: one line of footnote text is 16 pt tall at @1x (13 × 1.1934 = 15.51).
    @Test func systemFontLinesAreAsTallAsSFPro() throws {
        for (font, height) in [(Font.footnote, "16"), (.body, "21"), (.subheadline, "18"), (.largeTitle, "41")] {
            let text = try describe(Text("Ag").font(font).fixedSize(), width: 300, height: 100, environment: scaleOne())
            #expect(frame("Text", in: text)?.hasSuffix("×" + height) == true, "\(font)")
        }
        // At @3x the line is 20.29 pt rounded up to the pixel grid: 61 px.
        var three = EnvironmentValues()
        three.displayScale = 3
        let layout = try renderer.layout(Text("Ag").fixedSize(), in: three, size: .fixed(width: 300, height: 100))
        #expect(frame("Text", in: layout.textDescription)?.hasSuffix("×20.333") == true)
    }

    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        let view = Text("A\nB\nC").lineSpacing(10).fixedSize()
        let text = try describe(view, width: 100, height: 200, environment: scaleOne())
        // 3 × 20.29 + 2 × 10 = 80.87 → 81.
        #expect(frame("Text", in: text)?.hasSuffix("×81") == true)
    }

    /// Higher layout priorities are offered space first, after the minimums of the lower ones
    /// are set aside.
    @Test func layoutPriorityOffersSpaceFirst() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: 300)
            Color.blue.frame(minWidth: 10, maxWidth: 120).layoutPriority(1)
        }
        let text = try describe(view, width: 100, height: 10, environment: scaleOne())
        // Blue is offered 100 − 20 (red's minimum) = 80; red gets the remaining 20.
        #expect(frame("Frame minWidth 20", in: text) == "(0, 0) 20×10")
        #expect(frame("Frame minWidth 10", in: text) == "(20, 0) 80×10")
    }

    /// A flexible frame with no proposal is its ideal (or its child's size), clamped.
    @Test func flexibleFramesUseTheirIdealWhenProposedNothing() throws {
        let view = Color.red.frame(idealWidth: 40, maxWidth: .infinity, idealHeight: 30).fixedSize()
        let text = try describe(view, width: 100, height: 100, environment: scaleOne())
        #expect(frame("Frame idealWidth 40", in: text) == "(30, 35) 40×30")
        // Colours are 10×10 when asked for their ideal size.
        let color = try describe(Color.red.fixedSize(), width: 100, height: 100, environment: scaleOne())
        #expect(frame("Color", in: color) == "(45, 45) 10×10")
    }

    /// `fixedSize` places its content at the size it chose, so a divider spans a fixed-size
    /// stack (the documented idiom for equal-height columns).
    @Test func fixedSizeStacksProposeTheirSizeToChildren() throws {
        let view = HStack(spacing: 0) {
            Text("A\nB")
            Divider()
            Text("C")
        }
        .fixedSize()
        let text = try describe(view, width: 200, height: 100, environment: scaleOne())
        #expect(frame("Divider", in: text)?.hasSuffix("1×41") == true)
    }

    @Test func viewThatFitsShowsTheFirstThatFits() throws {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
            Color.green.frame(width: 150, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }
        let text = try describe(view, width: 200, height: 100, environment: scaleOne())
        #expect(text.contains("#34c759ff"))
        #expect(!text.contains("#ff3b30ff"))
        #expect(!text.contains("#007affff"))
        #expect(frame("Color", in: text) == "(25, 45) 150×10")
    }

    @Test func aspectRatioFitsAndFills() throws {
        let fit = try describe(Color.red.aspectRatio(2, contentMode: .fit), width: 200, height: 50, environment: scaleOne())
        #expect(frame("Color", in: fit) == "(50, 0) 100×50")
        let fill = try describe(Color.red.aspectRatio(2, contentMode: .fill), width: 200, height: 50, environment: scaleOne())
        #expect(frame("Color", in: fill) == "(0, -25) 200×100")
    }

    @Test func positionPlacesTheCentreAndTakesTheSpace() throws {
        let view = Color.red.frame(width: 20, height: 10).position(x: 30, y: 40)
        let text = try describe(view, width: 200, height: 100, environment: scaleOne())
        #expect(frame("Position", in: text) == "(0, 0) 200×100")
        #expect(frame("Color", in: text) == "(20, 35) 20×10")
    }

    @Test func offsetMovesWithoutChangingLayout() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 5)
            Color.blue.frame(width: 10, height: 10)
        }
        let text = try describe(view, width: 20, height: 10, environment: scaleOne())
        #expect(frame("Color #ff3b30ff", in: text) == "(5, 5) 10×10")
        #expect(frame("Color #007affff", in: text) == "(10, 0) 10×10")
    }

    /// Overlays and backgrounds are proposed their view's size and aligned in it; they never
    /// change it.
    @Test func overlaysTakeTheirViewsSize() throws {
        let view = Color.red.frame(width: 40, height: 20)
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 60) }
        let text = try describe(view, width: 100, height: 100, environment: scaleOne())
        #expect(frame("Overlay", in: text) == "(30, 40) 40×20")
        #expect(frame("Color #007affff", in: text) == "(60, 0) 10×60")
    }

    enum MidAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }

    @Test func customAlignmentGuidesAlignAcrossStacks() throws {
        let mid = VerticalAlignment(MidAlignment.self)
        let view = HStack(alignment: mid, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            VStack(spacing: 0) {
                Color.green.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(mid) { d in d[.top] }
            }
        }
        let text = try describe(view, width: 100, height: 100, environment: scaleOne())
        // The red bar's middle (20) lines up with the blue square's top (10 into the column).
        #expect(frame("Color #ff3b30ff", in: text) == "(40, 30) 10×40")
        #expect(frame("Color #007affff", in: text) == "(50, 50) 10×10")
    }

    @Test func textBaselinesAlignInHStacks() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        }
        let layout = try renderer.layout(view, in: scaleOne(), size: .fixed(width: 300, height: 100))
        let big = layout.tree.textLayouts.compactMap { $0 }.first { $0.lineHeight > 30 }
        let small = layout.tree.textLayouts.compactMap { $0 }.first { $0.lineHeight < 30 }
        let bigFrame = try #require(frame("Text(\"Big\")", in: layout.textDescription) ?? frame("Text", in: layout.textDescription))
        _ = bigFrame
        #expect(big != nil && small != nil)
        let frames = layout.tree.frames
        let texts = layout.tree.store.elements.indices.filter { if case .text = layout.tree.store.elements[$0].kind { true } else { false } }
        #expect(texts.count == 2)
        let first = frames[texts[0]].minY + (big?.firstBaseline ?? 0)
        let second = frames[texts[1]].minY + (small?.firstBaseline ?? 0)
        #expect(abs(first - second) < 0.51)
    }

    struct Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
            return CGSize(width: proposal.width ?? 100, height: tallest)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let width = bounds.width / CGFloat(max(subviews.count, 1))
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.minY), anchor: .topLeading,
                              proposal: ProposedViewSize(width: width, height: bounds.height))
            }
        }
    }

    @Test func customLayoutsSizeAndPlaceTheirSubviews() throws {
        let view = Columns {
            Color.red.frame(height: 10)
            Color.green.frame(height: 30)
            Color.blue.frame(height: 20)
        }
        let text = try describe(view, width: 90, height: 30, environment: scaleOne())
        #expect(frame("Columns", in: text) == "(0, 0) 90×30")
        #expect(frame("Color #34c759ff", in: text) == "(30, 0) 30×30")
        // Placed by its top leading corner and proposed the column: a fixed 20-pt frame at the top.
        #expect(frame("Color #007affff", in: text) == "(60, 0) 30×20")
    }

    @Test func anyLayoutSwitchesBetweenStacks() throws {
        for (layout, expected) in [(AnyLayout(HStackLayout(spacing: 0)), "(10, 0) 10×10"), (AnyLayout(VStackLayout(spacing: 0)), "(0, 10) 10×10")] {
            let view = layout {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            let text = try describe(view, width: 20, height: 20, environment: scaleOne())
            let blue = frame("Color #007affff", in: text)
            // The stack is centred in the 20×20 render.
            let shifted = layout.layout is HStackLayout ? "(10, 5) 10×10" : "(5, 10) 10×10"
            #expect(blue == shifted, "\(expected)")
        }
    }

    /// Text wraps to the width offered, is as wide as its widest line, and shows the lines
    /// the height offered holds (at least one).
    @Test func textWrapsAndTruncatesToTheProposal() throws {
        let long = "one two three four five six seven eight"
        let wrapped = try describe(Text(long).frame(width: 80), width: 200, height: 300, environment: scaleOne())
        let size = frame("Text", in: wrapped)?.split(separator: " ").last.map(String.init) ?? ""
        let width = Double(size.split(separator: "×").first ?? "0") ?? 0
        #expect(width <= 80 && width > 40)
        let cut = try describe(Text(long).frame(width: 80, height: 30), width: 200, height: 300, environment: scaleOne())
        #expect(frame("Text", in: cut)?.hasSuffix("×21") == true)
        #expect(cut.contains("…"))
    }

    @Test func scrollViewsProposeNothingAlongTheirAxis() throws {
        var environment = scaleOne()
        environment.scrollSnapshotMode = .wholeContent
        let view = ScrollView { VStack(spacing: 0) { Color.red.frame(height: 300); Color.blue } }
        let text = try describe(view, width: 100, height: 100, environment: environment)
        // The colour below is asked for its ideal height: 10.
        #expect(frame("Color #007affff", in: text)?.hasSuffix("100×10") == true)
    }

    /// A `Grid`'s columns are as wide as their widest cell; rows as tall as their tallest.
    @Test func gridColumnsTakeTheirWidestCell() throws {
        let view = Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 10, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 12, height: 10)
                Color.yellow.frame(width: 40, height: 10)
            }
        }
        let text = try describe(view, width: 100, height: 100, environment: scaleOne())
        // Columns 30 and 40 wide, 4 apart: the grid is 74×32, centred in 100×100.
        #expect(frame("Grid", in: text) == "(13, 34) 74×32")
        #expect(frame("Color #007affff", in: text) == "(13, 56) 12×10")
        #expect(frame("Color #34c759ff", in: text) == "(47, 34) 10×20")
        #expect(frame("Color #ffcc00ff", in: text) == "(47, 56) 40×10")
    }

    /// Adaptive columns: as many as fit the width offered at their minimum, sharing it.
    @Test func adaptiveGridItemsFillTheWidthOffered() throws {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 40), spacing: 10)], spacing: 5) {
            ForEach(0..<5) { _ in Color.red.frame(height: 10) }
        }
        let text = try describe(view, width: 200, height: 100, environment: scaleOne())
        // (200 + 10) / (40 + 10) = 4 columns of (200 − 30) / 4 = 42.5; two rows.
        let reds = text.split(separator: "\n").filter { $0.contains("Color #ff3b30ff") }
        #expect(reds.count == 5)
        #expect(reds[0].hasSuffix("(0, 37) 43×10") || reds[0].hasSuffix("(0, 38) 43×10"))
        #expect(reds[4].contains(" 43×10"))
        #expect(frame("LazyGridLayout", in: text)?.hasSuffix("200×25") == true)
    }

    /// `lineLimit(2...4)` keeps room for two lines; `reservesSpace` for the limit.
    @Test func lineLimitRangesReserveTheirLowerBound() throws {
        let ranged = try describe(Text("One").lineLimit(2...4).fixedSize(), width: 200, height: 100, environment: scaleOne())
        #expect(frame("Text", in: ranged)?.hasSuffix("×41") == true) // 2 × 20.29 = 40.57
        let reserved = try describe(Text("One").lineLimit(3, reservesSpace: true).fixedSize(), width: 200, height: 100, environment: scaleOne())
        #expect(frame("Text", in: reserved)?.hasSuffix("×61") == true) // 3 × 20.29 = 60.86
    }

    /// `minimumScaleFactor`: a line that would be cut shrinks to fit, down to the factor.
    @Test func minimumScaleFactorShrinksTextThatWouldBeCut() throws {
        let long = "A headline too long for its frame"
        let cut = try renderer.layout(Text(long).lineLimit(1).frame(width: 150), in: scaleOne(), size: .fixed(width: 200, height: 100))
        #expect(cut.textDescription.contains("…truncated"))
        let shrunk = try renderer.layout(Text(long).lineLimit(1).minimumScaleFactor(0.5).frame(width: 150), in: scaleOne(),
                                         size: .fixed(width: 200, height: 100))
        #expect(!shrunk.textDescription.contains("truncated"))
        let layouts = shrunk.tree.textLayouts.compactMap { $0 }
        #expect(layouts.count == 1 && layouts[0].lines.count == 1 && layouts[0].size.width <= 150)
        // A factor too small to matter still leaves text that fits at its size.
        let fits = try describe(Text("Short").minimumScaleFactor(0.5), width: 200, height: 100, environment: scaleOne())
        let plain = try describe(Text("Short"), width: 200, height: 100, environment: scaleOne())
        #expect(fits == plain)
    }

    /// A reader whose content sizes the reader's own frame terminates: the content is made
    /// once for the size the reader was given, and a larger frame does not feed back.
    @Test func aGeometryReaderFeedingItsOwnFrameTerminates() throws {
        struct Growing: View {
            var body: some View {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width + 10, height: proxy.size.height + 10)
                }
                .frame(width: 50, height: 50)
                .fixedSize()
            }
        }
        let text = try describe(Growing(), width: 200, height: 200, environment: scaleOne())
        #expect(frame("GeometryReader", in: text) == "(75, 75) 50×50")
        #expect(frame("Frame width 60 height 60", in: text) == "(75, 75) 60×60")
    }

    /// Apple's documentation: the container is the nearest scroll view, its size less its
    /// insets. Two parts of a 300 pt scroll view (at x 46.5, rounded half up), 10 pt apart:
    /// 145 pt each; the height is the scroll view's 80 pt proposal to its content.
    @Test func containerRelativeFrameMeasuresTheNearestScrollView() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10) }
            }
        }
        .frame(width: 300, height: 80)
        let text = try describe(view, width: 393, height: 200, environment: scaleOne())
        let cards = text.split(separator: "\n").filter { $0.contains("ContainerRelativeFrameLayout") }
        #expect(cards.count == 3)
        #expect(cards.first?.contains("(47, 60) 145×80") == true, "\(cards)")
        #expect(cards.last?.contains("(357, 60) 145×80") == true, "\(cards)")
    }

    /// Outside any scroll view the container is the screen less its safe area; the same
    /// view sized twice in scroll views of different widths gets each its own size.
    @Test func containerRelativeFrameFollowsEachContainer() throws {
        func strip(_ width: Double) -> some View {
            ScrollView(.horizontal) { Color.blue.containerRelativeFrame(.horizontal) { length, _ in length / 2 } }
                .frame(width: width, height: 20)
        }
        let view = VStack(spacing: 0) {
            strip(200)
            strip(100)
            Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length : 10 }
        }
        let text = try describe(view, width: 393, height: 852, environment: scaleOne {
            $0.device = .iPhone15
            $0.displayScale = 1
        })
        let frames = text.split(separator: "\n").filter { $0.contains("ContainerRelativeFrameLayout") }
        #expect(frames.count == 3)
        #expect(frames[0].contains("×20") && frames[0].contains(" 100×"), "\(frames)")
        #expect(frames[1].contains(" 50×"), "\(frames)")
        // iPhone 15: 393 pt wide, no safe area on the sides in portrait.
        #expect(frames[2].contains(" 393×10"), "\(frames)")
    }

    /// `flipsForRightToLeftLayoutDirection(true)` mirrors a directional image in a
    /// right-to-left layout, and leaves it alone left to right; a negative `scaleEffect`
    /// mirrors images too.
    @Test func flipsForRightToLeftLayoutDirectionMirrorsImages() throws {
        // A 2×1 picture: red on the left, blue on the right.
        var arrow = Bitmap(width: 2, height: 1)
        arrow[0, 0] = RGBA8(r: 255, g: 0, b: 0)
        arrow[1, 0] = RGBA8(r: 0, g: 0, b: 255)
        func leftPixel<V: View>(_ view: V, _ direction: LayoutDirection) throws -> String {
            try renderer.render(view, in: scaleOne { $0.layoutDirection = direction }, size: .fixed(width: 2, height: 1)).bitmap.hex(0, 0)
        }
        let flipped = Image(bitmap: arrow).flipsForRightToLeftLayoutDirection(true)
        #expect(try leftPixel(flipped, .leftToRight) == "#ff0000ff")
        #expect(try leftPixel(flipped, .rightToLeft) == "#0000ffff")
        #expect(try leftPixel(Image(bitmap: arrow).flipsForRightToLeftLayoutDirection(false), .rightToLeft) == "#ff0000ff")
        #expect(try leftPixel(Image(bitmap: arrow).scaleEffect(x: -1, y: 1), .leftToRight) == "#0000ffff")
    }

    /// SwiftUI takes negative padding and spacing (a common way to pull views together): the
    /// padded view is smaller than its content, which reaches past it; stacked views overlap.
    @Test func negativePaddingAndSpacingPullViewsTogether() throws {
        let padded = try describe(Color.red.frame(width: 20, height: 20).padding(-3), width: 100, height: 100, environment: scaleOne())
        #expect(frame("Padding", in: padded) == "(43, 43) 14×14")
        #expect(frame("Frame width 20 height 20", in: padded) == "(40, 40) 20×20")
        let stacked = try describe(VStack(spacing: -5) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }, width: 100, height: 100, environment: scaleOne())
        #expect(frame("VStack", in: stacked) == "(45, 43) 10×15")
        let frames = stacked.split(separator: "\n").filter { $0.contains("Frame width 10 height 10") }
        #expect(frames.count == 2 && frames[1].contains("(45, 48) 10×10"), "\(frames)")
    }

    /// A text is broken at the width it was placed at: the frame rounded to the pixel grid can
    /// be a fraction of a pixel narrower than the line it measured, and the line must not wrap
    /// inside its one-line frame (labels at AX5 overlapped their neighbours).
    @Test func aTextKeepsItsMeasuredLinesInsideItsRoundedFrame() throws {
        struct Chevron: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    configuration.icon
                    configuration.title
                    Image(systemName: "chevron.forward").imageScale(.small)
                }
                .font(.headline).imageScale(.large)
            }
        }
        let view = VStack {
            Label("Title 1", systemImage: "star")
            Label("Title 2", systemImage: "square")
            Label("Title 3", systemImage: "circle")
        }
        .labelStyle(Chevron())
        var environment = EnvironmentValues()
        environment.device = .iPhone15
        environment.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        let lines = try renderer.render(view, in: environment).textDescription.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // Each title's entry is followed by its laid-out lines, one quoted line each.
        for (index, line) in lines.enumerated() where line.hasPrefix("Text headline") {
            let laidOut = lines[(index + 1)...].prefix { $0.hasPrefix("\"") }
            #expect(laidOut.count == 1 && laidOut.first?.hasPrefix("\"Title ") == true, "\(line): \(Array(laidOut))")
        }
        #expect(lines.filter { $0.hasPrefix("Text headline") }.count == 3)
    }
}
