// `import ClockKit` on Linux, for watch apps' files that write it: complication data sources,
// descriptors, timeline entries and the SwiftUI templates. A snapshot has no watch face: no
// data source is ever asked for a timeline, and a template's SwiftUI view is an ordinary view
// a test can render itself (Docs/SwiftUI/Frameworks.md). Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's ClockKit is
// used.
@_exported import Foundation
@_exported import ProofUI

/// A complication's family (ClockKit's `CLKComplicationFamily`).
public enum CLKComplicationFamily: Int, CaseIterable, Sendable {
    case modularSmall = 0, modularLarge = 1, utilitarianSmall = 2, utilitarianLarge = 3, circularSmall = 4
    case utilitarianSmallFlat = 6, extraLarge = 7, graphicCorner = 8, graphicBezel = 9, graphicCircular = 10
    case graphicRectangular = 11, graphicExtraLarge = 12
}

/// Whether a complication shows its data on a locked watch (ClockKit's `CLKComplicationPrivacyBehavior`).
public enum CLKComplicationPrivacyBehavior: Int, Sendable { case showOnLockScreen, hideOnLockScreen }

/// How a complication animates between entries (ClockKit's `CLKComplicationTimelineAnimationBehavior`).
public enum CLKComplicationTimelineAnimationBehavior: Int, Sendable { case never, grouped, always }

/// A complication on a watch face (ClockKit's `CLKComplication`).
open class CLKComplication: NSObject {
    open var family: CLKComplicationFamily = .graphicCircular
    open var identifier: String = "default"
    open var userInfo: [AnyHashable: Any]?
    open var userActivity: NSUserActivity?
}

/// A kind of complication an app offers (ClockKit's `CLKComplicationDescriptor`).
open class CLKComplicationDescriptor: NSObject {
    public let identifier: String
    public let displayName: String
    public let supportedFamilies: [CLKComplicationFamily]
    public let userInfo: [AnyHashable: Any]?

    public init(identifier: String, displayName: String, supportedFamilies: [CLKComplicationFamily]) {
        self.identifier = identifier
        self.displayName = displayName
        self.supportedFamilies = supportedFamilies
        userInfo = nil
        super.init()
    }

    public init(identifier: String, displayName: String, supportedFamilies: [CLKComplicationFamily], userInfo: [AnyHashable: Any]) {
        self.identifier = identifier
        self.displayName = displayName
        self.supportedFamilies = supportedFamilies
        self.userInfo = userInfo
        super.init()
    }
}

/// A complication's layout (ClockKit's `CLKComplicationTemplate`).
open class CLKComplicationTemplate: NSObject {
    open var tintColor: UIColor?
}

/// A template showing one SwiftUI view in a circle (ClockKit's `CLKComplicationTemplateGraphicCircularView`).
public final class CLKComplicationTemplateGraphicCircularView<Content: View>: CLKComplicationTemplate {
    /// The view the template shows; render it to snapshot the complication.
    public final var content: Content
    public init(_ content: Content) { self.content = content }
}

/// A template showing one SwiftUI view in a corner (ClockKit's `CLKComplicationTemplateGraphicCornerCircularView`).
public final class CLKComplicationTemplateGraphicCornerCircularView<Content: View>: CLKComplicationTemplate {
    public final var content: Content
    public init(_ content: Content) { self.content = content }
}

/// A template showing one SwiftUI view in the rectangular slot (ClockKit's `CLKComplicationTemplateGraphicRectangularFullView`).
public final class CLKComplicationTemplateGraphicRectangularFullView<Content: View>: CLKComplicationTemplate {
    public final var content: Content
    public init(_ content: Content) { self.content = content }
}

/// A template showing one large circular SwiftUI view (ClockKit's `CLKComplicationTemplateGraphicExtraLargeCircularView`).
public final class CLKComplicationTemplateGraphicExtraLargeCircularView<Content: View>: CLKComplicationTemplate {
    public final var content: Content
    public init(_ content: Content) { self.content = content }
}

/// A template at a date (ClockKit's `CLKComplicationTimelineEntry`).
open class CLKComplicationTimelineEntry: NSObject {
    open var date: Date
    open var complicationTemplate: CLKComplicationTemplate
    open var timelineAnimationGroup: String?

    public init(date: Date, complicationTemplate: CLKComplicationTemplate) {
        self.date = date
        self.complicationTemplate = complicationTemplate
        super.init()
    }

    public init(date: Date, complicationTemplate: CLKComplicationTemplate, timelineAnimationGroup: String?) {
        self.date = date
        self.complicationTemplate = complicationTemplate
        self.timelineAnimationGroup = timelineAnimationGroup
        super.init()
    }
}

/// What gives ClockKit a complication's timeline (ClockKit's `CLKComplicationDataSource`);
/// only `getCurrentTimelineEntry` is required. Never asked here.
@MainActor @preconcurrency
public protocol CLKComplicationDataSource: NSObjectProtocol {
    func getCurrentTimelineEntry(for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTimelineEntry?) -> Void)
    func getComplicationDescriptors(handler: @escaping ([CLKComplicationDescriptor]) -> Void)
    func handleSharedComplicationDescriptors(_ complicationDescriptors: [CLKComplicationDescriptor])
    func getTimelineEndDate(for complication: CLKComplication, withHandler handler: @escaping (Date?) -> Void)
    func getPrivacyBehavior(for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationPrivacyBehavior) -> Void)
    func getTimelineEntries(for complication: CLKComplication, after date: Date, limit: Int,
                            withHandler handler: @escaping ([CLKComplicationTimelineEntry]?) -> Void)
    func getLocalizableSampleTemplate(for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTemplate?) -> Void)
}

extension CLKComplicationDataSource {
    public func getComplicationDescriptors(handler: @escaping ([CLKComplicationDescriptor]) -> Void) { handler([]) }
    public func handleSharedComplicationDescriptors(_ complicationDescriptors: [CLKComplicationDescriptor]) {}
    public func getTimelineEndDate(for complication: CLKComplication, withHandler handler: @escaping (Date?) -> Void) { handler(nil) }
    public func getPrivacyBehavior(for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationPrivacyBehavior) -> Void) {
        handler(.showOnLockScreen)
    }
    public func getTimelineEntries(for complication: CLKComplication, after date: Date, limit: Int,
                                   withHandler handler: @escaping ([CLKComplicationTimelineEntry]?) -> Void) { handler(nil) }
    public func getLocalizableSampleTemplate(for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTemplate?) -> Void) {
        handler(nil)
    }
}

/// The watch's complication server (ClockKit's `CLKComplicationServer`): no complications are active here.
open class CLKComplicationServer: NSObject {
    public static var sharedInstance: CLKComplicationServer { CLKComplicationServer() }
    open var activeComplications: [CLKComplication]? { [] }
    open func reloadTimeline(for complication: CLKComplication) {}
    open func extendTimeline(for complication: CLKComplication) {}
    open func reloadComplicationDescriptors() {}
}
