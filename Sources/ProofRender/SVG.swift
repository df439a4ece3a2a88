import ProofBase

/// An element of an SVG document: its name, attributes in file order, children.
public struct SVGNode: Sendable {
    public var name: String
    public var attributes: [(String, String)]
    public var children: [SVGNode]

    /// The value of attribute `key`, nil when absent.
    public subscript(key: String) -> String? { attributes.first { $0.0 == key }?.1 }

    /// The first element, this one or below (depth first), whose `id` is `id`.
    public func element(id: String) -> SVGNode? {
        if self["id"] == id { return self }
        for child in children { if let found = child.element(id: id) { return found } }
        return nil
    }
}

/// Reads SVG icon exports: `svg`, `g`, `path`, `rect`, `circle`, `ellipse`, `line`,
/// `polyline` and `polygon`, with `transform`, `fill`, `stroke`, `stroke-width`, opacities
/// and `style` declarations, solid colours only. Gradients, text, embedded images, `use`,
/// clips and masks are not drawn and are listed in ``VectorImage/unsupported``. Its XML reader
/// expands no entities beyond the five predefined and numeric ones, and nesting, element
/// counts and path segments are bounded (``VectorLimits``).
public enum SVG {
    /// The picture of the SVG `data`.
    public static func read(_ data: [UInt8]) throws(VectorImageError) -> VectorImage {
        let root = try parse(data)
        return try draw(root, root: root)
    }

    /// The document tree of `data` (its root element, which must be `svg`).
    public static func parse(_ data: [UInt8]) throws(VectorImageError) -> SVGNode {
        guard data.count <= VectorLimits.maxFileBytes else {
            throw .tooComplex("the file is \(data.count) bytes, above \(VectorLimits.maxFileBytes)")
        }
        var reader = XMLReader(bytes: data)
        let root = try reader.document()
        guard root.name == "svg" || root.name.hasSuffix(":svg") else {
            throw .malformed("the root element is <\(root.name)>, not <svg>", offset: nil)
        }
        return root
    }

