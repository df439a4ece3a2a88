import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// SwiftUI and UIKit API that a sixth set of real apps used and ProofUI lacked (hidden tabs, tab
/// titles as strings with values, a view's layer class, UIKit's presentation flags, quick
/// actions, vibrancy styles, password rules, fitting sizes, pinch anchors): each compiles as
/// Apple declares it and draws as documented, or changes nothing drawn.
@MainActor @Suite struct SixthAppSetGapsTests {
    enum Section: Hashable { case feed, search, settings }

    @Test func aHiddenTabLeavesTheTabBar() throws {
        let compact = true
        let withHidden = TabView(selection: .constant(Section.feed)) {
            Tab("Feed", systemImage: "house", value: Section.feed) { Text("Feed") }
            Tab("Search", systemImage: "magnifyingglass", value: Section.search) { Text("Search") }.hidden(compact)
            Tab("Settings", systemImage: "gear", value: Section.settings) { Text("Settings") }
        }
        let without = TabView(selection: .constant(Section.feed)) {
            Tab("Feed", systemImage: "house", value: Section.feed) { Text("Feed") }
            Tab("Settings", systemImage: "gear", value: Section.settings) { Text("Settings") }
        }
        #expect(try describe(withHidden, width: 390, height: 300) == describe(without, width: 390, height: 300))
        // Shown again, it is back in the bar.
        let shown = TabView(selection: .constant(Section.feed)) {
            Tab("Feed", systemImage: "house", value: Section.feed) { Text("Feed") }
            Tab("Search", systemImage: "magnifyingglass", value: Section.search) { Text("Search") }.hidden(false)
        }
        #expect(try describe(shown, width: 390, height: 300).contains("Search"))
    }

    @Test func aTabTitledWithAStringIsTheSameAsWithAKey() throws {
        let title: String = "Feed"
        let fromString = TabView(selection: .constant(Section.feed)) {
            Tab(title, systemImage: "house", value: Section.feed) { Text("Content") }
        }
        let fromKey = TabView(selection: .constant(Section.feed)) {
            Tab("Feed", systemImage: "house", value: Section.feed) { Text("Content") }
        }
        #expect(try describe(fromString, width: 390, height: 300) == describe(fromKey, width: 390, height: 300))
    }

    @Test func aViewsLayerIsOfItsLayerClass() {
        final class Particles: UIView {
            override class var layerClass: AnyClass { CAEmitterLayer.self }
        }
        #expect(Particles().layer is CAEmitterLayer)
        #expect(!(UIView().layer is CAEmitterLayer))
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    }

    @Test func uiKitPresentationShortcutsAndTextInputNames() {
        let controller = UIViewController()
        #expect(!controller.isBeingPresented && !controller.isBeingDismissed && !controller.isMovingToParent && !controller.isMovingFromParent)

        let item = UIApplicationShortcutItem(type: "new", localizedTitle: "New note", localizedSubtitle: "Blank",
                                             icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"), userInfo: ["id": 1])
        #expect(item.type == "new" && item.localizedTitle == "New note" && item.localizedSubtitle == "Blank" && item.icon != nil)
        #expect(item.userInfo?["id"] as? Int == 1)
        let mutable = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
        mutable.localizedTitle = "B"
        mutable.icon = UIApplicationShortcutIcon(type: .compose)
        #expect(mutable.localizedTitle == "B" && mutable.icon != nil && mutable.localizedSubtitle == nil)
        let application = UIApplication.shared
        application.shortcutItems = [item, mutable]
        application.registerForRemoteNotifications()
        #expect(application.shortcutItems?.count == 2 && !application.isRegisteredForRemoteNotifications)

        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel).style == .secondaryLabel)
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial)).style == .label)

        let field = UITextField()
        field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; minlength: 12;")
        #expect(field.passwordRules?.passwordRulesDescriptor == "required: upper; minlength: 12;")
        #expect(UIImagePickerController.InfoKey.mediaURL.rawValue == "UIImagePickerControllerMediaURL")
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
    }

    @Test func fittingSizesAreUIKitsAndFitAsSizeThatFits() {
        final class Badge: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: min(size.width, 80), height: 24) }
        }
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(UIView.layoutFittingExpandedSize.width == .greatestFiniteMagnitude)
        let badge = Badge()
        #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 0, height: 24))
        #expect(badge.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 80, height: 24))
    }

    @Test func aPinchStartsAtTheCentreUntilTold() {
        let value = MagnifyGesture.Value()
        #expect(value.startAnchor == .center && value.magnification == 1 && value.velocity == 0)
    }
}

/// Foundation's `RelativeDateTimeFormatter`, which Linux lacks, writes as Foundation's relative
/// date style does, in en_US.
@Suite struct RelativeDateTimeFormatterTests {
    @Test func eachStyleWritesTheLargestUnit() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let formatter = RelativeDateTimeFormatter()
        #expect(formatter.localizedString(for: now.addingTimeInterval(-5400), relativeTo: now) == "2 hours ago")
        #expect(formatter.localizedString(for: now.addingTimeInterval(5), relativeTo: now) == "in 5 seconds")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "1 day ago")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
        #expect(formatter.localizedString(for: now, relativeTo: now) == "now")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: now.addingTimeInterval(-5400), relativeTo: now) == "2 hr. ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: now.addingTimeInterval(691_200), relativeTo: now) == "in 1w")
        #expect(formatter.string(for: "not a date") == nil)
        #expect(formatter.localizedString(from: DateComponents(day: 3)) == "in 3d")
    }
}

/// A share extension's controller reads its host's items, and a 3D transform projects a view.
@MainActor @Suite struct ExtensionContextAndProjectionTests {
    @Test func anExtensionHasNoHostItemsInASnapshot() {
        final class ShareViewController: UIViewController {}
        let controller = ShareViewController()
        #expect(controller.extensionContext == nil)
        let item = NSExtensionItem()
        item.attachments = [NSItemProvider(object: "text" as NSString)]
        #expect(item.attachments?.count == 1 && NSExtensionContext().inputItems.isEmpty)
    }

    @Test func aProjectionFromA3DTransformKeepsItsXYAndPerspectiveParts() {
        var transform = CATransform3DIdentity
        transform.m11 = 0.5
        transform.m14 = -1 / 500
        transform.m41 = 10
        // The z row and column act on z, which is 0 in the view's plane: they drop out.
        transform.m34 = 0.25
        transform.m33 = 3
        let projection = ProjectionTransform(transform)
        #expect(projection.m11 == 0.5 && projection.m13 == -1 / 500 && projection.m31 == 10 && projection.m33 == 1)
        #expect(projection.m23 == 0 && projection.m22 == 1)
        #expect(ProjectionTransform(CATransform3DIdentity).isIdentity)
    }
}
