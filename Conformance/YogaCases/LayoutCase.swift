import ProofLayout
/// Why a layout case could not be read: what, where (case id, node path, property) and
/// what would be accepted.
public struct LayoutCaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The case's `id`, when it could be read.
    public var caseID: String?
    /// Where in the case: a node path and property such as `root/1 style.margin-left`, or a
    /// byte offset for malformed JSON.
    public var location: String
    public var message: String

    public var description: String {
        (caseID.map { "case \($0): " } ?? "") + "\(location): \(message)"
    }
}

/// A layout case in the JSON schema of the flexbox conformance corpus (one object with
/// `config`, `direction`, `available` and a `root` node of `style` and `children`), as read
/// by `proof layout`.
public struct LayoutCase: Sendable {
    public var id: String?
    public var tree: LayoutTree
    public var availableWidth: Double?
    public var availableHeight: Double?
    public var direction: Direction
    public var scale: Double

    /// Reads one case. Unknown properties and values are errors, not ignored.
    public init(json: String) throws(LayoutCaseError) {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: json)
        } catch {
            throw LayoutCaseError(caseID: nil, location: "byte \(error.offset)", message: "malformed JSON: \(error.message)")
        }
        var reader = CaseReader(document: document)
        try reader.readCase()
        id = reader.caseID
        tree = reader.tree ?? LayoutTree()
        availableWidth = reader.availableWidth
        availableHeight = reader.availableHeight
        direction = reader.direction
        scale = reader.scale
    }

    /// Lays the case out and returns the layout tree as one line of JSON:
    /// `{"left":…,"top":…,"width":…,"height":…,"children":[…]}` for every node in document order.
    public mutating func layoutJSON() throws(LayoutError) -> String {
        try tree.layout(availableWidth: availableWidth, availableHeight: availableHeight, direction: direction, scale: scale)
        return tree.layoutJSON()
    }
}

extension LayoutTree {
    /// The layout of the root's tree as one line of JSON (frames relative to the parent),
    /// written without recursion.
    public func layoutJSON() -> String {
        var output = ""
        output.reserveCapacity(nodeCount * 64)
        // Each entry is a node to open, or (with `close`) the end of a node's children.
        var stack: [(node: NodeID, close: Bool)] = [(root, false)]
        var needsComma = false
        while let (node, close) = stack.popLast() {
            if close {
                output += "]}"
                needsComma = true
                continue
            }
            if needsComma { output += "," }
            let frame = frame(of: node)
            output += "{\"left\":" + Self.jsonNumber(frame.minX)
            output += ",\"top\":" + Self.jsonNumber(frame.minY)
            output += ",\"width\":" + Self.jsonNumber(frame.width)
            output += ",\"height\":" + Self.jsonNumber(frame.height)
            output += ",\"children\":["
            needsComma = false
            stack.append((node, true))
            stack.append(contentsOf: children(of: node).reversed().map { ($0, false) })
        }
        return output
    }

    /// A JSON number: integers without a fraction, others in Swift's shortest round-trip form.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded() && Swift.abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

private struct CaseReader {
    let document: JSONDocument
    var caseID: String?
    var tree: LayoutTree?
    var availableWidth: Double?
    var availableHeight: Double?
    var direction: Direction = .ltr
    var scale: Double = 1
    var configuration = LayoutConfiguration()

    init(document: JSONDocument) {
        self.document = document
    }

    func fail(_ location: String, _ message: String) -> LayoutCaseError {
        LayoutCaseError(caseID: caseID, location: location, message: message)
    }

    func number(_ index: Int, _ location: String) throws(LayoutCaseError) -> Double {
        let value = document[index]
        guard value.kind == .number else { throw fail(location, "expected a number, found \(document.describe(index))") }
        guard value.number.isFinite else { throw fail(location, "the number is out of range") }
        return value.number
    }