    /// The picture of `node` (an element of the document whose root is `root`), sized by the
    /// root's `width`, `height` and `viewBox`.
    public static func draw(_ node: SVGNode, root: SVGNode) throws(VectorImageError) -> VectorImage {
        let box = viewBox(root)
        var width = length(root["width"]) ?? box?.width ?? 0
        var height = length(root["height"]) ?? box?.height ?? 0
        if let box, root["width"] == nil || root["height"] == nil, box.width > 0, box.height > 0 {
            if root["width"] == nil && root["height"] != nil { width = height * box.width / box.height }
            if root["height"] == nil && root["width"] != nil { height = width * box.height / box.width }
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= VectorLimits.maxPoints, height <= VectorLimits.maxPoints else {
            throw .malformed("the picture's size is \(formatNumber(width))×\(formatNumber(height)); give <svg> a width and height or a viewBox between 0 and \(formatNumber(VectorLimits.maxPoints)) points", offset: nil)
        }
        var base = AffineMap.identity
        if let box, box.width > 0, box.height > 0 {
            let scale = min(width / box.width, height / box.height)
            base = AffineMap(a: scale, b: 0, c: 0, d: scale,
                                   tx: -box.minX * scale + (width - box.width * scale) / 2,
                                   ty: -box.minY * scale + (height - box.height * scale) / 2)
        }
        var painter = SVGPainter()
        var style = SVGStyle()
        style.transform = base
        if node.name == "svg" || node.name.hasSuffix(":svg") {
            try painter.children(of: node, style: style, depth: 1)
        } else {
            try painter.element(node, style: style, depth: 1)
        }
        return VectorImage(size: Size(width: width, height: height), commands: painter.commands, unsupported: painter.unsupported,
                           approximations: painter.approximations)
    }

    static func viewBox(_ node: SVGNode) -> Rect? {
        guard let text = node["viewBox"] else { return nil }
        let numbers = SVGNumbers.list(text)
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A length in points: `24`, `24px`, `24pt`; nil for percentages and what is not a number.
    public static func length(_ text: String?) -> Double? {
        guard let text, !text.hasSuffix("%") else { return nil }
        var scanner = SVGNumbers(Array(text.utf8))
        guard let value = scanner.number(), value.isFinite else { return nil }
        return value
    }
}

struct SVGStyle {
    var fill: RGBA8? = RGBA8(r: 0, g: 0, b: 0)
    var stroke: RGBA8?
    var strokeWidth = 1.0
    var opacity = 1.0
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    var transform = AffineMap.identity
}

struct SVGPainter {
    var commands: [DisplayCommand] = []
    var unsupported: [String] = []
    var approximations: [String] = []
    var segments = 0

    mutating func note(_ what: String) {
        if !unsupported.contains(what) { unsupported.append(what) }
    }

    mutating func approximate(_ what: String) {
        if !approximations.contains(what) { approximations.append(what) }
    }

    mutating func children(of node: SVGNode, style: SVGStyle, depth: Int) throws(VectorImageError) {
        for child in node.children { try element(child, style: style, depth: depth + 1) }
    }

    mutating func element(_ node: SVGNode, style inherited: SVGStyle, depth: Int) throws(VectorImageError) {
        guard depth <= VectorLimits.maxDepth else {
            throw .tooComplex("elements are nested more than \(VectorLimits.maxDepth) deep")
        }
        let name = node.name
        switch name {
        case "title", "desc", "metadata", "defs", "style", "symbol", "linearGradient", "radialGradient", "clipPath", "mask", "filter", "pattern":
            return
        case "text", "image", "use", "foreignObject", "switch", "a":
            note("<\(name)>")
            return
        default:
            if name.contains(":") { return }
        }
        if node["display"] == "none" || node["visibility"] == "hidden" { return }
        var style = inherited
        apply(node, to: &style)
        if node["clip-path"] != nil { approximate("clip paths (ignored)") }
        if node["mask"] != nil || node["filter"] != nil { note("masks and filters") }
        var path = Path()
        switch name {
        case "svg", "g":
            try children(of: node, style: style, depth: depth)
            return
        case "path":
            guard let data = node["d"] else { return }
            try SVGPathData.parse(data, into: &path, segments: &segments)
        case "rect":
            let x = number(node["x"]), y = number(node["y"]), w = number(node["width"]), h = number(node["height"])
            guard w > 0, h > 0 else { return }
            var rx = node["rx"].map { number($0) }, ry = node["ry"].map { number($0) }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            Shapes.rect(x: x, y: y, width: w, height: h, rx: min(max(rx ?? 0, 0), w / 2), ry: min(max(ry ?? 0, 0), h / 2), into: &path)
        case "circle":
            let r = number(node["r"])
            guard r > 0 else { return }
            Shapes.ellipse(cx: number(node["cx"]), cy: number(node["cy"]), rx: r, ry: r, into: &path)
        case "ellipse":
            let rx = number(node["rx"]), ry = number(node["ry"])
            guard rx > 0, ry > 0 else { return }
            Shapes.ellipse(cx: number(node["cx"]), cy: number(node["cy"]), rx: rx, ry: ry, into: &path)
        case "line":
            path.move(to: Point(x: number(node["x1"]), y: number(node["y1"])))
            path.addLine(to: Point(x: number(node["x2"]), y: number(node["y2"])))
            style.fill = nil
        case "polyline", "polygon":
            let values = SVGNumbers.list(node["points"] ?? "")
            guard values.count >= 4 else { return }
            var index = 0
            while index + 1 < values.count {
                let point = Point(x: values[index], y: values[index + 1])
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                index += 2
            }
            if name == "polygon" { path.closeSubpath() }
        default:
            note("<\(name)>")
            return
        }
        segments += path.elements.count
        guard segments <= VectorLimits.maxSegments else {
            throw .tooComplex("more than \(VectorLimits.maxSegments) path segments")
        }
        guard !path.elements.isEmpty else { return }
        let placed = style.transform.apply(to: path)
        if let fill = style.fill, let color = Self.color(fill, opacity: style.opacity * style.fillOpacity) {
            commands.append(.fill(.path(placed), .color(color)))
        }
        if let stroke = style.stroke, style.strokeWidth > 0, let color = Self.color(stroke, opacity: style.opacity * style.strokeOpacity) {
            commands.append(.stroke(.path(placed), width: style.strokeWidth * style.transform.lengthScale, alignment: .center, .color(color)))
        }
        guard commands.count <= VectorLimits.maxCommands else {
            throw .tooComplex("more than \(VectorLimits.maxCommands) fills and strokes")
        }
    }

    static func color(_ color: RGBA8, opacity: Double) -> RGBA8? {
        let alpha = (Double(color.a) * min(max(opacity, 0), 1)).rounded()
        guard alpha > 0 else { return nil }
        return RGBA8(r: color.r, g: color.g, b: color.b, a: UInt8(alpha))
    }

    func number(_ text: String?) -> Double {
        guard let value = SVG.length(text), value.isFinite, abs(value) <= Painter.maxCoordinate else { return 0 }
        return value
    }

    mutating func apply(_ node: SVGNode, to style: inout SVGStyle) {
        var properties: [(String, String)] = []
        for (key, value) in node.attributes where key != "style" { properties.append((key, value)) }
        if let declarations = node["style"] {
            for declaration in declarations.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                properties.append((parts[0].trimmingSpaces, parts[1].trimmingSpaces))
            }
        }
        for (key, value) in properties {
            switch key {
            case "fill": style.fill = paint(value, current: style.fill)
            case "stroke": style.stroke = paint(value, current: style.stroke)
            case "stroke-width": style.strokeWidth = SVG.length(value) ?? style.strokeWidth
            case "opacity": style.opacity *= Self.fraction(value)
            case "fill-opacity": style.fillOpacity = Self.fraction(value)
            case "stroke-opacity": style.strokeOpacity = Self.fraction(value)
            case "fill-rule", "clip-rule": if value == "evenodd" { approximate("even-odd fills (drawn non-zero)") }
            case "stroke-dasharray": if value != "none" { approximate("dashed strokes (drawn solid)") }
            case "transform":
                if let transform = SVGTransform.parse(value) {
                    style.transform = style.transform.concatenating(after: transform)
                } else {
                    note("transform \"\(value.prefix(40))\"")
                }
            default: break
            }
        }
    }

    static func fraction(_ text: String) -> Double {
        let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let value = Double(trimmed), value.isFinite else { return 1 }
        return min(max(text.hasSuffix("%") ? value / 100 : value, 0), 1)
    }

    mutating func paint(_ text: String, current: RGBA8?) -> RGBA8? {
        let value = text.trimmingSpaces.lowercased()
        if value == "none" || value == "transparent" { return nil }
        if value == "currentcolor" || value == "inherit" { return current ?? RGBA8(r: 0, g: 0, b: 0) }
        if value.hasPrefix("url(") {
            note("gradient and pattern paints (drawn in their fallback or black)")
            let fallback = value.split(separator: ")", maxSplits: 1)
            return fallback.count == 2 ? SVGColor.parse(fallback[1].trimmingSpaces) ?? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 0, g: 0, b: 0)
        }
        if let color = SVGColor.parse(value) { return color }
        note("colour \"\(value.prefix(30))\" (drawn black)")
        return RGBA8(r: 0, g: 0, b: 0)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

enum SVGColor {
    static let named: [String: (UInt8, UInt8, UInt8)] = [
        "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "green": (0, 128, 0), "blue": (0, 0, 255),
        "yellow": (255, 255, 0), "orange": (255, 165, 0), "purple": (128, 0, 128), "gray": (128, 128, 128), "grey": (128, 128, 128),
        "silver": (192, 192, 192), "maroon": (128, 0, 0), "navy": (0, 0, 128), "teal": (0, 128, 128), "lime": (0, 255, 0),
        "aqua": (0, 255, 255), "cyan": (0, 255, 255), "fuchsia": (255, 0, 255), "magenta": (255, 0, 255), "olive": (128, 128, 0),
        "pink": (255, 192, 203), "brown": (165, 42, 42), "darkgray": (169, 169, 169), "lightgray": (211, 211, 211),
    ]

    static func parse(_ text: String) -> RGBA8? {
        if text.hasPrefix("#") {
            let hex = Array(text.dropFirst())
            guard hex.allSatisfy(\.isHexDigit) else { return nil }
            let digits = hex.map { UInt8(String($0), radix: 16)! }
            switch digits.count {
            case 3: return RGBA8(r: digits[0] * 17, g: digits[1] * 17, b: digits[2] * 17)
            case 4: return RGBA8(r: digits[0] * 17, g: digits[1] * 17, b: digits[2] * 17, a: digits[3] * 17)
            case 6: return RGBA8(r: digits[0] << 4 | digits[1], g: digits[2] << 4 | digits[3], b: digits[4] << 4 | digits[5])
            case 8: return RGBA8(r: digits[0] << 4 | digits[1], g: digits[2] << 4 | digits[3], b: digits[4] << 4 | digits[5],
                                 a: digits[6] << 4 | digits[7])
            default: return nil
            }
        }
        if text.hasPrefix("rgb(") || text.hasPrefix("rgba("), text.hasSuffix(")") {
            let inner = text[text.index(after: text.firstIndex(of: "(")!)..<text.index(before: text.endIndex)]
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map { $0.trimmingSpaces }
            guard parts.count == 3 || parts.count == 4 else { return nil }
            func channel(_ part: String) -> UInt8? {
                let percent = part.hasSuffix("%")
                guard let value = Double(percent ? String(part.dropLast()) : part), value.isFinite else { return nil }
                return UInt8(min(max(percent ? value * 2.55 : value, 0), 255).rounded())
            }
            guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
            let a = parts.count == 4 ? UInt8((SVGPainter.fraction(parts[3]) * 255).rounded()) : 255
            return RGBA8(r: r, g: g, b: b, a: a)
        }
        if let (r, g, b) = named[text] { return RGBA8(r: r, g: g, b: b) }
        return nil
    }
}

/// Numbers in SVG's compact syntax: `1.5.5` is 1.5 and .5, `1-2` is 1 and −2.
struct SVGNumbers {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func list(_ text: String) -> [Double] {
        var scanner = SVGNumbers(Array(text.utf8))
        var values: [Double] = []
        while let value = scanner.number() { values.append(value) }
        return values
    }

    mutating func skipSeparators() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x2C || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
    }

    var atEnd: Bool {
        mutating get { skipSeparators(); return index >= bytes.count }
    }

    /// One arc flag: `0` or `1`, which need no separator after them.
    mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count, bytes[index] == 0x30 || bytes[index] == 0x31 else { return nil }
        index += 1
        return bytes[index - 1] == 0x31
    }

