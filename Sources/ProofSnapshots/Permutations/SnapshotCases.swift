import ProofRender

/// One snapshot to take: a ViewModel in one configuration, with its name and axes.
public struct SnapshotCase<Model: Sendable, Configuration: Sendable>: Sendable, CustomStringConvertible {
    /// The ViewModel.
    public let model: Model
    /// The configuration (environment) to render it in.
    public let configuration: Configuration
    /// The case name: the ViewModel's label, then the matrix labels, joined by `.`
    /// (`blocked-longName.iPhone15.AX3.dark.rtl`). File-safe; used as the snapshot name.
    public let name: String
    /// Its value on every axis (ViewModel axes first), for the report's contact sheet.
    public let axes: [PermutationAxis]
    /// The snapshots to take of this case; nil for the runner's (see ``SnapshotCases/formats(_:)``).
    public internal(set) var formats: SnapshotFormats?

    public var description: String { name }
}

/// How the ViewModel permutations and the matrix axes are combined.
public enum Coverage: Hashable, Sendable {
    /// Every permutation with every combination of the matrix's values.
    case product
    /// Every pair of values of any two axes (ViewModel axes and matrix axes alike) at least
    /// once.
    case allPairs
}

/// The cases of a snapshot suite, in a fixed order, with names that differ (ignoring case).
///
/// Build it from permutations and a matrix, in full or all-pairs, and join several such
/// sets; a case that two sets both hold (same name, same values) is kept once, with the
/// formats of both (``formats(_:)``; a set without formats takes the runner's):
///
/// ```swift
/// let cases = try SnapshotCases(states, EnvironmentMatrix.categories(.all))           // states × 12 sizes
///     .merging(SnapshotCases(states, .devices([.iPhoneSE, .iPhone16ProMax]).schemes(.all), coverage: .allPairs))
/// ```
public struct SnapshotCases<Model: Sendable, Configuration: Sendable>: Sendable, RandomAccessCollection {
    /// The cases, in order.
    public private(set) var cases: [SnapshotCase<Model, Configuration>]

    public var startIndex: Int { cases.startIndex }
    public var endIndex: Int { cases.endIndex }
    public subscript(position: Int) -> SnapshotCase<Model, Configuration> { cases[position] }

    /// The cases of `permutations` in `matrix`, combined as `coverage` says.
    ///
    /// - Parameter limit: the most cases the full product may have (`.product` only).
    public init(
        _ permutations: Permutations<Model>,
        _ matrix: Matrix<Configuration>,
        coverage: Coverage = .product,
        limit: Int = 10_000
    ) throws(PermutationError) {
        try AxisNames.checkDistinct(permutations.axes.map(\.name) + matrix.axes.map(\.name))
        let modelAxes = permutations.axes.count
        let matrixSizes = matrix.axes.map(\.labels.count)
        var rows: [(model: [Int], matrix: [Int])] = []
        switch coverage {
        case .product:
            let description = (permutations.axes.map(\.name) + matrix.axes.map(\.name)).joined(separator: " × ")
            guard let matrixCount = Combinations.productCount(matrixSizes),
                  case let (count, overflow) = matrixCount.multipliedReportingOverflow(by: permutations.count),
                  !overflow, count <= limit
            else {
                let count = Combinations.productCount(matrixSizes + [permutations.count]).map { String($0) } ?? "more than \(Int.max)"
                throw .tooManyCases(count: count, limit: limit, axes: description)
            }
            let matrixRows = Combinations.product(matrixSizes) { _ in true }
            for modelRow in permutations.rows {
                for matrixRow in matrixRows { rows.append((modelRow, matrixRow)) }
            }
        case .allPairs:
            let all = permutations.axes + matrix.axes.map { AxisLabels(name: $0.name, labels: $0.labels) }
            let make = permutations.make
            let combined = try Combinations.allPairs(all.map(\.labels.count), describe: { "\(all[$0].name)=\(all[$0].labels[$1])" }) {
                make(Array($0.prefix(modelAxes))) != nil
            }
            rows = combined.map { (Array($0.prefix(modelAxes)), Array($0.dropFirst(modelAxes))) }
        }
        // The permutations' names and values, found by row (rows of one permutation list differ).
        var byRow: [[Int]: Permutation<Model>] = [:]
        for (row, element) in zip(permutations.rows, permutations.elements) { byRow[row] = element }
        var cases: [SnapshotCase<Model, Configuration>] = []
        cases.reserveCapacity(rows.count)
        for (modelRow, matrixRow) in rows {
            let permutation: Permutation<Model>
            if let known = byRow[modelRow] {
                permutation = known
            } else {
                // All-pairs chose a combination of fields the permutation list did not hold.
                guard let value = permutations.make(modelRow) else { continue }
                let list = try Permutations(axes: permutations.axes, rows: [modelRow], make: { _ in value })
                permutation = list.elements[0]
            }
            var name = permutation.name
            var axes = permutation.axes
            for (axis, index) in zip(matrix.axes, matrixRow) {
                let label = axis.labels[index]
                axes.append(PermutationAxis(axis.name, label))
                if label != axis.omittedLabel { name += "." + label }
            }
            cases.append(SnapshotCase(model: permutation.value, configuration: matrix.configuration(matrixRow), name: name, axes: axes))
        }
        self.cases = []
        try append(contentsOf: cases)
    }

