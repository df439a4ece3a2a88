/// Named axes that each change a configuration, such as an environment: content size
/// categories, devices, colour schemes. Each combination of values is applied to ``base``
/// in axis order.
///
/// ```swift
/// let matrix = try Matrix(Settings())
///     .varying(PermutationValues("theme", Theme.allCases)) { $0.theme = $1 }
///     .varying(PermutationValues("locale", ["en": "en_US", "de": "de_DE"])) { $0.locale = $1 }
/// ```
///
/// Case names end with the labels of the matrix axes in axis order
/// (`blocked.iPhone15.AX3.dark.rtl`), except a label an axis leaves out of names
/// (`omittedLabel`, e.g. `portrait`), so adding a value never renames the existing cases.
public struct Matrix<Configuration: Sendable>: Sendable {
    /// The configuration every case starts from.
    public let base: Configuration
    /// The axes, in order.
    public private(set) var axes: [MatrixAxis<Configuration>] = []

    /// A matrix with no axes: one case, `base`.
    public init(_ base: Configuration) {
        self.base = base
    }

    /// This matrix with one more axis, whose values `apply` writes into the configuration.
    ///
    /// - Parameter omittedLabel: a label left out of case names (say `portrait` for an
    ///   orientation axis, so that names only change for landscape); nil keeps every label.
    public func varying<Value>(
        _ axis: PermutationValues<Value>,
        omittingFromNames omittedLabel: String? = nil,
        _ apply: @escaping @Sendable (inout Configuration, Value) -> Void
    ) throws(PermutationError) -> Matrix {
        guard !axes.contains(where: { $0.name == axis.name }) else {
            throw .invalidAxisName(axis.name, reason: "the matrix has this axis already; give each axis once")
        }
        var copy = self
        let values = axis.values
        copy.axes.append(MatrixAxis(
            name: axis.name, labels: axis.labels, omittedLabel: omittedLabel,
            apply: { configuration, index in apply(&configuration, values[index]) }
        ))
        return copy
    }

    /// The number of cases of the full product of the axes (nil above `Int.max`).
    public var productCount: Int? { Combinations.productCount(axes.map(\.labels.count)) }

    /// The configuration for one value index per axis.
    func configuration(_ row: some Collection<Int>) -> Configuration {
        var configuration = base
        for (axis, index) in zip(axes, row) { axis.apply(&configuration, index) }
        return configuration
    }
}

/// One axis of a ``Matrix``: its name, its values' labels, and how a value changes the
/// configuration.
public struct MatrixAxis<Configuration: Sendable>: Sendable {
    /// The axis name (`category`).
    public let name: String
    /// The labels of its values, in order (`XS` … `AX5`).
    public let labels: [String]
    /// The label left out of case names, if any.
    public let omittedLabel: String?
    let apply: @Sendable (inout Configuration, Int) -> Void
}
