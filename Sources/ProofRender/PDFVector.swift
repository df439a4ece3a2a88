import ProofBase

/// Reads the first page of a PDF as vector icon exports draw it: paths (`m l c v y h re`)
/// filled and stroked (`f F f* S s B B* b b* n`) in device grey, RGB or CMYK colours
/// (`g G rg RG k K`, `sc scn` with numbers), under `cm` and `q`/`Q`, line width `w`. Text,
/// images, shadings, patterns and form XObjects are not drawn and are listed in
/// ``VectorImage/unsupported``; clips, dashes and graphics state dictionaries are ignored and
/// listed in ``VectorImage/approximations``. Objects, streams, references and operators are
/// all bounded (``VectorLimits``): a reference cycle or a self-referring page tree ends.
public enum PDFVector {
    /// The picture of the first page of `data`.
    public static func read(_ data: [UInt8]) throws(VectorImageError) -> VectorImage {
        guard data.count <= VectorLimits.maxFileBytes else {
            throw .tooComplex("the file is \(data.count) bytes, above \(VectorLimits.maxFileBytes)")
        }
        guard data.starts(with: Array("%PDF-".utf8)) else {
            throw .malformed("the file does not start with %PDF-: this is not a PDF", offset: 0)
        }
        var document = PDFDocument(bytes: data)
        try document.scan()
        guard let (pageNumber, page) = document.firstPage() else {
            throw .malformed("no page object (/Type /Page) found", offset: nil)
        }
        guard let box = document.mediaBox(of: page), box.count == 4 else {
            throw .malformed("page object \(pageNumber) has no /MediaBox [x0 y0 x1 y1]", offset: nil)
        }
        let (x0, y0, x1, y1) = (min(box[0], box[2]), min(box[1], box[3]), max(box[0], box[2]), max(box[1], box[3]))
        let width = x1 - x0, height = y1 - y0
        guard width > 0, height > 0, width <= VectorLimits.maxPoints, height <= VectorLimits.maxPoints else {
            throw .malformed("the page is \(formatNumber(width))×\(formatNumber(height)) points; a media box between 0 and \(formatNumber(VectorLimits.maxPoints)) points is expected", offset: nil)
        }
        let content = try document.contents(of: page)
        // PDF space has y up from the media box's corner; the picture's has y down from its top.
        let base = AffineMap(a: 1, b: 0, c: 0, d: -1, tx: -x0, ty: y1)
        var interpreter = PDFContentInterpreter(ctm: base)
        try interpreter.run(content)
        return VectorImage(size: Size(width: width, height: height), commands: interpreter.commands,
                           unsupported: interpreter.unsupported, approximations: interpreter.approximations)
    }
}

/// A PDF value.
indirect enum PDFObject {
    case number(Double)
    case name(String)
    case string
    case bool(Bool)
    case null
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case reference(Int)
    case keyword(String)
    /// A stream: its dictionary and the range of its raw bytes.
    case stream([String: PDFObject], Range<Int>)

    var number: Double? { if case .number(let v) = self { v } else { nil } }
    var name: String? { if case .name(let v) = self { v } else { nil } }
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let d): d
        case .stream(let d, _): d
        default: nil
        }
    }
}

