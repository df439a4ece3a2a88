import DeviceActivity
import FamilyControls
import Foundation
import ManagedSettings
import ManagedSettingsUI
import ProofRender
import ProofUI
import Testing

// MARK: - Files as Screen Time apps write them (these must compile)

/// The model a Screen Time app keeps: the user's selection, shields applied from it through a
/// named store, and a daily schedule monitored with a threshold event.
private final class ScreenTimeModel: @unchecked Sendable {
    static let store = ManagedSettingsStore(named: ManagedSettingsStore.Name("screen-time-tests.model"))
    var selection = FamilyActivitySelection(includeEntireCategory: true)

    func shieldSelection() {
        let store = Self.store
        store.shield.applications = selection.applicationTokens.isEmpty ? nil : selection.applicationTokens
        store.shield.applicationCategories = .specific(selection.categoryTokens, except: [])
        store.shield.webDomainCategories = ShieldSettings.ActivityCategoryPolicy.specific(selection.categoryTokens)
        store.shield.webDomains = selection.webDomainTokens
        store.application.denyAppRemoval = true
        store.webContent.blockedByFilter = .auto()
    }

    func monitorEveryDay() throws {
        let schedule = DeviceActivitySchedule(intervalStart: DateComponents(hour: 0, minute: 0),
                                              intervalEnd: DateComponents(hour: 23, minute: 59), repeats: true,
                                              warningTime: DateComponents(minute: 5))
        let event = DeviceActivityEvent(applications: selection.applicationTokens, categories: selection.categoryTokens,
                                        webDomains: selection.webDomainTokens, threshold: DateComponents(minute: 30))
        try DeviceActivityCenter().startMonitoring(.daily, during: schedule, events: [.discouraged: event])
    }
}

extension DeviceActivityName {
    static let daily = Self("screen-time-tests.daily")
}

extension DeviceActivityEvent.Name {
    static let discouraged = Self("discouraged")
}

extension DeviceActivityReport.Context {
    static let totalActivity = Self("Total Activity")
}

/// The settings screen: the picker as a sheet, the chosen apps as labels, authorization asked
/// for from a button.
private struct LimitsView: View {
    @State var selection = FamilyActivitySelection()
    @State private var isPickerPresented = false
    @State private var errorText: String?

    init(selection: FamilyActivitySelection = FamilyActivitySelection()) {
        _selection = State(initialValue: selection)
    }

    var body: some View {
        List {
            Section("Limited apps") {
                ForEach(Array(selection.applicationTokens), id: \.self) { token in
                    Label(token)
                }
                ForEach(Array(selection.categoryTokens), id: \.self) { token in
                    Label(token).labelStyle(.titleOnly)
                }
                ForEach(Array(selection.webDomainTokens), id: \.self) { Label($0) }
            }
            Button("Choose Apps") { isPickerPresented = true }
            Button("Allow Screen Time") {
                Task {
                    do {
                        try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
                    } catch {
                        errorText = error.localizedDescription
                    }
                }
            }
            .disabled(AuthorizationCenter.shared.authorizationStatus == .approved)
        }
        .familyActivityPicker(isPresented: $isPickerPresented, selection: $selection)
        .familyActivityPicker(headerText: "Apps to limit", footerText: nil, isPresented: .constant(false), selection: $selection)
        .onChange(of: selection) { _, newSelection in
            _ = newSelection.applications.count + newSelection.categories.count + newSelection.webDomains.count
        }
    }
}

/// A report view, as an app shows its report extension's scene.
private struct ReportScreen: View {
    @State private var filter = DeviceActivityFilter(segment: .hourly(during: DateInterval(start: .now, duration: 3600)),
                                                     users: .all, devices: .init([.iPhone, .iPad]))

    var body: some View {
        DeviceActivityReport(.totalActivity, filter: filter)
    }
}

/// A device activity monitor extension's principal class.
private final class MonitorExtension: DeviceActivityMonitor {
    let store = ManagedSettingsStore()

