import Charts
import CoreLocation
import MapKit
import ProofUI

// Maps and charts as apps write them: the iOS 14 `Map` with a region binding and markers,
// the iOS 17 `Map` with map content, a location manager delegate, and a Swift Charts chart
// with bar, line, point and rule marks, axes and scales.
struct Place: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var authorization = CLAuthorizationStatus.notDetermined
    @Published var lastLocation: CLLocation?
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        authorization = manager.authorizationStatus
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }
}

struct PlacesMap: View {
    @StateObject private var location = LocationModel()
    @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
                                                   span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
    let places = [Place(name: "Louvre", coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376))]

    var body: some View {
        VStack(spacing: 0) {
            Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: places) { place in
                MapMarker(coordinate: place.coordinate, tint: .red)
            }
            .frame(height: 200)
            Text(location.lastLocation == nil ? "Locating…" : "Located")
                .padding()
        }
    }
}

struct ModernMap: View {
    @State private var position: MapCameraPosition = .userLocation(fallback: .automatic)
    let places: [Place]

    var body: some View {
        Map(position: $position) {
            ForEach(places) { place in
                Marker(place.name, systemImage: "star", coordinate: place.coordinate)
            }
            Annotation("Home", coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)) {
                Circle().fill(.blue).frame(width: 12, height: 12)
            }
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
    }
}

struct MapScreens_Previews: PreviewProvider {
    static var previews: some View {
        PlacesMap()
        ModernMap(places: [Place(name: "Louvre", coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376))])
    }
}

struct Sale: Identifiable {
    enum Kind: String, Plottable { case online, store }
    let id = UUID()
    let month: String
    let amount: Double
    let kind: Kind
}

struct SalesChart: View {
    let sales: [Sale]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sales").font(.headline)
            Chart {
                ForEach(sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                        .foregroundStyle(by: .value("Kind", sale.kind))
                        .cornerRadius(4)
                }
                .lineStyle(StrokeStyle(lineWidth: 2))
                RuleMark(y: .value("Target", 50))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
            }
            .chartYAxis {
                AxisMarks(position: .leading) { value in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
            .chartLegend(.hidden)
            .chartXScale(domain: .automatic(includesZero: false))
            .frame(height: 160)
            Chart(sales) { sale in
                LineMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                    .interpolationMethod(.catmullRom)
                PointMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                    .symbolSize(30)
                // Apple's Food Truck sample's forms: a series of ranges, a band of the plot's height.
                AreaMark(x: .value("Month", sale.month), yStart: .value("Amount", 0), yEnd: .value("Amount", sale.amount),
                         series: .value("Series", "Range"))
                RectangleMark(xStart: .value("Month", sale.month), xEnd: .value("Month", sale.month))
                    .opacity(0.5)
            }
            .chartYAxis {
                AxisMarks(values: .automatic(minimumStride: 5, desiredCount: 6, roundLowerBound: false)) { value in
                    AxisValueLabel("\(value.as(Double.self) ?? 0)°F")
                }
            }
            .chartYScale(domain: 0...100)
            .frame(height: 120)
        }
        .padding()
    }
}

struct SalesChart_Previews: PreviewProvider {
    static var previews: some View {
        SalesChart(sales: [Sale(month: "Jan", amount: 40, kind: .online), Sale(month: "Feb", amount: 70, kind: .store)])
    }
}