/// The tokens and values of PDF syntax over a byte range.
struct PDFLexer {
    let bytes: [UInt8]
    var index: Int
    let end: Int

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        index = range.lowerBound
        end = range.upperBound
    }

    static func isWhite(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0C || b == 0x00 }
    static func isDelimiter(_ b: UInt8) -> Bool {
        b == 0x28 || b == 0x29 || b == 0x3C || b == 0x3E || b == 0x5B || b == 0x5D || b == 0x7B || b == 0x7D || b == 0x2F || b == 0x25
    }

    mutating func skipWhite() {
        while index < end {
            if Self.isWhite(bytes[index]) { index += 1 }
            else if bytes[index] == 0x25 { while index < end, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 } }
            else { break }
        }
    }

    /// `n g R` after the object number `number` was read: the reference, with the generation
    /// and `R` consumed; nil (nothing consumed) otherwise.
    mutating func referenceAfter(_ number: Int) -> PDFObject? {
        let saved = index
        skipWhite()
        let generationStart = index
        while index < end, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
        if index > generationStart, index - generationStart < 6 {
            skipWhite()
            if index < end, bytes[index] == 0x52, index + 1 >= end || Self.isWhite(bytes[index + 1]) || Self.isDelimiter(bytes[index + 1]) {
                index += 1
                return .reference(number)
            }
        }
        index = saved
        return nil
    }

    /// The next value; `[`/`]`/`<<`/`>>` build arrays and dictionaries. Nil at the end.
    mutating func value(depth: Int = 0) throws(VectorImageError) -> PDFObject? {
        guard depth < 32 else { throw .tooComplex("arrays and dictionaries nested more than 32 deep") }
        skipWhite()
        guard index < end else { return nil }
        let start = index
        let b = bytes[index]
        switch b {
        case 0x2F: // name
            index += 1
            let nameStart = index
            while index < end, !Self.isWhite(bytes[index]), !Self.isDelimiter(bytes[index]) { index += 1 }
            return .name(String(decoding: bytes[nameStart..<index], as: UTF8.self))
        case 0x28: // literal string, balanced parentheses, escapes
            index += 1
            var level = 1
            while index < end, level > 0 {
                switch bytes[index] {
                case 0x5C: index += 1
                case 0x28: level += 1
                case 0x29: level -= 1
                default: break
                }
                index += 1
            }
            guard level == 0 else { throw .malformed("a string is not closed", offset: start) }
            return .string
        case 0x3C:
            if index + 1 < end, bytes[index + 1] == 0x3C {
                index += 2
                var dictionary: [String: PDFObject] = [:]
                while true {
                    skipWhite()
                    guard index < end else { throw .malformed("a dictionary is not closed", offset: start) }
                    if bytes[index] == 0x3E, index + 1 < end, bytes[index + 1] == 0x3E { index += 2; break }
                    guard case .name(let key)? = try value(depth: depth + 1) else {
                        throw .malformed("a dictionary key is not a name", offset: index)
                    }
                    guard let item = try value(depth: depth + 1) else { throw .malformed("a dictionary is not closed", offset: start) }
                    if dictionary.count < 4096 { dictionary[key] = item }
                }
                return .dictionary(dictionary)
            }
            index += 1
            while index < end, bytes[index] != 0x3E { index += 1 }
            guard index < end else { throw .malformed("a hex string is not closed", offset: start) }
            index += 1
            return .string
        case 0x5B:
            index += 1
            var items: [PDFObject] = []
            while true {
                skipWhite()
                guard index < end else { throw .malformed("an array is not closed", offset: start) }
                if bytes[index] == 0x5D { index += 1; break }
                guard let item = try value(depth: depth + 1) else { throw .malformed("an array is not closed", offset: start) }
                if items.count < 65_536 { items.append(item) }
            }
            return .array(items)
        case 0x5D, 0x3E, 0x29, 0x7B, 0x7D:
            index += 1
            return .keyword(String(UnicodeScalar(b)))
        default:
            while index < end, !Self.isWhite(bytes[index]), !Self.isDelimiter(bytes[index]) { index += 1 }
            if index == start { index += 1 }
            let word = bytes[start..<index]
            if let first = word.first, (first >= 0x30 && first <= 0x39) || first == 0x2D || first == 0x2B || first == 0x2E {
                let text = String(decoding: word.prefix(40), as: UTF8.self)
                let number = Double(text).flatMap { $0.isFinite ? $0 : nil } ?? 0
                if word.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), number < 1e7, let reference = referenceAfter(Int(number)) {
                    return reference
                }
                return .number(number)
            }
            let text = String(decoding: word.prefix(64), as: UTF8.self)
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default: return .keyword(text)
            }
        }
    }
}

