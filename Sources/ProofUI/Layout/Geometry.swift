// Status: supported — SwiftUI's geometry values (axes, edges, edge insets, unit points) and the geometry types it shares with ProofLayout and ProofRender.

import ProofLayout
import ProofRender
import ProofText

// SwiftUI types that are other modules' types here, re-exported one by one: with Swift 6's
// MemberImportVisibility (on in Xcode 26 projects), a member is visible only where its
// defining module is imported, and a typealias does not import it (`.rightToLeft` failed with
// "not available due to missing import of defining module 'ProofText'").
@_exported import struct ProofRender.Path
@_exported import enum ProofText.LayoutDirection
@_exported import enum ProofText.ContentSizeCategory
@_exported import struct ProofText.FontWeight
@_exported import struct ProofBase.Point
@_exported import struct ProofBase.Size
@_exported import struct ProofBase.Rect
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
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge (ProofUI's own: internal, as apps declare this initialiser themselves).
    init(_ all: CGFloat) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    var values: [Double] { [Double(top), Double(leading), Double(bottom), Double(trailing)] }
}

/// A point in a unit square: (0, 0) top leading, (1, 1) bottom trailing.
nonisolated public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A vertical edge.
nonisolated public enum VerticalEdge: Sendable {
    case top, bottom

    /// A set of vertical edges.
    nonisolated public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// A horizontal edge.
nonisolated public enum HorizontalEdge: Sendable {
    case leading, trailing

    /// A set of horizontal edges.
    nonisolated public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

nonisolated extension Axis.Set {
    public static let all: Axis.Set = [.horizontal, .vertical]
}
