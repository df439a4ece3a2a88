import ProofLayout
/// A parsed JSON text (RFC 8259) stored flat: values in document order, each container
/// followed by its contents and knowing where they end. Parsing and reading use no
/// recursion, so nesting depth is bounded only by the input's size; object members keep
/// their order.
struct JSONDocument {
    enum Kind: UInt8 {
        case null, bool, number, string, array, object
    }

    struct Value {
        var kind: Kind
        /// `bool` for booleans.
        var flag = false
        /// The number, for numbers.
        var number = 0.0
        /// Index into `strings`, for strings.
        var string: Int32 = -1
        /// For containers: the index just past their contents; otherwise index + 1.
        var end: Int32 = 0
        /// For containers: the number of elements or members.
        var count: Int32 = 0
        /// Byte offset of the value in the text, for error messages.
        var offset: Int32 = 0
    }

    var values: [Value] = []
    var strings: [String] = []

    /// Why a text is not JSON.
    struct SyntaxError: Error {
        var offset: Int
        var message: String
    }

    init(parsing text: String) throws(SyntaxError) {
        var text = text
        let result: Result<Void, SyntaxError> = text.withUTF8 { bytes in
            var parser = Parser(bytes: bytes)
            do throws(SyntaxError) {
                try parser.parse()
            } catch {
                return .failure(error)
            }
            values = parser.values
            strings = parser.strings
            return .success(())
        }
        try result.get()
    }

    subscript(index: Int) -> Value { values[index] }

    /// The index of the value after `index` and everything inside it.
    @inline(__always) func next(after index: Int) -> Int { Int(values[index].end) }

    /// The members of the object at `index` as (key, value index) pairs, in order.
    func members(of index: Int) -> [(key: String, value: Int)] {
        var result: [(String, Int)] = []
        result.reserveCapacity(Int(values[index].count))
        var i = index + 1
        let end = Int(values[index].end)
        while i < end {
            let key = strings[Int(values[i].string)]
            result.append((key, i + 1))
            i = next(after: i + 1)
        }
        return result
    }

    /// The element indices of the array at `index`.
    func elements(of index: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(Int(values[index].count))
        var i = index + 1
        let end = Int(values[index].end)
        while i < end {
            result.append(i)
            i = next(after: i)
        }
        return result
    }

    func string(at index: Int) -> String? {
        values[index].kind == .string ? strings[Int(values[index].string)] : nil
    }