/// The objects of a PDF file, found by scanning for `n g obj` (the cross-reference table is
/// not trusted), with object streams unpacked.
struct PDFDocument {
    let bytes: [UInt8]
    var objects: [Int: PDFObject] = [:]
    var order: [Int] = []
    /// Bytes inflated so far: all streams together are bounded.
    var inflated = 0
    static let maxObjects = 100_000
    static let maxInflated = 32 << 20

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func scan() throws(VectorImageError) {
        var lexer = PDFLexer(bytes: bytes, range: 0..<bytes.count)
        var recent: [PDFObject] = []
        while true {
            let before = lexer.index
            let item: PDFObject?
            do {
                item = try lexer.value()
            } catch {
                // Damage between objects (binary comments, broken trailers): step over a byte,
                // unless the failed value ran to the end of the file (an unclosed string or
                // array), where nothing more can start: stopping keeps the scan linear.
                if lexer.index >= bytes.count { break }
                lexer.index = before + 1
                recent.removeAll()
                continue
            }
            guard let item else { break }
            if case .keyword("obj") = item, recent.count >= 2, case .number(let number) = recent[recent.count - 2],
               number >= 0, number < 1e7, number == number.rounded() {
                recent.removeAll()
                guard objects.count < Self.maxObjects else { throw .tooComplex("more than \(Self.maxObjects) objects") }
                let bodyStart = lexer.index
                guard let body = try? lexer.value() else { lexer.index = bodyStart + 1; continue }
                var object = body
                let afterBody = lexer.index
                lexer.skipWhite()
                if case .dictionary(let dictionary) = body, lexer.index + 6 <= bytes.count, bytes[lexer.index..<lexer.index + 6].elementsEqual("stream".utf8) {
                    var dataStart = lexer.index + 6
                    if dataStart < bytes.count, bytes[dataStart] == 0x0D { dataStart += 1 }
                    if dataStart < bytes.count, bytes[dataStart] == 0x0A { dataStart += 1 }
                    var dataEnd: Int?
                    if let length = dictionary["Length"]?.number, length >= 0, length <= Double(bytes.count - dataStart) {
                        let candidate = dataStart + Int(length)
                        var probe = PDFLexer(bytes: bytes, range: candidate..<bytes.count)
                        probe.skipWhite()
                        if probe.index + 9 <= bytes.count, bytes[probe.index..<probe.index + 9].elementsEqual("endstream".utf8) { dataEnd = candidate }
                    }
                    if dataEnd == nil { dataEnd = Self.find("endstream", in: bytes, from: dataStart) }
                    guard let end = dataEnd else { throw .malformed("object \(Int(number)): a stream without endstream", offset: dataStart) }
                    var trimmed = end
                    if dataEnd != nil, trimmed > dataStart, bytes[trimmed - 1] == 0x0A { trimmed -= 1 }
                    if trimmed > dataStart, bytes[trimmed - 1] == 0x0D { trimmed -= 1 }
                    object = .stream(dictionary, dataStart..<max(dataStart, min(trimmed, end)))
                    lexer.index = end + 9
                } else {
                    lexer.index = afterBody
                }
                let key = Int(number)
                if objects[key] == nil { order.append(key) }
                objects[key] = object
                continue
            }
            recent.append(item)
            if recent.count > 2 { recent.removeFirst() }
        }
        try unpackObjectStreams()
    }

