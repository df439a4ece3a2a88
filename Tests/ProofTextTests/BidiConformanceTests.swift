import Foundation
import Testing
@testable import ProofText

/// Unicode's conformance files for UAX #9, BidiTest.txt and BidiCharacterTest.txt, in the
/// compact form `Scripts/unicode/generate_bidi_data.py` writes (its docstring describes it):
/// every case of both files, each checked for its exact levels (removed characters included)
/// and exact visual order.
@Suite struct BidiConformanceTests {
    /// The LZ77 of the generator: literal runs and back references, LEB128 varints.
    static func decompress(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(data.count * 8)
        var position = 0
        func varint() -> Int {
            var value = 0, shift = 0
            while position < data.count {
                let byte = data[position]
                position += 1
                value |= Int(byte & 0x7F) << shift
                shift += 7
                if byte < 0x80 { break }
            }
            return value
        }
        while position < data.count {
            let literals = varint()
            output.append(contentsOf: data[position..<min(position + literals, data.count)])
            position += literals
            if position >= data.count { break }
            let length = varint() + 4
            let start = output.count - varint() - 1
            precondition(start >= 0, "corrupt compact file")
            for offset in 0..<length { output.append(output[start + offset]) }
        }
        return output
    }

    static func resource(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "compact", subdirectory: "unicode"))
        return decompress(Array(try Data(contentsOf: url)))
    }

    /// Levels and order of `bidi`'s one line, in the files' notation: nil for removed.
    static func outcome(_ bidi: BidiText) -> (levels: [UInt8?], order: [Int]) {
        let line = 0..<bidi.classes.count
        let lineLevels = bidi.lineLevels(line)
        let levels = line.map { bidi.isRemoved($0) ? nil : lineLevels[$0] }
        return (levels, bidi.visualOrder(line))
    }

    static func describe(_ levels: [UInt8?]) -> String {
        levels.map { $0.map(String.init) ?? "x" }.joined(separator: " ")
    }

    @Test func bidiTestEveryCase() throws {
        let bytes = try Self.resource("BidiTest")
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        #expect(String(decoding: lines[0], as: UTF8.self) == "# BidiTest-15.0.0.txt")
        #expect(BidiClass.unicodeVersion == "15.0.0")
        var expectedLevels: [UInt8?] = []
        var expectedOrder: [Int] = []
        var sequence: [BidiClass] = []
        var lineCount = 0, checks = 0, passing = 0
        var failures: [String] = []
        for line in lines.dropFirst() where !line.isEmpty {
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("@Levels:") {
                expectedLevels = text.dropFirst(8).split(whereSeparator: \.isWhitespace).map { UInt8($0) }
                continue
            }
            if text.hasPrefix("@Reorder:") {
                expectedOrder = text.dropFirst(9).split(whereSeparator: \.isWhitespace).map { Int($0)! }
                continue
            }
            lineCount += 1
            let shared = Int(line[line.startIndex] - UInt8(ascii: "0"))
            sequence.removeSubrange(shared...)
            for letter in line.dropFirst().dropLast() {
                sequence.append(BidiClass(rawValue: letter - UInt8(ascii: "A"))!)
            }
            let bitset = line[line.endIndex - 1] - UInt8(ascii: "0")
            for (bit, direction) in [(1, BidiDirection.firstStrong), (2, .leftToRight), (4, .rightToLeft)]
            where Int(bitset) & bit != 0 {
                checks += 1
                let (levels, order) = Self.outcome(BidiText(classes: sequence, direction: direction))
                if levels == expectedLevels && order == expectedOrder {
                    passing += 1
                } else if failures.count < 20 {
                    failures.append("\(sequence.map(\.abbreviation).joined(separator: " ")) \(direction): "
                        + "levels \(Self.describe(levels)) order \(order), expected "
                        + "\(Self.describe(expectedLevels)) order \(expectedOrder)")
                }
            }
        }
        print("BidiTest.txt: \(passing) of \(checks) checks pass (\(lineCount) lines)")
        #expect(lineCount == 490_846)
        #expect(failures == [])
        #expect(passing == checks)
    }

    @Test func bidiCharacterTestEveryCase() throws {
        let bytes = try Self.resource("BidiCharacterTest")
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        #expect(String(decoding: lines.removeFirst(), as: UTF8.self) == "# BidiCharacterTest-15.0.0.txt")
        let scalars = String(decoding: lines.removeFirst(), as: UTF8.self).split(separator: " ")
            .map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
        let base = UInt8(0x30), removed = UInt8(0x2F)
        var text: [Unicode.Scalar] = []
        var checks = 0, passing = 0
        var failures: [String] = []
        for line in lines where !line.isEmpty {
            var position = line.startIndex
            func next() -> UInt8 {
                defer { position += 1 }
                return line[position]
            }
            var directionCode = next() - UInt8(ascii: "0")
            let sameText = directionCode >= 3
            if sameText { directionCode -= 3 }
            let paragraphLevel = next() - UInt8(ascii: "0")
            let count = Int(next() - base)
            if !sameText { text = (0..<count).map { _ in scalars[Int(next() - base)] } }
            let expectedLevels: [UInt8?] = (0..<count).map { _ in
                let value = next()
                return value == removed ? nil : value - base
            }
            var expectedOrder: [Int] = []
            while position < line.endIndex {
                let first = Int(next() - base), last = Int(next() - base)
                expectedOrder += first <= last ? Array(first...last) : Array((last...first).reversed())
            }
            let direction: BidiDirection = [.leftToRight, .rightToLeft, .firstStrong][Int(directionCode)]
            checks += 1
            let bidi = BidiText(text, direction: direction)
            let (levels, order) = Self.outcome(bidi)
            let resolvedLevel = bidi.paragraphs.first?.level
            if levels == expectedLevels && order == expectedOrder && resolvedLevel == paragraphLevel {
                passing += 1
            } else if failures.count < 20 {
                failures.append("\(text.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")) "
                    + "\(direction): paragraph \(resolvedLevel.map(String.init) ?? "-") levels \(Self.describe(levels)) "
                    + "order \(order), expected \(paragraphLevel) \(Self.describe(expectedLevels)) \(expectedOrder)")
            }
        }
        print("BidiCharacterTest.txt: \(passing) of \(checks) cases pass")
        #expect(checks == 91_707)
        #expect(failures == [])
        #expect(passing == checks)
    }
}
