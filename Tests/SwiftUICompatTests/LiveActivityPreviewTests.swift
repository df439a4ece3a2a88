import ActivityKit
import Foundation
import ProofRender
import ProofUI
import Testing
import WidgetKit

/// A delivery's Live Activity, as apps declare one: attributes, a content state and the
/// widget's `ActivityConfiguration` (Lock Screen view and Dynamic Island).
struct DeliveryActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        static let soon = ContentState(minutesLeft: 5)
        static let later = ContentState(minutesLeft: 25)
    }
    var orderNumber: Int
    static let preview = DeliveryActivityAttributes(orderNumber: 42)
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryActivityAttributes.self) { context in
            Text(verbatim: "Order \(context.attributes.orderNumber): \(context.state.minutesLeft) min")
                .padding()
                .background(Color(red: 0, green: 0.5, blue: 0))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(verbatim: "Order") }
            } compactLeading: {
                Text(verbatim: "\(context.state.minutesLeft)")
            } compactTrailing: {
                Text(verbatim: "min")
            } minimal: {
                Text(verbatim: "\(context.state.minutesLeft)")
            }
        }
        .configurationDisplayName("Delivery")
    }
}

/// What iOS 17's `#Preview(_:as:using:widget:contentStates:)` declares (as at the end of this
/// file, which compiles only if the macro expands): the Lock Screen presentation of each
/// content state, with the preview's attributes.
@MainActor @Suite struct LiveActivityPreviewTests {
    @Test func theContentPresentationDrawsEachStateWithTheAttributes() async throws {
        let views = await PreviewActivities.views(viewKind: .content, using: DeliveryActivityAttributes.preview, widget: { DeliveryLiveActivity() }) {
            DeliveryActivityAttributes.ContentState.soon
            DeliveryActivityAttributes.ContentState.later
        }
        #expect(views.count == 2)
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let first = try Renderer().render(views[0], in: environment, size: .fixed(width: 300, height: 60))
        #expect(first.textDescription.contains("\"Order 42: 5 min\""))
        #expect(first.bitmap[150, 8] == RGBA8(r: 0, g: 128, b: 0), "the Lock Screen view's own background, in its top padding")
        #expect(first.bitmap[1, 1] == RGBA8(r: 255, g: 255, b: 255), "the view is centred, not stretched to the render")
        let second = try Renderer().render(views[1], in: environment, size: .fixed(width: 300, height: 60))
        #expect(second.textDescription.contains("\"Order 42: 25 min\""))
    }

    /// The Dynamic Island's presentations are laid out by the system around the camera
    /// (undocumented): no views, rather than a guess.
    @Test func dynamicIslandPresentationsGiveNoViews() async {
        let views = await PreviewActivities.views(viewKind: .dynamicIsland(.compact), using: DeliveryActivityAttributes.preview,
                                                  widget: { DeliveryLiveActivity() }) {
            DeliveryActivityAttributes.ContentState.soon
        }
        #expect(views.isEmpty)
    }
}

#Preview("Lock Screen", as: .content, using: DeliveryActivityAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryActivityAttributes.ContentState.soon
    DeliveryActivityAttributes.ContentState.later
}
