// Widget previews (WidgetKit's `#Preview(_:as:widget:timeline:)` and its timeline-provider
// forms, iOS 17): a preview declares a type a test can render, its entries' views in its
// family, as Xcode's canvas shows them (without the canvas's widget frame and stepping); a
// Live Activity's `#Preview(_:as:using:widget:contentStates:)` declares one whose views are its
// Lock Screen presentation for each content state.
import ActivityKit

/// Builds a widget preview's entries (WidgetKit's `PreviewTimelineBuilder`).
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ expression: some TimelineEntry) -> [any TimelineEntry] { [expression] }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    /// An empty timeline.
    public static func buildBlock() -> [any TimelineEntry] { [] }
}

/// What a widget `#Preview` declares: its name, family, widget and entries. Render it with
/// ``entryViews()``.
@MainActor @preconcurrency
public protocol DeclaredWidgetPreview {
    static var name: String? { get }
    static var family: WidgetFamily { get }
    static func makeWidget() -> any Widget
    static func makeTimeline() async -> [any TimelineEntry]
}

extension DeclaredWidgetPreview {
    /// The view of each of the preview's entries, as the widget's configuration draws it, in
    /// the preview's family (`widgetFamily` in its environment). Empty when the widget's
    /// configuration draws no entries (a configuration of its own kind).
    public static func entryViews() async -> [AnyView] {
        let configuration = makeWidget().entryConfiguration
        let family = family
        return await makeTimeline().compactMap { entry in
            configuration?.entryView(entry).map { AnyView($0.environment(\.widgetFamily, family)) }
        }
    }
}

extension Widget {
    /// The configuration the body's modifiers (`supportedFamilies`, `configurationDisplayName`…)
    /// wrap: the one that draws.
    var unmodifiedConfiguration: any WidgetConfiguration {
        var configuration: any WidgetConfiguration = body
        while let modified = configuration as? any ModifyingWidgetConfiguration { configuration = modified.modifiedConfiguration }
        return configuration
    }

    /// The configuration that draws this widget's entries.
    var entryConfiguration: (any EntryDrawingConfiguration)? { unmodifiedConfiguration as? any EntryDrawingConfiguration }
}

/// A widget configuration that draws entries: WidgetKit's built-in ones.
@MainActor
protocol EntryDrawingConfiguration {
    func entryView(_ entry: any TimelineEntry) -> AnyView?
}

extension StaticConfiguration: EntryDrawingConfiguration {
    func entryView(_ entry: any TimelineEntry) -> AnyView? { AnyView(content(entry)) }
}

extension IntentConfiguration: EntryDrawingConfiguration {
    func entryView(_ entry: any TimelineEntry) -> AnyView? { AnyView(content(entry)) }
}

extension AppIntentConfiguration: EntryDrawingConfiguration {
    func entryView(_ entry: any TimelineEntry) -> AnyView? { AnyView(content(entry)) }
}

/// A provider's entries, handed from its completion handler to the preview that asked: the
/// provider gives them up (WidgetKit's entries need not be `Sendable`).
private struct ProvidedEntries: @unchecked Sendable {
    let entries: [any TimelineEntry]
}

/// The entries of a preview's timeline provider, asked as WidgetKit asks it for a preview.
public enum PreviewTimelines {
    /// The timeline of a static provider.
    public static func entries<Provider: TimelineProvider>(of provider: Provider, family: WidgetFamily) async -> [any TimelineEntry] {
        await withCheckedContinuation { (continuation: CheckedContinuation<ProvidedEntries, Never>) in
            provider.getTimeline(in: TimelineProviderContext(family: family)) { continuation.resume(returning: ProvidedEntries(entries: $0.entries)) }
        }.entries
    }

    /// The timeline of an App Intent provider, for the preview's intent.
    public static func entries<Provider: AppIntentTimelineProvider>(of provider: Provider, using intent: Provider.Intent,
                                                                    family: WidgetFamily) async -> [any TimelineEntry] {
        await provider.timeline(for: intent, in: TimelineProviderContext(family: family)).entries
    }

