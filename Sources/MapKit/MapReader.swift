// MapKit's `MapReader` and `MapProxy` (iOS 17): the reader draws its content; a snapshot's map
// is a placeholder with no camera, so the proxy converts no point or coordinate (`nil`, as
// MapKit's proxy returns when no map is shown). Conversions are made in gesture handlers,
// which a snapshot never runs.

import ProofUI

/// Gives its content a ``MapProxy`` for the map inside it (MapKit's `MapReader`), drawn as the
/// content alone.
nonisolated public struct MapReader<Content: View>: View {
    private let content: Content

    /// A reader whose `content` receives a proxy for the map it contains (`scope` names a map
    /// elsewhere in the hierarchy).
    public init(_ scope: Namespace.ID? = nil, @ViewBuilder content: @escaping (MapProxy) -> Content) {
        self.content = content(MapProxy())
    }

    public var body: some View { content }
}

/// Converts between a map's coordinates and points on screen (MapKit's `MapProxy`). A
/// snapshot's map is a placeholder with no camera: every conversion finds no map and returns
/// `nil`.
nonisolated public struct MapProxy: Sendable {
    /// The map's camera: none, a snapshot draws no map.
    public var camera: MapCamera? { nil }

    /// The point in `space` showing `coordinate`, or `nil` where no map is shown.
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: CoordinateSpace) -> CGPoint? { nil }

    /// The coordinate shown at `point` in `space`, or `nil` where no map is shown.
    public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? { nil }
}
