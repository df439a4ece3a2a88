import ProofLayout
import ProofRender
import ProofText

/// Writes the text description of a laid-out render: one line per layout node, indented by
/// depth, with its kind, parameters, frame on the screen (points) and what it paints; text
/// as laid out, line by line. Deterministic: only values, in tree order.
struct DescriptionBuilder {
    static let maximumIndent = 32
    let store: ElementStore
    let frames: [Rect]
    let textLayouts: [TextLayout?]

    func build(root: Int32, header: String) -> String {
        var lines = [header]
        var pending: [(id: Int32, depth: Int)] = [(root, 0)]
        while let (id, depth) = pending.popLast() {
            let element = store[id]
            // Indentation stops growing past a depth (the depth is then written), so a deep
            // hierarchy's description stays linear in size.
            let indent = depth <= Self.maximumIndent
                ? String(repeating: "  ", count: depth)
                : String(repeating: "  ", count: Self.maximumIndent) + "[\(depth)] "
            lines.append(indent + line(for: element, id: id))
            if case .text = element.kind, let layout = textLayouts[Int(id)] {
                for text in textLines(of: element, layout: layout) { lines.append(indent + "  " + text) }
            }
            var children: [Int32] = []
            var child = element.firstChild
            while child >= 0 {
                children.append(child)
                child = store[child].nextSibling
            }
            for child in children.reversed() { pending.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(for element: Element, id: Int32) -> String {
        var parts = [element.kind.name]
        parts.append(contentsOf: parameters(of: element))
        parts.append(frames[Int(id)].description)
        parts.append(contentsOf: attributes(of: element))
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func parameters(of element: Element) -> [String] {
        switch element.kind {
        case let .stack(_, alignment, spacing):
            let name: String
            switch alignment {
            case .horizontal(let h): name = "\(h)"
            case .vertical(let v): name = "\(v)"
            }
            return ["alignment \(name)", "spacing \(formatPoints(spacing))"]
        case .zStack(let alignment):
            return ["alignment \(Self.name(alignment))"]
        case .flexBox:
            let style = element.style
            return ["direction \(style.flexDirection)", "wrap \(style.flexWrap)", "justify \(style.justifyContent)",
                    "align \(style.alignItems)"]
        case .padding(let insets):
            let values = insets.values
            if values.allSatisfy({ $0 == values[0] }) { return [formatPoints(values[0])] }
            return ["top \(formatPoints(insets.top)) leading \(formatPoints(insets.leading)) bottom \(formatPoints(insets.bottom)) trailing \(formatPoints(insets.trailing))"]
        case .frame(let frame):
            var parts: [String] = []
            func add(_ name: String, _ value: Double?) {
                if let value { parts.append("\(name) \(formatPoints(value))") }
            }
            add("width", frame.width)
            add("height", frame.height)
            add("minWidth", frame.minWidth)
            add("maxWidth", frame.maxWidth)
            add("minHeight", frame.minHeight)
            add("maxHeight", frame.maxHeight)
            add("aspectRatio", frame.aspectRatio)
            if frame.alignment != .center { parts.append("alignment \(Self.name(frame.alignment))") }
            return parts
        case .layer(_, let alignment):
            return alignment == .center ? [] : ["alignment \(Self.name(alignment))"]
        case .decorated, .implicitStack, .color, .divider:
            if case .color(let color) = element.kind { return [color.description] }
            if case .divider(let color) = element.kind { return [color.description] }
            return []
        case .text(let text):
            return [text.fontDescription, text.color.description]
        case .image(let image):
            var parts = ["\"\(image.name)\"", "\(image.bitmap.width)×\(image.bitmap.height)px"]
            if image.resizable {
                switch image.contentMode {
                case .fit?: parts.append("fit")
                case .fill?: parts.append("fill")
                case nil: parts.append("stretch")
                }
            }
            if image.interpolation == .nearest { parts.append("nearest") }
            return parts
        case .shape(let paint):
            return [paint.geometry.details, Self.describe(paint)]
        case .spacer(let minLength):
            return ["minLength \(formatPoints(minLength))"]
        }
    }

    private func attributes(of element: Element) -> [String] {
        var parts: [String] = []
        for effect in element.effects {
            switch effect {
            case let .shape(paint, overlay, edges):
                var text = (overlay ? "overlay " : "background ") + [paint.geometry.name, paint.geometry.details, Self.describe(paint)]
                    .filter { !$0.isEmpty }.joined(separator: " ")
                if !edges.isEmpty { text += " ignoresSafeArea" }
                parts.append(text)
            case .clip(let geometry):
                parts.append(["clip", geometry.name, geometry.details].filter { !$0.isEmpty }.joined(separator: " "))
            case .opacity(let opacity):
                parts.append("opacity \(formatPoints(opacity))")
            }
        }
        if element.offset != .zero { parts.append("offset \(element.offset)") }
        if !element.ignoresSafeArea.isEmpty {
            let e = element.ignoresSafeArea
            let names = [(e.top, "top"), (e.left, "left"), (e.bottom, "bottom"), (e.right, "right")].filter(\.0).map(\.1)
            parts.append("ignoresSafeArea " + names.joined(separator: ","))
        }
        if element.layoutPriority != 0 { parts.append("priority \(formatPoints(element.layoutPriority))") }
        if element.hidden { parts.append("hidden") }
        let a11y = element.accessibility
        if let label = a11y.label { parts.append("label \(Self.quoted(label))") }
        if let identifier = a11y.identifier { parts.append("id \(Self.quoted(identifier))") }
        if let value = a11y.value { parts.append("value \(Self.quoted(value))") }
        if let hint = a11y.hint { parts.append("hint \(Self.quoted(hint))") }
        if a11y.isHidden { parts.append("accessibilityHidden") }
        return parts
    }

    /// The lines of a text as laid out, quoted, with "…" where the text was cut.
    private func textLines(of element: Element, layout: TextLayout) -> [String] {
        guard case .text(let content) = element.kind else { return [] }
        let text = content.paragraph.text
        var result: [String] = []
        for line in layout.lines {
            // Spaces and the newline at the end of a line hang outside it.
            var scalars = Substring(text[line.range]).unicodeScalars
            while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
            var entry = Self.quoted(String(scalars))
            if line.isTruncated {
                entry += content.paragraph.format.truncation == .tail ? " …truncated" : " truncated"
            }
            result.append(entry)
        }
        let missing = content.paragraph.missingCharacters
        if !missing.isEmpty {
            result.append("missing " + missing.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))
        }
        return result
    }

    static func describe(_ paint: ShapePaint) -> String {
        switch paint.style {
        case .fill: return "fill \(paint.color)"
        case let .stroke(width, alignment): return "stroke \(formatPoints(width)) \(alignment) \(paint.color)"
        }
    }

    static func name(_ alignment: Alignment) -> String {
        switch (alignment.horizontal, alignment.vertical) {
        case (.center, .center): "center"
        case (.center, let v): "\(v)"
        case (let h, .center): "\(h)"
        case (let h, let v): "\(v)\(String(describing: h).prefix(1).uppercased())\(String(describing: h).dropFirst())"
        }
    }

    /// `text` in double quotes, with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
