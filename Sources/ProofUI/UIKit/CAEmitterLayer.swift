// Status: accepted — Core Animation's particle emitters (`CAEmitterLayer`, `CAEmitterCell`) and property animations (`CABasicAnimation`, `CAKeyframeAnimation`, timing functions) compile and keep their settings; a snapshot draws no layer and lets no time pass, so no particle is emitted and an added animation stays listed by `animationKeys()`.

import Foundation

/// The shape particles leave from (Core Animation's `CAEmitterLayerEmitterShape`).
nonisolated public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles leave from (Core Animation's `CAEmitterLayerEmitterMode`).
nonisolated public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited (Core Animation's `CAEmitterLayerRenderMode`).
nonisolated public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A particle emitter (Core Animation's `CAEmitterLayer`): its cells and settings are kept;
/// no particle is emitted (no layer is drawn and no time passes in a snapshot).
nonisolated open class CAEmitterLayer: CALayer, @unchecked Sendable {
    open var emitterCells: [CAEmitterCell]?
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var emitterPosition = CGPoint.zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize = CGSize.zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape = CAEmitterLayerEmitterShape.point
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    open var renderMode = CAEmitterLayerRenderMode.unordered
    open var preservesDepth = false
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0
}

/// A kind of particle (Core Animation's `CAEmitterCell`), with Core Animation's defaults (no
/// particles until `birthRate` is set, scale 1, white).
nonisolated open class CAEmitterCell: @unchecked Sendable {
    public init() {}
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image (a `CGImage`), kept.
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    open var emitterCells: [CAEmitterCell]?
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var autoreverses = false
}

/// The pacing of an animation (Core Animation's `CAMediaTimingFunction`).
nonisolated open class CAMediaTimingFunction: @unchecked Sendable {
    /// The control points of the cubic Bézier curve, from (0, 0) to (1, 1).
    public let controlPoints: (Float, Float, Float, Float)

    /// A named curve, with Core Animation's documented control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
    }
}

/// The name of a timing curve (Core Animation's `CAMediaTimingFunctionName`).
nonisolated public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation leaves after it ends (Core Animation's `CAMediaTimingFillMode`).
nonisolated public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation of a layer (Core Animation's `CAAnimation`): kept, never run.
nonisolated open class CAAnimation: @unchecked Sendable {
    public init() {}
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
}

/// An animation of one of a layer's properties (Core Animation's `CAPropertyAnimation`).
nonisolated open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// A property animation between two values (Core Animation's `CABasicAnimation`).
nonisolated open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// A property animation through key values (Core Animation's `CAKeyframeAnimation`).
nonisolated open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
}

/// Seconds of media time (Core Animation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

/// The current media time: the system's uptime in seconds (Core Animation's `CACurrentMediaTime`).
nonisolated public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
