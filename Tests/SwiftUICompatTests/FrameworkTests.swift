import CoreLocation
import Foundation
import LocalAuthentication
import MapKit
import ProofRender
import ProofTesting
import Testing
import UniformTypeIdentifiers
import WidgetKit

/// View files that import Apple frameworks missing on Linux (`Views/CoreDataViews.swift`,
/// `MapAndChartViews.swift`, `WidgetViews.swift`, `ServicesViews.swift`) compile against the
/// opt-in modules named like them and render: framework views that cannot run draw a named
/// placeholder and say so, a fetch finds nothing, a widget's view draws its background.
@MainActor @Suite struct FrameworkTests {
    static let renderer = Renderer()

    func snapshots<P: PreviewProvider>(_ provider: P.Type) throws -> [Snapshot] {
        var environment = EnvironmentValues()
        environment.device = .iPhone15
        environment.displayScale = 1
        return try provider.allPreviews.map { try Self.renderer.render($0.view, in: environment) }
    }

    func pixel(_ snapshot: Snapshot, _ x: Int, _ y: Int) -> [UInt8] {
        let p = snapshot.bitmap[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    /// A `@FetchRequest` list finds nothing (there is no store) and shows its empty state.
    @Test func coreDataListShowsItsEmptyState() throws {
        let notes = try snapshots(NotesView_Previews.self)[0]
        #expect(notes.textDescription.contains("\"Notes\""))
        #expect(notes.textDescription.contains("\"No notes yet\""))
        let recent = try Self.renderer.render(RecentNotesView(), in: EnvironmentValues())
        #expect(recent.textDescription.contains("\"0 recent\""))
    }

    /// Both forms of `Map` draw the neutral placeholder, named, and note it.
    @Test func mapsDrawANamedPlaceholder() throws {
        let maps = try snapshots(MapScreens_Previews.self)
        #expect(maps.count == 2)
        for map in maps {
            #expect(map.textDescription.contains("\"Map (MapKit)\""))
            #expect(map.textDescription.contains("Map (MapKit) cannot run in a snapshot: drawn as a placeholder"))
        }
        #expect(maps[0].textDescription.contains("\"Locating…\""))
        // The placeholder's fill, left of its centred name, in the 200-pt map (y 312 to 512).
        #expect(pixel(maps[0], 20, 350) == [230, 230, 235, 255])
    }

    /// A `MapReader` draws its content alone; the placeholder map has no camera, so its proxy
    /// converts nothing (the conversions run in gesture handlers, which a snapshot never runs).
    @Test func aMapReaderDrawsItsMap() throws {
        let reader = MapReader { proxy in
            Map(initialPosition: .automatic)
                .onTapGesture { position in _ = proxy.convert(position, from: .local) }
        }
        var environment = EnvironmentValues()
        environment.device = .iPhone15
        environment.displayScale = 1
        let read = try Self.renderer.render(reader, in: environment)
        let alone = try Self.renderer.render(Map(initialPosition: .automatic), in: environment)
        #expect(read.bitmap == alone.bitmap)
        #expect(read.textDescription.contains("\"Map (MapKit)\""))
        let proxy = MapReader { Text("\($0.camera == nil)") }
        #expect(try Self.renderer.render(proxy, in: environment).textDescription.contains("\"true\""))
        var captured: MapProxy?
        _ = MapReader { proxy in
            captured = proxy
            return EmptyView()
        }
        #expect(captured?.convert(CGPoint(x: 10, y: 10), from: .local) == nil)
        #expect(captured?.convert(CLLocationCoordinate2D(latitude: 48.86, longitude: 2.34), to: .global) == nil)
    }

    @Test func chartsDrawANamedPlaceholder() throws {
        let chart = try snapshots(SalesChart_Previews.self)[0]
        #expect(chart.textDescription.contains("\"Sales\""))
        #expect(chart.textDescription.components(separatedBy: "Chart (Charts) cannot run in a snapshot").count == 3)
    }

    /// A widget's entry view renders like any view; `.widget`'s container background is drawn
    /// behind it.
    @Test func widgetEntryViewDrawsItsContainerBackground() throws {
        // Through the preview: naming `StepsProvider.Entry` from this earlier file would have the
        // compiler resolve it before inferring the provider's conformance, which it then rejects
        // ("reference to invalid associated type"), a Swift compiler ordering limitation.
        let view = StepsWidget_Previews.allPreviews[0].view
        let snapshot = try Self.renderer.render(view, in: EnvironmentValues(), size: .fixed(width: 170, height: 170))
        #expect(snapshot.textDescription.contains("\"Steps\""))
        // `"\(entry.steps)"` is formatted with `%lld` in the locale, grouped, as in SwiftUI.
        #expect(snapshot.textDescription.contains("\"4,200\""))
        // The background fills the widget, corner to corner (#FF9500 at 3x), content centred.
        #expect(pixel(snapshot, 2, 2) == [255, 149, 0, 255])
        #expect(pixel(snapshot, 507, 507) == [255, 149, 0, 255])
        #expect(EnvironmentValues().widgetFamily == .systemSmall)
    }

    /// The video player is a named placeholder under its overlay; the photo picker and Sign in
    /// with Apple draw their labels; the web view is a UIKit view, noted.
    @Test func serviceScreensRender() throws {
        let screen = try snapshots(MediaScreen_Previews.self)[0]
        let text = screen.textDescription
        for expected in ["\"VideoPlayer (AVKit)\"", "VideoPlayer (AVKit) cannot run in a snapshot", "\"Trailer\"", "\"Choose a photo\"",
                         "\"Sign in with Apple\"", "\"Rate the app\"", "WebView is a UIKit view: not drawn"] {
            #expect(text.contains(expected), "\(expected) in \(text)")
        }
    }

    /// Values the framework modules compute rather than accept.
    @Test func frameworkValues() throws {
        // Paris to London, about 344 km along the great circle.
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_560) < 1_000)
        // A kilometre is 1/111.32 of a degree of latitude; at 60° a degree of longitude is half as long.
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(abs(region.span.latitudeDelta - 0.008983) < 1e-5)
        #expect(abs(region.span.longitudeDelta - 0.017966) < 1e-5)
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType("public.json")?.preferredFilenameExtension == "json")
        var error: NSError?
        #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
    }
}
