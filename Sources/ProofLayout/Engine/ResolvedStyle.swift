// A node's style as the engine reads it: invalid values replaced by their initial values,
// logical edges resolved to physical ones for the node's direction, shorthands expanded.
// Computed once per style change or direction change, so the hot loops never look at
// `Style`'s nine edge slots or check a value's validity.

/// Physical edges, in the order of `EdgeValues` / `EdgeLengths`.
enum PhysicalEdge: UInt8 {
    case left, top, right, bottom
}

/// Four physical edge lengths.
struct EdgeLengths {
    var left: Length = .undefined
    var top: Length = .undefined
    var right: Length = .undefined
    var bottom: Length = .undefined

    @inline(__always) subscript(edge: PhysicalEdge) -> Length {
        switch edge {
        case .left: return left
        case .top: return top
        case .right: return right
        case .bottom: return bottom
        }
    }
}

/// Four physical edge values in points.
struct EdgeValues {
    var left: Double = 0
    var top: Double = 0
    var right: Double = 0
    var bottom: Double = 0

    @inline(__always) subscript(edge: PhysicalEdge) -> Double {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            }
        }
    }
}

/// Bounds that keep every computed value finite: a tree of at most `Int32.max` nodes whose
/// lengths are at most a billion points sums to far less than `Double`'s range.
enum LayoutLimits {
    static let maximumLength = 1e9
    static let maximumPercent = 1e7
    static let maximumFlexFactor = 1e15
    static let minimumAspectRatio = 1e-9
    static let maximumAspectRatio = 1e9
}

/// What was wrong with a style value (see `StyleIssue`).
enum ValueProblem {
    case notFinite, negative, unsupported, clamped

    func message(fallback: String) -> String {
        switch self {
        case .notFinite: return "is not a finite number; treated as \(fallback)"
        case .negative: return "is negative, which CSS does not allow here; treated as \(fallback)"
        case .unsupported: return "is not a form this property accepts; treated as \(fallback)"
        case .clamped: return "is beyond ±\(formatPoints(LayoutLimits.maximumLength)) points; clamped"
        }
    }
}

/// The kinds of length properties, each with the forms it accepts and its initial value.
enum LengthProperty {
    case size, minMax, margin, padding, border, inset, gap

    var initial: Length {
        self == .size ? .auto : .undefined
    }

    var fallbackDescription: String {
        switch self {
        case .size: return "auto"
        case .minMax: return "none"
        case .margin, .padding, .border, .gap: return "0"
        case .inset: return "auto"
        }
    }

    /// `length` made valid for this property, and what was wrong with it if anything.
    func normalize(_ length: Length) -> (Length, ValueProblem?) {
        switch length.unit {
        case .undefined:
            return (length, nil)
        case .points, .percent:
            if self == .border && length.unit == .percent { return (initial, .unsupported) }
            guard length.value.isFinite else { return (initial, .notFinite) }
            let allowsNegative = self == .margin || self == .inset
            if length.value < 0 && !allowsNegative { return (initial, .negative) }
            let limit = length.unit == .points ? LayoutLimits.maximumLength : LayoutLimits.maximumPercent
            if Swift.abs(length.value) > limit {
                return (Length(value: length.value < 0 ? -limit : limit, unit: length.unit), .clamped)
            }
            return (length, nil)
        case .auto:
            switch self {
            case .size, .margin, .inset, .minMax: return (length, nil)
            case .padding, .border, .gap: return (initial, .unsupported)
            }
        case .maxContent, .fitContent, .stretch:
            switch self {
            case .size, .minMax: return (length, nil)
            default: return (initial, .unsupported)
            }
        }
    }
}

/// A flex factor or Yoga `flex` value made valid; `nil` means unset.
func normalizedFactor(_ value: Double?, allowsNegative: Bool) -> (Double?, ValueProblem?) {
    guard let value else { return (nil, nil) }
    guard value.isFinite else { return (nil, .notFinite) }
    if value < 0 && !allowsNegative { return (nil, .negative) }
    if Swift.abs(value) > LayoutLimits.maximumFlexFactor {
        return (value < 0 ? -LayoutLimits.maximumFlexFactor : LayoutLimits.maximumFlexFactor, .clamped)
    }
    return (value, nil)
}

