// Status: supported — `RectangleCornerRadii` (iOS 17) gives `UnevenRoundedRectangle(cornerRadii:)`, `.rect(cornerRadii:)` and `Path`'s rounded rectangles their radii, named by reading direction.

/// The radii of a rectangle's four corners, named by reading direction (SwiftUI's
/// `RectangleCornerRadii`, iOS 17).
nonisolated public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Radii for each corner (0, square, by default).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

nonisolated extension UnevenRoundedRectangle {
    /// A rectangle with the corner radii of `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init(topLeadingRadius: Double(cornerRadii.topLeading), bottomLeadingRadius: Double(cornerRadii.bottomLeading),
                  bottomTrailingRadius: Double(cornerRadii.bottomTrailing), topTrailingRadius: Double(cornerRadii.topTrailing),
                  style: style)
    }

    /// The radii of the four corners.
    public var cornerRadii: RectangleCornerRadii {
        get {
            RectangleCornerRadii(topLeading: CGFloat(topLeadingRadius), bottomLeading: CGFloat(bottomLeadingRadius),
                                 bottomTrailing: CGFloat(bottomTrailingRadius), topTrailing: CGFloat(topTrailingRadius))
        }
        set { self = UnevenRoundedRectangle(cornerRadii: newValue, style: style) }
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with the corner radii of `cornerRadii` (iOS 17).
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

nonisolated extension Path {
    /// A rounded rectangle with the corner radii of `cornerRadii` (iOS 17). A path has no
    /// layout direction: leading is the left.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }

    /// Adds a rounded rectangle with the corner radii of `cornerRadii`, its points moved by
    /// `transform` (iOS 17). Leading is the left.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addPath(Path(roundedRect: rect, cornerRadii: cornerRadii, style: style), transform: transform)
    }
}
