/// A type that names its values in snapshot names, instead of the name derived from its
/// description.
///
/// ```swift
/// enum CardStatus: CaseIterable, PermutationNaming {
///     case active, blocked(reason: String)
///     var permutationName: String {
///         switch self {
///         case .active: "active"
///         case .blocked: "blocked"
///         }
///     }
/// }
/// ```
///
/// The name is made file-safe like any label (see ``PermutationLabel``).
public protocol PermutationNaming {
    /// A short, stable label for this value, such as `blocked` or `longName`.
    var permutationName: String { get }
}

/// How values get their labels in case names.
///
/// A value's label is, in order: its ``PermutationNaming/permutationName``; for a `Bool`,
/// the axis name or `not` + the axis name (`enrolled`, `notEnrolled`); for an optional,
/// `none` or the label of the wrapped value; for a string, the string; else its
/// description (`String(describing:)`), so that enum cases name themselves.
///
/// Labels are then made file-safe: every run of characters other than ASCII letters, digits
/// and `- _ + = @ ,` becomes one `_` (`.` separates the matrix labels in case names), and
/// `_` at either end is dropped: `active(points: 3)` becomes `active_points_3`. An empty
/// label, or one longer than ``maxLength``, is an error asking for an explicit label.
/// (`-` joins field labels too; two cases whose joined names meet are reported as
/// duplicates, never merged.)
public enum PermutationLabel {
    /// The longest label: names join several labels and must stay below the file-name limit.
    public static let maxLength = 64

    /// The label of `value` on the axis `axis`, before it is made file-safe.
    public static func raw(for value: Any, axis: String) -> String {
        if let named = value as? any PermutationNaming { return named.permutationName }
        if let flag = value as? Bool {
            let first = axis.prefix(1).uppercased() + axis.dropFirst()
            return flag ? axis : "not" + first
        }
        if let text = value as? String { return text }
        if let text = value as? Substring { return String(text) }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "none" }
            return raw(for: wrapped, axis: axis)
        }
        return String(describing: value)
    }

    /// `text` made file-safe, or nil when nothing is left.
    public static func sanitized(_ text: String) -> String? {
        var result = ""
        var pendingSeparator = false
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) && scalar != "_" {
                if pendingSeparator && !result.isEmpty { result.unicodeScalars.append("_") }
                pendingSeparator = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingSeparator = true
            }
        }
        return result.isEmpty ? nil : result
    }

    /// The file-safe label of `raw` on `axis`, or an error naming the value.
    static func label(_ raw: String, axis: String, valueDescription: String) throws(PermutationError) -> String {
        guard let label = sanitized(raw) else {
            throw .invalidLabel(axis: axis, value: valueDescription, reason: "\"\(raw)\" has no letters or digits")
        }
        guard label.utf8.count <= maxLength else {
            throw .invalidLabel(axis: axis, value: valueDescription,
                                reason: "\"\(label.prefix(24))…\" is \(label.utf8.count) characters long, above the limit of \(maxLength)")
        }
        return label
    }

    /// A short, one-line form of a value for error messages.
    static func describe(_ value: Any) -> String {
        var text = String(reflecting: value)
        if text.count > 60 { text = String(text.prefix(57)) + "…" }
        return text.unicodeScalars.contains(where: { $0.value < 0x20 })
            ? String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? " " : $0 }))
            : text
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", "+", "=", "@", ",": return true
        default: return false
        }
    }
}