/// An aspect ratio made valid; NaN means none.
func normalizedAspectRatio(_ value: Double?) -> (Double, ValueProblem?) {
    guard let value else { return (.nan, nil) }
    guard value.isFinite else { return (.nan, .notFinite) }
    guard value > 0 else { return (.nan, value < 0 ? .negative : .unsupported) }
    if value < LayoutLimits.minimumAspectRatio { return (LayoutLimits.minimumAspectRatio, .clamped) }
    if value > LayoutLimits.maximumAspectRatio { return (LayoutLimits.maximumAspectRatio, .clamped) }
    return (value, nil)
}

@inline(__always) private func firstDefined(_ a: Length, _ b: Length, _ c: Length, _ d: Length) -> Length {
    if a.isDefined { return a }
    if b.isDefined { return b }
    if c.isDefined { return c }
    return d
}

/// The physical edges of `edges` in `direction`, each slot normalized for `property` first
/// (so an invalid slot falls through to the next one, like a dropped CSS declaration).
func physicalEdges(_ edges: Edges, _ property: LengthProperty, _ direction: Direction) -> EdgeLengths {
    if edges.isEmpty { return EdgeLengths() }
    @inline(__always) func n(_ length: Length) -> Length {
        length.unit == .undefined ? length : property.normalize(length).0
    }
    let start = n(edges.start), end = n(edges.end)
    let horizontal = n(edges.horizontal), vertical = n(edges.vertical), all = n(edges.all)
    let rtl = direction == .rtl
    return EdgeLengths(
        left: firstDefined(rtl ? end : start, n(edges.left), horizontal, all),
        top: firstDefined(n(edges.top), vertical, all, .undefined),
        right: firstDefined(rtl ? start : end, n(edges.right), horizontal, all),
        bottom: firstDefined(n(edges.bottom), vertical, all, .undefined)
    )
}

@inline(__always) func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN && !b.isNaN { return Swift.abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}

@inline(__always) func inexactEquals(_ a: Length, _ b: Length) -> Bool {
    a.unit == b.unit && inexactEquals(a.value, b.value)
}

struct ResolvedStyle {
    var display: Display = .flex
    var positionType: PositionType = .relative
    var flexDirection: FlexDirection = .column
    var flexWrap: FlexWrap = .noWrap
    var alignItems: Align = .stretch
    var alignSelf: Align = .auto
    var alignContent: Align = .flexStart
    var justifyContent: Justify = .flexStart
    var overflow: Overflow = .visible
    var boxSizing: BoxSizing = .borderBox
    var direction: Direction = .inherit
    var isReferenceBaseline = false
    var horizontalInsetsDefined = false
    var verticalInsetsDefined = false
    /// Whether a min or max width / height is set: without, bounding is a no-op.
    var hasWidthBounds = false
    var hasHeightBounds = false
    /// Whether any padding or border is set: without, they are all 0.
    var hasPaddingOrBorder = false
    /// Grow and shrink with the `flex` shorthand applied (the root's are forced to 0 at use).
    var flexGrow: Double = 0
    var flexShrink: Double = 0
    var aspectRatio: Double = .nan
    /// Width and height after Yoga's rule that equal min and max fix the size.
    var width: Length = .auto
    var height: Length = .auto
    /// The flex basis after Yoga's `flex` shorthand processing.
    var flexBasis: Length = .auto
    var minWidth: Length = .undefined
    var minHeight: Length = .undefined
    var maxWidth: Length = .undefined
    var maxHeight: Length = .undefined
    var margin = EdgeLengths()
    var padding = EdgeLengths()
    var border = EdgeValues()
    var position = EdgeLengths()
    var columnGap: Length = .undefined
    var rowGap: Length = .undefined

    init() {}

    init(_ style: Style, direction: Direction, webDefaults: Bool) {
        self.init()
        resolve(style, direction: direction, webDefaults: webDefaults)
    }