    /// A short rendering of a scalar for messages (containers are abbreviated).
    func describe(_ index: Int) -> String {
        let value = values[index]
        switch value.kind {
        case .null: return "null"
        case .bool: return value.flag ? "true" : "false"
        case .number: return value.number.isFinite && value.number == value.number.rounded() && Swift.abs(value.number) < 1e15
            ? String(Int64(value.number)) : String(value.number)
        case .string:
            let text = strings[Int(value.string)]
            return "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
        case .array: return "[…]"
        case .object: return "{…}"
        }
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var values: [JSONDocument.Value] = []
    var strings: [String] = []
    /// Indices of the containers not closed yet, innermost last.
    var open: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    typealias SyntaxError = JSONDocument.SyntaxError

    func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(offset: offset ?? position, message: message)
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func parse() throws(SyntaxError) {
        guard bytes.count < Int(Int32.max) else { throw error("the text is too long", at: 0) }
        skipWhitespace()
        try parseValue()
        while !open.isEmpty {
            let container = open[open.count - 1]
            skipWhitespace()
            guard position < bytes.count else {
                throw error(values[container].kind == .object ? "unterminated object" : "unterminated array")
            }
            let isObject = values[container].kind == .object
            let closer: UInt8 = isObject ? 0x7D : 0x5D
            if bytes[position] == closer {
                position += 1
                values[container].end = Int32(values.count)
                open.removeLast()
                continue
            }
            if values[container].count > 0 {
                guard bytes[position] == 0x2C else {
                    throw error(isObject ? "expected ',' or '}' in object" : "expected ',' or ']' in array")
                }
                position += 1
                skipWhitespace()
            }
            if isObject {
                guard position < bytes.count, bytes[position] == 0x22 else { throw error("expected a string key in object") }
                try parseString()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == 0x3A else { throw error("expected ':' after key") }
                position += 1
                skipWhitespace()
            }
            values[container].count += 1
            try parseValue()
        }
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
    }

    /// Parses a scalar, or opens a container (its contents are parsed by `parse`).
    mutating func parseValue() throws(SyntaxError) {
        guard position < bytes.count else { throw error("expected a value, found the end of the text") }
        let start = position
        switch bytes[position] {
        case 0x7B, 0x5B:
            let kind: JSONDocument.Kind = bytes[position] == 0x7B ? .object : .array
            position += 1
            open.append(values.count)
            values.append(JSONDocument.Value(kind: kind, offset: Int32(start)))
        case 0x22:
            try parseString()
        case 0x74:
            try expectLiteral("true")
            values.append(JSONDocument.Value(kind: .bool, flag: true, end: Int32(values.count + 1), offset: Int32(start)))
        case 0x66:
            try expectLiteral("false")
            values.append(JSONDocument.Value(kind: .bool, flag: false, end: Int32(values.count + 1), offset: Int32(start)))
        case 0x6E:
            try expectLiteral("null")
            values.append(JSONDocument.Value(kind: .null, end: Int32(values.count + 1), offset: Int32(start)))
        case 0x2D, 0x30...0x39:
            try parseNumber()
        default:
            throw error("unexpected character '\(Character(Unicode.Scalar(bytes[position])))'")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("invalid literal") }
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for i in 0..<count where bytes[position + i] != expected[i] {
            throw error("invalid literal")
        }
        position += count
    }

    mutating func parseNumber() throws(SyntaxError) {
        let start = position
        @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        if bytes[position] == 0x2D { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number", at: start) }
        if bytes[position] == 0x30 {
            position += 1
        } else {
            while position < bytes.count && isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count && bytes[position] == 0x2E {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number", at: start) }
            while position < bytes.count && isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count && (bytes[position] == 0x65 || bytes[position] == 0x45) {
            position += 1
            if position < bytes.count && (bytes[position] == 0x2B || bytes[position] == 0x2D) { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number", at: start) }
            while position < bytes.count && isDigit(bytes[position]) { position += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let number = Double(text) else { throw error("invalid number", at: start) }
        values.append(JSONDocument.Value(kind: .number, number: number, end: Int32(values.count + 1), offset: Int32(start)))
    }

    mutating func parseString() throws(SyntaxError) {
        let start = position
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flushRun(_ end: Int) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[position]
            if byte == 0x22 {
                flushRun(position)
                position += 1
                break
            }
            if byte < 0x20 { throw error("control character in string") }
            if byte != 0x5C {
                position += 1
                continue
            }
            flushRun(position)
            position += 1
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let escape = bytes[position]
            position += 1
            switch escape {
            case 0x22: scalars.append("\"")
            case 0x5C: scalars.append("\\")
            case 0x2F: scalars.append("/")
            case 0x62: scalars.append("\u{08}")
            case 0x66: scalars.append("\u{0C}")
            case 0x6E: scalars.append("\n")
            case 0x72: scalars.append("\r")
            case 0x74: scalars.append("\t")
            case 0x75:
                var code = try parseHex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard position + 1 < bytes.count, bytes[position] == 0x5C, bytes[position + 1] == 0x75 else {
                        throw error("unpaired surrogate in string")
                    }
                    position += 2
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in string") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw error("unpaired surrogate in string")
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid escape in string") }
                scalars.append(scalar)
            default:
                throw error("invalid escape in string")
            }
            runStart = position
        }
        strings.append(String(scalars))
        values.append(JSONDocument.Value(
            kind: .string, string: Int32(strings.count - 1), end: Int32(values.count + 1), offset: Int32(start)))
    }

    mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("invalid \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("invalid \\u escape")
            }
            code = code << 4 | digit
            position += 1
        }
        return code
    }
}
