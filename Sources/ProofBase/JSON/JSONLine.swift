/// Builds one JSON object as text, keys in the order they are added, so that the same
/// values always give the same bytes.
package struct JSONLine {
    private var text = "{"
    private var hasFields = false

    package init() {}

    /// The finished object.
    package var string: String { text + "}" }

    package mutating func add(_ key: String, _ value: String?) {
        addRaw(key, value.map(Self.quoted) ?? "null")
    }

    package mutating func add(_ key: String, _ value: Int?) {
        addRaw(key, value.map { String($0) } ?? "null")
    }

    package mutating func add(_ key: String, _ value: Bool) {
        addRaw(key, value ? "true" : "false")
    }

    /// A number, shortest round-trip form; JSON has no NaN or infinity, so those become null.
    package mutating func add(_ key: String, _ value: Double?) {
        guard let value, value.isFinite else { return addRaw(key, "null") }
        addRaw(key, value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value))
    }

    package mutating func add(_ key: String, object: JSONLine?) {
        addRaw(key, object?.string ?? "null")
    }

    /// A value already written as JSON.
    package mutating func addRaw(_ key: String, _ value: String) {
        if hasFields { text += "," }
        hasFields = true
        text += Self.quoted(key) + ":" + value
    }

    /// A JSON string literal; control characters and non-ASCII are escaped so each record
    /// stays on one line whatever a name contains.
    package static func quoted(_ string: String) -> String {
        var result = "\""
        for unit in string.utf16 {
            switch unit {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result + "\""
    }
}

extension JSONLine {
    /// `[["name","value"],…]`, in order.
    package mutating func add(_ key: String, pairs: [(String, String)]) {
        let items = pairs.map { "[" + Self.quoted($0.0) + "," + Self.quoted($0.1) + "]" }
        addRaw(key, "[" + items.joined(separator: ",") + "]")
    }
}
