/// What may happen between two characters when a paragraph is broken into lines.
public enum LineBreakAction: UInt8, Hashable, Sendable {
    /// The line must not end here.
    case prohibited
    /// The line may end here (a break opportunity).
    case allowed
    /// The line must end here (after a line separator, a newline, or at the end of the text).
    case mandatory
}

/// A place where a line may or must end.
public struct LineBreakOpportunity: Hashable, Sendable, CustomStringConvertible {
    /// The number of Unicode scalars before the break.
    public var offset: Int
    /// True when the line must end here.
    public var isMandatory: Bool

    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }

    public var description: String { "\(isMandatory ? "!" : "÷")\(offset)" }
}

/// Finds line break opportunities with the Unicode Line Breaking Algorithm (UAX #14, rules
/// LB2–LB31 of the Unicode version in ``LineBreakClass/unicodeVersion``) on the library's own
/// property tables, so the result is the same on every operating system.
///
/// Not implemented: dictionary-based breaking inside Thai, Lao, Khmer and Myanmar words
/// (class SA is resolved to alphabetic by LB1, so such words break only at spaces or
/// between grapheme clusters when too long for a line), and hyphenation.
///
/// ```swift
/// LineBreaker().opportunities(in: "Hello world")  // [÷6, !11]
/// ```
public struct LineBreaker: Hashable, Sendable {
    /// How numbers such as "$(12.50)" or "-1,000%" are kept together.
    public enum NumberRule: Hashable, Sendable {
        /// The annex's default rules LB13 and LB25: pairs of classes.
        case pairs
        /// The tailoring of Example 7 in UAX #14 section 8.2, which ICU and the conformance
        /// file `LineBreakTest.txt` use: one regular expression over a whole number with its
        /// prefix, separators and suffix, so "$(12.50)" stays whole but "%(" without a number
        /// after it may break.
        case regularExpression
    }

    /// The number rule; `.pairs` (the annex's default) unless set.
    public var numberRule: NumberRule

    public init(numberRule: NumberRule = .pairs) {
        self.numberRule = numberRule
    }

    /// The break action before each scalar of `scalars` and at its end: element `i` says
    /// whether a line may end between scalar `i - 1` and scalar `i`. The result has
    /// `scalars.count + 1` elements; the first is `.prohibited` (no break at the start of the
    /// text, LB2) and the last `.mandatory` (LB3). An empty input gives `[.mandatory]`.
    public func actions(for scalars: UnsafeBufferPointer<Unicode.Scalar>) -> [LineBreakAction] {
        var actions = [LineBreakAction](repeating: .prohibited, count: scalars.count + 1)
        actions[scalars.count] = .mandatory
        guard scalars.count > 1 else { return actions }
        let entries = scalars.map(LineBreakEntry.init)
        entries.withUnsafeBufferPointer { entries in
            var scanner = LineBreakScanner(numberRule: numberRule, first: entries[0])
            for index in 1..<entries.count {
                actions[index] = scanner.decide(at: index, in: entries).action
            }
        }
        return actions
    }

    /// The break action before each scalar of `scalars` and at its end (see
    /// ``actions(for:)-(UnsafeBufferPointer<Unicode.Scalar>)``).
    public func actions(for scalars: [Unicode.Scalar]) -> [LineBreakAction] {
        scalars.withUnsafeBufferPointer { actions(for: $0) }
    }

    /// The break action before each Unicode scalar of `text` and at its end (see
    /// ``actions(for:)-(UnsafeBufferPointer<Unicode.Scalar>)``).
    public func actions(for text: String) -> [LineBreakAction] {
        actions(for: Array(text.unicodeScalars))
    }

    /// The places where a line may or must end in `text`, in increasing order, offsets
    /// counted in Unicode scalars. The end of the text is always the last, mandatory one.
    public func opportunities(in text: String) -> [LineBreakOpportunity] {
        var result: [LineBreakOpportunity] = []
        for (offset, action) in actions(for: text).enumerated() where action != .prohibited {
            result.append(LineBreakOpportunity(offset: offset, isMandatory: action == .mandatory))
        }
        return result
    }

