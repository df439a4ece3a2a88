/// One ViewModel out of a ``Permutations`` list, with its label and its place on the axes.
public struct Permutation<Model: Sendable>: Sendable, CustomStringConvertible {
    /// The ViewModel.
    public let value: Model
    /// Its label in case names: `blocked`, or the field labels joined by `-`
    /// (`blocked-longName`), or the model's own ``PermutationNaming/permutationName``.
    public let name: String
    /// Its value on each axis, in axis order: `[state=blocked]`, `[status=blocked, name=longName]`.
    public let axes: [PermutationAxis]

    /// The name: Swift Testing shows it for each argument of a parameterised test.
    public var description: String { name }
}

/// The ViewModels a screen is tested with, each with a stable, file-safe name.
///
/// From a list, from every case of an enum, or from the values of several fields combined
/// in full or in all-pairs:
///
/// ```swift
/// let states = try Permutations(RewardsState.allCases)            // one axis, "state"
/// let models = try Permutations.allPairs(
///     PermutationValues("status", CardStatus.allCases),
///     PermutationValues("enrolled", [true, false]),
///     PermutationValues("name", ["short": "Ann", "long": "Maximiliane Alexandra von Hohenberg"])
/// ) { status, enrolled, name in
///     status == .blocked && enrolled ? nil : RewardsViewModel(status: status, enrolled: enrolled, name: name)
/// }
/// ```
///
/// The make closure returns nil for combinations that are not valid ViewModels; they are
/// left out (and all-pairs only asks for the pairs that some valid combination holds).
/// Generation is deterministic: the same axes give the same list in the same order.
public struct Permutations<Model: Sendable>: Sendable, RandomAccessCollection {
    /// The axes the ViewModels vary on, with their labels.
    public let axes: [AxisLabels]
    /// The ViewModels, in order.
    public let elements: [Permutation<Model>]
    /// Builds the ViewModel for one value index per axis; nil for an invalid combination.
    let make: @Sendable ([Int]) -> Model?
    /// The rows the elements were built from, in order.
    let rows: [[Int]]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Permutation<Model> { elements[position] }

    /// One permutation per value, labelled as ``PermutationLabel`` describes, on the axis `axis`.
    public init(_ values: [Model], axis: String = "state") throws(PermutationError) {
        try self.init(PermutationValues(axis, values))
    }

    /// One permutation per case of `Model`, in declaration order.
    public init(axis: String = "state") throws(PermutationError) where Model: CaseIterable, Model.AllCases: Collection {
        try self.init(Array(Model.allCases), axis: axis)
    }

    /// One permutation per value with explicit labels, in the order written.
    public init(_ labelled: KeyValuePairs<String, Model>, axis: String = "state") throws(PermutationError) {
        try self.init(PermutationValues(axis, labelled))
    }

    /// One permutation per `(label, value)` pair, in order.
    public init(labelled: [(String, Model)], axis: String = "state") throws(PermutationError) {
        try self.init(PermutationValues(axis, labelled: labelled))
    }

    /// A list of one permutation, keeping its name and axes.
    public init(single permutation: Permutation<Model>) throws(PermutationError) {
        let value = permutation.value
        let axes = permutation.axes.map { AxisLabels(name: $0.name, labels: [$0.value]) }
        try self.init(axes: axes, rows: [Array(repeating: 0, count: axes.count)], make: { _ in value }, name: permutation.name)
    }

    /// One permutation per value of `axis`.
    public init(_ axis: PermutationValues<Model>) throws(PermutationError) {
        let values = axis.values
        try self.init(axes: [AxisLabels(name: axis.name, labels: axis.labels)], rows: values.indices.map { [$0] }) { row in values[row[0]] }
    }

    /// Permutations over the given axes, for the rows chosen; names are checked to differ.
    init(axes: [AxisLabels], rows: [[Int]], make: @escaping @Sendable ([Int]) -> Model?, name fixedName: String? = nil) throws(PermutationError) {
        try AxisNames.checkDistinct(axes.map(\.name))
        var elements: [Permutation<Model>] = []
        var kept: [[Int]] = []
        var names = NameTable()
        for row in rows {
            guard let value = make(row) else { continue }
            let labels = axes.indices.map { axes[$0].labels[row[$0]] }
            let name: String
            if let fixedName {
                name = fixedName
            } else if let named = value as? any PermutationNaming {
                name = try PermutationLabel.label(named.permutationName, axis: "ViewModel", valueDescription: PermutationLabel.describe(value))
            } else {
                name = labels.joined(separator: "-")
            }
            let axisValues = axes.indices.map { PermutationAxis(axes[$0].name, labels[$0]) }
            if let first = names.claim(name, axes: axisValues) {
                throw .duplicateName(name: name, first: NameTable.describe(first), second: NameTable.describe(axisValues))
            }
            elements.append(Permutation(value: value, name: name, axes: axisValues))
            kept.append(row)
        }
        if elements.isEmpty { throw .noValidCase(axes: axes.map(\.name).joined(separator: " × ")) }
        self.axes = axes
        self.elements = elements
        self.rows = kept
        self.make = make
    }

