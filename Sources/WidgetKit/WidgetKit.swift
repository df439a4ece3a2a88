// `import WidgetKit` on Linux, for SwiftUI apps' widget files: WidgetKit's names, so that a
// widget's views, entries and providers compile and its views can be snapshotted like any
// other view (give them an entry). Nothing here runs a timeline: WidgetKit's system does that
// on a device. Opt-in, through the `ProofUILinuxModules` product (see Package.swift). On Apple
// platforms Apple's WidgetKit is used.
@_exported import Foundation
@_exported import ProofUI
// URLRequest and URLResponse, which ProofUI re-exports only with the `Networking` trait.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
// The SiriKit intents of `IntentConfiguration` (apps import Intents themselves, as on iOS).
import Intents
// The App Intents of `AppIntentConfiguration`. Imported, not re-exported, as Apple's WidgetKit
// does: a widget file that imports WidgetKit alone sees AppIntents' members (SwiftUI's
// `Button(intent:)`), not its top-level names.
import AppIntents

/// The size and shape of a widget (WidgetKit's `WidgetFamily`).
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomDebugStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline

    /// The case's name ("systemSmall"). Not `"\(self)"`: string interpolation of a value that is
    /// only `CustomDebugStringConvertible` calls `debugDescription`, which recursed until the stack overflowed.
    public var debugDescription: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
}

/// How a widget is being rendered (WidgetKit's `WidgetRenderingMode`).
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The family of the widget being drawn: `.systemSmall` unless a test sets it.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget is rendered: full colour unless a test sets it.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background is shown.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins WidgetKit gives a widget's content (16 points, the system's small-widget margin).
    public var widgetContentMargins: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}

extension ContainerBackgroundPlacement {
    /// The background of a widget: the view is the widget, so the snapshot draws it behind.
    public static let widget = ContainerBackgroundPlacement(drawsBehindView: true)
}

/// A widget's content at a date (WidgetKit's `TimelineEntry`).
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is (WidgetKit's `TimelineEntryRelevance`).
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for the next timeline (WidgetKit's `TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    private let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// A widget's entries and when to reload (WidgetKit's `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is asked in (WidgetKit's `TimelineProviderContext`).
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
    public init(family: WidgetFamily = .systemSmall, isPreview: Bool = true, displaySize: CGSize = CGSize(width: 170, height: 170)) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}

/// Gives a widget its entries (WidgetKit's `TimelineProvider`).
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    // Without the `@Sendable` of the iOS 18 SDK's completions: apps' providers (and Xcode's
    // template) write `@escaping (Entry) -> ()`, which would not match it in Swift 6 mode.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget's configuration (WidgetKit's `WidgetConfiguration`).
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a built-in widget configuration") }
}

/// Builds a widget's configuration.
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildLimitedAvailability<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A configuration the modifiers below return: the same widget, with its settings.
public struct ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration {
    public typealias Body = Never
    public let content: Content
}

extension WidgetConfiguration {
    /// Runs `action` when the system launches the extension for `task` (SwiftUI's
    /// `backgroundTask(_:action:)` on a widget): never in a snapshot.
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self)
    }

    /// The name shown in the widget gallery (not drawn in a snapshot).
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration { ModifiedWidgetConfiguration(content: self) }
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { ModifiedWidgetConfiguration(content: self) }
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { ModifiedWidgetConfiguration(content: self) }
    /// The description shown in the widget gallery (not drawn in a snapshot).
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration { ModifiedWidgetConfiguration(content: self) }
    public func description(_ description: Text) -> some WidgetConfiguration { ModifiedWidgetConfiguration(content: self) }
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { ModifiedWidgetConfiguration(content: self) }
    /// The families the widget offers.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { ModifiedWidgetConfiguration(content: self) }
    /// Accepted: a snapshot draws the views, not the widget's margins.
    public func contentMarginsDisabled() -> some WidgetConfiguration { ModifiedWidgetConfiguration(content: self) }
    /// Accepted: a snapshot has no background URL sessions.
    public func onBackgroundURLSessionEvents(matching: String? = nil, _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self)
    }
}

