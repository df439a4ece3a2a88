/// The Line_Break property of a character (Unicode Standard Annex #14), after rule LB1 has
/// resolved the classes the annex leaves to the implementation: AI, SG and XX become
/// `alphabetic`; SA becomes `combiningMark` for nonspacing and spacing marks and `alphabetic`
/// otherwise (no dictionary breaking for Thai, Lao, Khmer or Myanmar); CJ becomes
/// `nonstarter` (the "normal" CSS strictness).
///
/// The values come from the Unicode Character Database of ``unicodeVersion``, compiled into
/// the library by `Scripts/unicode/generate_line_break_table.py`: the result never depends on
/// the operating system's ICU or Foundation.
public enum LineBreakClass: UInt8, CaseIterable, Hashable, Sendable {
    case mandatoryBreak              // BK
    case carriageReturn              // CR
    case lineFeed                    // LF
    case nextLine                    // NL
    case space                       // SP
    case zeroWidthSpace              // ZW
    case zeroWidthJoiner             // ZWJ
    case combiningMark               // CM
    case wordJoiner                  // WJ
    case glue                        // GL
    case breakAfter                  // BA
    case breakBefore                 // BB
    case breakBeforeAndAfter         // B2
    case hyphen                      // HY
    case contingentBreak             // CB
    case closePunctuation            // CL
    case closeParenthesis            // CP
    case exclamation                 // EX
    case inseparable                 // IN
    case nonstarter                  // NS
    case openPunctuation             // OP
    case quotation                   // QU
    case infixSeparator              // IS
    case numeric                     // NU
    case postfixNumeric              // PO
    case prefixNumeric               // PR
    case symbolAllowingBreakAfter    // SY
    case alphabetic                  // AL
    case hebrewLetter                // HL
    case ideographic                 // ID
    case emojiBase                   // EB
    case emojiModifier               // EM
    case hangulLVSyllable            // H2
    case hangulLVTSyllable           // H3
    case hangulLeadingJamo           // JL
    case hangulVowelJamo             // JV
    case hangulTrailingJamo          // JT
    case regionalIndicator           // RI

    /// The Unicode version of the property data.
    public static var unicodeVersion: String { LineBreakTable.unicodeVersion }

    /// The class of `scalar`.
    public init(_ scalar: Unicode.Scalar) {
        self = LineBreakEntry(scalar).lineBreakClass
    }

    /// The annex's two- or three-letter name for the class ("AL", "ZWJ").
    public var abbreviation: String {
        Self.abbreviations[Int(rawValue)]
    }

    private static let abbreviations = [
        "BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL", "BA", "BB", "B2", "HY",
        "CB", "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AL",
        "HL", "ID", "EB", "EM", "H2", "H3", "JL", "JV", "JT", "RI",
    ]

    /// A bit for this class in a `UInt64` set of classes.
    @inline(__always) var bit: UInt64 { 1 &<< UInt64(rawValue) }
}

/// One table entry: a line break class plus the one flag that some rules need.
struct LineBreakEntry: Hashable, Sendable {
    let lineBreakClass: LineBreakClass
    /// For `openPunctuation` and `closeParenthesis` (and `closePunctuation`): East Asian
    /// width F, W or H, which LB30 excludes. For `ideographic`: an unassigned code point that
    /// is Extended_Pictographic, which LB30b lets pair with an emoji modifier.
    let flag: Bool

    init(lineBreakClass: LineBreakClass, flag: Bool) {
        self.lineBreakClass = lineBreakClass
        self.flag = flag
    }

    @inline(__always) init(_ scalar: Unicode.Scalar) {
        let codePoint = scalar.value
        let offset = LineBreakTable.offset
        let block = Int(codePoint >> LineBreakTable.blockShift) &* 2
        let stage1 = LineBreakTable.stage1.utf8Start
        let blockIndex = Int(stage1[block] &- offset) &<< 6 | Int(stage1[block &+ 1] &- offset)
        let mask = UInt32(1 << LineBreakTable.blockShift - 1)
        let position = blockIndex &<< LineBreakTable.blockShift | Int(codePoint & mask)
        var value = LineBreakTable.stage2.utf8Start[position] &- offset
        let flagged = value >= LineBreakTable.flag
        if flagged { value &-= LineBreakTable.flag }
        // The generator only writes values of known classes; the fallback keeps a corrupted
        // table from trapping.
        lineBreakClass = LineBreakClass(rawValue: value) ?? .alphabetic
        flag = flagged
    }
}
