// Status: partial — `scenePadding(_:)` and `scenePadding(_:edges:)` pad with the default padding (16 points): Apple documents the amount only as "appropriate for the current scene".

/// How much padding a scene's content gets (SwiftUI's `ScenePadding`).
nonisolated public struct ScenePadding: Equatable, Sendable {
    private let name: String

    /// The minimum padding of a scene's content.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of content in a navigation bar.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

nonisolated extension View {
    /// Pads the view along `edges` as its scene pads content: the default padding (16 points).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// Pads the view along `edges` with `padding`: the default padding (16 points).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }
}
