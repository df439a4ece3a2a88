/// Resolves the embedding levels of one paragraph: rules X1–X10, W1–W7, N0–N2 and I1–I2 of
/// UAX #9. Everything is iterative, with arrays sized by the input (the directional status
/// stack by the maximum depth, the bracket stack by BD16's 63), so no input can exhaust the
/// call stack.
struct BidiResolver {
    /// The deepest embedding level explicit controls can reach (BD2).
    static let maxDepth: UInt8 = 125
    /// The bracket stack of BD16.
    static let maxBracketDepth = 63

    /// The classes of the whole text, as looked up.
    let classes: [BidiClass]
    /// `BidiProperties.bracket` of each character, or empty when the input has no brackets
    /// (class-only input, as in BidiTest.txt).
    let brackets: [UInt32]

    /// Rule P2–P3 on `range`: the class (L or R, AL counting as R) of the first strong
    /// character outside isolates, or nil. Isolates are skipped through `matchingPDI`.
    func firstStrong(_ range: Range<Int>, matchingPDI: [Int32]) -> BidiClass? {
        var index = range.lowerBound
        while index < range.upperBound {
            let type = classes[index]
            switch type {
            case .leftToRight: return .leftToRight
            case .rightToLeft, .arabicLetter: return .rightToLeft
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
                let match = Int(matchingPDI[index])
                if match < 0 { return nil }
                index = match
            case .paragraphSeparator: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// BD9 for the paragraph `range`: the matching PDI of each isolate initiator (-1 when it
    /// has none), written into `matchingPDI` (indexed like `classes`).
    func matchIsolates(_ range: Range<Int>, into matchingPDI: inout [Int32]) {
        var open: [Int32] = []
        for index in range {
            let type = classes[index]
            if type.bit & BidiClass.isolateInitiators != 0 {
                open.append(Int32(index))
            } else if type == .popDirectionalIsolate, let initiator = open.popLast() {
                matchingPDI[Int(initiator)] = Int32(index)
            }
        }
    }

    private struct Status {
        var level: UInt8
        /// `.leftToRight` or `.rightToLeft` under an override, else `.otherNeutral`.
        var override: BidiClass
        var isolate: Bool
    }

    /// Resolves the paragraph `range` at `paragraphLevel`, writing `levels[range]`. Characters
    /// removed by X9 get the level of the character before them (the paragraph level at its
    /// start), so they never split a run when lines are reordered.
    func resolve(
        _ range: Range<Int>,
        paragraphLevel: UInt8,
        matchingPDI: [Int32],
        levels: inout [UInt8]
    ) {
        guard !range.isEmpty else { return }
        // The classes after overrides (X6, X5a–c); rules W1 onwards work on copies.
        var types = Array(classes[range])
        let base = range.lowerBound
        explicitLevels(range, paragraphLevel: paragraphLevel, matchingPDI: matchingPDI, types: &types, levels: &levels)

        // The explicit levels, before sequences resolved earlier change their neighbours'.
        let explicit = Array(levels[range])

        // X9–X10: level runs over the characters that are not removed.
        var kept: [Int32] = []
        kept.reserveCapacity(range.count)
        for index in range where classes[index].bit & BidiClass.removedByX9 == 0 {
            kept.append(Int32(index))
        }
        var runStarts: [Int] = []   // positions in `kept`
        var runOfStart = [Int32](repeating: -1, count: range.count)
        for position in kept.indices {
            if position == 0 || explicit[Int(kept[position]) - base] != explicit[Int(kept[position - 1]) - base] {
                runOfStart[Int(kept[position]) - base] = Int32(runStarts.count)
                runStarts.append(position)
            }
        }
        let runCount = runStarts.count
        runStarts.append(kept.count)

        // BD13: isolating run sequences, each a list of positions in `kept`.
        var assigned = [Bool](repeating: false, count: runCount)
        var sequence: [Int32] = []
        for first in 0..<runCount where !assigned[first] {
            sequence.removeAll(keepingCapacity: true)
            var run = first
            while true {
                assigned[run] = true
                for position in runStarts[run]..<runStarts[run + 1] { sequence.append(kept[position]) }
                let last = Int(kept[runStarts[run + 1] - 1])
                guard classes[last].bit & BidiClass.isolateInitiators != 0 else { break }
                let match = Int(matchingPDI[last])
                guard match >= 0 else { break }
                let next = Int(runOfStart[match - base])
                guard next >= 0, !assigned[next] else { break }
                run = next
            }
            // sos and eos (X10): the higher of the sequence's level and its neighbour's.
            let level = explicit[Int(sequence[0]) - base]
            let before = runStarts[first] > 0 ? explicit[Int(kept[runStarts[first] - 1]) - base] : paragraphLevel
            let lastIndex = Int(sequence[sequence.count - 1])
            let lastPosition = runStarts[run + 1]
            let after: UInt8
            if classes[lastIndex].bit & BidiClass.isolateInitiators != 0 || lastPosition == kept.count {
                after = paragraphLevel
            } else {
                after = explicit[Int(kept[lastPosition]) - base]
            }
            resolveSequence(
                sequence, level: level,
                sos: max(level, before) & 1 == 0 ? .leftToRight : .rightToLeft,
                eos: max(level, after) & 1 == 0 ? .leftToRight : .rightToLeft,
                types: types, base: base, levels: &levels
            )
        }

        // Removed characters take the level before them.
        var previous = paragraphLevel
        for index in range {
            if classes[index].bit & BidiClass.removedByX9 != 0 { levels[index] = previous } else { previous = levels[index] }
        }
    }

    /// X1–X8: explicit levels and directions, with the overflow counters of X5–X7.
    private func explicitLevels(
        _ range: Range<Int>, paragraphLevel: UInt8, matchingPDI: [Int32],
        types: inout [BidiClass], levels: inout [UInt8]
    ) {
        let base = range.lowerBound
        var stack: [Status] = []
        stack.reserveCapacity(Int(Self.maxDepth) + 2)
        stack.append(Status(level: paragraphLevel, override: .otherNeutral, isolate: false))
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        for index in range {
            let type = classes[index]
            switch type {
            case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
                let current = stack[stack.count - 1].level
                levels[index] = current
                let rightToLeft = type == .rightToLeftEmbedding || type == .rightToLeftOverride
                let level = rightToLeft ? (current &+ 1) | 1 : (current &+ 2) & ~1
                if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    let override: BidiClass = switch type {
                    case .rightToLeftOverride: .rightToLeft
                    case .leftToRightOverride: .leftToRight
                    default: .otherNeutral
                    }
                    stack.append(Status(level: level, override: override, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
                let top = stack[stack.count - 1]
                levels[index] = top.level
                if top.override != .otherNeutral { types[index - base] = top.override }
                var rightToLeft = type == .rightToLeftIsolate
                if type == .firstStrongIsolate {
                    let match = Int(matchingPDI[index])
                    let end = match >= 0 ? match : range.upperBound
                    rightToLeft = firstStrong(index + 1..<end, matchingPDI: matchingPDI) == .rightToLeft
                }
                let level = rightToLeft ? (top.level &+ 1) | 1 : (top.level &+ 2) & ~1
                if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: level, override: .otherNeutral, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .popDirectionalIsolate:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let top = stack[stack.count - 1]
                levels[index] = top.level
                if top.override != .otherNeutral { types[index - base] = top.override }
            case .popDirectionalFormat:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !stack[stack.count - 1].isolate && stack.count >= 2 {
                    stack.removeLast()
                }
                levels[index] = stack[stack.count - 1].level
            case .paragraphSeparator:
                levels[index] = paragraphLevel
            case .boundaryNeutral:
                levels[index] = stack[stack.count - 1].level
            default:
                let top = stack[stack.count - 1]
                levels[index] = top.level
                if top.override != .otherNeutral { types[index - base] = top.override }
            }
        }
    }

    /// W1–W7, N0–N2 and I1–I2 on one isolating run sequence (`sequence` holds text indexes).
    private func resolveSequence(
        _ sequence: [Int32], level: UInt8, sos: BidiClass, eos: BidiClass,
        types explicitTypes: [BidiClass], base: Int, levels: inout [UInt8]
    ) {
        let count = sequence.count
        var types = sequence.map { explicitTypes[Int($0) - base] }
        let beforeW1 = types

        // W1: a nonspacing mark takes the class of what precedes it (ON after an isolate
        // initiator or PDI, sos at the start).
        let isolateControls = BidiClass.isolateInitiators | BidiClass.popDirectionalIsolate.bit
        for position in 0..<count where types[position] == .nonspacingMark {
            if position == 0 {
                types[position] = sos
            } else {
                let previous = types[position - 1]
                types[position] = previous.bit & isolateControls != 0 ? .otherNeutral : previous
            }
        }
        // W2–W3: European numbers after Arabic letters are Arabic numbers; AL becomes R.
        var lastStrong = sos
        for position in 0..<count {
            switch types[position] {
            case .leftToRight, .rightToLeft: lastStrong = types[position]
            case .arabicLetter:
                lastStrong = .arabicLetter
                types[position] = .rightToLeft
            case .europeanNumber:
                if lastStrong == .arabicLetter { types[position] = .arabicNumber }
            default: break
            }
        }
        // W4: one separator between two numbers of a kind joins them.
        if count >= 3 {
            for position in 1..<(count - 1) {
                let type = types[position]
                guard type == .europeanSeparator || type == .commonSeparator else { continue }
                let previous = types[position - 1], next = types[position + 1]
                if previous == .europeanNumber && next == .europeanNumber {
                    types[position] = .europeanNumber
                } else if type == .commonSeparator && previous == .arabicNumber && next == .arabicNumber {
                    types[position] = .arabicNumber
                }
            }
        }
        // W5: terminators next to a European number become European numbers.
        var position = 0
        while position < count {
            guard types[position] == .europeanTerminator else {
                position += 1
                continue
            }
            var end = position
            while end < count && types[end] == .europeanTerminator { end += 1 }
            let before = position > 0 ? types[position - 1] : sos
            let after = end < count ? types[end] : eos
            if before == .europeanNumber || after == .europeanNumber {
                for inside in position..<end { types[inside] = .europeanNumber }
            }
            position = end
        }
        // W6–W7: remaining separators and terminators are neutral; European numbers after
        // left-to-right text are left to right.
        lastStrong = sos
        for position in 0..<count {
            switch types[position] {
            case .europeanSeparator, .europeanTerminator, .commonSeparator:
                types[position] = .otherNeutral
            case .leftToRight, .rightToLeft:
                lastStrong = types[position]
            case .europeanNumber:
                if lastStrong == .leftToRight { types[position] = .leftToRight }
            default: break
            }
        }

        let embedding: BidiClass = level & 1 == 0 ? .leftToRight : .rightToLeft
        if !brackets.isEmpty {
            resolveBrackets(sequence, types: &types, beforeW1: beforeW1, sos: sos, embedding: embedding)
        }

        // N1–N2: neutrals between two strong characters of one direction take it, the rest
        // take the embedding direction.
        position = 0
        while position < count {
            guard types[position].bit & BidiClass.neutralOrIsolate != 0 else {
                position += 1
                continue
            }
            var end = position
            while end < count && types[end].bit & BidiClass.neutralOrIsolate != 0 { end += 1 }
            let before = position > 0 ? Self.strongDirection(types[position - 1]) ?? embedding : sos
            let after = end < count ? Self.strongDirection(types[end]) ?? embedding : eos
            let resolved = before == after ? before : embedding
            for inside in position..<end { types[inside] = resolved }
            position = end
        }

        // I1–I2.
        for position in 0..<count {
            let type = types[position]
            var resolved = level
            if level & 1 == 0 {
                if type == .rightToLeft { resolved &+= 1 } else if type == .arabicNumber || type == .europeanNumber { resolved &+= 2 }
            } else if type == .leftToRight || type == .arabicNumber || type == .europeanNumber {
                resolved &+= 1
            }
            levels[Int(sequence[position])] = resolved
        }
    }

    /// L or R for the strong classes left after the W rules, numbers counting as R (N0, N1).
    @inline(__always) static func strongDirection(_ type: BidiClass) -> BidiClass? {
        switch type {
        case .leftToRight: .leftToRight
        case .rightToLeft, .arabicNumber, .europeanNumber, .arabicLetter: .rightToLeft
        default: nil
        }
    }

    /// BD16 and N0: paired brackets take the direction of what they enclose or surround.
    private func resolveBrackets(
        _ sequence: [Int32], types: inout [BidiClass], beforeW1: [BidiClass], sos: BidiClass, embedding: BidiClass
    ) {
        var openers: [(identity: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        for position in sequence.indices where types[position] == .otherNeutral {
            let bracket = brackets[Int(sequence[position])]
            guard bracket != 0 else { continue }
            let identity = bracket >> 1
            if bracket & 1 == 1 {
                if openers.count == Self.maxBracketDepth { break }
                openers.append((identity, position))
            } else if let match = openers.lastIndex(where: { $0.identity == identity }) {
                pairs.append((openers[match].position, position))
                openers.removeSubrange(match...)
            }
        }
        guard !pairs.isEmpty else { return }
        pairs.sort { $0.open < $1.open }
        let opposite: BidiClass = embedding == .leftToRight ? .rightToLeft : .leftToRight
        for pair in pairs {
            var foundEmbedding = false, foundOpposite = false
            for inside in (pair.open + 1)..<pair.close {
                guard let direction = Self.strongDirection(types[inside]) else { continue }
                if direction == embedding {
                    foundEmbedding = true
                    break
                }
                foundOpposite = true
            }
            let resolved: BidiClass
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                var context = sos
                var before = pair.open - 1
                while before >= 0 {
                    if let direction = Self.strongDirection(types[before]) {
                        context = direction
                        break
                    }
                    before -= 1
                }
                resolved = context == opposite ? opposite : embedding
            } else {
                continue
            }
            for bracket in [pair.open, pair.close] {
                types[bracket] = resolved
                var next = bracket + 1
                while next < types.count && beforeW1[next] == .nonspacingMark {
                    types[next] = resolved
                    next += 1
                }
            }
        }
    }
}
