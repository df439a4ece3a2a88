/// The direction a paragraph's base level comes from.
public enum BidiDirection: Hashable, Sendable, CaseIterable {
    /// Base level 0, whatever the text.
    case leftToRight
    /// Base level 1, whatever the text.
    case rightToLeft
    /// Rules P2–P3: the first strong character outside isolates decides; left to right when
    /// there is none.
    case firstStrong
}

/// A run of characters at one embedding level, as lines are drawn.
public struct BidiRun: Hashable, Sendable {
    /// The run's characters, in Unicode scalars from the start of the text (logical order).
    public var range: Range<Int>
    /// The resolved embedding level: odd levels are drawn right to left.
    public var level: UInt8

    public init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }

    /// True when the run's characters are drawn right to left (an odd level).
    public var isRightToLeft: Bool { level & 1 == 1 }
}

/// A paragraph found by rule P1, with the base level it was resolved at.
public struct BidiParagraph: Hashable, Sendable {
    /// The paragraph's characters, its paragraph separator included, in Unicode scalars.
    public var range: Range<Int>
    public var level: UInt8
}

/// A text resolved with the Unicode Bidirectional Algorithm (UAX #9 of the version in
/// ``BidiClass/unicodeVersion``): paragraphs (P1–P3), explicit embeddings, overrides and
/// isolates (X1–X10, depth 125), weak and neutral types with bracket pairs (W1–W7, N0–N2)
/// and implicit levels (I1–I2). Lines are then asked for their levels with trailing white
/// space reset (L1) and their visual order (L2); ``mirror(of:)`` gives the glyph a
/// right-to-left run draws for "(" and its kin (L4). L3 (combining marks) is left to the
/// renderer.
///
/// Any input gives a defined result: unmatched controls, 10,000 nested embeddings (levels
/// stop at 125 as the X rules say) and empty texts are resolved without recursion.
///
/// ```swift
/// let bidi = BidiText("abc \u{5D0}\u{5D1}".unicodeScalars, direction: .leftToRight)
/// bidi.visualOrder(0..<6)  // [0, 1, 2, 3, 5, 4]
/// ```
public struct BidiText: Hashable, Sendable {
    /// The Bidi_Class of each character.
    public let classes: [BidiClass]
    /// The resolved level of each character before line rules; characters that rule X9
    /// removes (embedding controls, PDF, BN) carry the level of the character before them.
    public let levels: [UInt8]
    public let paragraphs: [BidiParagraph]

    /// Resolves `scalars` with paragraphs based on `direction`.
    public init(_ scalars: some Sequence<Unicode.Scalar>, direction: BidiDirection) {
        var classes: [BidiClass] = []
        var brackets: [UInt32] = []
        classes.reserveCapacity(scalars.underestimatedCount)
        brackets.reserveCapacity(scalars.underestimatedCount)
        var hasBrackets = false
        for scalar in scalars {
            classes.append(BidiClass(scalar))
            let bracket = BidiProperties.bracket(scalar.value)
            hasBrackets = hasBrackets || bracket != 0
            brackets.append(bracket)
        }
        self.init(classes: classes, brackets: hasBrackets ? brackets : [], direction: direction)
    }

    /// Resolves a sequence of classes, as if of characters that are not brackets (the input
    /// of Unicode's BidiTest.txt).
    public init(classes: [BidiClass], direction: BidiDirection) {
        self.init(classes: classes, brackets: [], direction: direction)
    }

    init(classes: [BidiClass], brackets: [UInt32], direction: BidiDirection) {
        self.classes = classes
        let resolver = BidiResolver(classes: classes, brackets: brackets)
        var levels = [UInt8](repeating: 0, count: classes.count)
        var matchingPDI = [Int32](repeating: -1, count: classes.count)
        var paragraphs: [BidiParagraph] = []
        var start = 0
        while start < classes.count {
            var end = start
            while end < classes.count && classes[end] != .paragraphSeparator { end += 1 }
            let range = start..<min(end + 1, classes.count)
            resolver.matchIsolates(range, into: &matchingPDI)
            let level: UInt8 = switch direction {
            case .leftToRight: 0
            case .rightToLeft: 1
            case .firstStrong: resolver.firstStrong(range, matchingPDI: matchingPDI) == .rightToLeft ? 1 : 0
            }
            resolver.resolve(range, paragraphLevel: level, matchingPDI: matchingPDI, levels: &levels)
            paragraphs.append(BidiParagraph(range: range, level: level))
            start = range.upperBound
        }
        self.levels = levels
        self.paragraphs = paragraphs
    }

