import Testing
@testable import ProofUI

// Modifiers and containers, by their exact description at scale 1 in a 200×100 render.
@Suite struct ModifierTests {
    @Test func multilineTextSettingsShape() throws {
        let view = Text("Centred lines of text wrap here").multilineTextAlignment(.center).lineSpacing(4).tracking(1)
        #expect(try describe(view, width: 120, environment: scaleOne()) == """
            Text body 17pt regular line 20.287 lineSpacing 4 tracking 1 alignment center #000000ff (1, 16) 119×69
              "Centred lines"
              "of text wrap"
              "here"

            """)
    }

    @Test func zStacksNest() throws {
        let view = ZStack(alignment: .bottomTrailing) { ZStack { Color.red.frame(width: 30, height: 30); Text("A") }; Circle().fill(Color.green).frame(width: 8, height: 8) }
        #expect(try describe(view, environment: scaleOne()) == """
            ZStack alignment bottomTrailing (85, 35) 30×30
              ZStack alignment center (85, 35) 30×30
                Frame width 30 height 30 (85, 35) 30×30
                  Color #ff3b30ff (85, 35) 30×30
                Text body 17pt regular line 20.287 #000000ff (94, 40) 12×21
                  "A"
              Frame width 8 height 8 (107, 57) 8×8
                Circle fill #34c759ff (107, 57) 8×8

            """)
    }

    @Test func zStacksWithAFlexibleChildFillTheSpace() throws {
        let view = ZStack { Color.yellow; Text("Fill") }
        #expect(try describe(view, environment: scaleOne()) == """
            ZStack alignment center (0, 0) 200×100
              Color #ffcc00ff (0, 0) 200×100
              Text body 17pt regular line 20.287 #000000ff (89, 40) 23×21
                "Fill"

            """)
    }

    @Test func hiddenViewsKeepTheirSpaceAndAccessibilityIsDescribed() throws {
        let view = HStack { Text("a").hidden(); Text("b").accessibilityLabel("Bee").accessibilityIdentifier("b-id").accessibilityValue("2").accessibilityHint("tap").accessibilityHidden(true) }
        #expect(try describe(view, environment: scaleOne()) == """
            HStack alignment center spacing 8 (86, 40) 29×21
              Text body 17pt regular line 20.287 #000000ff (86, 40) 10×21 hidden
                "a"
              Text body 17pt regular line 20.287 #000000ff (104, 40) 11×21 label "Bee" id "b-id" value "2" hint "tap" accessibilityHidden
                "b"

            """)
    }

    @Test func rightToLeftTextAlignsRight() throws {
        let view = Text("Right to left text that wraps").frame(width: 100)
        #expect(try describe(view, environment: scaleOne { $0.layoutDirection = .rightToLeft }) == """
            Frame width 100 (50, 20) 100×61
              Text body 17pt regular line 20.287 #000000ff (53, 20) 94×61
                "Right to left"
                "text that"
                "wraps"

            """)
    }

    @Test func firstTextBaselinesLineUp() throws {
        let view = HStack(alignment: .firstTextBaseline) { Text("Big").font(.title); Text("small").font(.caption) }
        #expect(try describe(view, environment: scaleOne()) == """
            HStack alignment firstTextBaseline spacing 8 (60, 33) 80×34
              Text title 28pt regular line 33.414 #000000ff (60, 33) 42×34
                "Big"
              Text caption 12pt regular line 14.32 #000000ff (110, 49) 30×15
                "small"

            """)
    }

    @Test func unevenCornersFollowTheLayoutDirection() throws {
        let view = UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4).fill(Color.red).frame(width: 20, height: 20)
        #expect(try describe(view, environment: scaleOne { $0.layoutDirection = .rightToLeft }) == """
            Frame width 20 height 20 (90, 40) 20×20
              RoundedRectangle radii 0 8 0 4 continuous fill #ff3b30ff (90, 40) 20×20

            """)
    }

    @Test func aspectRatiosShapeOtherViews() throws {
        let view = Color.blue.aspectRatio(2, contentMode: .fit)
        #expect(try describe(view, environment: scaleOne()) == """
            AspectRatio ratio 2 fit (0, 0) 200×100
              Color #007affff (0, 0) 200×100

            """)
    }

    @Test func framesAlignTheirContent() throws {
        let view = Text("tl").frame(width: 100, height: 60, alignment: .topLeading)
        #expect(try describe(view, environment: scaleOne()) == """
            Frame width 100 height 60 alignment topLeading (50, 20) 100×60
              Text body 17pt regular line 20.287 #000000ff (50, 20) 11×21
                "tl"

            """)
    }

    @Test func shapeBackgroundsAndOverlaysAreEffects() throws {
        let view = Text("Tag").padding(4).background(Color.blue, in: Capsule()).overlay(Capsule().stroke(Color.black, lineWidth: 1))
        #expect(try describe(view, environment: scaleOne()) == """
            Padding 4 (81, 36) 38×29 background Capsule circular fill #007affff overlay Capsule circular stroke 1 center #000000ff
              Text body 17pt regular line 20.287 #000000ff (85, 40) 30×21
                "Tag"

            """)
    }
}
