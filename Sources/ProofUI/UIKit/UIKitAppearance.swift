// Status: accepted and ignored — appearance proxies, hosting controllers, status bar styles and font descriptors compile; a snapshot draws SwiftUI's look.

import Foundation

// UIKit names that SwiftUI apps of the iOS 13–15 era write around their views: appearance
// proxies set in an `init()` (`UITableView.appearance().backgroundColor = .clear`), the
// hosting controller of a scene delegate, the status bar style, font descriptors. They are
// accepted: a snapshot draws SwiftUI's look, and what they set changes nothing.

/// A scrolling UIKit view (its settings are accepted). Its appearance proxy is its own
/// (`UIScrollView.appearance()`); `UITableView` and `UITextView` have theirs.
/// What a scroll view tells as it scrolls and zooms (UIKit's `UIScrollViewDelegate`): nothing
/// scrolls in a snapshot, so none is called. Its methods are optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}

@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Told as the view scrolls and zooms: never in a snapshot (kept).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Sets `contentOffset` at once (nothing animates in a snapshot).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls `rect` into view: the offset changes the least that shows it (kept; nothing
    /// is drawn).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }
    open var bounces = true
    /// The smallest scale a pinch reaches (UIKit's default, 1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale a pinch reaches (UIKit's default, 1: no zooming).
    open var maximumZoomScale: CGFloat = 1
    open var bouncesZoom = true
    private var currentZoomScale: CGFloat = 1
    /// The scale of the content, kept between the minimum and the maximum as UIKit keeps it
    /// (nothing is pinched in a snapshot: it changes only when set).
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { currentZoomScale = min(max(newValue, minimumZoomScale), maximumZoomScale) }
    }
    /// Sets `zoomScale` at once (nothing animates in a snapshot).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }
    /// Zooms so that `rect` of the content fills the view as far as the scale limits allow, and
    /// scrolls to it (at once).
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        zoomScale = min(bounds.width / rect.width, bounds.height / rect.height)
        contentOffset = CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale)
    }
    /// Whether a pinch is zooming the view: never in a snapshot.
    open var isZooming: Bool { false }
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    open var contentInset = UIEdgeInsets.zero
    open var contentSize = CGSize.zero
    open var contentOffset = CGPoint.zero
    /// The drag that scrolls the view, attached to it (never recognizes: nothing is touched).
    open private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer()
        addGestureRecognizer(recognizer)
        return recognizer
    }()
    /// The pinch that zooms the view: none unless zooming is enabled (kept at nil here, as a
    /// view with the default zoom scales).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UIScrollView { UIScrollView() }

    /// How dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

/// UIKit's table (SwiftUI's `List` of iOS 13–15 is one): its appearance is accepted.
@preconcurrency @MainActor
open class UITableView: UIView {
    open var bounces = true
    open var showsVerticalScrollIndicator = true
    open var contentInset = UIEdgeInsets.zero
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets.zero
    open var tableFooterView: UIView?
    open var tableHeaderView: UIView?
    open var sectionHeaderTopPadding: CGFloat = 0
    open var allowsSelection = true

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UITableView { UITableView() }

    /// The style of a table.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
}

/// A row of a UIKit table: its appearance is accepted.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    open var selectionStyle: SelectionStyle = .default
    open var selectedBackgroundView: UIView?

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UITableViewCell { UITableViewCell() }

    /// How a selected row is shown.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The lines between rows.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

/// UIKit's navigation bar: its appearance is accepted (the bar is drawn as SwiftUI draws it).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's items, the root's first: a navigation controller's bar holds its stack's items.
    open var items: [UINavigationItem]?
    /// The item on top (the current screen's).
    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one (the previous screen's).
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?.dropLast().last : nil }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UINavigationBar { UINavigationBar() }
}

/// UIKit's tab bar: its appearance is accepted.
@preconcurrency @MainActor
open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UITabBar { UITabBar() }
}

/// UIKit's segmented control (SwiftUI's segmented picker): its appearance is accepted.
@preconcurrency @MainActor
open class UISegmentedControl: UIView {
    open var selectedSegmentTintColor: UIColor?

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UISegmentedControl { UISegmentedControl() }
}