    /// The action and the deciding rule at every position, for tests and diagnostics.
    func decisions(for scalars: [Unicode.Scalar]) -> [(action: LineBreakAction, rule: LineBreakRule)] {
        var result: [(action: LineBreakAction, rule: LineBreakRule)] = [(.prohibited, .lb2)]
        guard !scalars.isEmpty else { return [(.mandatory, .lb3)] }
        let entries = scalars.map(LineBreakEntry.init)
        entries.withUnsafeBufferPointer { entries in
            var scanner = LineBreakScanner(numberRule: numberRule, first: entries[0])
            for index in 1..<entries.count {
                result.append(scanner.decide(at: index, in: entries))
            }
        }
        result.append((.mandatory, .lb3))
        return result
    }
}

/// The rule of UAX #14 that decided a position (LB25 and LB13 stand for their tailored
/// forms too).
enum LineBreakRule: String, Hashable, Sendable {
    case lb2, lb3, lb4, lb5, lb6, lb7, lb8, lb8a, lb9, lb11, lb12, lb12a, lb13, lb14, lb15
    case lb16, lb17, lb18, lb19, lb20, lb21, lb21a, lb21b, lb22, lb23, lb23a, lb24, lb25
    case lb26, lb27, lb28, lb29, lb30, lb30a, lb30b, lb31
}

/// Sets of classes as bit masks, so each rule is one AND.
private enum Classes {
    static func of(_ classes: LineBreakClass...) -> UInt64 {
        classes.reduce(0) { $0 | $1.bit }
    }
    static let hardBreaks = of(.mandatoryBreak, .carriageReturn, .lineFeed, .nextLine)
    static let notAbsorbingMarks = hardBreaks | of(.space, .zeroWidthSpace)
    static let marks = of(.combiningMark, .zeroWidthJoiner)
    static let spaceOrZeroWidth = of(.space, .zeroWidthSpace)
    static let spaceBreakAfterHyphen = of(.space, .breakAfter, .hyphen)
    static let closing = of(.closePunctuation, .closeParenthesis)
    static let lb13 = of(.closePunctuation, .closeParenthesis, .exclamation, .infixSeparator,
                         .symbolAllowingBreakAfter)
    static let lb13Tailored = of(.closePunctuation, .closeParenthesis, .infixSeparator,
                                 .symbolAllowingBreakAfter)
    static let lb21 = of(.breakAfter, .hyphen, .nonstarter)
    static let hyphenOrBreakAfter = of(.hyphen, .breakAfter)
    static let letters = of(.alphabetic, .hebrewLetter)
    static let ideographicOrEmoji = of(.ideographic, .emojiBase, .emojiModifier)
    static let affixes = of(.prefixNumeric, .postfixNumeric)
    static let openOrNumeric = of(.openPunctuation, .numeric)
    static let beforeNumeric = of(.hyphen, .infixSeparator, .numeric, .symbolAllowingBreakAfter)
    static let openOrHyphen = of(.openPunctuation, .hyphen)
    static let numberInner = of(.numeric, .symbolAllowingBreakAfter, .infixSeparator)
    static let numberContinuation = numberInner | closing
    static let lb26JL = of(.hangulLeadingJamo, .hangulVowelJamo, .hangulLVSyllable,
                           .hangulLVTSyllable)
    static let lb26JVH2 = of(.hangulVowelJamo, .hangulLVSyllable)
    static let lb26JVJT = of(.hangulVowelJamo, .hangulTrailingJamo)
    static let lb26JTH3 = of(.hangulTrailingJamo, .hangulLVTSyllable)
    static let korean = of(.hangulLeadingJamo, .hangulVowelJamo, .hangulTrailingJamo,
                           .hangulLVSyllable, .hangulLVTSyllable)
    static let lettersOrNumeric = letters | of(.numeric)
}

/// Walks a text once, left to right, deciding each position from the classes seen so far
/// (and, for the tailored number rule, one look-ahead). Rules are tested in the annex's order
/// and the first that applies decides.
private struct LineBreakScanner {
    let numberRule: LineBreaker.NumberRule
    /// The class of the character before the position, after LB9 (marks take the class of
    /// their base) and LB10 (lone marks are alphabetic).
    var before: LineBreakClass
    var beforeFlag: Bool
    /// The class before `before`, for LB21a.
    var beforeBefore: LineBreakClass?
    /// The class of the last character that is not a space, for the "X SP* ×" rules.
    var lastNonSpace: LineBreakClass?
    /// True when the raw class of the previous scalar is ZWJ (LB8a looks at it before LB9).
    var previousIsZeroWidthJoiner: Bool
    /// Regional indicators in a row up to and including `before` (LB30a pairs them).
    var regionalIndicatorRun = 0
    /// `before` ends a match of NU (NU | SY | IS)*, for the tailored LB25.
    var inNumber = false
    /// `before` is CL or CP right after such a match.
    var closesNumber = false

