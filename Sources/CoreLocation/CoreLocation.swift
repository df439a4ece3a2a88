// `import CoreLocation` on Linux, for SwiftUI apps' files that write it: Core Location's
// names. A snapshot has no position: a location manager never reports one, and its
// authorization stays `.notDetermined` (Docs/SwiftUI/Frameworks.md). Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's Core Location
// is used.
@_exported import Foundation
@_exported import ProofUI

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double

/// A latitude and longitude (Core Location's `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { (latitude, longitude) = (0, 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The invalid coordinate (Core Location's `kCLLocationCoordinate2DInvalid`).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether a coordinate is on the globe.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// Core Location's `CLLocationCoordinate2DMake`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A position at a time (Core Location's `CLLocation`).
open class CLLocation: NSObject, @unchecked Sendable {
    open var coordinate: CLLocationCoordinate2D
    open var altitude: CLLocationDistance
    open var horizontalAccuracy: CLLocationAccuracy
    open var verticalAccuracy: CLLocationAccuracy
    open var course: CLLocationDirection = -1
    open var speed: CLLocationSpeed = -1
    open var timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        timestamp = Date(timeIntervalSinceReferenceDate: 0)
        super.init()
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// The great-circle distance in metres (haversine, on a sphere of the Earth's mean radius).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let (φ1, φ2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// Whether the app may use the location (Core Location's `CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// How precise the allowed location is (Core Location's `CLAccuracyAuthorization`).
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy, reducedAccuracy
}

/// What kind of travel the app tracks (Core Location's `CLActivityType`).
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// A compass heading (Core Location's `CLHeading`).
open class CLHeading: NSObject, @unchecked Sendable {
    open var magneticHeading: CLLocationDirection { 0 }
    open var trueHeading: CLLocationDirection { -1 }
    open var headingAccuracy: CLLocationDirectionAccuracy { -1 }
}

/// A geographic region (Core Location's `CLRegion`).
open class CLRegion: NSObject, @unchecked Sendable {
    open var identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true
    public init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// A circular region (Core Location's `CLCircularRegion`).
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    open var center: CLLocationCoordinate2D
    open var radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

/// What a location manager tells (Core Location's `CLLocationManagerDelegate`; every method
/// is optional, as in Objective-C).
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
}

/// Delivers locations (Core Location's `CLLocationManager`): in a snapshot, never any, and
/// authorization stays `.notDetermined`.
open class CLLocationManager: NSObject {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType = CLActivityType.other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDegrees = 1
    open var location: CLLocation? { nil }
    open var heading: CLHeading? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open var monitoredRegions: Set<CLRegion> { [] }

    public override init() { super.init() }

    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { false }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }

    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
    open func startMonitoring(for region: CLRegion) {}
    open func stopMonitoring(for region: CLRegion) {}
}

/// A place's address (Core Location's `CLPlacemark`).
open class CLPlacemark: NSObject, @unchecked Sendable {
    open var location: CLLocation?
    open var name: String?
    open var thoroughfare: String?
    open var subThoroughfare: String?
    open var locality: String?
    open var subLocality: String?
    open var administrativeArea: String?
    open var subAdministrativeArea: String?
    open var postalCode: String?
    open var isoCountryCode: String?
    open var country: String?
    open var inlandWater: String?
    open var ocean: String?
    open var areasOfInterest: [String]?
    open var timeZone: TimeZone?
    open var region: CLRegion?
    public override init() { super.init() }
}

/// Turns addresses into places and back (Core Location's `CLGeocoder`): in a snapshot it has
/// no network, and finds nothing.
open class CLGeocoder: NSObject {
    public typealias CompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void
    open var isGeocoding: Bool { false }
    public override init() { super.init() }
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CompletionHandler) { completionHandler(nil, nil) }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CompletionHandler) { completionHandler(nil, nil) }
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
    open func cancelGeocode() {}
}
