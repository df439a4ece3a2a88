// Status: accepted — `Anchor`, its sources and `GeometryProxy`'s anchor subscript compile; preferences are not collected in a snapshot, so no anchor is ever made from a source.
import Foundation

/// A geometry value of a view, read back in another view's coordinates through a
/// `GeometryProxy` (SwiftUI's `Anchor`). SwiftUI makes anchors only while collecting anchor
/// preferences, which a snapshot does not do.
nonisolated public struct Anchor<Value>: @unchecked Sendable {
    /// The value in the screen's coordinates.
    let globalValue: Value

    package init(globalValue: Value) {
        self.globalValue = globalValue
    }

    /// A geometry value of the view it is applied to (SwiftUI's `Anchor.Source`).
    nonisolated public struct Source: @unchecked Sendable {
        enum Geometry {
            case rect(CGRect)
            case bounds
            case point(CGPoint)
            case unitPoint(UnitPoint)
            case array([Any])
            case optional(Any?)
        }
        let geometry: Geometry
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.globalValue == rhs.globalValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(globalValue) }
}

nonisolated extension Anchor.Source where Value == CGRect {
    /// The rectangle `r` in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { .init(geometry: .rect(r)) }
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(geometry: .bounds) }
}

nonisolated extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { .init(geometry: .point(p)) }
    /// The point at `p`, a fraction of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { .init(geometry: .unitPoint(p)) }
    /// The view's top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

nonisolated extension Anchor.Source {
    /// The sources of `array`, read as one array of values.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] { geometry = .array(array) }
    /// The source `anchor` if there is one, read as an optional value.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? { geometry = .optional(anchor) }
}

nonisolated extension GeometryProxy {
    /// The anchor's value in the reader's coordinates: rectangles and points are moved by the
    /// reader's position on the screen; other values are given as anchored.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let origin = frame(in: .global).origin
        switch anchor.globalValue {
        case let rect as CGRect:
            return CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height) as! T
        case let point as CGPoint:
            return CGPoint(x: point.x - origin.x, y: point.y - origin.y) as! T
        default:
            return anchor.globalValue
        }
    }
}
