// Status: supported — `Text` is `Equatable`, as SwiftUI's is: two texts are equal when they show the same thing (their characters, and for texts with modifiers or formatted values, what they lay out as in the default environment: words, font, weight, colour, spacing).

nonisolated extension Text: Equatable {
    /// Whether the two texts show the same thing. Texts made from characters alone compare
    /// their characters; texts with modifiers (`bold()`, `font(_:)`…) or formatted values
    /// (dates, numbers) compare how they lay out in the default environment, since a modifier
    /// is kept as what it changes.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        guard lhs.isLocalizable == rhs.isLocalizable, lhs.styles.count == rhs.styles.count,
              (lhs.localized == nil) == (rhs.localized == nil) else { return false }
        if lhs.styles.isEmpty && lhs.localized == nil { return lhs.content == rhs.content }
        guard let left = TextComparison.description(of: lhs), let right = TextComparison.description(of: rhs) else {
            return false
        }
        return left == right
    }
}

/// How texts with modifiers are compared: by their layout's description in the default
/// environment.
nonisolated enum TextComparison {
    static func description(of text: Text) -> String? {
        try? Renderer.nested.layout(text, in: EnvironmentValues(), size: .fittingWidth).textDescription
    }
}