    init(numberRule: LineBreaker.NumberRule, first: LineBreakEntry) {
        self.numberRule = numberRule
        let isMark = first.lineBreakClass.bit & Classes.marks != 0
        before = isMark ? .alphabetic : first.lineBreakClass
        beforeFlag = isMark ? false : first.flag
        previousIsZeroWidthJoiner = first.lineBreakClass == .zeroWidthJoiner
        record(before)
    }

    /// Decides the position before `entries[index]` and moves past that scalar.
    mutating func decide(
        at index: Int, in entries: UnsafeBufferPointer<LineBreakEntry>
    ) -> (action: LineBreakAction, rule: LineBreakRule) {
        let entry = entries[index]
        let decision = rules(entry, at: index, in: entries)
        advance(past: entry)
        return decision
    }

    private func rules(
        _ entry: LineBreakEntry, at index: Int, in entries: UnsafeBufferPointer<LineBreakEntry>
    ) -> (action: LineBreakAction, rule: LineBreakRule) {
        let a = before, rawB = entry.lineBreakClass
        switch a {
        case .mandatoryBreak: return (.mandatory, .lb4)
        case .carriageReturn: return rawB == .lineFeed ? (.prohibited, .lb5) : (.mandatory, .lb5)
        case .lineFeed, .nextLine: return (.mandatory, .lb5)
        default: break
        }
        if rawB.bit & Classes.hardBreaks != 0 { return (.prohibited, .lb6) }
        if rawB.bit & Classes.spaceOrZeroWidth != 0 { return (.prohibited, .lb7) }
        // The class before any run of spaces that ends at `a`.
        let beforeSpaces = a == .space ? lastNonSpace : a
        if beforeSpaces == .zeroWidthSpace { return (.allowed, .lb8) }
        if previousIsZeroWidthJoiner { return (.prohibited, .lb8a) }
        let bIsMark = rawB.bit & Classes.marks != 0
        if bIsMark && a.bit & Classes.notAbsorbingMarks == 0 { return (.prohibited, .lb9) }
        let b = bIsMark ? LineBreakClass.alphabetic : rawB
        let bFlag = bIsMark ? false : entry.flag
        let aBit = a.bit, bBit = b.bit

        if a == .wordJoiner || b == .wordJoiner { return (.prohibited, .lb11) }
        if a == .glue { return (.prohibited, .lb12) }
        if b == .glue && aBit & Classes.spaceBreakAfterHyphen == 0 { return (.prohibited, .lb12a) }
        switch numberRule {
        case .pairs:
            if bBit & Classes.lb13 != 0 { return (.prohibited, .lb13) }
        case .regularExpression:
            if b == .exclamation || (bBit & Classes.lb13Tailored != 0 && a != .numeric) {
                return (.prohibited, .lb13)
            }
        }
        if beforeSpaces == .openPunctuation { return (.prohibited, .lb14) }
        if beforeSpaces == .quotation && b == .openPunctuation { return (.prohibited, .lb15) }
        if let beforeSpaces, beforeSpaces.bit & Classes.closing != 0, b == .nonstarter {
            return (.prohibited, .lb16)
        }
        if beforeSpaces == .breakBeforeAndAfter && b == .breakBeforeAndAfter {
            return (.prohibited, .lb17)
        }
        if a == .space { return (.allowed, .lb18) }
        if a == .quotation || b == .quotation { return (.prohibited, .lb19) }
        if a == .contingentBreak || b == .contingentBreak { return (.allowed, .lb20) }
        if bBit & Classes.lb21 != 0 || a == .breakBefore { return (.prohibited, .lb21) }
        if beforeBefore == .hebrewLetter && aBit & Classes.hyphenOrBreakAfter != 0 {
            return (.prohibited, .lb21a)
        }
        if a == .symbolAllowingBreakAfter && b == .hebrewLetter { return (.prohibited, .lb21b) }
        if b == .inseparable { return (.prohibited, .lb22) }
        if (aBit & Classes.letters != 0 && b == .numeric)
            || (a == .numeric && bBit & Classes.letters != 0) {
            return (.prohibited, .lb23)
        }
        if (a == .prefixNumeric && bBit & Classes.ideographicOrEmoji != 0)
            || (aBit & Classes.ideographicOrEmoji != 0 && b == .postfixNumeric) {
            return (.prohibited, .lb23a)
        }
        if (aBit & Classes.affixes != 0 && bBit & Classes.letters != 0)
            || (aBit & Classes.letters != 0 && bBit & Classes.affixes != 0) {
            return (.prohibited, .lb24)
        }
        if keepsNumberTogether(a, b, at: index, in: entries) { return (.prohibited, .lb25) }
        if (a == .hangulLeadingJamo && bBit & Classes.lb26JL != 0)
            || (aBit & Classes.lb26JVH2 != 0 && bBit & Classes.lb26JVJT != 0)
            || (aBit & Classes.lb26JTH3 != 0 && b == .hangulTrailingJamo) {
            return (.prohibited, .lb26)
        }
        if (aBit & Classes.korean != 0 && b == .postfixNumeric)
            || (a == .prefixNumeric && bBit & Classes.korean != 0) {
            return (.prohibited, .lb27)
        }
        if aBit & Classes.letters != 0 && bBit & Classes.letters != 0 { return (.prohibited, .lb28) }
        if a == .infixSeparator && bBit & Classes.letters != 0 { return (.prohibited, .lb29) }
        if (aBit & Classes.lettersOrNumeric != 0 && b == .openPunctuation && !bFlag)
            || (a == .closeParenthesis && !beforeFlag && bBit & Classes.lettersOrNumeric != 0) {
            return (.prohibited, .lb30)
        }
        if a == .regionalIndicator && b == .regionalIndicator && regionalIndicatorRun % 2 == 1 {
            return (.prohibited, .lb30a)
        }
        if b == .emojiModifier && (a == .emojiBase || (a == .ideographic && beforeFlag)) {
            return (.prohibited, .lb30b)
        }
        return (.allowed, .lb31)
    }

