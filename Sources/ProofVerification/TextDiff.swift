import ProofBase
/// Line differences between two texts, as a unified diff (`diff -u`).
public struct TextDiff: Hashable, Sendable {
    /// One line of the edit script.
    enum Edit: Hashable, Sendable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// The reference's lines and the actual text's lines.
    let old: [Substring]
    let new: [Substring]
    let edits: [Edit]
    /// Whether each text ends with a newline.
    let oldEndsWithNewline: Bool
    let newEndsWithNewline: Bool

    /// The largest table the exact line matching may use; above it, the differing middle is
    /// shown as removed and added as a whole (correct, just not minimal).
    static let maxTableCells = 4_000_000

    /// The differences between `old` and `new`, line by line.
    public init(old: String, new: String) {
        (self.old, oldEndsWithNewline) = Self.lines(old)
        (self.new, newEndsWithNewline) = Self.lines(new)
        var edits = Self.edits(self.old, self.new)
        // A last line that only differs in its newline is shown removed and added, as diff does.
        if oldEndsWithNewline != newEndsWithNewline, case let .same(a, b)? = edits.last {
            edits.removeLast()
            edits += [.removed(a), .added(b)]
        }
        self.edits = edits
    }

    /// Lines removed from the reference plus lines added in the actual text.
    public var changedLines: Int {
        edits.reduce(0) { count, edit in
            if case .same = edit { return count }
            return count + 1
        }
    }

    /// The 1-based line of the reference where the first difference starts, or nil when equal.
    public var firstChangedLine: Int? {
        guard let position = edits.firstIndex(where: { if case .same = $0 { return false } else { return true } }) else { return nil }
        return linesBefore(position, old: true) + 1
    }

    /// The unified diff with `context` lines around each change, headed `--- oldName` and
    /// `+++ newName`; empty when the texts are equal.
    public func unified(oldName: String, newName: String, context: Int = 3) -> String {
        guard changedLines > 0 else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Positions in `edits` that are changes, grouped into hunks sharing context.
        let changes = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        var hunks: [ClosedRange<Int>] = []
        for index in changes {
            let low = max(0, index - context), high = min(edits.count - 1, index + context)
            if let last = hunks.last, low <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, high)
            } else {
                hunks.append(low...high)
            }
        }
        for hunk in hunks {
            var oldStart: Int?, newStart: Int?, oldCount = 0, newCount = 0
            var body = ""
            for position in hunk {
                switch edits[position] {
                case let .same(a, b):
                    oldStart = oldStart ?? a
                    newStart = newStart ?? b
                    oldCount += 1
                    newCount += 1
                    body += " " + old[a] + "\n" + marker(oldLine: a, newLine: b)
                case let .removed(a):
                    oldStart = oldStart ?? a
                    oldCount += 1
                    body += "-" + old[a] + "\n" + marker(oldLine: a, newLine: nil)
                case let .added(b):
                    newStart = newStart ?? b
                    newCount += 1
                    body += "+" + new[b] + "\n" + marker(oldLine: nil, newLine: b)
                }
            }
            output += "@@ -\(range(oldStart, count: oldCount, linesBefore: linesBefore(hunk.lowerBound, old: true))) "
                + "+\(range(newStart, count: newCount, linesBefore: linesBefore(hunk.lowerBound, old: false))) @@\n" + body
        }
        return output
    }

    /// `\ No newline at end of file` after the last line of a text that lacks one.
    private func marker(oldLine: Int?, newLine: Int?) -> String {
        if let oldLine, oldLine == old.count - 1, !oldEndsWithNewline { return "\\ No newline at end of file\n" }
        if let newLine, newLine == new.count - 1, !newEndsWithNewline { return "\\ No newline at end of file\n" }
        return ""
    }

    /// How many lines of one side come before edit position `position`.
    private func linesBefore(_ position: Int, old isOld: Bool) -> Int {
        edits[..<position].reduce(0) { count, edit in
            switch edit {
            case .same: return count + 1
            case .removed: return count + (isOld ? 1 : 0)
            case .added: return count + (isOld ? 0 : 1)
            }
        }
    }

    /// `start,count` as unified diffs write it (1-based; an empty range names the line before).
    private func range(_ start: Int?, count: Int, linesBefore: Int) -> String {
        if count == 0 { return "\(linesBefore),0" }
        let first = (start ?? linesBefore) + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }

    /// Lines are equal when their bytes are: Swift's `==` takes NFC and NFD spellings of the
    /// same text as equal, and a reference must show such a change.
    private static func same(_ a: Substring, _ b: Substring) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    private static func lines(_ text: String) -> ([Substring], Bool) {
        if text.isEmpty { return ([], true) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = text.hasSuffix("\n")
        if endsWithNewline { lines.removeLast() }
        return (lines, endsWithNewline)
    }

    /// The shortest edit script (longest common subsequence of lines), with the common
    /// prefix and suffix taken first.
    private static func edits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, same(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, same(old[old.count - 1 - suffix], new[new.count - 1 - suffix]) {
            suffix += 1
        }
        var result = (0..<prefix).map { Edit.same($0, $0) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        let rows = oldMiddle.count, columns = newMiddle.count
        if rows > 0 && columns > 0 && rows * columns <= maxTableCells {
            // lengths[i][j]: LCS length of old[i...] and new[j...] within the middle.
            var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
            for i in stride(from: rows - 1, through: 0, by: -1) {
                for j in stride(from: columns - 1, through: 0, by: -1) {
                    lengths[i * (columns + 1) + j] = same(old[oldMiddle.lowerBound + i], new[newMiddle.lowerBound + j])
                        ? lengths[(i + 1) * (columns + 1) + j + 1] + 1
                        : max(lengths[(i + 1) * (columns + 1) + j], lengths[i * (columns + 1) + j + 1])
                }
            }
            var i = 0, j = 0
            while i < rows || j < columns {
                if i < rows, j < columns, same(old[oldMiddle.lowerBound + i], new[newMiddle.lowerBound + j]) {
                    result.append(.same(oldMiddle.lowerBound + i, newMiddle.lowerBound + j))
                    i += 1
                    j += 1
                } else if i < rows, j == columns || lengths[(i + 1) * (columns + 1) + j] >= lengths[i * (columns + 1) + j + 1] {
                    result.append(.removed(oldMiddle.lowerBound + i))
                    i += 1
                } else {
                    result.append(.added(newMiddle.lowerBound + j))
                    j += 1
                }
            }
        } else {
            result += oldMiddle.map { Edit.removed($0) }
            result += newMiddle.map { Edit.added($0) }
        }
        result += (0..<suffix).map { Edit.same(old.count - suffix + $0, new.count - suffix + $0) }
        return result
    }
}
