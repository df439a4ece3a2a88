import Testing
import ProofRender
@testable import ProofUI

/// A custom group box style that lays the label beside the content.
private struct SideBySideGroupBox: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
            configuration.content
        }
    }
}

/// A custom style that wraps the box it is given, as apps restyle the default one.
private struct OutsetGroupBox: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).padding(10).background(Color(red: 0, green: 0, blue: 1))
    }
}

/// `GroupBox`: the label above the content in a rounded box of the secondary system background,
/// and custom `GroupBoxStyle`s.
@MainActor @Suite struct GroupBoxTests {
    static let size = RenderSize.fixed(width: 100, height: 100)

    /// The frame of the view whose text is `text` (the description line above it): "(x, y) w×h".
    static func frame(of text: String, in description: String) -> CGRect? {
        let lines = description.split(separator: "\n")
        guard let index = lines.firstIndex(where: { $0.contains(text) }), index > 0,
              let open = lines[index - 1].lastIndex(of: "(") else { return nil }
        let line = lines[index - 1]
        let numbers = line[open...].split(whereSeparator: { "(), ×".contains($0) }).compactMap { Double($0) }
        guard numbers.count >= 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func render<V: View>(_ view: V, _ scheme: ColorScheme = .light) throws -> Bitmap {
        try renderer.render(view, in: scaleOne { $0.colorScheme = scheme }, size: size).bitmap
    }

    /// The box spans the width offered and hugs its content's height plus 16 pt padding on each
    /// side; the content sits 16 pt in from the box's leading edge.
    @Test func theDefaultBoxIsTheSecondaryBackgroundAroundPaddedContent() throws {
        let box = GroupBox { Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20) }
        let light = try Self.render(box)
        // The 52 pt tall box is centred in 100 pt: it spans y 24..<76, the content y 40..<60.
        #expect(light.hex(50, 30) == "#f2f2f7ff", "the box is secondarySystemBackground")
        #expect(light.hex(20, 50) == "#ff0000ff", "the content, 16 pt in")
        #expect(light.hex(50, 50) == "#f2f2f7ff", "the box spans the width beyond the content")
        #expect(light.hex(50, 10) != "#f2f2f7ff", "nothing above the box")
        #expect(light.hex(50, 90) != "#f2f2f7ff", "nothing below the box")
        #expect(try Self.render(box, .dark).hex(50, 30) == "#1c1c1eff", "the dark secondary background")
    }

    /// The label is drawn above the content, in the headline font.
    @Test func theLabelIsAboveTheContentInTheHeadlineFont() throws {
        let box = GroupBox("Title") { Text("Body") }
        let description = try describe(box, width: 200, height: 200)
        let title = try #require(description.range(of: "\"Title\""))
        let body = try #require(description.range(of: "\"Body\""))
        #expect(title.lowerBound < body.lowerBound)
        let titleFrame = try #require(Self.frame(of: "\"Title\"", in: description))
        let bodyFrame = try #require(Self.frame(of: "\"Body\"", in: description))
        #expect(titleFrame.maxY + 8 == bodyFrame.minY, "8 pt between label and content: \(titleFrame) \(bodyFrame)")
        #expect(titleFrame.minX == 16 && bodyFrame.minX == 16)
        #expect(description.contains("headline"), "\(description)")
    }

    /// The initialisers real files use all compile and draw the same box.
    @Test func everyInitialiserDrawsTheLabelAndContent() throws {
        let byLabel = GroupBox(label: Text("A")) { Text("B") }
        let byBuilder = GroupBox { Text("B") } label: { Text("A") }
        let byString = GroupBox(String("A")) { Text("B") }
        for description in [try describe(byLabel), try describe(byBuilder), try describe(byString)] {
            #expect(description.contains("\"A\"") && description.contains("\"B\""))
        }
        #expect(try Self.render(byLabel) == Self.render(byBuilder))
    }

    /// A custom style gets the label and content as views and replaces the box.
    @Test func aCustomStyleReplacesTheBox() throws {
        let box = GroupBox { Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20) } label: {
            Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20)
        }
        let bitmap = try Self.render(box.groupBoxStyle(SideBySideGroupBox()))
        // 40×20 centred in 100×100: label x 30..<50, content x 50..<70, y 40..<60; no box.
        #expect(bitmap.hex(35, 50) == "#00ff00ff")
        #expect(bitmap.hex(65, 50) == "#ff0000ff")
        #expect(bitmap.hex(20, 50) != "#f2f2f7ff")
    }

    /// `GroupBox(configuration)` inside a style draws the default box (the style outside it)
    /// instead of recursing into the same style.
    @Test func aStyleWrappingTheBoxDrawsTheDefaultBoxInside() throws {
        let box = GroupBox { Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20) }.groupBoxStyle(OutsetGroupBox())
        let bitmap = try Self.render(box)
        // The default box (52 pt) plus 10 pt of blue on each side: y 14..<86, box y 24..<76.
        #expect(bitmap.hex(50, 18) == "#0000ffff")
        #expect(bitmap.hex(50, 30) == "#f2f2f7ff")
        #expect(bitmap.hex(30, 50) == "#ff0000ff", "content 10 + 16 pt in")
    }
}
