// Status: partial — rotation, scale and right-to-left flipping are drawn; 3D rotations and affine `transformEffect` are drawn flat and untransformed (noted).

/// An angle (SwiftUI's `Angle`), in degrees or radians.
nonisolated public struct Angle: Hashable, Comparable, Sendable, AdditiveArithmetic {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / Double.pi }
        set { radians = newValue * Double.pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * Double.pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, b: Double) -> Angle { Angle(radians: a.radians * b) }
    public static func / (a: Angle, b: Double) -> Angle { Angle(radians: a.radians / b) }
}

nonisolated extension View {
    /// Rotates the view's drawing around `anchor` (positive: clockwise). Fills, strokes and
    /// clips are drawn rotated; text and images are drawn unrotated (the description says so).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let radians = try resolver.finite(angle.radians, "rotationEffect's angle")
            guard radians.remainder(dividingBy: 2 * Double.pi) != 0 else { return }
            element.effects.append(.transform(DrawingTransform(kind: .rotation(radians: radians), anchor: anchor,
                                                               innerOffset: Point(x: element.offset.x, y: element.offset.y))))
        }
    }

    /// Scales the view's drawing around `anchor`; fills, strokes, clips and images are drawn
    /// scaled (a negative scale mirrors them), text unscaled (the description says so).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the view's drawing around `anchor` by `x` and `y`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            let x = try resolver.finite(Double(x), "scaleEffect's x"), y = try resolver.finite(Double(y), "scaleEffect's y")
            guard x != 1 || y != 1 else { return }
            element.effects.append(.transform(DrawingTransform(kind: .scale(x: x, y: y), anchor: anchor,
                                                               innerOffset: Point(x: element.offset.x, y: element.offset.y))))
        }
    }

    /// Mirrors the view's drawing left to right when its layout direction is right to left
    /// (directional images: arrows, progress). Shapes, clips and images are mirrored; text is
    /// drawn unmirrored (the description notes the scale of -1).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            guard enabled, resolver.environment.layoutDirection == .rightToLeft else { return }
            element.effects.append(.transform(DrawingTransform(kind: .scale(x: -1, y: 1), anchor: .center,
                                                               innerOffset: Point(x: element.offset.x, y: element.offset.y))))
        }
    }

    /// Mirrors the view's drawing in the layout direction `behavior` names (iOS 17): `.fixed`
    /// never mirrors; `.mirrors(in:)` mirrors when the environment's direction is that one, as
    /// ``flipsForRightToLeftLayoutDirection(_:)`` does for right to left.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifyingElements { element, resolver throws(RenderError) in
            guard case .mirrors(let direction) = behavior.kind, resolver.environment.layoutDirection == direction else { return }
            element.effects.append(.transform(DrawingTransform(kind: .scale(x: -1, y: 1), anchor: .center,
                                                               innerOffset: Point(x: element.offset.x, y: element.offset.y))))
        }
    }

    /// Scales the view's drawing by `scale.width` and `scale.height` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Rotates the view in 3D; drawn flat (noted in the description).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        DrawingEffectNote(content: self, note: angle == .zero ? nil : "rotation3DEffect not drawn")
    }

    /// Applies an affine transform to the drawing; drawn untransformed (noted in the description).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        DrawingEffectNote(content: self, note: transform == .identity ? nil : "transformEffect not drawn")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// A view whose drawing effect Proofsheet does not paint; the text description says so, so a
/// reviewer knows the picture differs from the device there.
nonisolated struct DrawingEffectNote<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let note: String?

    func resolve(in resolver: Resolver) throws(RenderError) {
        guard let note else {
            try resolver.resolve(content)
            return
        }
        try resolver.modifyEach(content) { (element: inout Element) throws(RenderError) in
            element.notes.append(note)
        }
    }
}

// By platform, not `canImport(CoreGraphics)`: on Linux the opt-in `CoreGraphics` module
// (ProofUILinuxModules) would make that true.
#if !(os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
/// An affine transform (Core Graphics' `CGAffineTransform`, which Foundation on Linux lacks).
nonisolated public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx + a * x + c * y, ty: ty + b * x + d * y)
    }

    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a * x, b: b * x, c: c * y, d: d * y, tx: tx, ty: ty)
    }

    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// A rotation by `angle` radians (positive turns x toward y: clockwise on screen, where y
    /// points down). Sine and cosine come from ``DeterministicTrig``, the same on every machine.
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = DeterministicTrig.sinCos(Double(angle))
        self.init(a: CGFloat(c), b: CGFloat(s), c: CGFloat(-s), d: CGFloat(c), tx: 0, ty: 0)
    }

    /// This transform, rotated by `angle` radians first (as `CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or this transform unchanged when it cannot be inverted (as
    /// `CGAffineTransformInvert` returns a singular matrix unchanged).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

nonisolated extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

nonisolated extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

nonisolated extension CGRect {
    /// The smallest rectangle holding this rectangle's four corners transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
#endif


/// Whether a view mirrors in a layout direction (SwiftUI's `LayoutDirectionBehavior`, iOS 17).
nonisolated public struct LayoutDirectionBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fixed
        case mirrors(LayoutDirection)
    }

    let kind: Kind

    /// Never mirrored.
    public static let fixed = LayoutDirectionBehavior(kind: .fixed)
    /// Mirrored in right-to-left layouts.
    public static let mirrors = LayoutDirectionBehavior(kind: .mirrors(.rightToLeft))
    /// Mirrored when the layout direction is `layoutDirection`.
    public static func mirrors(in layoutDirection: LayoutDirection) -> LayoutDirectionBehavior {
        LayoutDirectionBehavior(kind: .mirrors(layoutDirection))
    }
}
