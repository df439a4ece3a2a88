// MapKit's map snapshots. A snapshot test has no map server and no tiles (maps are the named
// placeholder), so a snapshotter never makes an image: it completes with
// `MKError(.serverFailure)`, the error MapKit reports when its server cannot return the map,
// and the app's fallback (a placeholder, a cached image) shows.

/// A MapKit error (MapKit's `MKError`).
public struct MKError: Error, Hashable, Sendable {
    /// What went wrong (MapKit's `MKError.Code`).
    public enum Code: UInt, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let unknown = Code.unknown
    public static let serverFailure = Code.serverFailure
    public static let loadingThrottled = Code.loadingThrottled
    public static let placemarkNotFound = Code.placemarkNotFound
    public static let directionsNotFound = Code.directionsNotFound
    public static let decodingFailed = Code.decodingFailed
}

/// Makes an image of a map (MapKit's `MKMapSnapshotter`): fails with
/// `MKError(.serverFailure)` here, as there is no map server.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    /// What to draw (MapKit's `MKMapSnapshotter.Options`): kept.
    open class Options: NSObject, @unchecked Sendable {
        open var region = MKCoordinateRegion()
        open var mapRect = MKMapRect()
        open var mapType = MKMapType.standard
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        open var showsBuildings = true
        /// The image's size in points (256 × 256 by default, as MapKit's).
        open var size = CGSize(width: 256, height: 256)
        /// The image's scale (that of the screen by default).
        open var scale: CGFloat = 1
        open var traitCollection = UITraitCollection(userInterfaceStyle: .unspecified)

        public override init() {}
    }

    /// A map image with its projection (MapKit's `MKMapSnapshotter.Snapshot`): none is made here.
    open class Snapshot: NSObject, @unchecked Sendable {
        open var image: UIImage
        open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .unspecified) }

        init(image: UIImage) { self.image = image }

        /// The point of the image where `coordinate` is.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { .zero }
    }

    /// What the snapshotter draws.
    public let options: Options
    /// False: no snapshot is ever loading.
    open var isLoading: Bool { false }

    public init(options: Options) {
        self.options = options
    }

    /// Calls `completionHandler` at once with `MKError(.serverFailure)`.
    open func start(completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }

    /// Calls `completionHandler` at once (not on `queue`) with `MKError(.serverFailure)`.
    open func start(with queue: DispatchQueue, completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }

    /// Throws `MKError(.serverFailure)`.
    open func start() async throws -> Snapshot {
        throw MKError(.serverFailure)
    }

    /// Does nothing: nothing is loading.
    open func cancel() {}
}
