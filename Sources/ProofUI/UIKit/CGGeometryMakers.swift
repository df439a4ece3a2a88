// Status: complete — Core Graphics' C-style makers (`CGPointMake`, `CGSizeMake`, `CGRectMake`, `CGVectorMake`), which SwiftUI files reach through SwiftUI's Core Graphics import.

/// The point `(x, y)` (Core Graphics' `CGPointMake`).
nonisolated public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The size `width` × `height` (Core Graphics' `CGSizeMake`).
nonisolated public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// The rectangle at `(x, y)` of `width` × `height` (Core Graphics' `CGRectMake`).
nonisolated public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The vector `(dx, dy)` (Core Graphics' `CGVectorMake`).
nonisolated public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
