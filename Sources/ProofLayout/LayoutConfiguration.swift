/// Settings of a ``LayoutTree`` that apply to all its nodes.
public struct LayoutConfiguration: Hashable, Sendable {
    /// Yoga's errata: opt-in reproductions of old Yoga behaviour that differs from CSS.
    public struct Errata: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A content-sized container stretches flexible children to the available space.
        public static let stretchFlexBasis = Errata(rawValue: 1 << 0)
        /// Absolute children without insets are placed inside the padding, not on it.
        public static let absolutePositionWithoutInsetsExcludesPadding = Errata(rawValue: 1 << 1)
        /// Percentages of absolute children resolve against the parent's content box.
        public static let absolutePercentAgainstInnerSize = Errata(rawValue: 1 << 2)

        public static let none: Errata = []
        public static let all: Errata = [.stretchFlexBasis, .absolutePositionWithoutInsetsExcludesPadding, .absolutePercentAgainstInnerSize]
        /// Yoga's "classic" behaviour: all errata except the padding one.
        public static let classic: Errata = [.stretchFlexBasis, .absolutePercentAgainstInnerSize]
    }

    /// CSS defaults: `flex-shrink: 1` and `flex: N` meaning basis `auto`. Combine with
    /// ``Style/webDefaults`` for the other web initial values.
    public var useWebDefaults: Bool
    public var errata: Errata
    /// The deepest tree ``LayoutTree/layout(availableWidth:availableHeight:direction:scale:)``
    /// accepts; deeper trees fail with ``LayoutError/treeTooDeep(depth:limit:path:)``. Trees
    /// deeper than a thread's stack allows are laid out on a helper thread with a larger stack.
    public var maximumDepth: Int

    public init(useWebDefaults: Bool = false, errata: Errata = .none, maximumDepth: Int = 100_000) {
        self.useWebDefaults = useWebDefaults
        self.errata = errata
        self.maximumDepth = maximumDepth
    }
}
