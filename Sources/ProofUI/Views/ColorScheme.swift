// Status: supported — light and dark appearance; `preferredColorScheme` applies to the view it modifies (SwiftUI applies it to the presentation).

import ProofRender
nonisolated extension View {
    /// The colour scheme of this view's content (SwiftUI applies it to the whole presentation;
    /// a snapshot applies it to the view).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment { if let colorScheme { $0.colorScheme = colorScheme } }
    }
}

/// Light or dark appearance.
nonisolated public enum ColorScheme: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case light
    case dark

    public var description: String { self == .light ? "light" : "dark" }
}
