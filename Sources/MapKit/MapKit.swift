// `import MapKit` on Linux, for SwiftUI apps' files that write it: MapKit's names and its
// SwiftUI views. A snapshot has no map tiles: `Map` draws a placeholder (a neutral fill named
// "Map (MapKit)") and says so in the text description; `MKMapView` in a representable is
// drawn as any UIKit view is (empty space, noted). Opt-in, through the `ProofUILinuxModules`
// product (see Package.swift). On Apple platforms Apple's MapKit is used.
@_exported import CoreLocation
@_exported import Foundation
@_exported import ProofUI

/// The size of a map region in degrees (MapKit's `MKCoordinateSpan`).
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A map region (MapKit's `MKCoordinateRegion`).
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region of the given size in metres (one degree of latitude is 111,320 m; a degree of
    /// longitude that times the latitude's cosine).
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let cosine = max(cos(centerCoordinate.latitude * .pi / 180), 1e-6)
        self.init(center: centerCoordinate, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                                    longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
    }
    public init(_ rect: MKMapRect) { self.init() }
}

/// MapKit's `MKCoordinateRegionMakeWithDistance`.
public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

/// A point of the flat map (MapKit's `MKMapPoint`).
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double
    public init() { (x, y) = (0, 0) }
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    public init(_ coordinate: CLLocationCoordinate2D) {
        // Web Mercator over MapKit's world of 2^28 points.
        let world = 268_435_456.0
        x = (coordinate.longitude + 180) / 360 * world
        let sine = sin(coordinate.latitude * .pi / 180)
        y = (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * world
    }
    public func distance(to other: MKMapPoint) -> CLLocationDistance { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}

/// The size of a flat map rectangle (MapKit's `MKMapSize`).
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double
    public init() { (width, height) = (0, 0) }
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
}

/// A rectangle of the flat map (MapKit's `MKMapRect`).
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { (origin, size) = (MKMapPoint(), MKMapSize()) }
    public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    public static let world = MKMapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
}

/// A map's look (MapKit's `MKMapType`).
public enum MKMapType: UInt, Sendable {
    case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// How a map follows the user (MapKit's `MKUserTrackingMode`).
public enum MKUserTrackingMode: Int, Sendable {
    case none, follow, followWithHeading
}

/// Something placed on a map (MapKit's `MKAnnotation`).
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }

    /// Whether the annotation is an instance of `aClass` or of a subclass of it (Objective-C's
    /// `NSObjectProtocol.isKind(of:)`, which swift-corelibs-foundation's protocol lacks; its
    /// `NSObject` answers it). An annotation that is not an `NSObject` is of no class here.
    public func isKind(of aClass: AnyClass) -> Bool {
        (self as? NSObject)?.isKind(of: aClass) ?? false
    }

    /// Whether the annotation is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool {
        (self as? NSObject)?.isMember(of: aClass) ?? false
    }
}

/// A shape on a map (MapKit's `MKShape`).
open class MKShape: NSObject {
    open var title: String?
    open var subtitle: String?
}

/// A pin at a coordinate (MapKit's `MKPointAnnotation`).
open class MKPointAnnotation: MKShape, MKAnnotation {
    open var coordinate = CLLocationCoordinate2D()
    public override init() { super.init() }
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        super.init()
        self.title = title
        self.subtitle = subtitle
    }
}

/// The user's position on a map (MapKit's `MKUserLocation`).
open class MKUserLocation: NSObject, MKAnnotation {
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
    open var location: CLLocation? { nil }
    open var isUpdating: Bool { false }
    open var title: String?
    open var subtitle: String?
}

/// Something drawn over a map (MapKit's `MKOverlay`).
public protocol MKOverlay: MKAnnotation {
    var boundingMapRect: MKMapRect { get }
}

/// A line over a map (MapKit's `MKPolyline`).
open class MKPolyline: MKShape, MKOverlay {
    open private(set) var coordinates: [CLLocationCoordinate2D]
    open var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D() }
    open var boundingMapRect: MKMapRect { .world }
    open var pointCount: Int { coordinates.count }
    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: count))
        super.init()
    }
    public init(coordinates: [CLLocationCoordinate2D], count: Int) {
        self.coordinates = Array(coordinates.prefix(count))
        super.init()
    }
}

/// A polygon over a map (MapKit's `MKPolygon`).
open class MKPolygon: MKPolyline, @unchecked Sendable {}

/// A circle over a map (MapKit's `MKCircle`).
open class MKCircle: MKShape, MKOverlay {
    open var coordinate: CLLocationCoordinate2D
    open var radius: CLLocationDistance
    open var boundingMapRect: MKMapRect { .world }
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = coord
        self.radius = radius
        super.init()
    }
}

/// Draws an overlay (MapKit's `MKOverlayRenderer`).
open class MKOverlayRenderer: NSObject {
    open var overlay: any MKOverlay
    open var alpha: CGFloat = 1
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }
}