    /// Recomputes every field from `style` in place (the record is large; no copy of it).
    mutating func resolve(_ style: Style, direction: Direction, webDefaults: Bool) {
        self.direction = style.direction
        flexDirection = style.flexDirection
        justifyContent = style.justifyContent
        alignContent = style.alignContent
        alignItems = style.alignItems
        alignSelf = style.alignSelf
        positionType = style.positionType
        flexWrap = style.flexWrap
        overflow = style.overflow
        display = style.display
        boxSizing = style.boxSizing
        isReferenceBaseline = style.isReferenceBaseline

        let flex = normalizedFactor(style.flex, allowsNegative: true).0
        if let grow = normalizedFactor(style.flexGrow, allowsNegative: false).0 {
            flexGrow = grow
        } else if let flex, flex > 0 {
            flexGrow = flex
        } else {
            flexGrow = 0
        }
        if let shrink = normalizedFactor(style.flexShrink, allowsNegative: false).0 {
            flexShrink = shrink
        } else if !webDefaults, let flex, flex < 0 {
            flexShrink = -flex
        } else {
            flexShrink = webDefaults ? 1 : 0
        }
        let basis = LengthProperty.size.normalize(style.flexBasis).0
        if basis.unit != .auto && basis.unit != .undefined {
            flexBasis = basis
        } else if let flex, flex > 0 {
            flexBasis = webDefaults ? .auto : .points(0)
        } else {
            flexBasis = .auto
        }

        minWidth = LengthProperty.minMax.normalize(style.minWidth).0
        minHeight = LengthProperty.minMax.normalize(style.minHeight).0
        maxWidth = LengthProperty.minMax.normalize(style.maxWidth).0
        maxHeight = LengthProperty.minMax.normalize(style.maxHeight).0
        let styleWidth = LengthProperty.size.normalize(style.width).0
        let styleHeight = LengthProperty.size.normalize(style.height).0
        width = maxWidth.isDefined && inexactEquals(maxWidth, minWidth) ? maxWidth : styleWidth
        height = maxHeight.isDefined && inexactEquals(maxHeight, minHeight) ? maxHeight : styleHeight
        aspectRatio = normalizedAspectRatio(style.aspectRatio).0
        @inline(__always) func isBound(_ length: Length) -> Bool { length.unit == .points || length.unit == .percent }
        hasWidthBounds = isBound(minWidth) || isBound(maxWidth)
        hasHeightBounds = isBound(minHeight) || isBound(maxHeight)

        margin = physicalEdges(style.margin, .margin, direction)
        padding = physicalEdges(style.padding, .padding, direction)
        position = physicalEdges(style.inset, .inset, direction)
        let borders = physicalEdges(style.border, .border, direction)
        border = EdgeValues(
            left: borders.left.unit == .points ? borders.left.value : 0,
            top: borders.top.unit == .points ? borders.top.value : 0,
            right: borders.right.unit == .points ? borders.right.value : 0,
            bottom: borders.bottom.unit == .points ? borders.bottom.value : 0
        )
        @inline(__always) func isInsetDefined(_ slot: Length) -> Bool {
            slot.isDefined && LengthProperty.inset.normalize(slot).0.isDefined
        }
        horizontalInsetsDefined = isInsetDefined(style.inset.left) || isInsetDefined(style.inset.right)
            || isInsetDefined(style.inset.all) || isInsetDefined(style.inset.horizontal)
            || isInsetDefined(style.inset.start) || isInsetDefined(style.inset.end)
        verticalInsetsDefined = isInsetDefined(style.inset.top) || isInsetDefined(style.inset.bottom)
            || isInsetDefined(style.inset.all) || isInsetDefined(style.inset.vertical)

        hasPaddingOrBorder = padding.left.isDefined || padding.top.isDefined || padding.right.isDefined
            || padding.bottom.isDefined || border.left != 0 || border.top != 0 || border.right != 0 || border.bottom != 0
        let gap = LengthProperty.gap.normalize(style.gap).0
        let column = LengthProperty.gap.normalize(style.columnGap).0
        let row = LengthProperty.gap.normalize(style.rowGap).0
        columnGap = column.isDefined ? column : gap
        rowGap = row.isDefined ? row : gap
    }
}
