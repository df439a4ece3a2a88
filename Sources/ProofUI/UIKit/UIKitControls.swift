// Status: accepted and ignored — UIKit's controls and view controllers compile; a representable is drawn as an empty frame, noted.

// UIKit's controls and view controllers that SwiftUI apps wrap in
// `UIViewRepresentable` / `UIViewControllerRepresentable` (search bars, text fields, labels,
// activity indicators, share sheets, image pickers): they compile, and a representable is
// drawn as an empty frame noted in the description, as every UIKit view is.

/// A UIKit control (UIKit's `UIControl`): its state and events.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
    }

    /// What a control reports (accepted: nothing is sent in a snapshot).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
}

/// The rules a suggested strong password follows (UIKit's `UITextInputPasswordRules`), as
/// AutoFill reads them (`"required: upper; minlength: 12;"`): kept, as no keyboard is drawn.
nonisolated open class UITextInputPasswordRules: @unchecked Sendable {
    /// The rules as written.
    public let passwordRulesDescriptor: String

    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
    }
}

/// A line of UIKit text (UIKit's `UILabel`).
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
}

/// A UIKit button (UIKit's `UIButton`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of system button.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { nil }
}

/// A UIKit image view (UIKit's `UIImageView`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    open var contentMode = ContentMode.scaleToFill

    /// How the image fills the view.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// How a line of UIKit text is aligned (UIKit's `NSTextAlignment`).
nonisolated public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// A UIKit text field (UIKit's `UITextField`).
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The border of a text field.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var keyboardType = UIKeyboardType.default
    /// The label of the keyboard's return key (accepted: no keyboard is drawn).
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    open var clearButtonMode = UITextField.ViewMode.never
    /// Whether the keyboard suggests corrections (kept: no keyboard is drawn).
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether misspellings are marked (kept).
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Whether the keyboard shows its prediction inline (iOS 17; kept: no keyboard is drawn).
    open var inlinePredictionType = UITextInlinePredictionType.default
    /// Typing's smart punctuation and spacing (kept: nothing is typed in a snapshot).
    open var smartDashesType = UITextSmartDashesType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    /// The rules of a strong password AutoFill would suggest (kept: no keyboard is drawn).
    open var passwordRules: UITextInputPasswordRules?
    open weak var delegate: (any UITextFieldDelegate)?
    /// The view shown in place of the keyboard while the field edits (kept; a snapshot shows
    /// no keyboard).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// The view shown above the keyboard while the field edits (kept).
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?

    /// When an accessory view shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    @discardableResult open override func becomeFirstResponder() -> Bool { false }
    @discardableResult open override func resignFirstResponder() -> Bool { true }

    /// The appearance proxy of the class: what is set on it is accepted and not drawn (a
    /// snapshot draws SwiftUI's `TextField`).
    open override class func appearance() -> UITextField { UITextField() }
}

/// Whether the keyboard suggests corrections (UIKit's `UITextAutocorrectionType`).
nonisolated public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Whether typing `--` makes a dash (UIKit's `UITextSmartDashesType`).
nonisolated public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }

/// Whether typed quotes become curly ones (UIKit's `UITextSmartQuotesType`).
nonisolated public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }

/// Whether spaces are added and removed around pasted words (UIKit's
/// `UITextSmartInsertDeleteType`).
nonisolated public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// Whether the keyboard shows its prediction inline, in the text (UIKit's
/// `UITextInlinePredictionType`, iOS 17).
nonisolated public enum UITextInlinePredictionType: Int, Sendable { case `default`, no, yes }

/// Whether misspellings are marked (UIKit's `UITextSpellCheckingType`).
nonisolated public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// What a text field tells its delegate (UIKit's `UITextFieldDelegate`): every method is
/// optional; none is called in a snapshot.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {}

/// A UIKit search field (UIKit's `UISearchBar`).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The look of a search bar.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var searchBarStyle = Style.default
    open var showsCancelButton = false
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var keyboardType = UIKeyboardType.default
    /// The label of the keyboard's return key (accepted: no keyboard is drawn).
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = true
    open weak var delegate: (any UISearchBarDelegate)?
    public let searchTextField = UITextField()

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    @discardableResult open override func becomeFirstResponder() -> Bool { false }
    @discardableResult open override func resignFirstResponder() -> Bool { true }
}

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`): every method is
/// optional; none is called in a snapshot.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`): every method is
/// optional; none is called in a snapshot.
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {}

