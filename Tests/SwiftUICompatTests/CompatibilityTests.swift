import Foundation
import ProofRender
import ProofTesting
import Testing

/// The SwiftUI files in `Views/` are written as app code is, with `import ProofUI` as their only
/// UI import: that they compile is half the test; here every preview renders in light and dark,
/// on two phones, in both directions and at the extremes of Dynamic Type, without an error or a
/// missing character, and draws what it says.
// The views are main-actor types, as in SwiftUI: they are made on the main actor.
@MainActor @Suite struct CompatibilityTests {
    static let renderer = Renderer()

    /// Every preview of `provider`, rendered in `environment`.
    func render<P: PreviewProvider>(_ provider: P.Type, _ environment: EnvironmentValues, size: RenderSize = .device) throws -> [(String, Snapshot)] {
        try provider.allPreviews.map { preview in
            (preview.name, try Self.renderer.render(preview.view, in: environment, size: size))
        }
    }

    static var environments: [EnvironmentValues] {
        var result: [EnvironmentValues] = []
        for device in [Device.iPhoneSE, .iPhone15] {
            for scheme in ColorScheme.allCases {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
                        var environment = EnvironmentValues()
                        environment.device = device
                        environment.colorScheme = scheme
                        environment.layoutDirection = direction
                        environment.contentSizeCategory = category
                        environment.displayScale = 1
                        result.append(environment)
                    }
                }
            }
        }
        return result
    }

    /// Rendered everywhere: no error, no missing character, more than a blank screen; at the
    /// default size category, each preview (or each of `previews`, when given) shows `texts`.
    func checkEverywhere<P: PreviewProvider>(_ provider: P.Type, contains texts: [String], previews: [String]? = nil) throws {
        for environment in Self.environments {
            for (name, snapshot) in try render(provider, environment) {
                let place = "\(P.self)/\(name) \(environment.device) \(environment.colorScheme) \(environment.layoutDirection) \(environment.contentSizeCategory)"
                #expect(snapshot.missingCharacters.isEmpty, "\(place): \(snapshot.missingCharacters)")
                var colors = Set<UInt32>()
                for y in stride(from: 0, to: snapshot.bitmap.height, by: 4) {
                    for x in stride(from: 0, to: snapshot.bitmap.width, by: 4) {
                        let p = snapshot.bitmap[x, y]
                        colors.insert(UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a))
                    }
                }
                #expect(colors.count > 8, "\(place) is nearly blank")
                guard previews?.contains(name) ?? true else { continue }
                for text in texts where environment.contentSizeCategory == .large {
                    #expect(snapshot.textDescription.contains(text), "\(place) does not show \(text)")
                }
            }
        }
    }

    @Test func settingsForm() throws {
        try checkEverywhere(SettingsView_Previews.self, contains: ["\"Settings\"", "\"Notifications\"", "\"ACCOUNT\"", "\"Sign Out\""])
    }

    /// A Combine view model (debounced `@Published` query, subjects, a timer) compiles against
    /// Proofsheet's Combine on Linux and shows its initial state; nothing it subscribes runs.
    @Test func combineViewModel() throws {
        try checkEverywhere(SearchScreen_Previews.self, contains: ["\"Fruit\""])
        let previews = try render(SearchScreen_Previews.self, EnvironmentValues())
        #expect(previews.map(\.0) == ["All", "Filtered"])
        #expect(previews[0].1.textDescription.contains("\"Bananas\""))
        #expect(previews[1].1.textDescription.contains("\"Apricots\"") && !previews[1].1.textDescription.contains("\"Bananas\""))
    }

    /// UIKit names that `import SwiftUI` brings on iOS: the card is as wide as the device's
    /// screen less 32 pt, says which idiom it runs on, and notes the UIKit view it cannot draw.
    @Test func uiKitBridge() throws {
        try checkEverywhere(PromoCard_Previews.self, contains: ["\"Rewards for every order\"", "\"On iPhone\""])
        var environment = EnvironmentValues()
        environment.device = .iPhoneSE
        let layout = try Self.renderer.layout(PromoCard(title: "A"), in: environment, size: .fittingWidth)
        #expect(layout.textDescription.contains("288×"), "320 pt screen less 32: \(layout.textDescription)")
        #expect(layout.textDescription.contains("GradientBackground is a UIKit view: not drawn"))
        environment.device = .iPadPro11
        #expect(try Self.renderer.layout(PromoCard(title: "A"), in: environment, size: .fittingWidth).textDescription.contains("\"On iPad\""))
    }

    /// Animated screens show their first frame: the first phase, the initial keyframe value,
    /// the timeline's fixed date, the ring trimmed to its progress.
    @Test func effectsAndAnimators() throws {
        try checkEverywhere(EffectsScreen_Previews.self, contains: ["\"Phase 0\"", "\"Scale 1.0\"", "\"January 1, 2001\""])
    }

    @Test func landmarks() throws {
        // On the 320-pt iPhone SE the row's `Spacer` takes its share, as SwiftUI's stack
        // divides space, and "Turtle Rock" wraps after "Turtle".
        try checkEverywhere(LandmarkList_Previews.self, contains: ["\"Landmarks\"", "\"Turtle", "\"Favorites only\""])
    }

    @Test func landmarkRows() throws {
        let rows = try render(LandmarkRow_Previews.self, EnvironmentValues(), size: .fixed(width: 300, height: 70))
        #expect(rows.map(\.0) == ["preview1", "preview2"])
        #expect(rows[0].1.textDescription.contains("\"Turtle Rock\""))
    }

    @Test func profileTabsLoginAndSummary() throws {
        let previews = ProfileViews_Previews.allPreviews.map(\.name)
        #expect(previews == ["preview1", "Login", "Summary"])
        // The tab bar's labels are in the tabs preview (the first), not in Login or Summary.
        try checkEverywhere(ProfileViews_Previews.self, contains: ["\"Profile\"", "\"Account\"", "\"Inbox\""], previews: ["preview1"])
        let tabs = try render(ProfileViews_Previews.self, EnvironmentValues())
        #expect(tabs[0].1.textDescription.contains("\"Alex Morgan\"") && tabs[0].1.textDescription.contains("\"Inbox\""))
        #expect(tabs[1].1.textDescription.contains("\"Welcome back\"") && tabs[1].1.textDescription.contains("\"Sign In\""))
    }

    @Test func aMissingEnvironmentObjectIsAnErrorNamingIt() throws {
        do {
            _ = try Self.renderer.render(ProfileSummary(), in: EnvironmentValues())
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .missingEnvironmentObject)
            #expect(error.message.contains("@EnvironmentObject of type ProfileModel is not in the environment"))
            #expect(error.viewPath == "ProfileSummary")
        }
    }

    @Test func aMissingObservableObjectIsAnErrorNamingIt() throws {
        do {
            _ = try Self.renderer.render(LandmarkList(), in: EnvironmentValues())
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .missingEnvironmentObject && error.message.contains("ModelData"))
        }
    }

    @Test func previewsCheckedAcrossTheMatrixInOneCall() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proof-previews-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let service = ScreenshotService(referencesRoot: folder + "/References", artifactsRoot: folder + "/artifacts", suite: "Previews",
                                        recordMode: .all, packageRoot: folder, run: RunContext(id: "previews"))
        let matrix = try EnvironmentMatrix.environments(schemes: .all)
        withKnownIssue("recording fails each case once") {
            assertSnapshots(of: LandmarkRow_Previews.self, in: matrix, service: service)
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            return message.hasPrefix("Case LandmarkRow_Previews/preview") && message.contains("\nRecorded a new reference for snapshot ")
        }
        let recorded = try FileManager.default.contentsOfDirectory(atPath: folder + "/References/Previews/LandmarkRow_Previews").sorted()
        #expect(recorded == ["preview1.iPhone15.L.dark.ltr.png", "preview1.iPhone15.L.light.ltr.png",
                             "preview2.iPhone15.L.dark.ltr.png", "preview2.iPhone15.L.light.ltr.png"])
    }

    /// A preview is drawn as Xcode's canvas shows it: the whole device screen unless its
    /// `.previewLayout` asks for the content's size (a screen whose root is a `GeometryReader`
    /// was drawn 20 px tall before).
    @Test func previewsFollowTheirPreviewLayout() throws {
        struct Screen_Previews: PreviewProvider {
            static var previews: some View {
                GeometryReader { proxy in Color.red.frame(height: proxy.size.height / 2) }
                Text("A row").padding().previewLayout(.sizeThatFits).previewDisplayName("row")
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proof-preview-layout-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let service = ScreenshotService(referencesRoot: folder + "/References", artifactsRoot: folder + "/artifacts", suite: "Previews",
                                        recordMode: .all, packageRoot: folder, run: RunContext(id: "preview-layout"))
        withKnownIssue("recording fails each case once") {
            let outcome = assertSnapshots(of: Screen_Previews.self, in: try? .environments(), service: service)
            #expect(outcome?.cases.count == 2 && outcome?.totalCases == 2)
        } matching: { issue in
            (issue.comments.first?.rawValue ?? "").contains("\nRecorded a new reference for snapshot ")
        }
        let references = folder + "/References/Previews/Screen_Previews/"
        let screen = try PNG.decode(fileAt: references + "preview1.iPhone15.L.light.ltr.png")
        let row = try PNG.decode(fileAt: references + "row.iPhone15.L.light.ltr.png")
        #expect(screen.width == 1179 && screen.height == 2556, "the device's screen at @3x")
        #expect(row.width == 1179 && row.height < 200, "the device width, the row height: \(row.height) px")
    }
}
