// `import SpriteKit` on Linux, for SwiftUI apps' files that write it: scenes and their node
// trees (`SKScene`, `SKNode`, `SKSpriteNode`, `SKLabelNode`, `SKShapeNode`, `SKEmitterNode`),
// actions, and SwiftUI's `SpriteView`, declared in SpriteKit's SwiftUI overlay. A snapshot runs
// no game loop: `SpriteView` is drawn as the framework placeholder ("SpriteView (SpriteKit)");
// scenes and nodes keep their tree and settings (`sceneDidLoad` runs when a scene is made, as
// in SpriteKit; `didMove(to:)` and `update(_:)` never run); actions are kept and never run;
// `.sks` files are not decoded (an emitter from a file has the default settings). Opt-in,
// through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// SpriteKit is used.
@_exported import Foundation
@_exported import ProofUI

/// SpriteKit's colour: UIKit's on iOS.
public typealias SKColor = UIColor

/// An action a node runs (SpriteKit's `SKAction`): kept, never run (no game loop runs).
open class SKAction: @unchecked Sendable {
    /// How long the action lasts, in seconds.
    open var duration: TimeInterval
    open var timingMode = SKActionTimingMode.linear
    open var speed: CGFloat = 1

    init(duration: TimeInterval) { self.duration = duration }
    public convenience init() { self.init(duration: 0) }

    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func removeFromParent() -> SKAction { SKAction(duration: 0) }
    open class func run(_ block: @escaping () -> Void) -> SKAction { SKAction(duration: 0) }
    open class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction { SKAction(duration: 0) }
    /// The actions one after another: the sum of their durations.
    open class func sequence(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.reduce(0) { $0 + $1.duration }) }
    /// The actions together: the longest duration.
    open class func group(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.map(\.duration).max() ?? 0) }
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction { SKAction(duration: action.duration * Double(count)) }
    open class func repeatForever(_ action: SKAction) -> SKAction { SKAction(duration: .infinity) }
}

/// How an action's time flows (SpriteKit's `SKActionTimingMode`).
public enum SKActionTimingMode: Int, Sendable { case linear, easeIn, easeOut, easeInEaseOut }

/// A node of a scene's tree (SpriteKit's `SKNode`): its children, in order, and its settings.
@MainActor @preconcurrency
open class SKNode: UIResponder {
    open var position = CGPoint.zero
    open var zPosition: CGFloat = 0
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isPaused = false
    open var speed: CGFloat = 1
    open var name: String?
    open var userData: NSMutableDictionary?
    open private(set) var children: [SKNode] = []
    open private(set) weak var parent: SKNode?
    /// The scene holding the node (itself for a scene).
    open var scene: SKScene? { (self as? SKScene) ?? parent?.scene }
    /// The rectangle of the node's own content in its parent's coordinates, children left out
    /// (SpriteKit's `frame`): a plain node has none, an empty rectangle at its position.
    open var frame: CGRect { CGRect(origin: position, size: .zero) }
    private var actions: [String: SKAction] = [:]

    public override init() { super.init() }

    /// Adds `node` as the last child.
    open func addChild(_ node: SKNode) {
        node.removeFromParent()
        children.append(node)
        node.parent = self
    }

    /// Inserts `node` as child `index`.
    open func insertChild(_ node: SKNode, at index: Int) {
        node.removeFromParent()
        children.insert(node, at: min(max(index, 0), children.count))
        node.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children = []
    }

    /// The first child named `name` (`//name` searches the whole tree below, as SpriteKit's search does).
    open func childNode(withName name: String) -> SKNode? {
        if name.hasPrefix("//") {
            let wanted = String(name.dropFirst(2))
            for child in children {
                if child.name == wanted { return child }
                if let found = child.childNode(withName: name) { return found }
            }
            return nil
        }
        return children.first { $0.name == name }
    }

    /// Calls `block` for each child named `name`.
    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for child in children where child.name == name {
            block(child, &stop)
            if stop.boolValue { return }
        }
    }

    /// Keeps `action` (it never runs: no game loop runs in a snapshot).
    open func run(_ action: SKAction) { actions[UUID().uuidString] = action }
    open func run(_ action: SKAction, completion block: @escaping () -> Void) { actions[UUID().uuidString] = action }
    open func run(_ action: SKAction, withKey key: String) { actions[key] = action }
    open func action(forKey key: String) -> SKAction? { actions[key] }
    open func hasActions() -> Bool { !actions.isEmpty }
    open func removeAction(forKey key: String) { actions[key] = nil }
    open func removeAllActions() { actions = [:] }
}

