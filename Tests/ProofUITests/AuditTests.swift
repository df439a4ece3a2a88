import ProofRender
import Testing
@testable import ProofUI

/// Each audit on a screen that must trigger it and one that must not, with the exact finding.
@MainActor
struct AuditTests {
    /// The findings of `view` rendered at `width`×`height` points, scale 1, with `policy`.
    func findings<V: View>(_ view: V, width: Double = 200, height: Double = 100, policy: AuditPolicy = .all,
                           _ change: (inout EnvironmentValues) -> Void = { _ in }) throws -> [AuditFinding] {
        try renderer.render(view, in: scaleOne(change), size: .fixed(width: width, height: height)).audit(policy).findings
    }

    /// An emoji draws its own colours: its yellow face is neither the text's ink nor what the
    /// text sits on (white text with "😔" on black read as 1.60:1 "on yellow").
    @Test func emojiAreNotTheBackgroundOfTheirText() throws {
        let sad = Text("Nothing here yet 😔 😔").font(.system(size: 17)).foregroundStyle(Color.white).padding(8).background(Color.black)
        #expect(try findings(sad, width: 300, height: 60, policy: [.contrast]).isEmpty)
        // The words still count: grey on white with an emoji fails as it does without one.
        let faint = Text("Faint 😔").foregroundStyle(Color(red: 0.8, green: 0.8, blue: 0.8))
        #expect(try findings(faint, width: 300, height: 60, policy: [.contrast]).map(\.kind) == [.contrast])
    }

    /// Characters the fonts lack are drawn as `.notdef` boxes, which iOS draws with its own
    /// fonts: the boxes are neither the text's ink nor its background (light grey text of
    /// Chinese on black read 1.92:1 "on" its own boxes).
    @Test func placeholderBoxesOfMissingCharactersAreNotTheBackground() throws {
        let light = Color(red: 0.78, green: 0.78, blue: 0.8)
        let chinese = Text("基础控件").foregroundStyle(light).padding(8).background(Color.black)
        #expect(try findings(chinese, width: 300, height: 60, policy: [.contrast]).isEmpty)
        // The Latin part is still measured: the same grey on white fails.
        let mixed = Text("打开 UIViewController").foregroundStyle(light).padding(8).background(Color.white)
        let found = try findings(mixed, width: 300, height: 60, policy: [.contrast])
        #expect(found.count == 1 && found[0].message.contains("on #FFFFFF"), "\(found.map(\.message))")
    }

    @Test func truncatedTextIsFound() throws {
        let found = try findings(Text("A sentence far too long for one line").lineLimit(1).frame(width: 100), policy: [.truncation])
        #expect(found.map(\.kind) == [.truncation])
        #expect(found[0].severity == .failure)
        #expect(found[0].message == "“A sentence far too long for one line” is cut at its line limit of 1 line")
        #expect(found[0].text == "A sentence far too long for one line")
        #expect(found[0].viewPath.hasPrefix("Text(\"A sentence far too long"))
        #expect(try findings(Text("Fits").lineLimit(1).frame(width: 100), policy: [.truncation]).isEmpty)
        #expect(try findings(Text("A sentence that wraps onto more lines").frame(width: 100), policy: [.truncation]).isEmpty)
    }

    @Test func clippedTextIsFound() throws {
        let clipped = try findings(Text("Wide text here").fixedSize().frame(width: 40).clipped(), policy: [.truncation])
        #expect(clipped.map(\.message) == ["“Wide text here” is clipped by an ancestor's clip"])
        let offScreen = try findings(Text("Edge").offset(x: 190), policy: [.truncation])
        #expect(offScreen.map(\.message) == ["“Edge” is clipped by the edge of the picture"])
        #expect(try findings(Text("Inside").frame(width: 100).clipped(), policy: [.truncation]).isEmpty)
        let short = try findings(Text("Two\nlines").frame(height: 10), policy: [.truncation])
        #expect(short.count == 1, "\(short.map(\.message))")
        #expect(short.first?.message.hasPrefix("“Two lines”") == true, "\(short.map(\.message))")
    }

    @Test func overlappingTextsAreFound() throws {
        let overlapping = try findings(ZStack { Text("Hello"); Text("World") }, policy: [.overlap])
        #expect(overlapping.count == 1)
        #expect(overlapping[0].message.hasPrefix("“World” is drawn over “Hello”"))
        let overButton = try findings(ZStack { Button("Tap") {}; Text("Label").offset(x: 4) }, policy: [.overlap])
        #expect(overButton.count == 1 && overButton[0].message.hasPrefix("“Label” overlaps the control"))
        // Text on its own background, text inside its button, and stacked texts do not overlap.
        #expect(try findings(VStack(spacing: 0) { Text("One"); Text("Two") }, policy: [.overlap]).isEmpty)
        #expect(try findings(Text("On a fill").padding(4).background(Color.yellow), policy: [.overlap]).isEmpty)
        #expect(try findings(Button("Inside") {}, policy: [.overlap]).isEmpty)
    }

