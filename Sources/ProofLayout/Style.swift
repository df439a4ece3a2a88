/// A length in a style: points, a percentage of a reference size, or a keyword.
///
/// Which forms a property accepts follows CSS as Yoga implements it (see ``Style``); a form a
/// property does not accept, a negative size or a non-finite number is treated as the
/// property's initial value, the way a CSS parser drops an invalid declaration.
/// ``LayoutTree/validate()`` lists every such value with the node and the property.
public struct Length: Hashable, Sendable, CustomStringConvertible {
    /// The kind of a length.
    public enum Unit: UInt8, Hashable, Sendable {
        /// Not set: the property falls back (edges) or has no effect (min / max).
        case undefined
        /// A number of points.
        case points
        /// A percentage of the reference size (the containing block's width or height).
        case percent
        /// `auto`.
        case auto
        /// `max-content`: behaves as `auto` in this engine, as in Yoga.
        case maxContent
        /// `fit-content`: behaves as `auto` in this engine, as in Yoga.
        case fitContent
        /// `stretch`: behaves as `auto` in this engine, as in Yoga.
        case stretch
    }

    /// The number of points or the percentage; meaningless for keywords.
    public let value: Double
    public let unit: Unit

    @inlinable init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    public static let undefined = Length(value: .nan, unit: .undefined)
    public static let auto = Length(value: .nan, unit: .auto)
    public static let maxContent = Length(value: .nan, unit: .maxContent)
    public static let fitContent = Length(value: .nan, unit: .fitContent)
    public static let stretch = Length(value: .nan, unit: .stretch)

    @inlinable public static func points(_ value: Double) -> Length { Length(value: value, unit: .points) }
    @inlinable public static func percent(_ value: Double) -> Length { Length(value: value, unit: .percent) }

    /// True unless the length is ``undefined``.
    @inlinable public var isDefined: Bool { unit != .undefined }

    /// The length in points against `reference`: NaN for keywords, undefined lengths and
    /// percentages of an undefined (NaN) reference.
    @inline(__always) func resolve(_ reference: Double) -> Double {
        switch unit {
        case .points: return value
        case .percent: return value * reference * 0.01
        default: return .nan
        }
    }

    // Keywords carry no value, so compare them by unit alone; NaN payloads never break
    // equality of two identical keywords.
    public static func == (a: Length, b: Length) -> Bool {
        guard a.unit == b.unit else { return false }
        switch a.unit {
        case .points, .percent: return a.value == b.value
        default: return true
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(unit)
        if unit == .points || unit == .percent { hasher.combine(value) }
    }

    public var description: String {
        switch unit {
        case .undefined: return "undefined"
        case .points: return formatPoints(value)
        case .percent: return formatPoints(value) + "%"
        case .auto: return "auto"
        case .maxContent: return "max-content"
        case .fitContent: return "fit-content"
        case .stretch: return "stretch"
        }
    }
}

extension Length: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A bare number is a length in points.
    public init(integerLiteral value: Int) { self.init(value: Double(value), unit: .points) }
    /// A bare number is a length in points.
    public init(floatLiteral value: Double) { self.init(value: value, unit: .points) }
}

/// One of Yoga's nine edge slots for margin, padding, border and insets.
public enum Edge: UInt8, CaseIterable, Hashable, Sendable {
    case left, top, right, bottom
    /// The inline start: left in LTR, right in RTL.
    case start
    /// The inline end: right in LTR, left in RTL.
    case end
    /// Left and right.
    case horizontal
    /// Top and bottom.
    case vertical
    /// All four edges.
    case all
}

/// Values for the nine edge slots of one property (margin, padding, border or insets).
///
/// The slots are separate values, not a cascade. For a physical edge the first defined slot
/// wins, in this order: the logical slot that maps to it in the node's direction (`start`
/// or `end`, left and right only), the physical slot, `horizontal` / `vertical`, `all`.
public struct Edges: Hashable, Sendable {
    public var left: Length
    public var top: Length
    public var right: Length
    public var bottom: Length
    public var start: Length
    public var end: Length
    public var horizontal: Length
    public var vertical: Length
    public var all: Length

    public init(
        left: Length = .undefined, top: Length = .undefined, right: Length = .undefined,
        bottom: Length = .undefined, start: Length = .undefined, end: Length = .undefined,
        horizontal: Length = .undefined, vertical: Length = .undefined, all: Length = .undefined
    ) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.start = start
        self.end = end
        self.horizontal = horizontal
        self.vertical = vertical
        self.all = all
    }

    /// The same length on all four edges (the `all` slot).
    public init(all: Length) {
        self.init(left: .undefined, all: all)
    }

    /// The slot for `edge`.
    public subscript(edge: Edge) -> Length {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            case .start: return start
            case .end: return end
            case .horizontal: return horizontal
            case .vertical: return vertical
            case .all: return all
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            case .start: start = newValue
            case .end: end = newValue
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            case .all: all = newValue
            }
        }
    }

    /// True when no slot is defined.
    @inline(__always) public var isEmpty: Bool {
        !(left.isDefined || top.isDefined || right.isDefined || bottom.isDefined || start.isDefined
            || end.isDefined || horizontal.isDefined || vertical.isDefined || all.isDefined)
    }
}

