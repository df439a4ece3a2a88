// Live Activities' configurations (WidgetKit's `ActivityConfiguration`, `ActivityViewContext`,
// `DynamicIsland` and its regions), which a widget bundle lists. The system draws them on the
// Lock Screen and in the Dynamic Island, never in a snapshot: the configuration keeps its view
// builders, and the modifiers are accepted.
import ActivityKit
import Foundation

/// What a Live Activity's views receive (WidgetKit's `ActivityViewContext`).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String
}

/// A Live Activity's views (WidgetKit's `ActivityConfiguration`).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public typealias Body = Never
    let lockScreen: (ActivityViewContext<Attributes>) -> AnyView
    let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        lockScreen = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }
}

/// Where an expanded region sits (WidgetKit's `DynamicIslandExpandedRegionPosition`).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandExpandedRegion<Content: View> {
    public let position: DynamicIslandExpandedRegionPosition
    public let priority: Double
    let content: Content

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }

    /// Accepted: the island is drawn by the system.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion<Content> { self }
}

/// The regions of an expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedContent`).
public struct DynamicIslandExpandedContent<Content> {
    /// The regions, in the order written.
    public let regions: [(position: DynamicIslandExpandedRegionPosition, view: AnyView)]
}

/// Builds an expanded Dynamic Island's regions.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: [(region.position, AnyView(region.content))])
    }
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<AnyView>...) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: parts.flatMap(\.regions))
    }
    public static func buildOptional(_ part: DynamicIslandExpandedContent<AnyView>?) -> DynamicIslandExpandedContent<AnyView> {
        part ?? DynamicIslandExpandedContent(regions: [])
    }
    public static func buildEither(first: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> { first }
    public static func buildEither(second: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<AnyView> { second }
}

/// A Live Activity in the Dynamic Island (WidgetKit's `DynamicIsland`): its expanded regions
/// and compact and minimal views, kept.
public struct DynamicIsland {
    public let expanded: DynamicIslandExpandedContent<AnyView>
    public let compactLeading: AnyView
    public let compactTrailing: AnyView
    public let minimal: AnyView

    public init<CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<AnyView>,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        self.expanded = expanded()
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// Accepted: the system draws the island's outline.
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    /// Accepted: the system opens URLs.
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    /// Accepted.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// A Dynamic Island presentation (WidgetKit's `DynamicIslandMode`).
public struct DynamicIslandMode: Equatable, Sendable {
    let name: String
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let expanded = DynamicIslandMode(name: "expanded")
    public static let minimal = DynamicIslandMode(name: "minimal")
}

extension DynamicIsland {
    /// Where an expanded region's view goes when it is too wide for its place (WidgetKit's
    /// `DynamicIsland.ExpandedRegionVerticalPlacement`).
    public struct ExpandedRegionVerticalPlacement: Hashable, Sendable {
        let name: String
        /// Below the TrueDepth camera when the view is too wide beside it.
        public static let belowIfTooWide = ExpandedRegionVerticalPlacement(name: "belowIfTooWide")
    }
}

nonisolated extension View {
    /// Where this expanded region's view goes in the Dynamic Island: accepted (the system lays
    /// the island out).
    public func dynamicIsland(verticalPlacement: DynamicIsland.ExpandedRegionVerticalPlacement) -> some View { self }

    /// The Lock Screen background of a Live Activity: accepted (the system draws it).
    public func activityBackgroundTint(_ color: Color?) -> some View { self }
    /// The colour of the Lock Screen's system action button: accepted.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}
