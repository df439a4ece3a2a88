// MapKit's SwiftUI views (`Map` in its iOS 14 and iOS 17 forms, its annotations and map
// content, controls and modifiers). A snapshot has no map tiles: a `Map` draws a neutral
// placeholder named "Map (MapKit)" over the space offered and notes it in the text
// description; its annotations and content are accepted and not drawn.

/// How a map can be moved (MapKit's `MapInteractionModes`).
nonisolated public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all = MapInteractionModes(rawValue: 15)
}

/// How a map follows the user (MapKit's `MapUserTrackingMode`).
public enum MapUserTrackingMode: Hashable, Sendable {
    case none, follow
}

/// An annotation of the iOS 14 `Map` (MapKit's `MapAnnotationProtocol`).
public protocol MapAnnotationProtocol {}

/// A balloon marker (MapKit's `MapMarker`).
nonisolated public struct MapMarker: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate }
}

/// A pin (MapKit's `MapPin`).
nonisolated public struct MapPin: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate }
}

/// A view at a coordinate (MapKit's `MapAnnotation`).
nonisolated public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public let content: Content
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.content = content()
    }
}

/// Content of the iOS 17 `Map` (MapKit's `MapContent`). Map content types are also views
/// (drawing nothing), so that `ForEach` — a view in ProofUI — can list them.
@MainActor @preconcurrency
public protocol MapContent {}

/// Builds a map's content.
@resultBuilder
nonisolated public enum MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildExpression<Data, ID, Content>(_ content: ForEach<Data, ID, Content>) -> MapContentGroup { MapContentGroup() }
    public static func buildBlock() -> MapContentGroup { MapContentGroup() }
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> MapContentGroup { MapContentGroup() }
    public static func buildOptional<Content: MapContent>(_ content: Content?) -> MapContentGroup { MapContentGroup() }
    public static func buildEither<First: MapContent>(first content: First) -> MapContentGroup { MapContentGroup() }
    public static func buildEither<Second: MapContent>(second content: Second) -> MapContentGroup { MapContentGroup() }
    public static func buildArray<Content: MapContent>(_ components: [Content]) -> MapContentGroup { MapContentGroup() }
    public static func buildLimitedAvailability<Content: MapContent>(_ content: Content) -> MapContentGroup { MapContentGroup() }
}

/// Several pieces of map content, as a builder makes them.
nonisolated public struct MapContentGroup: MapContent, View {
    public var body: EmptyView { EmptyView() }
}

extension MapContent {
    /// Accepted: map content is not drawn in a snapshot.
    public func tint(_ tint: Color?) -> some MapContent { self }
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent { self }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some MapContent { self }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some MapContent { self }
    public func annotationTitles(_ visibility: Visibility) -> some MapContent { self }
    public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { self }
    public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { self }
}

/// Where an overlay goes among the map's layers (MapKit's `MKOverlayLevel`).
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads, aboveLabels
}

/// A balloon marker (MapKit's `Marker`).
nonisolated public struct Marker<Label: View>: MapContent, View {
    public let coordinate: CLLocationCoordinate2D
    public var body: EmptyView { EmptyView() }
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) { self.coordinate = coordinate }
}

extension Marker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(item: MKMapItem) { coordinate = item.placemark.coordinate }
}

/// A view at a coordinate on an iOS 17 map (MapKit's `Annotation`).
nonisolated public struct Annotation<Label: View, Content: View>: MapContent, View {
    public let coordinate: CLLocationCoordinate2D
    public var body: EmptyView { EmptyView() }
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
    }
}

extension Annotation where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
    }
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
    }
}

/// The user's position on an iOS 17 map (MapKit's `UserAnnotation`).
nonisolated public struct UserAnnotation: MapContent, View {
    public var body: EmptyView { EmptyView() }
    public init(anchor: UnitPoint = .center) {}
}

/// A line on an iOS 17 map (MapKit's `MapPolyline`).
nonisolated public struct MapPolyline: MapContent, View {
    public var body: EmptyView { EmptyView() }
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
    public init(_ polyline: MKPolyline) {}
    /// How a line follows the globe (MapKit's `MapPolyline.ContourStyle`).
    public enum ContourStyle: Sendable { case straight, geodesic }
}

/// A polygon on an iOS 17 map (MapKit's `MapPolygon`).
nonisolated public struct MapPolygon: MapContent, View {
    public var body: EmptyView { EmptyView() }
    public init(coordinates: [CLLocationCoordinate2D]) {}
    public init(_ polygon: MKPolygon) {}
}

/// A circle on an iOS 17 map (MapKit's `MapCircle`).
nonisolated public struct MapCircle: MapContent, View {
    public var body: EmptyView { EmptyView() }
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    public init(_ circle: MKCircle) {}
}