    /// True when rule X9 removes the character at `index` (it has no level of its own and no
    /// place in ``visualOrder(_:)``).
    public func isRemoved(_ index: Int) -> Bool {
        classes[index].bit & BidiClass.removedByX9 != 0
    }

    /// The base level of the paragraph holding `index`.
    public func paragraphLevel(at index: Int) -> UInt8 {
        var low = 0, high = paragraphs.count
        while low < high {
            let middle = (low + high) / 2
            if paragraphs[middle].range.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < paragraphs.count ? paragraphs[low].level : 0
    }

    /// The levels of the line `line` (scalar offsets) after rule L1: segment and paragraph
    /// separators, and white space, isolate controls and removed characters before them or at
    /// the end of the line, go back to the paragraph level.
    public func lineLevels(_ line: Range<Int>) -> [UInt8] {
        var result = Array(levels[line])
        var resetting = true
        var index = line.upperBound
        while index > line.lowerBound {
            index -= 1
            let bit = classes[index].bit
            if bit & (BidiClass.segmentSeparator.bit | BidiClass.paragraphSeparator.bit) != 0 {
                resetting = true
                result[index - line.lowerBound] = paragraphLevel(at: index)
            } else if resetting && bit & BidiClass.resetBeforeSeparator != 0 {
                result[index - line.lowerBound] = paragraphLevel(at: index)
            } else {
                resetting = false
            }
        }
        return result
    }

    /// The characters of `line` from left to right (rule L2), as scalar offsets; the
    /// characters X9 removes are left out.
    public func visualOrder(_ line: Range<Int>) -> [Int] {
        let lineLevels = lineLevels(line)
        var order: [Int] = []
        var orderLevels: [UInt8] = []
        order.reserveCapacity(line.count)
        orderLevels.reserveCapacity(line.count)
        for index in line where !isRemoved(index) {
            order.append(index)
            orderLevels.append(lineLevels[index - line.lowerBound])
        }
        Self.reorder(&order, levels: orderLevels)
        return order
    }

    /// The runs of `line` (scalar offsets) from left to right: rule L1, then L2 on runs of
    /// one level. Every character is in one run, removed ones with their neighbours; a
    /// right-to-left run is drawn from its last character to its first.
    public func visualRuns(_ line: Range<Int>) -> [BidiRun] {
        let lineLevels = lineLevels(line)
        var runs: [BidiRun] = []
        var start = line.lowerBound
        while start < line.upperBound {
            let level = lineLevels[start - line.lowerBound]
            var end = start + 1
            while end < line.upperBound && lineLevels[end - line.lowerBound] == level { end += 1 }
            runs.append(BidiRun(range: start..<end, level: level))
            start = end
        }
        Self.reorder(&runs, levels: runs.map(\.level))
        return runs
    }

    /// L2: from the highest level down to the lowest odd one, reverses every maximal
    /// sequence of elements at that level or higher.
    static func reorder<Element>(_ elements: inout [Element], levels: [UInt8]) {
        // The lowest odd level is the lowest level rounded up to odd: levels 0 and 2 alone
        // reverse twice, leaving the order as it was.
        guard var highest = levels.max(), let lowest = levels.min() else { return }
        let lowestOdd = lowest | 1
        var levels = levels
        while highest >= lowestOdd {
            var start = 0
            while start < levels.count {
                guard levels[start] >= highest else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < levels.count && levels[end] >= highest { end += 1 }
                elements[start..<end].reverse()
                levels[start..<end].reverse()
                start = end
            }
            if highest == 0 { break }
            highest -= 1
        }
    }

    /// The character a right-to-left run draws instead of `scalar` (Bidi_Mirroring_Glyph,
    /// BidiMirroring.txt): ")" for "(", "»" for "«"; nil when it has none.
    public static func mirror(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        BidiProperties.mirror(scalar.value).flatMap(Unicode.Scalar.init)
    }

    /// True when some character of `scalars` can put text at an odd level in a left-to-right
    /// paragraph: a right-to-left letter, an Arabic number, or a control opening a
    /// right-to-left embedding, override or isolate. Text without any is laid out in logical
    /// order.
    public static func containsRightToLeft(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        for scalar in scalars where scalar.value >= 0x590 {
            if BidiClass(scalar).bit & BidiClass.rightToLeftTriggers != 0 { return true }
        }
        return false
    }
}
