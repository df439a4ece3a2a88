// Status: accepted — interface orientations and their masks compile (app delegates' `supportedInterfaceOrientationsFor`, `requestGeometryUpdate`); a snapshot is rendered in its device's orientation and never rotates.

/// The orientation of the app's interface (UIKit's `UIInterfaceOrientation`).
nonisolated public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2
    /// The device's landscape-left is the interface's landscape-right, as in UIKit.
    case landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`): bit `1 << raw value`
/// of each orientation, as UIKit defines them.
nonisolated public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIWindowScene {
    /// What a scene asks of its geometry (UIKit's `UIWindowScene.GeometryPreferences`).
    nonisolated open class GeometryPreferences: @unchecked Sendable {
        public init() {}

        /// The geometry an iPhone or iPad scene asks for (UIKit's `GeometryPreferences.iOS`).
        nonisolated open class iOS: GeometryPreferences, @unchecked Sendable {
            /// The orientations asked for (an empty mask when none is).
            open var interfaceOrientations: UIInterfaceOrientationMask

            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
            }

            public override init() {
                interfaceOrientations = []
            }
        }
    }

    /// Asks for a new geometry: a snapshot keeps its device's orientation, so the request is
    /// declined; `errorHandler` is not called (UIKit calls it only when the system answers).
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {}

    /// The orientation of the scene's interface: the render's (a device held landscape-left
    /// shows its interface landscape-right, as in UIKit).
    public var interfaceOrientation: UIInterfaceOrientation {
        renderingEnvironment.orientation == .landscape ? .landscapeRight : .portrait
    }
}