    override func intervalDidStart(for activity: DeviceActivityName) {
        super.intervalDidStart(for: activity)
        store.shield.applicationCategories = .all()
    }

    override func intervalDidEnd(for activity: DeviceActivityName) {
        super.intervalDidEnd(for: activity)
        store.clearAllSettings()
    }

    override func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
        super.eventDidReachThreshold(event, activity: activity)
    }
}

/// A shield configuration extension's principal class.
private final class ShieldConfigurationExtension: ShieldConfigurationDataSource {
    override func configuration(shielding application: Application) -> ShieldConfiguration {
        ShieldConfiguration(backgroundBlurStyle: .systemMaterialDark, backgroundColor: .black,
                            icon: UIImage(systemName: "hourglass"),
                            title: ShieldConfiguration.Label(text: "Time's up", color: .white),
                            subtitle: ShieldConfiguration.Label(text: application.localizedDisplayName ?? "This app", color: .lightGray),
                            primaryButtonLabel: ShieldConfiguration.Label(text: "OK", color: .black),
                            primaryButtonBackgroundColor: .white)
    }
}

/// A shield action extension's principal class.
private final class ShieldActionExtension: ShieldActionDelegate {
    override func handle(action: ShieldAction, for application: ApplicationToken,
                         completionHandler: @escaping (ShieldActionResponse) -> Void) {
        switch action {
        case .primaryButtonPressed: completionHandler(.close)
        case .secondaryButtonPressed: completionHandler(.defer)
        @unknown default: completionHandler(.none)
        }
    }
}

/// A report extension's scene (the extension itself is `@main` in an app; not here, where the
/// test runner has the entry point).
private struct TotalActivityReport: DeviceActivityReportScene {
    let context: DeviceActivityReport.Context = .totalActivity
    let content: (String) -> Text

    func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> String {
        let total = await data.flatMap { $0.activitySegments }.reduce(0) { $0 + $1.totalActivityDuration }
        return "\(Int(total / 60)) min"
    }
}

private struct ReportExtension: DeviceActivityReportExtension {
    var body: some DeviceActivityReportScene {
        TotalActivityReport { Text($0) }
    }
}

// MARK: - Tests

/// ManagedSettings, ManagedSettingsUI, FamilyControls and DeviceActivity (Apple's Screen Time
/// API) as a snapshot runs them: tokens are opaque values a test decodes, stores keep their
/// settings in memory, nothing is authorized, monitoring is recorded, and the system's views
/// draw empty lists, placeholders and the framework placeholder.
@MainActor @Suite(.serialized) struct ScreenTimeFrameworkTests {
    /// A token as apps' UI tests make one: decoded from `{"data": <bytes>}`.
    static func token<T>(_ bytes: [UInt8]) throws -> Token<T> {
        try JSONDecoder().decode(Token<T>.self, from: JSONEncoder().encode(["data": Data(bytes)]))
    }

    static let renderer = Renderer()

    func render(_ view: some View, width: CGFloat, height: CGFloat) throws -> Snapshot {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        return try Self.renderer.render(view, in: environment, size: .fixed(width: width, height: height))
    }

    /// The tertiary system fill over white (rgba(118, 118, 128, 0.12)), within a rounding step.
    func isPlaceholder(_ pixel: RGBA8) -> Bool {
        abs(Int(pixel.r) - 239) <= 1 && abs(Int(pixel.g) - 239) <= 1 && abs(Int(pixel.b) - 240) <= 1
    }

