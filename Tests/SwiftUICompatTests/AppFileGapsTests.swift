import Foundation
import MapKit
import ProofRender
import ProofTesting
import Testing
import UserNotifications

/// A text view wrapped for SwiftUI that asks whether it is focused, as real representables do.
private final class FocusProbeTextView: UITextView {
    var asked: [Bool] = []
    func probe() { asked.append(isFirstResponder) }
}

/// An annotation view that resets itself when reused, as MapKit apps write them.
private final class ResettingAnnotationView: MKAnnotationView {
    var resets = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
        image = nil
    }
}

/// UIKit, MapKit, UserNotifications and Foundation members real app files use, with the
/// behaviour a snapshot gives them.
@MainActor @Suite struct AppFileGapsTests {
    /// Views and view controllers are responders, as in UIKit; nothing is focused in a snapshot.
    @Test func viewsAreRespondersAndNoneIsFirst() {
        let textView = FocusProbeTextView()
        textView.probe()
        #expect(textView.asked == [false])
        #expect(textView.becomeFirstResponder() == false)
        #expect(textView.resignFirstResponder() == true)
        let responders: [UIResponder] = [UIView(), UITextField(), UIViewController(), UINavigationController()]
        #expect(responders.allSatisfy { !$0.isFirstResponder && !$0.canBecomeFirstResponder && $0.next == nil })
        #expect(UIView().frame == .zero, "UIView() is init(frame: .zero)")
    }

    /// A snapshot has no home screen: alternate icons are unsupported, and asking for one
    /// reports the error iOS reports where they are (`featureUnsupported`).
    @Test func alternateIconsAreUnsupported() async throws {
        let application = UIApplication.shared
        #expect(application.supportsAlternateIcons == false)
        #expect(application.alternateIconName == nil)
        let reported = Reported()
        application.setAlternateIconName("Dark") { error in reported.code = (error as? CocoaError)?.code }
        #expect(reported.code == .featureUnsupported)
        await #expect(throws: CocoaError(.featureUnsupported)) { try await application.setAlternateIconName(nil) }
    }

    /// The deprecated keyboard name is the ASCII keyboard; content types keep their names.
    @Test func keyboardAndContentTypeNames() {
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIKeyboardType.alphabet.rawValue == 1)
        #expect(UITextContentType.dateTime.rawValue == "dateTime")
        #expect(UITextContentType.flightNumber != UITextContentType.shipmentTrackingNumber)
        #expect(UITextField.appearance().clearButtonMode == .never)
    }

    /// An annotation view's `prepareForReuse` is overridable and calls through to MapKit's,
    /// which does nothing; `setSelected(_:animated:)` selects.
    @Test func annotationViewsPrepareForReuse() {
        let view = ResettingAnnotationView(annotation: nil, reuseIdentifier: "stop")
        view.image = UIImage()
        view.prepareForReuse()
        #expect(view.resets == 1 && view.image == nil)
        view.setSelected(true, animated: false)
        #expect(view.isSelected)
    }

    /// A date picker keeps what a representable sets on it.
    @Test func datePickerKeepsItsConfiguration() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic && picker.minuteInterval == 1)
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        let noon = Date(timeIntervalSince1970: 43_200)
        picker.setDate(noon, animated: true)
        #expect(picker.date == noon && picker.datePickerStyle == .wheels)
        UIDatePicker.appearance().minuteInterval = 5
        #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3 && UIDatePickerStyle.inline.rawValue == 3)
    }

    /// A tab bar controller selects as UIKit documents: a new set of controllers keeps the
    /// selected one, else the same index, else the first; a controller not among them is ignored.
    @Test func tabBarControllerSelection() {
        let tabs = UITabBarController()
        #expect(tabs.selectedViewController == nil)
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        tabs.viewControllers = [a, b, c]
        #expect(tabs.selectedViewController === a && tabs.selectedIndex == 0)
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === c)
        tabs.viewControllers = [c, a]
        #expect(tabs.selectedViewController === c && tabs.selectedIndex == 0, "the selected controller is kept")
        tabs.selectedIndex = 1
        let d = UIViewController(), e = UIViewController()
        tabs.viewControllers = [d, e, b]
        #expect(tabs.selectedViewController === e, "the same index when the selected one is gone")
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedViewController === e, "a controller not among the tabs is ignored")
        tabs.viewControllers = [a]
        #expect(tabs.selectedViewController === a, "the first when the index is out of range")
        let root: UIViewController = tabs
        #expect((root as? UITabBarController)?.selectedViewController === a)
    }

    /// Recognizers attach to one view at a time; none recognizes in a snapshot.
    @Test func gestureRecognizersAttachToViews() {
        let view = UIView(), other = UIView()
        #expect(view.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
        other.addGestureRecognizer(tap)
        #expect(tap.view === other && view.gestureRecognizers == nil, "moved, as in UIKit")
        other.removeGestureRecognizer(tap)
        #expect(tap.view == nil && other.gestureRecognizers == nil)
        #expect(tap.state == .possible && UIGestureRecognizer.State.recognized == .ended)
        #expect(UINavigationController().interactivePopGestureRecognizer != nil)
        #expect(UISwipeGestureRecognizer().direction == .right)
    }

    /// UIKit's sizing defaults: `sizeThatFits` answers the current size; no intrinsic size.
    @Test func viewSizingDefaults() {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 12))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 12))
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    /// `isKind(of:)` on an `any MKAnnotation` answers by the annotation's class.
    @Test func annotationsAnswerIsKind() {
        let stop: any MKAnnotation = StopAnnotation()
        #expect(stop.isKind(of: StopAnnotation.self) && stop.isKind(of: MKPointAnnotation.self))
        #expect(!stop.isKind(of: MKUserLocation.self))
        #expect(stop.isMember(of: StopAnnotation.self) && !stop.isMember(of: MKPointAnnotation.self))
    }

    /// The call ringtone is a sound of its own, beside the default one.
    @Test func defaultRingtoneIsASound() {
        #expect(UNNotificationSound.defaultRingtone !== UNNotificationSound.default)
    }

    /// `Measurement.FormatStyle.attributed` writes the same text as the plain style.
    @Test func attributedMeasurementStyleWritesThePlainText() {
        let distance = Measurement(value: 1250, unit: UnitLength.meters)
        let attributed = distance.formatted(.measurement(width: .abbreviated).attributed)
        #expect(String(attributed.characters) == "1,250 m")
        #expect(String(attributed.characters) == distance.formatted(.measurement(width: .abbreviated)))
    }
}