/// Draws a shape overlay (MapKit's `MKOverlayPathRenderer`).
open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    open var lineWidth: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}

/// Draws a polyline (MapKit's `MKPolylineRenderer`).
open class MKPolylineRenderer: MKOverlayPathRenderer {
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
}

/// Draws a polygon (MapKit's `MKPolygonRenderer`).
open class MKPolygonRenderer: MKOverlayPathRenderer {
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
}

/// Draws a circle (MapKit's `MKCircleRenderer`).
open class MKCircleRenderer: MKOverlayPathRenderer {
    public init(circle: MKCircle) { super.init(overlay: circle) }
}

/// The stacking priority of an annotation view (MapKit's `MKAnnotationViewZPriority`): from
/// `.min` (0) to `.max` (1000); unselected views default to 500 and selected ones to 1000, as
/// MapKit defines them. Views with higher priorities are in front.
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let min = MKAnnotationViewZPriority(0)
    public static let defaultUnselected = MKAnnotationViewZPriority(500)
    public static let defaultSelected = MKAnnotationViewZPriority(1000)
    public static let max = MKAnnotationViewZPriority(1000)
    public static func < (a: MKAnnotationViewZPriority, b: MKAnnotationViewZPriority) -> Bool { a.rawValue < b.rawValue }
}

/// How surely the map shows a feature when it declutters (MapKit's `MKFeatureDisplayPriority`).
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(1000)
    public static let defaultHigh = MKFeatureDisplayPriority(750)
    public static let defaultLow = MKFeatureDisplayPriority(250)
    public static func < (a: MKFeatureDisplayPriority, b: MKFeatureDisplayPriority) -> Bool { a.rawValue < b.rawValue }
}

/// The view of an annotation (MapKit's `MKAnnotationView`).
@MainActor @preconcurrency
open class MKAnnotationView: UIView {
    open var annotation: (any MKAnnotation)?
    open var reuseIdentifier: String?
    open var image: UIImage?
    open var canShowCallout = false
    open var isDraggable = false
    /// Whether the annotation view can be selected (kept).
    open var isEnabled = true
    /// Whether the annotation view is highlighted (kept).
    open var isHighlighted = false
    open var centerOffset = CGPoint.zero
    open var calloutOffset = CGPoint.zero
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var clusteringIdentifier: String?
    open var isSelected = false
    /// Where the view stacks among annotation views: higher in front (kept; the map is drawn
    /// as a placeholder). `.defaultUnselected` until set, as in MapKit.
    open var zPriority = MKAnnotationViewZPriority.defaultUnselected
    /// The stacking priority while selected: `.defaultSelected` until set.
    open var selectedZPriority = MKAnnotationViewZPriority.defaultSelected
    /// Where a drag of the view is (kept; nothing is dragged in a snapshot).
    open var dragState = DragState.none
    /// How the view collides with others when the map declutters (kept).
    open var collisionMode = CollisionMode.rectangle
    /// How the map shows the view when it declutters (kept).
    open var displayPriority = MKFeatureDisplayPriority.required

    /// Moves a drag to `newDragState` (kept).
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }

    /// Where a drag of an annotation view is (MapKit's `MKAnnotationView.DragState`).
    public enum DragState: UInt, Sendable { case none, starting, dragging, canceling, ending }
    /// How an annotation view collides (MapKit's `MKAnnotationView.CollisionMode`).
    public enum CollisionMode: Int, Sendable { case rectangle, circle, none }

    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Called when the map takes the view from its reuse queue: does nothing, as MapKit's
    /// default does (a snapshot's map reuses no view).
    open func prepareForReuse() {}
    /// Called before the map shows the view: does nothing by default.
    open func prepareForDisplay() {}
    /// Selects or deselects the view.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// An annotation view without an annotation, in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An annotation view from an archive: no annotation (nothing is decoded here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A balloon marker (MapKit's `MKMarkerAnnotationView`).
@MainActor @preconcurrency
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var animatesWhenAdded = false
}

/// A pin (MapKit's `MKPinAnnotationView`).
@MainActor @preconcurrency
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor?
    open var animatesDrop = false
}

/// What a map view tells (MapKit's `MKMapViewDelegate`; every method is optional).
@MainActor @preconcurrency
public protocol MKMapViewDelegate: NSObjectProtocol {
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
                 fromOldState oldState: MKAnnotationView.DragState)
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
                        fromOldState oldState: MKAnnotationView.DragState) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
}

