// Widget previews (WidgetKit's `#Preview(_:as:widget:timeline:)` and its timeline-provider
// forms, iOS 17): a preview declares a type a test can render, its entries' views in its
// family, as Xcode's canvas shows them (without the canvas's widget frame and stepping).

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
    /// The configuration that draws this widget's entries.
    var entryConfiguration: (any EntryDrawingConfiguration)? { body as? any EntryDrawingConfiguration }
}

/// A widget configuration that draws entries: WidgetKit's built-in ones and their modified forms.
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

extension ModifiedWidgetConfiguration: EntryDrawingConfiguration {
    func entryView(_ entry: any TimelineEntry) -> AnyView? { (content as? any EntryDrawingConfiguration)?.entryView(entry) }
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
#endif
