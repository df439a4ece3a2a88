import Testing
@testable import ProofUI

/// `truncationMode(_:)`: SwiftUI's three modes, each keeping a different part of the text.
@Suite struct TextTruncationTests {
    let sentence = "Start of the sentence and its end"

    func pixels(_ view: some View, width: Double) throws -> String {
        let snapshot = try renderer.render(view.frame(width: width, alignment: .leading), in: scaleOne(),
                                           size: .fixed(width: width, height: 30))
        return (0..<Int(width)).flatMap { x in (0..<30).map { snapshot.bitmap.hex(x, $0) } }.joined()
    }

    @Test func eachModeKeepsItsPartOfTheText() throws {
        // Each truncated line is drawn as the plain text of what it keeps would be.
        let tail = Text(sentence).lineLimit(1)
        #expect(try pixels(tail, width: 120) == pixels(Text("Start of the s…").fixedSize(), width: 120))
        #expect(try pixels(tail.truncationMode(.head), width: 120) == pixels(Text("…e and its end").fixedSize(), width: 120))
        #expect(try pixels(tail.truncationMode(.middle), width: 120) == pixels(Text("Start…its end").fixedSize(), width: 120))
    }

    @Test func theDescriptionNamesTheMode() throws {
        let head = try describe(Text(sentence).lineLimit(1).truncationMode(.head), width: 120)
        #expect(head.contains("lineLimit 1 truncation head"))
        #expect(try describe(Text(sentence).lineLimit(1), width: 120).contains("truncation") == false)
        #expect(Text.TruncationMode.middle != .tail)
    }
}
