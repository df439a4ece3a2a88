import Testing
@testable import ProofUI

// Exact frames of the SwiftUI rules mapped onto flexbox, at scale 1 in a 200×100 point
// render unless a test says otherwise.
@Suite struct LayoutTests {
    @Test func stacksHugTheirContentWithDefaultSpacing() throws {
        let view = VStack(alignment: .leading) { Color.red.frame(width: 50, height: 10); Color.blue.frame(width: 20, height: 10) }
        #expect(try describe(view, environment: scaleOne()) == """
            VStack alignment leading spacing 8 (75, 36) 50×28
              Frame width 50 height 10 (75, 36) 50×10
                Color #ff3b30ff (75, 36) 50×10
              Frame width 20 height 10 (75, 54) 20×10
                Color #007affff (75, 54) 20×10

            """)
    }

    @Test func spacersTakeTheRestWithoutStackSpacing() throws {
        let view = HStack { Color.red.frame(width: 50, height: 10); Spacer(); Color.blue.frame(width: 20, height: 10) }
        #expect(try describe(view, environment: scaleOne()) == """
            HStack alignment center spacing 8 (0, 45) 200×10
              Frame width 50 height 10 (0, 45) 50×10
                Color #ff3b30ff (0, 45) 50×10
              Spacer minLength 8 (50, 50) 130×0
              Frame width 20 height 10 (180, 45) 20×10
                Color #007affff (180, 45) 20×10

            """)
    }

    @Test func spacersKeepTheirMinimumLength() throws {
        let view = HStack(spacing: 4) { Color.red.frame(width: 100, height: 10); Spacer(minLength: 30); Color.blue.frame(width: 100, height: 10) }
        #expect(try describe(view, environment: scaleOne()) == """
            HStack alignment center spacing 4 (-15, 45) 230×10
              Frame width 100 height 10 (-15, 45) 100×10
                Color #ff3b30ff (-15, 45) 100×10
              Spacer minLength 30 (85, 50) 30×0
              Frame width 100 height 10 (115, 45) 100×10
                Color #007affff (115, 45) 100×10

            """)
    }

    @Test func colorsShareTheSpaceEqually() throws {
        let view = VStack(spacing: 0) { Color.red; Color.blue }
        #expect(try describe(view, environment: scaleOne()) == """
            VStack alignment center spacing 0 (0, 0) 200×100
              Color #ff3b30ff (0, 0) 200×50
              Color #007affff (0, 50) 200×50

            """)
    }

    @Test func flexibleFramesExpandUpToTheirMaximum() throws {
        let view = VStack { Color.red.frame(height: 10).frame(maxWidth: 60); Text("x").frame(maxWidth: .infinity, alignment: .trailing) }
        #expect(try describe(view, environment: scaleOne()) == """
            VStack alignment center spacing 8 (0, 31) 200×39
              Frame maxWidth 60 (70, 31) 60×10
                Frame height 10 (70, 31) 60×10
                  Color #ff3b30ff (70, 31) 60×10
              Frame maxWidth inf alignment trailing (0, 49) 200×21
                Text body 17pt regular line 20.287 #000000ff (190, 49) 10×21
                  "x"

            """)
    }

    @Test func lowerPriorityTextWrapsFirst() throws {
        let view = HStack(spacing: 0) { Text("One two three four"); Text("Five six seven").layoutPriority(1) }
        #expect(try describe(view, width: 150, environment: scaleOne()) == """
            HStack alignment center spacing 0 (1, 9) 148×82
              Text body 17pt regular line 20.287 #000000ff (1, 9) 35×82
                "One"
                "two"
                "thre"
                "e f" …truncated
              Text body 17pt regular line 20.287 #000000ff (36, 40) 113×21 priority 1
                "Five six seven"

            """)
    }

    @Test func fixedSizeKeepsTheIdealWidth() throws {
        let view = HStack(spacing: 0) { Text("One two three four").fixedSize(); Text("Five six seven") }
        #expect(try describe(view, width: 150, environment: scaleOne()) == """
            HStack alignment center spacing 0 (-8, 9) 166×82
              Text body 17pt regular line 20.287 #000000ff fixedSize (-8, 40) 152×21
                "One two three four"
              Text body 17pt regular line 20.287 #000000ff (144, 9) 14×82
                "F"
                "iv"
                "e"
                "" …truncated

            """)
    }

    @Test func zStacksAreAsLargeAsTheirLargestChild() throws {
        let view = ZStack(alignment: .topLeading) { Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 20, height: 40) }
        #expect(try describe(view, environment: scaleOne()) == """
            ZStack alignment topLeading (75, 30) 50×40
              Frame width 50 height 20 (75, 30) 50×20
                Color #ff3b30ff (75, 30) 50×20
              Frame width 20 height 40 (75, 30) 20×40
                Color #007affff (75, 30) 20×40

            """)
    }

    @Test func zStacksOfTextTakeTheWidestLine() throws {
        let view = ZStack { Text("Short"); Text("A longer line") }
        #expect(try describe(view, environment: scaleOne()) == """
            ZStack alignment center (50, 40) 100×21
              Text body 17pt regular line 20.287 #000000ff (78, 40) 45×21
                "Short"
              Text body 17pt regular line 20.287 #000000ff (50, 40) 100×21
                "A longer line"

            """)
    }

    @Test func overlaysAlignInTheViewsFrame() throws {
        let view = Color.red.frame(width: 50, height: 20).overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 10) }
        #expect(try describe(view, environment: scaleOne()) == """
            Overlay (75, 40) 50×20
              Frame width 50 height 20 (75, 40) 50×20
                Color #ff3b30ff (75, 40) 50×20
              Layer alignment bottomTrailing (75, 40) 50×20
                Frame width 10 height 10 (115, 50) 10×10
                  Color #007affff (115, 50) 10×10

            """)
    }

    @Test func backgroundsDoNotChangeTheSize() throws {
        let view = Text("Hi").background { Color.blue.frame(width: 60, height: 60) }
        #expect(try describe(view, environment: scaleOne()) == """
            Background (92, 40) 17×21
              Layer (92, 40) 17×21
                Frame width 60 height 60 (70, 20) 60×60
                  Color #007affff (70, 20) 60×60
              Text body 17pt regular line 20.287 #000000ff (92, 40) 17×21
                "Hi"

            """)
    }

    @Test func minimumFramesGrowSmallContent() throws {
        let view = Text("Hi").frame(minWidth: 80).background(Color.yellow)
        #expect(try describe(view, environment: scaleOne()) == """
            Frame minWidth 80 (60, 40) 80×21 background Rectangle fill #ffcc00ff ignoresSafeArea
              Text body 17pt regular line 20.287 #000000ff (92, 40) 17×21
                "Hi"

            """)
    }

    @Test func flexBoxWraps() throws {
        let view = FlexBox(style: FlexStyle { $0.flexDirection = .row; $0.flexWrap = .wrap; $0.gap = 4 }) { ForEach(0..<5) { _ in Color.red.frame(width: 60, height: 10) } }
        #expect(try describe(view, environment: scaleOne()) == """
            FlexBox direction row wrap wrap justify flexStart align stretch (0, 38) 200×24
              Frame width 60 height 10 (0, 38) 60×10
                Color #ff3b30ff (0, 38) 60×10
              Frame width 60 height 10 (64, 38) 60×10
                Color #ff3b30ff (64, 38) 60×10
              Frame width 60 height 10 (128, 38) 60×10
                Color #ff3b30ff (128, 38) 60×10
              Frame width 60 height 10 (0, 52) 60×10
                Color #ff3b30ff (0, 52) 60×10
              Frame width 60 height 10 (64, 52) 60×10
                Color #ff3b30ff (64, 52) 60×10

            """)
    }

    /// Flex properties apply to the children of a `FlexBox` (a `Layout` running the flexbox
    /// engine), each measured by SwiftUI's rules: the colours' ideal width is 10, and the 180
    /// points left are shared 3 : 1.
    @Test func flexStyleSetsGrowFactors() throws {
        let view = FlexBox(style: FlexStyle { $0.flexDirection = .row }) {
            Color.red.frame(height: 10).flexStyle { $0.flexGrow = 3 }
            Color.blue.frame(height: 10).flexGrow(1)
        }
        #expect(try describe(view, environment: scaleOne()) == """
            FlexBox direction row wrap noWrap justify flexStart align stretch (0, 45) 200×10
              Frame height 10 (0, 45) 145×10
                Color #ff3b30ff (0, 45) 145×10
              Frame height 10 (145, 45) 55×10
                Color #007affff (145, 45) 55×10

            """)
    }

    @Test func offsetsMoveWithoutChangingLayout() throws {
        let view = Color.red.frame(width: 10, height: 10).offset(x: 5, y: -3)
        #expect(try describe(view, environment: scaleOne()) == """
            Frame width 10 height 10 (100, 42) 10×10 offset (5, -3)
              Color #ff3b30ff (100, 42) 10×10

            """)
    }

    @Test func paddingFollowsEdges() throws {
        let view = Color.red.frame(width: 10, height: 10).padding(.leading, 7).padding(.vertical)
        #expect(try describe(view, environment: scaleOne()) == """
            Padding top 16 leading 0 bottom 16 trailing 0 (92, 29) 17×42
              Padding top 0 leading 7 bottom 0 trailing 0 (92, 45) 17×10
                Frame width 10 height 10 (99, 45) 10×10
                  Color #ff3b30ff (99, 45) 10×10

            """)
    }

    @Test func rightToLeftMirrorsStacksAndLeadingEdges() throws {
        let view = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).padding(.leading, 5); Color.blue.frame(width: 10, height: 10) }.frame(maxWidth: .infinity, alignment: .leading)
        #expect(try describe(view, environment: scaleOne { $0.layoutDirection = .rightToLeft }) == """
            Frame maxWidth inf alignment leading (0, 45) 200×10
              HStack alignment center spacing 0 (175, 45) 25×10
                Padding top 0 leading 5 bottom 0 trailing 0 (185, 45) 15×10
                  Frame width 10 height 10 (185, 45) 10×10
                    Color #ff3b30ff (185, 45) 10×10
                Frame width 10 height 10 (175, 45) 10×10
                  Color #007affff (175, 45) 10×10

            """)
    }

    @Test func dividersCrossTheirStack() throws {
        let view = VStack(spacing: 0) { Text("a"); Divider(); HStack { Text("b"); Divider(); Text("c") } }
        #expect(try describe(view, environment: scaleOne()) == """
            VStack alignment center spacing 0 (0, 0) 200×100
              Text body 17pt regular line 20.287 #000000ff (95, 0) 10×21
                "a"
              Divider #3c3c434a (0, 21) 200×1
              HStack alignment center spacing 8 (81, 22) 38×78
                Text body 17pt regular line 20.287 #000000ff (81, 51) 11×21
                  "b"
                Divider #3c3c434a (100, 22) 1×78
                Text body 17pt regular line 20.287 #000000ff (109, 51) 10×21
                  "c"

            """)
    }

    @Test func imagesFitFillAndKeepTheirSize() throws {
        let view = VStack { Image("avatar", bundle: .module); Image("photo", bundle: .module).resizable().scaledToFit().frame(width: 40, height: 40); Image("photo", bundle: .module).resizable().scaledToFill().frame(width: 40, height: 40).clipped() }
        #expect(try describe(view, height: 150, environment: scaleOne()) == """
            VStack alignment center spacing 8 (80, 22) 40×106
              Image "avatar" 30×30px (95, 22) 10×10
              Frame width 40 height 40 (80, 40) 40×40
                AspectRatio fit (80, 50) 40×20
                  Image "photo" 60×30px fit (80, 50) 40×20
              Frame width 40 height 40 (80, 88) 40×40 clip Rectangle
                AspectRatio fill (60, 88) 80×40
                  Image "photo" 60×30px fill (60, 88) 80×40

            """)
    }
}
