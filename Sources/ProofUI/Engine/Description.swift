// ProofUI engine: the text description of a render (view paths, frames, notes), built on first read.
import ProofBase

import Foundation
import ProofLayout
import ProofRender
import ProofText

/// The text description of a render, written the first time it is read: renders whose
/// description nobody reads do not pay for it.
nonisolated final class DeferredDescription: @unchecked Sendable {
    // The builder only reads data that no longer changes after the render (it is not
    // Sendable, hence `@unchecked`); the lock makes one reader build the text when several
    // threads ask at once.
    private enum State {
        case pending(() -> String)
        case built(String)
    }

    private let state: Locked<State>

    init(_ build: @escaping () -> String) {
        state = Locked(.pending(build))
    }

    var value: String {
        state.withLock { state in
            switch state {
            case let .built(text):
                return text
            case let .pending(build):
                let text = build()
                state = .built(text)
                return text
            }
        }
    }
}

/// Writes the text description of a laid-out render: one line per layout node, indented by
/// depth, with its kind, parameters, frame on the screen (points) and what it paints; text
/// as laid out, line by line. Deterministic: only values, in tree order.
nonisolated struct DescriptionBuilder {
    static let maximumIndent = 32
    let store: ElementStore
    let frames: [Rect]
    let textLayouts: [TextLayout?]

    func build(root: Int32, header: String) -> String {
        var out = header
        out.reserveCapacity(store.count * 96)
        out += "\n"
        var pending: [(id: Int32, depth: Int)] = [(root, 0)]
        var children: [Int32] = []
        while let (id, depth) = pending.popLast() {
            let element = store[id]
            // Indentation stops growing past a depth (the depth is then written), so a deep
            // hierarchy's description stays linear in size.
            let indent = depth <= Self.maximumIndent
                ? String(repeating: "  ", count: depth)
                : String(repeating: "  ", count: Self.maximumIndent) + "[\(depth)] "
            out += indent
            line(for: element, id: id, into: &out)
            out += "\n"
            if case .text = element.kind, let layout = textLayouts[Int(id)] {
                for text in textLines(of: element, layout: layout) {
                    out += indent
                    out += "  "
                    out += text
                    out += "\n"
                }
            }
            children.removeAll(keepingCapacity: true)
            var child = element.firstChild
            while child >= 0 {
                children.append(child)
                child = store[child].nextSibling
            }
            for child in children.reversed() { pending.append((child, depth + 1)) }
        }
        return out
    }

    private func line(for element: Element, id: Int32, into out: inout String) {
        out += element.kind.name
        parameters(of: element, into: &out)
        out += " "
        Self.append(frames[Int(id)], to: &out)
        attributes(of: element, into: &out)
    }

    /// `(x, y) w×h`, as `Rect.description` writes it.
    static func append(_ rect: Rect, to out: inout String) {
        out += "("
        out += formatPoints(rect.minX)
        out += ", "
        out += formatPoints(rect.minY)
        out += ") "
        out += formatPoints(rect.width)
        out += "×"
        out += formatPoints(rect.height)
    }

    private func parameters(of element: Element, into out: inout String) {
        func add(_ part: String) {
            guard !part.isEmpty else { return }
            out += " "
            out += part
        }
        switch element.kind {
        case let .stack(_, alignment, spacing):
            switch alignment {
            case .horizontal(let h): add("alignment \(h)")
            case .vertical(let v): add("alignment \(v)")
            }
            add("spacing " + formatPoints(spacing))
        case .zStack(let alignment):
            add("alignment " + Self.name(alignment))
        case .flexBox:
            let style = element.style
            add("direction \(style.flexDirection) wrap \(style.flexWrap) justify \(style.justifyContent) align \(style.alignItems)")
        case .padding(let insets):
            let values = insets.values
            if values.allSatisfy({ $0 == values[0] }) {
                add(formatPoints(values[0]))
            } else {
                add("top \(formatPoints(insets.top)) leading \(formatPoints(insets.leading)) bottom \(formatPoints(insets.bottom)) trailing \(formatPoints(insets.trailing))")
            }
        case .frame(let frame):
            func value(_ name: String, _ value: Double?) {
                if let value { add(name + " " + formatPoints(value)) }
            }
            value("width", frame.width)
            value("height", frame.height)
            value("minWidth", frame.minWidth)
            value("idealWidth", frame.idealWidth)
            value("maxWidth", frame.maxWidth)
            value("minHeight", frame.minHeight)
            value("idealHeight", frame.idealHeight)
            value("maxHeight", frame.maxHeight)
            value("aspectRatio", frame.aspectRatio)
            if frame.alignment != .center { add("alignment " + Self.name(frame.alignment)) }
        case .layer(_, let alignment):
            if alignment != .center { add("alignment " + Self.name(alignment)) }
        case .decorated, .implicitStack:
            break
        case .color(let color), .divider(let color):
            add(color.description)
        case .text(let text):
            add(text.fontDescription)
            if text.drawnParagraph.format.size != text.paragraph.format.size {
                add("shrunk to \(formatPoints(text.drawnParagraph.format.size))pt")
            }
            add(text.color.description)
        case .image(let image):
            add("\"\(image.name)\" \(image.bitmap.width)×\(image.bitmap.height)px")
            if image.resizable {
                switch image.contentMode {
                case .fit?: add("fit")
                case .fill?: add("fill")
                case nil: add("stretch")
                }
            }
            if image.interpolation == .nearest { add("nearest") }
        case .shape(let paint):
            add(paint.geometry.details)
            add(Self.describe(paint))
        case .spacer(let minLength):
            add("minLength " + formatPoints(minLength))
        case .position(let point):
            add("x \(formatPoints(point.x)) y \(formatPoints(point.y))")
        case let .aspectRatio(ratio, mode):
            add((ratio.map { "ratio " + formatPoints($0) + " " } ?? "") + (mode == .fit ? "fit" : "fill"))
        case .viewThatFits(let axes):
            add(axes == .both ? "" : axes.horizontal ? "horizontal" : "vertical")
        case .geometryReader, .custom:
            break
        }
        if element.fixedAxes != AxisFlags() {
            add(element.fixedAxes == .both ? "fixedSize" : element.fixedAxes.horizontal ? "fixedSize horizontal" : "fixedSize vertical")
        }
    }

    private func attributes(of element: Element, into out: inout String) {
        func add(_ part: String) {
            out += " "
            out += part
        }
        for effect in element.effects {
            switch effect {
            case let .shape(paint, overlay, edges):
                var text = (overlay ? "overlay " : "background ") + paint.geometry.name
                if !paint.geometry.details.isEmpty { text += " " + paint.geometry.details }
                text += " " + Self.describe(paint)
                if !edges.isEmpty { text += " ignoresSafeArea" }
                add(text)
            case .clip(let geometry):
                add(geometry.details.isEmpty ? "clip " + geometry.name : "clip \(geometry.name) \(geometry.details)")
            case .opacity(let opacity):
                add("opacity " + formatPoints(opacity))
            case .transform(let transform):
                let anchor = "anchor (\(formatPoints(transform.anchor.x)), \(formatPoints(transform.anchor.y)))"
                switch transform.kind {
                case .rotation(let radians):
                    add("rotation \(formatPoints(radians * 180 / Double.pi))° \(anchor) (text and images unrotated)")
                case let .scale(x, y):
                    add("scale \(formatPoints(x))×\(formatPoints(y)) \(anchor) (text unscaled)")
                }
            case .shadow(let shadow):
                add("shadow radius \(formatPoints(shadow.radius)) x \(formatPoints(shadow.offset.x)) y \(formatPoints(shadow.offset.y)) \(shadow.color)")
            }
        }
        if element.offset != .zero { add("offset \(element.offset)") }
        if !element.ignoresSafeArea.isEmpty {
            let e = element.ignoresSafeArea
            let names = [(e.top, "top"), (e.left, "left"), (e.bottom, "bottom"), (e.right, "right")].filter(\.0).map(\.1)
            add("ignoresSafeArea " + names.joined(separator: ","))
        }
        if element.layoutPriority != 0 { add("priority " + formatPoints(element.layoutPriority)) }
        if element.hidden { add("hidden") }
        for note in element.notes { add("note: " + note) }
        let a11y = element.accessibility
        guard !a11y.isEmpty else { return }
        if let label = a11y.label { add("label " + Self.quoted(label)) }
        if let identifier = a11y.identifier { add("id " + Self.quoted(identifier)) }
        if let value = a11y.value { add("value " + Self.quoted(value)) }
        if let hint = a11y.hint { add("hint " + Self.quoted(hint)) }
        if a11y.isHidden { add("accessibilityHidden") }
        if !a11y.traits.isEmpty { add("traits " + a11y.traits.names.joined(separator: ",")) }
        if let children = a11y.children { add("children " + children) }
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
        case .fill: return "fill \(paint.gradient?.name ?? "\(paint.color)")"
        case let .stroke(width, alignment): return "stroke \(formatPoints(width)) \(alignment) \(paint.gradient?.name ?? "\(paint.color)")"
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
