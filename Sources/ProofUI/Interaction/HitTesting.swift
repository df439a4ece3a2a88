// Status: accepted and ignored — hit testing and content shapes compile; a snapshot has no touches.
nonisolated extension View {
    /// Accepted; a snapshot has no hit testing.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no hit testing.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

/// Which shapes a content shape sets.
nonisolated public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