    /// Line boxes hold the font's ascent and descent: stacked texts pulled 3 pt together (a
    /// negative padding, as a title over its value often is) touch boxes, not glyphs.
    @Test func overlapIsMeasuredOnTheGlyphsNotTheLineBoxes() throws {
        let tight = VStack(alignment: .leading, spacing: 0) {
            Text("Move").font(.system(size: 18))
            Text("330/300CAL").font(.system(size: 28, weight: .semibold)).padding(.top, -3)
        }
        #expect(try findings(tight, width: 300, policy: [.overlap]).isEmpty)
        // Pulled 20 pt together, the glyphs cross: reported.
        let crossing = VStack(alignment: .leading, spacing: 0) {
            Text("Move").font(.system(size: 18))
            Text("330/300CAL").font(.system(size: 28, weight: .semibold)).padding(.top, -20)
        }
        let found = try findings(crossing, width: 300, policy: [.overlap])
        #expect(found.count == 1 && found[0].message.hasPrefix("“330/300CAL” is drawn over “Move”"), "\(found.map(\.message))")
    }

    /// Rows a list scrolls under a tab bar are scrolled to, not covered: where scrolling
    /// content meets what does not scroll with it depends on the scroll offset.
    @Test func contentScrolledUnderABarDoesNotOverlapIt() throws {
        let rows = TabView {
            List(0..<30, id: \.self) { Text("Row \($0)") }.tabItem { Label("List", systemImage: "list.bullet") }
        }
        #expect(try renderer.render(rows, in: scaleOne(), size: .device).audit([.overlap]).findings.isEmpty)
        // Text that does not scroll, drawn over the tab bar, still is.
        let over = ZStack(alignment: .bottom) {
            TabView { Text("Home").tabItem { Label("List", systemImage: "list.bullet") } }
            Text("Covering the tab").padding(.bottom, 12)
        }
        let found = try renderer.render(over, in: scaleOne(), size: .device).audit([.overlap]).findings
        #expect(found.count == 1 && found[0].message.hasPrefix("“Covering the tab” overlaps the control"), "\(found.map(\.message))")
    }

