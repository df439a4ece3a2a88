// Status: accepted — UIKit's gesture recognizers compile, attach to views and keep their settings; a snapshot has no touches, so none ever recognizes. Target–action (`#selector`) needs the Objective-C runtime and is out of scope on Linux.

/// A UIKit gesture recognizer (`UIGestureRecognizer`), as apps attach them to wrapped UIKit
/// views. It keeps its settings and its view; a snapshot has no touches, so its state stays
/// `.possible`. The `init(target:action:)` forms take an Objective-C selector, which Linux has
/// not: make recognizers with `init()` there.
@MainActor @preconcurrency
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// The discrete gestures' end: the same value as `ended`, as in UIKit.
        public static var recognized: State { .ended }
    }

    public init() {}

    /// `.possible`: nothing is touched in a snapshot.
    open var state: State { .possible }
    /// Asked about simultaneous recognition and the like (never: nothing is touched).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    /// A name the app finds the recognizer by (kept).
    open var name: String?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Touches: none in a snapshot.
    open var numberOfTouches: Int { 0 }

    /// Where the gesture is in `view`'s coordinates: the origin, as nothing is touched.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Makes this recognizer wait for `otherGestureRecognizer` to fail (kept, never evaluated).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// What a gesture recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`): every
/// method is optional, and none is called in a snapshot.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// Taps (UIKit's `UITapGestureRecognizer`).
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A press held in place (UIKit's `UILongPressGestureRecognizer`).
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

/// A drag (UIKit's `UIPanGestureRecognizer`).
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The drag's translation in `view`: none.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// The drag's velocity in `view`: none.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from the screen's edge (UIKit's `UIScreenEdgePanGestureRecognizer`).
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// A swipe (UIKit's `UISwipeGestureRecognizer`).
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe is recognized in (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

/// A pinch (UIKit's `UIPinchGestureRecognizer`).
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// A two-finger rotation (UIKit's `UIRotationGestureRecognizer`).
@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

extension UIView {
    /// Attaches `gestureRecognizer` to the view (its `view` becomes this view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The recognizers attached to the view, in the order they were added (nil when none, as in UIKit).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