/// The inline direction. Nodes inherit their parent's unless they set one.
public enum Direction: UInt8, Hashable, Sendable {
    case inherit, ltr, rtl
}

/// The main axis of a flex container.
public enum FlexDirection: UInt8, Hashable, Sendable {
    case column, columnReverse, row, rowReverse
}

/// Distribution of items along the main axis (`justify-content`).
public enum Justify: UInt8, Hashable, Sendable {
    case flexStart, center, flexEnd, spaceBetween, spaceAround, spaceEvenly
}

/// Alignment on the cross axis (`align-items`, `align-self`, `align-content`).
public enum Align: UInt8, Hashable, Sendable {
    /// For `align-self`: use the parent's `align-items`.
    case auto
    case flexStart, center, flexEnd, stretch, baseline, spaceBetween, spaceAround, spaceEvenly
}

/// How a node is positioned.
public enum PositionType: UInt8, Hashable, Sendable {
    /// Laid out in flow; insets are ignored and it does not contain absolute descendants.
    case `static`
    /// Laid out in flow, then offset by its insets.
    case relative
    /// Out of flow, placed by its insets within the nearest non-static ancestor.
    case absolute
}

/// Whether items wrap onto several lines.
public enum FlexWrap: UInt8, Hashable, Sendable {
    case noWrap, wrap, wrapReverse
}

/// Overflow behaviour; only `scroll` changes layout (children may measure past the container).
public enum Overflow: UInt8, Hashable, Sendable {
    case visible, hidden, scroll
}

/// Whether and how a node takes part in layout.
public enum Display: UInt8, Hashable, Sendable {
    /// A flex container.
    case flex
    /// Removed from layout with its subtree; its frame and its descendants' are all zero.
    case none
    /// The node has no box: its children are laid out as children of its parent.
    case contents
}

/// What `width`, `height` and their minimum and maximum measure.
public enum BoxSizing: UInt8, Hashable, Sendable {
    /// The border box (Yoga's default).
    case borderBox
    /// The content box: padding and border are added.
    case contentBox
}

/// The style of one layout node: every flexbox property Yoga implements, with Yoga's
/// defaults (column, `flex-shrink: 0`, `align-content: flex-start`, border-box).
///
/// Lengths accept: `width`, `height`, `flexBasis`: points, percent, `auto`, and the intrinsic
/// keywords (which act as `auto`); `minWidth` … `maxHeight`: points, percent (`undefined` means
/// none); `margin`: points, percent, `auto`; `padding`, `gap`: points, percent; `border`:
/// points; `inset`: points, percent, `auto`. Percentages of an undefined size act as `auto`.
/// Negative sizes, padding, border, gaps and flex factors are invalid and act as initial
/// values; negative margins and insets are valid.
public struct Style: Hashable, Sendable {
    public var direction: Direction = .inherit
    public var flexDirection: FlexDirection = .column
    public var justifyContent: Justify = .flexStart
    public var alignContent: Align = .flexStart
    public var alignItems: Align = .stretch
    public var alignSelf: Align = .auto
    public var positionType: PositionType = .relative
    public var flexWrap: FlexWrap = .noWrap
    public var overflow: Overflow = .visible
    public var display: Display = .flex
    public var boxSizing: BoxSizing = .borderBox

    /// Yoga's `flex` shorthand: a positive value sets grow to it and the basis to 0; a
    /// negative value sets shrink to its magnitude. Explicit ``flexGrow`` / ``flexShrink`` /
    /// ``flexBasis`` win over it.
    public var flex: Double? = nil
    public var flexGrow: Double? = nil
    public var flexShrink: Double? = nil
    public var flexBasis: Length = .auto

    public var width: Length = .auto
    public var height: Length = .auto
    public var minWidth: Length = .undefined
    public var minHeight: Length = .undefined
    public var maxWidth: Length = .undefined
    public var maxHeight: Length = .undefined
    /// Width divided by height; `nil`, zero, negative or infinite means none.
    public var aspectRatio: Double? = nil

    public var margin = Edges()
    public var padding = Edges()
    /// Border widths in points.
    public var border = Edges()
    /// `left`, `top`, `right`, `bottom`, `start`, `end` (and the `inset` shorthands).
    public var inset = Edges()

    /// Both gutters; ``rowGap`` and ``columnGap`` win over it.
    public var gap: Length = .undefined
    /// The space between lines of a wrapping row container (between items of a column).
    public var rowGap: Length = .undefined
    /// The space between items of a row (between lines of a wrapping column container).
    public var columnGap: Length = .undefined

    /// Makes this child the one its parent takes its baseline from, as Yoga's
    /// `isReferenceBaseline`.
    public var isReferenceBaseline = false

    public init() {}

    /// The defaults of the web (`flex-direction: row`, `align-content: stretch`); use with
    /// ``LayoutConfiguration/useWebDefaults`` for `flex-shrink: 1`.
    public static var webDefaults: Style {
        var style = Style()
        style.flexDirection = .row
        style.alignContent = .stretch
        return style
    }
}