/// How a node's colours mix with what is behind (SpriteKit's `SKBlendMode`): accepted, a
/// snapshot draws no scene.
public enum SKBlendMode: Int, Sendable { case alpha, add, subtract, multiply, multiplyX2, screen, replace, multiplyAlpha }

extension UITouch {
    /// Where the touch is in `node`'s coordinates (SpriteKit's addition to `UITouch`): the
    /// origin, as a snapshot makes no touch.
    public func location(in node: SKNode) -> CGPoint { .zero }
    /// Where the touch was before in `node`'s coordinates: the origin.
    public func previousLocation(in node: SKNode) -> CGPoint { .zero }
}

/// How a scene fits its view (SpriteKit's `SKSceneScaleMode`).
public enum SKSceneScaleMode: Int, Sendable { case fill, aspectFill, aspectFit, resizeFill }

/// A scene (SpriteKit's `SKScene`): its node tree and settings. `sceneDidLoad()` runs when the
/// scene is made, as in SpriteKit; a snapshot presents no scene, so `didMove(to:)`,
/// `update(_:)` and the other frame callbacks never run.
@MainActor @preconcurrency
open class SKScene: SKNode {
    open var size: CGSize
    open var scaleMode = SKSceneScaleMode.fill
    open var anchorPoint = CGPoint.zero
    open var backgroundColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    open var view: SKView? { nil }
    /// The scene's rectangle: its size, placed by its anchor point.
    open override var frame: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }

    public convenience override init() { self.init(size: .zero) }

    /// A scene from a `.sks` file: not decoded here, so none.
    public convenience init?(fileNamed filename: String) { return nil }

    open func sceneDidLoad() {}
    open func didMove(to view: SKView) {}
    open func willMove(from view: SKView) {}
    open func didChangeSize(_ oldSize: CGSize) {}
    open func update(_ currentTime: TimeInterval) {}
    open func didEvaluateActions() {}
    open func didSimulatePhysics() {}
    open func didFinishUpdate() {}
}

/// An image or coloured rectangle (SpriteKit's `SKSpriteNode`).
@MainActor @preconcurrency
open class SKSpriteNode: SKNode {
    open var texture: SKTexture?
    open var color: SKColor
    open var size: CGSize
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var colorBlendFactor: CGFloat = 0
    open var blendMode = SKBlendMode.alpha
    /// The sprite's rectangle: its size scaled by `xScale` and `yScale`, placed by its anchor
    /// point around its position (a rotation is not taken into account).
    open override var frame: CGRect {
        let width = size.width * xScale, height = size.height * yScale
        return CGRect(x: position.x - anchorPoint.x * width, y: position.y - anchorPoint.y * height, width: width, height: height)
    }

    public init(texture: SKTexture?, color: SKColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
        super.init()
    }

    public convenience init(imageNamed name: String) { self.init(texture: SKTexture(imageNamed: name), color: .white, size: .zero) }
    public convenience init(texture: SKTexture?) { self.init(texture: texture, color: .white, size: .zero) }
    public convenience init(color: SKColor, size: CGSize) { self.init(texture: nil, color: color, size: size) }
    public convenience override init() { self.init(texture: nil, color: .clear, size: .zero) }
}

/// An image a sprite draws (SpriteKit's `SKTexture`): its name or image is kept.
open class SKTexture: @unchecked Sendable {
    let imageName: String?
    public init(imageNamed name: String) { imageName = name }
    public init(image: UIImage) { imageName = nil }
    /// The texture's size: zero (named images are resolved only when drawn).
    open func size() -> CGSize { .zero }
}

/// Text in a scene (SpriteKit's `SKLabelNode`).
@MainActor @preconcurrency
open class SKLabelNode: SKNode {
    open var text: String?
    open var fontName: String?
    open var fontSize: CGFloat = 32
    open var fontColor: SKColor? = .white
    public init(text: String?) {
        self.text = text
        super.init()
    }
    public init(fontNamed fontName: String?) {
        self.fontName = fontName
        super.init()
    }
    public convenience override init() { self.init(text: nil) }
}