    mutating func number() -> Double? {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1; digits += 1 }
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1; digits += 1 }
        }
        guard digits > 0, index - start < 64 else { index = start; return nil }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            var exponentEnd = index + 1
            if exponentEnd < bytes.count, bytes[exponentEnd] == 0x2B || bytes[exponentEnd] == 0x2D { exponentEnd += 1 }
            var exponentDigits = 0
            while exponentEnd < bytes.count, bytes[exponentEnd] >= 0x30 && bytes[exponentEnd] <= 0x39, exponentDigits < 4 { exponentEnd += 1; exponentDigits += 1 }
            if exponentDigits > 0 { index = exponentEnd }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return 0 }
        return value
    }
}

enum SVGTransform {
    /// The transform list `text` (`translate`, `scale`, `rotate`, `skewX`, `skewY`, `matrix`).
    static func parse(_ text: String) -> AffineMap? {
        var result = AffineMap.identity
        var rest = Substring(text)
        var count = 0
        while let open = rest.firstIndex(of: "(") {
            count += 1
            guard count <= 64, let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].trimmingSpaces.trimmingCharacters(",")
            let values = SVGNumbers.list(String(rest[rest.index(after: open)..<close]))
            guard values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
            let t: AffineMap
            switch (name, values.count) {
            case ("matrix", 6): t = AffineMap(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
            case ("translate", 1): t = AffineMap(tx: values[0])
            case ("translate", 2): t = AffineMap(tx: values[0], ty: values[1])
            case ("scale", 1): t = AffineMap(a: values[0], d: values[0])
            case ("scale", 2): t = AffineMap(a: values[0], d: values[1])
            case ("rotate", 1), ("rotate", 3):
                let (s, c) = ExactTrig.sinCos(values[0] * ExactTrig.pi / 180)
                var r = AffineMap(a: c, b: s, c: -s, d: c)
                if values.count == 3 {
                    r = AffineMap(tx: values[1], ty: values[2]).concatenating(after: r)
                        .concatenating(after: AffineMap(tx: -values[1], ty: -values[2]))
                }
                t = r
            case ("skewX", 1):
                let (s, c) = ExactTrig.sinCos(values[0] * ExactTrig.pi / 180)
                guard c != 0 else { return nil }
                t = AffineMap(c: s / c)
            case ("skewY", 1):
                let (s, c) = ExactTrig.sinCos(values[0] * ExactTrig.pi / 180)
                guard c != 0 else { return nil }
                t = AffineMap(b: s / c)
            default:
                return nil
            }
            result = result.concatenating(after: t)
            rest = rest[rest.index(after: close)...]
        }
        return rest.trimmingSpaces.isEmpty ? result : nil
    }
}