    /// No cases.
    public init() {
        cases = []
    }

    /// These cases in the folder `folder` below the suite: `folder/<name>`. Lets several
    /// tests share a suite (a file's references folder) without sharing names.
    public func inFolder(_ folder: String) -> SnapshotCases {
        var copy = self
        copy.cases = cases.map { item in
            SnapshotCase(model: item.model, configuration: item.configuration, name: folder + "/" + item.name, axes: item.axes,
                         formats: item.formats)
        }
        return copy
    }

    /// These cases with their snapshot formats set: text descriptions for a cheap layout
    /// sweep, images and text where pictures matter.
    public func formats(_ formats: SnapshotFormats) -> SnapshotCases {
        var copy = self
        for index in copy.cases.indices { copy.cases[index].formats = formats }
        return copy
    }

    /// These cases followed by those of `other` that are not here already (a case in both
    /// gets the formats of both). A name used by two different cases is an error naming both.
    public func merging(_ other: SnapshotCases) throws(PermutationError) -> SnapshotCases {
        var copy = self
        try copy.append(contentsOf: other.cases)
        return copy
    }

    private mutating func append(contentsOf added: [SnapshotCase<Model, Configuration>]) throws(PermutationError) {
        var names = NameTable()
        var positions: [String: Int] = [:]
        for (index, existing) in cases.enumerated() {
            _ = names.claim(existing.name, axes: existing.axes)
            positions[existing.name.lowercased()] = index
        }
        for item in added {
            if names.contains(item.name, axes: item.axes) {
                if let index = positions[item.name.lowercased()], let formats = item.formats {
                    cases[index].formats = cases[index].formats.map { $0.union(formats) } ?? formats
                }
                continue
            }
            if let first = names.claim(item.name, axes: item.axes) {
                throw .duplicateName(name: item.name, first: NameTable.describe(first), second: NameTable.describe(item.axes))
            }
            positions[item.name.lowercased()] = cases.count
            cases.append(item)
        }
    }

    /// The cases that shard `shard` runs: those whose identifier (`<suite>/<name>`) hashes
    /// (XXH64, seed 0, modulo the shard count) to it. Hashing rather than position keeps
    /// every case on its shard when cases are added or removed. All cases when `shard` is nil.
    public func shard(_ shard: RunContext.Shard?, suite: String) -> SnapshotCases {
        guard let shard, shard.count > 1 else { return self }
        var copy = self
        let folder = (try? SnapshotName.suiteComponent(for: suite)) ?? suite
        copy.cases = cases.filter { Sharding.shardIndex(of: folder + "/" + $0.name, count: shard.count) == shard.index }
        return copy
    }
}
