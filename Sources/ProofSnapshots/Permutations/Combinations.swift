/// Index-level generation of cases: each case is a row holding, for each axis, the index of
/// its value. Everything here is deterministic: no hashing, no randomness, fixed tie-breaks.
enum Combinations {
    /// The number of rows of the full product, or nil when it does not fit in an `Int`.
    static func productCount(_ sizes: [Int]) -> Int? {
        var count = 1
        for size in sizes {
            let (product, overflow) = count.multipliedReportingOverflow(by: size)
            if overflow { return nil }
            count = product
        }
        return count
    }

    /// Every row of the product, the last axis varying fastest, keeping those `isValid` accepts.
    static func product(_ sizes: [Int], isValid: ([Int]) -> Bool) -> [[Int]] {
        var rows: [[Int]] = []
        var row = [Int](repeating: 0, count: sizes.count)
        if sizes.contains(0) { return [] }
        while true {
            if isValid(row) { rows.append(row) }
            var axis = sizes.count - 1
            while axis >= 0 {
                row[axis] += 1
                if row[axis] < sizes[axis] { break }
                row[axis] = 0
                axis -= 1
            }
            if axis < 0 { return rows }
        }
    }

    /// Up to this many combinations, all-pairs picks from the whole product (greedy set cover),
    /// which gives fewer rows than building them one axis at a time.
    static let exhaustiveLimit = 20_000

