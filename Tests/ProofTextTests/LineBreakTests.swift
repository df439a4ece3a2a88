import Testing
@testable import ProofText

@Suite struct LineBreakTests {
    /// Renders the opportunities of `text` as the text with "|" at allowed breaks and "!" at
    /// mandatory ones (the final mandatory break is left out).
    func marked(_ text: String, _ breaker: LineBreaker = LineBreaker()) -> String {
        let scalars = Array(text.unicodeScalars)
        let actions = breaker.actions(for: text)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            switch actions[index] {
            case .allowed: result.append("|")
            case .mandatory: result.append("!")
            case .prohibited: break
            }
            result.append(scalar)
        }
        return String(result)
    }

    @Test func generatedTableMatchesTheClassOrder() {
        let names = LineBreakClass.allCases.map(\.abbreviation).joined(separator: " ")
        #expect(names == LineBreakTable.classNames)
    }

    @Test func classesOfKnownCharacters() {
        let expected: [(UInt32, LineBreakClass)] = [
            (0x0041, .alphabetic), (0x0020, .space), (0x000A, .lineFeed), (0x000D, .carriageReturn),
            (0x2028, .mandatoryBreak), (0x0085, .nextLine), (0x00A0, .glue), (0x200B, .zeroWidthSpace),
            (0x200D, .zeroWidthJoiner), (0x0301, .combiningMark), (0x2060, .wordJoiner),
            (0x002D, .hyphen), (0x2014, .breakBeforeAndAfter), (0x0028, .openPunctuation),
            (0x0029, .closeParenthesis), (0x0030, .numeric), (0x0024, .prefixNumeric),
            (0x0025, .postfixNumeric), (0x05D0, .hebrewLetter), (0x4E00, .ideographic),
            (0x3042, .ideographic), (0x3041, .nonstarter), // small hiragana: CJ resolved to NS
            (0x1F466, .emojiBase), (0x1F3FB, .emojiModifier), (0x1F1E6, .regionalIndicator),
            (0xAC00, .hangulLVSyllable), (0xAC01, .hangulLVTSyllable), (0x1100, .hangulLeadingJamo),
            (0x0E01, .alphabetic), (0x0E31, .combiningMark), // Thai SA resolved by gc (Lo, Mn)
            (0x0378, .alphabetic), // unassigned: XX resolved to AL
            (0x2FFFD, .ideographic), (0x20CF, .prefixNumeric), // defaults for unassigned ranges
            (0xE000, .alphabetic), (0x10FFFF, .alphabetic),
        ]
        for (codePoint, lineBreakClass) in expected {
            #expect(LineBreakClass(Unicode.Scalar(codePoint)!) == lineBreakClass,
                    "U+\(String(codePoint, radix: 16, uppercase: true))")
        }
    }

    @Test func flags() {
        // LB30: "(" is narrow, "（" (U+FF08) is fullwidth and excluded.
        #expect(LineBreakEntry(Unicode.Scalar(0x28)!).flag == false)
        #expect(LineBreakEntry(Unicode.Scalar(0xFF08)!) == LineBreakEntry(lineBreakClass: .openPunctuation, flag: true))
        // LB30b: an unassigned pictographic code point.
        #expect(LineBreakEntry(Unicode.Scalar(0x1F02C)!) == LineBreakEntry(lineBreakClass: .ideographic, flag: true))
        #expect(LineBreakEntry(Unicode.Scalar(0x4E00)!).flag == false)
    }

    @Test func everyDay() {
        #expect(marked("Hello world") == "Hello |world")
        #expect(marked("Hello  world ") == "Hello  |world ")
        #expect(marked("well-known fact") == "well-|known |fact")
        #expect(marked("a\nb\r\nc\u{2028}d") == "a\n!b\r\n!c\u{2028}!d")
        #expect(marked("10\u{A0}km away") == "10\u{A0}km |away")
        #expect(marked("(see p. 12)") == "(see |p. |12)")
        #expect(marked("Cost: $12.50!") == "Cost: |$12.50!")
        #expect(marked("and/or") == "and/|or")
        #expect(marked("日本語のテキスト") == "日|本|語|の|テ|キ|ス|ト")
        #expect(marked("「日本」です。") == "「日|本」|で|す。")
        #expect(marked("co\u{AD}operate") == "co\u{AD}|operate") // soft hyphen is BA
        #expect(marked("a\u{200B}b") == "a\u{200B}|b")
        #expect(marked("e\u{301}te\u{301}") == "e\u{301}te\u{301}")
    }

    @Test func emoji() {
        // Family (ZWJ sequence), skin tone, flags: never split inside; breaks between.
        #expect(marked("👨\u{200D}👩\u{200D}👧👍🏽🇫🇷🇩🇪") == "👨\u{200D}👩\u{200D}👧|👍🏽|🇫🇷|🇩🇪")
    }

    @Test func numberRules() {
        #expect(marked("a.2", LineBreaker(numberRule: .pairs)) == "a.2")
        #expect(marked("a.2", LineBreaker(numberRule: .regularExpression)) == "a.|2")
        #expect(marked("$(12)", LineBreaker(numberRule: .regularExpression)) == "$(12)")
        #expect(marked("%(x", LineBreaker(numberRule: .pairs)) == "%(x")
        #expect(marked("%(x", LineBreaker(numberRule: .regularExpression)) == "%|(x")
    }

    @Test func opportunitiesAndEdges() {
        #expect(LineBreaker().opportunities(in: "Hello world") == [
            LineBreakOpportunity(offset: 6, isMandatory: false),
            LineBreakOpportunity(offset: 11, isMandatory: true),
        ])
        #expect(LineBreaker().opportunities(in: "") == [LineBreakOpportunity(offset: 0, isMandatory: true)])
        #expect(LineBreaker().actions(for: "x") == [.prohibited, .mandatory])
        #expect(LineBreaker().actions(for: ["a", " ", "b"] as [Unicode.Scalar]) == [.prohibited, .prohibited, .allowed, .mandatory])
        // A lone mark at the start is alphabetic (LB10); a trailing newline is one break.
        #expect(marked("\u{301}a b\n") == "\u{301}a |b\n")
        #expect(LineBreaker().opportunities(in: "a\n").map(\.description) == ["!2"])
        // Unpaired surrogates cannot reach a String; noncharacters and private use are AL.
        #expect(marked("\u{FFFF}\u{E000} x") == "\u{FFFF}\u{E000} |x")
    }
}
