import AppIntents
import Foundation
import ProofRender
import ProofTesting
import Testing

enum Mood: String, CaseIterable, AppEnum {
    case calm, busy
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Mood" }
    static var caseDisplayRepresentations: [Mood: DisplayRepresentation] { [.calm: "Calm", .busy: "Busy"] }
}

struct MoodCard: View {
    let mood: Mood
    var body: some View { Text("Feeling \(mood.rawValue)") }
}

struct ShowMoodIntent: AppIntent {
    static var title: LocalizedStringResource { "Show Mood" }

    @Parameter(title: "Mood", default: .calm)
    var mood: Mood

    @MainActor
    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: MoodCard(mood: mood))
    }
}

struct MoodShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowMoodIntent(), phrases: ["\(.applicationName) mood \(\.$mood)"])
    }
}

/// An intent's `perform()` is the app's code: a test calls it and renders the snippet it
/// returns; parameters hold their default until set; App Shortcuts keep their phrases.
/// A control's configuration declares parameters and no `perform()`, as AppIntents allows.
struct TimerNameConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer Name Configuration"

    @Parameter(title: "Timer Name", default: "Timer")
    var timerName: String
}

@MainActor @Suite struct AppIntentsTests {
    @Test func aControlConfigurationNeedsNoPerform() async throws {
        #expect(TimerNameConfiguration().timerName == "Timer")
        #expect(String(localized: TimerNameConfiguration.title) == "Timer Name Configuration")
        _ = try await TimerNameConfiguration().perform()
    }

    @Test func performReturnsTheSnippetView() async throws {
        let intent = ShowMoodIntent()
        #expect(intent.mood == .calm)
        intent.mood = .busy
        let result = try await intent.perform()
        let view = try #require((result as? IntentResultContainer<Never, Never, MoodCard, Never>)?.content)
        let snapshot = try Renderer().render(view, in: EnvironmentValues())
        #expect(snapshot.textDescription.contains("\"Feeling busy\""))
        #expect(MoodShortcuts.appShortcuts.map(\.phrases) == [["${applicationName} mood ${parameter}"]])
        #expect(String(localized: ShowMoodIntent.title) == "Show Mood")
    }
}