extension String {
    func trimmingCharacters(_ set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return String(text).trimmingSpaces
    }
}

/// Outlines of rectangles and ellipses as paths (cubic quarter arcs).
enum Shapes {
    static let kappa = 0.5522847498307936

    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, into path: inout Path) {
        let kx = rx * kappa, ky = ry * kappa
        path.move(to: Point(x: cx + rx, y: cy))
        path.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        path.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        path.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        path.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        path.closeSubpath()
    }

    static func rect(x: Double, y: Double, width w: Double, height h: Double, rx: Double, ry: Double, into path: inout Path) {
        guard rx > 0, ry > 0 else {
            path.move(to: Point(x: x, y: y))
            path.addLine(to: Point(x: x + w, y: y))
            path.addLine(to: Point(x: x + w, y: y + h))
            path.addLine(to: Point(x: x, y: y + h))
            path.closeSubpath()
            return
        }
        let kx = rx * kappa, ky = ry * kappa
        path.move(to: Point(x: x + rx, y: y))
        path.addLine(to: Point(x: x + w - rx, y: y))
        path.addCurve(to: Point(x: x + w, y: y + ry), control1: Point(x: x + w - rx + kx, y: y), control2: Point(x: x + w, y: y + ry - ky))
        path.addLine(to: Point(x: x + w, y: y + h - ry))
        path.addCurve(to: Point(x: x + w - rx, y: y + h), control1: Point(x: x + w, y: y + h - ry + ky), control2: Point(x: x + w - rx + kx, y: y + h))
        path.addLine(to: Point(x: x + rx, y: y + h))
        path.addCurve(to: Point(x: x, y: y + h - ry), control1: Point(x: x + rx - kx, y: y + h), control2: Point(x: x, y: y + h - ry + ky))
        path.addLine(to: Point(x: x, y: y + ry))
        path.addCurve(to: Point(x: x + rx, y: y), control1: Point(x: x, y: y + ry - ky), control2: Point(x: x + rx - kx, y: y))
        path.closeSubpath()
    }
}

