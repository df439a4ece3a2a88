/// The Bidi_Class property of a character (Unicode Standard Annex #9, table 4).
///
/// The values come from the Unicode Character Database of ``unicodeVersion``, compiled into
/// the library by `Scripts/unicode/generate_bidi_data.py`, like the line break classes.
public enum BidiClass: UInt8, CaseIterable, Hashable, Sendable {
    case leftToRight                 // L
    case rightToLeft                 // R
    case arabicLetter                // AL
    case europeanNumber              // EN
    case europeanSeparator           // ES
    case europeanTerminator          // ET
    case arabicNumber                // AN
    case commonSeparator             // CS
    case nonspacingMark              // NSM
    case boundaryNeutral             // BN
    case paragraphSeparator          // B
    case segmentSeparator            // S
    case whiteSpace                  // WS
    case otherNeutral                // ON
    case leftToRightEmbedding        // LRE
    case leftToRightOverride         // LRO
    case rightToLeftEmbedding        // RLE
    case rightToLeftOverride         // RLO
    case popDirectionalFormat        // PDF
    case leftToRightIsolate          // LRI
    case rightToLeftIsolate          // RLI
    case firstStrongIsolate          // FSI
    case popDirectionalIsolate       // PDI

    /// The Unicode version of the property data.
    public static var unicodeVersion: String { BidiTable.unicodeVersion }

    /// The class of `scalar`.
    @inline(__always) public init(_ scalar: Unicode.Scalar) {
        let codePoint = scalar.value
        let offset = BidiTable.offset
        let block = Int(codePoint >> BidiTable.blockShift) &* 2
        let stage1 = BidiTable.stage1.utf8Start
        let blockIndex = Int(stage1[block] &- offset) &<< 6 | Int(stage1[block &+ 1] &- offset)
        let mask = UInt32(1 << BidiTable.blockShift - 1)
        let position = blockIndex &<< BidiTable.blockShift | Int(codePoint & mask)
        // The generator only writes known classes; the fallback keeps a corrupted table from
        // trapping.
        self = BidiClass(rawValue: BidiTable.stage2.utf8Start[position] &- offset) ?? .leftToRight
    }

    /// The annex's abbreviation for the class ("L", "NSM", "PDI").
    public var abbreviation: String { Self.abbreviations[Int(rawValue)] }

    /// The class whose ``abbreviation`` is `abbreviation`, if any.
    public init?(abbreviation: some StringProtocol) {
        guard let index = Self.abbreviations.firstIndex(where: { $0 == abbreviation }) else { return nil }
        self.init(rawValue: UInt8(index))
    }

    private static let abbreviations = [
        "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
        "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
    ]

    /// A bit for this class in a `UInt32` set of classes.
    @inline(__always) var bit: UInt32 { 1 &<< UInt32(rawValue) }

    /// Characters rule X9 removes: embedding and override controls, PDF and BN.
    static let removedByX9: UInt32 = BidiClass.leftToRightEmbedding.bit | BidiClass.rightToLeftEmbedding.bit
        | BidiClass.leftToRightOverride.bit | BidiClass.rightToLeftOverride.bit
        | BidiClass.popDirectionalFormat.bit | BidiClass.boundaryNeutral.bit
    static let isolateInitiators: UInt32 = BidiClass.leftToRightIsolate.bit | BidiClass.rightToLeftIsolate.bit
        | BidiClass.firstStrongIsolate.bit
    /// NI in the annex: neutrals and isolate formatting characters.
    static let neutralOrIsolate: UInt32 = BidiClass.paragraphSeparator.bit | BidiClass.segmentSeparator.bit
        | BidiClass.whiteSpace.bit | BidiClass.otherNeutral.bit | isolateInitiators
        | BidiClass.popDirectionalIsolate.bit
    /// What rule L1 resets before a separator and at the end of a line: white space and
    /// isolate formatting characters, and the characters X9 removed (section 5.2).
    static let resetBeforeSeparator: UInt32 = BidiClass.whiteSpace.bit | isolateInitiators
        | BidiClass.popDirectionalIsolate.bit | removedByX9
    /// Classes that can make a paragraph's levels anything but all even when it starts at
    /// level 0: right-to-left letters, Arabic numbers, and the controls that open
    /// right-to-left embeddings, overrides and isolates (FSI may turn out to be one).
    static let rightToLeftTriggers: UInt32 = BidiClass.rightToLeft.bit | BidiClass.arabicLetter.bit
        | BidiClass.arabicNumber.bit | BidiClass.rightToLeftEmbedding.bit
        | BidiClass.rightToLeftOverride.bit | BidiClass.rightToLeftIsolate.bit
        | BidiClass.firstStrongIsolate.bit
}

/// The bracket and mirroring properties UAX #9 uses (BidiBrackets.txt, BidiMirroring.txt).
enum BidiProperties {
    /// For a character with a Bidi_Paired_Bracket_Type: the pair's identity (the canonical
    /// form of its opening bracket) shifted left by one, plus 1 when it opens the pair; 0 for
    /// every other character.
    @inline(__always) static func bracket(_ value: UInt32) -> UInt32 {
        // Brackets are few and all below U+FF64: most text never reaches the search.
        guard value >= 0x28, value <= BidiTable.bracketScalars[BidiTable.bracketScalars.count - 1],
              let index = search(BidiTable.bracketScalars, value) else { return 0 }
        return BidiTable.bracketIdentities[index]
    }

    /// The Bidi_Mirroring_Glyph of `value`, if it has one.
    static func mirror(_ value: UInt32) -> UInt32? {
        guard let index = search(BidiTable.mirroredScalars, value) else { return nil }
        return BidiTable.mirrorImages[index]
    }

    private static func search(_ sorted: [UInt32], _ value: UInt32) -> Int? {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value ? low : nil
    }
}