    @Test func tokensAreOpaqueCodableValues() throws {
        let app: ApplicationToken = try Self.token([1, 2, 3])
        let same: ApplicationToken = try Self.token([1, 2, 3])
        let other: ApplicationToken = try Self.token([4])
        #expect(app == same && app.hashValue == same.hashValue && app != other)
        #expect(Set([app, same, other]).count == 2)

        // JSON: the bytes under "data", base64 encoded; property lists round-trip too.
        let json = try JSONEncoder().encode(app)
        #expect(String(decoding: json, as: UTF8.self) == #"{"data":"AQID"}"#)
        #expect(try JSONDecoder().decode(ApplicationToken.self, from: json) == app)
        let plist = try PropertyListEncoder().encode([app, other])
        #expect(try PropertyListDecoder().decode([ApplicationToken].self, from: plist) == [app, other])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WebDomainToken.self, from: Data(#"{"token":"AQID"}"#.utf8)) }

        // What a token stands for is not revealed outside a shield configuration extension.
        let application = Application(token: app)
        #expect(application.token == app && application.bundleIdentifier == nil && application.localizedDisplayName == nil)
        #expect(Application(bundleIdentifier: "com.example.game").bundleIdentifier == "com.example.game")
        #expect(Application(bundleIdentifier: "com.example.game").token == nil)
        let category = ActivityCategory(token: try Self.token([9]))
        #expect(category.localizedDisplayName == nil && category.token != nil)
        #expect(WebDomain(domain: "example.com").domain == "example.com" && WebDomain(domain: "example.com").token == nil)
        #expect(WebDomain(token: try Self.token([7])).domain == nil)
    }

    @Test func storesOfOneNameShareTheirSettingsUntilCleared() throws {
        let name = ManagedSettingsStore.Name("screen-time-tests.store")
        let store = ManagedSettingsStore(named: name)
        store.clearAllSettings()
        #expect(store.shield.applications == nil && store.shield.applicationCategories == nil)
        #expect(store.application.denyAppRemoval == nil && store.webContent.blockedByFilter == nil)

        let game: ApplicationToken = try Self.token([1]), social: ActivityCategoryToken = try Self.token([2])
        store.shield.applications = [game]
        store.shield.applicationCategories = .all(except: [game])
        store.shield.webDomainCategories = .specific([social])
        store.application.blockedApplications = [Application(bundleIdentifier: "com.example.game")]
        store.application.denyAppRemoval = true
        store.webContent.blockedByFilter = .specific([WebDomain(domain: "example.com")])
        store.appStore.maximumRating = 300
        store.media.denyExplicitContent = true

        // Another store of the same name sees them; another name and the default store don't.
        let again = ManagedSettingsStore(named: name)
        #expect(again.shield.applications == [game])
        #expect(again.shield.applicationCategories == .all(except: [game]))
        #expect(again.shield.applicationCategories != .all())
        #expect(again.shield.webDomainCategories == .specific([social], except: []))
        #expect(again.application.blockedApplications == [Application(bundleIdentifier: "com.example.game")])
        #expect(again.application.denyAppRemoval == true && again.application.denyAppInstallation == nil)
        #expect(again.webContent.blockedByFilter == .specific([WebDomain(domain: "example.com")]))
        #expect(again.appStore.maximumRating == 300 && again.media.denyExplicitContent == true)
        #expect(ManagedSettingsStore(named: .init("screen-time-tests.other")).shield.applications == nil)
        #expect(ManagedSettingsStore.Name.default == ManagedSettingsStore.Name(rawValue: "default"))

        // Setting nil removes a setting; clearing removes them all, for every store of the name.
        again.shield.applications = nil
        #expect(store.shield.applications == nil && store.shield.applicationCategories == .all(except: [game]))
        store.clearAllSettings()
        #expect(again.shield.applicationCategories == nil && again.application.denyAppRemoval == nil)
        #expect(again.appStore.maximumRating == nil)

        // Documented defaults.
        #expect(ShieldSettings.applications.defaultValue.isEmpty && ApplicationSettings.denyAppRemoval.defaultValue == false)
        #expect(WebContentSettings.blockedByFilter.defaultValue == .none)
        #expect(WebContentSettings.FilterPolicy.auto() == .auto([], except: []))
    }

