// Status: supported — `Color(_:)` of an app's own colour style (iOS 17): a style that resolves to a `Color.Resolved`, resolved in the environment where the colour is drawn.

import Foundation

nonisolated extension Color {
    /// The colour of an app's own colour style (SwiftUI's `init(_:)` for a custom colour, iOS
    /// 17): resolved, where it is drawn, in that place's environment (its colour scheme, its
    /// tint). With a colour, `Color(.pink)` or `Color(otherColor)`, it is that colour.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        if let color = color as? Color {
            self = color
        } else {
            self.init(base: .custom(CustomColorStyle(color)))
        }
    }
}

/// An app's colour style kept in a ``Color``: equal to another when the styles are equal.
nonisolated struct CustomColorStyle: Hashable, @unchecked Sendable, CustomStringConvertible {
    private let style: AnyHashable
    let resolve: @Sendable (EnvironmentValues) -> Color.Resolved

    init<T>(_ style: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        self.style = AnyHashable(style)
        resolve = { style.resolve(in: $0) }
    }

    static func == (a: CustomColorStyle, b: CustomColorStyle) -> Bool { a.style == b.style }
    func hash(into hasher: inout Hasher) { hasher.combine(style) }
    var description: String { "\(style.base)" }
}