    @Test func lowContrastIsMeasuredOnThePixels() throws {
        let grey = try findings(Text("Faint").foregroundStyle(Color(red: 0.8, green: 0.8, blue: 0.8)), policy: [.contrast])
        #expect(grey.count == 1)
        #expect(grey[0].message == "“Faint” (17 pt) is 1.60:1 on #FFFFFF in #CCCCCC, below 4.50:1 for text")
        #expect(grey[0].measured.map { ($0 * 100).rounded() } == 161)
        // The same grey on black passes; white on a yellow fill painted behind fails.
        #expect(try findings(Text("Faint").foregroundStyle(Color(red: 0.8, green: 0.8, blue: 0.8)).padding(8).background(Color.black),
                             policy: [.contrast]).isEmpty)
        let onYellow = try findings(Text("Sun").foregroundStyle(Color.white).padding(8).background(Color.yellow), policy: [.contrast])
        #expect(onYellow.count == 1 && onYellow[0].message.contains("on #FFCC00 in #FFFFFF"))
        // Large text needs 3:1 only; an opacity lowers the contrast.
        let mid = Color(red: 0.55, green: 0.55, blue: 0.55)
        #expect(try findings(Text("Big").font(.system(size: 24)).foregroundStyle(mid), policy: [.contrast]).isEmpty)
        #expect(try findings(Text("Small").font(.system(size: 12)).foregroundStyle(mid), policy: [.contrast]).map(\.kind) == [.contrast])
        #expect(try findings(Text("Dim").foregroundStyle(Color.black).opacity(0.3), policy: [.contrast]).map(\.kind) == [.contrast])
        // Disabled controls are exempt (WCAG 1.4.3); AAA thresholds are a setting away.
        #expect(try findings(Button("Off") {}.disabled(true), policy: [.contrast]).isEmpty)
        #expect(try findings(Text("Black").foregroundStyle(Color(red: 0.35, green: 0.35, blue: 0.35)),
                             policy: AuditPolicy(kinds: [.contrast]).contrast(minimum: 7.5, largeText: 4.5)).count == 1)
    }

    @Test func smallTouchTargetsAreFound() throws {
        let small = try findings(Button("Go") {}, policy: [.touchTarget])
        #expect(small.count == 1)
        #expect(small[0].message == "is 23×21 pt, under the 44×44 pt touch target")
        #expect(try findings(Button("Go") {}.padding(11), policy: [.touchTarget]).count == 1, "padding outside the label does not enlarge it")
        #expect(try findings(Button { } label: { Text("Go").frame(minWidth: 44, minHeight: 44) }, policy: [.touchTarget]).isEmpty)
        #expect(try findings(List { Button("Row") {} }, width: 390, height: 200, policy: [.touchTarget]).isEmpty, "a row is the target")
        #expect(try findings(Button("Go") {}, policy: AuditPolicy(kinds: [.touchTarget]).touchTargets(minimum: Size(width: 20, height: 20))).isEmpty)
    }

    @Test func fixedTextAndOverflowAtAccessibilitySizes() throws {
        let wide = HStack(spacing: 0) { Text("Left").fixedSize(); Text("Right side of a long row").fixedSize() }
        let overflow = try findings(wide, width: 150, policy: [.dynamicType]) { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
        #expect(overflow.count == 1 && overflow[0].message.contains("wider than the 150 pt screen at AX5"))
        #expect(try findings(wide, width: 150, policy: [.dynamicType]) { $0.contentSizeCategory = .large }.isEmpty)
        // Text sizes are reported for the comparison across categories.
        let report = try renderer.render(Text("Fixed").font(.system(size: 15)), in: scaleOne(), size: .fixed(width: 100, height: 40))
            .audit([.dynamicType])
        #expect(report.textSizes.map(\.size) == [15])
        #expect(report.textSizes[0].key.hasSuffix("#0"))
    }

    @Test func unlabelledImagesAndButtonsAreFound() throws {
        // "bell" has no label of its own for VoiceOver ("plus" has: "Add").
        let icon = try findings(Button { } label: { Image(systemName: "bell") }, policy: [.missingLabel])
        #expect(icon.count == 1 && icon[0].message.hasPrefix("is a control with no text and no accessibility label (its image is “bell”)"))
        #expect(try findings(Button { } label: { Image(systemName: "bell") }.accessibilityLabel("Alerts"), policy: [.missingLabel]).isEmpty)
        #expect(try findings(Button { } label: { Image(systemName: "plus") }, policy: [.missingLabel]).isEmpty)
        let image = try findings(Image(systemName: "star.fill"), policy: [.missingLabel])
        #expect(image.count == 1 && image[0].message.hasPrefix("image “star.fill” has no accessibility label"))
        #expect(try findings(Image(systemName: "star.fill").accessibilityHidden(true), policy: [.missingLabel]).isEmpty)
        #expect(try findings(Label("Favourites", systemImage: "star.fill"), policy: [.missingLabel]).isEmpty, "a label's title names it")
        #expect(try findings(Button("Text") {}, policy: [.missingLabel]).isEmpty)
    }

    @Test func duplicateIdentifiersAreFound() throws {
        let found = try findings(VStack { Text("A").accessibilityIdentifier("row"); Text("B").accessibilityIdentifier("row") },
                                 policy: [.duplicateIdentifier])
        #expect(found.count == 1 && found[0].message.hasPrefix("has the accessibility identifier “row”, as "))
        #expect(try findings(VStack { Text("A").accessibilityIdentifier("a"); Text("B").accessibilityIdentifier("b") },
                             policy: [.duplicateIdentifier]).isEmpty)
    }

    @Test func waiversAndWarnings() throws {
        let waived = try findings(Text("A sentence far too long").lineLimit(1).frame(width: 60)
            .auditWaiver(.truncation, reason: "cut by design"), policy: [.truncation])
        #expect(waived.map(\.severity) == [.waived] && waived[0].waiverReason == "cut by design")
        let other = try findings(Text("A sentence far too long").lineLimit(1).frame(width: 60)
            .auditWaiver(.contrast, reason: "not this one"), policy: [.truncation])
        #expect(other.map(\.severity) == [.failure])
        let warned = try findings(Text("A sentence far too long").lineLimit(1).frame(width: 60), policy: AuditPolicy.all.warning(.truncation))
        #expect(warned.filter { $0.kind == .truncation }.map(\.severity) == [.warning])
        #expect(try findings(Text("A sentence far too long").lineLimit(1).frame(width: 60), policy: .none).isEmpty)
    }
}