/// SVG path data (`d`): every command, absolute and relative, arcs as cubic curves.
enum SVGPathData {
    static func parse(_ text: String, into path: inout Path, segments: inout Int) throws(VectorImageError) {
        var scanner = SVGNumbers(Array(text.utf8))
        var current = Point(x: 0, y: 0), start = current
        var lastControl: Point?, lastQuad: Point?
        var command: UInt8 = 0
        var added = 0
        func bounded(_ p: Point) -> Point {
            Point(x: p.x.isFinite ? min(max(p.x, -1e9), 1e9) : 0, y: p.y.isFinite ? min(max(p.y, -1e9), 1e9) : 0)
        }
        while !scanner.atEnd {
            let byte = scanner.bytes[scanner.index]
            if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                command = byte
                scanner.index += 1
                if byte == 0x5A || byte == 0x7A {
                    path.closeSubpath()
                    current = start
                    lastControl = nil
                    lastQuad = nil
                    added += 1
                    continue
                }
            } else if command == 0 {
                throw .malformed("path data starts with \"\(String(decoding: scanner.bytes.prefix(12), as: UTF8.self))\", not a command", offset: nil)
            }
            added += 1
            if segments + added > VectorLimits.maxSegments {
                throw .tooComplex("more than \(VectorLimits.maxSegments) path segments")
            }
            let relative = command >= 0x61
            let origin = relative ? current : Point(x: 0, y: 0)
            func point(_ scanner: inout SVGNumbers) throws(VectorImageError) -> Point {
                guard let x = scanner.number(), let y = scanner.number() else {
                    throw .malformed("path data: command \(Character(Unicode.Scalar(command))) lacks its numbers", offset: nil)
                }
                return bounded(Point(x: origin.x + x, y: origin.y + y))
            }
            func value(_ scanner: inout SVGNumbers) throws(VectorImageError) -> Double {
                guard let v = scanner.number() else {
                    throw .malformed("path data: command \(Character(Unicode.Scalar(command))) lacks its numbers", offset: nil)
                }
                return min(max(v, -1e9), 1e9)
            }
            switch command | 0x20 {
            case 0x6D: // m
                current = try point(&scanner)
                start = current
                path.move(to: current)
                command = relative ? 0x6C : 0x4C // following pairs are lines
                lastControl = nil; lastQuad = nil
            case 0x6C: // l
                current = try point(&scanner)
                path.addLine(to: current)
                lastControl = nil; lastQuad = nil
            case 0x68: // h
                let x = try value(&scanner)
                current = Point(x: relative ? current.x + x : x, y: current.y)
                path.addLine(to: current)
                lastControl = nil; lastQuad = nil
            case 0x76: // v
                let y = try value(&scanner)
                current = Point(x: current.x, y: relative ? current.y + y : y)
                path.addLine(to: current)
                lastControl = nil; lastQuad = nil
            case 0x63: // c
                let c1 = try point(&scanner), c2 = try point(&scanner), end = try point(&scanner)
                path.addCurve(to: end, control1: c1, control2: c2)
                lastControl = c2; lastQuad = nil
                current = end
            case 0x73: // s
                let c1 = lastControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = try point(&scanner), end = try point(&scanner)
                path.addCurve(to: end, control1: c1, control2: c2)
                lastControl = c2; lastQuad = nil
                current = end
            case 0x71: // q
                let c = try point(&scanner), end = try point(&scanner)
                path.addQuadCurve(to: end, control: c)
                lastQuad = c; lastControl = nil
                current = end
            case 0x74: // t
                let c = lastQuad.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let end = try point(&scanner)
                path.addQuadCurve(to: end, control: c)
                lastQuad = c; lastControl = nil
                current = end
            case 0x61: // a
                let rx = try value(&scanner), ry = try value(&scanner), rotation = try value(&scanner)
                guard let large = scanner.flag(), let sweep = scanner.flag() else {
                    throw .malformed("path data: an arc's flags are not 0 or 1", offset: nil)
                }
                let end = try point(&scanner)
                arc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep, into: &path)
                current = end
                lastControl = nil; lastQuad = nil
            default:
                throw .malformed("path data: unknown command \(Character(Unicode.Scalar(command)))", offset: nil)
            }
        }
        segments += added
    }

    /// An elliptical arc (SVG's endpoint form) as cubic curves of at most 90° each.
    static func arc(from p0: Point, to p1: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool, into path: inout Path) {
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0, p0 != p1 else { path.addLine(to: p1); return }
        let (sinPhi, cosPhi) = ExactTrig.sinCos(rotation * ExactTrig.pi / 180)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(numerator, 0) / denominator).squareRoot() : 0
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        let theta1 = ExactTrig.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = ExactTrig.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if !sweep && delta > 0 { delta -= 2 * ExactTrig.pi }
        if sweep && delta < 0 { delta += 2 * ExactTrig.pi }
        let pieces = max(1, min(4, Int((abs(delta) / (ExactTrig.pi / 2)).rounded(.up))))
        let step = delta / Double(pieces)
        let (s4, c4) = ExactTrig.sinCos(step / 4)
        let k = 4.0 / 3 * s4 / c4
        var angle = theta1
        for index in 0..<pieces {
            let (sa, ca) = ExactTrig.sinCos(angle)
            let (sb, cb) = ExactTrig.sinCos(angle + step)
            func map(_ x: Double, _ y: Double) -> Point {
                Point(x: cx + rx * x * cosPhi - ry * y * sinPhi, y: cy + rx * x * sinPhi + ry * y * cosPhi)
            }
            let c1 = map(ca - k * sa, sa + k * ca)
            let c2 = map(cb + k * sb, sb - k * cb)
            let end = index == pieces - 1 ? p1 : map(cb, sb)
            path.addCurve(to: end, control1: c1, control2: c2)
            angle += step
        }
    }
}