/// A UIKit spinner (UIKit's `UIActivityIndicatorView`).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size of the spinner.
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }

    open var style: Style
    open var color: UIColor?
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A medium indicator in `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    /// An indicator from an archive: medium (nothing is decoded here).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// The share sheet (UIKit's `UIActivityViewController`).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What runs when the sheet closes: the chosen activity, whether it completed, the items
    /// it returned and its error (never called in a snapshot).
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own activities.
    public let applicationActivities: [UIActivity]?
    /// The system activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs when the sheet closes (never, in a snapshot).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// A share sheet from an archive: nothing to share (nothing is decoded here).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}

/// A service the share sheet offers (UIKit's `UIActivity`); apps subclass it for their own.
@preconcurrency @MainActor
open class UIActivity {
    /// An activity's identifier (UIKit's `UIActivity.ActivityType`).
    nonisolated public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where the sheet shows an activity (UIKit's `UIActivity.Category`).
    nonisolated public enum Category: Int, Sendable { case action, share }

    public init() {}

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() {}
    open func activityDidFinish(_ completed: Bool) {}
}

/// An item of a bar (UIKit's `UIBarItem`): its settings are accepted, not drawn.
@preconcurrency @MainActor
open class UIBarItem: Hashable {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public init() {}

    /// Equal when the same item, as UIKit's (an `NSObject` there).
    nonisolated public static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Keeps the title's text attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open class func appearance() -> UIBarItem { UIBarItem() }
}

/// An item of a tab bar (UIKit's `UITabBarItem`; SwiftUI's `tabItem` draws the tabs).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var selectedImage: UIImage?
    /// How far the title moves from its place (accepted, not drawn).
    open var titlePositionAdjustment = UIOffset.zero

    public override init() {
        super.init()
    }

    /// An item with its image and the image it shows while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UITabBarItem { UITabBarItem() }
}

/// The photo picker of UIKit (UIKit's `UIImagePickerController`).
@preconcurrency @MainActor
open class UIImagePickerController: UIViewController {
    /// Where the picture comes from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }

    /// The keys of what the picker hands its delegate.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }

    open var sourceType = SourceType.photoLibrary
    open var allowsEditing = false
    /// What the camera captures (kept; a snapshot has no camera).
    open var cameraCaptureMode = CameraCaptureMode.photo
    /// Which camera is used (kept).
    open var cameraDevice = CameraDevice.rear
    /// The flash mode (kept).
    open var cameraFlashMode = CameraFlashMode.auto
    /// The media types offered, as uniform type identifiers (images, as UIKit's default).
    open var mediaTypes = ["public.image"]
    /// Whether the camera's controls show (kept).
    open var showsCameraControls = true
    /// The longest video, in seconds (UIKit's default, ten minutes).
    open var videoMaximumDuration: TimeInterval = 600

    /// What the camera captures (UIKit's `UIImagePickerController.CameraCaptureMode`).
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    /// A camera (UIKit's `UIImagePickerController.CameraDevice`).
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// A flash mode (UIKit's `UIImagePickerController.CameraFlashMode`).
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}

/// What an image picker tells its delegate (UIKit's `UIImagePickerControllerDelegate`): every
/// method is optional; none is called in a snapshot.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// What a navigation controller tells its delegate (UIKit's
/// `UINavigationControllerDelegate`): every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
nonisolated public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction of a popover not yet shown.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover tells its delegate (UIKit's `UIPopoverPresentationControllerDelegate`):
/// every method is optional; none is called in a snapshot.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// What presents a view controller (UIKit's `UIPresentationController`).
@preconcurrency @MainActor
open class UIPresentationController {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    public let presentedViewController: UIViewController

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
    }
}

/// What presents a view controller as a popover (UIKit's `UIPopoverPresentationController`):
/// where it points and which arrows it may use are kept; nothing is presented in a snapshot.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` the popover points at.
    open var sourceRect = CGRect.zero
    /// The directions the arrow may point: any, as UIKit's default.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The direction the arrow points: unknown until shown (never, here).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The views the user may touch while the popover shows (kept).
    open var passthroughViews: [UIView]?
    /// The popover's background colour (kept).
    open var backgroundColor: UIColor?
    /// Whether the popover may overlap its source (kept).
    open var canOverlapSourceViewRect = false
}

/// What a presentation tells its delegate (UIKit's
/// `UIAdaptivePresentationControllerDelegate`): every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {}

nonisolated extension UIResponder {
    /// The keyboard's notifications and their user-info keys (never posted in a snapshot).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

extension UIViewController {
    /// The controller that presents this one: none in a snapshot, which shows SwiftUI's view.
    public var presentationController: UIPresentationController? { nil }
}

/// The label of the keyboard's return key (UIKit's `UIReturnKeyType`).
nonisolated public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// A button of an alert (UIKit's `UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertAction {
    /// How the button looks (UIKit's `UIAlertAction.Style`).
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An alert button; `handler` runs when it is tapped (never, in a snapshot).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet presented from UIKit (UIKit's `UIAlertController`). What is added
/// is kept; a snapshot draws SwiftUI's view, not a presented UIKit controller, so it is never
/// shown (SwiftUI's `.alert` modifiers are drawn).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert or an action sheet (UIKit's `UIAlertController.Style`).
    public enum Style: Int, Sendable { case actionSheet, alert }

    open var message: String?
    public let preferredStyle: Style
    /// The buttons, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The button that Return taps.
    open var preferredAction: UIAlertAction?
    /// The text fields, in the order added (alerts only).
    open private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// An alert from an archive: an empty `.alert` (nothing is decoded here).
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, configured by `configurationHandler` at once.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A distance to move by (UIKit's `UIOffset`).
nonisolated public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}