    private func keepsNumberTogether(
        _ a: LineBreakClass, _ b: LineBreakClass,
        at index: Int, in entries: UnsafeBufferPointer<LineBreakEntry>
    ) -> Bool {
        let aBit = a.bit, bBit = b.bit
        switch numberRule {
        case .pairs:
            return (aBit & Classes.closing != 0 && bBit & Classes.affixes != 0)
                || (a == .numeric && bBit & Classes.affixes != 0)
                || (aBit & Classes.affixes != 0 && bBit & Classes.openOrNumeric != 0)
                || (aBit & Classes.beforeNumeric != 0 && b == .numeric)
        case .regularExpression:
            if aBit & Classes.affixes != 0 {
                if b == .numeric { return true }
                if bBit & Classes.openOrHyphen != 0 {
                    // (PR | PO) × (OP | HY) NU: look past the OP or HY and its marks.
                    var next = index + 1
                    while next < entries.count,
                          entries[next].lineBreakClass.bit & Classes.marks != 0 {
                        next += 1
                    }
                    if next < entries.count && entries[next].lineBreakClass == .numeric { return true }
                }
            }
            if aBit & Classes.openOrHyphen != 0 && b == .numeric { return true }
            if inNumber && bBit & Classes.numberContinuation != 0 { return true }
            return (inNumber || closesNumber) && bBit & Classes.affixes != 0
        }
    }

    private mutating func advance(past entry: LineBreakEntry) {
        let raw = entry.lineBreakClass
        previousIsZeroWidthJoiner = raw == .zeroWidthJoiner
        if raw.bit & Classes.marks != 0 {
            // LB9: a mark takes its base's class and leaves every rule's context as it was.
            if before.bit & Classes.notAbsorbingMarks == 0 { return }
            beforeBefore = before
            before = .alphabetic
            beforeFlag = false
        } else {
            beforeBefore = before
            before = raw
            beforeFlag = entry.flag
        }
        record(before)
    }

    private mutating func record(_ current: LineBreakClass) {
        if current != .space { lastNonSpace = current }
        regionalIndicatorRun = current == .regionalIndicator ? regionalIndicatorRun + 1 : 0
        let wasInNumber = inNumber
        switch current {
        case .numeric:
            inNumber = true
            closesNumber = false
        case .symbolAllowingBreakAfter, .infixSeparator:
            closesNumber = false
        case .closePunctuation, .closeParenthesis:
            inNumber = false
            closesNumber = wasInNumber
        default:
            inNumber = false
            closesNumber = false
        }
    }
}
