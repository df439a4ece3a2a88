import SwiftSyntax
import SwiftSyntaxMacros

/// WidgetKit's `#Preview(as: .systemSmall) { Widget() } timeline: { Entry() }` (and its
/// `timelineProvider:` forms; with `contentStates:`, a Live Activity's preview, a
/// `WidgetKit.DeclaredActivityPreview`): a type conforming to `WidgetKit.DeclaredWidgetPreview`, holding
/// the preview's name and family, the widget and the entries (the timeline's statements under
/// `PreviewTimelineBuilder`, or the provider's timeline asked for the family).
public struct WidgetPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        func argument(_ label: String) -> ExprSyntax? {
            node.arguments.first { $0.label?.text == label }?.expression
                ?? node.additionalTrailingClosures.first { $0.label.text == label }.map { ExprSyntax($0.closure) }
        }
        /// A closure's statements as a body; another expression called.
        func body(_ expression: ExprSyntax) -> String {
            if let closure = expression.as(ClosureExprSyntax.self) { return closure.statements.trimmedDescription }
            return "(\(expression.trimmedDescription))()"
        }
        let name = node.arguments.first { $0.label == nil }.map { $0.expression.trimmedDescription } ?? "nil"
        if let states = argument("contentStates"), let kind = argument("as"), let attributes = argument("using"),
           let widget = argument("widget") ?? node.trailingClosure.map(ExprSyntax.init) {
            let typeName = context.makeUniqueName("ActivityPreview")
            return [
                """
                struct \(typeName): WidgetKit.DeclaredActivityPreview {
                    static var name: String? { \(raw: name) }
                    @MainActor static func contentViews() async -> [WidgetKit.PreviewActivityView] {
                        await WidgetKit.PreviewActivities.views(viewKind: \(raw: kind.trimmedDescription), using: \(raw: attributes.trimmedDescription),
                                                                widget: { \(raw: body(widget)) }, contentStates: { \(raw: body(states)) })
                    }
                }
                """,
            ]
        }
        guard let family = argument("as"),
              let widget = argument("widget") ?? node.trailingClosure.map(ExprSyntax.init) else { return [] }
        let timeline: String
        if let entries = argument("timeline") {
            timeline = """
                @MainActor @WidgetKit.PreviewTimelineBuilder
                    static func makeTimeline() async -> [any WidgetKit.TimelineEntry] {
                        \(body(entries))
                    }
                """
        } else if let provider = argument("timelineProvider") {
            let intent = argument("using").map { "using: \($0.trimmedDescription), " } ?? ""
            timeline = """
                @MainActor static func makeTimeline() async -> [any WidgetKit.TimelineEntry] {
                        let provider = { \(body(provider)) }()
                        return await WidgetKit.PreviewTimelines.entries(of: provider, \(intent)family: family)
                    }
                """
        } else {
            return []
        }
        let typeName = context.makeUniqueName("WidgetPreview")
        return [
            """
            struct \(typeName): WidgetKit.DeclaredWidgetPreview {
                static var name: String? { \(raw: name) }
                static var family: WidgetKit.WidgetFamily { \(raw: family.trimmedDescription) }
                @MainActor static func makeWidget() -> any WidgetKit.Widget {
                    \(raw: body(widget))
                }
                \(raw: timeline)
            }
            """,
        ]
    }
}