/// A camera looking at the map (MapKit's `MapCamera`).
nonisolated public struct MapCamera: Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// Where an iOS 17 map looks (MapKit's `MapCameraPosition`). Positions are equal when they
/// are the same kind with equal values (regions, cameras and rectangles by their numbers, map
/// items by identity), so an app's `position == .automatic` checks work.
nonisolated public struct MapCameraPosition: Sendable, Equatable {
    /// The region shown, when the position is a region.
    public let region: MKCoordinateRegion?
    /// The camera, when the position is a camera.
    public let camera: MapCamera?
    /// Whether the map follows the user.
    public let followsUserLocation: Bool
    /// Whether the map turns with the user's heading, when it follows the user.
    public let followsHeading: Bool
    /// The map item shown, when the position is an item.
    public let item: MKMapItem?
    /// Whether the map may pitch to show an item.
    public let allowsAutomaticPitch: Bool
    /// The rectangle shown, when the position is a rectangle.
    public let rect: MKMapRect?
    /// The position the map falls back to, when it follows the user.
    public var fallbackPosition: MapCameraPosition? { fallback.first }
    /// Whether the position was set by the map (an automatic position).
    public var positionedByUser: Bool { false }
    private let isAutomatic: Bool
    // An array holds the recursive fallback (a struct cannot hold itself directly).
    private let fallback: [MapCameraPosition]

    private init(region: MKCoordinateRegion? = nil, camera: MapCamera? = nil, followsUserLocation: Bool = false, followsHeading: Bool = false,
                 item: MKMapItem? = nil, allowsAutomaticPitch: Bool = false, rect: MKMapRect? = nil, isAutomatic: Bool = false,
                 fallback: MapCameraPosition? = nil) {
        self.region = region
        self.camera = camera
        self.followsUserLocation = followsUserLocation
        self.followsHeading = followsHeading
        self.item = item
        self.allowsAutomaticPitch = allowsAutomaticPitch
        self.rect = rect
        self.isAutomatic = isAutomatic
        self.fallback = fallback.map { [$0] } ?? []
    }

    public static let automatic = MapCameraPosition(isAutomatic: true)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(camera: camera) }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(rect: rect) }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(item: item, allowsAutomaticPitch: allowsAutomaticPitch)
    }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(followsUserLocation: true, followsHeading: followsHeading, fallback: fallback)
    }

    public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
        a.isAutomatic == b.isAutomatic && a.followsUserLocation == b.followsUserLocation && a.followsHeading == b.followsHeading
            && a.allowsAutomaticPitch == b.allowsAutomaticPitch && a.item === b.item && a.fallback == b.fallback
            && a.camera == b.camera
            && a.region.map(RegionValues.init) == b.region.map(RegionValues.init)
            && a.rect.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] } == b.rect.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
    }

    private struct RegionValues: Equatable {
        let values: [Double]
        init(_ region: MKCoordinateRegion) {
            values = [region.center.latitude, region.center.longitude, region.span.latitudeDelta, region.span.longitudeDelta]
        }
    }
}

extension MapCamera: Equatable {
    public static func == (a: MapCamera, b: MapCamera) -> Bool {
        a.centerCoordinate.latitude == b.centerCoordinate.latitude && a.centerCoordinate.longitude == b.centerCoordinate.longitude
            && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
    }
}

/// The limits of a map's camera (MapKit's `MapCameraBounds`).
nonisolated public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// What a camera change reports (MapKit's `MapCameraUpdateContext`).
nonisolated public struct MapCameraUpdateContext: Sendable {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
    public let rect: MKMapRect
}

/// How often a camera change is reported (MapKit's `MapCameraUpdateFrequency`).
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

/// A map's look (MapKit's `MapStyle`).
nonisolated public struct MapStyle: Sendable {
    /// Elevation of a map style (MapKit's `MapStyle.Elevation`).
    public enum Elevation: Sendable { case automatic, flat, realistic }
    private init() {}
    public static let standard = MapStyle()
    public static let imagery = MapStyle()
    public static let hybrid = MapStyle()
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                                showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle()
    }
    /// How strongly a standard map draws (MapKit's `MapStyle.StandardEmphasis`).
    public enum StandardEmphasis: Sendable { case automatic, muted }
}

/// Which points of interest a map shows (MapKit's `PointOfInterestCategories`).
nonisolated public struct PointOfInterestCategories: Sendable {
    private init() {}
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
}

/// A kind of point of interest (MapKit's `MKPointOfInterestCategory`).
nonisolated public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
}

/// A map's controls (MapKit's `MapUserLocationButton`, `MapCompass`, `MapScaleView`,
/// `MapPitchToggle`): drawn only inside the map, so not drawn in a snapshot.
nonisolated public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

nonisolated public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

nonisolated public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

nonisolated public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

/// The content a `Map` built from MapKit's initialisers holds; a snapshot draws a placeholder.
nonisolated public struct MapKitPlaceholderContent: View {
    public var body: some View { FrameworkPlaceholder("Map", framework: "MapKit") }
}

/// A map (MapKit's SwiftUI `Map`): a placeholder in a snapshot (no map tiles), a neutral fill
/// named "Map (MapKit)" over the space offered, noted in the text description.
nonisolated public struct Map<Content: View>: View {
    private let content: Content
    public var body: some View { content }
}

extension Map where Content == MapKitPlaceholderContent {
    // iOS 14 forms.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        content = MapKitPlaceholderContent()
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {
        content = MapKitPlaceholderContent()
    }

    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        content = MapKitPlaceholderContent()
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {
        content = MapKitPlaceholderContent()
    }

    // iOS 17 forms.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) {
        content = MapKitPlaceholderContent()
    }

    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) {
        self.content = MapKitPlaceholderContent()
    }

    public init<C: MapContent, SelectionValue: Hashable>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        self.content = MapKitPlaceholderContent()
    }

    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) {
        content = MapKitPlaceholderContent()
    }

    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        self.content = MapKitPlaceholderContent()
    }

    public init<C: MapContent, SelectionValue: Hashable>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        self.content = MapKitPlaceholderContent()
    }
}

extension View {
    /// Accepted: a snapshot draws a map placeholder, whatever its style.
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
    /// Accepted: map controls are drawn only inside a map.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    public func mapScope(_ scope: Namespace.ID) -> some View { self }
    /// Accepted: a snapshot's map does not move.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
}
