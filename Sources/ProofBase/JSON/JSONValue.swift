/// A parsed JSON value, for reading results logs without Foundation. Object keys keep their
/// order (a log line's keys are written in a fixed order, and lookups are few).
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    package subscript(key: String) -> JSONValue? {
        guard case let .object(fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }

    package var string: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    package var bool: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    package var double: Double? {
        if case let .number(value) = self { return value }
        return nil
    }

    /// The number as an integer when it is one within ±2^53.
    package var int: Int? {
        guard case let .number(value) = self, value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else { return nil }
        return Int(value)
    }

    package var array: [JSONValue]? {
        if case let .array(value) = self { return value }
        return nil
    }

    package var isNull: Bool { self == .null }
}

/// Why a line is not JSON: what, and at which byte.
package struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    package var offset: Int
    package var reason: String
    package var description: String { "\(reason) at byte \(offset + 1)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes, with a nesting limit so that hostile input
/// cannot exhaust the stack.
package struct JSONParser {
    package static let maxDepth = 32

    private let bytes: [UInt8]
    private var position = 0

    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        if parser.position != parser.bytes.count { throw parser.error("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ reason: String) -> JSONParseError {
        JSONParseError(offset: position, reason: reason)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) deep") }
        guard position < bytes.count else { throw error("unexpected end of line") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var fields: [(String, JSONValue)] = []
            skipWhitespace()
            if position < bytes.count && bytes[position] == UInt8(ascii: "}") { position += 1; return .object(fields) }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                skipWhitespace()
                fields.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if try separatorOrEnd(UInt8(ascii: "}")) { return .object(fields) }
            }
        case UInt8(ascii: "["):
            position += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count && bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                if try separatorOrEnd(UInt8(ascii: "]")) { return .array(items) }
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            return .number(try number())
        }
    }

    /// After an item: `,` (false) or the closing bracket (true).
    private mutating func separatorOrEnd(_ close: UInt8) throws(JSONParseError) -> Bool {
        guard position < bytes.count else { throw error("unexpected end of line") }
        if bytes[position] == UInt8(ascii: ",") { position += 1; return false }
        if bytes[position] == close { position += 1; return true }
        throw error("expected , or \(Character(Unicode.Scalar(close)))")
    }

    private mutating func expect(_ byte: UInt8) throws(JSONParseError) {
        guard position < bytes.count, bytes[position] == byte else { throw error("expected \(Character(Unicode.Scalar(byte)))") }
        position += 1
    }

    private mutating func literal(_ word: String) throws(JSONParseError) {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, bytes[position..<(position + expected.count)].elementsEqual(expected) else {
            throw error("invalid literal")
        }
        position += expected.count
    }

    private mutating func number() throws(JSONParseError) -> Double {
        let start = position
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        guard position > digitsStart else { throw error("unexpected character") }
        if bytes[digitsStart] == UInt8(ascii: "0") && position - digitsStart > 1 { throw error("leading zero in a number") }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fraction = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            guard position > fraction else { throw error("expected digits after .") }
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) { position += 1 }
            let exponent = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            guard position > exponent else { throw error("expected digits in the exponent") }
        }
        guard position - start <= 64, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
            throw JSONParseError(offset: start, reason: "number out of range")
        }
        return value
    }

    private mutating func string() throws(JSONParseError) -> String {
        position += 1 // the opening quote
        var result: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error("unterminated string") }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw error("unterminated string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by an escaped low one.
                        guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate")
                        }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        throw error("unpaired surrogate")
                    }
                    result.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
                default:
                    throw error("invalid escape")
                }
            case 0..<0x20:
                throw error("control character in a string")
            default:
                result.append(byte)
            }
        }
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
