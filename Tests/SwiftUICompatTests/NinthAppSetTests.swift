import AppIntents
import Foundation
import ProofGraphics
import ProofRender
import ProofUI
import Testing

/// Names a ninth set of real apps used: a colour's hue, a view's default app storage, iOS 17's
/// two-value `onChange` and background tasks on a scene, and Foundation's `String(localized:)` with a `specifier:`.
@MainActor @Suite struct NinthAppSetTests {
    @Test func aColoursHueSaturationAndBrightnessComeFromItsSRGBComponents() {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        // 0.5 is stored as 128/255 in the 8-bit colour: hue = (128/255) / 6.
        #expect(abs(hue - 128.0 / 255 / 6) < 1e-9 && saturation == 1 && brightness == 1 && alpha == 1)
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 0.4).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 4.0 / 6) < 1e-9 && saturation == 1 && brightness == 1 && abs(alpha - 102.0 / 255) < 1e-9)
        #expect(UIColor(white: 0.2, alpha: 1).getHue(&hue, saturation: &saturation, brightness: nil, alpha: nil))
        #expect(hue == 0 && saturation == 0, "a grey has no hue")
        // The round trip through UIColor(hue:saturation:brightness:alpha:).
        #expect(UIColor(hue: 0.75, saturation: 0.5, brightness: 1, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.75) < 0.005 && abs(saturation - 0.5) < 0.005 && brightness == 1)
    }

    /// A snapshot never reads user defaults: the stored values of the environment are used
    /// whichever store the view names.
    @Test func defaultAppStorageKeepsTheSnapshotsStoredValues() throws {
        struct Greeting: View {
            @AppStorage("name") var name = "Guest"
            var body: some View { Text(verbatim: "Hello, \(name)") }
        }
        var environment = EnvironmentValues()
        environment.storedValues = StoredValues(["name": "Ada"])
        let view = Greeting().defaultAppStorage(UserDefaults(suiteName: "group.example")!)
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in _ = activity.webpageURL }
        let snapshot = try Renderer().render(view, in: environment, size: .fixed(width: 200, height: 40))
        #expect(snapshot.textDescription.contains("\"Hello, Ada\""))
    }

    @Test func aScenesTwoValueOnChangeCompilesAndNeverRuns() {
        struct Phases: App {
            @Environment(\.scenePhase) var scenePhase
            var body: some Scene {
                WindowGroup { Text("Home") }
                    .onChange(of: scenePhase) { _, newPhase in fatalError("not run in a snapshot: \(newPhase)") }
                    .onChange(of: scenePhase, initial: true) { fatalError("not run in a snapshot") }
                    .defaultAppStorage(.standard)
                    .backgroundTask(.appRefresh("refresh")) { fatalError("no background launch in a snapshot") }
                    .backgroundTask(.urlSession) { identifier in fatalError("not run: \(identifier)") }
            }
        }
        _ = Phases().body
    }

    /// `String(localized:)` with Foundation's interpolations: a number through its printf
    /// specifier, in the snapshot's locale (`en_US` outside a render), or in the one given.
    @Test func localizedStringsFormatTheirInterpolations() {
        let number = 7
        #expect(String(localized: "Order #\(12)\(number, specifier: "%02d")") == "Order #1207")
        #expect(String(localized: "\(1234.5, specifier: "%.2f") km") == "1,234.50 km")
        #expect(String(localized: "\(1234.5, specifier: "%.2f") km", locale: Locale(identifier: "de_DE")) == "1.234,50 km")
        #expect(String(localized: "Plain \(number)") == "Plain 7", "a plain interpolation is still a String's")
    }

    /// iOS 16's asynchronous dependency provider, as apps register a model container: it
    /// compiles and is registered; a test replaces it with a synchronous one to read it.
    @Test func anAsyncDependencyProviderIsRegisteredAndReplaceable() {
        struct Reader { @Dependency(key: "ninth-set") var limit: Int }
        let provider: @Sendable () async -> Int = { @MainActor in 3 }
        AppDependencyManager.shared.add(key: "ninth-set", dependency: provider)
        AppDependencyManager.shared.add(key: "ninth-set") { 7 }
        #expect(Reader().limit == 7)
    }

    /// The columns of `bitmap` holding ink (a pixel of alpha over half).
    private func inkColumns(_ bitmap: Bitmap) -> ClosedRange<Int>? {
        let columns = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap[x, $0].a > 128 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    /// A shield extension's way of making an image of a string: a paragraph style centres it,
    /// its bounding rectangle centres it vertically, and it is drawn into an image renderer.
    @Test func attributedStringsAreDrawnAlignedByTheirParagraphStyle() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        #expect(NSParagraphStyle.default.alignment == .natural && (style.mutableCopy() as? NSMutableParagraphStyle)?.alignment == .center)
        let font = UIFont.systemFont(ofSize: 20)
        let measured = NSAttributedString(string: "W", attributes: [.font: font]).boundingRect(
            with: CGSize(width: 100, height: 100), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        #expect(measured.origin == .zero && measured.width > 10 && measured.width < 30)
        #expect(abs(measured.height - "W".size(withAttributes: [.font: font]).height) < 0.5)

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        func drawn(_ alignment: NSTextAlignment) throws -> ClosedRange<Int>? {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = alignment
            let string = NSAttributedString(string: "W", attributes: [.font: font, .paragraphStyle: paragraph,
                                                                     .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)])
            let data = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: format).pngData { _ in
                string.draw(in: CGRect(x: 0, y: 0, width: 100, height: 40))
            }
            let bitmap = try PNG.decode([UInt8](data))
            if let column = inkColumns(bitmap), let row = (0..<bitmap.height).first(where: { bitmap[column.lowerBound, $0].a > 128 }) {
                #expect(bitmap[column.lowerBound, row].b > 200 && bitmap[column.lowerBound, row].r < 60, "drawn in the foreground colour")
            }
            return inkColumns(bitmap)
        }
        let left = try #require(try drawn(.left)), centred = try #require(try drawn(.center)), right = try #require(try drawn(.right))
        #expect(left.lowerBound <= 2)
        #expect(abs((centred.lowerBound + centred.upperBound) / 2 - 50) <= 2)
        #expect(right.upperBound >= 97)
    }
}
