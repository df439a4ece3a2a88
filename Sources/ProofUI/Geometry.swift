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

/// Where a view sits horizontally in its container.
nonisolated public enum HorizontalAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing

    var align: Align {
        switch self {
        case .leading: .flexStart
        case .center: .center
        case .trailing: .flexEnd
        }
    }
}

/// Where a view sits vertically in its container.
nonisolated public enum VerticalAlignment: Hashable, Sendable {
    case top
    case center
    case bottom
    /// The first baseline of text (in an `HStack`: texts of different sizes share a
    /// baseline). Elsewhere it acts as `top`.
    case firstTextBaseline

    var align: Align {
        switch self {
        case .top: .flexStart
        case .center: .center
        case .bottom: .flexEnd
        case .firstTextBaseline: .baseline
        }
    }

    var justify: Justify {
        switch self {
        case .top, .firstTextBaseline: .flexStart
        case .center: .center
        case .bottom: .flexEnd
        }
    }
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