    func object(_ index: Int, _ location: String) throws(LayoutCaseError) -> [(key: String, value: Int)] {
        guard document[index].kind == .object else { throw fail(location, "expected an object, found \(document.describe(index))") }
        return document.members(of: index)
    }

    mutating func readCase() throws(LayoutCaseError) {
        let members = try object(0, "case")
        if let id = members.first(where: { $0.key == "id" }) {
            caseID = document.string(at: id.value)
        }
        // Configuration first: it decides the style defaults of the nodes.
        if let config = members.first(where: { $0.key == "config" }) {
            try readConfig(config.value)
        }
        var rootIndex: Int?
        for (key, value) in members {
            switch key {
            case "id", "name", "group":
                guard document[value].kind == .string else {
                    throw fail("case.\(key)", "expected a string, found \(document.describe(value))")
                }
            case "config", "expected":
                // The configuration was read first; expected results are for the checker.
                break
            case "direction":
                switch document.string(at: value) {
                case "ltr", "inherit": direction = .ltr
                case "rtl": direction = .rtl
                default: throw fail("case.direction", "unknown direction \(document.describe(value)); use \"ltr\" or \"rtl\"")
                }
            case "available":
                for (dimension, size) in try object(value, "case.available") {
                    let location = "case.available.\(dimension)"
                    let parsed: Double? = document[size].kind == .null ? nil : try number(size, location)
                    switch dimension {
                    case "width": availableWidth = parsed
                    case "height": availableHeight = parsed
                    default: throw fail(location, "unknown property; use \"width\" and \"height\"")
                    }
                }
            case "root":
                rootIndex = value
            default:
                throw fail("case.\(key)", "unknown property")
            }
        }
        guard let rootIndex else { throw fail("case", "missing \"root\" node") }
        try readTree(rootIndex)
    }

    mutating func readConfig(_ index: Int) throws(LayoutCaseError) {
        var errata = LayoutConfiguration.Errata.none
        var webDefaults = false
        for (key, value) in try object(index, "case.config") {
            let location = "case.config.\(key)"
            switch key {
            case "useWebDefaults":
                guard document[value].kind == .bool else { throw fail(location, "expected true or false") }
                webDefaults = document[value].flag
            case "pointScaleFactor":
                scale = try number(value, location)
                guard scale >= 0 else { throw fail(location, "must not be negative") }
            case "experimentalFeatures":
                guard document[value].kind == .array else { throw fail(location, "expected an array of names") }
                for element in document.elements(of: value) {
                    switch document.string(at: element) {
                    // Flex bases are always recomputed once per layout pass here.
                    case "WebFlexBasis": break
                    default: throw fail(location, "unsupported experimental feature \(document.describe(element)); supported: \"WebFlexBasis\"")
                    }
                }
            case "errata":
                guard document[value].kind == .array else { throw fail(location, "expected an array of names") }
                for element in document.elements(of: value) {
                    switch document.string(at: element) {
                    case "None": break
                    // The engine never applies an automatic minimum size, which is what this erratum selects.
                    case "MinSizeUndefinedInsteadOfAuto": break
                    case "StretchFlexBasis": errata.insert(.stretchFlexBasis)
                    case "AbsolutePositionWithoutInsetsExcludesPadding", "AbsolutePositioningIncorrect":
                        errata.insert(.absolutePositionWithoutInsetsExcludesPadding)
                    case "AbsolutePercentAgainstInnerSize": errata.insert(.absolutePercentAgainstInnerSize)
                    case "All": errata.formUnion(.all)
                    case "Classic": errata.formUnion(.classic)
                    default:
                        throw fail(location, "unknown erratum \(document.describe(element)); known: None, StretchFlexBasis, AbsolutePositionWithoutInsetsExcludesPadding, AbsolutePercentAgainstInnerSize, MinSizeUndefinedInsteadOfAuto, All, Classic")
                    }
                }
            default:
                throw fail(location, "unknown property")
            }
        }
        configuration = LayoutConfiguration(useWebDefaults: webDefaults, errata: errata)
    }

