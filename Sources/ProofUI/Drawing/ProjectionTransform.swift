// Status: partial — `ProjectionTransform` (a 3×3 projective matrix, from an affine transform or a Core Animation 3D transform) and `.projectionEffect(_:)` compile; like `transformEffect`, the projection is not painted yet: the view is drawn untransformed and the text description notes it.

/// A projective transformation of a plane (SwiftUI's `ProjectionTransform`): the 3×3 matrix
/// `[m11 m12 m13; m21 m22 m23; m31 m32 m33]` acting on row vectors `[x y 1]`.
nonisolated public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transformation.
    public init() {}

    /// The projection doing what the affine transform `m` does.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// The projection of the plane z = 0 that the 3D transform `m` does (its rows and columns
    /// for x, y and w; z is dropped), as a `rotation3DEffect` is built.
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }

    /// Whether the transformation leaves every point where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transformation is affine (keeps parallel lines parallel).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transformation followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }
}

nonisolated extension CGPoint {
    /// The point transformed by `m`, divided by its projective weight.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}

nonisolated extension View {
    /// Applies a projection to the view's drawing; drawn untransformed (noted in the description).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        DrawingEffectNote(content: self, note: transform.isIdentity ? nil : "projectionEffect not drawn")
    }
}
