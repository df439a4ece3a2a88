// Directions (MapKit's `MKDirections` with its request and response, `MKRoute` and its
// steps): requests are made and kept; a snapshot has no directions server, so every
// calculation fails with `MKError(.serverFailure)`, as MapKit reports when its server cannot
// answer, and the app's no-route state shows.
import Foundation

/// How a route travels (MapKit's `MKDirectionsTransportType`).
public struct MKDirectionsTransportType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between two places (MapKit's `MKRoute`). MapKit makes routes; a snapshot gets none.
open class MKRoute: NSObject, @unchecked Sendable {
    /// What the route's steps say (MapKit's `MKRoute.Step`).
    open class Step: NSObject, @unchecked Sendable {
        open var instructions: String { "" }
        open var notice: String? { nil }
        open var distance: CLLocationDistance { 0 }
        open var transportType: MKDirectionsTransportType { .automobile }
        open var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
    }

    open var name: String { "" }
    open var advisoryNotices: [String] { [] }
    open var distance: CLLocationDistance { 0 }
    open var expectedTravelTime: TimeInterval { 0 }
    open var transportType: MKDirectionsTransportType { .automobile }
    open var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
    open var steps: [Step] { [] }
    open var hasTolls: Bool { false }
    open var hasHighways: Bool { false }
}

/// Finds routes (MapKit's `MKDirections`): every calculation fails with
/// `MKError(.serverFailure)` (a snapshot has no directions server).
open class MKDirections: NSObject, @unchecked Sendable {
    /// What to find a route for (MapKit's `MKDirections.Request`): kept.
    open class Request: NSObject, @unchecked Sendable {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType = MKDirectionsTransportType.any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        open var tollPreference = MKDirections.RoutePreference.any
        open var highwayPreference = MKDirections.RoutePreference.any
        public override init() { super.init() }
        public init(contentsOf url: URL) { super.init() }
    }

    /// The routes found (MapKit's `MKDirections.Response`): none.
    open class Response: NSObject, @unchecked Sendable {
        open var source: MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
        open var destination: MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
        open var routes: [MKRoute] { [] }
    }

    /// The travel time found (MapKit's `MKDirections.ETAResponse`).
    open class ETAResponse: NSObject, @unchecked Sendable {
        open var expectedTravelTime: TimeInterval { 0 }
        open var distance: CLLocationDistance { 0 }
    }

    /// Whether a route may use tolls or highways (MapKit's `MKDirections.RoutePreference`, iOS 16).
    public enum RoutePreference: Int, Sendable { case any, avoid }

    public typealias DirectionsHandler = @Sendable (MKDirections.Response?, (any Error)?) -> Void
    public typealias ETAHandler = @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void

    /// The request, as given.
    public let request: Request
    /// False: nothing is calculating.
    open var isCalculating: Bool { false }

    public init(request: MKDirections.Request) {
        self.request = request
        super.init()
    }

    /// Calls `completionHandler` at once with `MKError(.serverFailure)`.
    open func calculate(completionHandler: @escaping DirectionsHandler) { completionHandler(nil, MKError(.serverFailure)) }
    /// Throws `MKError(.serverFailure)`.
    open func calculate() async throws -> MKDirections.Response { throw MKError(.serverFailure) }
    /// Calls `completionHandler` at once with `MKError(.serverFailure)`.
    open func calculateETA(completionHandler: @escaping ETAHandler) { completionHandler(nil, MKError(.serverFailure)) }
    /// Throws `MKError(.serverFailure)`.
    open func calculateETA() async throws -> MKDirections.ETAResponse { throw MKError(.serverFailure) }
    /// Does nothing: nothing is calculating.
    open func cancel() {}
}
