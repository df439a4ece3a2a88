import Testing
import ProofLayout
import ProofText
@testable import ProofUI

/// Text as a flexbox leaf: ProofText's paragraph answering Yoga's measure modes.
@Suite struct TextParagraphFlexboxTests {
    static func paragraph(_ text: String) throws -> TextParagraph {
        try TextParagraph(text, format: TextFormat(size: 20, lineHeight: 25))
    }

    @Test func measureModesFollowYoga() throws {
        let paragraph = try Self.paragraph("aaa bbb ccc")
        let natural = paragraph.measure(width: .infinity, lineLimit: 0)
        #expect(natural.height == 25)
        let wrapped = paragraph.measure(width: 65, lineLimit: 0)
        #expect(wrapped.height == 75 && wrapped.width <= 65 && wrapped.width > 0)

        #expect(paragraph.measure(width: .nan, widthMode: .undefined, height: .nan, heightMode: .undefined) == natural)
        // Undefined ignores the width it is given.
        #expect(paragraph.measure(width: 10, widthMode: .undefined, height: .nan, heightMode: .undefined) == natural)
        #expect(paragraph.measure(width: 65, widthMode: .atMost, height: 0, heightMode: .undefined) == wrapped)
        #expect(paragraph.measure(width: 65, widthMode: .exactly, height: 0, heightMode: .undefined)
            == Size(width: 65, height: 75))
        #expect(paragraph.measure(width: 65, widthMode: .atMost, height: 40, heightMode: .atMost)
            == Size(width: wrapped.width, height: 40))
        #expect(paragraph.measure(width: 65, widthMode: .atMost, height: 100, heightMode: .exactly)
            == Size(width: wrapped.width, height: 100))
        #expect(paragraph.measure(width: 500, widthMode: .atMost, height: 100, heightMode: .atMost) == natural)
        #expect(paragraph.measure(width: .nan, widthMode: .atMost, height: .nan, heightMode: .exactly) == natural)
        #expect(paragraph.measure(width: -5, widthMode: .exactly, height: -5, heightMode: .exactly) == .zero)
    }

    @Test func callbacksGiveTheSameAnswers() throws {
        let paragraph = try Self.paragraph("aaa bbb ccc")
        #expect(paragraph.measureFunction(65, .atMost, 0, .undefined) == paragraph.measure(width: 65, lineLimit: 0))
        let baseline = try #require(paragraph.layout(width: 65).firstBaseline)
        #expect(paragraph.baselineFunction(65, 75) == baseline)
        let empty = try Self.paragraph("")
        #expect(empty.baselineFunction(10, 0) == empty.emptyBaseline)
        #expect(empty.measure(width: 10, widthMode: .atMost, height: 0, heightMode: .undefined) == .zero)
    }
}
