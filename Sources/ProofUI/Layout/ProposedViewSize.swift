// Status: supported — SwiftUI's `ProposedViewSize` (iOS 16), as layouts propose sizes.

import ProofLayout

/// A proposal for the size of a view: each dimension a number of points, `nil` for the view's
/// ideal size, 0 for its minimum and `.infinity` for its maximum (SwiftUI's
/// `ProposedViewSize`).
nonisolated public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; nil asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; nil asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size: 0×0.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size: both dimensions nil.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size: both dimensions infinite.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified dimensions replaced by `size`'s (10×10 by default, as in
    /// SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

nonisolated extension ProposedViewSize {
    init(_ proposal: Proposal) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    var proposal: Proposal {
        Proposal(width: width.map { Double($0) }, height: height.map { Double($0) })
    }
}

/// A size proposal inside the layout engine (``ProposedViewSize`` in Doubles): nil asks for
/// the ideal size along that axis.
nonisolated struct Proposal: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = Proposal(width: nil, height: nil)

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal along `axis` and its cross axis.
    init(axis: Axis, main: Double?, cross: Double?) {
        self = axis == .horizontal ? Proposal(width: main, height: cross) : Proposal(width: cross, height: main)
    }

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Unspecified dimensions replaced by `size`'s (SwiftUI's default: 10×10).
    func replacingUnspecified(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    var description: String {
        func text(_ value: Double?) -> String { value.map(formatPoints) ?? "nil" }
        return "\(text(width))×\(text(height))"
    }
}

nonisolated extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

nonisolated extension Point {
    init(axis: Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}

nonisolated extension Axis {
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