    /// The timeline of a SiriKit intent provider, for the preview's intent.
    public static func entries<Provider: IntentTimelineProvider>(of provider: Provider, using intent: Provider.Intent,
                                                                 family: WidgetFamily) async -> [any TimelineEntry] {
        await withCheckedContinuation { (continuation: CheckedContinuation<ProvidedEntries, Never>) in
            provider.getTimeline(for: intent, in: TimelineProviderContext(family: family)) {
                continuation.resume(returning: ProvidedEntries(entries: $0.entries))
            }
        }.entries
    }
}

/// Builds a Live Activity preview's content states (WidgetKit's `PreviewActivityBuilder`).
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ expression: A.ContentState) -> [A.ContentState] { [expression] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
    /// No content states.
    public static func buildBlock() -> [A.ContentState] { [] }
}

/// What a Live Activity `#Preview` declares: its name and the views of its content states.
@MainActor @preconcurrency
public protocol DeclaredActivityPreview {
    static var name: String? { get }
    /// The preview's views, one per content state, as ``PreviewActivities/views(viewKind:using:widget:contentStates:)`` draws them.
    static func contentViews() async -> [PreviewActivityView]
}

/// A view of a Live Activity preview (the name its `#Preview` expansion uses).
public typealias PreviewActivityView = AnyView

/// Live Activity previews' views.
public enum PreviewActivities {
    /// The views of a Live Activity preview: for `.content`, the Lock Screen presentation of
    /// the widget's `ActivityConfiguration` for each content state, with `attributes`, not stale
    /// (the banner's platter, margins and background are the system's and not drawn). The
    /// Dynamic Island's presentations are laid out by the system around the camera, which is
    /// not documented: they give no views. No views either when the widget's configuration is
    /// not an activity configuration for `Attributes`.
    @MainActor
    public static func views<Attributes: ActivityAttributes, W: Widget>(
        viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: () -> W,
        @PreviewActivityBuilder<Attributes> contentStates: @MainActor () async -> [Attributes.ContentState]
    ) async -> [AnyView] {
        guard viewKind == .content, let configuration = widget().unmodifiedConfiguration as? ActivityConfiguration<Attributes> else {
            return []
        }
        return await contentStates().map {
            configuration.lockScreen(ActivityViewContext(attributes: attributes, state: $0, isStale: false, activityID: "preview"))
        }
    }
}

/// A widget configuration made by a modifier, holding the configuration it modifies.
@MainActor
protocol ModifyingWidgetConfiguration {
    var modifiedConfiguration: any WidgetConfiguration { get }
}

extension ModifiedWidgetConfiguration: ModifyingWidgetConfiguration {
    var modifiedConfiguration: any WidgetConfiguration { content }
}

#if Previews
/// A preview of a widget's entries (WidgetKit's `#Preview(_:as:widget:timeline:)`).
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry])
    = #externalMacro(module: "ProofUIMacros", type: "WidgetPreviewMacro")

/// A preview of a static widget with its provider's timeline (WidgetKit's `#Preview(_:as:widget:timelineProvider:)`).
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                                            timelineProvider: @escaping () -> Provider)
    = #externalMacro(module: "ProofUIMacros", type: "WidgetPreviewMacro")

/// A preview of an App Intent widget with its provider's timeline for an intent.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
                                                                     widget: @escaping () -> W, timelineProvider: @escaping () -> Provider)
    = #externalMacro(module: "ProofUIMacros", type: "WidgetPreviewMacro")

/// A preview of a SiriKit intent widget with its provider's timeline for an intent.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
                                                                  widget: @escaping () -> W, timelineProvider: @escaping () -> Provider)
    = #externalMacro(module: "ProofUIMacros", type: "WidgetPreviewMacro")
/// A preview of a Live Activity's presentations for content states (WidgetKit's
/// `#Preview(_:as:using:widget:contentStates:)`): render it with its type's `contentViews()`.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
                                                                 widget: @escaping () -> W,
                                                                 @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState])
    = #externalMacro(module: "ProofUIMacros", type: "WidgetPreviewMacro")
#endif