    /// Greedy set cover of the pairs held by `candidates`: repeatedly the row covering the most
    /// uncovered pairs (the first of equals). Scores only fall, so a stale score is an upper
    /// bound and a heap re-checks only the rows that reach the top (lazy greedy).
    static func greedyCover(of candidates: [[Int]], sizes: [Int]) -> [[Int]] {
        var state = PairCoverage(sizes: sizes)
        var heap = ScoreHeap(candidates.indices.map { (score: state.newPairs(in: candidates[$0]), index: $0) })
        var rows: [[Int]] = []
        while let top = heap.pop() {
            if top.score == 0 { break }
            let score = state.newPairs(in: candidates[top.index])
            if let next = heap.peek(), ScoreHeap.precedes(next, (score, top.index)) {
                heap.push((score, top.index))
                continue
            }
            if score == 0 { continue }
            state.cover(candidates[top.index])
            rows.append(candidates[top.index])
        }
        return rows.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Rows built around each seed pair, the one covering the most new pairs kept (AETG's
    /// candidates): the first in the plain greedy order, the others in shuffled orders.
    static let candidatesPerRow = 24

    /// The most combinations checked against the constraint while looking for one row.
    static let searchBudget = 200_000

    /// Rows such that every pair of values of any two axes appears in at least one row (every
    /// value, when there is one axis), among the rows `isValid` accepts; pairs that no valid
    /// row holds are left out. Rows come sorted.
    ///
    /// A deterministic greedy construction in the manner of AETG and PICT: each row starts
    /// from an uncovered pair, then takes for each further axis (those with the most uncovered
    /// pairs first) the value that covers the most uncovered pairs with the values already
    /// chosen, ties going to the value with the most uncovered pairs overall, then to the
    /// first. With a constraint, a rejected row is repaired by a depth-first search over the
    /// same choices in order of preference.
    /// `describe(axis, value)` names a value in errors (`status=blocked`).
    static func allPairs(_ sizes: [Int], describe: (Int, Int) -> String = { "axis \($0) value \($1)" },
                         searchBudget: Int = searchBudget, isValid: ([Int]) -> Bool) throws(PermutationError) -> [[Int]] {
        if sizes.contains(0) { return [] }
        if sizes.count <= 1 {
            return product(sizes, isValid: isValid)
        }
        if let count = productCount(sizes), count <= exhaustiveLimit {
            return greedyCover(of: product(sizes, isValid: isValid), sizes: sizes)
        }
        var state = PairCoverage(sizes: sizes, searchBudget: searchBudget)
        var rows: [[Int]] = []
        // A fixed seed: the "random" orders are the same on every run and platform.
        var generator = SplitMix64(seed: 0x5052_4F4F_4653_4845)
        while let seed = state.nextSeed() {
            var checked = 0
            let row: [Int]?
            do {
                row = try state.bestRow(seed: seed, candidates: candidatesPerRow, generator: &generator, isValid: isValid, checked: &checked)
            } catch {
                throw .constraintsTooComplex(pair: describe(seed.a, seed.valueA) + " with " + describe(seed.b, seed.valueB),
                                             checked: searchBudget)
            }
            if let row {
                state.cover(row)
                rows.append(row)
            } else {
                state.discard(seed)
            }
        }
        return rows.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

/// Which pairs of values are still uncovered, with counts that guide the greedy choices.
struct PairCoverage {
    let sizes: [Int]
    /// The most combinations checked against the constraint for one row.
    let searchBudget: Int
    /// Uncovered flags per axis pair (a < b), indexed `valueA * sizes[b] + valueB`.
    private var uncovered: [[[Bool]]]
    private var uncoveredPerPair: [[Int]]
    /// Uncovered pairs each value takes part in.
    private var open: [[Int]]
    private(set) var remaining: Int

    init(sizes: [Int], searchBudget: Int = Combinations.searchBudget) {
        self.sizes = sizes
        self.searchBudget = searchBudget
        let count = sizes.count
        uncovered = (0..<count).map { a in (0..<count).map { b in b > a ? [Bool](repeating: true, count: sizes[a] * sizes[b]) : [] } }
        uncoveredPerPair = (0..<count).map { a in (0..<count).map { b in b > a ? sizes[a] * sizes[b] : 0 } }
        open = (0..<count).map { axis in
            let others = sizes.indices.reduce(0) { $0 + ($1 == axis ? 0 : sizes[$1]) }
            return [Int](repeating: others, count: sizes[axis])
        }
        remaining = uncoveredPerPair.joined().reduce(0, +)
    }

    func isUncovered(_ a: Int, _ valueA: Int, _ b: Int, _ valueB: Int) -> Bool {
        a < b ? uncovered[a][b][valueA * sizes[b] + valueB] : uncovered[b][a][valueB * sizes[a] + valueA]
    }

    /// The uncovered pair to build the next row around: from the axis pair with the most
    /// uncovered pairs, the one whose values take part in the most uncovered pairs.
    func nextSeed() -> (a: Int, valueA: Int, b: Int, valueB: Int)? {
        guard remaining > 0 else { return nil }
        var best: (a: Int, b: Int, count: Int)?
        for a in sizes.indices {
            for b in (a + 1)..<sizes.count where uncoveredPerPair[a][b] > (best?.count ?? 0) {
                best = (a, b, uncoveredPerPair[a][b])
            }
        }
        guard let (a, b, _) = best else { return nil }
        var seed: (valueA: Int, valueB: Int, weight: Int)?
        for valueA in 0..<sizes[a] {
            for valueB in 0..<sizes[b] where uncovered[a][b][valueA * sizes[b] + valueB] {
                let weight = open[a][valueA] + open[b][valueB]
                if weight > (seed?.weight ?? -1) { seed = (valueA, valueB, weight) }
            }
        }
        return seed.map { (a, $0.valueA, b, $0.valueB) }
    }

    /// The order in which the other axes get their values: most uncovered pairs first.
    func fillOrder(excluding seed: (a: Int, b: Int)) -> [Int] {
        let weights = sizes.indices.map { open[$0].reduce(0, +) }
        return sizes.indices.filter { $0 != seed.a && $0 != seed.b }.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
    }

    /// The values of `axis` from most to least preferred, given the values chosen so far.
    func preference(for axis: Int, row: [Int], assigned: [Int]) -> [Int] {
        let gains = (0..<sizes[axis]).map { value in
            assigned.reduce(0) { $0 + (isUncovered($1, row[$1], axis, value) ? 1 : 0) }
        }
        return (0..<sizes[axis]).sorted { x, y in
            if gains[x] != gains[y] { return gains[x] > gains[y] }
            if open[axis][x] != open[axis][y] { return open[axis][x] > open[axis][y] }
            return x < y
        }
    }

    /// Of several rows built around the seed pair, the valid one covering the most uncovered
    /// pairs (the first of equals); nil when no valid row holds the pair.
    func bestRow(seed: (a: Int, valueA: Int, b: Int, valueB: Int), candidates: Int, generator: inout SplitMix64,
                 isValid: ([Int]) -> Bool, checked: inout Int) throws(PermutationError) -> [Int]? {
        guard var best = try buildRow(seed: seed, isValid: isValid, checked: &checked) else { return nil }
        var bestGain = newPairs(in: best)
        for candidate in 1..<max(1, candidates) {
            // Half the candidates start from another uncovered pair, picked at random.
            let start = candidate % 2 == 0 ? randomUncoveredPair(&generator) ?? seed : seed
            var order = fillOrder(excluding: (start.a, start.b))
            generator.shuffle(&order)
            var row = [Int](repeating: 0, count: sizes.count)
            row[start.a] = start.valueA
            row[start.b] = start.valueB
            var assigned = [start.a, start.b]
            for axis in order {
                let ranked = preference(for: axis, row: row, assigned: assigned)
                // Among the values as good as the best, pick one at random.
                let top = ranked.prefix { gain(axis, $0, row: row, assigned: assigned) == gain(axis, ranked[0], row: row, assigned: assigned) }
                row[axis] = top[generator.below(top.count)]
                assigned.append(axis)
            }
            let covered = newPairs(in: row)
            if covered > bestGain {
                checked += 1
                if isValid(row) {
                    best = row
                    bestGain = covered
                }
            }
        }
        return best
    }

    /// An uncovered pair chosen at random (uniformly among the uncovered pairs).
    private func randomUncoveredPair(_ generator: inout SplitMix64) -> (a: Int, valueA: Int, b: Int, valueB: Int)? {
        guard remaining > 0 else { return nil }
        var target = generator.below(remaining)
        for a in sizes.indices {
            for b in (a + 1)..<sizes.count {
                if target >= uncoveredPerPair[a][b] {
                    target -= uncoveredPerPair[a][b]
                    continue
                }
                for index in uncovered[a][b].indices where uncovered[a][b][index] {
                    if target == 0 { return (a, index / sizes[b], b, index % sizes[b]) }
                    target -= 1
                }
            }
        }
        return nil
    }

    /// Uncovered pairs the value `value` of `axis` would cover with the assigned values.
    private func gain(_ axis: Int, _ value: Int, row: [Int], assigned: [Int]) -> Int {
        assigned.reduce(0) { $0 + (isUncovered($1, row[$1], axis, value) ? 1 : 0) }
    }

    /// Uncovered pairs in a complete row.
    func newPairs(in row: [Int]) -> Int {
        var count = 0
        for a in sizes.indices {
            for b in (a + 1)..<sizes.count where isUncovered(a, row[a], b, row[b]) { count += 1 }
        }
        return count
    }

    /// A valid row holding the seed pair, or nil when none exists.
    func buildRow(seed: (a: Int, valueA: Int, b: Int, valueB: Int), isValid: ([Int]) -> Bool,
                  checked: inout Int) throws(PermutationError) -> [Int]? {
        var row = [Int](repeating: 0, count: sizes.count)
        row[seed.a] = seed.valueA
        row[seed.b] = seed.valueB
        let order = fillOrder(excluding: (seed.a, seed.b))
        // Greedy first: without a constraint (or when it accepts), one pass decides the row.
        var assigned = [seed.a, seed.b]
        for axis in order {
            row[axis] = preference(for: axis, row: row, assigned: assigned)[0]
            assigned.append(axis)
        }
        checked += 1
        if isValid(row) { return row }
        return try search(row: &row, order: order, depth: 0, assigned: [seed.a, seed.b], isValid: isValid, checked: &checked, seed: seed)
    }

    private func search(row: inout [Int], order: [Int], depth: Int, assigned: [Int], isValid: ([Int]) -> Bool,
                        checked: inout Int, seed: (a: Int, valueA: Int, b: Int, valueB: Int)) throws(PermutationError) -> [Int]? {
        if depth == order.count {
            checked += 1
            if checked > searchBudget {
                throw .constraintsTooComplex(pair: "axis \(seed.a) value \(seed.valueA) with axis \(seed.b) value \(seed.valueB)",
                                             checked: searchBudget)
            }
            return isValid(row) ? row : nil
        }
        let axis = order[depth]
        for value in preference(for: axis, row: row, assigned: assigned) {
            row[axis] = value
            if let found = try search(row: &row, order: order, depth: depth + 1, assigned: assigned + [axis], isValid: isValid,
                                      checked: &checked, seed: seed) {
                return found
            }
        }
        return nil
    }

    /// Marks every pair in `row` covered.
    mutating func cover(_ row: [Int]) {
        for a in sizes.indices {
            for b in (a + 1)..<sizes.count { mark(a, row[a], b, row[b]) }
        }
    }

    /// Gives up on a pair that no valid row holds.
    mutating func discard(_ seed: (a: Int, valueA: Int, b: Int, valueB: Int)) {
        mark(seed.a, seed.valueA, seed.b, seed.valueB)
    }

    private mutating func mark(_ a: Int, _ valueA: Int, _ b: Int, _ valueB: Int) {
        let index = valueA * sizes[b] + valueB
        guard uncovered[a][b][index] else { return }
        uncovered[a][b][index] = false
        uncoveredPerPair[a][b] -= 1
        open[a][valueA] -= 1
        open[b][valueB] -= 1
        remaining -= 1
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a small generator with a fixed seed, so that
/// shuffled orders are the same on every run and platform (unlike `SystemRandomNumberGenerator`).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0), by multiply-shift: the same on every platform.
    mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// Fisher–Yates with ``below(_:)``.
    mutating func shuffle(_ items: inout [Int]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, below(index + 1))
        }
    }
}

/// A binary max-heap of (score, index): higher scores first, then lower indices.
struct ScoreHeap {
    typealias Entry = (score: Int, index: Int)
    private var items: [Entry]

    init(_ entries: [Entry]) {
        items = entries
        for position in stride(from: items.count / 2 - 1, through: 0, by: -1) { siftDown(position) }
    }

    static func precedes(_ x: Entry, _ y: Entry) -> Bool {
        x.score != y.score ? x.score > y.score : x.index < y.index
    }

    func peek() -> Entry? { items.first }

    mutating func pop() -> Entry? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        if !items.isEmpty { siftDown(0) }
        return top
    }

    mutating func push(_ entry: Entry) {
        items.append(entry)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < items.count, Self.precedes(items[left], items[best]) { best = left }
            if right < items.count, Self.precedes(items[right], items[best]) { best = right }
            if best == parent { return }
            items.swapAt(parent, best)
            parent = best
        }
    }
}
