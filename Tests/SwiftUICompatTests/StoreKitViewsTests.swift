import AppIntents
import CoreHaptics
import Foundation
import LinkPresentation
import ProofRender
import ProofUI
import StoreKit
import Testing
import WidgetKit

/// StoreKit's store views, AppIntents' controls and widget previews, CoreHaptics and
/// LinkPresentation as apps write them (iOS 17), with what a snapshot has: no App Store (store
/// views draw their loading placeholders), no Siri, no haptics hardware, no network.
@MainActor @Suite struct StoreKitViewsTests {
    static let renderer = Renderer()

    func render(_ view: some View, width: CGFloat, height: CGFloat) throws -> Snapshot {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        return try Self.renderer.render(view.background(Color.white), in: environment, size: .fixed(width: width, height: height))
    }

    /// The tertiary system fill over white (rgba(118, 118, 128, 0.12)), within a rounding step.
    func isPlaceholder(_ pixel: RGBA8) -> Bool {
        abs(Int(pixel.r) - 239) <= 1 && abs(Int(pixel.g) - 239) <= 1 && abs(Int(pixel.b) - 240) <= 1
    }

    func isWhite(_ pixel: RGBA8) -> Bool { pixel.r == 255 && pixel.g == 255 && pixel.b == 255 }

    /// A product view loading (a snapshot has no App Store): the automatic placeholder icon
    /// (56 points, left), name and description bars, and the price capsule (64 × 30, right);
    /// the app's icon is not drawn, as it is only shown once the product loads.
    @Test func productViewDrawsItsLoadingState() throws {
        let snapshot = try render(ProductView(id: "nutrition.pellet") { Color.red }, width: 320, height: 80)
        let bitmap = snapshot.bitmap
        #expect(isPlaceholder(bitmap[28, 40]), "placeholder icon: \(bitmap[28, 40])")
        #expect(isWhite(bitmap[28, 8]), "above the 56-point icon (rows 12 to 68)")
        #expect(isPlaceholder(bitmap[290, 40]), "price capsule: \(bitmap[290, 40])")
        #expect(isWhite(bitmap[290, 20]), "above the 30-point capsule (rows 25 to 55)")
        #expect(isPlaceholder(bitmap[100, 30]), "name bar: \(bitmap[100, 30])")
        for y in 0..<80 { for x in 0..<320 { #expect(bitmap[x, y].g >= bitmap[x, y].r - 1, "no red icon at \(x), \(y)") } }
        #expect(snapshot.textDescription.contains("ProductView (StoreKit) has no App Store in a snapshot: drawn loading"))
    }

    /// `.productViewStyle(.large)` lays the product out in a column, its 100-point icon on top.
    @Test func largeProductViewStyleIsAColumn() throws {
        let bitmap = try render(ProductView(id: "pellet") { Color.red }.productViewStyle(.large), width: 320, height: 240).bitmap
        // Column height 100 + 10 + 17 + 10 + 12 + 10 + 6 + 34 = 199, centred: icon rows 20.5 to 120.5.
        #expect(isPlaceholder(bitmap[160, 70]), "\(bitmap[160, 70])")
        #expect(isWhite(bitmap[160, 15]))
        #expect(isWhite(bitmap[105, 70]) && isPlaceholder(bitmap[115, 70]), "icon columns 110 to 210")
        // With no icon, the regular row starts with the name bar.
        let plain = try render(ProductView(id: "pellet"), width: 320, height: 80).bitmap
        #expect(isPlaceholder(plain[10, 33]) && isWhite(plain[10, 60]))
    }

    /// A subscription store draws the app's marketing content over its full-height container
    /// background, above the loading controls and the buttons made visible.
    @Test func subscriptionStoreDrawsMarketingContentAndVisibleButtons() throws {
        let store = SubscriptionStoreView(groupID: "pass") {
            Text("Backyard Birds Pass")
                .containerBackground(for: .subscriptionStoreFullHeight) { Color(red: 0, green: 0, blue: 1) }
        }
        .storeButton(.visible, for: .redeemCode, .restorePurchases)
        .storeButton(.hidden, for: .cancellation)
        let snapshot = try render(store, width: 390, height: 600)
        let text = snapshot.textDescription
        #expect(text.contains("\"Backyard Birds Pass\"") && text.contains("\"Restore Purchases\"") && text.contains("\"Redeem Code\""))
        #expect(!text.contains("\"Sign In\"") && !text.contains("\"Privacy Policy\""))
        #expect(snapshot.bitmap[5, 5] == RGBA8(r: 0, g: 0, b: 255), "the background fills the top")
        #expect(isWhite(snapshot.bitmap[5, 595]), "the controls are below it")
        #expect(text.contains("SubscriptionStoreView (StoreKit) has no App Store in a snapshot"))
    }

    @Test func entitlementTaskStates() async {
        struct Failed: Error {}
        let loading = EntitlementTaskState<[Product.SubscriptionInfo.Status]>.loading
        #expect(loading.value == nil)
        let success = EntitlementTaskState<Int>.success(2).map { $0 * 21 }
        #expect(success.value == 42)
        let failure = await EntitlementTaskState<Int>.failure(Failed()).map { @Sendable value async in value + 1 }
        #expect(failure.value == nil)
        if case .failure(let error) = failure { #expect(error is Failed) } else { Issue.record("not a failure") }
        #expect(EntitlementTaskState<VerificationResult<StoreKit.Transaction>?>.success(nil).transaction == nil)
    }

    struct Refill: AppIntent {
        static let title: LocalizedStringResource = "Refill"
        func perform() async throws -> some IntentResult { .result() }
    }

    /// A button or toggle with an intent draws as one with an action; Siri's tip is a named
    /// placeholder 64 points high.
    @Test func intentControlsAndSiriTip() throws {
        let view = VStack(spacing: 0) {
            Button(intent: Refill()) { Text("Refill Water") }
            Toggle(isOn: true, intent: Refill()) { Text("Favourite") }
            SiriTipView(intent: Refill())
            Color(red: 0, green: 0, blue: 1).frame(height: 10)
        }
        let snapshot = try render(view.frame(width: 390), width: 390, height: 300)
        let text = snapshot.textDescription
        #expect(text.contains("\"Refill Water\"") && text.contains("\"Favourite\"") && text.contains("SiriTipView (AppIntents)"))
        let hidden = try render(SiriTipView(intent: Refill(), isVisible: .constant(false)).frame(width: 100), width: 100, height: 100)
        #expect(!hidden.textDescription.contains("SiriTipView"))
    }

    /// A widget preview (what `#Preview(as:widget:timeline:)` declares, as at the end of this
    /// file, which compiles only if the macro expands) renders its entries' views through the
    /// widget's App Intent configuration, in the preview's family; a provider's timeline is
    /// asked for that family.
    @Test func widgetPreviewRendersItsEntries() async throws {
        struct BirdsPreview: DeclaredWidgetPreview {
            static var name: String? { nil }
            static var family: WidgetFamily { .systemMedium }
            static func makeWidget() -> any Widget { BirdsWidget() }
            @PreviewTimelineBuilder static func makeTimeline() async -> [any TimelineEntry] {
                BirdsEntry(date: .now, birds: 3)
                BirdsEntry(date: .now, birds: 5)
            }
        }
        #expect(String(describing: WidgetFamily.accessoryInline) == "accessoryInline")
        let views = await BirdsPreview.entryViews()
        #expect(views.count == 2)
        let provided = await PreviewTimelines.entries(of: BirdsProvider(), using: BirdsIntent(), family: .systemLarge)
        #expect(provided.compactMap { ($0 as? BirdsEntry)?.birds } == [1])
        let first = try render(views[0], width: 364, height: 170)
        #expect(first.textDescription.contains("\"3 birds (systemMedium)\""))
        let second = try render(views[1], width: 364, height: 170)
        #expect(second.textDescription.contains("\"5 birds (systemMedium)\""))
        #expect(second.bitmap[2, 2] == RGBA8(r: 0, g: 128, b: 0), "the widget's container background")
    }

    /// No haptics hardware: patterns keep their events and their duration; players play nothing.
    @Test func hapticsPlayNothingButPatternsKeepTheirShape() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        let sharp = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5)
        let events = stride(from: 0.0, through: 1.0, by: 0.25).map { time in
            CHHapticEvent(eventType: .hapticTransient, parameters: [sharp], relativeTime: time)
        } + [CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.5, duration: 0.8)]
        let pattern = try CHHapticPattern(events: events, parameters: [])
        #expect(pattern.events.count == 6)
        #expect(abs(pattern.duration - 1.3) < 1e-9, "the continuous event ends last, at 0.5 + 0.8")
        let engine = try CHHapticEngine()
        try engine.start()
        #expect(engine.isRunning)
        let player = try engine.makePlayer(with: pattern)
        try player.start(atTime: CHHapticTimeImmediate)
        engine.stop()
        #expect(!engine.isRunning)
        // SwiftUI's haptics are accepted: the view draws as it is.
        let tapped = Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
            .sensoryFeedback(.impact(flexibility: .soft, intensity: 0.5), trigger: 1)
            .sensoryFeedback(.impact(weight: .heavy), trigger: 1)
        #expect(try render(tapped, width: 10, height: 10).bitmap[5, 5] == RGBA8(r: 0, g: 0, b: 255))
    }

