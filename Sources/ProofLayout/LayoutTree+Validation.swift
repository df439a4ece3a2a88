extension LayoutTree {
    /// Every style value the engine does not use as written, in node order: non-finite
    /// numbers, negative sizes, padding, borders, gaps and flex factors, forms a property does
    /// not accept (such as a percentage border), and values beyond the engine's range. Layout
    /// never fails on these: each acts as CSS treats an invalid declaration (the property's
    /// initial value), or is clamped; `problem` says which.
    public func validate() -> [StyleIssue] {
        var issues: [StyleIssue] = []
        for index in styles.indices {
            let style = styles[index]
            let node = NodeID(index: Int32(index))
            func report(_ property: String, _ value: String, _ problem: ValueProblem?, fallback: String) {
                guard let problem else { return }
                issues.append(StyleIssue(
                    node: node, path: path(of: node), property: property, value: value,
                    problem: problem.message(fallback: fallback)))
            }
            func check(_ property: String, _ length: Length, _ kind: LengthProperty) {
                report(property, length.description, kind.normalize(length).1, fallback: kind.fallbackDescription)
            }
            func check(_ property: String, _ factor: Double?, allowsNegative: Bool, fallback: String) {
                guard let factor else { return }
                report(property, formatPoints(factor), normalizedFactor(factor, allowsNegative: allowsNegative).1, fallback: fallback)
            }
            func check(_ prefix: String, _ edges: Edges, _ kind: LengthProperty, insetNames: Bool = false) {
                for edge in Edge.allCases where edges[edge].isDefined {
                    check(Self.propertyName(prefix, edge, insetNames: insetNames), edges[edge], kind)
                }
            }
            check("flex", style.flex, allowsNegative: true, fallback: "unset")
            check("flex-grow", style.flexGrow, allowsNegative: false, fallback: "0")
            check("flex-shrink", style.flexShrink, allowsNegative: false, fallback: configuration.useWebDefaults ? "1" : "0")
            check("flex-basis", style.flexBasis, .size)
            check("width", style.width, .size)
            check("height", style.height, .size)
            check("min-width", style.minWidth, .minMax)
            check("min-height", style.minHeight, .minMax)
            check("max-width", style.maxWidth, .minMax)
            check("max-height", style.maxHeight, .minMax)
            if let ratio = style.aspectRatio {
                report("aspect-ratio", formatPoints(ratio), normalizedAspectRatio(ratio).1, fallback: "none")
            }
            check("margin", style.margin, .margin)
            check("padding", style.padding, .padding)
            check("border", style.border, .border)
            check("inset", style.inset, .inset, insetNames: true)
            check("gap", style.gap, .gap)
            check("row-gap", style.rowGap, .gap)
            check("column-gap", style.columnGap, .gap)
        }
        return issues
    }

    /// The CSS-like name of an edge slot, as the conformance schema spells it.
    static func propertyName(_ prefix: String, _ edge: Edge, insetNames: Bool) -> String {
        let suffix: String
        switch edge {
        case .left: suffix = "left"
        case .top: suffix = "top"
        case .right: suffix = "right"
        case .bottom: suffix = "bottom"
        case .start: suffix = "start"
        case .end: suffix = "end"
        case .horizontal: suffix = "horizontal"
        case .vertical: suffix = "vertical"
        case .all: return prefix
        }
        if insetNames && edge.rawValue <= Edge.end.rawValue { return suffix }
        return prefix + "-" + suffix
    }
}