    static func find(_ word: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(word.utf8)
        guard bytes.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    mutating func unpackObjectStreams() throws(VectorImageError) {
        for key in order {
            guard case .stream(let dictionary, _)? = objects[key], dictionary["Type"]?.name == "ObjStm",
                  let count = dictionary["N"]?.number, let first = dictionary["First"]?.number,
                  count >= 0, count <= Double(Self.maxObjects), first >= 0 else { continue }
            let data = try streamData(objects[key]!, number: key)
            guard first <= Double(data.count) else { continue }
            var header = PDFLexer(bytes: data, range: 0..<Int(first))
            var entries: [(Int, Int)] = []
            for _ in 0..<Int(count) {
                guard let n = try header.value()?.number, let offset = try header.value()?.number,
                      n >= 0, n < 1e7, offset >= 0, Int(first) + Int(offset) < data.count else { break }
                entries.append((Int(n), Int(first) + Int(offset)))
            }
            for (number, offset) in entries where objects[number] == nil {
                guard objects.count < Self.maxObjects else { throw .tooComplex("more than \(Self.maxObjects) objects") }
                var lexer = PDFLexer(bytes: data, range: offset..<data.count)
                if let value = try? lexer.value() {
                    objects[number] = value
                    order.append(number)
                }
            }
        }
    }

    /// `object` with references followed (at most 16).
    func resolve(_ object: PDFObject?) -> PDFObject? {
        var current = object
        var steps = 0
        while case .reference(let number)? = current {
            steps += 1
            guard steps <= 16 else { return nil }
            current = objects[number]
        }
        return current
    }

    func firstPage() -> (Int, [String: PDFObject])? {
        for key in order {
            if let dictionary = objects[key]?.dictionary, dictionary["Type"]?.name == "Page" { return (key, dictionary) }
        }
        return nil
    }

    /// The page's /MediaBox (or /CropBox), inherited from its parents (at most 16 up).
    func mediaBox(of page: [String: PDFObject]) -> [Double]? {
        var node: [String: PDFObject]? = page
        var steps = 0
        while let current = node, steps < 16 {
            for key in ["CropBox", "MediaBox"] {
                if case .array(let items)? = resolve(current[key]) {
                    let numbers = items.compactMap { resolve($0)?.number }
                    if numbers.count == 4 { return numbers }
                }
            }
            node = resolve(current["Parent"])?.dictionary
            steps += 1
        }
        return nil
    }

    /// The page's content streams, decoded and joined.
    mutating func contents(of page: [String: PDFObject]) throws(VectorImageError) -> [UInt8] {
        var references: [PDFObject] = []
        switch page["Contents"] {
        case .array(let items)?: references = items
        case let item?:
            if case .array(let items)? = resolve(item) { references = items } else { references = [item] }
        case nil: return []
        }
        var content: [UInt8] = []
        for reference in references.prefix(1024) {
            guard let stream = resolve(reference), case .stream = stream else {
                throw .malformed("the page's /Contents is not a stream", offset: nil)
            }
            var number = 0
            if case .reference(let n) = reference { number = n }
            content += try streamData(stream, number: number)
            content.append(0x0A)
        }
        return content
    }

    /// A stream's bytes with its filters undone (FlateDecode; none).
    mutating func streamData(_ object: PDFObject, number: Int) throws(VectorImageError) -> [UInt8] {
        guard case .stream(let dictionary, let range) = object else { return [] }
        var filters: [String] = []
        switch resolve(dictionary["Filter"]) {
        case .name(let name)?: filters = [name]
        case .array(let items)?: filters = items.compactMap { resolve($0)?.name }
        default: break
        }
        var data = Array(bytes[range])
        for filter in filters.prefix(4) {
            guard filter == "FlateDecode" || filter == "Fl" else {
                throw .malformed("object \(number) is compressed with /\(filter); only FlateDecode is read (save the PDF without other compression)", offset: range.lowerBound)
            }
            let room = Self.maxInflated - inflated
            do {
                data = try Inflate.inflate(data[...], limit: room)
            } catch {
                switch error {
                case .tooLarge:
                    throw .tooComplex("the streams inflate to more than \(Self.maxInflated) bytes (object \(number))")
                case .corrupt(let detail):
                    throw .malformed("object \(number)'s compressed stream is damaged (\(detail))", offset: range.lowerBound)
                }
            }
            inflated += data.count
        }
        return data
    }
}

/// Runs a content stream's operators, collecting fills and strokes.
struct PDFContentInterpreter {
    struct State {
        var ctm: AffineMap
        var fill = RGBA8(r: 0, g: 0, b: 0)
        var stroke = RGBA8(r: 0, g: 0, b: 0)
        var lineWidth = 1.0
    }

    var state: State
    var saved: [State] = []
    var path = Path()
    var current = Point(x: 0, y: 0)
    var segments = 0
    var commands: [DisplayCommand] = []
    var unsupported: [String] = []
    var approximations: [String] = []

