// Status: accepted and ignored — `@Namespace` and `matchedGeometryEffect` compile; a snapshot has no animation to match.
nonisolated extension View {
    /// Accepted; a snapshot has no animation to match.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}

/// Which geometry a matched geometry effect matches.
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for matched geometry (SwiftUI's `@Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    nonisolated public struct ID: Hashable, Sendable {
        let value: Int
    }

    public init() {}

    public var wrappedValue: ID { ID(value: 0) }
}
