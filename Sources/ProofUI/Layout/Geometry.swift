import ProofLayout
import ProofRender
import ProofText

/// A position in points (origin top left, y down).
public typealias Point = ProofLayout.Point
/// A width and height in points.
public typealias Size = ProofLayout.Size
/// A rectangle in points.
public typealias Rect = ProofLayout.Rect
/// An outline for custom ``Shape``s, in points.
public typealias Path = ProofRender.Path
/// An RGBA8 image.
public typealias Bitmap = ProofRender.Bitmap
/// The user's preferred text size, from `.extraSmall` to `.accessibilityExtraExtraExtraLarge`.
public typealias ContentSizeCategory = ProofText.ContentSizeCategory
/// Every flexbox property of a layout node (ProofLayout's `Style`), for ``FlexBox`` and
/// ``View/flexStyle(_:)``.
public typealias FlexStyle = ProofLayout.Style
/// The reading direction of the interface.
public typealias LayoutDirection = ProofText.LayoutDirection

/// The horizontal or vertical dimension.
nonisolated public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes.
    nonisolated public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// An edge of a rectangle, named by reading direction for the horizontal ones.
nonisolated public enum Edge: Hashable, Sendable, CaseIterable {
    case top
    case leading
    case bottom
    case trailing

    /// A set of edges.
    nonisolated public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        /// The set holding `edge`.
        public init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }
    }
}

/// Distances from the edges of a rectangle, with leading and trailing following the layout
/// direction (SwiftUI's `EdgeInsets`).
nonisolated public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(_ all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    var values: [Double] { [top, leading, bottom, trailing] }
}

/// What an alignment guide is: a built-in guide or a custom ``AlignmentID``.
nonisolated enum AlignmentKey: Hashable, @unchecked Sendable {
    case leading, horizontalCenter, trailing
    case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    /// A custom alignment: its type's identity and the type, for its default value.
    case custom(ObjectIdentifier, name: String, vertical: Bool, id: any AlignmentID.Type)

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        switch (a, b) {
        case let (.custom(x, _, vx, _), .custom(y, _, vy, _)): x == y && vx == vy
        case (.leading, .leading), (.horizontalCenter, .horizontalCenter), (.trailing, .trailing), (.top, .top),
             (.verticalCenter, .verticalCenter), (.bottom, .bottom), (.firstTextBaseline, .firstTextBaseline),
             (.lastTextBaseline, .lastTextBaseline): true
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case let .custom(id, _, vertical, _): hasher.combine(id); hasher.combine(vertical)
        case .leading: hasher.combine(0)
        case .horizontalCenter: hasher.combine(1)
        case .trailing: hasher.combine(2)
        case .top: hasher.combine(3)
        case .verticalCenter: hasher.combine(4)
        case .bottom: hasher.combine(5)
        case .firstTextBaseline: hasher.combine(6)
        case .lastTextBaseline: hasher.combine(7)
        }
    }

    /// The guide's value in a view of `size` that sets none itself (`explicit` answers for
    /// the guides it does set).
    func defaultValue(in size: Size, explicit: @escaping (AlignmentKey) -> Double?) -> Double {
        switch self {
        case .leading, .top: 0
        case .horizontalCenter: size.width / 2
        case .verticalCenter: size.height / 2
        case .trailing: size.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: size.height
        case let .custom(_, _, _, id): Double(id.defaultValue(in: ViewDimensions(size: size, explicit: explicit)))
        }
    }

    var isBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }

    var name: String {
        switch self {
        case .leading: "leading"
        case .horizontalCenter, .verticalCenter: "center"
        case .trailing: "trailing"
        case .top: "top"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case let .custom(_, name, _, _): name
        }
    }
}

/// An alignment position along the horizontal axis: a built-in guide (leading and trailing
/// follow the layout direction) or a custom one made from an ``AlignmentID``.
nonisolated public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    init(key: AlignmentKey) {
        self.key = key
    }

    /// A custom alignment, whose default value its type gives.
    public init(_ id: any AlignmentID.Type) {
        key = .custom(ObjectIdentifier(id), name: String(describing: id), vertical: false, id: id)
    }

    public static let leading = HorizontalAlignment(key: .leading)
    public static let center = HorizontalAlignment(key: .horizontalCenter)
    public static let trailing = HorizontalAlignment(key: .trailing)
    /// The leading edge of the last line of text (iOS 16): drawn as `leading`.
    public static let listRowSeparatorLeading = HorizontalAlignment(key: .leading)
    /// The trailing edge for list row separators (iOS 16): drawn as `trailing`.
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: .trailing)

    public var description: String { key.name }
}

/// An alignment position along the vertical axis: a built-in guide, the first or last text
/// baseline, or a custom one made from an ``AlignmentID``.
nonisolated public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    init(key: AlignmentKey) {
        self.key = key
    }

    /// A custom alignment, whose default value its type gives.
    public init(_ id: any AlignmentID.Type) {
        key = .custom(ObjectIdentifier(id), name: String(describing: id), vertical: true, id: id)
    }

    public static let top = VerticalAlignment(key: .top)
    public static let center = VerticalAlignment(key: .verticalCenter)
    public static let bottom = VerticalAlignment(key: .bottom)
    /// The first baseline of text (views without text: their bottom).
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    /// The last baseline of text (views without text: their bottom).
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

    public var description: String { key.name }
}

/// A horizontal and a vertical alignment.
nonisolated public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

nonisolated extension HorizontalAlignment {
    /// Where the guide sits across a width, from the leading edge: 0, ½ or 1 (a custom
    /// guide: the centre), for layouts that place by anchor.
    var fraction: Double { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }
}

nonisolated extension VerticalAlignment {
    /// Where the guide sits down a height: 0, ½ or 1 (baselines and custom guides: the centre).
    var fraction: Double { self == .top ? 0 : self == .bottom ? 1 : 0.5 }
}

nonisolated extension Alignment {
    /// The alignment as a point of the unit square, for layouts that place by anchor.
    var unitPoint: UnitPoint { UnitPoint(x: horizontal.fraction, y: vertical.fraction) }
}

/// How content fills a space of another aspect ratio.
nonisolated public enum ContentMode: Hashable, Sendable {
    /// Scaled to fit entirely, keeping its aspect ratio (may leave empty space).
    case fit
    /// Scaled to cover the space, keeping its aspect ratio (may overflow it).
    case fill
}

/// The alignment of lines within a multiline text.
nonisolated public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing

    var textAlignment: ProofText.TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// How text that does not fit its line limit ends.
nonisolated public enum TruncationMode: Hashable, Sendable {
    /// With "…" at the end of the last line.
    case tail
    /// Cut without a mark.
    case clip
}

/// Whether a corner is a quarter circle or Apple's continuous curve.
nonisolated public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous

    var cornerStyle: CornerStyle {
        self == .circular ? .circular : .continuous
    }
}