/// A path in a scene (SpriteKit's `SKShapeNode`).
@MainActor @preconcurrency
open class SKShapeNode: SKNode {
    open var fillColor = SKColor.clear
    open var strokeColor = SKColor.white
    open var lineWidth: CGFloat = 1
    public convenience init(rectOf size: CGSize) { self.init() }
    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) { self.init() }
    public convenience init(circleOfRadius radius: CGFloat) { self.init() }
    public convenience init(ellipseOf size: CGSize) { self.init() }
}

/// A particle emitter (SpriteKit's `SKEmitterNode`): its settings are kept; no particle is
/// made (no game loop runs).
@MainActor @preconcurrency
open class SKEmitterNode: SKNode {
    open var particleBirthRate: CGFloat = 0
    open var numParticlesToEmit = 0
    open var particleLifetime: CGFloat = 0
    open var particlePositionRange = CGVector(dx: 0, dy: 0)
    open var particleSpeed: CGFloat = 0
    open var emissionAngle: CGFloat = 0
    open var particleColor = SKColor.white
    open var particleTexture: SKTexture?
    open var particleScale: CGFloat = 1
    open var particleAlpha: CGFloat = 1
    open var particleBirthRateRange: CGFloat = 0
    open var particleLifetimeRange: CGFloat = 0
    open var particleSpeedRange: CGFloat = 0
    open var emissionAngleRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var particleScaleRange: CGFloat = 0
    open var particleScaleSpeed: CGFloat = 0
    open var particleAlphaRange: CGFloat = 0
    open var particleAlphaSpeed: CGFloat = 0
    open var particleRotation: CGFloat = 0
    open var particleRotationRange: CGFloat = 0
    open var particleRotationSpeed: CGFloat = 0
    open var particleColorBlendFactor: CGFloat = 0
    open var particleBlendMode = SKBlendMode.alpha
    open var particleSize = CGSize.zero
    open var particleZPosition: CGFloat = 0
    open weak var targetNode: SKNode?
    /// An emitter from a `.sks` file: the file is not decoded here, so the emitter has the
    /// default settings (and emits nothing); never nil, so a scene's `…!` does not stop.
    public convenience init?(fileNamed filename: String) { self.init() }
    open func resetSimulation() {}
    open func advanceSimulationTime(_ sec: TimeInterval) {}
}

/// A SpriteKit view (SpriteKit's `SKView`): a UIKit view, not drawn.
@MainActor @preconcurrency
open class SKView: UIView {
    open private(set) var scene: SKScene?
    open var isPaused = false
    open var showsFPS = false
    open var showsNodeCount = false
    open var showsPhysics = false
    open var ignoresSiblingOrder = false
    open var allowsTransparency = false
    open var preferredFramesPerSecond = 60
    /// Keeps `scene` (its `didMove(to:)` is not called: nothing is presented).
    open func presentScene(_ scene: SKScene?) { self.scene = scene }
    open func presentScene(_ scene: SKScene, transition: SKTransition) { self.scene = scene }
}

/// A transition between scenes (SpriteKit's `SKTransition`): kept.
open class SKTransition: @unchecked Sendable {
    init() {}
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
}

/// A SpriteKit scene in SwiftUI (SpriteKit's `SpriteView`): drawn as the framework placeholder
/// ("SpriteView (SpriteKit)"), as a snapshot runs no game loop.
public struct SpriteView: View {
    /// What the view allows (SpriteKit's `SpriteView.Options`).
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let allowsTransparency = Options(rawValue: 1 << 0)
        public static let ignoresSiblingOrder = Options(rawValue: 1 << 1)
        public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 2)
    }

    /// Debug overlays (SpriteKit's `SpriteView.DebugOptions`).
    public struct DebugOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let showsFPS = DebugOptions(rawValue: 1 << 0)
        public static let showsNodeCount = DebugOptions(rawValue: 1 << 1)
        public static let showsPhysics = DebugOptions(rawValue: 1 << 2)
        public static let showsDrawCount = DebugOptions(rawValue: 1 << 3)
        public static let showsQuadCount = DebugOptions(rawValue: 1 << 4)
    }

    public let scene: SKScene

    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }) {
        self.scene = scene
    }

    public var body: some View { FrameworkPlaceholder("SpriteView", framework: "SpriteKit") }
}