    /// Builds the tree in document order without recursion.
    mutating func readTree(_ rootIndex: Int) throws(LayoutCaseError) {
        let base = configuration.useWebDefaults ? Style.webDefaults : Style()
        var pending: [(json: Int, parent: LayoutTree.NodeID?, path: String)] = [(rootIndex, nil, "root")]
        while let (json, parent, path) = pending.popLast() {
            var style = base
            var children: [Int] = []
            for (key, value) in try object(json, path) {
                switch key {
                case "style":
                    for (property, propertyValue) in try object(value, "\(path) style") {
                        try StyleReader(document: document, caseID: caseID, path: path)
                            .apply(property, propertyValue, to: &style)
                    }
                case "children":
                    guard document[value].kind == .array else {
                        throw fail("\(path) children", "expected an array, found \(document.describe(value))")
                    }
                    children = document.elements(of: value)
                default:
                    throw fail("\(path) \(key)", "unknown node property; a node has \"style\" and \"children\"")
                }
            }
            let node: LayoutTree.NodeID
            if let parent {
                node = tree!.addNode(style, parent: parent)
            } else {
                tree = LayoutTree(root: style, configuration: configuration)
                node = tree!.root
            }
            for (i, child) in children.enumerated().reversed() {
                pending.append((child, node, "\(path)/\(i)"))
            }
        }
    }
}

/// Reads style properties in the corpus's CSS-like spelling.
private struct StyleReader {
    let document: JSONDocument
    let caseID: String?
    let path: String

    func fail(_ property: String, _ message: String) -> LayoutCaseError {
        LayoutCaseError(caseID: caseID, location: "\(path) style.\(property)", message: message)
    }

    func keyword<T>(_ property: String, _ index: Int, _ options: KeyValuePairs<String, T>) throws(LayoutCaseError) -> T {
        if let name = document.string(at: index), let match = options.first(where: { $0.key == name }) {
            return match.value
        }
        let known = options.map { "\"\($0.key)\"" }.joined(separator: ", ")
        throw fail(property, "unknown value \(document.describe(index)); expected one of \(known)")
    }

    func number(_ property: String, _ index: Int) throws(LayoutCaseError) -> Double {
        let value = document[index]
        guard value.kind == .number else { throw fail(property, "expected a number, found \(document.describe(index))") }
        guard value.number.isFinite else { throw fail(property, "the number is out of range") }
        return value.number
    }

    /// A length: a number (points), "N%", or one of `keywords`.
    func length(_ property: String, _ index: Int, percent: Bool, keywords: [String]) throws(LayoutCaseError) -> Length {
        let value = document[index]
        if value.kind == .number {
            return .points(try number(property, index))
        }
        if let text = document.string(at: index) {
            if percent, text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite {
                return .percent(number)
            }
            switch text {
            case "auto" where keywords.contains("auto"): return .auto
            case "max-content" where keywords.contains("max-content"): return .maxContent
            case "fit-content" where keywords.contains("fit-content"): return .fitContent
            case "stretch" where keywords.contains("stretch"): return .stretch
            default: break
            }
        }
        let forms = ["a number of points"] + (percent ? ["\"N%\""] : []) + keywords.map { "\"\($0)\"" }
        throw fail(property, "invalid value \(document.describe(index)); expected \(forms.joined(separator: ", "))")
    }

    static let sizeKeywords = ["auto", "max-content", "fit-content", "stretch"]

    static var sizeFields: KeyValuePairs<String, WritableKeyPath<Style, Length>> {
        [
            "flex-basis": \.flexBasis, "width": \.width, "height": \.height, "min-width": \.minWidth,
            "min-height": \.minHeight, "max-width": \.maxWidth, "max-height": \.maxHeight,
        ]
    }

    static var gapFields: KeyValuePairs<String, WritableKeyPath<Style, Length>> {
        ["gap": \.gap, "row-gap": \.rowGap, "column-gap": \.columnGap]
    }