    /// Every combination of the fields' values (the last field varying fastest), made into
    /// ViewModels by `make`; combinations for which it returns nil are left out.
    ///
    /// - Parameter limit: the most combinations the product may have; above it, an error
    ///   suggests ``allPairs(_:make:)``.
    public static func product<each Field: Sendable>(
        _ fields: repeat PermutationValues<each Field>,
        limit: Int = 10_000,
        make: @escaping @Sendable (repeat each Field) -> Model?
    ) throws(PermutationError) -> Permutations {
        let (axes, build) = Self.combine(repeat each fields, make: make)
        let sizes = axes.map(\.labels.count)
        let description = axes.map(\.name).joined(separator: " × ")
        guard let count = Combinations.productCount(sizes), count <= limit else {
            throw .tooManyCases(count: Combinations.productCount(sizes).map { String($0) } ?? "more than \(Int.max)",
                                limit: limit, axes: description)
        }
        return try Permutations(axes: axes, rows: Combinations.product(sizes) { _ in true }, make: build)
    }

    /// Combinations of the fields' values such that every pair of values of any two fields
    /// appears in at least one ViewModel: far fewer than the full product (for 10 fields of 3
    /// values, 15 instead of 59,049). `make` returning nil marks a combination invalid;
    /// pairs that only invalid combinations hold are not required.
    public static func allPairs<each Field: Sendable>(
        _ fields: repeat PermutationValues<each Field>,
        make: @escaping @Sendable (repeat each Field) -> Model?
    ) throws(PermutationError) -> Permutations {
        let (axes, build) = Self.combine(repeat each fields, make: make)
        let rows = try Combinations.allPairs(axes.map(\.labels.count), describe: { "\(axes[$0].name)=\(axes[$0].labels[$1])" }) {
            build($0) != nil
        }
        return try Permutations(axes: axes, rows: rows, make: build)
    }

    /// The axes of `fields` and a function building a ViewModel from one value index per field.
    private static func combine<each Field: Sendable>(
        _ fields: repeat PermutationValues<each Field>,
        make: @escaping @Sendable (repeat each Field) -> Model?
    ) -> ([AxisLabels], @Sendable ([Int]) -> Model?) {
        var axes: [AxisLabels] = []
        for field in repeat each fields {
            axes.append(AxisLabels(name: field.name, labels: field.labels))
        }
        let build: @Sendable ([Int]) -> Model? = { row in
            var position = 0
            func pick<Value>(_ axis: PermutationValues<Value>) -> Value {
                defer { position += 1 }
                return axis.values[row[position]]
            }
            return make(repeat pick(each fields))
        }
        return (axes, build)
    }

    /// The same ViewModels on one axis `axis` whose labels are their names, so that
    /// all-pairs with a matrix pairs each whole ViewModel with each environment value
    /// instead of pairing the fields.
    public func asOneAxis(named axis: String = "state") throws(PermutationError) -> Permutations {
        let values = elements.map(\.value)
        let labels = AxisLabels(name: axis, labels: elements.map(\.name))
        return try Permutations(axes: [labels], rows: values.indices.map { [$0] }) { row in values[row[0]] }
    }
}

/// An axis's name and the labels of its values, without the values.
public struct AxisLabels: Hashable, Sendable {
    /// The axis name.
    public let name: String
    /// The labels of its values, in order.
    public let labels: [String]
}

/// Case names handed out so far, compared ignoring case, as file names are on macOS.
struct NameTable {
    private var owners: [String: [PermutationAxis]] = [:]

    /// Records `name` for a case at `axes`; returns the axes of an earlier case with the
    /// same name (ignoring case) and other axes, or nil.
    mutating func claim(_ name: String, axes: [PermutationAxis]) -> [PermutationAxis]? {
        let key = name.lowercased()
        if let existing = owners[key] { return existing == axes ? nil : existing }
        owners[key] = axes
        return nil
    }

    /// True when a case with this name and these axes was claimed already.
    func contains(_ name: String, axes: [PermutationAxis]) -> Bool {
        owners[name.lowercased()] == axes
    }

    static func describe(_ axes: [PermutationAxis]) -> String {
        "(" + axes.map(\.description).joined(separator: ", ") + ")"
    }
}