    @Test func anAppModelShieldsItsSelectionAndMonitorsItsSchedule() throws {
        let model = ScreenTimeModel()
        model.selection.applicationTokens = [try Self.token([1]), try Self.token([2])]
        model.selection.categoryTokens = [try Self.token([3])]
        model.shieldSelection()
        #expect(ScreenTimeModel.store.shield.applications?.count == 2)
        #expect(ScreenTimeModel.store.shield.applicationCategories == .specific(model.selection.categoryTokens))
        #expect(ScreenTimeModel.store.webContent.blockedByFilter == .auto())
        ScreenTimeModel.store.clearAllSettings()

        let center = DeviceActivityCenter()
        center.stopMonitoring([.daily])
        try model.monitorEveryDay()
        #expect(center.activities.contains(.daily))
        #expect(center.schedule(for: .daily)?.intervalEnd == DateComponents(hour: 23, minute: 59))
        #expect(center.schedule(for: .daily)?.warningTime == DateComponents(minute: 5))
        let event = try #require(center.events(for: .daily)[.discouraged])
        #expect(event.applications == model.selection.applicationTokens && event.threshold == DateComponents(minute: 30))
        #expect(!event.includesAllActivity && !event.includesPastActivity)
        center.stopMonitoring([.daily])
        #expect(!center.activities.contains(.daily) && center.schedule(for: .daily) == nil && center.events(for: .daily).isEmpty)
    }

    /// Monitoring is recorded in memory as Apple documents its rules: the names in the order
    /// first started, a second start replacing the schedule, and the documented errors.
    @Test func theCenterRecordsWhatIsMonitored() throws {
        let center = DeviceActivityCenter()
        center.stopMonitoring()
        #expect(center.activities.isEmpty)

        let bedtime = DeviceActivityName("bedtime"), school = DeviceActivityName(rawValue: "school")
        // In UTC, so that no daylight saving change lengthens an interval.
        let utc = TimeZone(identifier: "UTC")
        let night = DeviceActivitySchedule(intervalStart: DateComponents(timeZone: utc, hour: 22), intervalEnd: DateComponents(timeZone: utc, hour: 6),
                                           repeats: true)
        let lessons = DeviceActivitySchedule(intervalStart: DateComponents(timeZone: utc, hour: 8, minute: 30),
                                             intervalEnd: DateComponents(timeZone: utc, hour: 15), repeats: true)
        try center.startMonitoring(bedtime, during: night)
        try center.startMonitoring(school, during: lessons, events: [.init("games"): .init(threshold: DateComponents(hour: 1))])
        #expect(center.activities == [bedtime, school])
        #expect(center.schedule(for: bedtime) == night && center.events(for: bedtime).isEmpty)
        #expect(center.events(for: school)[.init("games")]?.includesAllActivity == true)

        // The next interval runs from a date matching the start to the next matching the end.
        #expect(night.nextInterval?.duration == 8 * 3600.0)
        #expect(lessons.nextInterval?.duration == 6.5 * 3600)

        // Starting an activity again replaces its schedule and events, in its place.
        try center.startMonitoring(bedtime, during: lessons)
        #expect(center.activities == [bedtime, school] && center.schedule(for: bedtime) == lessons)

        // Apple's documented limits: 15 minutes, a week, dates to come, twenty activities.
        let short = DeviceActivitySchedule(intervalStart: DateComponents(hour: 9, minute: 0), intervalEnd: DateComponents(hour: 9, minute: 10),
                                           repeats: true)
        #expect(throws: DeviceActivityCenter.MonitoringError.intervalTooShort) { try center.startMonitoring(DeviceActivityName("short"), during: short) }
        let long = DeviceActivitySchedule(intervalStart: DateComponents(year: 2099, month: 1, day: 1),
                                          intervalEnd: DateComponents(year: 2099, month: 1, day: 10), repeats: false)
        #expect(throws: DeviceActivityCenter.MonitoringError.intervalTooLong) { try center.startMonitoring(DeviceActivityName("long"), during: long) }
        let past = DeviceActivitySchedule(intervalStart: DateComponents(year: 2001, month: 1, day: 1, hour: 9),
                                          intervalEnd: DateComponents(year: 2001, month: 1, day: 1, hour: 10), repeats: false)
        #expect(past.nextInterval == nil)
        #expect(throws: DeviceActivityCenter.MonitoringError.invalidDateComponents) { try center.startMonitoring(DeviceActivityName("past"), during: past) }
        #expect(center.activities == [bedtime, school])

        for index in 2..<20 { try center.startMonitoring(DeviceActivityName("extra \(index)"), during: night) }
        #expect(center.activities.count == 20)
        #expect(throws: DeviceActivityCenter.MonitoringError.excessiveActivities) { try center.startMonitoring(DeviceActivityName("one too many"), during: night) }
        try center.startMonitoring(school, during: night)

        center.stopMonitoring([school, DeviceActivityName("never started")])
        #expect(center.activities.count == 19 && !center.activities.contains(school))
        center.stopMonitoring()
        #expect(center.activities.isEmpty)

        // No monitor is ever called; its callbacks can be called directly.
        let monitor = MonitorExtension()
        monitor.intervalDidStart(for: bedtime)
        #expect(monitor.store.shield.applicationCategories == .all())
        monitor.intervalDidEnd(for: bedtime)
        #expect(monitor.store.shield.applicationCategories == nil)
    }