    init(ctm: AffineMap) { state = State(ctm: ctm) }

    mutating func note(_ what: String) { if !unsupported.contains(what) { unsupported.append(what) } }
    mutating func approximate(_ what: String) { if !approximations.contains(what) { approximations.append(what) } }

    mutating func run(_ content: [UInt8]) throws(VectorImageError) {
        var lexer = PDFLexer(bytes: content, range: 0..<content.count)
        var operands: [PDFObject] = []
        var operators = 0
        while true {
            let item: PDFObject?
            do { item = try lexer.value() } catch { throw .malformed("content stream: \(error)", offset: lexer.index) }
            guard let item else { break }
            guard case .keyword(let op) = item else {
                guard operands.count < 64 else { throw .tooComplex("more than 64 operands before an operator in the content stream") }
                operands.append(item)
                continue
            }
            operators += 1
            guard operators <= VectorLimits.maxOperators else {
                throw .tooComplex("more than \(VectorLimits.maxOperators) operators in the content stream")
            }
            if op == "BI" {
                note("inline images (BI)")
                guard let end = PDFDocument.find("EI", in: content, from: lexer.index) else { break }
                lexer.index = end + 2
                operands.removeAll()
                continue
            }
            try perform(op, operands.compactMap(\.number), raw: operands)
            operands.removeAll(keepingCapacity: true)
        }
    }

    mutating func add(_ element: Path.Element) throws(VectorImageError) {
        segments += 1
        guard segments <= VectorLimits.maxSegments else { throw .tooComplex("more than \(VectorLimits.maxSegments) path segments") }
        path.elements.append(element)
    }

    func point(_ x: Double, _ y: Double) -> Point {
        let p = state.ctm.apply(Point(x: x, y: y))
        return Point(x: p.x.isFinite ? min(max(p.x, -1e9), 1e9) : 0, y: p.y.isFinite ? min(max(p.y, -1e9), 1e9) : 0)
    }

