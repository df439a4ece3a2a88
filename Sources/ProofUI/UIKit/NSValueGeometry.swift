// Status: supported — UIKit's geometry boxes on `NSValue` (`NSValue(cgRect:)`, `cgRectValue`, and the point and size forms), as apps read keyboard frames from notifications' `userInfo`; built on swift-corelibs-foundation's `NSValue(rect:)` family, so a value boxed either way reads back the same.

nonisolated extension NSValue {
    /// A rectangle in a value object (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A point in a value object (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A size in a value object (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