/// UIKit's text view (SwiftUI's `TextEditor`): its appearance is accepted.
@preconcurrency @MainActor
open class UITextView: UIView {
    open var text: String! = ""
    open var attributedText: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    open var keyboardType = UIKeyboardType.default
    /// The label of the keyboard's return key (accepted: no keyboard is drawn).
    open var returnKeyType = UIReturnKeyType.default
    /// What is turned into links (accepted: nothing is detected in a snapshot).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The selected characters (UTF-16 offsets): none selected, the caret at the start.
    open var selectedRange = NSRange(location: 0, length: 0)
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether misspellings are marked (kept).
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Whether the keyboard shows its prediction inline (iOS 17; kept: no keyboard is drawn).
    open var inlinePredictionType = UITextInlinePredictionType.default
    /// Typing's smart punctuation and spacing (kept: nothing is typed in a snapshot).
    open var smartDashesType = UITextSmartDashesType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var adjustsFontForContentSizeCategory = false
    open var allowsEditingTextAttributes = false
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    /// The space around the text (UIKit's default: 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Where the text is laid out.
    public let textContainer = NSTextContainer()
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open weak var delegate: (any UITextViewDelegate)?
    // A scroll view's geometry (UIKit's text view is one): a snapshot never lays it out.
    open var contentSize = CGSize.zero
    open var contentOffset = CGPoint.zero
    open var contentInset = UIEdgeInsets.zero

    /// Selects the word at the caret, as the edit menu's Select does (none when the caret is
    /// not in a word).
    open func select(_ sender: Any?) {
        let units = Array(shownText.utf16)
        let isWordUnit = { (unit: UInt16) in
            guard let scalar = Unicode.Scalar(unit) else { return false }
            let character = Character(scalar)
            return character.isLetter || character.isNumber
        }
        var start = min(max(selectedRange.location, 0), units.count), end = start
        while start > 0, isWordUnit(units[start - 1]) { start -= 1 }
        while end < units.count, isWordUnit(units[end]) { end += 1 }
        selectedRange = NSRange(location: start, length: end - start)
    }

    /// Selects all the text, as the edit menu's Select All does.
    open func selectAll(_ sender: Any?) {
        selectedRange = NSRange(location: 0, length: shownText.utf16.count)
    }

    /// The text the view shows: its attributed text's, else its plain text.
    private var shownText: String { attributedText?.string ?? text ?? "" }

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UITextView { UITextView() }
}

/// UIKit's page dots (SwiftUI's page-style `TabView`): its appearance is accepted.
@preconcurrency @MainActor
open class UIPageControl: UIView {
    /// How the dots' background is drawn (UIKit's `UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// The way the pages run (UIKit's `UIPageControl.Direction`, iOS 16).
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }

    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
    /// The number of pages (dots); negative values are kept as 0, as UIKit clamps them.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }
    /// The page shown, clamped to `0..<numberOfPages` as UIKit clamps it.
    open var currentPage = 0 {
        didSet { currentPage = max(0, min(currentPage, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false
    open var backgroundStyle = BackgroundStyle.automatic
    open var allowsContinuousInteraction = true
    open var direction = Direction.natural
    /// The image of every dot (kept; the control is not drawn).
    open var preferredIndicatorImage: UIImage?
    /// The image of the current page's dot (kept).
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]

    /// Sets the image of page `page`'s dot (kept).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    /// The image set for page `page`'s dot, or nil.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// The appearance proxy of the class: what is set on it is accepted and not drawn.
    open override class func appearance() -> UIPageControl { UIPageControl() }
}

/// The look of a navigation bar (accepted).
@preconcurrency @MainActor
open class UINavigationBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public init() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}
}

/// The look of a tab bar (accepted).
@preconcurrency @MainActor
open class UITabBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?

    public init() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}
}

/// Bar sizes for bar images.
nonisolated public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// The style of the status bar.
nonisolated public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

/// A view controller showing a SwiftUI view (UIKit's `UIHostingController`): the view is what
/// a snapshot draws.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view.
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        view = HostingView(controller: self)
    }

    /// The size the root view takes when offered `size`, laid out as a snapshot lays it out
    /// (in the render's environment, else the default one). An infinite dimension is offered
    /// the screen's; zero when the view cannot be laid out (ProofUI's error for it is
    /// thrown where the view is rendered).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        HostingView.layoutSize(of: rootView, in: size)
    }

    /// A hosting controller from a storyboard, with `rootView` (what a subclass's
    /// `init?(coder:)` calls).
    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: coder)
        view = HostingView(controller: self)
    }

    /// A hosting controller from a storyboard without a root view: SwiftUI's raises an
    /// exception (a subclass calls `init?(coder:rootView:)` instead); here it fails with nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The status bar's style (accepted).
    open override var preferredStatusBarStyle: UIStatusBarStyle { .default }
}