    @Test func nothingIsAuthorizedAndRequestsAreCanceled() async throws {
        let center = AuthorizationCenter.shared
        #expect(center.authorizationStatus == .notDetermined)
        await #expect(throws: FamilyControlsError.authorizationCanceled) {
            try await center.requestAuthorization(for: .individual)
        }
        await #expect(throws: FamilyControlsError.authorizationCanceled) {
            try await center.requestAuthorization(for: .child)
        }
        #expect(center.authorizationStatus == .notDetermined && center.authorizationStatus.description == "notDetermined")

        final class Answer: @unchecked Sendable { var result: Result<Void, any Error>? }
        let revoked = Answer()
        center.revokeAuthorization { revoked.result = $0 }
        #expect((try? revoked.result?.get()) != nil)
        #expect(center.authorizationStatus == .notDetermined)

        // The codes iOS reports in FamilyControls.FamilyControlsError.
        #expect(FamilyControlsError.errorDomain == "FamilyControls.FamilyControlsError")
        #expect(FamilyControlsError.invalidAccountType.errorCode == 2 && FamilyControlsError(rawValue: 5) == .authorizationCanceled)
        #expect(FamilyControlsError.networkError.errorDescription?.contains("network") == true)
        #expect(FamilyControlsMember.individual.description == "individual")
        #expect(try JSONDecoder().decode(FamilyControlsMember.self, from: JSONEncoder().encode(FamilyControlsMember.child)) == .child)
    }

    @Test func aSelectionKeepsItsTokensThroughCodable() throws {
        var selection = FamilyActivitySelection(includeEntireCategory: true)
        #expect(selection.applicationTokens.isEmpty && selection.includeEntireCategory)
        #expect(FamilyActivitySelection() != selection && !FamilyActivitySelection().includeEntireCategory)
        selection.applicationTokens = [try Self.token([1]), try Self.token([2])]
        selection.categoryTokens.insert(try Self.token([3]))
        selection.webDomainTokens.insert(try Self.token([4]))
        #expect(selection.applications.count == 2 && selection.applications.allSatisfy { $0.token != nil && $0.bundleIdentifier == nil })
        #expect(selection.categories.count == 1 && selection.webDomains.first?.token == selection.webDomainTokens.first)

        let json = try JSONDecoder().decode(FamilyActivitySelection.self, from: JSONEncoder().encode(selection))
        #expect(json == selection && json.hashValue == selection.hashValue && json.includeEntireCategory)
        let plist = try PropertyListDecoder().decode(FamilyActivitySelection.self, from: PropertyListEncoder().encode(selection))
        #expect(plist == selection)
        #expect(try JSONDecoder().decode(FamilyActivitySelection.self, from: Data("{}".utf8)) == FamilyActivitySelection())
    }

    @Test func extensionsAnswerWhenCalledDirectly() throws {
        let app: ApplicationToken = try Self.token([1])
        final class Response: @unchecked Sendable { var value: ShieldActionResponse? }
        let response = Response()
        ShieldActionExtension().handle(action: .secondaryButtonPressed, for: app) { response.value = $0 }
        #expect(response.value == .defer)
        ShieldActionDelegate().handle(action: .primaryButtonPressed, for: try Self.token([2]) as WebDomainToken) { response.value = $0 }
        #expect(response.value == ShieldActionResponse.none)

        let shield = ShieldConfigurationExtension().configuration(shielding: Application(token: app))
        #expect(shield.title?.text == "Time's up" && shield.subtitle?.text == "This app" && shield.secondaryButtonLabel == nil)
        #expect(shield.backgroundBlurStyle == .systemMaterialDark && shield.primaryButtonBackgroundColor == .white)
        let standard = ShieldConfigurationDataSource().configuration(shielding: WebDomain(domain: "example.com"))
        #expect(standard.title == nil && standard.backgroundColor == nil && standard.icon == nil)
    }

    /// The picker drawn inline: no apps or categories to list, so an empty inset grouped list
    /// with the app's header and footer, noted in the description.
    @Test func anInlinePickerDrawsAnEmptyListWithItsHeaderAndFooter() throws {
        var selection = FamilyActivitySelection()
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let snapshot = try render(FamilyActivityPicker(headerText: "Apps to limit", footerText: "Names stay private", selection: binding),
                                  width: 320, height: 240)
        let text = snapshot.textDescription
        // A grouped list's header is in capitals, as iOS draws it.
        #expect(text.contains("APPS TO LIMIT") && text.contains("Names stay private"))
        #expect(text.contains("FamilyActivityPicker (FamilyControls) has no apps or categories in a snapshot: drawn empty"))
        // The grouped background (systemGroupedBackground, #F2F2F7) fills the list.
        let bitmap = snapshot.bitmap
        #expect(bitmap[5, 230] == RGBA8(r: 242, g: 242, b: 247), "\(bitmap[5, 230])")
        #expect(selection == FamilyActivitySelection())

        let plain = try render(FamilyActivityPicker(selection: binding), width: 320, height: 240)
        #expect(!plain.textDescription.contains("APPS TO LIMIT"))
        #expect(plain.bitmap[160, 120] == RGBA8(r: 242, g: 242, b: 247))
    }

    /// Labels for tokens draw placeholders where the icon and name go; the app's list shows one
    /// row per chosen app.
    @Test func labelsForTokensDrawPlaceholders() throws {
        let token: ApplicationToken = try Self.token([1])
        let label = try render(Label(token).frame(maxWidth: .infinity, alignment: .leading).padding(10).background(Color.white),
                               width: 200, height: 44)
        let bitmap = label.bitmap
        #expect(isPlaceholder(bitmap[20, 22]), "icon, 20 points from x 10: \(bitmap[20, 22])")
        #expect(!isPlaceholder(bitmap[5, 22]) && !isPlaceholder(bitmap[20, 5]))
        #expect(label.textDescription.contains("Label (FamilyControls) has no app name in a snapshot: drawn as a placeholder"))
        let placeholderColumns = (0..<200).filter { isPlaceholder(bitmap[$0, 22]) }
        #expect(placeholderColumns.count > 40, "icon and name bar: \(placeholderColumns)")

        var selection = FamilyActivitySelection()
        selection.applicationTokens = [try Self.token([1]), try Self.token([2])]
        let list = try render(LimitsView(selection: selection), width: 320, height: 400)
        #expect(list.textDescription.components(separatedBy: "has no app name in a snapshot").count - 1 == 2)
        #expect(list.textDescription.contains("Choose Apps") && list.textDescription.contains("Allow Screen Time"))
    }

    @Test func aReportIsTheFrameworkPlaceholder() throws {
        let snapshot = try render(ReportScreen(), width: 300, height: 200)
        #expect(snapshot.textDescription.contains("DeviceActivityReport (DeviceActivity) cannot run in a snapshot: drawn as a placeholder"))
        #expect(snapshot.bitmap[10, 10] == RGBA8(r: 230, g: 230, b: 235))

        // A report extension's scenes compile; the system never runs them in a snapshot.
        #expect(ReportExtension().body.context == .totalActivity)
    }
}
