/// One dimension of a permutation: a name and an ordered list of labelled values, such as
/// `category` with `XS` … `AX5`, or a ViewModel field `name` with `short` and `long`.
///
/// ```swift
/// PermutationValues("enrolled", [true, false])        // labels enrolled, notEnrolled
/// PermutationValues("status", CardStatus.allCases)    // labels from the cases
/// PermutationValues("name", ["short": "Ann", "long": "Maximiliane Alexandra von Hohenberg"])
/// ```
///
/// Labels are derived as ``PermutationLabel`` describes; they must differ within an axis
/// (ignoring case), and the order of the values is the order of the cases built from them.
/// (Not named `Axis`: that is SwiftUI's `Axis`, which `import ProofTesting` brings too.)
public struct PermutationValues<Value: Sendable>: Sendable {
    /// The axis name, as shown in the report (`state`, `category`, `name`…).
    public let name: String
    /// The values, in order.
    public let values: [Value]
    /// The file-safe label of each value, in the same order.
    public let labels: [String]

    /// An axis over `values`, each labelled as ``PermutationLabel`` describes.
    public init(_ name: String, _ values: [Value]) throws(PermutationError) {
        var labels: [String] = []
        for value in values {
            labels.append(try PermutationLabel.label(PermutationLabel.raw(for: value, axis: name), axis: name,
                                                     valueDescription: PermutationLabel.describe(value)))
        }
        try self.init(name: name, values: values, labels: labels)
    }

    /// An axis over values with explicit labels, in the order written.
    public init(_ name: String, _ labelled: KeyValuePairs<String, Value>) throws(PermutationError) {
        try self.init(name, labelled: labelled.map { ($0.key, $0.value) })
    }

    /// An axis over `(label, value)` pairs, in order.
    public init(_ name: String, labelled: [(String, Value)]) throws(PermutationError) {
        var labels: [String] = []
        for (label, value) in labelled {
            labels.append(try PermutationLabel.label(label, axis: name, valueDescription: PermutationLabel.describe(value)))
        }
        try self.init(name: name, values: labelled.map(\.1), labels: labels)
    }

    private init(name: String, values: [Value], labels: [String]) throws(PermutationError) {
        try AxisNames.check(name)
        guard !values.isEmpty else { throw .emptyAxis(name) }
        var seen: [String: Int] = [:]
        for (index, label) in labels.enumerated() {
            if let first = seen[label.lowercased()] {
                throw .duplicateLabel(axis: name, label: label, first: PermutationLabel.describe(values[first]),
                                      second: PermutationLabel.describe(values[index]))
            }
            seen[label.lowercased()] = index
        }
        self.name = name
        self.values = values
        self.labels = labels
    }
}

extension PermutationValues where Value: CaseIterable, Value.AllCases: Collection {
    /// An axis over every case of `Value`, in declaration order.
    public init(_ name: String) throws(PermutationError) {
        try self.init(name, Array(Value.allCases))
    }
}

/// Rules for axis names: they appear in the report and the results log.
enum AxisNames {
    static func check(_ name: String) throws(PermutationError) {
        if name.isEmpty { throw .invalidAxisName(name, reason: "it is empty") }
        if name.utf8.count > 64 { throw .invalidAxisName(name, reason: "it is longer than 64 characters") }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .invalidAxisName(name, reason: "it contains a control character")
        }
    }

    /// Checks that the names in `names` differ.
    static func checkDistinct(_ names: [String]) throws(PermutationError) {
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted {
            throw .invalidAxisName(name, reason: "two axes have this name; rename one")
        }
    }
}
