// Status: partial — one window and one scene, the snapshot's screen with the device's safe area; key-window and editing calls do nothing.
/// A window: the snapshot's screen, with the device's safe area.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The device's safe area in the render in progress.
    open override var safeAreaInsets: UIEdgeInsets {
        let insets = (EnvironmentValues.current ?? EnvironmentValues()).safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    open var rootViewController: UIViewController?
    /// Where the window sits among windows (kept: a snapshot draws SwiftUI's view, no windows).
    open var windowLevel = Level.normal

    /// A window's place among windows (UIKit's `UIWindow.Level`): higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows: 0.
        public static let normal = Level(0)
        /// The status bar's: 1000.
        public static let statusBar = Level(1000)
        /// Alerts': 2000.
        public static let alert = Level(2000)
    }
    open var isKeyWindow: Bool { true }
    open var windowScene: UIWindowScene? { UIWindowScene() }
    open func makeKeyAndVisible() {}
    open var screen: UIScreen { UIScreen.main }

    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }
}

/// A scene of the app, as UIKit names it.
@preconcurrency @MainActor
open class UIScene {
    public init() {}
    open var activationState: ActivationState { .foregroundActive }

    /// Whether the scene is in front.
    public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
}

/// The scene of the snapshot's screen: one key window.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [UIWindow()] }
    open var keyWindow: UIWindow? { windows.first }
    open var screen: UIScreen { UIScreen.main }
    /// The traits of the render in progress (its appearance).
    open var traitCollection: UITraitCollection { .current }
}

nonisolated extension UIApplication {
    /// One window, the snapshot's screen, with the device's safe area.
    @preconcurrency @MainActor public var windows: [UIWindow] { [UIWindow()] }
    /// The key window.
    @preconcurrency @MainActor public var keyWindow: UIWindow? { windows.first }
    /// One scene holding the window.
    @preconcurrency @MainActor public var connectedScenes: [UIScene] { [UIWindowScene()] }
}