/// A small XML reader for SVG: elements and attributes; comments, processing instructions,
/// CDATA, text and the document type are skipped (no entity of a DTD is ever expanded).
struct XMLReader {
    let bytes: [UInt8]
    var index = 0
    var elements = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws(VectorImageError) -> SVGNode {
        var stack: [SVGNode] = []
        var root: SVGNode?
        while index < bytes.count {
            guard bytes[index] == 0x3C else { index += 1; continue } // text
            if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>")
            } else if starts(with: "<!") {
                try skipDeclaration()
            } else if starts(with: "</") {
                let at = index
                index += 2
                let name = readName()
                skipSpaces()
                guard index < bytes.count, bytes[index] == 0x3E else { throw .malformed("the end tag </\(name) is not closed", offset: at) }
                index += 1
                guard let open = stack.popLast(), open.name == name else {
                    throw .malformed("the end tag </\(name)> does not match the open element", offset: at)
                }
                if stack.isEmpty { root = open; break }
                stack[stack.count - 1].children.append(open)
            } else {
                let at = index
                index += 1
                let name = readName()
                guard !name.isEmpty else { throw .malformed("a \"<\" starts no element", offset: at) }
                elements += 1
                guard elements <= 100_000 else { throw .tooComplex("more than 100000 elements") }
                var node = SVGNode(name: name, attributes: [], children: [])
                var selfClosing = false
                while true {
                    skipSpaces()
                    guard index < bytes.count else { throw .malformed("the file ends inside the tag <\(name)>", offset: at) }
                    if bytes[index] == 0x3E { index += 1; break }
                    if bytes[index] == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x3E { index += 2; selfClosing = true; break }
                    let key = readName()
                    guard !key.isEmpty else { throw .malformed("unexpected \"\(Character(Unicode.Scalar(bytes[index])))\" in the tag <\(name)>", offset: index) }
                    skipSpaces()
                    guard index < bytes.count, bytes[index] == 0x3D else { throw .malformed("the attribute \(key) of <\(name)> has no value", offset: index) }
                    index += 1
                    skipSpaces()
                    guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
                        throw .malformed("the attribute \(key) of <\(name)> is not quoted", offset: index)
                    }
                    let quote = bytes[index]
                    index += 1
                    let valueStart = index
                    while index < bytes.count, bytes[index] != quote { index += 1 }
                    guard index < bytes.count else { throw .malformed("the file ends inside an attribute of <\(name)>", offset: valueStart) }
                    node.attributes.append((key, Self.decodeEntities(bytes[valueStart..<index])))
                    index += 1
                }
                if selfClosing {
                    if stack.isEmpty { root = node; break }
                    stack[stack.count - 1].children.append(node)
                } else {
                    stack.append(node)
                    guard stack.count <= VectorLimits.maxDepth else {
                        throw .tooComplex("elements are nested more than \(VectorLimits.maxDepth) deep")
                    }
                }
            }
        }
        guard let root else {
            throw .malformed(stack.isEmpty ? "no element: this is not an SVG file" : "the file ends inside <\(stack.last!.name)>", offset: bytes.count)
        }
        return root
    }

    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            for offset in 0..<count where bytes[index + offset] != prefix[offset] { return false }
            return true
        }
    }

    mutating func skip(past text: StaticString) throws(VectorImageError) {
        let at = index
        while index < bytes.count {
            if starts(with: text) { index += text.utf8CodeUnitCount; return }
            index += 1
        }
        throw .malformed("the file ends inside a comment or declaration", offset: at)
    }

    /// `<!DOCTYPE …>` with any internal subset in brackets.
    mutating func skipDeclaration() throws(VectorImageError) {
        let at = index
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x5B: depth += 1
            case 0x5D: depth -= 1
            case 0x3E where depth <= 0: index += 1; return
            default: break
            }
            index += 1
        }
        throw .malformed("the file ends inside a declaration", offset: at)
    }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
    }

    mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            let isName = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
                || b == 0x3A || b == 0x2D || b == 0x5F || b == 0x2E || b >= 0x80
            guard isName else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func decodeEntities(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semi = rest[amp...].prefix(12).firstIndex(of: ";") else { result += "&"; rest = rest[rest.index(after: amp)...]; continue }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                var scalar: Unicode.Scalar?
                if entity.hasPrefix("#x") { scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                else if entity.hasPrefix("#") { scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init) }
                result += scalar.map { String(Character($0)) } ?? ""
            }
            rest = rest[rest.index(after: semi)...]
        }
        return result + rest
    }
}