    static func gray(_ v: Double) -> RGBA8 { let c = channel(v); return RGBA8(r: c, g: c, b: c) }
    static func channel(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    static func color(_ n: [Double]) -> RGBA8? {
        switch n.count {
        case 1: return gray(n[0])
        case 3: return RGBA8(r: channel(n[0]), g: channel(n[1]), b: channel(n[2]))
        case 4:
            let k = min(max(n[3], 0), 1)
            return RGBA8(r: channel((1 - min(max(n[0], 0), 1)) * (1 - k)), g: channel((1 - min(max(n[1], 0), 1)) * (1 - k)),
                         b: channel((1 - min(max(n[2], 0), 1)) * (1 - k)))
        default: return nil
        }
    }

    mutating func paint(fill: Bool, stroke: Bool, close: Bool) throws(VectorImageError) {
        if close { try add(.closeSubpath) }
        if !path.elements.isEmpty {
            if fill { commands.append(.fill(.path(path), .color(state.fill))) }
            if stroke {
                let width = max(state.lineWidth, 0) * state.ctm.lengthScale
                commands.append(.stroke(.path(path), width: width > 0 ? width : 1 / 3, alignment: .center, .color(state.stroke)))
            }
            guard commands.count <= VectorLimits.maxCommands else {
                throw .tooComplex("more than \(VectorLimits.maxCommands) fills and strokes")
            }
        }
        path = Path()
    }

    mutating func perform(_ op: String, _ n: [Double], raw: [PDFObject]) throws(VectorImageError) {
        switch op {
        case "q":
            guard saved.count < VectorLimits.maxDepth else { throw .tooComplex("q nested more than \(VectorLimits.maxDepth) deep") }
            saved.append(state)
        case "Q":
            if let last = saved.popLast() { state = last }
        case "cm":
            guard n.count == 6, n.allSatisfy({ abs($0) < 1e9 }) else { return }
            state.ctm = state.ctm.concatenating(after: AffineMap(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
        case "w":
            if let width = n.last, width >= 0, width < 1e6 { state.lineWidth = width }
        case "m":
            guard n.count == 2 else { return }
            current = Point(x: n[0], y: n[1])
            try add(.move(to: point(n[0], n[1])))
        case "l":
            guard n.count == 2 else { return }
            current = Point(x: n[0], y: n[1])
            try add(.line(to: point(n[0], n[1])))
        case "c":
            guard n.count == 6 else { return }
            try add(.curve(to: point(n[4], n[5]), control1: point(n[0], n[1]), control2: point(n[2], n[3])))
            current = Point(x: n[4], y: n[5])
        case "v":
            guard n.count == 4 else { return }
            try add(.curve(to: point(n[2], n[3]), control1: point(current.x, current.y), control2: point(n[0], n[1])))
            current = Point(x: n[2], y: n[3])
        case "y":
            guard n.count == 4 else { return }
            try add(.curve(to: point(n[2], n[3]), control1: point(n[0], n[1]), control2: point(n[2], n[3])))
            current = Point(x: n[2], y: n[3])
        case "h":
            try add(.closeSubpath)
        case "re":
            guard n.count == 4 else { return }
            try add(.move(to: point(n[0], n[1])))
            try add(.line(to: point(n[0] + n[2], n[1])))
            try add(.line(to: point(n[0] + n[2], n[1] + n[3])))
            try add(.line(to: point(n[0], n[1] + n[3])))
            try add(.closeSubpath)
            current = Point(x: n[0], y: n[1])
        case "f", "F": try paint(fill: true, stroke: false, close: false)
        case "f*": approximate("even-odd fills (drawn non-zero)"); try paint(fill: true, stroke: false, close: false)
        case "S": try paint(fill: false, stroke: true, close: false)
        case "s": try paint(fill: false, stroke: true, close: true)
        case "B": try paint(fill: true, stroke: true, close: false)
        case "B*": approximate("even-odd fills (drawn non-zero)"); try paint(fill: true, stroke: true, close: false)
        case "b": try paint(fill: true, stroke: true, close: true)
        case "b*": approximate("even-odd fills (drawn non-zero)"); try paint(fill: true, stroke: true, close: true)
        case "n": path = Path()
        case "W", "W*": approximate("clipping paths (ignored)")
        case "g": if let c = Self.color(n), n.count == 1 { state.fill = c }
        case "G": if let c = Self.color(n), n.count == 1 { state.stroke = c }
        case "rg": if let c = Self.color(n), n.count == 3 { state.fill = c }
        case "RG": if let c = Self.color(n), n.count == 3 { state.stroke = c }
        case "k": if let c = Self.color(n), n.count == 4 { state.fill = c }
        case "K": if let c = Self.color(n), n.count == 4 { state.stroke = c }
        case "sc", "scn", "SC", "SCN":
            if raw.contains(where: { $0.name != nil }) { note("pattern colours (\(op) with a name)") }
            if let c = Self.color(n) { if op.first == "s" { state.fill = c } else { state.stroke = c } }
        case "cs", "CS":
            if let name = raw.first?.name, !["DeviceRGB", "DeviceGray", "DeviceCMYK"].contains(name) {
                approximate("colour space /\(name) (read as device colours)")
            }
        case "gs": approximate("graphics state dictionaries (gs: opacity and blend ignored)")
        case "d": if case .array(let dashes)? = raw.first, !dashes.isEmpty { approximate("dashed strokes (drawn solid)") }
        case "j", "J", "M", "i", "ri", "BX", "EX", "MP", "DP", "BMC", "BDC", "EMC", "d0", "d1": break
        case "BT": note("text (BT…ET)")
        case "ET", "Tf", "Tj", "TJ", "'", "\"", "Td", "TD", "Tm", "T*", "Tc", "Tw", "Tz", "TL", "Tr", "Ts": break
        case "Do": note("images and forms (Do)")
        case "sh": note("shadings (sh)")
        case "ID", "EI": break
        default: note("the operator \(op.prefix(16))")
        }
    }
}