    static let edgeSuffixes: KeyValuePairs<String, Edge> = [
        "": .all, "-left": .left, "-top": .top, "-right": .right, "-bottom": .bottom,
        "-start": .start, "-end": .end, "-horizontal": .horizontal, "-vertical": .vertical,
    ]

    static let insetNames: KeyValuePairs<String, Edge> = [
        "left": .left, "top": .top, "right": .right, "bottom": .bottom, "start": .start, "end": .end,
        "inset": .all, "inset-horizontal": .horizontal, "inset-vertical": .vertical,
    ]

    static let alignValues: KeyValuePairs<String, Align> = [
        "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "stretch": .stretch,
        "baseline": .baseline, "space-between": .spaceBetween, "space-around": .spaceAround,
        "space-evenly": .spaceEvenly,
    ]

    func apply(_ property: String, _ index: Int, to style: inout Style) throws(LayoutCaseError) {
        switch property {
        case "direction":
            style.direction = try keyword(property, index, ["inherit": .inherit, "ltr": .ltr, "rtl": .rtl])
        case "flex-direction":
            style.flexDirection = try keyword(property, index, [
                "column": .column, "column-reverse": .columnReverse, "row": .row, "row-reverse": .rowReverse,
            ])
        case "justify-content":
            style.justifyContent = try keyword(property, index, [
                "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd,
                "space-between": .spaceBetween, "space-around": .spaceAround, "space-evenly": .spaceEvenly,
            ])
        case "align-items":
            style.alignItems = try keyword(property, index, Self.alignValues)
        case "align-content":
            style.alignContent = try keyword(property, index, Self.alignValues)
        case "align-self":
            if document.string(at: index) == "auto" {
                style.alignSelf = .auto
            } else {
                style.alignSelf = try keyword(property, index, Self.alignValues)
            }
        case "flex-wrap":
            style.flexWrap = try keyword(property, index, ["nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse])
        case "position":
            style.positionType = try keyword(property, index, ["static": .static, "relative": .relative, "absolute": .absolute])
        case "display":
            style.display = try keyword(property, index, ["flex": .flex, "none": .none, "contents": .contents])
        case "overflow":
            style.overflow = try keyword(property, index, ["visible": .visible, "hidden": .hidden, "scroll": .scroll])
        case "box-sizing":
            style.boxSizing = try keyword(property, index, ["border-box": .borderBox, "content-box": .contentBox])
        case "flex":
            style.flex = try number(property, index)
        case "flex-grow":
            style.flexGrow = try number(property, index)
        case "flex-shrink":
            style.flexShrink = try number(property, index)
        case "aspect-ratio":
            style.aspectRatio = try number(property, index)
        default:
            if let field = Self.sizeFields.first(where: { $0.key == property })?.value {
                style[keyPath: field] = try length(property, index, percent: true, keywords: Self.sizeKeywords)
                return
            }
            if let field = Self.gapFields.first(where: { $0.key == property })?.value {
                style[keyPath: field] = try length(property, index, percent: true, keywords: [])
                return
            }
            if let edge = Self.insetNames.first(where: { $0.key == property })?.value {
                style.inset[edge] = try length(property, index, percent: true, keywords: ["auto"])
                return
            }
            for (prefix, keywords, percent) in [("margin", ["auto"], true), ("padding", [], true), ("border", [], false)]
            where property.hasPrefix(prefix) {
                let suffix = String(property.dropFirst(prefix.count))
                guard let edge = Self.edgeSuffixes.first(where: { $0.key == suffix })?.value else { break }
                let value = try length(property, index, percent: percent, keywords: keywords)
                switch prefix {
                case "margin": style.margin[edge] = value
                case "padding": style.padding[edge] = value
                default: style.border[edge] = value
                }
                return
            }
            throw fail(property, "unknown style property")
        }
    }
}
