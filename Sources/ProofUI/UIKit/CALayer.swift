// Status: accepted — QuartzCore's CALayer and UIView.layer compile and keep their geometry, look and sublayers; no layer is drawn (a snapshot draws SwiftUI's views).

import Foundation

/// A Core Animation layer (QuartzCore's `CALayer`, which UIKit brings): every view has one
/// (`view.layer`), and capture previews and gradients are layers. A snapshot draws SwiftUI's
/// views, not layers: what is set is kept, sublayers are kept in order, nothing is drawn.
nonisolated open class CALayer: @unchecked Sendable {
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var position = CGPoint.zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` rounds: all four until set, as in Core Animation (kept).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners: circular until set (kept).
    open var cornerCurve = CALayerCornerCurve.circular
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var isHidden = false
    // Core Animation's media timing (`CAMediaTiming`): kept; no time passes in a snapshot.
    /// When the layer's time starts, in its parent's time.
    open var beginTime: CFTimeInterval = 0
    /// An offset into the layer's time.
    open var timeOffset: CFTimeInterval = 0
    /// How fast the layer's time passes relative to its parent's.
    open var speed: Float = 1
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var contentsScale: CGFloat = 1
    open var name: String?
    open var mask: CALayer?
    /// The layer's 3D transform about its anchor point (kept; no layer is drawn).
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers (kept).
    open var sublayerTransform = CATransform3DIdentity
    /// Core Image filters applied to the layer's content (kept, never applied: no layer is
    /// drawn). nil until set, as in Core Animation.
    open var filters: [Any]?
    /// Filters applied to what is behind the layer (kept, never applied).
    open var backgroundFilters: [Any]?
    /// The filter compositing the layer over what is behind (kept).
    open var compositingFilter: Any?
    /// Whether the layer is drawn as a flattened bitmap (kept).
    open var shouldRasterize = false
    /// The scale of that bitmap (kept).
    open var rasterizationScale: CGFloat = 1
    /// The layers inside this one, back to front (nil while there is none, as in Core Animation).
    open private(set) var sublayers: [CALayer]?
    /// The layer holding this one.
    open private(set) weak var superlayer: CALayer?

    public init() {}

    /// Adds `layer` in front of the other sublayers (moving it from its superlayer).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `idx` among the sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(idx), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// Inserts `layer` behind `sibling` (in front of the others when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` in front of `sibling`.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
        self.superlayer = nil
    }

    private var animations: [(key: String, animation: CAAnimation)] = []

    /// Adds `anim` under `key` (replacing one with that key). Kept: a snapshot lets no time
    /// pass, so it never runs nor completes.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? UUID().uuidString
        animations.removeAll { $0.key == key }
        animations.append((key, anim))
    }
    /// The animation under `key`.
    open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }
    /// The keys of the layer's animations, in the order added; nil when there is none, as Core
    /// Animation answers.
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }
    /// Removes the layer's animations.
    open func removeAllAnimations() { animations = [] }
    /// Removes the animation under `key`.
    open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }

    /// Draws the layer into `ctx`: nothing, as no layer is drawn here (a view's picture comes
    /// from `UIView.drawHierarchy(in:afterScreenUpdates:)`).
    open func render(in ctx: CGContext) {}

    /// Does nothing: a snapshot draws no layer.
    open func setNeedsDisplay() {}
    /// Does nothing: a snapshot lays out no layer.
    open func setNeedsLayout() {}
    /// Does nothing: a snapshot lays out no layer.
    open func layoutIfNeeded() {}
}

/// Corners of a layer (Core Animation's `CACornerMask`), with Core Animation's bit values.
nonisolated public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`).
nonisolated public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
