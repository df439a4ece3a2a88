// Status: accepted — UIKit's events and touches compile (hit-test overrides, `touchesBegan(_:with:)`); a snapshot has no touches, so UIKit never makes one and none is delivered.

import Foundation

/// An event UIKit delivers (`UIEvent`): touches, motion, remote control, presses. A snapshot
/// has no touches: UIKit makes none, so the event a hit test receives is nil; an event made
/// with `init()` holds no touches.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of an event (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
        case scroll = 10, hover = 11, transform = 14
    }

    /// The detail of a motion or remote-control event (UIKit's `UIEvent.EventSubtype`).
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102, remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }

    public init() {}

    /// A touch event, as UIKit's default.
    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds since the system started: zero (none happened).
    open var timestamp: TimeInterval { 0 }
    /// The event's touches: none.
    open var allTouches: Set<UITouch>? { nil }
    /// The touches delivered to `view`: none.
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
    /// The touches delivered to `window`: none.
    open func touches(for window: UIWindow) -> Set<UITouch>? { nil }
}

/// A finger or pencil on the screen (UIKit's `UITouch`). UIKit makes touches, apps only read
/// them: a snapshot has none.
@preconcurrency @MainActor
open class UITouch: Hashable {
    /// Where a touch is in its life (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What touched (UIKit's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public init() {}

    open var phase: Phase { .began }
    open var type: TouchType { .direct }
    open var tapCount: Int { 0 }
    open var timestamp: TimeInterval { 0 }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var view: UIView? { nil }
    open var window: UIWindow? { nil }
    /// Where the touch is in `view`: the origin (a touch made here is at no place).
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIView {
    /// `point` in `view`'s coordinates converted to the view's (UIKit's `convert(_:from:)`):
    /// through the frames of both views' superviews up to their common root (nil: the root of
    /// the view's hierarchy, as a window). Transforms are not applied.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let root = (view ?? rootView).originInRoot
        let own = originInRoot
        return CGPoint(x: point.x + root.x - own.x, y: point.y + root.y - own.y)
    }

    /// `point` in the view's coordinates converted to `view`'s (nil: the root of the hierarchy).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        (view ?? rootView).convert(point, from: self)
    }

    /// `rect` in `view`'s coordinates converted to the view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `rect` in the view's coordinates converted to `view`'s.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    private var rootView: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// Where the point (0, 0) of the view's coordinates is in its root's: each view below the
    /// root moves its points by its frame's origin less its bounds' origin.
    private var originInRoot: CGPoint {
        var origin = CGPoint.zero
        var view = self
        while let superview = view.superview {
            origin.x += view.frame.minX - view.bounds.minX
            origin.y += view.frame.minY - view.bounds.minY
            view = superview
        }
        return origin
    }
}
