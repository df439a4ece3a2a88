import Testing
import ProofText

@Suite struct DynamicTypeTests {
    /// The tables of Apple's Human Interface Guidelines, transcribed independently of the
    /// library's own (columns XS … AX5).
    static let hig = """
| largeTitle | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
| title1 | 25 | 26 | 27 | 28 | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
| title2 | 19 | 20 | 21 | 22 | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56 |
| title3 | 17 | 18 | 19 | 20 | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55 |
| headline | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
| body | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
| callout | 13 | 14 | 15 | 16 | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51 |
| subheadline | 12 | 13 | 14 | 15 | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
| footnote | 12 | 12 | 12 | 13 | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44 |
| caption1 | 11 | 11 | 11 | 12 | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43 |
| caption2 | 11 | 11 | 11 | 11 | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 40 |
| largeTitle | 38 | 39 | 40 | 41 | 43 | 46 | 48 | 52 | 57 | 61 | 66 | 70 |
| title1 | 31 | 32 | 33 | 34 | 37 | 39 | 41 | 46 | 51 | 57 | 62 | 68 |
| title2 | 24 | 25 | 26 | 28 | 30 | 32 | 34 | 41 | 47 | 52 | 59 | 66 |
| title3 | 22 | 23 | 24 | 25 | 28 | 30 | 32 | 38 | 44 | 51 | 58 | 65 |
| headline | 19 | 20 | 21 | 22 | 24 | 26 | 29 | 34 | 40 | 48 | 56 | 62 |
| body | 19 | 20 | 21 | 22 | 24 | 26 | 29 | 34 | 40 | 48 | 56 | 62 |
| callout | 18 | 19 | 20 | 21 | 23 | 25 | 28 | 32 | 39 | 46 | 52 | 60 |
| subheadline | 16 | 18 | 19 | 20 | 22 | 24 | 28 | 31 | 37 | 43 | 50 | 58 |
| footnote | 16 | 16 | 16 | 18 | 20 | 22 | 24 | 29 | 33 | 40 | 46 | 52 |
| caption1 | 13 | 13 | 13 | 16 | 19 | 21 | 23 | 28 | 32 | 39 | 44 | 51 |
| caption2 | 13 | 13 | 13 | 13 | 18 | 20 | 22 | 25 | 30 | 35 | 41 | 48 |
"""

    static func expected(_ style: TextStyle) -> (sizes: [Double], leadings: [Double]) {
        let rows = hig.split(separator: "\n").filter { $0.hasPrefix("| \(style) |") }
        let numbers = rows.map { row in
            row.split(separator: "|").dropFirst().map { Double($0.filter { $0 != " " })! }
        }
        return (numbers[0], numbers[1])
    }

    @Test func tableMatchesTheGuidelines() {
        for style in TextStyle.allCases {
            let (sizes, leadings) = Self.expected(style)
            #expect(ContentSizeCategory.allCases.map { style.pointSize(in: $0) } == sizes, "\(style)")
            #expect(ContentSizeCategory.allCases.map { style.leading(in: $0) } == leadings, "\(style)")
        }
        #expect(TextStyle.body.pointSize() == 17)
        #expect(TextStyle.body.leading() == 22)
        #expect(TextStyle.caption2.pointSize(in: .accessibilityExtraExtraExtraLarge) == 40)
    }

    @Test func categoryNames() {
        let categories = ContentSizeCategory.allCases
        #expect(categories.count == 12)
        #expect(categories.map(\.shortIdentifier) == [
            "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5",
        ])
        #expect(categories.map(\.uiKitName) == [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
            "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
            "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ])
        #expect(categories.map(\.swiftUIName) == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ])
        for category in categories {
            #expect(ContentSizeCategory(category.shortIdentifier) == category)
            #expect(ContentSizeCategory(category.shortIdentifier.lowercased()) == category)
            #expect(ContentSizeCategory(category.uiKitName) == category)
            #expect(ContentSizeCategory(category.swiftUIName) == category)
            #expect(category.isAccessibilityCategory == category.shortIdentifier.hasPrefix("AX"))
        }
        #expect(ContentSizeCategory("huge") == nil)
        #expect(ContentSizeCategory("") == nil)
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.small < .large)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect("\(ContentSizeCategory.accessibilityExtraLarge)" == "AX3")
    }

    @Test func styleNamesAndWeights() {
        #expect(TextStyle.allCases.map(\.description) == [
            "largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
            "subheadline", "footnote", "caption1", "caption2",
        ])
        #expect(TextStyle("title") == .title1)
        #expect(TextStyle("title1") == .title1)
        #expect(TextStyle("caption") == .caption1)
        #expect(TextStyle("caption2") == .caption2)
        #expect(TextStyle("Body") == nil)
        #expect(TextStyle.allCases.filter { $0.weight != .regular } == [.headline])
        #expect(TextStyle.headline.weight == .semibold)
        #expect(TextStyle.allCases.filter { $0.emphasizedWeight == .bold } == [.largeTitle, .title1, .title2])
        #expect(TextStyle.allCases.filter { $0.emphasizedWeight == .semibold }.count == 8)
    }

    @Test func weights() {
        #expect(FontWeight("semibold") == .semibold)
        #expect(FontWeight("Bold") == .bold)
        #expect(FontWeight("550") == FontWeight(rawValue: 550))
        #expect(FontWeight("1001") == nil)
        #expect(FontWeight("fat") == nil)
        #expect(FontWeight(rawValue: 5000).rawValue == 1000)
        #expect(FontWeight.regular < .medium)
        #expect("\(FontWeight.semibold)" == "semibold")
        #expect("\(FontWeight(rawValue: 450))" == "450")
    }

    @Test func customSizesScaleByTheStyleRatio() {
        // 17 → 23 for body at XXXL: a custom 20 pt becomes 20 × 23 / 17.
        #expect(TextStyle.body.scaledValue(20, in: .extraExtraExtraLarge) == 20.0 * 23 / 17)
        #expect(TextStyle.body.scaledValue(20, in: .large) == 20)
        #expect(TextStyle.body.scaledValue(17, in: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.largeTitle.scaledValue(17, in: .extraSmall) == 15.5)
        // Against the published sizes (the table above), not the library's own: a style's Large
        // size scales to its published size in every category, and a custom 10 pt scales by the
        // published ratio (UIFontMetrics' rule).
        for style in TextStyle.allCases {
            let sizes = Self.expected(style).sizes
            for (index, category) in ContentSizeCategory.allCases.enumerated() {
                #expect(style.scaledValue(sizes[3], in: category) == sizes[index], "\(style) \(category)")
                #expect(style.scaledValue(10, in: category) == 10 * sizes[index] / sizes[3], "\(style) \(category)")
            }
        }
        // A few cells spelled out: caption2 11 → 40 at AX5, footnote 13 → 12 at XS, title3 20 → 31 at AX1.
        #expect(TextStyle.caption2.scaledValue(11, in: .accessibilityExtraExtraExtraLarge) == 40)
        #expect(TextStyle.footnote.scaledValue(13, in: .extraSmall) == 12)
        #expect(TextStyle.title3.scaledValue(20, in: .accessibilityMedium) == 31)
    }
}