    /// No network: a metadata fetch fails as offline; a link view keeps the URL it is given.
    @Test func linkMetadataIsNeverFetched() async throws {
        let url = try #require(URL(string: "https://www.swift.org/blog"))
        await #expect(throws: LPError(.metadataFetchFailed)) { _ = try await LPMetadataProvider().startFetchingMetadata(for: url) }
        let view = LPLinkView(url: url)
        #expect(view.metadata.url == url && view.metadata.title == nil)
    }
}

struct BirdsEntry: TimelineEntry {
    let date: Date
    let birds: Int
}

struct BirdsIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Birds"
}

struct BirdsProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> BirdsEntry { BirdsEntry(date: .now, birds: 0) }
    func snapshot(for configuration: BirdsIntent, in context: Context) async -> BirdsEntry { BirdsEntry(date: .now, birds: 1) }
    func timeline(for configuration: BirdsIntent, in context: Context) async -> Timeline<BirdsEntry> {
        Timeline(entries: [BirdsEntry(date: .now, birds: 1)], policy: .never)
    }
}

struct BirdsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: BirdsEntry
    var body: some View {
        Text("\(entry.birds) birds (\(String(describing: family)))")
            .containerBackground(for: .widget) { Color(red: 0, green: 128 / 255, blue: 0) }
    }
}

struct BirdsWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "birds", intent: BirdsIntent.self, provider: BirdsProvider()) { entry in
            BirdsWidgetView(entry: entry)
        }
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    BirdsWidget()
} timeline: {
    BirdsEntry(date: .now, birds: 3)
    BirdsEntry(date: .now, birds: 5)
}