/// A description of a font (UIKit's `UIFontDescriptor`): its size and design.
nonisolated public final class UIFontDescriptor: @unchecked Sendable {
    let font: UIFont
    let design: SystemDesign

    init(font: UIFont, design: SystemDesign = .default) {
        self.font = font
        self.design = design
    }

    /// The descriptor's point size.
    public var pointSize: CGFloat { font.pointSize }

    /// This descriptor with a system design; nil when the font is not the system font.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { UIFontDescriptor(font: font, design: design) }

    /// This descriptor with symbolic traits (accepted).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? { self }

    /// A system font design.
    public struct SystemDesign: Hashable, Sendable {
        let name: String
        public static let `default` = SystemDesign(name: "default")
        public static let rounded = SystemDesign(name: "rounded")
        public static let serif = SystemDesign(name: "serif")
        public static let monospaced = SystemDesign(name: "monospaced")
    }

    /// Font traits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1)
        public static let traitBold = SymbolicTraits(rawValue: 2)
    }
}

nonisolated extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font of `descriptor` at `pointSize` (the descriptor's size when 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(pointSize: pointSize == 0 ? descriptor.pointSize : pointSize, weight: descriptor.font.weight,
                  textStyle: pointSize == 0 ? descriptor.font.textStyle : nil, fontName: descriptor.font.fontName)
    }
}

// MARK: - The UIKit app life cycle of iOS 13 apps (AppDelegate, SceneDelegate)

/// An object in UIKit's responder chain: views, view controllers and the app and scene
/// delegates. Nothing is focused in a snapshot: no responder is first.
#if !canImport(Darwin)
// A view's or controller's properties are observed with `observe(_:options:changeHandler:)`
// (a web view's `estimatedProgress`), as an `NSObject`'s are on iOS.
nonisolated extension UIResponder: _KeyValueCodingAndObserving {}
#endif

@preconcurrency @MainActor
open class UIResponder {
    public init() {}
    /// False: a snapshot has no keyboard focus.
    open var isFirstResponder: Bool { false }
    /// Refuses (false): a snapshot has no keyboard focus.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Succeeds (true): there is nothing to resign.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Whether the responder may become first: false here.
    open var canBecomeFirstResponder: Bool { false }
    /// The next responder in the chain: none is tracked.
    open var next: UIResponder? { nil }
    /// Called when touches begin, move, end or are cancelled: never in a snapshot (no touches).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Called when a motion (a shake) begins or ends: never in a snapshot.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// The view shown in place of the keyboard when the responder is first (none by default).
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard when the responder is first (none by default).
    open var inputAccessoryView: UIView? { nil }
    /// Asks the responder to take the keyboard views again: nothing is shown in a snapshot.
    open func reloadInputViews() {}
}

nonisolated extension UIResponder: Hashable {
    /// The same object, as `NSObject`'s equality is on iOS (`controllers.firstIndex(of: controller)` compiles).
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// The object's identity, as `NSObject`'s hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The app's delegate (its methods are the app's own; none is called in a snapshot).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// A scene's delegate (its methods are the app's own; none is called in a snapshot).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate, which makes the scene's window in iOS 13 apps.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

nonisolated extension UIApplication {
    /// Keys of the launch options.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// Keys of the options of an opened URL.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}

/// The result of a background fetch.
nonisolated public enum UIBackgroundFetchResult: UInt, Sendable { case newData, noData, failed }

extension UIScene {
    /// What a scene is connected with (none in a snapshot).
    @preconcurrency @MainActor
    open class ConnectionOptions {
        public init() {}
        open var urlContexts: Set<UIOpenURLContext> { [] }
    }
}

/// A URL a scene was opened with.
nonisolated public final class UIOpenURLContext: Hashable, @unchecked Sendable {
    /// The URL.
    public let url: URL

    init(url: URL) {
        self.url = url
    }

    public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a.url == b.url }
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// A scene's session.
@preconcurrency @MainActor
open class UISceneSession: Hashable {
    public init() {}

    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The session's role.
    open var role: Role { .windowApplication }
    /// The session's configuration.
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }

    /// A scene's role.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// How a scene is made (accepted).
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name.
    open var name: String?
    /// The role of the sessions it configures.
    open var role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIWindow {
    /// The window of `windowScene`: the snapshot's screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init()
    }
}

nonisolated extension UIFontDescriptor {
    /// The descriptor of a text style's font at the default size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: UIFont.preferredFont(forTextStyle: style))
    }
}