/// A map (MapKit's `MKMapView`): in a representable, drawn as any UIKit view is in a
/// snapshot (empty space, noted in the text description).
@MainActor @preconcurrency
open class MKMapView: UIView {
    open weak var delegate: (any MKMapViewDelegate)?
    open var region = MKCoordinateRegion()
    open var centerCoordinate = CLLocationCoordinate2D()
    open var visibleMapRect = MKMapRect.world
    open var mapType = MKMapType.standard
    open var showsUserLocation = false
    open var userTrackingMode = MKUserTrackingMode.none
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsBuildings = true
    open var showsTraffic = false
    /// The map's look (iOS 16), kept.
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    /// Which points of interest the map shows, kept.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Where the map looks from, kept (a snapshot draws no map).
    open var camera = MKMapCamera()
    open private(set) var annotations: [any MKAnnotation] = []
    open private(set) var overlays: [any MKOverlay] = []
    open var selectedAnnotations: [any MKAnnotation] = []
    open var userLocation: MKUserLocation { MKUserLocation() }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) { visibleMapRect = mapRect }
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool) { visibleMapRect = mapRect }
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { old in annotations.contains { $0 === old } }
    }
    open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
    open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
    open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        self.overlays.removeAll { old in overlays.contains { $0 === old } }
    }
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) { selectedAnnotations = [] }
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D { centerCoordinate }
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint { .zero }
}

/// A place, as MapKit shows it (MapKit's `MKPlacemark`).
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    open var coordinate: CLLocationCoordinate2D
    open var title: String? { name }
    open var subtitle: String? { nil }
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
        location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { self.init(coordinate: coordinate) }
    public convenience init(placemark: CLPlacemark) { self.init(coordinate: placemark.location?.coordinate ?? CLLocationCoordinate2D()) }
}

public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"

/// A place on the map (MapKit's `MKMapItem`).
open class MKMapItem: NSObject, @unchecked Sendable {
    open var placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var isCurrentLocation: Bool { false }
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        super.init()
    }
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
    /// Opens nothing: a snapshot has no Maps app.
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
    @discardableResult open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A search of places (MapKit's `MKLocalSearch`): finds nothing in a snapshot (no network).
open class MKLocalSearch: NSObject {
    /// What to search (MapKit's `MKLocalSearch.Request`).
    open class Request: NSObject {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        public override init() { super.init() }
        public init(completion: MKLocalSearchCompletion) { super.init() }
    }

    /// What a search found (MapKit's `MKLocalSearch.Response`).
    open class Response: NSObject, @unchecked Sendable {
        open var mapItems: [MKMapItem] { [] }
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void
    open var isSearching: Bool { false }
    public init(request: MKLocalSearch.Request) { super.init() }
    open func start(completionHandler: @escaping CompletionHandler) { completionHandler(Response(), nil) }
    open func start() async throws -> MKLocalSearch.Response { Response() }
    open func cancel() {}
}

/// A suggested completion of a search (MapKit's `MKLocalSearchCompletion`).
open class MKLocalSearchCompletion: NSObject {
    open var title: String { "" }
    open var subtitle: String { "" }
}

/// What a search completer tells (MapKit's `MKLocalSearchCompleterDelegate`).
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Completes searches as they are typed (MapKit's `MKLocalSearchCompleter`): no results here.
open class MKLocalSearchCompleter: NSObject {
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    open var queryFragment = ""
    open var region = MKCoordinateRegion()
    open var results: [MKLocalSearchCompletion] { [] }
    open var isSearching: Bool { false }
    public override init() { super.init() }
    open func cancel() {}
}

/// Which points of interest a map shows (MapKit's `MKPointOfInterestFilter`).
public struct MKPointOfInterestFilter: Sendable {
    let included: Bool

    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(included: true)
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(included: false)
}

/// A map's look (MapKit's `MKMapConfiguration`, iOS 16).
@MainActor @preconcurrency
open class MKMapConfiguration {
    /// Whether terrain is flat or realistic (MapKit's `MKMapConfiguration.ElevationStyle`).
    public enum ElevationStyle: Int, Sendable { case flat, realistic }

    open var elevationStyle: ElevationStyle

    init(elevationStyle: ElevationStyle) {
        self.elevationStyle = elevationStyle
    }
}

/// The standard map's look (MapKit's `MKStandardMapConfiguration`): kept, not drawn.
@MainActor @preconcurrency
open class MKStandardMapConfiguration: MKMapConfiguration {
    /// How strongly the map's features are drawn (MapKit's `MKStandardMapConfiguration.EmphasisStyle`).
    public enum EmphasisStyle: Int, Sendable { case `default`, muted }

    open var emphasisStyle: EmphasisStyle
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var showsTraffic = false

    public init(elevationStyle: ElevationStyle = .flat, emphasisStyle: EmphasisStyle = .default) {
        self.emphasisStyle = emphasisStyle
        super.init(elevationStyle: elevationStyle)
    }

    public convenience init(emphasisStyle: EmphasisStyle) {
        self.init(elevationStyle: .flat, emphasisStyle: emphasisStyle)
    }
}

/// Where a map is seen from (MapKit's `MKMapCamera`): kept.
@MainActor @preconcurrency
open class MKMapCamera {
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The distance from the centre, in metres.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// The tilt, in degrees from straight down.
    open var pitch: CGFloat = 0
    /// The direction the camera faces, in degrees from north.
    open var heading: CLLocationDirection = 0

    public init() {}

    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }
}
