// Status: supported — built-in and custom alignment guides laid out as SwiftUI does.

import ProofLayout
import ProofRender
import ProofText
/// A custom alignment's identity (SwiftUI's `AlignmentID`): its default value in a view that
/// sets no explicit value with ``View/alignmentGuide(_:computeValue:)``.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as an alignment guide's closure reads them.
nonisolated public struct ViewDimensions: @unchecked Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicit: (AlignmentKey) -> Double?

    init(size: Size, explicit: @escaping (AlignmentKey) -> Double?) {
        width = CGFloat(size.width)
        height = CGFloat(size.height)
        self.explicit = explicit
    }

    var size: Size { Size(width: Double(width), height: Double(height)) }

    private func value(_ key: AlignmentKey) -> CGFloat {
        CGFloat(explicit(key) ?? key.defaultValue(in: size, explicit: explicit))
    }

    /// The guide's value: the view's explicit one, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    /// The guide's value: the view's explicit one, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    /// The value the view sets for the guide, if it sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key).map { CGFloat($0) } }
    /// The value the view sets for the guide, if it sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key).map { CGFloat($0) } }
}

nonisolated extension View {
    /// Sets the view's value for a horizontal alignment guide, computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifyingElements { element, _ in element.alignmentGuides.append(ExplicitGuide(key: g.key) { Double(computeValue($0)) }) }
    }

    /// Sets the view's value for a vertical alignment guide, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifyingElements { element, _ in element.alignmentGuides.append(ExplicitGuide(key: g.key) { Double(computeValue($0)) }) }
    }
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
    /// Leading, on the first line's baseline (iOS 16).
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centred, on the first line's baseline (iOS 16).
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, on the first line's baseline (iOS 16).
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, on the last line's baseline (iOS 16).
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred, on the last line's baseline (iOS 16).
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, on the last line's baseline (iOS 16).
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
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
