// Status: partial — anchor preferences compile (`Anchor`, `anchorPreference`, `transformAnchorPreference`, `GeometryProxy[anchor]`); preferences are not collected in a snapshot, so `overlayPreferenceValue` and `backgroundPreferenceValue` draw what their closure makes of the key's default value (noted).

/// A geometric value of a view (a rectangle or a point) that another view resolves in its own
/// coordinates with `GeometryProxy[anchor]` (SwiftUI's `Anchor`). Anchors reach other views
/// through preferences, which a snapshot does not collect.
nonisolated public struct Anchor<Value>: @unchecked Sendable {
    /// The value in global (screen) coordinates.
    let global: Value

    /// Where in a view an anchor is taken: a rectangle or a point in its bounds.
    // `@unchecked`: a source is a rectangle, point or unit point (`Value` is `CGRect` or `CGPoint`).
    nonisolated public struct Source: @unchecked Sendable {
        let unitRect: CGRect?
        let rect: CGRect?
        let unitPoint: UnitPoint?
        let point: CGPoint?
    }
}

nonisolated extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

nonisolated extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

nonisolated extension Anchor.Source where Value == CGRect {
    /// The rectangle `r` in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(unitRect: nil, rect: r, unitPoint: nil, point: nil)
    }
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(unitRect: CGRect(x: 0, y: 0, width: 1, height: 1), rect: nil, unitPoint: nil, point: nil)
    }
}

nonisolated extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(unitRect: nil, rect: nil, unitPoint: nil, point: p)
    }
    /// The point at `p` of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(unitRect: nil, rect: nil, unitPoint: p, point: nil)
    }
    public static var zero: Anchor<CGPoint>.Source { unitPoint(.zero) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

nonisolated extension GeometryProxy {
    /// The anchor's rectangle or point in this proxy's coordinates (its global value moved by
    /// the reader's origin).
    public subscript<T>(anchor: Anchor<T>) -> T {
        let origin = globalFrame.origin
        if let rect = anchor.global as? CGRect {
            return CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height) as! T
        }
        if let point = anchor.global as? CGPoint {
            return CGPoint(x: point.x - origin.x, y: point.y - origin.y) as! T
        }
        return anchor.global
    }
}

nonisolated extension View {
    /// Accepted: preferences are not collected in a snapshot, so no view receives the anchor.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View { self }

    /// Accepted: preferences are not collected in a snapshot, so no view receives the anchor.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View { self }
}