/// A point annotation subclass, as map apps declare their pins.
private final class StopAnnotation: MKPointAnnotation {}

/// What a completion handler reported (the handler is `@Sendable`).
private final class Reported: @unchecked Sendable {
    var code: CocoaError.Code?
}

/// SwiftUI initialisers real app files use that ProofUI lacked.
@MainActor @Suite struct AppFileSwiftUIGapsTests {
    func text<V: View>(_ view: V) throws -> String {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        return try Renderer().render(view, in: environment, size: .fixed(width: 200, height: 300)).textDescription
    }

    /// A list over data with multiple selection draws one row per element (selection is not drawn).
    @Test func listWithMultipleSelectionDrawsItsRows() throws {
        let names = ["Michael", "Brody", "Rebecca"]
        let byID = try text(List(names, id: \.self, selection: .constant(Set<String>())) { Text($0) })
        #expect(names.allSatisfy { byID.contains("\"\($0)\"") })
        let identifiable = try text(List(names.map(Row.init), selection: .constant(Set<String>())) { Text($0.id) })
        #expect(names.allSatisfy { identifiable.contains("\"\($0)\"") })
    }

    /// A text field labelled by any view draws its prompt; iOS does not draw the label.
    @Test func textFieldWithAViewLabelDrawsThePrompt() throws {
        let field = TextField(text: .constant(""), prompt: Text("Set a status")) {
            HStack { Text("Status label") }
        }
        let description = try text(field)
        #expect(description.contains("Set a status"))
        #expect(!description.contains("Status label"))
        let vertical = try text(TextField(text: .constant("Hello"), axis: .vertical) { Text("Unused") })
        #expect(vertical.contains("\"Hello\"") && !vertical.contains("Unused"))
    }

    /// `Animation.spring(_:)` takes a `Spring`; a snapshot shows the settled state, as for every spring.
    @Test func springAnimationFromASpring() {
        #expect(Animation.spring(.bouncy) == .spring)
        #expect(Animation.spring(Spring(), blendDuration: 0.2) == .spring)
    }
}

private struct Row: Identifiable {
    let id: String
}