/// A widget whose entries come from a ``TimelineProvider`` (WidgetKit's `StaticConfiguration`).
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public typealias Body = Never
    /// The widget's kind, as `WidgetCenter` names it.
    public let kind: String
    /// The view of an entry.
    public let content: (any TimelineEntry) -> Content

    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        self.content = { content($0 as! Provider.Entry) }
    }
}

/// Gives a configurable widget its entries for the intent the user configured it with
/// (WidgetKit's `IntentTimelineProvider`, the SiriKit form before AppIntents).
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    // Without `@Sendable` on the completions, as `TimelineProvider`'s (apps write them so).
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget the user configures with a SiriKit intent (WidgetKit's `IntentConfiguration`).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public typealias Body = Never
    /// The widget's kind, as `WidgetCenter` names it.
    public let kind: String
    /// The view of an entry.
    public let content: (any TimelineEntry) -> Content

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        self.kind = kind
        self.content = { content($0 as! Provider.Entry) }
    }
}

/// Gives a widget its entries for the App Intent the user configured it with (WidgetKit's
/// `AppIntentTimelineProvider`, iOS 17). WidgetKit's system calls it on a device; a test may
/// call it itself and render the entries' views.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// The configurations offered where widgets cannot be edited (watchOS): none by default.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured widget configuration (WidgetKit's `AppIntentRecommendation`).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: Text
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }
    public init(intent: Intent, description: some StringProtocol) {
        self.init(intent: intent, description: Text(description))
    }
    public init(intent: Intent, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }
}

/// A widget the user configures with an App Intent (WidgetKit's `AppIntentConfiguration`, iOS 17).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public typealias Body = Never
    /// The widget's kind, as `WidgetCenter` names it.
    public let kind: String
    /// The view of an entry.
    public let content: (any TimelineEntry) -> Content

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        self.kind = kind
        self.content = { content($0 as! Provider.Entry) }
    }
}

/// A widget (WidgetKit's `Widget`).
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Widget {
    /// Does nothing: Proofsheet renders views, it does not run widget extensions.
    public static func main() {}
}

/// A set of widgets (WidgetKit's `WidgetBundle`).
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// Does nothing: Proofsheet renders views, it does not run widget extensions.
    public static func main() {}
}

/// Several widgets, as a bundle lists them.
public struct TupleWidget<each Content: Widget>: Widget {
    public typealias Body = Never
    public init() { fatalError("TupleWidget is made by WidgetBundleBuilder") }
    nonisolated init(_ value: repeat each Content) {}
    public var body: Never { fatalError("TupleWidget is a built-in widget") }
}

extension Never: Widget {
    public init() { fatalError("Never has no value") }
}

/// Builds a bundle's widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> TupleWidget<repeat each Content> {
        TupleWidget(repeat each content)
    }
    public static func buildOptional<Content: Widget>(_ content: Content?) -> Content? { content }
    public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> Content { content }
}

extension Optional: Widget where Wrapped: Widget {
    public typealias Body = Never
    public init() { self = .none }
    public var body: Never { fatalError("Optional is a built-in widget") }
}

/// The preview setting of a widget family (WidgetKit's `WidgetPreviewContext`), for
/// `previewContext(_:)`.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

/// A configured widget (WidgetKit's `WidgetInfo`).
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
}

/// Reloads widgets' timelines (WidgetKit's `WidgetCenter`): nothing to reload in a snapshot.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    private init() {}
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func invalidateConfigurationRecommendations() {}
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

extension View {
    /// Accepted: the URL a tap on the widget opens (a snapshot is not tapped).
    public func widgetURL(_ url: URL?) -> some View { self }
    /// Accepted: in a snapshot every widget is drawn in full colour.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    /// Accepted: a snapshot draws the widget, not its label.
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    /// Accepted: a snapshot does not move content between states.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
