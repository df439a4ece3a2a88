/// Builds one JSON object as text, keys in the order they are added, so that the same
/// values always give the same bytes.
struct JSONLine {
    private var text = "{"
    private var hasFields = false

    /// The finished object.
    var string: String { text + "}" }

    mutating func add(_ key: String, _ value: String?) {
        addRaw(key, value.map(Self.quoted) ?? "null")
    }

    mutating func add(_ key: String, _ value: Int?) {
        addRaw(key, value.map { String($0) } ?? "null")
    }

    mutating func add(_ key: String, _ value: Bool) {
        addRaw(key, value ? "true" : "false")
    }

    /// A number, shortest round-trip form; JSON has no NaN or infinity, so those become null.
    mutating func add(_ key: String, _ value: Double?) {
        guard let value, value.isFinite else { return addRaw(key, "null") }
        addRaw(key, value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value))
    }

    mutating func add(_ key: String, object: JSONLine?) {
        addRaw(key, object?.string ?? "null")
    }

    /// A value already written as JSON.
    mutating func addRaw(_ key: String, _ value: String) {
        if hasFields { text += "," }
        hasFields = true
        text += Self.quoted(key) + ":" + value
    }

    /// A JSON string literal; control characters and non-ASCII are escaped so each record
    /// stays on one line whatever a name contains.
    static func quoted(_ string: String) -> String {
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

    /// `{"width", "height"}`, or nil.
    static func object(_ size: PixelSize?) -> JSONLine? {
        guard let size else { return nil }
        var object = JSONLine()
        object.add("width", size.width)
        object.add("height", size.height)
        return object
    }

    /// `{"x", "y", "width", "height"}`, or nil.
    static func object(_ rect: PixelRect?) -> JSONLine? {
        guard let rect else { return nil }
        var object = JSONLine()
        object.add("x", rect.x)
        object.add("y", rect.y)
        object.add("width", rect.width)
        object.add("height", rect.height)
        return object
    }

    /// `{"maxDeltaE", "maxFractionOver"}`, or nil for exact comparison.
    static func object(_ tolerance: Tolerance) -> JSONLine? {
        guard let maxDeltaE = tolerance.maxDeltaE else { return nil }
        var object = JSONLine()
        object.add("maxDeltaE", maxDeltaE)
        object.add("maxFractionOver", tolerance.maxFractionOver)
        return object
    }
}
