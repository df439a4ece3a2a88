/// A permutation, matrix or suite that cannot be built as asked: what was wrong, where, and
/// what to do instead.
public enum PermutationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An axis or field has no values.
    case emptyAxis(String)
    /// An axis name is empty or used twice in one combination.
    case invalidAxisName(String, reason: String)
    /// A value's label is empty once made file-safe, or too long.
    case invalidLabel(axis: String, value: String, reason: String)
    /// Two values of one axis have the same label (perhaps differing only in case).
    case duplicateLabel(axis: String, label: String, first: String, second: String)
    /// Two different cases have the same name (perhaps differing only in case).
    case duplicateName(name: String, first: String, second: String)
    /// The full product has more cases than the limit allows.
    case tooManyCases(count: String, limit: Int, axes: String)
    /// Every combination was rejected by the constraints.
    case noValidCase(axes: String)
    /// The search for a case that satisfies the constraints and covers a pair gave up.
    case constraintsTooComplex(pair: String, checked: Int)

    public var description: String {
        switch self {
        case let .emptyAxis(name):
            return "axis \"\(name)\" has no values; give it at least one, or leave it out"
        case let .invalidAxisName(name, reason):
            return "axis name \"\(name)\" cannot be used: \(reason)"
        case let .invalidLabel(axis, value, reason):
            return "value \(value) of axis \"\(axis)\" has no usable label: \(reason); give it an explicit label "
                + "(PermutationValues(\"\(axis)\", [\"label\": value]) or conform its type to PermutationNaming)"
        case let .duplicateLabel(axis, label, first, second):
            return "values \(first) and \(second) of axis \"\(axis)\" both have the label \"\(label)\" "
                + "(labels are compared ignoring case, as file names are on macOS and Windows); give one an explicit label"
        case let .duplicateName(name, first, second):
            return "two cases are both named \"\(name)\" (names are compared ignoring case): \(first) and \(second); "
                + "make their labels differ (PermutationNaming) or give them different suites"
        case let .tooManyCases(count, limit, axes):
            return "the full product of \(axes) has \(count) cases, above the limit of \(limit); "
                + "use allPairs, fewer values, or raise the limit"
        case let .noValidCase(axes):
            return "no combination of \(axes) is valid: every one was rejected; check the constraint (the closure returning nil)"
        case let .constraintsTooComplex(pair, checked):
            return "no valid case covering \(pair) was found after checking \(checked) combinations; "
                + "simplify the constraint or list the cases explicitly"
        }
    }
}
